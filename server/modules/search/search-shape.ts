import { z } from "zod";
import type { SearchResult } from "../../../common/search";
import { int8 } from "../../lib/sql-rows";

/** A row of the search query, as the database returns it (links may arrive as JSON text). */
export const searchRow = z.object({
  doc_class: z.string(),
  source_id: z.string(),
  title: z.string(),
  location: z.string(),
  href: z.string(),
  price_minor: int8.nullable(),
  links: z
    .union([z.array(z.object({ label: z.string(), href: z.string() })), z.string()])
    .nullable(),
  image: z.string().nullable(),
});
export type SearchRow = z.infer<typeof searchRow>;

/**
 * The spec's search result (browsing §3) from a row. The spec names the same things several
 * ways (title/name/storyHeading, href/link); every spelling is filled so any reader finds its
 * field. Prices leave in whole rupees, rounded up (money is stored in paise).
 */
export function toSearchResult(row: SearchRow): SearchResult {
  const links = typeof row.links === "string" ? JSON.parse(row.links) : (row.links ?? []);
  const priceMinor = row.price_minor === null ? null : Number(row.price_minor);
  return {
    doc_class: row.doc_class,
    id: row.source_id,
    title: row.title,
    name: row.title,
    location: row.location,
    storyHeading: row.doc_class === "blog" || row.doc_class === "travelogue" ? row.title : null,
    href: row.href,
    link: row.href,
    price: priceMinor === null || Number.isNaN(priceMinor) ? null : Math.ceil(priceMinor / 100),
    links: Array.isArray(links) ? links : [],
    image: row.image,
  };
}
