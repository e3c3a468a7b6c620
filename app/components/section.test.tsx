import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductionContext, Section, SectionPlaceholder } from "./section";

function Boom(): never {
  throw new Error("deal feed unavailable");
}

/** Streams like entry.server does and collects the HTML and the errors React reported. */
function renderPage(node: React.ReactNode): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const out = new PassThrough();
    let html = "";
    out.on("data", (chunk) => {
      html += chunk;
    });
    out.on("end", () => resolve({ html, errors }));
    const { pipe } = renderToPipeableStream(node, {
      onAllReady: () => pipe(out),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

describe("Section", () => {
  it("lets the rest of the page render on the server when one section throws, and reports the error", async () => {
    const { html, errors } = await renderPage(
      <ProductionContext value={false}>
        <h1>Kerala packages</h1>
        <Section name="HotelDeals" loading={<p>Loading deals</p>}>
          <Boom />
        </Section>
        <footer>Footer survives</footer>
      </ProductionContext>,
    );
    expect(html).toContain("Kerala packages");
    expect(html).toContain("Footer survives");
    // The section's fallback goes out in its place; the browser then shows the placeholder.
    expect(html).toContain("Loading deals");
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain("deal feed unavailable");
  });

  it("renders healthy children unchanged", () => {
    const html = renderToStaticMarkup(
      <Section name="Faqs">
        <p>Best time to visit: Oct–Mar</p>
      </Section>,
    );
    expect(html).toBe("<p>Best time to visit: Oct–Mar</p>");
  });
});

describe("SectionPlaceholder", () => {
  it("names the failed component outside production", () => {
    expect(
      renderToStaticMarkup(<SectionPlaceholder name="HotelDeals" production={false} />),
    ).toContain("Component Failed is HotelDeals");
  });

  it("hides the component name in production", () => {
    const html = renderToStaticMarkup(<SectionPlaceholder name="HotelDeals" production />);
    expect(html).not.toContain("HotelDeals\u003c");
    expect(html).not.toContain("Component Failed");
    expect(html).toContain("could not be shown");
  });
});
