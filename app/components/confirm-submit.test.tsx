import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmSubmit } from "./confirm-submit";
import { LiveStatus } from "./live-view";

describe("ConfirmSubmit", () => {
  it("is a plain submit button in the server's page, so the form works without JavaScript", () => {
    const html = renderToStaticMarkup(
      <form method="post">
        <ConfirmSubmit title="Accept this quote?" description="x" confirmLabel="Yes, accept">
          Accept this quote
        </ConfirmSubmit>
      </form>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain("Accept this quote</button>");
    expect(html).toContain('aria-haspopup="dialog"');
    // The dialog is not in the page until the button is pressed.
    expect(html).not.toContain("alertdialog");
    expect(html).not.toContain("Yes, accept");
  });

  it("keeps the button disabled while its form is sending", () => {
    const html = renderToStaticMarkup(
      <ConfirmSubmit title="t" description="d" confirmLabel="y" disabled>
        Pay
      </ConfirmSubmit>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });
});

describe("LiveStatus", () => {
  it("keeps an empty polite live region until the page re-reads itself", () => {
    const html = renderToStaticMarkup(
      <LiveStatus live={{ updatedAt: null, lastKind: null, connected: false }} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('data-live-status="polling"');
    expect(html).not.toContain("Updated just now");
  });
});
