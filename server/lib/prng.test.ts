import { describe, expect, it } from "vitest";
import { createPrng, hashSeed } from "./prng";

describe("createPrng", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const seqA = Array.from({ length: 50 }, () => a.next());
    const seqB = Array.from({ length: 50 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it("gives different sequences for different seeds", () => {
    expect(createPrng(1).next()).not.toBe(createPrng(2).next());
  });

  it("stays in [0, 1) and int() in its inclusive bounds", () => {
    const r = createPrng(7);
    for (let i = 0; i < 5_000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = r.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
    }
  });

  it("reaches every value of a small range", () => {
    const r = createPrng(99);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shuffles into a permutation without touching its input", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = createPrng(5).shuffle(input);
    expect(out).not.toBe(input);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("refuses to pick from an empty list", () => {
    expect(() => createPrng(1).pick([])).toThrow();
  });
});

describe("hashSeed", () => {
  it("is stable and spreads names apart", () => {
    expect(hashSeed("kerala")).toBe(hashSeed("kerala"));
    expect(hashSeed("kerala")).not.toBe(hashSeed("goa"));
  });
});
