import { eq, sql } from "drizzle-orm";
import { discountedMinor } from "../common/money";
import type { Db } from "../server/db";
import {
  agentDestinations,
  agents,
  agentTestimonials,
  cities,
  destinationFaqs,
  destinations,
  exchangeRates,
  hotelBookings,
  hotelReviews,
  hotelRoomNights,
  hotelRoomTypes,
  hotels,
  landmarks,
  packageCities,
  packageDays,
  packageMonthPrices,
  packageReviews,
  packages,
  places,
} from "../server/db/schema";
import { bumpCatalogVersion, type CatalogChanges } from "../server/modules/catalog";
import { storePackageFeatures } from "../server/modules/catalog/package-query";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import { seedAgents, seedAgentsIfEmpty } from "./agents";
import { EXCHANGE_RATES_PER_INR } from "./exchange-rates";
import { SCALE_HOTEL_COUNTS } from "./hotels";
import { seedHotels, seedHotelsIfEmpty } from "./hotels-seed";
import {
  type GeneratedPackage,
  generateDestinationFaqs,
  generatePackageBatches,
  SCALE_PACKAGE_COUNTS,
  seoFooterFor,
} from "./packages";
import { seedPlaces } from "./places";
import { createPrng } from "./prng";

export const SEED_SCALES = ["small", "1k", "default", "100k"] as const;
export type SeedScale = (typeof SEED_SCALES)[number];

export interface SeedOptions {
  scale: SeedScale;
  /** Root of every random choice; the same seed gives the same catalogue. */
  seed?: number;
  /** Told once the catalogue is written, so that in-memory caches drop what they hold. */
  changes?: Pick<CatalogChanges, "changed">;
}

export interface SeedSummary {
  scale: SeedScale;
  destinations: number;
  cities: number;
  landmarks: number;
  places: number;
  packages: number;
  agents: number;
  hotels: number;
}

export const DEFAULT_SEED = 20_261_121;
const PACKAGE_BATCH = 500;
const PAISE = 100;
/** PostgreSQL's protocol allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inserts rows in statements small enough for the bind-parameter limit. */
async function insertAll<T extends Record<string, unknown>>(
  tx: Tx,
  // biome-ignore lint/suspicious/noExplicitAny: any Drizzle table; the rows are checked at the call site.
  table: any,
  rows: T[],
): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0] as T).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk));
  }
}

