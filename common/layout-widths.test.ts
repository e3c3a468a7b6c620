import { describe, expect, it } from "vitest";
import { LAYOUT_WIDTH_CLASS, LAYOUT_WIDTHS } from "./layout-widths";

describe("layout widths", () => {
  it("span 2, 3, 4 and 6 of the row's six columns: a third, a half, two thirds, all", () => {
    const spans = LAYOUT_WIDTHS.map((w) =>
      Number(/lg:col-span-(\d)/.exec(LAYOUT_WIDTH_CLASS[w])?.[1]),
    );
    expect(spans.map((s) => s / 6)).toEqual([1 / 3, 1 / 2, 2 / 3, 1]);
  });
});
