import type { CurrencyCode } from "./locale";
import { MINOR_UNITS, wholeMinor } from "./money";
import type { QuotePricing, TaxLine } from "./quotes";

// A quote's money in ONE function (decision 0209): the builder runs it in the browser as the
// agent types, and the server runs it on every save and send with the same inputs, so the
// figure the agent saw is the figure the traveller, the PDF, the invoice and the gateway get.
// Nothing here reads a clock, a database or the environment: the tax rows in force and the
// exchange rate are handed in by whoever calls.

export const COSTING_LINE_KINDS = ["hotel", "transfer", "activity", "other"] as const;
export type CostingLineKind = (typeof COSTING_LINE_KINDS)[number];
export const COSTING_KIND_LABELS: Record<CostingLineKind, string> = {
  hotel: "Hotel nights",
  transfer: "Transfers",
  activity: "Activities",
  other: "Other",
};
export const MARKUP_TYPES = ["percent", "amount"] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];
/** Whole percent; no agency marks a line up more than five times its cost. */
export const MARKUP_PERCENT_MAX = 500;

export interface Markup {
  type: MarkupType;
  /** Whole percent, or whole units of the quote's currency. */
  value: number;
}

/** One costed line: what the agency pays for it, for the whole group, in whole units. */
export interface CostingLine {
  lineId: string;
  kind: CostingLineKind;
  label: string;
  netCost: number;
  /** The line's own markup; null takes the quote's markup. */
  markup: Markup | null;
}

export interface QuoteCosting {
  lines: CostingLine[];
  /** The quote's markup: a percent on each line without its own, or an amount added once. */
  markup: Markup;
}

/** A tax row as the invoice rules keep it (server/modules/quotes/tax-rates.ts). */
export interface CostingTaxRate {
  code: string;
  label: string;
  from: string;
  rateBps: number;
  aboveRateBps: number | null;
  thresholdRupees: number | null;
  addedToTotal: boolean;
  appliesTo: "all" | "international";
  source: string;
}

export interface PriceInput {
  /** Whole units of `currency`, as the builder takes them; replaced by the costing's price. */
  pricePerAdult: number;
  pricePerChild: number;
  discount: number;
  currency: CurrencyCode;
  costing?: QuoteCosting | null;
}

export interface TotalsContext {
  travellers: { adults: number; children: number };
  /** Any of the trip's destinations is abroad: TCS applies (shown, not added). */
  international: boolean;
  /** Units of `currency` per 1 INR (exchange_rates.per_inr). */
  perInr: number;
  /** The tax rows in force on the pricing day. */
  rates: readonly CostingTaxRate[];
}

/** What the agency sees and the traveller never does. */
export interface CostingSummary {
  netMinor: number;
  markupMinor: number;
  /** The package price after discount, less the net cost (the per-person rounding included). */
  marginMinor: number;
  /** Margin over the package price after discount, basis points; 0 on a free package. */
  marginBps: number;
  /** Whole units per traveller, adults and children alike. */
  sellingPerPerson: number;
  lines: { lineId: string; netMinor: number; markupMinor: number; sellingMinor: number }[];
}

export interface QuoteTotals {
  pricing: QuotePricing;
  costing: CostingSummary | null;
}

/** x * bps / 10000, rounded half up, in integers (amounts stay far below 2^53). */
export function percentOf(amountMinor: number, bps: number): number {
  return Math.floor((amountMinor * bps + 5_000) / 10_000);
}

/**
 * x * bps / 10000 in whole units of the currency (`unit` minor units each), rounded half up,
 * in one step so nothing is rounded twice: a tax the traveller pays is whole rupees (decision
 * 0193; CGST Act s. 170 lets the tax on an invoice be rounded to the nearest rupee).
 */
export function wholePercentOf(amountMinor: number, bps: number, unit: number): number {
  return Math.floor((amountMinor * bps + 5_000 * unit) / (10_000 * unit)) * unit;
}

function tiered(rupeeMinor: number, rate: CostingTaxRate): number {
  if (rate.thresholdRupees === null || rate.aboveRateBps === null) {
    return percentOf(rupeeMinor, rate.rateBps);
  }
  const threshold = rate.thresholdRupees * 100;
  const below = Math.min(rupeeMinor, threshold);
  return percentOf(below, rate.rateBps) + percentOf(rupeeMinor - below, rate.aboveRateBps);
}

