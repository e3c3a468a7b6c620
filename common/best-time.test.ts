import { describe, expect, it } from "vitest";
import { bestTimeToVisit } from "./best-time";

describe("bestTimeToVisit", () => {
  it("gives all twelve months in order with the best and the cheapest marked", () => {
    const prices = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      priceMinor: i + 1 === 6 ? 900_000 : 1_200_000,
    }));
    const strip = bestTimeToVisit(prices, [10, 11, 12, 1]);
    expect(strip.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(strip.filter((m) => m.cheapest).map((m) => m.month)).toEqual([6]);
    expect(strip.filter((m) => m.best).map((m) => m.month)).toEqual([1, 10, 11, 12]);
    expect(strip[5]?.priceMinor).toBe(900_000);
  });

  it("marks every month that ties for the lowest price", () => {
    const strip = bestTimeToVisit(
      [
        { month: 2, priceMinor: 500 },
        { month: 7, priceMinor: 500 },
        { month: 9, priceMinor: 800 },
      ],
      [],
    );
    expect(strip.filter((m) => m.cheapest).map((m) => m.month)).toEqual([2, 7]);
  });

  it("leaves months without a price unpriced and never cheapest", () => {
    const strip = bestTimeToVisit([{ month: 3, priceMinor: 1000 }], [4]);
    expect(strip[0]).toEqual({ month: 1, priceMinor: null, best: false, cheapest: false });
    expect(strip[3]).toEqual({ month: 4, priceMinor: null, best: true, cheapest: false });
    expect(bestTimeToVisit([], []).some((m) => m.cheapest)).toBe(false);
  });
});
