import type { QuotePricing } from "../../../common/quotes";
import type { InvoiceLine } from "./invoices.schema";

/** round(amount × part / whole), half up, exact in integers (BigInt: products pass 2^53). */
export function proportion(amountMinor: number, partMinor: number, wholeMinor: number): number {
  if (wholeMinor <= 0) return 0;
  const n = BigInt(amountMinor) * BigInt(partMinor) * 2n + BigInt(wholeMinor);
  return Number(n / (2n * BigInt(wholeMinor)));
}

/** "97.1%": the share of the invoice credited, for the line's label. */
const share = (part: number, whole: number) =>
  `${whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0}%`;

export interface CreditNoteAmounts {
  /** Paid on the invoice, net of earlier refunds. */
  paidMinor: number;
  refundMinor: number;
  /** Invoiced and never paid. */
  uncollectedMinor: number;
  /** refund + uncollected: what the invoice is reduced by, GST included. */
  totalMinor: number;
  lines: InvoiceLine[];
}

/**
 * What a cancelled booking's credit note takes off its invoice (decision 0118). The agency
 * keeps `paid − refund` (the cancellation schedule's charge); everything else of the invoice is
 * credited: the refund given back and the instalments never paid. Each tax of the invoice is
 * reversed in proportion (credit ÷ invoice total), rounded half up; the package line takes the
 * rest, so the lines added to the total sum to the credit exactly. TCS, shown and not added on
 * the invoice, is shown reversed in the same proportion.
 */
export function creditNoteAmounts(input: {
  pricing: QuotePricing;
  invoiceTotalMinor: number;
  paidMinor: number;
  refundMinor: number;
}): CreditNoteAmounts {
  const total = input.invoiceTotalMinor;
  const paid = Math.min(Math.max(input.paidMinor, 0), total);
  const refund = Math.min(Math.max(input.refundMinor, 0), paid);
  const uncollected = total - paid;
  const credit = refund + uncollected;
  const taxes = input.pricing.taxes.map((t) => ({
    ...t,
    reversed: proportion(t.amountMinor, credit, total),
  }));
  const addedTaxes = taxes.filter((t) => t.addedToTotal).reduce((s, t) => s + t.reversed, 0);
  const lines: InvoiceLine[] = [
    {
      label: `Tour package: taxable value reversed (${share(credit, total)} of the invoice)`,
      amountMinor: credit - addedTaxes,
      kind: "package",
    },
    ...taxes.map(
      (t): InvoiceLine => ({
        label: t.addedToTotal
          ? `${t.label} reversed`
          : `${t.label} reversed (collected at source; shown, not added)`,
        amountMinor: t.reversed,
        kind: t.addedToTotal ? "tax" : "info",
      }),
    ),
  ];
  return {
    paidMinor: paid,
    refundMinor: refund,
    uncollectedMinor: uncollected,
    totalMinor: credit,
    lines,
  };
}
