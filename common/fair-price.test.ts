import { describe, expect, it } from "vitest";
import { type FairPriceComparable, fairPriceOf, hotelClassOf, MIN_COMPARABLES } from "./fair-price";

const basis = { place: "Kerala", nights: 5, month: "January", hotelClass: 3 };
const rupees = (...amounts: number[]): FairPriceComparable[] =>
  amounts.map((r, i) => ({ source: i % 2 ? "quote" : "package", perPersonMinor: r * 100 }));

describe("fairPriceOf", () => {
  it("shows nothing with fewer than 5 comparables", () => {
    expect(MIN_COMPARABLES).toBe(5);
    expect(fairPriceOf(20_000_00, rupees(18_000, 19_000, 20_000, 21_000), basis)).toBeNull();
    expect(fairPriceOf(20_000_00, [], basis)).toBeNull();
    // Prices that are not prices do not count towards the five.
    const withZero = [
      ...rupees(18_000, 19_000, 20_000, 21_000),
      { source: "quote" as const, perPersonMinor: 0 },
    ];
    expect(fairPriceOf(20_000_00, withZero, basis)).toBeNull();
  });

  it("uses the middle half of the comparables, whatever order they come in", () => {
    const hint = fairPriceOf(20_000_00, rupees(30_000, 10_000, 20_000, 25_000, 15_000), basis);
    expect(hint).toMatchObject({
      verdict: "within",
      lowMinor: 15_000_00,
      highMinor: 25_000_00,
      comparables: 5,
      packages: 3,
      quotes: 2,
    });
    const shuffled = fairPriceOf(20_000_00, rupees(25_000, 30_000, 15_000, 10_000, 20_000), basis);
    expect(shuffled?.lowMinor).toBe(hint?.lowMinor);
    expect(shuffled?.highMinor).toBe(hint?.highMinor);
  });

  it("says above, below, and within on either bound", () => {
    const five = rupees(10_000, 15_000, 20_000, 25_000, 30_000);
    expect(fairPriceOf(25_000_01, five, basis)?.verdict).toBe("above");
    expect(fairPriceOf(14_999_99, five, basis)?.verdict).toBe("below");
    expect(fairPriceOf(15_000_00, five, basis)?.verdict).toBe("within");
    expect(fairPriceOf(25_000_00, five, basis)?.verdict).toBe("within");
  });

  it("keeps one outlier from stretching the range", () => {
    const hint = fairPriceOf(
      40_000_00,
      rupees(20_000, 21_000, 22_000, 23_000, 24_000, 500_000),
      basis,
    );
    expect(hint?.highMinor).toBeLessThan(25_000_00);
    expect(hint?.verdict).toBe("above");
  });

  it("rounds the range outward to whole rupees", () => {
    const hint = fairPriceOf(
      20_000_00,
      [10_000_55, 12_000_10, 14_000_00, 16_000_00, 18_000_99].map((perPersonMinor) => ({
        source: "package" as const,
        perPersonMinor,
      })),
      basis,
    );
    expect(hint?.lowMinor).toBe(12_000_00);
    expect(hint?.highMinor).toBe(16_000_00);
  });
});

describe("hotelClassOf", () => {
  it("is the median star rating of the proposed hotels", () => {
    expect(hotelClassOf([3, 4, 4])).toBe(4);
    expect(hotelClassOf([3, 5])).toBe(4);
    expect(hotelClassOf([])).toBeNull();
    expect(hotelClassOf([0])).toBeNull();
  });
});
