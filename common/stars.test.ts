import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ratingLabel, type Star, starsFor } from "./stars";

const F: Star = "full";
const H: Star = "half";
const E: Star = "empty";

const filled = (stars: Star[]): number =>
  stars.reduce((sum, star) => sum + (star === "full" ? 1 : star === "half" ? 0.5 : 0), 0);

describe("starsFor", () => {
  it.each([
    [0, [E, E, E, E, E]],
    [0.1, [H, E, E, E, E]],
    [0.5, [H, E, E, E, E]],
    [0.51, [F, E, E, E, E]],
    [1, [F, E, E, E, E]],
    [3, [F, F, F, E, E]],
    [3.2, [F, F, F, H, E]],
    [3.5, [F, F, F, H, E]],
    [3.6, [F, F, F, F, E]],
    [4.5, [F, F, F, F, H]],
    [4.9, [F, F, F, F, F]],
    [5, [F, F, F, F, F]],
  ])("draws %d as %j", (rating, expected) => {
    expect(starsFor(rating)).toEqual(expected);
  });

  it.each([Number.NaN, -0.5, -3, Number.NEGATIVE_INFINITY])("shows no stars for %d", (rating) => {
    expect(starsFor(rating)).toEqual([E, E, E, E, E]);
  });

  it.each([5.01, 7, Number.POSITIVE_INFINITY])("caps %d at five full stars", (rating) => {
    expect(starsFor(rating)).toEqual([F, F, F, F, F]);
  });

  it("ignores floating-point noise around .5 and whole numbers", () => {
    // (2 + 2.5 + 3) / 3 style averages can land a hair off the decimal they represent.
    expect(starsFor(2.5000000000000004)).toEqual([F, F, H, E, E]);
    expect(starsFor(4.000000000000001)).toEqual([F, F, F, F, E]);
    expect(starsFor(3.9999999999999996)).toEqual([F, F, F, F, E]);
  });

  it("always returns five stars, full ones first, then at most one half", () => {
    fc.assert(
      fc.property(fc.double(), (rating) => {
        const stars = starsFor(rating);
        expect(stars).toHaveLength(5);
        expect(`${stars.join(",")},`).toMatch(/^(full,)*(half,)?(empty,)*$/);
      }),
    );
  });

  it("fills monotonically as the rating rises", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 7, noNaN: true }),
        fc.double({ min: -1, max: 7, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(filled(starsFor(lo))).toBeLessThanOrEqual(filled(starsFor(hi)));
        },
      ),
    );
  });

  it("never shows fewer filled stars than the rating's whole part, nor more than it rounded up", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const count = filled(starsFor(rating));
        expect(count).toBeGreaterThanOrEqual(Math.floor(rating));
        expect(count).toBeLessThanOrEqual(Math.ceil(rating));
      }),
    );
  });
});

describe("ratingLabel", () => {
  it.each([
    [4.5, "4.5 out of 5"],
    [4, "4.0 out of 5"],
    [3.27, "3.3 out of 5"],
    [0, "0.0 out of 5"],
    [5, "5.0 out of 5"],
    [7, "5.0 out of 5"],
    [-2, "0.0 out of 5"],
    [Number.NaN, "0.0 out of 5"],
  ])("labels %d as %s", (rating, expected) => {
    expect(ratingLabel(rating)).toBe(expected);
  });
});
