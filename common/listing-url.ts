// Package-listing URLs (browsing spec §2, §5, §9), grammar in docs/listing-urls.md. The parser and
// the builder share every table below so that they cannot drift apart: building a parsed route
// gives the canonical URL, and parsing that URL gives the route back.
import { DEFAULT_LOCALE, type Locale, localizePath, parseLocalePath } from "./locale";

export const LISTING_PAGE_SIZE = 25;
export const MAX_LISTING_PAGE = 10_000;
const MAX_DURATION_DAYS = 60;
const MAX_SLUG_LENGTH = 80;

export const LISTING_BASES = [
  "tour-packages",
  "honeymoon-packages",
  "family-packages",
  "friends-packages",
  "seasonal-packages",
  "bike-tour-packages",
] as const;
export type ListingBase = (typeof LISTING_BASES)[number];

// Closed on purpose: every prefix ends up in a page title, and each one narrows the listing by
// what the package data says (docs/listing-urls.md). "bike" must never be added, or
// "bike-tour-packages" would also read as "bike" + "tour-packages".
export const LISTING_TYPES = {
  luxury: { hotelCategories: [5] },
  premium: { hotelCategories: [4] },
  budget: { hotelCategories: [2, 3] },
  adventure: { tripType: "Adventure" },
  group: { category: "friends" },
} as const satisfies Record<
  string,
  { hotelCategories?: readonly number[]; tripType?: string; category?: string }
>;
export const LISTING_TYPE_PREFIXES = Object.keys(LISTING_TYPES) as (keyof typeof LISTING_TYPES)[];
export type ListingTypePrefix = (typeof LISTING_TYPE_PREFIXES)[number];

