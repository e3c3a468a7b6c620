import { type SQL, sql } from "drizzle-orm";
import type { ArtFeature } from "../../../common/artwork";
import {
  type DestinationType,
  effectiveDestinationType,
  FILTER_OPTIONS,
  LISTING_PAGE_SIZE,
  type ListingRoute,
  listingOffset,
  listingTypeOf,
  normalizeListingFilters,
} from "../../../common/listing-url";
import type { Db } from "../../db";
import { createLoadingCache, memoize } from "../../lib/ttl-cache";
import type { CatalogueChanges } from "./catalogue-changes";
import {
  COUNTED_GROUPS,
  type CountedGroup,
  countInIndex,
  type FacetIndex,
  loadFacetIndex,
} from "./facet-index";
import {
  type CardRow,
  cardColumns,
  destinationFeature,
  type FacetOption,
  jsonObject,
  PACKAGE_FEATURE,
  PACKAGE_ORDER,
  type PackageCard,
  type PriceRow,
  packagePriceOf,
  priceColumns,
  priceExpr,
  priceFields,
  rowsOf,
  sqlList,
  textArray,
  toPackageCard,
} from "./package-query";

export type { FacetOption, PackageCard };
export { destinationFeature, PACKAGE_FEATURE };

// Listing queries (spec §7 "listing packages", "filter counts"). Values within a filter group
// are alternatives (OR); groups narrow each other (AND). Each group's counts apply every other
// group, so a count says what ticking that box would give.
//
// Cost per request: one index-backed query for the page of 25. The total and the counts come
// from one scan per filter set, kept in memory until the catalogue changes (or 5 minutes, for
// changes made by another process); destinations and their FAQs likewise.

export type FacetGroup =
  | "category"
  | "days"
  | "price_ranges"
  | "hotel_ratings"
  | "inclusions"
  | "trip_types"
  | "cities";

export interface ListingResult {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  packages: PackageCard[];
  facets: Record<FacetGroup, FacetOption[]>;
  destination: {
    slug: string;
    name: string;
    type: string;
    seoFooter: string;
    faqs: { question: string; answer: string }[];
  } | null;
}

const BASE_CATEGORY: Record<ListingRoute["base"], string | null> = {
  "tour-packages": null,
  "honeymoon-packages": "honeymoon",
  "family-packages": "family",
  "friends-packages": "friends",
  "seasonal-packages": "seasonal",
  "bike-tour-packages": "bike",
};

/** The cities facet lists at most this many cities (spec §9: filter counts page 20). */
export const FILTER_COUNTS_LIMIT = 20;

/** Counts per filter set are kept this long and for this many filter sets per process. */
const COUNTS_TTL_MS = 5 * 60_000;
const COUNTS_ENTRIES = 2_000;
const PAGE_ENTRIES = 500;
const REFERENCE_TTL_MS = 5 * 60_000;
const FAQ_ENTRIES = 500;

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

