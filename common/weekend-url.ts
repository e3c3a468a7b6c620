// Weekend-getaway URLs (browsing spec §2 "Weekend getaways", §9), grammar in
// docs/listing-urls.md. Like the package-listing grammar, the parser and the builder share their
// tables so that building a parsed route gives the canonical URL and parsing it gives the route.
import { UPCOMING_WEEKENDS, WEEKEND_TYPES, type WeekendType } from "./holidays";
import {
  collectArrayParams,
  exactKey,
  FILTER_OPTIONS,
  firstOption,
  MAX_LISTING_PAGE,
  MONTH_OPTIONS,
  monthKey,
  PAGE_SEGMENT,
  pagedPath,
  pageOffset,
  pickOptions,
  priceKey,
  readPage,
  SORT_OPTIONS,
  splitSitePath,
  wordKey,
} from "./listing-url";
import type { Locale } from "./locale";

export const WEEKEND_PAGE_SIZE = 20;
/** A weekend getaway lasts at most this many days: three nights fill a long weekend. */
export const WEEKEND_MAX_DAYS = 4;
/** Every city of the trip lies within this straight-line distance of the source city. */
export const WEEKEND_RADIUS_KM = 350;
/** …and at least one lies beyond this, so a tour of the source city itself is no getaway. */
export const WEEKEND_LEAVE_TOWN_KM = 50;

/**
 * Cities weekend getaways start from. Delhi is the default (spec §9 "Default weekend
 * destination Delhi"); coordinates are the city centres.
 */
export const WEEKEND_SOURCES = [
  { slug: "delhi", name: "Delhi", lat: 28.6139, lng: 77.209 },
  { slug: "mumbai", name: "Mumbai", lat: 19.076, lng: 72.8777 },
  { slug: "bengaluru", name: "Bengaluru", lat: 12.9716, lng: 77.5946 },
  { slug: "pune", name: "Pune", lat: 18.5204, lng: 73.8567 },
  { slug: "hyderabad", name: "Hyderabad", lat: 17.385, lng: 78.4867 },
  { slug: "chennai", name: "Chennai", lat: 13.0827, lng: 80.2707 },
  { slug: "kolkata", name: "Kolkata", lat: 22.5726, lng: 88.3639 },
  { slug: "ahmedabad", name: "Ahmedabad", lat: 23.0225, lng: 72.5714 },
  { slug: "jaipur", name: "Jaipur", lat: 26.9124, lng: 75.7873 },
  { slug: "chandigarh", name: "Chandigarh", lat: 30.7333, lng: 76.7794 },
] as const;
export type WeekendSource = (typeof WEEKEND_SOURCES)[number];
export type WeekendSourceSlug = WeekendSource["slug"];
export const DEFAULT_WEEKEND_SOURCE: WeekendSourceSlug = "delhi";

/** Old and local names people type; the page answers under the canonical slug. */
const SOURCE_ALIASES: Record<string, WeekendSourceSlug> = {
  "new-delhi": "delhi",
  bombay: "mumbai",
  bangalore: "bengaluru",
  madras: "chennai",
  calcutta: "kolkata",
};

/**
 * Holiday themes, /{theme}-places: the catalogue's trip types (spec §2 trip_types), so every
 * theme page is one indexed condition on packages.trip_types.
 */
export const HOLIDAY_THEMES = [
  {
    slug: "hill-station",
    tripType: "Hill Station",
    label: "Hill stations",
    heading: "Hill Stations",
    blurb: "all of them in the hills",
  },
  {
    slug: "adventure",
    tripType: "Adventure",
    label: "Adventure",
    heading: "Adventure Getaways",
    blurb: "each with an adventure on the itinerary",
  },
  {
    slug: "nature",
    tripType: "Nature",
    label: "Nature escapes",
    heading: "Nature Getaways",
    blurb: "each built around forests, lakes or wildlife",
  },
  {
    slug: "religious",
    tripType: "Religious",
    label: "Pilgrimages",
    heading: "Religious Places",
    blurb: "each with temples or shrines to visit",
  },
  {
    slug: "water-activities",
    tripType: "Water Activities",
    label: "Water activities",
    heading: "Water Activity Getaways",
    blurb: "each with time on the water",
  },
] as const;
export type HolidayTheme = (typeof HOLIDAY_THEMES)[number];
export type HolidayThemeSlug = HolidayTheme["slug"];

