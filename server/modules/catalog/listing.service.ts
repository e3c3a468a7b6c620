import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  BASE_CATEGORY,
  effectiveDestinationType,
  LISTING_PAGE_SIZE,
  type ListingRoute,
  listingOffset,
  listingTypeOf,
  normalizeListingFilters,
} from "../../../common/listing-url";
import type { Db } from "../../db";
import { countColumns, rowsOf } from "../../lib/sql-rows";
import { createLoadingCache, memoize } from "../../lib/ttl-cache";
import type { CatalogChanges } from "./catalog-changes";
import {
  COUNTED_GROUPS,
  type CountedGroup,
  countInIndex,
  type FacetIndex,
  loadFacetIndex,
} from "./facet-index";
import {
  and,
  conditions,
  type FacetGroup,
  optionsOf,
  othersThan,
  selectedIn,
  shapeOf,
} from "./listing-conditions";
import { type DestinationRow, loadReference, type Reference } from "./listing-reference";
import {
  cardHead,
  cardHeadColumns,
  cardTail,
  cardTailColumns,
  type FacetOption,
  jsonObject,
  PACKAGE_ORDER,
  type PackageCard,
  packagePriceOf,
  priceFields,
  priceRow,
  sqlList,
} from "./package-query";

export type { FacetGroup, FacetOption, PackageCard };

// Listing queries (spec §7 "listing packages", "filter counts"); their conditions are in
// listing-conditions.ts. Each group's counts apply every other group, so a count says what
// ticking that box would give.
//
// Cost per request: one index-backed query for the page of 25. The total and the counts come
// from one scan per filter set, kept in memory until the catalogue changes (or 5 minutes, for
// changes made by another process); destinations and their FAQs likewise.

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

/** The cities facet lists at most this many cities (spec §9: filter counts page 20). */
export const FILTER_COUNTS_LIMIT = 20;

/** Counts per filter set are kept this long and for this many filter sets per process. */
const COUNTS_TTL_MS = 5 * 60_000;
const COUNTS_ENTRIES = 2_000;
const PAGE_ENTRIES = 500;
const REFERENCE_TTL_MS = 5 * 60_000;
const FAQ_ENTRIES = 500;

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
  changes?: CatalogChanges;
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

/**
 * A card of the page as queryPage selects it: one JSON column (decision 0169). Cities and the
 * picture's landmark come as ids; their names are read from memory.
 */
const pageCardRow = z.object({
  card: z.object({
    ...cardHeadColumns,
    destination_id: z.number(),
    feature_landmark_id: z.number().nullable(),
    /** [city id, days] in visiting order. */
    cities: z.array(z.tuple([z.number(), z.number()])).nullable(),
    ...priceRow.shape,
    ...cardTailColumns,
  }),
});

const faqRow = z.object({ question: z.string(), answer: z.string() });

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
    const [row] = rowsOf(
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
      countColumns,
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
    const rows = rowsOf(
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
      pageCardRow,
    );
    return rows.map(({ card: r }) => {
      const price = packagePriceOf(r, shape.month);
      const d = known.destinationsById.get(r.destination_id);
      return {
        ...cardHead(r),
        destination: { slug: d?.slug ?? "", name: d?.name ?? "" },
        feature:
          r.feature_landmark_id === null
            ? null
            : (known.features.get(r.feature_landmark_id) ?? null),
        cities: (r.cities ?? []).map(([id, days]) => ({
          name: known.citiesById.get(id)?.name ?? "",
          days,
        })),
        ...cardTail(r, price),
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
      rowsOf(
        await db.execute(
          sql`select question, answer from destination_faqs where destination_id = ${destinationId} order by position`,
        ),
        faqRow,
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

export type ListingService = ReturnType<typeof createListingService>;