function markupOf(netMinor: number, markup: Markup, unit: number): number {
  return markup.type === "percent" ? percentOf(netMinor, markup.value * 100) : markup.value * unit;
}

/**
 * Net cost plus markup, per line and overall. A line with its own markup takes it; the others
 * take the quote's percent; a quote's amount markup is added once. The selling price is shared
 * by every traveller and rounded UP to whole units per person, so the agency never sells under
 * its cost plus markup by a rounding.
 */
export function costQuote(
  costing: QuoteCosting,
  travellers: { adults: number; children: number },
  currency: CurrencyCode,
): Omit<CostingSummary, "marginMinor" | "marginBps"> {
  const unit = MINOR_UNITS[currency];
  const overallPercent = costing.markup.type === "percent" ? costing.markup : null;
  const lines = costing.lines.map((line) => {
    const netMinor = Math.max(line.netCost, 0) * unit;
    const rule = line.markup ?? overallPercent;
    const markupMinor = rule ? markupOf(netMinor, rule, unit) : 0;
    return { lineId: line.lineId, netMinor, markupMinor, sellingMinor: netMinor + markupMinor };
  });
  const netMinor = lines.reduce((sum, l) => sum + l.netMinor, 0);
  const overallAmount =
    costing.markup.type === "amount" && lines.length ? costing.markup.value * unit : 0;
  const markupMinor = lines.reduce((sum, l) => sum + l.markupMinor, 0) + overallAmount;
  const people = Math.max(travellers.adults + travellers.children, 1);
  const sellingPerPerson = Math.ceil((netMinor + markupMinor) / people / unit);
  return { netMinor, markupMinor, sellingPerPerson, lines };
}

/**
 * Every total of a quote (issue 9 §3, decision 0209): the costing's selling price (or the
 * typed unit prices when nothing is costed), the discount capped at the subtotal, GST on the
 * package after discount, added; TCS on what the traveller pays for trips abroad, shown and
 * not added. Every amount is whole units of the currency (decision 0193).
 */
export function quoteTotals(input: PriceInput, context: TotalsContext): QuoteTotals {
  const unit = MINOR_UNITS[input.currency];
  const { adults, children } = context.travellers;
  const costing = input.costing;
  const costed = costing?.lines.length
    ? costQuote(costing, context.travellers, input.currency)
    : null;
  const pricePerAdultMinor = (costed ? costed.sellingPerPerson : input.pricePerAdult) * unit;
  const pricePerChildMinor = (costed ? costed.sellingPerPerson : input.pricePerChild) * unit;
  const subtotalMinor = adults * pricePerAdultMinor + children * pricePerChildMinor;
  const discountMinor = Math.min(Math.max(input.discount, 0) * unit, subtotalMinor);
  const packageMinor = subtotalMinor - discountMinor;
  const toRupeeMinor = (minor: number) => Math.round(minor / context.perInr);
  const whole = (minor: number) => wholeMinor(minor, input.currency);

  const taxes: TaxLine[] = [];
  let totalMinor = packageMinor;
  for (const rate of context.rates) {
    if (rate.appliesTo === "international" && !context.international) continue;
    const amountMinor =
      rate.code === "tcs_overseas_tour"
        ? whole(Math.round(tiered(toRupeeMinor(totalMinor), rate) * context.perInr))
        : wholePercentOf(packageMinor, rate.rateBps, unit);
    taxes.push({
      code: rate.code,
      label: rate.label,
      rateBps: rate.rateBps,
      amountMinor,
      addedToTotal: rate.addedToTotal,
      source: rate.source,
      asOf: rate.from,
    });
    if (rate.addedToTotal) totalMinor += amountMinor;
  }
  const people = Math.max(adults + children, 1);
  const pricing: QuotePricing = {
    currency: input.currency,
    travellers: { adults, children },
    pricePerAdultMinor,
    pricePerChildMinor,
    subtotalMinor,
    discountMinor,
    taxes,
    totalMinor,
    perPersonMinor: whole(Math.round(totalMinor / people)),
    totalInRupeeMinor: wholeMinor(toRupeeMinor(totalMinor), "INR"),
  };
  const summary = costed
    ? {
        ...costed,
        marginMinor: packageMinor - costed.netMinor,
        marginBps:
          packageMinor > 0
            ? Math.round(((packageMinor - costed.netMinor) * 10_000) / packageMinor)
            : 0,
      }
    : null;
  return { pricing, costing: summary };
}