const THEME_ALIASES: Record<string, HolidayThemeSlug> = {
  "hill-stations": "hill-station",
  pilgrimage: "religious",
};

export const WEEKEND_DAYS_OPTIONS = [
  { value: 2, label: "2 days, 1 night" },
  { value: 3, label: "3 days, 2 nights" },
  { value: 4, label: "4 days, 3 nights" },
] as const;

export const WEEKEND_NUMBERS = Array.from({ length: UPCOMING_WEEKENDS }, (_, i) => i + 1);

export const WEEKEND_SORT_OPTIONS = [
  ...SORT_OPTIONS,
  { value: "distance_near_to_far", label: "Distance: Nearest first" },
] as const;
export type WeekendSort = (typeof WEEKEND_SORT_OPTIONS)[number]["value"];
export const DEFAULT_WEEKEND_SORT: WeekendSort = "popularity";

/** The weekend filters in the spec's order (§2), each with its query parameter. */
export const WEEKEND_FILTERS = [
  { name: "price_ranges", paramName: "price_ranges[]", title: "Budget per person (₹)" },
  { name: "month", paramName: "month[]", title: "Month of travel" },
  { name: "days", paramName: "days[]", title: "Duration" },
  { name: "weekend_number", paramName: "weekend_number[]", title: "Which weekend" },
  { name: "weekend_type", paramName: "weekend_type[]", title: "Weekend type" },
  { name: "trip_types", paramName: "trip_types[]", title: "Trip type" },
  { name: "sort_by", paramName: "sort_by", title: "Sort by" },
] as const;
export type WeekendFilterName = (typeof WEEKEND_FILTERS)[number]["name"];

export interface WeekendFilters {
  priceRanges: string[];
  months: number[];
  days: number[];
  weekendNumbers: number[];
  weekendTypes: WeekendType[];
  tripTypes: string[];
  sortBy: WeekendSort;
}

/** campaign: /mktc/weekend-getaway-packages; near: /places-near/{source}; theme: /{theme}-places. */
export type WeekendPageKind = "campaign" | "near" | "theme";

export interface WeekendRoute {
  locale: Locale;
  kind: WeekendPageKind;
  source: WeekendSourceSlug;
  /** Set exactly on theme pages. */
  theme: HolidayThemeSlug | null;
  /** 1-based. */
  page: number;
  filters: WeekendFilters;
}

export type WeekendParseResult = { ok: true; route: WeekendRoute } | { ok: false; reason: string };

export function defaultWeekendFilters(): WeekendFilters {
  return {
    priceRanges: [],
    months: [],
    days: [],
    weekendNumbers: [],
    weekendTypes: [],
    tripTypes: [],
    sortBy: DEFAULT_WEEKEND_SORT,
  };
}

export function weekendSource(slug: WeekendSourceSlug): WeekendSource {
  return WEEKEND_SOURCES.find((s) => s.slug === slug) ?? WEEKEND_SOURCES[0];
}

export function holidayTheme(slug: HolidayThemeSlug): HolidayTheme {
  return HOLIDAY_THEMES.find((t) => t.slug === slug) ?? HOLIDAY_THEMES[0];
}

export function readWeekendSource(value: string): WeekendSourceSlug | null {
  const known = WEEKEND_SOURCES.find((s) => s.slug === value)?.slug;
  return known ?? SOURCE_ALIASES[value] ?? null;
}

