import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { quoteAmounts } from "../../../common/quote-amounts";
import type { QuotePricing, QuoteView } from "../../../common/quotes";
import { compareRows } from "./compare-table";

const pricing: QuotePricing = {
  currency: "INR",
  travellers: { adults: 2, children: 0 },
  pricePerAdultMinor: 3_000_000,
  pricePerChildMinor: 0,
  subtotalMinor: 6_000_000,
  discountMinor: 0,
  taxes: [],
  totalMinor: 6_300_000,
  perPersonMinor: 3_150_000,
  totalInRupeeMinor: 6_300_000,
};

/** The fields the comparison reads; the rest of a quote does not matter to it. */
const quote = (inclusions: string[], exclusions: string[]) =>
  ({
    pricing,
    amounts: quoteAmounts({ pricing }),
    days: 5,
    nights: 4,
    hotelsDetail: [],
    inclusions,
    exclusions,
    validUntil: "2026-12-31",
    cancellationPolicy: [],
  }) as unknown as QuoteView;

const text = (cells: unknown[]) =>
  cells.map((c) => renderToStaticMarkup(<span>{c as ReactNode}</span>).replace(/<[^>]+>/g, ""));

describe("compareRows exclusions", () => {
  const rows = compareRows([
    quote(["breakfast"], ["flights", "tips"]),
    quote(["breakfast", "dinner"], ["flights"]),
  ]);
  const excluded = rows.filter((r) => r.group === "Excluded");

  it("lists every item any quote excludes, in the checklist's order, after the inclusions", () => {
    expect(excluded.map((r) => r.label)).toEqual(["Flights", "Tips and porterage"]);
    const groups = rows.map((r) => r.group);
    expect(groups.indexOf("Excluded")).toBeGreaterThan(groups.lastIndexOf("Included"));
  });

  it("marks the line where the quotes differ and says which quote excludes it", () => {
    const [flights, tips] = excluded;
    expect(flights?.differs).toBe(false);
    expect(text(flights?.cells ?? [])).toEqual(["✕ excluded", "✕ excluded"]);
    expect(tips?.differs).toBe(true);
    expect(text(tips?.cells ?? [])).toEqual(["✕ excluded", "— not listed as excluded"]);
  });

  it("does not call a quote better for not listing an exclusion; inclusions still are", () => {
    expect(excluded.every((r) => r.best.every((b) => !b))).toBe(true);
    const dinner = rows.find((r) => r.key === "inc-dinner");
    expect(dinner?.differs).toBe(true);
    expect(dinner?.best).toEqual([false, true]);
  });

  it("has no exclusions group when no quote excludes anything", () => {
    const none = compareRows([quote(["breakfast"], []), quote([], [])]);
    expect(none.some((r) => r.group === "Excluded")).toBe(false);
  });
});

describe("compareRows prices", () => {
  it("compares the coupon's total of the quote the coupon is on, and says so", () => {
    const withCoupon = {
      ...quote([], []),
      amounts: quoteAmounts({
        pricing,
        coupon: {
          code: "SAVE3K",
          pricing: { ...pricing, discountMinor: 300_000, totalMinor: 5_985_000 },
        },
      }),
    } as QuoteView;
    const total = compareRows([quote([], []), withCoupon]).find((r) => r.key === "total");
    expect(text(total?.cells ?? [])).toEqual(["₹63,000", "₹59,850 after coupon SAVE3K"]);
    expect(total?.best).toEqual([false, true]);
  });
});