interface DestinationRow {
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

interface CityRow {
  id: number;
  slug: string;
  name: string;
  destinationId: number;
}

/**
 * Destinations, cities and landmarks (a few hundred rows each), read once and shared by every
 * listing.
 */
interface Reference {
  destinations: Map<string, DestinationRow>;
  destinationsById: Map<number, DestinationRow>;
  cities: Map<string, CityRow>;
  citiesById: Map<number, CityRow>;
  typeIds: Record<DestinationType, number[]>;
  /** Each landmark as the feature of a card whose picture shows it. */
  features: Map<number, ArtFeature>;
}

/**
 * How a listing query reads packages. With a travel month, the price is that month's and only
 * packages priced for it are listed (an inner join the month-price index can drive); without
 * one, the cheapest month's. `price` is the price after the discount, the one cards show large:
 * price filters and sorts read it (package-query.ts). With a destination, the counts scan also
 * collects each package's city ids once, so that every city of the destination is counted in
 * the same scan.
 */
interface Shape {
  month: number | null;
  price: SQL;
  from: SQL;
}

function shapeOf(route: ListingRoute): Shape {
  const month = route.filters.months[0] ?? null;
  return month
    ? {
        month,
        price: sql`mp.discounted_start_price_minor`,
        from: sql`packages p join package_month_prices mp on mp.package_id = p.id and mp.month = ${month}`,
      }
    : { month, price: priceExpr(null), from: sql`packages p` };
}

interface Conditions {
  /** What every count and the page share: destination, destination type, listing, duration. */
  base: SQL[];
  /** One condition per filter group the visitor has chosen values in. */
  groups: Partial<Record<FacetGroup, SQL>>;
}

function conditions(
  route: ListingRoute,
  destination: DestinationRow | null,
  reference: Reference,
  price: SQL,
  /** How a package's visited cities are tested: an EXISTS by default, an array in the counts scan. */
  visits: (cityIds: number[]) => SQL = (ids) =>
    sql`exists (select 1 from package_cities pc where pc.package_id = p.id and pc.city_id in (${sqlList(ids)}))`,
): Conditions {
  const f = route.filters;
  const base: SQL[] = [];
  if (destination) base.push(sql`p.destination_id = ${destination.id}`);
  const type = effectiveDestinationType(route);
  if (type === "india" || type === "international") {
    const ids = reference.typeIds[type];
    base.push(ids.length ? sql`p.destination_id in (${sqlList(ids)})` : sql`false`);
  }
  const baseCategory = BASE_CATEGORY[route.base];
  if (baseCategory) base.push(sql`p.categories @> ${textArray([baseCategory])}`);
  if (route.duration)
    base.push(sql`p.days between ${route.duration.min} and ${route.duration.max}`);
  const listingType = listingTypeOf(route);
  if (listingType && "hotelCategories" in listingType)
    base.push(sql`p.hotel_category in (${sqlList(listingType.hotelCategories)})`);
  if (listingType && "tripType" in listingType)
    base.push(sql`p.trip_types @> ${textArray([listingType.tripType])}`);
  if (listingType && "category" in listingType)
    base.push(sql`p.categories @> ${textArray([listingType.category])}`);

  const groups: Conditions["groups"] = {};
  if (f.category.length) groups.category = sql`p.categories && ${textArray(f.category)}`;
  if (f.days.length) {
    groups.days = or(
      FILTER_OPTIONS.days
        .filter((d) => f.days.includes(d.value))
        .map((b) =>
          b.max === null ? sql`p.days >= ${b.min}` : sql`p.days between ${b.min} and ${b.max}`,
        ),
    );
  }
  if (f.priceRanges.length) {
    groups.price_ranges = or(
      FILTER_OPTIONS.price_ranges
        .filter((r) => f.priceRanges.includes(r.value))
        .map((r) => sql`(${price} >= ${r.min * 100} and ${price} < ${r.max * 100})`),
    );
  }
  if (f.hotelRatings.length) {
    groups.hotel_ratings = sql`p.hotel_category in (${sqlList(f.hotelRatings)})`;
  }
  if (f.inclusions.length) groups.inclusions = sql`p.inclusions && ${textArray(f.inclusions)}`;
  if (f.tripTypes.length) groups.trip_types = sql`p.trip_types && ${textArray(f.tripTypes)}`;
  if (f.cities.length) {
    const ids = f.cities.flatMap((slug) => {
      const city = reference.cities.get(slug);
      return city ? [city.id] : [];
    });
    groups.cities = ids.length ? visits(ids) : sql`false`;
  }
  return { base, groups };
}

/** Every chosen group's condition except `skip`'s: what a count for `skip`'s options applies. */
function othersThan(c: Conditions, skip?: FacetGroup): SQL[] {
  return Object.entries(c.groups)
    .filter(([group]) => group !== skip)
    .map(([, condition]) => condition as SQL);
}

/** Each option of a group with the SQL condition a package meets to count for it. */
function optionsOf(group: CountedGroup, price: SQL): { value: string; label: string; test: SQL }[] {
  switch (group) {
    case "category":
      return FILTER_OPTIONS.category.map((o) => ({
        ...o,
        test: sql`p.categories @> ${textArray([o.value])}`,
      }));
    case "inclusions":
      return FILTER_OPTIONS.inclusions.map((o) => ({
        ...o,
        test: sql`p.inclusions @> ${textArray([o.value])}`,
      }));
    case "trip_types":
      return FILTER_OPTIONS.trip_types.map((o) => ({
        ...o,
        test: sql`p.trip_types @> ${textArray([o.value])}`,
      }));
    case "hotel_ratings":
      return FILTER_OPTIONS.hotel_ratings.map((o) => ({
        value: String(o.value),
        label: o.label,
        test: sql`p.hotel_category = ${o.value}`,
      }));
    case "days":
      return FILTER_OPTIONS.days.map((d) => ({
        value: d.value,
        label: d.label,
        test: d.max === null ? sql`p.days >= ${d.min}` : sql`p.days between ${d.min} and ${d.max}`,
      }));
    case "price_ranges":
      return FILTER_OPTIONS.price_ranges.map((r) => ({
        value: r.value,
        label: r.label,
        test: sql`${price} >= ${r.min * 100} and ${price} < ${r.max * 100}`,
      }));
  }
}

function selectedIn(route: ListingRoute, group: FacetGroup): string[] {
  const f = route.filters;
  const byGroup: Record<FacetGroup, readonly (string | number)[]> = {
    category: f.category,
    days: f.days,
    price_ranges: f.priceRanges,
    hotel_ratings: f.hotelRatings,
    inclusions: f.inclusions,
    trip_types: f.tripTypes,
    cities: f.cities,
  };
  return byGroup[group].map(String);
}

/**
 * What the total and the counts depend on: neither the page, nor the sort, nor the locale.
 * Two routes with the same key share their counts.
 */
export function listingCountsKey(route: ListingRoute): string {
  const f = normalizeListingFilters(route.filters);
  return JSON.stringify([
    route.base,
    route.prefix,
    route.duration,
    route.destination,
    effectiveDestinationType(route),
    f.category,
    f.days,
    f.priceRanges,
    f.hotelRatings,
    f.inclusions,
    f.tripTypes,
    f.cities,
    f.months[0] ?? null,
  ]);
}

interface ListingCounts {
  total: number;
  counts: Record<CountedGroup, Record<string, number>>;
  /** Packages per city of the destination (only with a destination). */
  cities: Record<string, number>;
}

export interface ListingServiceOptions {
  /** Subscribes the service's caches to catalogue changes. */
  changes?: CatalogueChanges;
  now?: () => number;
  /**
   * Count in memory (facet-index.ts) once the index is built; true by default. False counts
   * every filter set in SQL (the reference the in-memory counts are tested against).
   */
  facetIndex?: boolean;
}

/**
 * The counts of countAll (in createListingService), from the facet index: the same conditions as
 * conditions() and optionsOf(), on the index's arrays. The filters are taken normalised, as
 * the counts' cache key takes them (values that are no filter option are dropped).
 */
async function countInMemory(
  index: FacetIndex,
  route: ListingRoute,
  destination: DestinationRow | null,
  known: Reference,
): Promise<ListingCounts> {
  const f = normalizeListingFilters(route.filters);
  const type = effectiveDestinationType(route);
  const listingType = listingTypeOf(route);
  const baseCategory = BASE_CATEGORY[route.base];
  const cityList = destination?.cities ?? [];
  const counted = await countInIndex(index, {
    destinationId: destination?.id ?? null,
    destinationIds: type === "india" || type === "international" ? known.typeIds[type] : null,
    categories: [
      ...(baseCategory ? [baseCategory] : []),
      ...(listingType && "category" in listingType ? [listingType.category] : []),
    ],
    tripTypes: listingType && "tripType" in listingType ? [listingType.tripType] : [],
    hotelCategories:
      listingType && "hotelCategories" in listingType ? listingType.hotelCategories : null,
    duration: route.duration,
    month: f.months[0] ?? null,
    chosen: {
      category: f.category,
      days: f.days,
      price_ranges: f.priceRanges,
      hotel_ratings: f.hotelRatings.map(String),
      inclusions: f.inclusions,
      trip_types: f.tripTypes,
    },
    cities: f.cities.length
      ? f.cities.flatMap((slug) => {
          const city = known.cities.get(slug);
          return city ? [city.id] : [];
        })
      : null,
    countedCities: cityList.map((c) => c.id),
  });
  return {
    total: counted.total,
    counts: counted.options,
    cities: Object.fromEntries(cityList.map((c) => [c.slug, counted.cities.get(c.id) ?? 0])),
  };
}

/** A listing without a destination has no FAQs: one array, so its results can be reused. */
const NO_FAQS: { question: string; answer: string }[] = [];

export function createListingService(db: Db, options: ListingServiceOptions = {}) {
  const now = options.now ?? Date.now;
  const reference = memoize(REFERENCE_TTL_MS, () => loadReference(db), now);
  const faqs = createLoadingCache<{ question: string; answer: string }[]>({
    maxEntries: FAQ_ENTRIES,
    ttlMs: REFERENCE_TTL_MS,
    now,
  });
  const counts = createLoadingCache<ListingCounts>({
    maxEntries: COUNTS_ENTRIES,
    ttlMs: COUNTS_TTL_MS,
    now,
  });
  // The cards of a page, for visitors the page cache does not serve (signed in) and for the
  // API; shared read-only by every caller.
  const pages = createLoadingCache<PackageCard[]>({
    maxEntries: PAGE_ENTRIES,
    ttlMs: COUNTS_TTL_MS,
    now,
  });
  // The last result of each route and what it was built from (see list()).
  const results = new Map<
    string,
    {
      packages: PackageCard[];
      counted: ListingCounts;
      faqs: { question: string; answer: string }[];
      destination: DestinationRow | null | undefined;
      result: ListingResult;
    }
  >();
  // The facet index of the current catalogue: built in the background on the first count
  // after a change; until it is ready, counts are taken in SQL.
  interface IndexEntry {
    built: FacetIndex | null;
    loading: Promise<FacetIndex | null>;
    /** Changes written by another process reach it no later than the counts' lifetime. */
    expires: number;
  }
  let index: IndexEntry | null = null;
  const facetIndex = () => {
    if (options.facetIndex === false) return null;
    if (!index || index.expires <= now()) {
      const entry: IndexEntry = {
        built: null,
        loading: loadFacetIndex(db),
        expires: now() + COUNTS_TTL_MS,
      };
      index = entry;
      entry.loading.then(
        (built) => {
          entry.built = built;
        },
        () => {
          // Counted in SQL meanwhile; the next count tries again.
          if (index === entry) index = null;
        },
      );
    }
    return index;
  };
  const clearCounts = () => {
    counts.clear();
    pages.clear();
    results.clear();
  };
  const clear = () => {
    reference.clear();
    faqs.clear();
    clearCounts();
    index = null;
  };
  options.changes?.subscribe(clear);

  /**
   * The total, every group's counts and (with a destination) every city's count, in one scan
   * of the packages the listing covers. An option's count applies every chosen group but its
   * own: what ticking it would give.
   */
  async function countAll(
    route: ListingRoute,
    destination: DestinationRow | null,
    known: Reference,
  ): Promise<ListingCounts> {
    const shape = shapeOf(route);
    // Inside the scan, `p` is a row of the inner select below, with its price and city ids.
    const price = sql`p.price`;
    const where = destination
      ? conditions(
          route,
          destination,
          known,
          price,
          (ids) => sql`p.city_ids && array[${sqlList(ids)}]::int[]`,
        )
      : conditions(route, null, known, price);
    const columns = COUNTED_GROUPS.flatMap((group) => {
      const others = othersThan(where, group);
      return optionsOf(group, price).map((option) => ({
        key: `${group}:${option.value}`,
        test: and([...others, option.test]),
      }));
    });
    if (destination) {
      const others = othersThan(where, "cities");
      for (const city of destination.cities) {
        columns.push({
          key: `cities:${city.slug}`,
          test: and([...others, sql`p.city_ids @> array[${city.id}]::int[]`]),
        });
      }
    }
    const all = othersThan(where);
    const baseWhere = conditions(route, destination, known, shape.price).base;
    const [row] = rowsOf<Record<string, number>>(
      await db.execute(sql`
        select ${all.length ? sql`count(*) filter (where ${and(all)})` : sql`count(*)`}::int as total,
          ${sql.join(
            columns.map(
              (c, i) => sql`count(*) filter (where ${c.test})::int as ${sql.raw(`c${i}`)}`,
            ),
            sql`, `,
          )}
        from (
          select p.categories, p.days, p.hotel_category, p.inclusions, p.trip_types,
            p.id, ${shape.price} as price
            ${destination ? sql`, array(select pc.city_id from package_cities pc where pc.package_id = p.id) as city_ids` : sql``}
          from ${shape.from}
          where ${and(baseWhere)}
          -- Keeps the select from being merged into the outer one, which would repeat the
          -- city-id subquery once per filter that reads it.
          offset 0
        ) p`),
    );
    const result: ListingCounts = {
      total: row?.total ?? 0,
      counts: Object.fromEntries(COUNTED_GROUPS.map((g) => [g, {}])) as ListingCounts["counts"],
      cities: {},
    };
    columns.forEach((c, i) => {
      const [group = "", value = ""] = c.key.split(/:(.*)/s);
      const n = row?.[`c${i}`] ?? 0;
      if (group === "cities") result.cities[value] = n;
      else result.counts[group as CountedGroup][value] = n;
    });
    return result;
  }

  function facetsOf(
    route: ListingRoute,
    destination: DestinationRow | null,
    counted: ListingCounts,
  ): ListingResult["facets"] {
    const facets = {} as ListingResult["facets"];
    for (const group of COUNTED_GROUPS) {
      const selected = selectedIn(route, group);
      facets[group] = optionsOf(group, sql``).map((o) => ({
        value: o.value,
        label: o.label,
        count: counted.counts[group][o.value] ?? 0,
        selected: selected.includes(o.value),
      }));
    }
    const chosen = route.filters.cities;
    // Cities its packages visit, most packages first; a chosen city stays visible even when
    // other filters leave it with nothing.
    const cities: FacetOption[] = (destination?.cities ?? [])
      .map((c) => ({
        value: c.slug,
        label: c.name,
        count: counted.cities[c.slug] ?? 0,
        selected: chosen.includes(c.slug),
      }))
      .filter((o) => o.count > 0 || o.selected)
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, FILTER_COUNTS_LIMIT);
    for (const slug of chosen) {
      if (destination && !cities.some((o) => o.value === slug))
        cities.push({ value: slug, label: slug, count: 0, selected: true });
    }
    facets.cities = cities;
    return facets;
  }

