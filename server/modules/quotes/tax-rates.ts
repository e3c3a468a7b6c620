/**
 * Indian taxes on tour packages, in ONE table with their legal source and the date from which
 * each applies (issue 9 §3). quote-pricing.ts picks the row in force on the pricing date;
 * a change of law is a new row here, never an edit of an old one (sent quotes keep the rate
 * they were priced with, because their pricing is stored with the version).
 */
export interface TaxRate {
  code: "gst_tour_package" | "tcs_overseas_tour";
  label: string;
  /** First day (IST calendar date) the row applies. */
  from: string;
  /** Last day it applies, or null while in force. */
  until: string | null;
  /** Rate up to `thresholdRupees` (or on everything without a threshold), basis points. */
  rateBps: number;
  /** Rate above the threshold, basis points; null without a threshold. */
  aboveRateBps: number | null;
  thresholdRupees: number | null;
  /** GST is collected on top of the price; TCS is shown, being credited against income tax. */
  addedToTotal: boolean;
  appliesTo: "all" | "international";
  source: string;
}

export const TAX_RATES: readonly TaxRate[] = [
  {
    code: "gst_tour_package",
    label: "GST (5%)",
    from: "2017-07-01",
    until: null,
    rateBps: 500,
    aboveRateBps: null,
    thresholdRupees: null,
    addedToTotal: true,
    appliesTo: "all",
    source:
      "CGST Notification 11/2017-Central Tax (Rate), S.No. 23(ii): tour operator services, 5% (2.5% CGST + 2.5% SGST, or 5% IGST) without input tax credit, on the gross package amount",
  },
  {
    code: "tcs_overseas_tour",
    label: "TCS on overseas tour package",
    from: "2025-04-01",
    until: "2026-03-31",
    rateBps: 500,
    aboveRateBps: 2_000,
    thresholdRupees: 1_000_000,
    addedToTotal: false,
    appliesTo: "international",
    source:
      "Income-tax Act 1961, s. 206C(1G)(b) as amended by the Finance Act 2025: 5% up to ₹10 lakh in a financial year, 20% above",
  },
  {
    code: "tcs_overseas_tour",
    label: "TCS on overseas tour package",
    from: "2026-04-01",
    until: null,
    rateBps: 200,
    aboveRateBps: null,
    thresholdRupees: null,
    addedToTotal: false,
    appliesTo: "international",
    source:
      "Income-tax Act, TCS on overseas tour programme packages as amended by the Finance Act 2026 (Union Budget 2026-27): 2% on the whole amount, no threshold, from 1 April 2026",
  },
];

/** The rows in force on `day` (YYYY-MM-DD). */
export function taxRatesOn(day: string): TaxRate[] {
  return TAX_RATES.filter((r) => r.from <= day && (r.until === null || day <= r.until));
}
