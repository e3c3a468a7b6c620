import { and, between, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { packageMonthPrices, packages } from "./catalog.schema";

/** At most this many packages are read as comparables (the most popular first). */
const LIMIT = 400;

/**
 * Catalogue packages' prices per person in a month, for the fair-price hint (decision 0212):
 * packages of these destinations, their length within `nights ± tolerance`, at this hotel
 * category (any when null), priced in rupees; the month's discounted start price.
 */
export async function packagePriceComparables(
  db: Db,
  q: {
    destinationIds: number[];
    nights: number;
    tolerance: number;
    month: number;
    hotelCategory: number | null;
  },
): Promise<number[]> {
  if (!q.destinationIds.length) return [];
  const rows = await db
    .select({ price: packageMonthPrices.discountedStartPriceMinor })
    .from(packages)
    .innerJoin(
      packageMonthPrices,
      and(eq(packageMonthPrices.packageId, packages.id), eq(packageMonthPrices.month, q.month)),
    )
    .where(
      and(
        inArray(packages.destinationId, q.destinationIds),
        between(packages.nights, q.nights - q.tolerance, q.nights + q.tolerance),
        eq(packages.currency, "INR"),
        q.hotelCategory === null ? undefined : eq(packages.hotelCategory, q.hotelCategory),
      ),
    )
    .orderBy(packages.popularity)
    .limit(LIMIT);
  return rows.map((r) => Number(r.price));
}