  /** The page of 25 as cards: the one query a listing request runs. */
  async function queryPage(
    route: ListingRoute,
    destination: DestinationRow | null,
    known: Reference,
  ): Promise<PackageCard[]> {
    const shape = shapeOf(route);
    const where = conditions(route, destination, known, shape.price);
    // Each card as one JSON column: parsing twenty columns one by one (arrays and bigints
    // among them) cost about twice as much per card (decision 0169).
    const rows = rowsOf<{
      card: PriceRow & {
        id: number;
        slug: string;
        family_key: string;
        name: string;
        days: number;
        nights: number;
        destination_id: number;
        /** [city id, days] in visiting order; names come from memory. */
        cities: [number, number][] | null;
        /** Its picture's landmark; name, kind and city come from memory. */
        feature_landmark_id: number | null;
        hotel_category: number;
        rating: number;
        reviews_count: number;
        labels: string[];
        inclusions: string[];
      };
    }>(
      await db.execute(sql`
        select ${jsonObject({
          id: sql`p.id`,
          slug: sql`p.slug`,
          family_key: sql`p.family_key`,
          name: sql`p.name`,
          days: sql`p.days`,
          nights: sql`p.nights`,
          destination_id: sql`p.destination_id`,
          feature_landmark_id: sql`p.feature_landmark_id`,
          cities: sql`array(select array[pc.city_id, pc.days::int] from package_cities pc where pc.package_id = p.id order by pc.position)`,
          ...priceFields(shape.month ? "joined" : null),
          hotel_category: sql`p.hotel_category`,
          rating: sql`p.rating`,
          reviews_count: sql`p.reviews_count`,
          labels: sql`p.labels`,
          inclusions: sql`p.inclusions`,
        })} as card
        from ${shape.from}
        where ${and([...where.base, ...othersThan(where)])}
        order by ${PACKAGE_ORDER[route.filters.sortBy](shape.price)}
        limit ${LISTING_PAGE_SIZE} offset ${listingOffset(route.page)}`),
    );
    return rows.map(({ card: r }) => {
      const price = packagePriceOf(r, shape.month);
      const d = known.destinationsById.get(r.destination_id);
      return {
        id: r.id,
        slug: r.slug,
        familyKey: r.family_key,
        name: r.name,
        days: r.days,
        nights: r.nights,
        destination: { slug: d?.slug ?? "", name: d?.name ?? "" },
        feature:
          r.feature_landmark_id === null
            ? null
            : (known.features.get(r.feature_landmark_id) ?? null),
        cities: (r.cities ?? []).map(([id, days]) => ({
          name: known.citiesById.get(id)?.name ?? "",
          days,
        })),
        priceMinor: price.priceMinor,
        discountedPriceMinor: price.discountedPriceMinor,
        discountPercent: price.discountPercent,
        isFromPrice: price.isFrom,
        hotelCategory: r.hotel_category,
        rating: r.rating,
        reviewsCount: r.reviews_count,
        labels: r.labels,
        inclusions: r.inclusions,
      };
    });
  }

