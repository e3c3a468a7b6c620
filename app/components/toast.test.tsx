import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toast } from "./toast";

describe("Toast", () => {
  it("keeps an empty polite live region in the page when there is nothing to say", () => {
    const html = renderToStaticMarkup(<Toast toast={null} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-atomic="true"');
    expect(html).not.toContain("data-toast");
  });

  it("renders the message from the server, hiding itself by CSS until script takes over", () => {
    const html = renderToStaticMarkup(
      <Toast toast={{ id: "r1", message: "Your request has been cancelled" }} />,
    );
    expect(html).toContain("Your request has been cancelled");
    expect(html).toContain("animate-toast-in-out");
    // Dismissing needs JavaScript, so the button only appears after hydration.
    expect(html).not.toContain("Dismiss notification");
  });

  it("marks errors apart from confirmations", () => {
    const html = renderToStaticMarkup(
      <Toast toast={{ id: "r2", message: "Something went wrong", tone: "error" }} />,
    );
    expect(html).toContain("bg-rose-950");
  });
});
