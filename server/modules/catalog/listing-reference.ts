import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ArtFeature } from "../../../common/artwork";
import type { DestinationType } from "../../../common/listing-url";
import type { Db } from "../../db";
import { rowsOf } from "../../lib/sql-rows";
import { destinationTypeColumn } from "./package-query";

// What every listing reads from memory rather than from its query: routes name destinations
// and cities by slug, cards show their names and their picture's landmark.

const landmarkQueryRow = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  city: z.string(),
});
const destinationQueryRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  type: destinationTypeColumn,
  palette: z.array(z.string()),
  seo_footer: z.string(),
  has_package: z.boolean(),
});
const cityQueryRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  destination_id: z.number(),
});

export interface DestinationRow {
  id: number;
  slug: string;
  name: string;
  type: DestinationType;
  palette: string[];
  seoFooter: string;
  hasPackage: boolean;
  /** In the destination's own order. */
  cities: CityRow[];
}

export interface CityRow {
  id: number;
  slug: string;
  name: string;
  destinationId: number;
}

/**
 * Destinations, cities and landmarks (a few hundred rows each), read once and shared by every
 * listing.
 */
export interface Reference {
  destinations: Map<string, DestinationRow>;
  destinationsById: Map<number, DestinationRow>;
  cities: Map<string, CityRow>;
  citiesById: Map<number, CityRow>;
  typeIds: Record<DestinationType, number[]>;
  /** Each landmark as the feature of a card whose picture shows it. */
  features: Map<number, ArtFeature>;
}

export async function loadReference(db: Db): Promise<Reference> {
  const [destinationRows, cityRows, landmarkRows] = await Promise.all([
    db.execute(
      sql`select id, slug, name, type, palette, seo_footer, has_package from destinations`,
    ),
    db.execute(
      sql`select id, slug, name, destination_id from cities order by destination_id, position`,
    ),
    db.execute(
      sql`select l.id, l.name, l.kind, c.name as city from landmarks l join cities c on c.id = l.city_id`,
    ),
  ]);
  const reference: Reference = {
    destinations: new Map(),
    destinationsById: new Map(),
    cities: new Map(),
    citiesById: new Map(),
    typeIds: { india: [], international: [] },
    features: new Map(
      rowsOf(landmarkRows, landmarkQueryRow).map(({ id, name, kind, city }) => [
        id,
        { name, kind, city },
      ]),
    ),
  };
  for (const r of rowsOf(destinationRows, destinationQueryRow)) {
    const row: DestinationRow = {
      id: r.id,
      slug: r.slug,
      name: r.name,
      type: r.type,
      palette: r.palette,
      seoFooter: r.seo_footer,
      hasPackage: r.has_package,
      cities: [],
    };
    reference.destinations.set(row.slug, row);
    reference.destinationsById.set(row.id, row);
    reference.typeIds[row.type].push(row.id);
  }
  for (const r of rowsOf(cityRows, cityQueryRow)) {
    const city: CityRow = { id: r.id, slug: r.slug, name: r.name, destinationId: r.destination_id };
    reference.cities.set(city.slug, city);
    reference.citiesById.set(city.id, city);
    reference.destinationsById.get(city.destinationId)?.cities.push(city);
  }
  return reference;
}
