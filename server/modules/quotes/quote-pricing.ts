import type { CurrencyCode } from "../../../common/locale";
import { MINOR_UNITS } from "../../../common/money";
import {
  type PriceInput,
  type QuoteTotals,
  quoteTotals,
  type TotalsContext,
} from "../../../common/quote-costing";
import type { QuotePricing } from "../../../common/quotes";
import { taxRatesOn } from "./tax-rates";

export { type PriceInput, percentOf, wholePercentOf } from "../../../common/quote-costing";

export interface PricingContext extends Omit<TotalsContext, "rates"> {
  /** YYYY-MM-DD the price is fixed on (the send date), which picks the tax rows. */
  day: string;
}

/**
 * Every total of a quote from its costing (or unit prices) and the trip's travellers, with the
 * tax rows in force on `day` (issue 9 §3). The arithmetic is common/quote-costing.ts, the same
 * function the builder runs as the agent types (decision 0209); a client's totals never reach
 * it, only its inputs, parsed by QuoteDraftInput.
 */
export function totalsOf(input: PriceInput, context: PricingContext): QuoteTotals {
  const { day, ...rest } = context;
  return quoteTotals(input, { ...rest, rates: taxRatesOn(day) });
}

export function priceQuote(input: PriceInput, context: PricingContext): QuotePricing {
  return totalsOf(input, context).pricing;
}

/** Whole units for the spec's display fields (§9: rounded to whole units). */
export function wholeUnits(minor: number, currency: CurrencyCode): number {
  return Math.round(minor / MINOR_UNITS[currency]);
}
