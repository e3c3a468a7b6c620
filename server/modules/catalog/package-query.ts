import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type ArtFeature,
  FITTING_MOTIFS,
  MOTIF_BY_KIND,
  PLACE_SCENE_PRIORITY,
  SCENE_OF_MOTIF,
  SCENIC_KINDS,
  URBAN_SIGHT_KINDS,
  URBAN_SIGHT_WORDS,
} from "../../../common/artwork";
import type { Db } from "../../db";
import { countColumns, int8, rowsOf } from "../../lib/sql-rows";
import { destinationTypeEnum } from "./catalog.schema";

// SQL pieces every package list shares (listings, weekend getaways, sitemap pages): the card
// columns, prices by month, sort orders and counts per filter option. Queries alias packages
// as "p" and destinations as "d".

export interface PackageCard {
  id: number;
  slug: string;
  /** Same itinerary at another hotel category; compare keeps one per family. */
  familyKey: string;
  name: string;
  days: number;
  nights: number;
  destination: { slug: string; name: string };
  /** The sight its picture shows (common/artwork.ts). */
  feature: ArtFeature | null;
  cities: { name: string; days: number }[];
  /** INR paise for the chosen month, or the cheapest month's ("from") without one. */
  priceMinor: number;
  discountedPriceMinor: number;
  discountPercent: number;
  /** The price is the cheapest month's: the card says "from". */
  isFromPrice: boolean;
  /** The calendar month (1-12) the price is for, which the card names (decision 0218). */
  priceMonth: number | null;
  hotelCategory: number;
  rating: number;
  reviewsCount: number;
  labels: string[];
  inclusions: string[];
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

// Constants of ours, not input: safe to inline.
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const SCENIC = sql.raw(quoted(SCENIC_KINDS));

// The picture rules of common/artwork.ts in SQL (decision 0220): a landmark's motif, its city's
// place sort (the sort most of its landmarks speak for, buildings only when nothing else is
// there) and whether the one may picture the other. Tests hold the two versions together.
function motifSql(alias: string): string {
  const cases = Object.entries(MOTIF_BY_KIND)
    .map(([kind, motif]) => `when ${alias}.kind = '${kind}' then '${motif}'`)
    .join(" ");
  const urban = `${alias}.kind in (${quoted(URBAN_SIGHT_KINDS)}) and replace(lower(${alias}.name), 'watch tower', '') ~ '${URBAN_SIGHT_WORDS.join("|")}'`;
  return `(case when ${urban} then 'city' ${cases} else 'heritage' end)`;
}
const SCENE_OF = (motif: string) =>
  `(case ${Object.entries(SCENE_OF_MOTIF)
    .map(([m, scene]) => `when ${motif} = '${m}' then '${scene}'`)
    .join(" ")} end)`;
const FITTING = quoted(
  Object.entries(FITTING_MOTIFS).flatMap(([scene, motifs]) => motifs.map((m) => `${scene}:${m}`)),
);

/** The place sort of the city `cityId` (a column or value) from its landmarks. */
function citySceneSql(cityId: string): string {
  return `(select s from (select ${SCENE_OF(motifSql("l2"))} as s from landmarks l2 where l2.city_id = ${cityId}) x
    group by s order by (s = 'heritage'), count(*) desc, array_position(array[${quoted(PLACE_SCENE_PRIORITY)}], s) limit 1)`;
}

/** Landmark `alias` may picture its own city (its motif fits the city's place sort). */
const fitsItsCity = (alias: string) =>
  sql.raw(`((${citySceneSql(`${alias}.city_id`)} || ':' || ${motifSql(alias)}) in (${FITTING}))`);

/** The landmark storePackageFeatures stores for package `p`. */
export const PACKAGE_FEATURE_PICK = sql`select l.id from package_cities pc join landmarks l on l.city_id = pc.city_id
  where pc.package_id = p.id
  order by ${fitsItsCity("l")} desc, (l.kind in (${SCENIC})) desc, md5(p.id || '/' || l.id) limit 1`;

/**
 * Stores the sight each package's picture shows: a landmark of one of its cities that fits that
 * city's place sort (decision 0220: no dunes for a Munnar trip, no church for Goa's beaches),
 * scenic ones first, else any of their landmarks (none when they have none). Which one is a fixed
 * pick per package (a hash of the two ids), so packages of one destination do not all show the
 * same picture. Choosing among the landmarks cost more than everything else a card reads, so
 * the pick is stored with the package (`feature_landmark_id`, decision 0169): whoever writes a
 * package's cities calls this after them.
 */
export async function storePackageFeatures(
  db: Pick<Db, "execute">,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update packages p set feature_landmark_id = (${PACKAGE_FEATURE_PICK})
    where p.id in (${sqlList(ids)})`);
}

/** A destination's type column (destination_type). */
export const destinationTypeColumn = z.enum(destinationTypeEnum.enumValues);

/** A card's `feature` as PACKAGE_FEATURE and destinationFeature build it (null without one). */
export const artFeatureRow = z
  .object({ name: z.string(), kind: z.string(), city: z.string() })
  .nullable() satisfies z.ZodType<ArtFeature | null>;

/**
 * A destination's "from" price, the one rule every page and the search index read it by
 * (decision 0179): the cheapest month's price of its cheapest package, after the discount, in
 * INR paise; null when it has no package. `discounted: false` reads the price before the
 * discount; `where` narrows the packages (aliased `p`), e.g. to a category.
 */
export function destinationFromPrice(
  destinationId: SQL,
  { discounted = true, where = null }: { discounted?: boolean; where?: SQL | null } = {},
): SQL {
  const price = discounted ? sql`p.min_discounted_price_minor` : sql`p.min_price_minor`;
  return sql`(select min(${price}) from packages p where p.destination_id = ${destinationId}${
    where ? sql` and ${where}` : sql``
  })`;
}

/** The sight a package's picture shows (its stored pick), as a card's `feature`. Expects `p`. */
export const PACKAGE_FEATURE = sql`(select json_build_object('name', l.name, 'kind', l.kind, 'city', c.name)
  from landmarks l join cities c on c.id = l.city_id where l.id = p.feature_landmark_id)`;

/** The same for a destination, over its cities in their order, fitting as a package's does. */
export function destinationFeature(destinationId: SQL): SQL {
  return sql`(select json_build_object('name', l.name, 'kind', l.kind, 'city', c.name)
    from cities c join landmarks l on l.city_id = c.id
    where c.destination_id = ${destinationId}
    order by ${fitsItsCity("l")} desc, (l.kind in (${SCENIC})) desc, c.position, l.position limit 1)`;
}

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export const whereClause = (parts: SQL[]) =>
  parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;

// ---------------------------------------------------------------------------------------------
// The price of a package for a travel month: the one rule every page, card and the API use.
// A month's price is its start price after the package's discount, both stored with the month
// (seed/seed.ts writes them with common/money's discountedMinor). Without a month, or for a
// month the package has no price for, the price is the cheapest month's, shown as "from".

/** What a package costs for a travel month, as every page and the API show it. */
export interface PackagePrice {
  /** INR paise, before the discount. */
  priceMinor: number;
  /** INR paise after the discount: the price shown large. */
  discountedPriceMinor: number;
  discountPercent: number;
  /** The calendar month (1-12) the price is for; null when it is the cheapest month's. */
  month: number | null;
  /** The cheapest month's price ("from ₹…"): no month was asked, or it has no price. */
  isFrom: boolean;
  /** The calendar month (1-12) the shown price is for: the chosen one, else the cheapest. */
  priceMonth: number | null;
}

/** The columns packagePriceOf reads; `month_price` names the month's row, null for none. */
export const priceRow = z.object({
  month_price: int8.nullable(),
  month_discounted: int8.nullable(),
  min_price_minor: int8,
  min_discounted_price_minor: int8,
  discount_percent: z.number(),
  /** The month of the cheapest discounted start price (what "from" is for), null for none. */
  from_month: z.coerce.number().nullable(),
});
export type PriceRow = z.infer<typeof priceRow>;

/** The chosen month's price columns as a subquery per package `p` (null when unpriced). */
function monthPriceOf(month: number | null) {
  if (!month) return { start: sql`null::bigint`, discounted: sql`null::bigint` };
  const of = (column: SQL) =>
    sql`(select ${column} from package_month_prices mp where mp.package_id = p.id and mp.month = ${month})`;
  return {
    start: of(sql`mp.start_price_minor`),
    discounted: of(sql`mp.discounted_start_price_minor`),
  };
}

/**
 * The columns of PriceRow for package `p`, by name. `month` is the chosen month's row when the
 * query already joins it as `mp`, or a month number to look it up.
 */
export function priceFields(month: number | null | "joined"): Record<keyof PriceRow, SQL> {
  const m =
    month === "joined"
      ? { start: sql`mp.start_price_minor`, discounted: sql`mp.discounted_start_price_minor` }
      : monthPriceOf(month);
  return {
    month_price: m.start,
    month_discounted: m.discounted,
    min_price_minor: sql`p.min_price_minor`,
    min_discounted_price_minor: sql`p.min_discounted_price_minor`,
    discount_percent: sql`p.discount_percent`,
    from_month: sql`(select fm.month from package_month_prices fm where fm.package_id = p.id order by fm.discounted_start_price_minor, fm.month limit 1)`,
  };
}

/** The columns of PriceRow for package `p`, as select-list items (see priceFields). */
export function priceColumns(month: number | null | "joined"): SQL {
  return sql.join(
    Object.entries(priceFields(month)).map(([name, value]) => sql`${value} as ${sql.raw(name)}`),
    sql`, `,
  );
}

/**
 * One JSON object of the named values: a row handed over as one column, which the driver
 * parses in one JSON.parse instead of column by column (arrays and bigints parse slowly).
 * The names are ours, not input.
 */
export function jsonObject(fields: Record<string, SQL>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;
}

export function packagePriceOf(row: PriceRow, month: number | null): PackagePrice {
  if (month && row.month_price != null && row.month_discounted != null) {
    return {
      priceMinor: Number(row.month_price),
      discountedPriceMinor: Number(row.month_discounted),
      discountPercent: row.discount_percent,
      month,
      isFrom: false,
      priceMonth: month,
    };
  }
  return {
    priceMinor: Number(row.min_price_minor),
    discountedPriceMinor: Number(row.min_discounted_price_minor),
    discountPercent: row.discount_percent,
    month: null,
    isFrom: true,
    priceMonth: row.from_month,
  };
}

/**
 * The price filters and sorts read: the one cards show large (after the discount). The chosen
 * month's (null when it has none, so such packages sort last), else the cheapest month's.
 */
export function priceExpr(month: number | null): SQL {
  return month ? monthPriceOf(month).discounted : sql`p.min_discounted_price_minor`;
}

/** Whether the price lies in one of the rupee ranges (upper bounds exclusive). */
export function priceInRanges(price: SQL, ranges: readonly { min: number; max: number }[]): SQL {
  return sql`(${sql.join(
    ranges.map((r) => sql`(${price} >= ${r.min * 100} and ${price} < ${r.max * 100})`),
    sql` or `,
  )})`;
}

export type PackageSort =
  | "popularity"
  | "price_low_to_high"
  | "price_high_to_low"
  | "duration_short_to_long"
  | "duration_long_to_short";

export const PACKAGE_ORDER: Record<PackageSort, (price: SQL) => SQL> = {
  popularity: () => sql`p.popularity desc, p.id`,
  price_low_to_high: (price) => sql`${price} asc, p.id`,
  price_high_to_low: (price) => sql`${price} desc, p.id`,
  duration_short_to_long: () => sql`p.days asc, p.popularity desc, p.id`,
  duration_long_to_short: () => sql`p.days desc, p.popularity desc, p.id`,
};

/** The columns toPackageCard reads, for a query joining packages p and destinations d. */
export function cardColumns(month: number | null): SQL {
  return sql`p.id, p.slug, p.family_key, p.name, p.days, p.nights, d.slug as d_slug, d.name as d_name,
    ${PACKAGE_FEATURE} as feature,
    (select json_agg(json_build_object('name', c.name, 'days', pc.days) order by pc.position)
       from package_cities pc join cities c on c.id = pc.city_id where pc.package_id = p.id) as cities,
    ${priceColumns(month)}, p.hotel_category, p.rating, p.reviews_count, p.labels, p.inclusions`;
}

/** A card's package columns before its destination, pictures and prices. */
export const cardHeadColumns = {
  id: z.number(),
  slug: z.string(),
  family_key: z.string(),
  name: z.string(),
  days: z.number(),
  nights: z.number(),
};
/** A card's package columns after its prices. */
export const cardTailColumns = {
  hotel_category: z.number(),
  rating: z.number(),
  reviews_count: z.number(),
  labels: z.array(z.string()),
  inclusions: z.array(z.string()),
};

/** The row cardColumns selects, in its order. */
export const cardRow = z.object({
  ...cardHeadColumns,
  d_slug: z.string(),
  d_name: z.string(),
  feature: artFeatureRow,
  cities: z.array(z.object({ name: z.string(), days: z.number() })).nullable(),
  ...priceRow.shape,
  ...cardTailColumns,
});

/** A package review's columns as the review pages and testimonials select them. */
export const reviewColumns = {
  author: z.string(),
  city: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  travelled_on: z.string(),
};

/** What a package's or destination's picture is drawn from, as selected. */
export const pictureRow = z.object({ palette: z.array(z.string()), feature: artFeatureRow });
export type CardRow = z.infer<typeof cardRow>;

export function toPackageCard(r: CardRow, month: number | null): PackageCard {
  const price = packagePriceOf(r, month);
  return {
    ...cardHead(r),
    destination: { slug: r.d_slug, name: r.d_name },
    feature: r.feature,
    cities: r.cities ?? [],
    ...cardTail(r, price),
  };
}

/** The first fields of a package card, the same from every card row: what it is, how long. */
export function cardHead(
  r: Pick<CardRow, "id" | "slug" | "family_key" | "name" | "days" | "nights">,
) {
  return {
    id: r.id,
    slug: r.slug,
    familyKey: r.family_key,
    name: r.name,
    days: r.days,
    nights: r.nights,
  };
}

/** The last fields of a package card, the same from every card row: price, rating, labels. */
export function cardTail(
  r: Pick<CardRow, "hotel_category" | "rating" | "reviews_count" | "labels" | "inclusions">,
  price: PackagePrice,
) {
  return {
    priceMinor: price.priceMinor,
    discountedPriceMinor: price.discountedPriceMinor,
    discountPercent: price.discountPercent,
    isFromPrice: price.isFrom,
    priceMonth: price.priceMonth,
    hotelCategory: r.hotel_category,
    rating: r.rating,
    reviewsCount: r.reviews_count,
    labels: r.labels,
    inclusions: r.inclusions,
  };
}

export interface CountedGroup<G extends string> {
  group: G;
  /** Each option with the condition a package meets to count for it. */
  options: { value: string; label: string; test: SQL }[];
  selected: readonly string[];
}

/**
 * Counts every option of `groups`, each against the filters of the other groups, so a count says
 * what ticking that box would give. Groups without a selection share the full condition and are
 * counted in one scan; a group with a selection is counted without its own filter.
 * `scan(skip)` is the `from … where …` of the list with every filter but `skip`'s.
 */
export async function countFacets<G extends string>(
  db: Db,
  groups: CountedGroup<G>[],
  scan: (skip?: G) => SQL,
): Promise<Map<G, FacetOption[]>> {
  const idle = groups.filter((g) => g.selected.length === 0);
  const active = groups.filter((g) => g.selected.length > 0);
  const batches = [
    ...(idle.length ? [{ groups: idle, skip: undefined }] : []),
    ...active.map((g) => ({ groups: [g], skip: g.group })),
  ];
  const result = new Map<G, FacetOption[]>();
  await Promise.all(
    batches.map(async (batch) => {
      const columns = batch.groups.flatMap((g) => g.options.map((option) => ({ g, option })));
      if (columns.length === 0) return;
      const [row] = rowsOf(
        await db.execute(
          sql`select ${sql.join(
            columns.map(
              (c, i) => sql`count(*) filter (where ${c.option.test})::int as ${sql.raw(`c${i}`)}`,
            ),
            sql`, `,
          )} ${scan(batch.skip)}`,
        ),
        countColumns,
      );
      columns.forEach((c, i) => {
        const list = result.get(c.g.group) ?? [];
        list.push({
          value: c.option.value,
          label: c.option.label,
          count: row?.[`c${i}`] ?? 0,
          selected: c.g.selected.includes(c.option.value),
        });
        result.set(c.g.group, list);
      });
    }),
  );
  return result;
}