/**
 * Writes the catalogue. Geography (destinations, cities, landmarks) is the same at every
 * scale: real-world reference data. Packages grow with the scale and draw every random choice
 * from one seeded PRNG, so the same seed always writes the same catalogue.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const geography = await seedGeography(db);
  const prng = createPrng(options.seed ?? DEFAULT_SEED);
  await seedDestinationContent(db, prng);
  const packageCount = await seedPackages(db, prng, SCALE_PACKAGE_COUNTS[options.scale]);
  // Agencies draw from their own PRNGs: the same at every scale.
  const agentCount = await seedAgents(db, options.seed ?? DEFAULT_SEED);
  // Hotels draw from their own PRNGs too (seed/hotels.ts).
  const hotelCount = await seedHotels(db, {
    count: SCALE_HOTEL_COUNTS[options.scale],
    seed: options.seed ?? DEFAULT_SEED,
  });
  // Written in several transactions: the version moves once, after the last (decision 0199).
  const reason = `seed (${options.scale})`;
  const version = await bumpCatalogVersion(db, reason);
  options.changes?.changed({ reason, version });
  return {
    scale: options.scale,
    ...geography,
    packages: packageCount,
    agents: agentCount,
    hotels: hotelCount,
  };
}

async function seedGeography(db: Db) {
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
    const placeCount = await seedPlaces(tx, GEOGRAPHY);

    await tx
      .insert(exchangeRates)
      .values(
        Object.entries(EXCHANGE_RATES_PER_INR).map(([currency, perInr]) => ({ currency, perInr })),
      );

    return {
      destinations: insertedDestinations.length,
      cities: insertedCities.length,
      landmarks: landmarkRows.length,
      places: placeCount,
    };
  });
}

async function seedDestinationContent(db: Db, prng: ReturnType<typeof createPrng>) {
  const rows = await db.select({ id: destinations.id, slug: destinations.slug }).from(destinations);
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db.transaction(async (tx) => {
    const faqs = [];
    for (const destination of GEOGRAPHY) {
      const id = ids.get(destination.slug) as number;
      await tx
        .update(destinations)
        .set({ seoFooter: seoFooterFor(destination) })
        .where(eq(destinations.id, id));
      faqs.push(
        ...generateDestinationFaqs(prng, destination).map((faq, position) => ({
          destinationId: id,
          position,
          question: faq.question,
          answer: faq.answer,
        })),
      );
    }
    await insertAll(tx, destinationFaqs, faqs);
  });
}

async function seedPackages(
  db: Db,
  prng: ReturnType<typeof createPrng>,
  count: number,
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
  for (const batch of generatePackageBatches(prng, GEOGRAPHY, count, PACKAGE_BATCH)) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(packages)
        .values(batch.map((p) => packageRow(p, destinationIds)))
        .returning({ id: packages.id, slug: packages.slug });
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      const cityId = (slug: string) => {
        const id = cityIds.get(slug);
        if (id === undefined) throw new Error(`package refers to unknown city ${slug}`);
        return id;
      };
      await insertAll(
        tx,
        packageCities,
        batch.flatMap((p) =>
          p.cities.map((c, position) => ({
            packageId: idOf.get(p.slug) as number,
            position,
            cityId: cityId(c.citySlug),
            days: c.days,
          })),
        ),
      );
      await storePackageFeatures(
        tx,
        inserted.map((r) => r.id),
      );
      await insertAll(
        tx,
        packageDays,
        batch.flatMap((p) =>
          p.itinerary.map((d) => ({
            packageId: idOf.get(p.slug) as number,
            day: d.day,
            cityId: cityId(d.citySlug),
            title: d.title,
            description: d.description,
          })),
        ),
      );
      await insertAll(
        tx,
        packageMonthPrices,
        batch.flatMap((p) =>
          p.monthPrices.map((m) => ({
            packageId: idOf.get(p.slug) as number,
            month: m.month,
            startPriceMinor: m.startPrice * PAISE,
            endPriceMinor: m.endPrice * PAISE,
            discountedStartPriceMinor: discountedMinor(m.startPrice * PAISE, p.discountPercent),
          })),
        ),
      );
      const reviews = batch.flatMap((p) =>
        p.reviews.map((r) => ({ packageId: idOf.get(p.slug) as number, ...r })),
      );
      await insertAll(tx, packageReviews, reviews);
    });
    written += batch.length;
  }
  return written;
}

function packageRow(p: GeneratedPackage, destinationIds: Map<string, number>) {
  const destinationId = destinationIds.get(p.destinationSlug);
  if (destinationId === undefined)
    throw new Error(`package refers to unknown destination ${p.destinationSlug}`);
  return {
    slug: p.slug,
    familyKey: p.familyKey,
    name: p.name,
    heading: p.heading,
    destinationId,
    days: p.days,
    nights: p.nights,
    categories: p.categories,
    tripTypes: p.tripTypes,
    inclusions: p.inclusions,
    inclusionDetails: p.inclusionDetails,
    exclusions: p.exclusions,
    hotelCategory: p.hotelCategory,
    basePriceMinor: p.basePricePerPersonInr * PAISE,
    minPriceMinor: Math.min(...p.monthPrices.map((m) => m.startPrice)) * PAISE,
    discountPercent: p.discountPercent,
    minDiscountedPriceMinor: discountedMinor(
      Math.min(...p.monthPrices.map((m) => m.startPrice)) * PAISE,
      p.discountPercent,
    ),
    labels: p.labels,
    overview: p.overview,
    popularity: p.popularity,
    rating: p.rating,
    reviewsCount: p.reviews.length,
  };
}

/** Empties the catalogue tables (and the agencies seeded with it) so `npm run seed -- --reset` can start over. */
export async function resetCatalog(
  db: Db,
  changes?: Pick<CatalogChanges, "changed">,
): Promise<void> {
  await db.execute(
    sql`truncate table ${hotelBookings}, ${hotelRoomNights}, ${hotelReviews}, ${hotelRoomTypes}, ${hotels}, ${agentTestimonials}, ${agentDestinations}, ${agents}, ${packageReviews}, ${packageMonthPrices}, ${packageDays}, ${packageCities}, ${packages}, ${destinationFaqs}, ${exchangeRates}, ${landmarks}, ${cities}, ${destinations} restart identity cascade`,
  );
  const version = await bumpCatalogVersion(db, "catalogue reset");
  changes?.changed({ reason: "catalogue reset", version });
}

/**
 * SEED=auto: seed only a database that has no catalogue yet. A catalogue seeded before the
 * agents module existed gets its agencies (and only them).
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(destinations);
  if ((row?.n ?? 0) > 0) {
    await seedPlacesIfEmpty(db);
    await seedAgentsIfEmpty(db, options.seed ?? DEFAULT_SEED);
    await seedHotelsIfEmpty(db, {
      count: SCALE_HOTEL_COUNTS[options.scale],
      seed: options.seed ?? DEFAULT_SEED,
    });
    return null;
  }
  return seedDatabase(db, options);
}

/** A catalogue seeded before the place hierarchy existed gets it (decision 0207). */
async function seedPlacesIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(places);
  if ((row?.n ?? 0) > 0) return;
  await db.transaction((tx) => seedPlaces(tx, GEOGRAPHY));
}
