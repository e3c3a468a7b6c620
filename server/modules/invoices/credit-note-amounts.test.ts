import { describe, expect, it } from "vitest";
import type { QuotePricing } from "../../../common/quotes";
import { creditNoteAmounts, proportion } from "./credit-note-amounts";

const tax = (code: string, amountMinor: number, addedToTotal: boolean) => ({
  code,
  label: code,
  rateBps: 500,
  amountMinor,
  addedToTotal,
  source: "",
  asOf: "",
});
const pricing = {
  currency: "INR",
  travellers: { adults: 2, children: 0 },
  pricePerAdultMinor: 2_000_000,
  pricePerChildMinor: 0,
  subtotalMinor: 4_000_000,
  discountMinor: 300_000,
  taxes: [tax("gst", 185_000, true), tax("tcs", 194_250, false)],
  totalMinor: 3_885_000,
  perPersonMinor: 1_942_500,
  totalInRupeeMinor: 3_885_000,
} as QuotePricing;

describe("credit note amounts", () => {
  it("rounds proportions half up without floating point", () => {
    expect(proportion(185_000, 1, 2)).toBe(92_500);
    expect(proportion(3, 1, 2)).toBe(2);
    expect(proportion(9_007_199_254, 9_007_199, 9_007_200)).toBe(9_007_198_254);
  });

  it("credits the refund and the unpaid balance, GST and TCS reversed in proportion", () => {
    const a = creditNoteAmounts({
      pricing,
      invoiceTotalMinor: 3_885_000,
      paidMinor: 1_165_500,
      refundMinor: 1_048_950,
    });
    expect(a.uncollectedMinor).toBe(3_885_000 - 1_165_500);
    expect(a.totalMinor).toBe(1_048_950 + 2_719_500);
    const gst = a.lines.find((l) => l.kind === "tax")?.amountMinor;
    expect(gst).toBe(Math.round((185_000 * a.totalMinor) / 3_885_000));
    expect(a.lines.find((l) => l.kind === "info")?.amountMinor).toBe(
      Math.round((194_250 * a.totalMinor) / 3_885_000),
    );
    const added = a.lines.filter((l) => l.kind !== "info").reduce((s, l) => s + l.amountMinor, 0);
    expect(added).toBe(a.totalMinor);
  });

  it("a fully paid invoice is credited exactly its refund; nothing refunded and all paid is zero", () => {
    const full = { pricing, invoiceTotalMinor: 3_885_000, paidMinor: 3_885_000 };
    expect(creditNoteAmounts({ ...full, refundMinor: 1_942_500 }).totalMinor).toBe(1_942_500);
    expect(creditNoteAmounts({ ...full, refundMinor: 0 }).totalMinor).toBe(0);
    // A refund is never above what was paid.
    expect(creditNoteAmounts({ ...full, paidMinor: 100, refundMinor: 500 }).refundMinor).toBe(100);
  });
});
