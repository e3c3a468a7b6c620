import { sql } from "drizzle-orm";
import type { Db } from "../server/db";
import { cities, destinations, hotelReviews, hotelRoomTypes, hotels } from "../server/db/schema";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import { generateHotelBatches } from "./hotels";

const BATCH = 500;
const MAX_PARAMS = 30_000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function insertAll<T extends Record<string, unknown>>(
  tx: Tx,
  // biome-ignore lint/suspicious/noExplicitAny: any Drizzle table; the rows are checked at the call site.
  table: any,
  rows: T[],
): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0] as T).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  for (let i = 0; i < rows.length; i += chunk)
    await tx.insert(table).values(rows.slice(i, i + chunk));
}

/** Writes `count` generated hotels with their room types and reviews; needs the geography. */
export async function seedHotels(
  db: Db,
  options: { count: number; seed: number },
): Promise<number> {
  const destinationIds = new Map(
    (await db.select({ id: destinations.id, slug: destinations.slug }).from(destinations)).map(
      (r) => [r.slug, r.id],
    ),
  );
  const cityIds = new Map(
    (await db.select({ id: cities.id, slug: cities.slug }).from(cities)).map((r) => [r.slug, r.id]),
  );
  let written = 0;
  for (const batch of generateHotelBatches(options.seed, GEOGRAPHY, options.count, BATCH)) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(hotels)
        .values(
          batch.map(({ roomTypes: _r, reviews: _v, destinationSlug, citySlug, ...h }) => ({
            ...h,
            destinationId: destinationIds.get(destinationSlug) as number,
            cityId: cityIds.get(citySlug) as number,
          })),
        )
        .returning({ id: hotels.id, slug: hotels.slug });
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      await insertAll(
        tx,
        hotelRoomTypes,
        batch.flatMap((h) =>
          h.roomTypes.map((t, position) => ({
            hotelId: idOf.get(h.slug) as number,
            position,
            ...t,
          })),
        ),
      );
      await insertAll(
        tx,
        hotelReviews,
        batch.flatMap((h) => h.reviews.map((r) => ({ hotelId: idOf.get(h.slug) as number, ...r }))),
      );
    });
    written += batch.length;
  }
  return written;
}

/** A catalogue seeded before the hotels module existed gets its hotels (and only them). */
export async function seedHotelsIfEmpty(db: Db, options: { count: number; seed: number }) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hotels);
  if ((row?.n ?? 0) > 0) return 0;
  return seedHotels(db, options);
}
