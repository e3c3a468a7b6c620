import { describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../../common/artwork";
import { renderArtwork } from "./artwork";

const KERALA = ["#8ecae6", "#2d6a4f", "#f4a259"];
const KINDS = [
  "backwaters",
  "lake",
  "beach",
  "waterfall",
  "viewpoint",
  "national_park",
  "desert",
  "temple",
  "fort",
  "church",
  "monastery",
  "palace",
  "street",
];

describe("renderArtwork", () => {
  it("draws the same picture for the same input", () => {
    const input = {
      seed: "package-7",
      palette: KERALA,
      feature: { name: "Vembanad Lake", kind: "backwaters", city: "Alleppey" },
      ...IMAGE_SIZES.card,
    };
    expect(renderArtwork(input)).toBe(renderArtwork(input));
    expect(renderArtwork({ ...input, seed: "package-8" })).not.toBe(renderArtwork(input));
  });

  it("draws every scene at every size with finite coordinates", () => {
    for (const kind of [...KINDS, null]) {
      for (const size of Object.values(IMAGE_SIZES)) {
        const svg = renderArtwork({
          seed: `s-${kind}`,
          palette: KERALA,
          feature: kind ? { name: "Somewhere", kind, city: "Town" } : null,
          ...size,
        });
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+">/);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        // Small enough to be worth a request of its own; gzip shrinks it further.
        expect(svg.length).toBeLessThan(20_000);
      }
    }
  });

  it("falls back to default colours for a malformed palette", () => {
    const svg = renderArtwork({
      seed: "x",
      palette: ["red"],
      feature: null,
      width: 640,
      height: 360,
    });
    expect(svg).toMatch(/stop-color="#[0-9a-f]{6}"/);
    expect(svg).not.toContain("red");
  });
});
