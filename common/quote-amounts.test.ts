import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvoiceAmountFacts } from "./quote-amounts";
import { formatAmount, quoteAmounts } from "./quote-amounts";
import type { QuotePricing } from "./quotes";

// The one money function (decision 0193): one paid trip with a coupon reads the same figures
// wherever they are shown, in whole rupees, the instalments summing to the total.

const priced = (totalMinor: number, discountMinor = 0): QuotePricing => ({
  currency: "INR",
  travellers: { adults: 2, children: 0 },
  pricePerAdultMinor: 3_910_000,
  pricePerChildMinor: 0,
  subtotalMinor: 7_820_000,
  discountMinor,
  taxes: [],
  totalMinor,
  perPersonMinor: Math.round(totalMinor / 200) * 100,
  totalInRupeeMinor: totalMinor,
});

const sent = priced(8_211_000);
const withCoupon = priced(7_896_000, 300_000);

const balance: InvoiceAmountFacts["instalments"][number] = {
  id: 2,
  position: 2,
  label: "Balance",
  amountMinor: 5_527_200,
  paidMinor: 0,
  dueDate: "2026-12-20",
  status: "due",
  overdue: false,
};

function invoice(over: Partial<InvoiceAmountFacts> = {}): InvoiceAmountFacts {
  return {
    currency: "INR",
    totalMinor: 7_896_000,
    paidMinor: 2_368_800,
    refundedMinor: 0,
    balanceMinor: 5_527_200,
    couponCode: "SAVE3K",
    couponDiscountMinor: 300_000,
    pricingSnapshot: withCoupon,
    instalments: [
      {
        ...balance,
        id: 1,
        position: 1,
        label: "Deposit (30%)",
        amountMinor: 2_368_800,
        paidMinor: 2_368_800,
        dueDate: "2026-11-27",
        status: "paid",
      },
      balance,
    ],
    dueNow: balance,
    ...over,
  };
}

describe("quoteAmounts", () => {
  it("is the sent quote's pricing while nothing else applies", () => {
    const a = quoteAmounts({ pricing: sent });
    expect(a).toMatchObject({
      basis: "quote",
      totalMinor: 8_211_000,
      beforeCouponMinor: null,
      coupon: null,
      paidMinor: 0,
      dueMinor: 8_211_000,
      instalments: [],
      dueNow: null,
    });
  });

  it("takes the coupon off before the invoice, and keeps the quote's own total beside it", () => {
    const a = quoteAmounts({ pricing: sent, coupon: { code: "SAVE3K", pricing: withCoupon } });
    expect(a).toMatchObject({
      basis: "coupon",
      totalMinor: 7_896_000,
      beforeCouponMinor: 8_211_000,
      coupon: { code: "SAVE3K", discountMinor: 300_000 },
    });
    // A coupon that takes nothing off says nothing.
    const none = quoteAmounts({ pricing: sent, coupon: { code: "ZERO", pricing: sent } });
    expect(none).toMatchObject({ basis: "quote", coupon: null, beforeCouponMinor: null });
  });

  it("reads the invoice once issued: total, each instalment, paid, due and the order's amount", () => {
    const a = quoteAmounts({ pricing: sent, invoice: invoice() });
    expect(a.basis).toBe("invoice");
    expect(a.totalMinor).toBe(7_896_000);
    expect(a.beforeCouponMinor).toBe(8_211_000);
    expect(a.coupon).toEqual({ code: "SAVE3K", discountMinor: 300_000 });
    expect(a.paidMinor).toBe(2_368_800);
    expect(a.dueMinor).toBe(5_527_200);
    expect(a.instalments.map((i) => i.dueMinor)).toEqual([0, 5_527_200]);
    expect(a.dueNow).toMatchObject({ id: 2, label: "Balance", dueMinor: 5_527_200 });
    expect(a.instalments.reduce((s, i) => s + i.amountMinor, 0)).toBe(a.totalMinor);
  });

  it("asks for what is left of a part-paid instalment, never a negative amount", () => {
    const part = invoice();
    const due = { ...part.instalments[1], paidMinor: 500_000 } as InvoiceAmountFacts["dueNow"];
    const a = quoteAmounts({
      pricing: sent,
      invoice: { ...part, instalments: [part.instalments[0], due] as never, dueNow: due },
    });
    expect(a.dueNow?.dueMinor).toBe(5_027_200);
    const over = {
      ...part.instalments[0],
      paidMinor: 9_999_999,
    } as InvoiceAmountFacts["instalments"][number];
    expect(
      quoteAmounts({ pricing: sent, invoice: { ...part, instalments: [over] } }).instalments[0]
        ?.dueMinor,
    ).toBe(0);
  });

  it("keeps whole rupees whole for any whole total and deposit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (rupees, depositRupeesPct) => {
          const total = rupees * 100;
          const deposit = Math.round((rupees * depositRupeesPct) / 100) * 100;
          const a = quoteAmounts({
            pricing: priced(total),
            invoice: invoice({
              totalMinor: total,
              paidMinor: 0,
              balanceMinor: total,
              couponCode: null,
              couponDiscountMinor: 0,
              pricingSnapshot: priced(total),
              instalments: [
                { ...invoice().instalments[0], amountMinor: deposit, paidMinor: 0, status: "due" },
                { ...invoice().instalments[1], amountMinor: total - deposit, paidMinor: 0 },
              ] as never,
              dueNow: { ...invoice().instalments[0], amountMinor: deposit, paidMinor: 0 } as never,
            }),
          });
          expect(a.instalments.reduce((s, i) => s + i.amountMinor, 0)).toBe(a.totalMinor);
          for (const n of [a.totalMinor, a.dueMinor, ...a.instalments.map((i) => i.dueMinor)]) {
            expect(n % 100).toBe(0);
            expect(formatAmount(n, "INR")).not.toContain(".");
          }
        },
      ),
    );
  });
});

describe("formatAmount", () => {
  it("prints whole rupees, and the paise of an amount that has them rather than hiding them", () => {
    expect(formatAmount(4_643_400, "INR")).toBe("₹46,434");
    expect(formatAmount(4_643_375, "INR")).toBe("₹46,433.75");
    expect(formatAmount(0, "INR")).toBe("₹0");
  });
});
