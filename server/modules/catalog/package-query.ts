import { type SQL, sql } from "drizzle-orm";
import { type ArtFeature, SCENIC_KINDS } from "../../../common/artwork";
import { discountedMinor } from "../../../common/money";
import type { Db } from "../../db";

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
  /** INR paise for the chosen month, or the cheapest month without one. */
  priceMinor: number;
  discountedPriceMinor: number;
  discountPercent: number;
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
const SCENIC = sql.raw(SCENIC_KINDS.map((k) => `'${k}'`).join(", "));

/**
 * The sight a package's picture shows: a scenic landmark of one of its cities if there is one,
 * else any of their landmarks. Which one is a fixed pick per package (a hash of the two ids),
 * so packages of one destination do not all show the same picture. Expects the package as `p`.
 */
export const PACKAGE_FEATURE = sql`(select json_build_object('name', l.name, 'kind', l.kind, 'city', c.name)
  from package_cities pc join cities c on c.id = pc.city_id join landmarks l on l.city_id = c.id
  where pc.package_id = p.id
  order by (l.kind in (${SCENIC})) desc, md5(p.id || '/' || l.id) limit 1)`;

/** The same for a destination, over its cities in their order. */
export function destinationFeature(destinationId: SQL): SQL {
  return sql`(select json_build_object('name', l.name, 'kind', l.kind, 'city', c.name)
    from cities c join landmarks l on l.city_id = c.id
    where c.destination_id = ${destinationId}
    order by (l.kind in (${SCENIC})) desc, c.position, l.position limit 1)`;
}

type Rows<T> = { rows: T[] };
export const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

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

/** Price in paise used for filtering and sorting: the chosen month's, else the cheapest. */
export function priceExpr(month: number | null): SQL {
  return month
    ? sql`(select mp.start_price_minor from package_month_prices mp where mp.package_id = p.id and mp.month = ${month})`
    : sql`p.min_price_minor`;
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
export function cardColumns(price: SQL): SQL {
  return sql`p.id, p.slug, p.family_key, p.name, p.days, p.nights, d.slug as d_slug, d.name as d_name,
    ${PACKAGE_FEATURE} as feature,
    (select json_agg(json_build_object('name', c.name, 'days', pc.days) order by pc.position)
       from package_cities pc join cities c on c.id = pc.city_id where pc.package_id = p.id) as cities,
    ${price} as price, p.discount_percent, p.hotel_category, p.rating, p.reviews_count, p.labels, p.inclusions`;
}

export interface CardRow {
  id: number;
  slug: string;
  family_key: string;
  name: string;
  days: number;
  nights: number;
  d_slug: string;
  d_name: string;
  feature: ArtFeature | null;
  cities: { name: string; days: number }[] | null;
  price: string | number;
  discount_percent: number;
  hotel_category: number;
  rating: number;
  reviews_count: number;
  labels: string[];
  inclusions: string[];
}

export function toPackageCard(r: CardRow): PackageCard {
  const priceMinor = Number(r.price);
  return {
    id: r.id,
    slug: r.slug,
    familyKey: r.family_key,
    name: r.name,
    days: r.days,
    nights: r.nights,
    destination: { slug: r.d_slug, name: r.d_name },
    feature: r.feature,
    cities: r.cities ?? [],
    priceMinor,
    discountedPriceMinor: discountedMinor(priceMinor, r.discount_percent),
    discountPercent: r.discount_percent,
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
      const [row] = rowsOf<Record<string, number>>(
        await db.execute(
          sql`select ${sql.join(
            columns.map(
              (c, i) => sql`count(*) filter (where ${c.option.test})::int as ${sql.raw(`c${i}`)}`,
            ),
            sql`, `,
          )} ${scan(batch.skip)}`,
        ),
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
