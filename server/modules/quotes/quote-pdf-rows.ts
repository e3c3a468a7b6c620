import { NOUNS, plural } from "../../../common/format";
import type { QuoteAmounts } from "../../../common/quote-amounts";
import { formatAmount } from "../../../common/quote-amounts";
import { type QuotePricing, taxLineLabel } from "../../../common/quotes";

// The price block of the quote PDF as text rows, apart from the drawing (quote-pdf.tsx), so the
// property test (builder-totals.test.ts) reads the very figures the PDF prints: the sent
// version's pricing for the lines, the one money function's amounts for the total (decision 0193).

export interface PdfPriceRow {
  label: string;
  amount: string;
  kind: "line" | "total" | "note";
}

const money = (minor: number, currency: string) => formatAmount(minor, currency);

export function pdfPriceRows(quote: {
  pricing: QuotePricing;
  amounts: QuoteAmounts;
}): PdfPriceRow[] {
  const p = quote.pricing;
  const rows: PdfPriceRow[] = [
    {
      label: `${plural(p.travellers.adults, "adult")} x ${money(p.pricePerAdultMinor, p.currency)}`,
      amount: money(p.travellers.adults * p.pricePerAdultMinor, p.currency),
      kind: "line",
    },
  ];
  if (p.travellers.children > 0) {
    rows.push({
      label: `${plural(p.travellers.children, NOUNS.child)} x ${money(p.pricePerChildMinor, p.currency)}`,
      amount: money(p.travellers.children * p.pricePerChildMinor, p.currency),
      kind: "line",
    });
  }
  if (p.discountMinor > 0) {
    rows.push({
      label: "Discount",
      amount: `-${money(p.discountMinor, p.currency)}`,
      kind: "line",
    });
  }
  for (const tax of p.taxes) {
    rows.push({
      label: `${taxLineLabel(tax)}${tax.addedToTotal ? "" : " (collected at payment, credited against income tax)"}`,
      amount: money(tax.amountMinor, p.currency),
      kind: "line",
    });
  }
  const { amounts } = quote;
  rows.push({
    label: `Total${amounts.coupon ? ` after coupon ${amounts.coupon.code}` : ""}`,
    amount: money(amounts.totalMinor, amounts.currency),
    kind: "total",
  });
  rows.push({
    label: "per person",
    amount: money(amounts.perPersonMinor, amounts.currency),
    kind: "note",
  });
  return rows;
}