  function buildResult(
    route: ListingRoute,
    destination: DestinationRow | null,
    counted: ListingCounts,
    packages: PackageCard[],
    destinationFaqs: { question: string; answer: string }[],
  ): ListingResult {
    const total = counted.total;
    return {
      total,
      page: route.page,
      pageSize: LISTING_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)),
      packages,
      facets: facetsOf(route, destination, counted),
      destination: destination
        ? {
            slug: destination.slug,
            name: destination.name,
            type: destination.type,
            seoFooter: destination.seoFooter,
            faqs: destinationFaqs,
          }
        : null,
    };
  }

  function faqsOf(destinationId: number) {
    return faqs.get(String(destinationId), async () =>
      rowsOf<{ question: string; answer: string }>(
        await db.execute(
          sql`select question, answer from destination_faqs where destination_id = ${destinationId} order by position`,
        ),
      ),
    );
  }

  return {
    /** null when the route names a destination we do not sell packages for. */
    async list(route: ListingRoute): Promise<ListingResult | null> {
      const known = await reference();
      const destination = route.destination ? known.destinations.get(route.destination) : null;
      if (route.destination && !destination?.hasPackage) return null;
      const countsKey = listingCountsKey(route);
      const [counted, packages, destinationFaqs] = await Promise.all([
        counts.get(countsKey, () => {
          const ready = facetIndex()?.built;
          return ready
            ? countInMemory(ready, route, destination ?? null, known)
            : countAll(route, destination ?? null, known);
        }),
        pages.get(`${countsKey}|${route.page}|${route.filters.sortBy}`, () =>
          queryPage(route, destination ?? null, known),
        ),
        destination ? faqsOf(destination.id) : NO_FAQS,
      ]);
      // The same route over the same cached page, counts and FAQs is the same result: an
      // uncached listing built its facets again on every request (~2.5% of its CPU), and a
      // result that stays the same object lets the page reuse what it derived from it.
      const resultKey = JSON.stringify(route);
      const kept = results.get(resultKey);
      if (
        kept &&
        kept.packages === packages &&
        kept.counted === counted &&
        kept.faqs === destinationFaqs &&
        kept.destination === destination
      ) {
        results.delete(resultKey);
        results.set(resultKey, kept);
        return kept.result;
      }
      const result = buildResult(route, destination ?? null, counted, packages, destinationFaqs);
      if (results.size >= PAGE_ENTRIES) results.delete(results.keys().next().value as string);
      results.set(resultKey, { packages, counted, faqs: destinationFaqs, destination, result });
      return result;
    },

    /** A destination we sell packages for, with its SEO footer; null for any other slug. */
    async destination(slug: string) {
      const found = (await reference()).destinations.get(slug);
      return found?.hasPackage
        ? { slug: found.slug, name: found.name, type: found.type, seoFooter: found.seoFooter }
        : null;
    },

    /**
     * The page query alone, past every cache: what a request costs when its page is not in
     * memory (bench/listing-scale.ts times it). Null for an unknown destination.
     */
    async queryPage(route: ListingRoute): Promise<PackageCard[] | null> {
      const known = await reference();
      const destination = route.destination ? known.destinations.get(route.destination) : null;
      if (route.destination && !destination?.hasPackage) return null;
      return queryPage(route, destination ?? null, known);
    },

    /** Drops every cached count, page, destination and FAQ (the catalogue changed). */
    clear,

    /** Drops the counts and pages only: every filter set's next visit is a first visit. */
    clearCounts,

    /** Builds the facet index now (the first count after a change starts it otherwise). */
    async warm(): Promise<boolean> {
      return (await facetIndex()?.loading) != null;
    },
  };
}

