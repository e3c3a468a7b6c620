import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { cities, exchangeRates, packageCities, packageDays, packages } from "./catalog.schema";

/**
 * What a quote started from a catalogue package copies (the quotes module's builder): the
 * package's facts, its days with their city, and its stops with their nights. Null when the
 * package does not exist.
 */
export async function quoteTemplate(db: Db, packageId: number) {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!pkg) return null;
  const days = await db
    .select({
      day: packageDays.day,
      title: packageDays.title,
      description: packageDays.description,
      cityId: packageDays.cityId,
      cityName: cities.name,
    })
    .from(packageDays)
    .innerJoin(cities, eq(cities.id, packageDays.cityId))
    .where(eq(packageDays.packageId, pkg.id))
    .orderBy(asc(packageDays.day));
  const stops = await db
    .select({ cityId: packageCities.cityId, nights: packageCities.days, city: cities.name })
    .from(packageCities)
    .innerJoin(cities, eq(cities.id, packageCities.cityId))
    .where(eq(packageCities.packageId, pkg.id))
    .orderBy(asc(packageCities.position));
  return { pkg, days, stops };
}

/** Units of `currency` per rupee, as a quote is priced on the day it is sent. */
export async function perInrOf(db: Db, currency: string): Promise<number> {
  if (currency === "INR") return 1;
  const [row] = await db
    .select({ perInr: exchangeRates.perInr })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .limit(1);
  if (!row) throw new Error(`no exchange rate for ${currency}`);
  return row.perInr;
}
