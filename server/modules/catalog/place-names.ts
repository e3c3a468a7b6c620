import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { rowsOf } from "../../lib/sql-rows";

const destinationName = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(["india", "international"]),
  has_packages: z.boolean(),
});
const cityName = z.object({ slug: z.string(), name: z.string(), destination_slug: z.string() });

/** Every destination and city by name, most popular first, for parsers of travellers' words. */
export interface PlaceNames {
  destinations: z.output<typeof destinationName>[];
  cities: z.output<typeof cityName>[];
}

/**
 * The catalogue's place names, most popular first: on a name two places share, a reader that
 * keeps the first keeps the more popular one (the chatbot's gazetteer does).
 */
export async function placeNames(db: Db): Promise<PlaceNames> {
  const [destinations, cities] = await Promise.all([
    db.execute(sql`
      select d.slug, d.name, d.type,
        (d.has_package and exists (select 1 from packages p where p.destination_id = d.id)) as has_packages
      from destinations d order by d.popularity desc, d.name`),
    db.execute(sql`
      select c.slug, c.name, d.slug as destination_slug
      from cities c join destinations d on d.id = c.destination_id
      order by d.popularity desc, d.name, c.position`),
  ]);
  return {
    destinations: rowsOf(destinations, destinationName),
    cities: rowsOf(cities, cityName),
  };
}