async function loadReference(db: Db): Promise<Reference> {
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
      rowsOf<{ id: number } & ArtFeature>(landmarkRows).map(({ id, name, kind, city }) => [
        id,
        { name, kind, city },
      ]),
    ),
  };
  for (const r of rowsOf<{
    id: number;
    slug: string;
    name: string;
    type: DestinationType;
    palette: string[];
    seo_footer: string;
    has_package: boolean;
  }>(destinationRows)) {
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
  for (const r of rowsOf<{ id: number; slug: string; name: string; destination_id: number }>(
    cityRows,
  )) {
    const city: CityRow = { id: r.id, slug: r.slug, name: r.name, destinationId: r.destination_id };
    reference.cities.set(city.slug, city);
    reference.citiesById.set(city.id, city);
    reference.destinationsById.get(city.destinationId)?.cities.push(city);
  }
  return reference;
}

export type ListingService = ReturnType<typeof createListingService>;

import { MAX_COMPARE_PACKAGES, PACKAGE_REVIEWS_PAGE_SIZE } from "../../../common/catalog";
import type { PackagePrice } from "./package-query";

export { PACKAGE_REVIEWS_PAGE_SIZE };

/** Similar packages shown on package detail. */
export const SIMILAR_PACKAGES_LIMIT = 4;

