import { formatAmount, type QuoteAmounts } from "../../../common/quote-amounts";
import {
  type CancellationRule,
  COMPARE_MAX,
  COMPARE_MIN,
  type QuotePricing,
  type QuoteStatus,
} from "../../../common/quotes";

// The traveller's reading aids over the server's figures: a quote's total split per person and
// per night (so a 6-night quote and a 4-night one compare fairly), what cancelling on a given
// day refunds, and the compare selection's rules (accounts §4 "Compare", §5, §9). Every amount
// here divides or scales a total the server computed; none is sent back.

/** The lines compare normalises, in integer minor units of the quote's currency. */
export interface NormalisedPrice {
  totalMinor: number;
  perPersonMinor: number;
  /** null for a day trip (no nights to spread over). */
  perNightMinor: number | null;
  perPersonPerNightMinor: number | null;
  travellers: number;
}

/**
 * What compare spreads: the quote's amounts (the coupon's or the invoice's total when there is
 * one, decision 0193) with its travellers.
 */
export function priceOf(quote: {
  pricing: Pick<QuotePricing, "travellers">;
  amounts: Pick<QuoteAmounts, "totalMinor" | "perPersonMinor">;
}): Pick<QuotePricing, "totalMinor" | "perPersonMinor" | "travellers"> {
  return {
    travellers: quote.pricing.travellers,
    totalMinor: quote.amounts.totalMinor,
    perPersonMinor: quote.amounts.perPersonMinor,
  };
}

export function normalisePrice(
  pricing: Pick<QuotePricing, "totalMinor" | "perPersonMinor" | "travellers">,
  nights: number,
): NormalisedPrice {
  const travellers = Math.max(pricing.travellers.adults + pricing.travellers.children, 1);
  const perNight = nights > 0 ? Math.round(pricing.totalMinor / nights) : null;
  return {
    totalMinor: pricing.totalMinor,
    perPersonMinor: pricing.perPersonMinor,
    perNightMinor: perNight,
    perPersonPerNightMinor: nights > 0 ? Math.round(pricing.perPersonMinor / nights) : null,
    travellers,
  };
}

/** An amount of a quote, printed as every page prints it (common/quote-amounts.ts). */
export const money = (amountMinor: number, pricing: Pick<QuotePricing, "currency">) =>
  formatAmount(amountMinor, pricing.currency);

/** "after coupon SAVE10" beside a total the trip's coupon lowered; empty otherwise. */
export const couponNote = (amounts: Pick<QuoteAmounts, "coupon">) =>
  amounts.coupon ? `after coupon ${amounts.coupon.code}` : "";

export function daysNightsLabel(days: number, nights: number): string {
  return `${days} ${days === 1 ? "day" : "days"} / ${nights} ${nights === 1 ? "night" : "nights"}`;
}

// ---------------------------------------------------------------------------------------------
// Cancellation.

/** YYYY-MM-DD minus `days`, in UTC. */
function minusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export interface RefundStep {
  daysBefore: number;
  refundPercent: number;
  refundMinor: number;
  /** The last day this refund applies, when the trip has a start date. */
  until: string | null;
}

/**
 * The schedule as refunds: cancelling at least `daysBefore` days before travel returns
 * `refundPercent` of the total. Steps run from the earliest (most generous) to the latest.
 */
export function refundSchedule(
  policy: readonly CancellationRule[],
  totalMinor: number,
  startDate: string | null,
): RefundStep[] {
  return [...policy]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map((rule) => ({
      daysBefore: rule.daysBefore,
      refundPercent: rule.refundPercent,
      refundMinor: Math.round((totalMinor * rule.refundPercent) / 100),
      until: startDate ? minusDays(startDate, rule.daysBefore) : null,
    }));
}

/**
 * What cancelling on `cancelOn` (YYYY-MM-DD) refunds: the most generous rule whose notice is
 * still met, or nothing once every deadline has passed (or after travel began).
 */
export function refundOn(
  policy: readonly CancellationRule[],
  totalMinor: number,
  startDate: string,
  cancelOn: string,
): { refundPercent: number; refundMinor: number; daysBefore: number } {
  const daysBefore = Math.round(
    (Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${cancelOn}T00:00:00Z`)) / 86_400_000,
  );
  const rule = [...policy]
    .sort((a, b) => b.refundPercent - a.refundPercent)
    .find((r) => daysBefore >= r.daysBefore);
  const refundPercent = daysBefore >= 0 && rule ? rule.refundPercent : 0;
  return {
    refundPercent,
    refundMinor: Math.round((totalMinor * refundPercent) / 100),
    daysBefore,
  };
}

// ---------------------------------------------------------------------------------------------
// Compare selection.

export type SelectionAnswer =
  | { ok: true; selected: number[] }
  | { ok: false; selected: number[]; message: "max" };

/** §4: a quote is added only if fewer than three are selected; removal is by id. */
export function toggleSelection(selected: readonly number[], id: number): SelectionAnswer {
  if (selected.includes(id)) return { ok: true, selected: selected.filter((s) => s !== id) };
  if (selected.length >= COMPARE_MAX) return { ok: false, selected: [...selected], message: "max" };
  return { ok: true, selected: [...selected, id] };
}

export const canCompare = (selected: readonly unknown[]) =>
  selected.length >= COMPARE_MIN && selected.length <= COMPARE_MAX;

/** Quotes a traveller can still act on; the others are listed but greyed. */
export const isOpenQuote = (status: QuoteStatus) => status === "active" || status === "chosen";

/**
 * Which columns of a compare line differ from the others' best: `best` says which cells hold
 * the best value (lowest price, most stars), `differs` whether the line differs at all.
 */
export function compareLine(
  values: readonly (number | null)[],
  better: "lower" | "higher",
): { differs: boolean; best: boolean[] } {
  const known = values.filter((v): v is number => v != null);
  const differs = new Set(values.map((v) => v ?? "none")).size > 1;
  if (!differs || known.length === 0) return { differs, best: values.map(() => false) };
  const target = better === "lower" ? Math.min(...known) : Math.max(...known);
  return { differs, best: values.map((v) => v === target) };
}

/** Text lines differ when not every quote says the same. */
export const textsDiffer = (values: readonly string[]) => new Set(values).size > 1;

/** Stars of each city's proposed hotel, keyed by city, for the compare matrix. */
export function starsByCity(
  stays: readonly {
    city: string;
    hotelInfos: readonly { rating: number; isAlternative: boolean }[];
  }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const stay of stays) {
    const proposed = stay.hotelInfos.find((h) => !h.isAlternative) ?? stay.hotelInfos[0];
    if (!proposed) continue;
    // A city visited twice shows its better stay.
    out.set(stay.city, Math.max(out.get(stay.city) ?? 0, proposed.rating));
  }
  return out;
}

/** "v2 · updated 12 Jan" style version note; v1 says when it was sent. */
export function versionNote(version: number): string {
  return version > 1 ? `v${version} · updated` : "v1";
}
