import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { destinationImageUrl, packageImageUrl } from "../../../common/artwork";
import type { Executor } from "../../db";
import { rowsOf } from "../../lib/sql-rows";
import { destinationFromPrice, destinationListingSql, packageUrlSql } from "../catalog";
import type { DocumentScope, SearchProvider } from "./search.service";

/**
 * The catalogue's documents, selected in bulk (100,000 packages fill in one statement each).
 * Columns, in order: source_id, title, location, href, price_minor, popularity (0..1), names
 * (normalised title), keywords (normalised), suggest, links. Aliases are added afterwards by
 * the search service. Read-only use of the catalog module's tables: a projection, not a write
 * (decision 0145); its prices and links are the catalog's own fragments (decision 0179).
 */
/** SQL for a name as the index stores it: lower case, words joined by single spaces. */
export const norm = (expr: ReturnType<typeof sql>) =>
  sql`trim(regexp_replace(lower(${expr}), '[^a-z0-9]+', ' ', 'g'))`;

const destinationListing = destinationListingSql(sql`d.slug`);
const cityListing = destinationListingSql(sql`d.slug`, { citySlug: sql`c.slug` });
const cityGuide = sql`'/' || d.slug || '-tourism/' || c.slug`;

/** A picture's path from its builder, with the key spliced in by SQL. */
export function pictureSql(build: (key: number) => string, key: SQL): SQL {
  const marker = 987_654_321;
  const [before, after] = build(marker).split(String(marker));
  return sql`${before ?? ""} || ${key} || ${after ?? ""}`;
}
const destinationPicture = pictureSql((k) => destinationImageUrl(String(k), "card"), sql`d.slug`);

/**
 * What one does at a kind of sight, so that "kerala houseboat" or "rishikesh rafting" finds the
 * place where it is done (decision 0208).
 */
const ACTIVITIES: Readonly<Record<string, string>> = {
  backwaters: "houseboat shikara canal cruise boat",
  beach: "beaches swim sunset water sports",
  lake: "boat boating shikara houseboat",
  fort: "forts heritage",
  palace: "palaces heritage",
  trek: "trekking hike hiking",
  hill: "hills trek viewpoint",
  valley: "valleys trek snow",
  national_park: "safari wildlife jungle",
  wildlife: "safari jungle",
  desert: "safari camel dunes",
  temple: "temples pilgrimage",
  monastery: "monasteries buddhist",
  island: "islands snorkelling",
  waterfall: "waterfalls",
  garden: "gardens",
  museum: "museums",
  market: "markets shopping",
  monument: "monuments heritage ruins",
};
function activitiesOf(kind: SQL): SQL {
  const cases = Object.entries(ACTIVITIES).map(([k, words]) => sql`when ${k} then ${words}`);
  return sql`(case ${kind} ${sql.join(cases, sql` `)} else '' end)`;
}

const destinationsSelect = (where: SQL) => sql`
    select d.id::text, d.name, d.region, '/' || d.slug || '-tourism', ${destinationFromPrice(sql`d.id`)},
      least(d.popularity, 100) / 100.0, ${norm(sql`d.name`)},
      ${norm(sql`d.region || ' ' || d.kind || ' ' || d.tagline`)}, true,
      jsonb_build_array(
        jsonb_build_object('label', d.name || ' packages', 'href', ${destinationListing}),
        jsonb_build_object('label', 'Honeymoon', 'href',
          ${destinationListingSql(sql`d.slug`, { base: "honeymoon-packages" })}),
        jsonb_build_object('label', 'Family', 'href',
          ${destinationListingSql(sql`d.slug`, { base: "family-packages" })}))
    from destinations d where d.has_package and ${where}`;

const destinations: SearchProvider = {
  docClass: "destination",
  select: destinationsSelect(sql`true`),
  places: sql`
    select d.id::text, p.id, p.ancestry, ${destinationPicture}
    from destinations d join places p on p.destination_id = d.id`,
  selectSome: (ids) => destinationsSelect(sql`d.id::text in (${ids})`),
};