export interface PackageDetail {
  id: number;
  slug: string;
  familyKey: string;
  name: string;
  heading: string;
  days: number;
  nights: number;
  overview: string;
  destination: { slug: string; name: string };
  feature: ArtFeature | null;
  cities: { name: string; days: number }[];
  itinerary: { day: number; city: string; title: string; description: string }[];
  inclusions: string[];
  inclusionDetails: string[];
  exclusions: string[];
  hotelCategory: number;
  rating: number;
  reviewsCount: number;
  labels: string[];
  discountPercent: number;
  /** The price for the travel month asked, or the cheapest month's when it has none. */
  price: PackagePrice;
  /** The cheapest month's price: what cards without a month show as "from". */
  fromPrice: PackagePrice;
  /** The month whose price fromPrice is (the earliest of equally cheap ones). */
  cheapestMonth: number | null;
  months: {
    month: number;
    startPriceMinor: number;
    endPriceMinor: number;
    discountedStartPriceMinor: number;
  }[];
  reviews: {
    author: string;
    city: string;
    rating: number;
    title: string;
    body: string;
    travelledOn: string;
  }[];
}

/** What the artwork of a package or destination is drawn from. */
export interface PictureSubject {
  seed: string;
  palette: string[];
  feature: ArtFeature | null;
}

