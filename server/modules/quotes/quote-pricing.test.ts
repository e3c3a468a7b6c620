import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOf, priceQuote, wholePercentOf } from "./quote-pricing";

const context = (over: Partial<Parameters<typeof priceQuote>[1]> = {}) => ({
  travellers: { adults: 2, children: 1 },
  international: false,
  perInr: 1,
  day: "2026-11-24",
  ...over,
});

describe("quote pricing", () => {
  it("adds GST 5% on the package price after discount", () => {
    const p = priceQuote(
      { pricePerAdult: 20_000, pricePerChild: 10_000, discount: 5_000, currency: "INR" },
      context(),
    );
    expect(p).toMatchObject({
      subtotalMinor: 5_000_000,
      discountMinor: 500_000,
      totalMinor: 4_725_000,
      perPersonMinor: 1_575_000,
      totalInRupeeMinor: 4_725_000,
    });
    expect(p.taxes).toEqual([
      expect.objectContaining({
        code: "gst_tour_package",
        rateBps: 500,
        amountMinor: 225_000,
        addedToTotal: true,
      }),
    ]);
  });

  it("shows TCS for trips abroad without adding it, at the rate in force on the day", () => {
    const input = { pricePerAdult: 1_000, pricePerChild: 0, discount: 0, currency: "USD" as const };
    const p = priceQuote(
      input,
      context({ international: true, perInr: 0.0125, travellers: { adults: 2, children: 0 } }),
    );
    const tcs = p.taxes.find((t) => t.code === "tcs_overseas_tour");
    expect(tcs).toMatchObject({ addedToTotal: false, rateBps: 200 });
    expect(p.totalMinor).toBe(210_000);
    expect(tcs?.amountMinor).toBe(4_200);
    // Before 1 April 2026: 5% up to ₹10 lakh.
    const older = priceQuote(
      input,
      context({
        international: true,
        perInr: 0.0125,
        day: "2025-06-01",
        travellers: { adults: 2, children: 0 },
      }),
    );
    expect(older.taxes.find((t) => t.code === "tcs_overseas_tour")?.amountMinor).toBe(10_500);
  });

  it("never discounts below zero and keeps every amount an integer, whatever the inputs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (adult, child, discount, adults, children, international) => {
          const p = priceQuote(
            { pricePerAdult: adult, pricePerChild: child, discount, currency: "INR" },
            context({ travellers: { adults, children }, international }),
          );
          const packageMinor = p.subtotalMinor - p.discountMinor;
          expect(p.discountMinor).toBeLessThanOrEqual(p.subtotalMinor);
          expect(packageMinor).toBeGreaterThanOrEqual(0);
          const added = p.taxes
            .filter((t) => t.addedToTotal)
            .reduce((s, t) => s + t.amountMinor, 0);
          expect(p.totalMinor).toBe(packageMinor + added);
          expect(added).toBe(wholePercentOf(packageMinor, 500, 100));
          for (const n of [
            p.totalMinor,
            p.perPersonMinor,
            p.totalInRupeeMinor,
            ...p.taxes.map((t) => t.amountMinor),
          ]) {
            expect(Number.isSafeInteger(n)).toBe(true);
            // Whole rupees (decision 0193): no paise for a page or the gateway to disagree on.
            expect(n % 100).toBe(0);
          }
          expect(p.taxes.some((t) => t.code === "tcs_overseas_tour")).toBe(international);
        },
      ),
    );
  });

  it("rounds each tax to whole rupees, so the total is whole (₹78,199 + GST ₹3,909.95 → ₹3,910)", () => {
    const p = priceQuote(
      { pricePerAdult: 78_199, pricePerChild: 0, discount: 0, currency: "INR" },
      context({ travellers: { adults: 1, children: 0 } }),
    );
    expect(p.taxes[0]?.amountMinor).toBe(391_000);
    expect(p.totalMinor).toBe(8_210_900);
    // Half a rupee rounds up, less rounds down.
    expect(wholePercentOf(1_000, 500, 100)).toBe(100);
    expect(wholePercentOf(900, 500, 100)).toBe(0);
    // Per person is whole too: 3 people share ₹3,151 as ₹1,050 each (₹1,050.33 shown nowhere).
    const shared = priceQuote(
      { pricePerAdult: 1_000, pricePerChild: 1_001, discount: 0, currency: "INR" },
      context(),
    );
    expect(shared.totalMinor).toBe(315_100);
    expect(shared.perPersonMinor).toBe(105_000);
  });

  it("rounds half up to the minor unit", () => {
    expect(percentOf(10, 500)).toBe(1);
    expect(percentOf(9, 500)).toBe(0);
    expect(percentOf(30, 500)).toBe(2);
  });
});
