import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../server/db";
import {
  cities,
  destinationFaqs,
  destinations,
  exchangeRates,
  landmarks,
  packageDays,
  packageMonthPrices,
  packages,
} from "../server/db/schema";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { AGENCIES } from "./data/agencies";
import { SCALE_HOTEL_COUNTS } from "./hotels";
import { SCALE_PACKAGE_COUNTS } from "./packages";
import { placeSeeds } from "./places";
import { resetCatalog, seedDatabase, seedIfEmpty } from "./seed";

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

async function dump(db: Db) {
  return {
    destinations: await db.select().from(destinations).orderBy(asc(destinations.id)),
    cities: await db.select().from(cities).orderBy(asc(cities.id)),
    landmarks: await db.select().from(landmarks).orderBy(asc(landmarks.id)),
    packages: await db.select().from(packages).orderBy(asc(packages.id)),
    days: await db
      .select()
      .from(packageDays)
      .orderBy(asc(packageDays.packageId), asc(packageDays.day)),
    prices: await db
      .select()
      .from(packageMonthPrices)
      .orderBy(asc(packageMonthPrices.packageId), asc(packageMonthPrices.month)),
    faqs: await db.select().from(destinationFaqs).orderBy(asc(destinationFaqs.id)),
  };
}

const withoutTimestamps = (rows: { createdAt?: Date }[]) => rows.map(({ createdAt, ...r }) => r);

describe("seed", () => {
  it("writes the whole geography", async () => {
    const summary = await seedDatabase(first.db, { scale: "small" });
    const cityCount = GEOGRAPHY.reduce((n, d) => n + d.cities.length, 0);
    expect(summary).toEqual({
      scale: "small",
      destinations: GEOGRAPHY.length,
      cities: cityCount,
      landmarks: GEOGRAPHY.reduce(
        (n, d) => n + d.cities.reduce((m, c) => m + c.landmarks.length, 0),
        0,
      ),
      places: placeSeeds(GEOGRAPHY).length,
      packages: SCALE_PACKAGE_COUNTS.small,
      agents: AGENCIES.length,
      hotels: SCALE_HOTEL_COUNTS.small,
    });
    const [packageCount] = await first.db.select({ n: sql<number>`count(*)::int` }).from(packages);
    expect(packageCount?.n).toBe(SCALE_PACKAGE_COUNTS.small);
    const [dayCount] = await first.db
      .select({
        n: sql<number>`count(*)::int`,
        expected: sql<number>`(select sum(days)::int from packages)`,
      })
      .from(packageDays);
    expect(dayCount?.n).toBe(dayCount?.expected);
    const rates = await first.db.select().from(exchangeRates);
    expect(rates.map((r) => r.currency).sort()).toEqual([
      "AED",
      "AUD",
      "CAD",
      "EUR",
      "GBP",
      "INR",
      "NZD",
      "SGD",
      "USD",
    ]);
    const [withFooter] = await first.db
      .select({ n: sql<number>`count(*)::int` })
      .from(destinations)
      .where(sql`length(${destinations.seoFooter}) > 100`);
    expect(withFooter?.n).toBe(GEOGRAPHY.length);
    expect(summary.destinations).toBeGreaterThanOrEqual(60);
    const [india] = await first.db
      .select({ n: sql<number>`count(*)::int` })
      .from(destinations)
      .where(sql`${destinations.type} = 'india'`);
    expect(india?.n).toBeGreaterThan(20);
  });

  it("is deterministic: the same input gives the same rows", async () => {
    await seedDatabase(second.db, { scale: "small" });
    const a = await dump(first.db);
    const b = await dump(second.db);
    expect(withoutTimestamps(a.destinations)).toEqual(withoutTimestamps(b.destinations));
    expect(a.cities).toEqual(b.cities);
    expect(a.landmarks).toEqual(b.landmarks);
    expect(withoutTimestamps(a.packages)).toEqual(withoutTimestamps(b.packages));
    expect(a.days).toEqual(b.days);
    expect(a.prices).toEqual(b.prices);
    expect(a.faqs).toEqual(b.faqs);
  });

  it("seeds only an empty database when asked to seed if empty", async () => {
    expect(await seedIfEmpty(first.db, { scale: "default" })).toBeNull();
    const [row] = await first.db.select({ n: sql<number>`count(*)::int` }).from(destinations);
    expect(row?.n).toBe(GEOGRAPHY.length);
  });

  it("rebuilds from scratch after a reset", async () => {
    await resetCatalog(second.db);
    const summary = await seedIfEmpty(second.db, { scale: "small" });
    expect(summary?.destinations).toBe(GEOGRAPHY.length);
    const [first_] = await second.db
      .select({ id: destinations.id })
      .from(destinations)
      .orderBy(asc(destinations.id))
      .limit(1);
    expect(first_?.id).toBe(1);
  });
});
