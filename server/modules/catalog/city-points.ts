import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { cities } from "./catalog.schema";

/**
 * Catalogue cities with their coordinates, by id or by name (case-insensitive): a quote's route
 * map (decision 0211) names its days' cities, with an id when the agent picked one.
 */
export async function cityPoints(
  db: Db,
  q: { ids: number[]; names: string[] },
): Promise<{ id: number; name: string; lat: number; lng: number }[]> {
  const names = [...new Set(q.names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (!q.ids.length && !names.length) return [];
  const byId = q.ids.length ? inArray(cities.id, q.ids) : sql`false`;
  const byName = names.length ? inArray(sql`lower(${cities.name})`, names) : sql`false`;
  return db
    .select({ id: cities.id, name: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(sql`(${byId}) or (${byName})`)
    .orderBy(cities.position);
}
