import { hotelClassOf } from "../../../common/fair-price";
import type { QuoteContent, QuotePricing } from "../../../common/quotes";
import type { Db } from "../../db";
import { sentQuotesForPlaces } from "./quote-trip-joins";

/** A sent quote's length in nights: its stays, or its days less one. */
export const nightsOf = (content: QuoteContent) =>
  Math.max(
    content.stays.reduce((n, s) => n + s.nights, 0),
    content.days.length - 1,
  );

/** A quote's hotel class: the median stars of each stay's proposed (first) hotel. */
export const quoteHotelClass = (content: QuoteContent) =>
  hotelClassOf(content.stays.flatMap((s) => (s.hotels[0] ? [s.hotels[0].rating] : [])));

/** The package price per person before taxes, in rupee paise (the sent day's rate). */
export function perPersonRupeeMinor(pricing: QuotePricing): number {
  const people = Math.max(pricing.travellers.adults + pricing.travellers.children, 1);
  const rate = pricing.totalMinor > 0 ? pricing.totalInRupeeMinor / pricing.totalMinor : 0;
  return Math.round(((pricing.subtotalMinor - pricing.discountMinor) * rate) / people);
}

/**
 * Other agencies' sent quotes comparable with one (decision 0212): trips to the same places in
 * the same month, their length within `tolerance` nights, at the same hotel class.
 */
export async function quotePriceComparables(
  db: Db,
  q: {
    excludeQuoteId: number;
    places: string[];
    month: number;
    nights: number;
    tolerance: number;
    hotelClass: number | null;
  },
): Promise<number[]> {
  if (!q.places.length) return [];
  const rows = await sentQuotesForPlaces(db, {
    excludeQuoteId: q.excludeQuoteId,
    places: q.places,
    month: q.month,
    limit: 400,
  });
  return rows
    .filter(
      (r) =>
        Math.abs(nightsOf(r.content) - q.nights) <= q.tolerance &&
        (q.hotelClass === null || quoteHotelClass(r.content) === q.hotelClass),
    )
    .map((r) => perPersonRupeeMinor(r.pricing));
}