export const SORT_OPTIONS = [
  { value: "popularity", label: "Popularity" },
  { value: "price_low_to_high", label: "Price: Low to High" },
  { value: "price_high_to_low", label: "Price: High to Low" },
  { value: "duration_short_to_long", label: "Duration: Short to Long" },
  { value: "duration_long_to_short", label: "Duration: Long to Short" },
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortBy = "popularity";

export const FILTER_OPTIONS = {
  destination_type: [
    { value: "india", label: "India" },
    { value: "international", label: "International" },
  ],
  // Seasonal is a listing but not a category filter (spec §2).
  category: [
    { value: "honeymoon", label: "Honeymoon" },
    { value: "family", label: "Family" },
    { value: "friends", label: "Friends" },
    { value: "bike", label: "Bike Tours" },
  ],
  // The spec writes the last bucket ">13" but labels it "13 or more"; the label decides, so 13 is in.
  days: [
    { value: "1-3", label: "1-3", min: 1, max: 3 },
    { value: "4-6", label: "4-6", min: 4, max: 6 },
    { value: "7-9", label: "7-9", min: 7, max: 9 },
    { value: "10-12", label: "10-12", min: 10, max: 12 },
    { value: ">13", label: "13 or more", min: 13, max: null },
  ],
  price_ranges: [
    { value: "0-10000", label: "Less than 10,000", min: 0, max: 10_000 },
    { value: "10000-20000", label: "10,000-20,000", min: 10_000, max: 20_000 },
    { value: "20000-40000", label: "20,000-40,000", min: 20_000, max: 40_000 },
    { value: "40000-60000", label: "40,000-60,000", min: 40_000, max: 60_000 },
    { value: "60000-80000", label: "60,000-80,000", min: 60_000, max: 80_000 },
    { value: "80000-10000000", label: "Above 80,000", min: 80_000, max: 10_000_000 },
  ],
  hotel_ratings: [
    { value: 2, label: "2 Star" },
    { value: 3, label: "3 Star" },
    { value: 4, label: "4 Star" },
    { value: 5, label: "5 Star" },
  ],
  inclusions: [
    { value: "Meals", label: "Meals" },
    { value: "Cab", label: "Cab" },
    { value: "Shared Coach", label: "Shared Coach" },
  ],
  trip_types: [
    { value: "Adventure", label: "Adventure" },
    { value: "Nature", label: "Nature" },
    { value: "Hill Station", label: "Hill Station" },
    { value: "Religious", label: "Religious" },
    { value: "Water Activities", label: "Water Activities" },
  ],
} as const;

/** The listing's filter groups in page order, with their query parameter and heading. */
export const FILTER_GROUPS = [
  { key: "category", param: "category[]", title: "Trip with" },
  { key: "days", param: "days[]", title: "Duration (days)" },
  { key: "price_ranges", param: "price_ranges[]", title: "Budget per person (₹)" },
  { key: "hotel_ratings", param: "hotel_ratings[]", title: "Hotel category" },
  { key: "inclusions", param: "inclusions[]", title: "Inclusions" },
  { key: "trip_types", param: "trip_types[]", title: "Trip type" },
  { key: "cities", param: "cities[]", title: "Cities" },
] as const;

export type DestinationType = "india" | "international";

export interface ListingFilters {
  destinationType: DestinationType | "all" | null;
  category: string[];
  days: string[];
  priceRanges: string[];
  hotelRatings: number[];
  inclusions: string[];
  tripTypes: string[];
  cities: string[];
  months: number[];
  sortBy: SortBy;
}

export interface ListingRoute {
  locale: Locale;
  base: ListingBase;
  /** The whole prefix before the base, e.g. "explore-5-days", "explore-4-to-6-days", "luxury". */
  prefix: string | null;
  /** Derived from an explore-… prefix; null for listing-type prefixes and no prefix. */
  duration: { min: number; max: number } | null;
  /** Destination slug from the path. */
  destination: string | null;
  /** "india" or "international" written where a destination would be. */
  destinationType: DestinationType | null;
  /** 1-based. */
  page: number;
  filters: ListingFilters;
}

export type ParseResult = { ok: true; route: ListingRoute } | { ok: false; reason: string };

export function defaultListingFilters(): ListingFilters {
  return {
    destinationType: null,
    category: [],
    days: [],
    priceRanges: [],
    hotelRatings: [],
    inclusions: [],
    tripTypes: [],
    cities: [],
    months: [],
    sortBy: DEFAULT_SORT,
  };
}

// ---------------------------------------------------------------------------------------------
// Path

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/;
const DURATION_PREFIX = /^explore-([1-9][0-9]?)(?:-to-([1-9][0-9]?))?-days$/;
export const PAGE_SEGMENT = "page";

// Longest first, so "bike-tour-packages" wins over "tour-packages" with a "bike" prefix.
const BASES_LONGEST_FIRST: readonly ListingBase[] = [...LISTING_BASES].sort(
  (a, b) => b.length - a.length,
);

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

function isDestinationType(value: string): value is DestinationType {
  return value === "india" || value === "international";
}

function isListingTypePrefix(value: string): value is ListingTypePrefix {
  return (LISTING_TYPE_PREFIXES as readonly string[]).includes(value);
}

function splitFirstSegment(segment: string): { base: ListingBase; prefix: string | null } | null {
  for (const base of BASES_LONGEST_FIRST) {
    if (segment === base) return { base, prefix: null };
    if (segment.endsWith(`-${base}`)) {
      return { base, prefix: segment.slice(0, -(base.length + 1)) };
    }
  }
  return null;
}

type PrefixReading = { ok: true; duration: { min: number; max: number } | null } | { ok: false };

function readPrefix(prefix: string): PrefixReading {
  if (isListingTypePrefix(prefix)) return { ok: true, duration: null };
  const match = DURATION_PREFIX.exec(prefix);
  if (!match) return { ok: false };
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min > MAX_DURATION_DAYS || max > MAX_DURATION_DAYS) return { ok: false };
  // "explore-5-to-5-days" would be a second spelling of "explore-5-days".
  if (match[2] !== undefined && min >= max) return { ok: false };
  return { ok: true, duration: { min, max } };
}

