import { sql } from "drizzle-orm";
import type { Db } from "../server/db";
import { cities, destinations, landmarks } from "../server/db/schema";
import { GEOGRAPHY } from "./data/geography";

export const SEED_SCALES = ["small", "default", "100k"] as const;
export type SeedScale = (typeof SEED_SCALES)[number];

export interface SeedOptions {
  scale: SeedScale;
  /** Root of every random choice; the same seed gives the same catalogue. */
  seed?: number;
}

export interface SeedSummary {
  scale: SeedScale;
  destinations: number;
  cities: number;
  landmarks: number;
}

/**
 * Writes the catalogue. Geography (destinations, cities, landmarks) is the same at every
 * scale: it is real-world reference data every feature builds on. Later catalogue parts
 * (packages, hotels) grow with the scale and draw from seed/prng.ts.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const insertedDestinations = await tx
      .insert(destinations)
      .values(
        GEOGRAPHY.map((d) => ({
          slug: d.slug,
          name: d.name,
          type: d.type,
          kind: d.kind,
          region: d.region,
          hasPackage: d.hasPackage,
          tagline: d.tagline,
          description: d.description,
          bestMonths: [...d.bestMonths],
          idealDaysMin: d.idealDays.min,
          idealDaysMax: d.idealDays.max,
          currency: d.currency,
          palette: [...d.palette],
          popularity: d.popularity,
        })),
      )
      .returning({ id: destinations.id, slug: destinations.slug });
    const destinationIds = new Map(insertedDestinations.map((d) => [d.slug, d.id]));

    const cityRows = GEOGRAPHY.flatMap((d) =>
      d.cities.map((city, position) => ({
        destinationId: destinationIds.get(d.slug) as number,
        slug: city.slug,
        name: city.name,
        description: city.description,
        lat: city.lat,
        lng: city.lng,
        position,
      })),
    );
    const insertedCities = await tx
      .insert(cities)
      .values(cityRows)
      .returning({ id: cities.id, slug: cities.slug });
    const cityIds = new Map(insertedCities.map((c) => [c.slug, c.id]));

    const landmarkRows = GEOGRAPHY.flatMap((d) =>
      d.cities.flatMap((city) =>
        city.landmarks.map((l, position) => ({
          cityId: cityIds.get(city.slug) as number,
          name: l.name,
          kind: l.kind,
          description: l.description,
          position,
        })),
      ),
    );
    await tx.insert(landmarks).values(landmarkRows);

    return {
      scale: options.scale,
      destinations: insertedDestinations.length,
      cities: insertedCities.length,
      landmarks: landmarkRows.length,
    };
  });
}

/** Empties the catalogue tables so `npm run seed -- --reset` can start over. */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table ${landmarks}, ${cities}, ${destinations} restart identity cascade`,
  );
}

/** SEED=auto: seed only a database that has no catalogue yet. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(destinations);
  if ((row?.n ?? 0) > 0) return null;
  return seedDatabase(db, options);
}
