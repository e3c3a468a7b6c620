// Every amount shown for a quote, from one function (decision 0193): the total after the
// coupon and taxes, each instalment, what was paid and what is due. The quote rows, compare,
// the quote page, the payment page, the gateway's order, the response page and the mails read
// these figures, so none of them can print a different one. Whole units of the currency: the
// pricing (server/modules/quotes/quote-pricing.ts) and the schedule
// (server/modules/invoices/invoice-schedule.ts) make every figure whole, and nothing here
// divides. Pure; the server computes it (server/workflows/quote-money-view.ts) and pages render it.
import type { InvoiceView } from "./invoices";
import type { CurrencyCode } from "./locale";
import type { QuotePricing } from "./quotes";

export interface InstalmentAmount {
  id: number;
  label: string;
  amountMinor: number;
  paidMinor: number;
  /** What is left of it: amount less paid, never below zero. */
  dueMinor: number;
  dueDate: string;
  status: "due" | "paid";
}

export interface QuoteAmounts {
  currency: CurrencyCode;
  /** What the traveller pays in all: after the agent's discount and the coupon, GST included. */
  totalMinor: number;
  perPersonMinor: number;
  /** The quote's own total before the coupon; null when no coupon is on this quote. */
  beforeCouponMinor: number | null;
  coupon: { code: string; discountMinor: number } | null;
  /** Where the figures come from: the sent quote, the quote with the trip's coupon, the invoice. */
  basis: "quote" | "coupon" | "invoice";
  /** Captured on the invoice, before refunds. */
  paidMinor: number;
  refundedMinor: number;
  /** Still to pay: the total less what was paid; 0 once the invoice is closed. */
  dueMinor: number;
  instalments: InstalmentAmount[];
  /** The instalment to pay now with what is left of it: exactly the gateway order's amount. */
  dueNow: InstalmentAmount | null;
}

/** What of an invoice the amounts read (InvoiceView has it all). */
export type InvoiceAmountFacts = Pick<
  InvoiceView,
  | "currency"
  | "totalMinor"
  | "paidMinor"
  | "refundedMinor"
  | "balanceMinor"
  | "couponCode"
  | "couponDiscountMinor"
  | "pricingSnapshot"
  | "instalments"
  | "dueNow"
>;

const instalmentOf = (i: InvoiceAmountFacts["instalments"][number]): InstalmentAmount => ({
  id: i.id,
  label: i.label,
  amountMinor: i.amountMinor,
  paidMinor: i.paidMinor,
  dueMinor: Math.max(i.amountMinor - i.paidMinor, 0),
  dueDate: i.dueDate,
  status: i.status,
});

/**
 * The one money function. An issued invoice is the truth once it exists (its total, schedule
 * and payments are frozen at issue); before it, a coupon on this quote reprices it (the coupon
 * comes off the package before GST); otherwise the sent quote's pricing.
 */
export function quoteAmounts(input: {
  /** The sent version's pricing. */
  pricing: QuotePricing;
  /** The trip's coupon on this quote with the quote repriced by it, before an invoice. */
  coupon?: { code: string; pricing: QuotePricing } | null;
  /** The quote's invoice: the live one, or a cancelled booking's closed one. */
  invoice?: InvoiceAmountFacts | null;
}): QuoteAmounts {
  const { pricing, invoice } = input;
  if (invoice) {
    const instalments = invoice.instalments.map(instalmentOf);
    const couponMinor = invoice.couponCode ? invoice.couponDiscountMinor : 0;
    return {
      currency: invoice.currency as CurrencyCode,
      totalMinor: invoice.totalMinor,
      perPersonMinor: invoice.pricingSnapshot.perPersonMinor,
      beforeCouponMinor: couponMinor > 0 ? pricing.totalMinor : null,
      coupon:
        invoice.couponCode && couponMinor > 0
          ? { code: invoice.couponCode, discountMinor: couponMinor }
          : null,
      basis: "invoice",
      paidMinor: invoice.paidMinor,
      refundedMinor: invoice.refundedMinor,
      dueMinor: invoice.balanceMinor,
      instalments,
      dueNow: invoice.dueNow
        ? (instalments.find((i) => i.id === invoice.dueNow?.id) ?? null)
        : null,
    };
  }
  const coupon = input.coupon ?? null;
  const priced = coupon ? coupon.pricing : pricing;
  const couponMinor = coupon ? coupon.pricing.discountMinor - pricing.discountMinor : 0;
  return {
    currency: priced.currency,
    totalMinor: priced.totalMinor,
    perPersonMinor: priced.perPersonMinor,
    beforeCouponMinor: coupon && couponMinor > 0 ? pricing.totalMinor : null,
    coupon: coupon && couponMinor > 0 ? { code: coupon.code, discountMinor: couponMinor } : null,
    basis: coupon && couponMinor > 0 ? "coupon" : "quote",
    paidMinor: 0,
    refundedMinor: 0,
    dueMinor: priced.totalMinor,
    instalments: [],
    dueNow: null,
  };
}

// An amount as every quote page, the gateway and the mails print it lives in the one formatting
// module (decision 0200); kept exported here for the pages that import it with the amounts.
export { formatAmount } from "./format";
