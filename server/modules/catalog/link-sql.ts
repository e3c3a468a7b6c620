import { type SQL, sql } from "drizzle-orm";
import { type DestinationListingLink, destinationListingUrl } from "../../../common/listing-url";
import { buildPackageUrl } from "../../../common/package-url";

// The link builders of common/ written as SQL, for statements that write a link per row in the
// database (the search index fills 100,000 documents in one insert … select; reading them out
// to build each link in TypeScript would cost a round trip per batch). The SQL is cut from the
// builder's own output around placeholder slugs, so the two cannot drift apart; slugs stored
// in the catalogue are all ones the builders accept as they are (link-sql.integration.test.ts
// compares every destination, city and package).

const DESTINATION = "destination0slug";
const CITY = "city0slug";
const PACKAGE = "package0slug";

/** `url` as a SQL text expression, each placeholder replaced by its column. */
function urlSql(url: string, columns: Record<string, SQL>): SQL {
  const placeholders = Object.keys(columns);
  const parts: SQL[] = [];
  let rest = url;
  while (rest !== "") {
    const at = placeholders
      .map((p) => ({ p, i: rest.indexOf(p) }))
      .filter(({ i }) => i >= 0)
      .sort((a, b) => a.i - b.i)[0];
    const literal = at ? rest.slice(0, at.i) : rest;
    // Our own URL text (slugs and the grammar's punctuation): quoted, never user input.
    if (literal !== "") parts.push(sql.raw(`'${literal.replaceAll("'", "''")}'`));
    if (!at) break;
    parts.push(columns[at.p] as SQL);
    rest = rest.slice(at.i + at.p.length);
  }
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * destinationListingUrl(slug, link) in SQL: `destinationSlug` is the destination's slug
 * column, `citySlug` one city's (for `?cities[]=`).
 */
export function destinationListingSql(
  destinationSlug: SQL,
  { base, citySlug }: { base?: DestinationListingLink["base"]; citySlug?: SQL } = {},
): SQL {
  const url = destinationListingUrl(DESTINATION, {
    ...(base ? { base } : {}),
    ...(citySlug ? { cities: [CITY] } : {}),
  });
  return urlSql(
    url,
    citySlug
      ? { [DESTINATION]: destinationSlug, [CITY]: citySlug }
      : { [DESTINATION]: destinationSlug },
  );
}

/** buildPackageUrl(slug) in SQL, `slug` being the package's slug column. */
export function packageUrlSql(slug: SQL): SQL {
  return urlSql(buildPackageUrl(PACKAGE), { [PACKAGE]: slug });
}
