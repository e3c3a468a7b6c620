import type { CurrencyCode } from "../../../common/locale";
import { MINOR_UNITS, wholeMinor } from "../../../common/money";
import type { QuotePricing, TaxLine } from "../../../common/quotes";
import { type TaxRate, taxRatesOn } from "./tax-rates";

export interface PriceInput {
  /** Whole units of `currency`, as the builder takes them. */
  pricePerAdult: number;
  pricePerChild: number;
  discount: number;
  currency: CurrencyCode;
}

export interface PricingContext {
  travellers: { adults: number; children: number };
  /** Any of the trip's destinations is abroad: TCS applies (shown, not added). */
  international: boolean;
  /** Units of `currency` per 1 INR (exchange_rates.per_inr). */
  perInr: number;
  /** YYYY-MM-DD the price is fixed on (the send date), which picks the tax rows. */
  day: string;
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

/** Tiered rate on a rupee amount: `rateBps` up to the threshold, `aboveRateBps` beyond. */
function tiered(rupeeMinor: number, rate: TaxRate): number {
  if (rate.thresholdRupees === null || rate.aboveRateBps === null) {
    return percentOf(rupeeMinor, rate.rateBps);
  }
  const threshold = rate.thresholdRupees * 100;
  const below = Math.min(rupeeMinor, threshold);
  return percentOf(below, rate.rateBps) + percentOf(rupeeMinor - below, rate.aboveRateBps);
}

/**
 * Every total of a quote from its unit prices and the trip's travellers (issue 9 §3). This is
 * the only place a quote total is computed; a client's totals never reach it.
 *
 * subtotal = adults x adult price + children x child price; discount capped at the subtotal;
 * GST 5% on the package price after discount, added; TCS on the amount the traveller pays
 * (GST included) for trips abroad, shown but not added (it is credited against income tax,
 * and its tier depends on the traveller's other overseas spend in the year, which we do not
 * know: the figure is the rate applied to this package alone).
 *
 * Every amount is whole units of the currency (decision 0193): unit prices and discounts are
 * whole already, each tax is rounded to whole units, so the total, the deposit, the balance,
 * the gateway's order and every page show the same figure, never ₹46,433.75 beside ₹46,434.
 */
export function priceQuote(input: PriceInput, context: PricingContext): QuotePricing {
  const unit = MINOR_UNITS[input.currency];
  const { adults, children } = context.travellers;
  const pricePerAdultMinor = input.pricePerAdult * unit;
  const pricePerChildMinor = input.pricePerChild * unit;
  const subtotalMinor = adults * pricePerAdultMinor + children * pricePerChildMinor;
  const discountMinor = Math.min(Math.max(input.discount, 0) * unit, subtotalMinor);
  const packageMinor = subtotalMinor - discountMinor;
  const toRupeeMinor = (minor: number) => Math.round(minor / context.perInr);
  const whole = (minor: number) => wholeMinor(minor, input.currency);

  const taxes: TaxLine[] = [];
  let totalMinor = packageMinor;
  for (const rate of taxRatesOn(context.day)) {
    if (rate.appliesTo === "international" && !context.international) continue;
    let amountMinor: number;
    if (rate.code === "tcs_overseas_tour") {
      const rupees = toRupeeMinor(totalMinor);
      amountMinor = whole(Math.round(tiered(rupees, rate) * context.perInr));
    } else {
      amountMinor = wholePercentOf(packageMinor, rate.rateBps, unit);
    }
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
  return {
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
}

/** Whole units for the spec's display fields (§9: rounded to whole units). */
export function wholeUnits(minor: number, currency: CurrencyCode): number {
  return Math.round(minor / MINOR_UNITS[currency]);
}