/** A page number segment (1…10000, no leading zeros), or null. */
export function readPage(segment: string | undefined): number | null {
  if (segment === undefined || !PAGE_NUMBER.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_LISTING_PAGE ? page : null;
}

const fail = (reason: string): ParseResult => ({ ok: false, reason });

export type SitePath =
  | { ok: true; locale: Locale; segments: string[]; query: URLSearchParams }
  | { ok: false; reason: string };

/**
 * Splits a site URL into its locale, path segments and query. `pathname` may carry its own
 * query and hash (so a built URL can be passed back as is); an explicit `search` takes
 * precedence over that query. One trailing slash is tolerated; "/" has no segments.
 */
export function splitSitePath(pathname: string, search?: string | URLSearchParams): SitePath {
  if (typeof pathname !== "string") return { ok: false, reason: "path is not a string" };
  const hashAt = pathname.indexOf("#");
  const withoutHash = hashAt === -1 ? pathname : pathname.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const rawPath = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const embeddedQuery = queryAt === -1 ? "" : withoutHash.slice(queryAt + 1);

  if (!rawPath.startsWith("/")) return { ok: false, reason: "path must start with /" };
  const { locale, path: localPath } = parseLocalePath(rawPath);
  // One trailing slash is a common spelling of the same page; "//" at the end is not.
  const path = localPath.length > 1 && localPath.endsWith("/") ? localPath.slice(0, -1) : localPath;
  const segments = path === "/" ? [] : path.slice(1).split("/");
  if (segments.some((s) => s === "")) return { ok: false, reason: "empty path segment" };
  return { ok: true, locale, segments, query: toSearchParams(search ?? embeddedQuery) };
}

/** Reads a listing URL (see splitSitePath for the arguments). Never throws. */
export function parseListingUrl(pathname: string, search?: string | URLSearchParams): ParseResult {
  const site = splitSitePath(pathname, search);
  if (!site.ok) return fail(site.reason);
  const { locale, segments, query } = site;
  if (segments.some((s) => /[A-Z]/.test(s))) return fail("path must be lowercase");
  if (segments.length === 0) return fail("not a package listing: /");
  const [first = "", ...params] = segments;

  const split = splitFirstSegment(first);
  if (!split) return fail(`not a package listing: ${first}`);
  let duration: ListingRoute["duration"] = null;
  if (split.prefix !== null) {
    const reading = readPrefix(split.prefix);
    if (!reading.ok) return fail(`unknown listing prefix: ${split.prefix}`);
    duration = reading.duration;
  }

  if (params.length > 3) return fail("too many path segments");

  let destination: string | null = null;
  let destinationType: DestinationType | null = null;
  let page = 1;

  const [paramOne, paramTwo, paramThree] = params;
  if (paramOne === PAGE_SEGMENT) {
    if (params.length > 2) return fail("too many path segments after page");
    const n = readPage(paramTwo);
    if (n === null) return fail("page must be followed by a number from 1 to 10000");
    page = n;
  } else if (paramOne !== undefined) {
    if (isDestinationType(paramOne)) destinationType = paramOne;
    else if (isSlug(paramOne)) destination = paramOne;
    else return fail(`invalid destination: ${paramOne}`);
    if (paramTwo !== undefined) {
      if (paramTwo !== PAGE_SEGMENT) return fail(`unexpected path segment: ${paramTwo}`);
      const n = readPage(paramThree);
      if (n === null) return fail("page must be followed by a number from 1 to 10000");
      page = n;
    }
  }

  // A page in the query (?page=2, old links) is read when the path has none; the page loader
  // redirects it to the path form.
  const pathHasPage = params.includes(PAGE_SEGMENT);
  if (!pathHasPage) page = readPage(query.get("page") ?? undefined) ?? page;
  const filters = filtersFromRaw(collectQuery(query));
  // The path wins over destination_type[] in the query (see effectiveDestinationType).
  if (destination !== null || destinationType !== null) filters.destinationType = null;

  return {
    ok: true,
    route: {
      locale,
      base: split.base,
      prefix: split.prefix,
      duration,
      destination,
      destinationType,
      page,
      filters,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Query

const QUERY_KEYS = [
  "destination_type",
  "category",
  "days",
  "price_ranges",
  "hotel_ratings",
  "inclusions",
  "trip_types",
  "cities",
  "month",
  "sort_by",
] as const;
type QueryKey = (typeof QUERY_KEYS)[number];
type RawQuery = Record<QueryKey, string[]>;

// "category", "category[]" and qs-style "category[0]" all name the same array.
const ARRAY_KEY = /^([a-z_]+)(?:\[[0-9]*\])?$/;

/** The values of each of `keys`, read in all three array spellings; other keys are ignored. */
export function collectArrayParams<K extends string>(
  query: URLSearchParams,
  keys: readonly K[],
): Record<K, string[]> {
  const raw = Object.fromEntries(keys.map((k) => [k, [] as string[]])) as Record<K, string[]>;
  for (const [key, value] of query) {
    const name = ARRAY_KEY.exec(key)?.[1];
    if (name !== undefined && (keys as readonly string[]).includes(name)) {
      raw[name as K].push(value);
    }
  }
  return raw;
}

const collectQuery = (query: URLSearchParams): RawQuery => collectArrayParams(query, QUERY_KEYS);

/** A query string or URLSearchParams as URLSearchParams ("?" optional). */
export function toSearchParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === "string"
    ? new URLSearchParams(search.startsWith("?") ? search.slice(1) : search)
    : search;
}

// Word values arrive from hand-edited and legacy links in several spellings; the URL we build
// uses one.
export function wordKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
}

export function pickOptions<V extends string | number>(
  options: readonly { value: V }[],
  inputs: readonly string[],
  key: (input: string) => string,
): V[] {
  const wanted = new Set(inputs.map(key));
  return options.filter((o) => wanted.has(key(String(o.value)))).map((o) => o.value);
}

// The spec writes price buckets with digit separators (0-10_000); both spellings are read.
export const priceKey = (value: string) => value.trim().replace(/_/g, "");
export const exactKey = (value: string) => value.trim();
export const monthKey = (value: string) => value.trim().replace(/^0(?=[1-9]$)/, "");
export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1 }));