function readTheme(value: string): HolidayThemeSlug | null {
  return HOLIDAY_THEMES.find((t) => t.slug === value)?.slug ?? THEME_ALIASES[value] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Path

const CAMPAIGN = ["mktc", "weekend-getaway-packages"] as const;
const NEAR = "places-near";
const THEME_SUFFIX = "-places";
// The source product spells theme pages "/{x}-Places" too; it reads as the same page.
const THEME_SEGMENT = /^([a-z0-9]+(?:-[a-z0-9]+)*)-[Pp]laces$/;
const FROM = "from-";
const NEAR_PREFIX = "near-";

const fail = (reason: string): WeekendParseResult => ({ ok: false, reason });

/** Reads what follows the page's own segments: an optional `{prefix}{source}`, then page/{n}. */
function readTail(
  tail: string[],
  sourcePrefix: string | null,
): { ok: true; source: WeekendSourceSlug | null; page: number } | { ok: false; reason: string } {
  let rest = tail;
  let source: WeekendSourceSlug | null = null;
  const [head] = rest;
  if (sourcePrefix !== null && head !== undefined && head !== PAGE_SEGMENT) {
    if (!head.startsWith(sourcePrefix)) return { ok: false, reason: `unexpected segment ${head}` };
    source = readWeekendSource(head.slice(sourcePrefix.length));
    if (source === null) return { ok: false, reason: `unknown source city ${head}` };
    rest = rest.slice(1);
  }
  if (rest.length === 0) return { ok: true, source, page: 1 };
  if (rest[0] !== PAGE_SEGMENT) return { ok: false, reason: `unexpected segment ${rest[0]}` };
  if (rest.length > 2) return { ok: false, reason: "too many path segments" };
  const page = readPage(rest[1]);
  if (page === null)
    return { ok: false, reason: "page must be followed by a number from 1 to 10000" };
  return { ok: true, source, page };
}

/** Reads a weekend-getaway URL (same arguments as parseListingUrl). Never throws. */
export function parseWeekendUrl(
  pathname: string,
  search?: string | URLSearchParams,
): WeekendParseResult {
  const site = splitSitePath(pathname, search);
  if (!site.ok) return fail(site.reason);
  const { locale, segments, query } = site;
  const [first = "", second, ...rest] = segments;
  const theme = THEME_SEGMENT.exec(first);
  // Only the theme segment may differ in case, and only in its "P".
  const checked = theme ? segments.slice(1) : segments;
  if (checked.some((s) => /[A-Z]/.test(s))) return fail("path must be lowercase");

  let kind: WeekendPageKind;
  let source: WeekendSourceSlug = DEFAULT_WEEKEND_SOURCE;
  let themeSlug: HolidayThemeSlug | null = null;
  let tail: ReturnType<typeof readTail>;
  if (first === CAMPAIGN[0] && second === CAMPAIGN[1]) {
    kind = "campaign";
    tail = readTail(rest, FROM);
  } else if (first === NEAR) {
    if (second === undefined) return fail("places-near needs a city");
    const near = readWeekendSource(second);
    if (near === null) return fail(`unknown source city ${second}`);
    kind = "near";
    source = near;
    tail = readTail(rest, null);
  } else if (theme) {
    themeSlug = readTheme(theme[1] ?? "");
    if (themeSlug === null) return fail(`unknown holiday theme ${first}`);
    kind = "theme";
    tail = readTail(second === undefined ? [] : [second, ...rest], NEAR_PREFIX);
  } else {
    return fail(`not a weekend page: ${first}`);
  }
  if (!tail.ok) return fail(tail.reason);
  return {
    ok: true,
    route: {
      locale,
      kind,
      source: tail.source ?? source,
      theme: themeSlug,
      page: tail.page,
      filters: weekendFiltersFromQuery(query),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Query

const QUERY_KEYS = [
  "price_ranges",
  "month",
  "days",
  "weekend_number",
  "weekend_type",
  "trip_types",
  "sort_by",
] as const;

const NUMBER_OPTIONS = (values: readonly number[]) => values.map((value) => ({ value }));

export function weekendFiltersFromQuery(query: URLSearchParams): WeekendFilters {
  const raw = collectArrayParams(query, QUERY_KEYS);
  return {
    priceRanges: pickOptions(FILTER_OPTIONS.price_ranges, raw.price_ranges, priceKey),
    months: pickOptions(MONTH_OPTIONS, raw.month, monthKey),
    days: pickOptions(WEEKEND_DAYS_OPTIONS, raw.days, exactKey),
    weekendNumbers: pickOptions(NUMBER_OPTIONS(WEEKEND_NUMBERS), raw.weekend_number, exactKey),
    weekendTypes: pickOptions(WEEKEND_TYPES, raw.weekend_type, wordKey),
    tripTypes: pickOptions(FILTER_OPTIONS.trip_types, raw.trip_types, wordKey),
    sortBy: firstOption(WEEKEND_SORT_OPTIONS, raw.sort_by, DEFAULT_WEEKEND_SORT),
  };
}

function filtersToQuery(filters: WeekendFilters): URLSearchParams {
  const query = new URLSearchParams();
  const add = (key: string, values: readonly (string | number)[]) => {
    for (const v of values) query.append(`${key}[]`, String(v));
  };
  add("price_ranges", filters.priceRanges);
  add("month", filters.months);
  add("days", filters.days);
  add("weekend_number", filters.weekendNumbers);
  add("weekend_type", filters.weekendTypes);
  add("trip_types", filters.tripTypes);
  query.append("sort_by", filters.sortBy);
  return query;
}

/** Drops unknown values, deduplicates and orders, exactly as parsing does. */
export function normalizeWeekendFilters(filters: WeekendFilters): WeekendFilters {
  return weekendFiltersFromQuery(filtersToQuery(filters));
}

function buildQuery(filters: WeekendFilters): string {
  const parts: string[] = [];
  for (const [key, value] of filtersToQuery(normalizeWeekendFilters(filters))) {
    if (key === "sort_by") {
      if (value !== DEFAULT_WEEKEND_SORT) parts.push(`sort_by=${value}`);
    } else parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

// ---------------------------------------------------------------------------------------------
// Building

function invalid(message: string): never {
  throw new RangeError(`buildWeekendUrl: ${message}`);
}

/** The canonical URL of a weekend route; throws a RangeError for a path that cannot be written. */
export function buildWeekendUrl(route: WeekendRoute): string {
  if (!WEEKEND_SOURCES.some((s) => s.slug === route.source))
    invalid(`unknown source ${route.source}`);
  const segments: string[] = [];
  const byDefault = route.source === DEFAULT_WEEKEND_SOURCE;
  switch (route.kind) {
    case "campaign":
      if (route.theme !== null) invalid("a campaign page has no theme");
      segments.push(...CAMPAIGN);
      if (!byDefault) segments.push(`${FROM}${route.source}`);
      break;
    case "near":
      if (route.theme !== null) invalid("a places-near page has no theme");
      segments.push(NEAR, route.source);
      break;
    case "theme":
      if (route.theme === null || !HOLIDAY_THEMES.some((t) => t.slug === route.theme))
        invalid(`unknown theme ${route.theme}`);
      segments.push(`${route.theme}${THEME_SUFFIX}`);
      if (!byDefault) segments.push(`${NEAR_PREFIX}${route.source}`);
      break;
    default:
      invalid(`unknown page kind ${String((route as { kind: unknown }).kind)}`);
  }
  const path = pagedPath(route.locale, segments, route.page);
  if (path === null) invalid(`page ${route.page} is outside 1..${MAX_LISTING_PAGE}`);
  return path + buildQuery(route.filters);
}

/** Database offset of a 1-based weekend page (spec §9: 20 a page). */
export function weekendOffset(page: number): number {
  return pageOffset(page, WEEKEND_PAGE_SIZE);
}

/** "Weekend Getaway Packages from Mumbai", "Weekend Getaways near Pune", "Hill Stations near Delhi". */
export function weekendTitle(route: Pick<WeekendRoute, "kind" | "source" | "theme">): string {
  const source = weekendSource(route.source).name;
  if (route.kind === "campaign") return `Weekend Getaway Packages from ${source}`;
  if (route.kind === "near" || route.theme === null) return `Weekend Getaways near ${source}`;
  return `${holidayTheme(route.theme).heading} near ${source}`;
}

/**
 * "Plan this getaway": the weekend form for this getaway (browsing §3 weekend payload), which
 * makes the request at once for a traveller and hands a visitor to the full form, prefilled.
 */
export function planGetawayHref(getaway: {
  destination: string;
  days: number;
  packageSlug: string;
  source: WeekendSourceSlug;
}): string {
  const query = new URLSearchParams({
    destination: getaway.destination,
    days: String(getaway.days),
    package: getaway.packageSlug,
    from_loc: weekendSource(getaway.source).name,
    trip_origin_product: "weekend",
  });
  return `/requested_trips/weekend?${query}`;
}
