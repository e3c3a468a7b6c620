import type { SearchResult } from "../../../common/search";

/** A row of the search query, as the database returns it. */
export interface SearchRow {
  doc_class: string;
  source_id: string;
  title: string;
  location: string;
  href: string;
  price_minor: number | string | null;
  links: { label: string; href: string }[] | string | null;
}

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
  };
}
