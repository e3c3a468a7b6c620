import { type Column, type SQL, sql } from "drizzle-orm";
import { qualifiedColumn } from "../../lib/sql-fragments";
import { destinations } from "./catalog.schema";

/** A destination as an agency's pages name it. */
export interface DestinationRef {
  id: number;
  name: string;
  slug: string;
}

/**
 * The destination `destinationId` names (a non-null foreign key) as one JSON value, read
 * inside the caller's statement: the agents module shows its served destinations and its
 * testimonials' places without this module's table and without one more query (decision 0180).
 */
export function destinationRefOf(destinationId: Column): SQL<DestinationRef> {
  return sql<DestinationRef>`(select json_build_object('id', d.id, 'name', d.name, 'slug', d.slug) from ${destinations} d where d.id = ${qualifiedColumn(destinationId)})`;
}

/** The id of the destination with this slug, inside the caller's statement (null for none). */
export function destinationIdBySlug(slug: string): SQL<number | null> {
  return sql<number | null>`(select d.id from ${destinations} d where d.slug = ${slug})`;
}
