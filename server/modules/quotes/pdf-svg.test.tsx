import { Document, Page, renderToBuffer } from "@react-pdf/renderer";
import { describe, expect, it } from "vitest";
import { renderArtwork } from "../catalog";
import { PdfSvg, parseSvg } from "./pdf-svg";

// Decision 0228: a catalogue hotel's artwork is drawn into the quote PDF with the PDF's own
// vector elements.

const svg = renderArtwork({
  seed: "hotel-12-0",
  palette: ["#0f766e", "#f59e0b", "#fde68a"],
  feature: { name: "Vembanad Lake", kind: "lake", city: "Alleppey" },
  width: 480,
  height: 320,
});

describe("parseSvg", () => {
  it("reads the artwork's drawing elements, camel-cased, and nothing it cannot draw", () => {
    const tree = parseSvg(svg);
    expect(tree?.tag).toBe("svg");
    expect(tree?.attrs.viewBox).toBeTruthy();
    const tags = new Set<string>();
    const walk = (n: NonNullable<typeof tree>) => {
      if (n.tag) tags.add(n.tag);
      for (const c of n.children) walk(c);
    };
    if (tree) walk(tree);
    expect(tags.has("path") || tags.has("rect")).toBe(true);
    expect(JSON.stringify(tree)).not.toMatch(/stroke-width|stop-color|xmlns/);
    expect(parseSvg("<p>not a picture</p>")).toBeNull();
  });

  it("draws into a PDF", async () => {
    const pdf = await renderToBuffer(
      <Document>
        <Page size="A6">
          <PdfSvg svg={svg} width={96} height={64} />
        </Page>
      </Document>,
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