function filtersFromRaw(raw: RawQuery): ListingFilters {
  const types = pickOptions(FILTER_OPTIONS.destination_type, raw.destination_type, wordKey);
  const all = raw.destination_type.some((v) => wordKey(v) === "all");
  return {
    destinationType: all || types.length === 2 ? "all" : (types[0] ?? null),
    category: pickOptions(FILTER_OPTIONS.category, raw.category, wordKey),
    days: pickOptions(FILTER_OPTIONS.days, raw.days, exactKey),
    priceRanges: pickOptions(FILTER_OPTIONS.price_ranges, raw.price_ranges, priceKey),
    hotelRatings: pickOptions(FILTER_OPTIONS.hotel_ratings, raw.hotel_ratings, exactKey),
    inclusions: pickOptions(FILTER_OPTIONS.inclusions, raw.inclusions, wordKey),
    tripTypes: pickOptions(FILTER_OPTIONS.trip_types, raw.trip_types, wordKey),
    // No option order exists for cities; sorting keeps one URL per selection.
    cities: [...new Set(raw.cities.map((c) => c.trim().toLowerCase()).filter(isSlug))].sort(),
    months: pickOptions(MONTH_OPTIONS, raw.month, monthKey),
    sortBy: firstSort(raw.sort_by),
  };
}

// sort_by is single-valued; a repeated key is tolerated and the first usable value wins.
export function firstOption<V extends string>(
  options: readonly { value: V }[],
  values: readonly string[],
  fallback: V,
): V {
  for (const value of values) {
    const found = pickOptions(options, [value], wordKey)[0];
    if (found) return found;
  }
  return fallback;
}

const firstSort = (values: readonly string[]): SortBy =>
  firstOption(SORT_OPTIONS, values, DEFAULT_SORT);

function filtersToRaw(filters: ListingFilters): RawQuery {
  const dt = filters.destinationType;
  return {
    destination_type: dt === "all" ? ["india", "international"] : dt ? [dt] : [],
    category: [...filters.category],
    days: [...filters.days],
    price_ranges: [...filters.priceRanges],
    hotel_ratings: filters.hotelRatings.map(String),
    inclusions: [...filters.inclusions],
    trip_types: [...filters.tripTypes],
    cities: [...filters.cities],
    month: filters.months.map(String),
    sort_by: [filters.sortBy],
  };
}

