import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "./heap-growth";

describe("limitHeapGrowth", () => {
  it("sets V8's heap growing factor", () => {
    const set: string[] = [];
    limitHeapGrowth(["--enable-source-maps"], (flags) => set.push(flags));
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it("leaves a factor given on node's command line alone", () => {
    const set: string[] = [];
    limitHeapGrowth(["--heap-growing-percent=20"], (flags) => set.push(flags));
    expect(set).toEqual([]);
  });
});