export function createPackageService(db: Db) {
  const service = {
    /**
     * Packages to compare, in the order asked, one per family: a second version of the same
     * itinerary adds nothing to a comparison (spec §4). Unknown ids are left out.
     */
    async compare(ids: readonly number[], month: number | null): Promise<PackageDetail[]> {
      const details = await Promise.all(
        [...new Set(ids)].slice(0, MAX_COMPARE_PACKAGES).map((id) => service.detail(id, { month })),
      );
      const families = new Set<string>();
      return details.filter((p): p is PackageDetail => {
        if (!p || families.has(p.familyKey)) return false;
        families.add(p.familyKey);
        return true;
      });
    },

    /**
     * Packages of the named destinations (a request's to_loc), most popular first, optionally
     * matching words of their name: what an agent starts a quote from.
     */
    async searchForDestinations(names: readonly string[], q?: string, limit = 8) {
      const wanted = names.map((n) => n.trim().toLowerCase()).filter(Boolean);
      if (wanted.length === 0) return [];
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      return rowsOf<{ id: number; slug: string; name: string; days: number; nights: number }>(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.days, p.nights
          from packages p join destinations d on d.id = p.destination_id
          where lower(d.name) in (${sql.join(
            wanted.map((n) => sql`${n}`),
            sql`, `,
          )})
          ${pattern ? sql`and p.name ilike ${pattern}` : sql``}
          order by p.popularity desc, p.id
          limit ${limit}`),
      );
    },

    /** The few facts other modules need about a package (trip requests, prefills). */
    async ref(slugOrId: string | number) {
      const rows = rowsOf<{
        id: number;
        slug: string;
        name: string;
        days: number;
        d_slug: string;
        d_name: string;
      }>(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.days, d.slug as d_slug, d.name as d_name
          from packages p join destinations d on d.id = p.destination_id
          where ${typeof slugOrId === "number" ? sql`p.id = ${slugOrId}` : sql`p.slug = ${slugOrId}`}
          limit 1`),
      );
      const p = rows[0];
      return p
        ? {
            id: p.id,
            slug: p.slug,
            name: p.name,
            days: p.days,
            destinationSlug: p.d_slug,
            destinationName: p.d_name,
          }
        : null;
    },

    /** A package priced for `month` (1-12; null for its cheapest month), one page of reviews. */
    async detail(
      slugOrId: string | number,
      { month = null, reviewsPage = 1 }: { month?: number | null; reviewsPage?: number } = {},
    ): Promise<PackageDetail | null> {
      const [p] = rowsOf<
        PriceRow & {
          id: number;
          slug: string;
          family_key: string;
          name: string;
          heading: string;
          days: number;
          nights: number;
          overview: string;
          d_slug: string;
          d_name: string;
          feature: ArtFeature | null;
          inclusions: string[];
          inclusion_details: string[];
          exclusions: string[];
          hotel_category: number;
          rating: number;
          reviews_count: number;
          labels: string[];
        }
      >(
        await db.execute(sql`
          select p.id, p.slug, p.family_key, p.name, p.heading, p.days, p.nights, p.overview, d.slug as d_slug, d.name as d_name,
            ${PACKAGE_FEATURE} as feature, p.inclusions, p.inclusion_details, p.exclusions, p.hotel_category, p.rating, p.reviews_count,
            p.labels, ${priceColumns(month)}
          from packages p join destinations d on d.id = p.destination_id
          where ${typeof slugOrId === "number" ? sql`p.id = ${slugOrId}` : sql`p.slug = ${slugOrId}`}`),
      );
      if (!p) return null;
      const [cities, itinerary, months, reviews] = await Promise.all([
        db.execute(
          sql`select c.name, pc.days from package_cities pc join cities c on c.id = pc.city_id where pc.package_id = ${p.id} order by pc.position`,
        ),
        db.execute(
          sql`select pd.day, c.name as city, pd.title, pd.description from package_days pd join cities c on c.id = pd.city_id where pd.package_id = ${p.id} order by pd.day`,
        ),
        db.execute(
          sql`select month, start_price_minor, end_price_minor, discounted_start_price_minor from package_month_prices where package_id = ${p.id} order by month`,
        ),
        db.execute(
          sql`select author, city, rating, title, body, travelled_on from package_reviews where package_id = ${p.id} order by id limit ${PACKAGE_REVIEWS_PAGE_SIZE} offset ${PACKAGE_REVIEWS_PAGE_SIZE * (reviewsPage - 1)}`,
        ),
      ]);
      const monthRows = rowsOf<{
        month: number;
        start_price_minor: string | number;
        end_price_minor: string | number;
        discounted_start_price_minor: string | number;
      }>(months).map((m) => ({
        month: m.month,
        startPriceMinor: Number(m.start_price_minor),
        endPriceMinor: Number(m.end_price_minor),
        discountedStartPriceMinor: Number(m.discounted_start_price_minor),
      }));
      const fromPrice = packagePriceOf(p, null);
      return {
        id: p.id,
        slug: p.slug,
        familyKey: p.family_key,
        name: p.name,
        heading: p.heading,
        days: p.days,
        nights: p.nights,
        overview: p.overview,
        destination: { slug: p.d_slug, name: p.d_name },
        feature: p.feature,
        cities: rowsOf<{ name: string; days: number }>(cities),
        itinerary: rowsOf<PackageDetail["itinerary"][number]>(itinerary),
        inclusions: p.inclusions,
        inclusionDetails: p.inclusion_details,
        exclusions: p.exclusions,
        hotelCategory: p.hotel_category,
        rating: p.rating,
        reviewsCount: p.reviews_count,
        labels: p.labels,
        discountPercent: p.discount_percent,
        price: packagePriceOf(p, month),
        fromPrice,
        cheapestMonth:
          monthRows.find((m) => m.discountedStartPriceMinor === fromPrice.discountedPriceMinor)
            ?.month ?? null,
        months: monthRows,
        reviews: rowsOf<{
          author: string;
          city: string;
          rating: number;
          title: string;
          body: string;
          travelled_on: string;
        }>(reviews).map(({ travelled_on, ...r }) => ({ ...r, travelledOn: travelled_on })),
      };
    },

    /**
     * Packages like this one (spec §2 "similar packages"): same destination, nearest in length
     * and price, one per family and never this package's own family (its other hotel
     * categories are the same trip). Prices for `month`.
     */
    async similar(
      packageId: number,
      month: number | null,
      limit = SIMILAR_PACKAGES_LIMIT,
    ): Promise<PackageCard[]> {
      const rows = rowsOf<CardRow>(
        await db.execute(sql`
          with me as (select id, family_key, destination_id, days, greatest(min_price_minor, 1) as price
                      from packages where id = ${packageId}),
          ranked as (
            select distinct on (p.family_key) p.id,
              abs(p.days - me.days)::float / me.days + abs(p.min_price_minor - me.price)::float / me.price as distance
            from packages p, me
            where p.destination_id = me.destination_id and p.family_key <> me.family_key
            order by p.family_key, distance, p.popularity desc, p.id)
          select ${cardColumns(month)}
          from ranked r join packages p on p.id = r.id join destinations d on d.id = p.destination_id
          order by r.distance, p.popularity desc, p.id
          limit ${limit}`),
      );
      return rows.map((r) => toPackageCard(r, month));
    },

    /** Cards of the given packages in the given order; unknown ids are left out. */
    async cards(ids: readonly number[], month: number | null): Promise<PackageCard[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<CardRow>(
        await db.execute(sql`
          select ${cardColumns(month)}
          from packages p join destinations d on d.id = p.destination_id
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      );
      const byId = new Map(rows.map((r) => [r.id, toPackageCard(r, month)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** What a package's picture is drawn from; null for an unknown id. */
    async pictureSubject(packageId: number): Promise<PictureSubject | null> {
      const [row] = rowsOf<{ palette: string[]; feature: ArtFeature | null }>(
        await db.execute(sql`
          select d.palette, ${PACKAGE_FEATURE} as feature
          from packages p join destinations d on d.id = p.destination_id where p.id = ${packageId}`),
      );
      return row
        ? { seed: `package-${packageId}`, palette: row.palette, feature: row.feature }
        : null;
    },
  };
  return service;
}

export type PackageService = ReturnType<typeof createPackageService>;