/** Drops unknown values, deduplicates and orders, exactly as parsing does. */
export function normalizeListingFilters(filters: ListingFilters): ListingFilters {
  return filtersFromRaw(filtersToRaw(filters));
}

function buildQuery(filters: ListingFilters): string {
  const raw = filtersToRaw(normalizeListingFilters(filters));
  const parts: string[] = [];
  for (const key of QUERY_KEYS) {
    if (key === "sort_by") continue;
    for (const value of raw[key]) parts.push(`${key}[]=${encodeURIComponent(value)}`);
  }
  const sort = raw.sort_by[0];
  if (sort !== undefined && sort !== DEFAULT_SORT) parts.push(`sort_by=${sort}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

// ---------------------------------------------------------------------------------------------
// Building

function invalid(message: string): never {
  throw new RangeError(`buildListingUrl: ${message}`);
}

/**
 * The canonical URL of a route. Throws a RangeError when the path part cannot be written, since
 * such a link could only lead to the error page; filters are normalised instead.
 */
export function buildListingUrl(route: ListingRoute): string {
  if (!(LISTING_BASES as readonly string[]).includes(route.base)) {
    invalid(`unknown base ${route.base}`);
  }
  let first: string = route.base;
  if (route.prefix !== null) {
    const reading = readPrefix(route.prefix);
    if (!reading.ok) invalid(`unknown prefix ${route.prefix}`);
    const d = reading.duration;
    const given = route.duration;
    if (d?.min !== given?.min || d?.max !== given?.max) {
      invalid(`duration does not match prefix ${route.prefix}`);
    }
    first = `${route.prefix}-${route.base}`;
  } else if (route.duration !== null) {
    invalid("a duration needs an explore-… prefix");
  }

  const segments = [first];
  if (route.destination !== null && route.destinationType !== null) {
    invalid("a path carries a destination or a destination type, not both");
  }
  if (route.destination !== null) {
    const d = route.destination;
    if (!isSlug(d) || d === PAGE_SEGMENT || isDestinationType(d)) {
      invalid(`invalid destination slug ${d}`);
    }
    segments.push(d);
  } else if (route.destinationType !== null) {
    if (!isDestinationType(route.destinationType)) {
      invalid(`invalid destination type ${route.destinationType}`);
    }
    segments.push(route.destinationType);
  }
  const path = pagedPath(route.locale, segments, route.page);
  if (path === null) invalid(`page ${route.page} is outside 1..${MAX_LISTING_PAGE}`);
  const pathWins = route.destination !== null || route.destinationType !== null;
  return path + buildQuery(pathWins ? { ...route.filters, destinationType: null } : route.filters);
}

/**
 * The localized path of `segments` at a 1-based page: page 1 has no page segment, page n adds
 * page/{n}. null for a page outside 1…MAX_LISTING_PAGE.
 */
export function pagedPath(
  locale: Locale,
  segments: readonly string[],
  page: number,
): string | null {
  if (!Number.isInteger(page) || page < 1 || page > MAX_LISTING_PAGE) return null;
  const all = page > 1 ? [...segments, PAGE_SEGMENT, String(page)] : segments;
  return localizePath(locale, `/${all.join("/")}`);
}

/** Database offset of a 1-based page of `pageSize` items. */
export function pageOffset(page: number, pageSize: number): number {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`invalid page ${page}`);
  return pageSize * (page - 1);
}

/** Database offset of a 1-based listing page (spec §9). */
export function listingOffset(page: number): number {
  return pageOffset(page, LISTING_PAGE_SIZE);
}

/**
 * The destination type the listing is restricted to. The path wins: a listing whose path names
 * a destination or a destination type ignores destination_type[] in the query, so its heading
 * and its results agree (docs/listing-urls.md). Both values in the query mean 'all' (spec §2).
 */
export function effectiveDestinationType(route: ListingRoute): DestinationType | "all" | null {
  if (route.destinationType !== null) return route.destinationType;
  if (route.destination !== null) return null;
  return route.filters.destinationType;
}

/** What a listing-type prefix narrows the listing to; null for none or a duration prefix. */
export function listingTypeOf(route: ListingRoute) {
  const prefix = route.prefix;
  return prefix !== null && isListingTypePrefix(prefix) ? LISTING_TYPES[prefix] : null;
}

// ---------------------------------------------------------------------------------------------
// Titles

/** The package category a listing base narrows to; tour packages are every package. */
export const BASE_CATEGORY: Record<ListingBase, string | null> = {
  "tour-packages": null,
  "honeymoon-packages": "honeymoon",
  "family-packages": "family",
  "friends-packages": "friends",
  "seasonal-packages": "seasonal",
  "bike-tour-packages": "bike",
};

const BASE_TITLES: Record<ListingBase, string> = {
  "tour-packages": "Tour Packages",
  "honeymoon-packages": "Honeymoon Packages",
  "family-packages": "Family Packages",
  "friends-packages": "Friends Packages",
  "seasonal-packages": "Seasonal Packages",
  "bike-tour-packages": "Bike Tour Packages",
};

const MINOR_WORDS = new Set(["and", "of", "the", "in", "on", "at", "to"]);

function titleCase(slug: string): string {
  return slug
    .split("-")
    .filter((w) => w !== "")
    .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function durationTitle({ min, max }: { min: number; max: number }): string {
  if (min === max) return `${min} ${min === 1 ? "Day" : "Days"}`;
  return `${min} to ${max} Days`;
}

/**
 * Page heading of a listing: "Kerala Honeymoon Packages", "5 Days Tour Packages",
 * "4 to 6 Days Family Packages in Kerala", "International Tour Packages". Filters and the page
 * number are left to the caller.
 */
export function listingTitle(route: ListingRoute, destinationName?: string): string {
  const place =
    route.destination === null ? null : destinationName?.trim() || titleCase(route.destination);
  const words: string[] = [];
  if (route.duration) words.push(durationTitle(route.duration));
  // After a duration the destination reads better at the end ("… Packages in Kerala").
  if (place && !route.duration) words.push(place);
  if (route.destinationType)
    words.push(route.destinationType === "india" ? "India" : "International");
  if (route.prefix && !route.duration) words.push(titleCase(route.prefix));
  words.push(BASE_TITLES[route.base]);
  if (place && route.duration) words.push(`in ${place}`);
  return words.join(" ");
}

export interface Breadcrumb {
  label: string;
  /** null for the page itself. */
  href: string | null;
}

/** Home › the listing without destination (e.g. Tour Packages) › the destination, if any. */
export function listingBreadcrumbs(route: ListingRoute, destinationName?: string): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [
    { label: "Home", href: localizePath(route.locale, "/") },
    {
      label: listingTitle({
        ...route,
        destination: null,
        destinationType: null,
        prefix: null,
        duration: null,
      }),
      href: buildListingUrl({
        ...route,
        destination: null,
        destinationType: null,
        page: 1,
        filters: defaultListingFilters(),
      }),
    },
  ];
  if (route.destination !== null) {
    crumbs.push({
      label: destinationName?.trim() || titleCase(route.destination),
      href: null,
    });
  }
  return crumbs;
}

// ---------------------------------------------------------------------------------------------
// Links to a destination's listing

/** What a link into a destination's listing narrows it to; everything else is the default. */
export interface DestinationListingLink {
  base?: ListingBase;
  /** Packages of exactly this many days: the explore-{days}-days prefix. */
  days?: number;
  cities?: readonly string[];
  months?: readonly number[];
}

/**
 * The first page of a listing that other pages link to: a destination's (every destination's
 * with null), on `base` (tour packages by default), in the default locale (callers localize).
 */
export function destinationListingUrl(
  destination: string | null,
  { base = "tour-packages", days, cities = [], months = [] }: DestinationListingLink = {},
): string {
  return buildListingUrl({
    locale: DEFAULT_LOCALE,
    base,
    prefix: days === undefined ? null : `explore-${days}-days`,
    duration: days === undefined ? null : { min: days, max: days },
    destination,
    destinationType: null,
    page: 1,
    filters: { ...defaultListingFilters(), cities: [...cities], months: [...months] },
  });
}