const cities: SearchProvider = {
  docClass: "city",
  select: sql`
    select c.id::text, c.name, d.name, ${cityGuide},
      null::bigint, least(d.popularity, 100) / 120.0 - c.position * 0.01, ${norm(sql`c.name`)},
      ${norm(sql`d.name || ' ' || d.region`)}, true,
      jsonb_build_array(
        jsonb_build_object('label', 'Packages visiting ' || c.name, 'href', ${cityListing}),
        jsonb_build_object('label', d.name || ' packages', 'href', ${destinationListing}))
    from cities c join destinations d on d.id = c.destination_id where d.has_package
      -- A town that is a destination of its own (Munnar) is found as that destination.
      and not exists (select 1 from places p where p.city_id = c.id and p.destination_id is not null)`,
  // Its place, the places around it, and its destination's picture (decision 0208).
  places: sql`
    select c.id::text, p.id, p.ancestry, ${destinationPicture}
    from cities c join destinations d on d.id = c.destination_id
      join places p on p.city_id = c.id`,
};

const places: SearchProvider = {
  docClass: "place",
  select: sql`
    select l.id::text, l.name, c.name || ', ' || d.name,
      ${cityGuide} || '/places-to-visit',
      null::bigint, least(d.popularity, 100) / 150.0 - l.position * 0.01, ${norm(sql`l.name`)},
      ${norm(sql`l.kind || ' ' || c.name || ' ' || d.name`)} || ' ' || ${activitiesOf(sql`l.kind`)}, true,
      jsonb_build_array(
        jsonb_build_object('label', 'Packages visiting ' || c.name,
          'href', ${cityListing}))
    from landmarks l join cities c on c.id = l.city_id
      join destinations d on d.id = c.destination_id where d.has_package`,
  // Attached to its town's place: "munnar tea" finds the tea museum in Munnar.
  places: sql`
    select l.id::text, null::integer, p.ancestry, ${destinationPicture}
    from landmarks l join cities c on c.id = l.city_id
      join destinations d on d.id = c.destination_id
      join places p on p.city_id = c.id`,
};

/**
 * Packages: found by their name, destination, region, categories, towns and the kinds of sights
 * in those towns ("goa beach"). Only the three most popular of each destination are offered
 * while typing.
 */
const packagesSelect = (where: SQL) => sql`
    select p.id::text, p.name, d.name || ' · ' || p.nights || 'N/' || p.days || 'D',
      ${packageUrlSql(sql`p.slug`)}, p.min_discounted_price_minor, least(p.popularity, 1000) / 1000.0,
      ${norm(sql`p.name`)},
      ${norm(sql`d.name || ' ' || d.region || ' ' || array_to_string(p.categories, ' ') || ' '
        || array_to_string(p.trip_types, ' ') || ' ' || coalesce((
          select string_agg(c.name, ' ') from package_cities pc join cities c on c.id = pc.city_id
          where pc.package_id = p.id), '') || ' ' || coalesce((
          select string_agg(distinct l.kind, ' ') from package_cities pc
            join landmarks l on l.city_id = pc.city_id where pc.package_id = p.id), '')`)},
      row_number() over (partition by p.destination_id order by p.popularity desc, p.id) <= 3,
      jsonb_build_array(
        jsonb_build_object('label', 'More in ' || d.name, 'href', ${destinationListing}))
    from packages p join destinations d on d.id = p.destination_id where ${where}`;

const packages: SearchProvider = {
  docClass: "package",
  select: packagesSelect(sql`true`),
  // Every place its towns lie in, and its destination's (decision 0208).
  places: sql`
    select p.id::text, null::integer, array(
        select distinct a from (
          select unnest(pl.ancestry) as a from package_cities pc
            join places pl on pl.city_id = pc.city_id where pc.package_id = p.id
          union all
          select unnest(pd.ancestry) from places pd where pd.destination_id = p.destination_id
        ) around order by a),
      ${pictureSql((k) => packageImageUrl(k, "card"), sql`p.id`)}
    from packages p`,
  // Whole destinations: which three packages are offered while typing is decided per destination.
  selectSome: (ids) =>
    packagesSelect(
      sql`p.destination_id in (select destination_id from packages where id::text in (${ids}))`,
    ),
};

export const CATALOGUE_PROVIDERS: readonly SearchProvider[] = [
  destinations,
  cities,
  places,
  packages,
];

/**
 * The documents an edit of these packages touches: theirs, and their destinations' (whose
 * "from" price is the cheapest of their packages). Decision 0199.
 */
export async function packageChangeScope(
  db: Executor,
  packageIds: readonly number[],
): Promise<DocumentScope> {
  const ids = sql.join(
    packageIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`select distinct destination_id from packages where id in (${ids})`),
    z.object({ destination_id: z.number() }),
  );
  return [
    { docClass: "package", sourceIds: packageIds.map(String) },
    { docClass: "destination", sourceIds: rows.map((r) => String(r.destination_id)) },
  ];
}
