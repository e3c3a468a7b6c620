// The hotel listing URL grammar (browsing spec §2 Hotels, §5), one parser and one builder that
// round-trip (hotel-url.test.ts). Documented in docs/hotel-listing-urls.md.
//
//   [/{xx}-en]/{secondary-}{pivot}/{destination}[/near-{landmark}][?query]
//
// pivot: a property type (hotels, resorts, …); a type outside the list is the error page.
// secondary: a star rating (`4-star`, 1-5 or 7), a theme (`beach`, `luxury-beach`) or a
// property type. destination: a destination or city slug. Query: whitelisted filter arrays in
// bracket notation, sort_by, cache, checkin, checkout, roomStay, page.
import {
  DEFAULT_HOTEL_SORT,
  FACILITY_IDS,
  HOTEL_FILTER_KEYS,
  HOTEL_SORTS,
  HOTEL_TRIP_TYPES,
  type HotelFilterKey,
  type HotelSort,
  PIVOT_STAR_RATINGS,
  PRICE_LEVELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
  STAR_RATINGS,
  THEME_LABELS,
  THEMES,
  type Theme,
  USER_RATINGS,
} from "./hotels";
import { splitSitePath } from "./listing-url";
import { type Locale, localizePath } from "./locale";

export type HotelSecondary =
  | { kind: "star"; stars: number }
  | { kind: "theme"; theme: Theme }
  | { kind: "type"; type: PropertyType };

export interface HotelFilters {
  star_ratings: number[];
  property_types: PropertyType[];
  themes: Theme[];
  price_levels: number[];
  trip_types: string[];
  user_ratings: string[];
  city: string[];
  nearby_landmarks: string[];
  facilities_ids: number[];
}

export interface HotelListingRoute {
  locale: Locale;
  pivot: PropertyType;
  secondary: HotelSecondary | null;
  destination: string;
  landmark: string | null;
  filters: HotelFilters;
  sortBy: HotelSort;
  /** Passed through untouched (spec §2 lists `cache` among the query keys). */
  cache: string | null;
  /** Raw: the date and room rules (hotel-stay.ts) decide what a value means. */
  checkin: string | null;
  checkout: string | null;
  roomStay: string | null;
  page: number;
}

export type HotelParseResult =
  | { ok: true; route: HotelListingRoute }
  | { ok: false; reason: string };

export const MAX_HOTEL_PAGE = 1_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STAR = /^([1-57])-star$/;
/** Raw values kept for the stay rules: printable, no spaces, bounded. */
const RAW = /^[\w@.:-]{1,40}$/;
const isSlug = (s: string) => s.length <= 80 && SLUG.test(s);
// Longest first: "hotels-and-resorts" is one type, not a "hotels-and" prefix on "resorts".
const TYPES_LONGEST_FIRST = [...PROPERTY_TYPES].sort((a, b) => b.length - a.length);

export const emptyHotelFilters = (): HotelFilters => ({
  star_ratings: [],
  property_types: [],
  themes: [],
  price_levels: [],
  trip_types: [],
  user_ratings: [],
  city: [],
  nearby_landmarks: [],
  facilities_ids: [],
});

function readSecondary(prefix: string): HotelSecondary | null {
  const star = STAR.exec(prefix);
  if (star) return { kind: "star", stars: Number(star[1]) };
  if ((THEMES as readonly string[]).includes(prefix))
    return { kind: "theme", theme: prefix as Theme };
  if ((PROPERTY_TYPES as readonly string[]).includes(prefix))
    return { kind: "type", type: prefix as PropertyType };
  return null;
}

/** Reads the first segment: `{pivot}` or `{secondary}-{pivot}`; null when it is neither. */
export function readHotelPivot(
  segment: string,
): { pivot: PropertyType; secondary: HotelSecondary | null } | null {
  for (const type of TYPES_LONGEST_FIRST) {
    if (segment === type) return { pivot: type, secondary: null };
  }
  for (const type of TYPES_LONGEST_FIRST) {
    if (!segment.endsWith(`-${type}`)) continue;
    const secondary = readSecondary(segment.slice(0, -(type.length + 1)));
    if (secondary) return { pivot: type, secondary };
  }
  return null;
}

export function secondarySegment(secondary: HotelSecondary): string {
  switch (secondary.kind) {
    case "star":
      return `${secondary.stars}-star`;
    case "theme":
      return secondary.theme;
    case "type":
      return secondary.type;
  }
}

const ALLOWED: { [K in HotelFilterKey]: (value: string) => HotelFilters[K][number] | null } = {
  star_ratings: (v) => {
    const n = Number(v);
    return /^\d$/.test(v) && (STAR_RATINGS as readonly number[]).includes(n) ? n : null;
  },
  property_types: (v) =>
    (PROPERTY_TYPES as readonly string[]).includes(v) ? (v as PropertyType) : null,
  themes: (v) => ((THEMES as readonly string[]).includes(v) ? (v as Theme) : null),
  price_levels: (v) =>
    /^\d$/.test(v) && PRICE_LEVELS.some((l) => l.value === Number(v)) ? Number(v) : null,
  trip_types: (v) => (HOTEL_TRIP_TYPES.some((t) => t.value === v) ? v : null),
  user_ratings: (v) => (USER_RATINGS.some((r) => r.value === v) ? v : null),
  city: (v) => (isSlug(v) ? v : null),
  nearby_landmarks: (v) => (isSlug(v) ? v : null),
  facilities_ids: (v) =>
    /^\d{1,3}$/.test(v) && FACILITY_IDS.includes(Number(v)) ? Number(v) : null,
};

const MAX_VALUES_PER_KEY = 20;

function normalizeValues<T extends string | number>(values: T[]): T[] {
  const unique = [...new Set(values)];
  return unique
    .sort((a, b) =>
      typeof a === "number" && typeof b === "number"
        ? a - b
        : String(a) < String(b)
          ? -1
          : String(a) > String(b)
            ? 1
            : 0,
    )
    .slice(0, MAX_VALUES_PER_KEY);
}

/** Sorted, deduplicated, bounded filters: the form the builder writes. */
export function normalizeHotelFilters(filters: HotelFilters): HotelFilters {
  const out = emptyHotelFilters();
  for (const key of HOTEL_FILTER_KEYS) {
    const allow = ALLOWED[key] as (v: string) => string | number | null;
    const kept = (filters[key] as (string | number)[])
      .map((v) => allow(String(v)))
      .filter((v): v is string | number => v !== null);
    (out[key] as (string | number)[]) = normalizeValues(kept);
  }
  return out;
}

/** Reads a hotel listing URL. Never throws. */
export function parseHotelListingUrl(
  pathname: string,
  search?: string | URLSearchParams,
): HotelParseResult {
  const site = splitSitePath(pathname, search);
  if (!site.ok) return site;
  const { locale, segments, query } = site;
  if (segments.length < 2 || segments.length > 3)
    return { ok: false, reason: "a hotel listing is /{type}/{destination}[/near-{landmark}]" };
  const [first, destination, near] = segments as [string, string, string | undefined];
  const pivot = readHotelPivot(first);
  if (!pivot) return { ok: false, reason: `unknown hotel listing type ${first}` };
  if (!isSlug(destination) || destination === "page")
    return { ok: false, reason: `invalid destination ${destination}` };
  let landmark: string | null = null;
  if (near !== undefined) {
    if (!near.startsWith("near-") || !isSlug(near.slice(5)))
      return { ok: false, reason: `expected near-{landmark}, got ${near}` };
    landmark = near.slice(5);
  }

  const filters = emptyHotelFilters();
  for (const key of HOTEL_FILTER_KEYS) {
    const raw = [...query.getAll(`${key}[]`), ...query.getAll(key)];
    (filters[key] as (string | number)[]) = raw as string[];
  }
  const sort = query.get("sort_by");
  const sortBy = HOTEL_SORTS.find((s) => s.value === sort)?.value ?? DEFAULT_HOTEL_SORT;
  const pageText = query.get("page");
  let page = 1;
  if (pageText !== null) {
    if (!/^\d{1,4}$/.test(pageText))
      return { ok: false, reason: `page ${pageText} is not a number` };
    page = Number(pageText);
    if (page < 1 || page > MAX_HOTEL_PAGE)
      return { ok: false, reason: `page ${page} out of range` };
  }
  const raw = (key: string) => {
    const v = query.get(key);
    return v !== null && RAW.test(v) ? v : null;
  };
  return {
    ok: true,
    route: {
      locale,
      ...pivot,
      destination,
      landmark,
      filters: normalizeHotelFilters(filters),
      sortBy,
      cache: raw("cache"),
      checkin: raw("checkin"),
      checkout: raw("checkout"),
      roomStay: raw("roomStay"),
      page,
    },
  };
}

/** The canonical URL of a hotel listing route. Throws a RangeError for a path it cannot write. */
export function buildHotelListingUrl(route: HotelListingRoute): string {
  if (!(PROPERTY_TYPES as readonly string[]).includes(route.pivot))
    throw new RangeError(`unknown hotel type ${route.pivot}`);
  if (!isSlug(route.destination) || route.destination === "page")
    throw new RangeError(`invalid destination ${route.destination}`);
  if (route.landmark !== null && !isSlug(route.landmark))
    throw new RangeError(`invalid landmark ${route.landmark}`);
  if (
    route.secondary?.kind === "star" &&
    !(PIVOT_STAR_RATINGS as readonly number[]).includes(route.secondary.stars)
  )
    throw new RangeError(`invalid star pivot ${route.secondary.stars}`);
  if (!Number.isInteger(route.page) || route.page < 1 || route.page > MAX_HOTEL_PAGE)
    throw new RangeError(`invalid page ${route.page}`);
  const first = route.secondary
    ? `${secondarySegment(route.secondary)}-${route.pivot}`
    : route.pivot;
  const segments = [
    first,
    route.destination,
    ...(route.landmark ? [`near-${route.landmark}`] : []),
  ];
  return localizePath(route.locale, `/${segments.join("/")}`) + hotelQuery(route);
}

function hotelQuery(route: HotelListingRoute): string {
  const filters = normalizeHotelFilters(route.filters);
  const parts: string[] = [];
  for (const key of HOTEL_FILTER_KEYS) {
    for (const value of filters[key]) parts.push(`${key}[]=${encodeURIComponent(String(value))}`);
  }
  if (route.sortBy !== DEFAULT_HOTEL_SORT) parts.push(`sort_by=${route.sortBy}`);
  for (const key of ["cache", "checkin", "checkout", "roomStay"] as const) {
    const v = route[key];
    if (v !== null && RAW.test(v)) parts.push(`${key}=${encodeURIComponent(v)}`);
  }
  if (route.page > 1) parts.push(`page=${route.page}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** The page title, e.g. "4 Star Hotels in Goa", "Beach Resorts in Goa near Baga Beach". */
export function hotelListingTitle(
  route: Pick<HotelListingRoute, "pivot" | "secondary">,
  destinationName: string,
  landmarkName?: string | null,
): string {
  const pivot = PROPERTY_TYPE_LABELS[route.pivot].many;
  let head = pivot;
  const s = route.secondary;
  if (s?.kind === "star") head = `${s.stars} Star ${pivot}`;
  else if (s?.kind === "theme") head = `${THEME_LABELS[s.theme]} ${pivot}`;
  else if (s?.kind === "type") head = `${PROPERTY_TYPE_LABELS[s.type].many} and ${pivot}`;
  return `${head} in ${destinationName}${landmarkName ? ` near ${landmarkName}` : ""}`;
}

/** A listing route with only a pivot and a destination (the 'View All Hotels' link). */
export function plainHotelRoute(
  locale: Locale,
  destination: string,
  pivot: PropertyType = "hotels",
): HotelListingRoute {
  return {
    locale,
    pivot,
    secondary: null,
    destination,
    landmark: null,
    filters: emptyHotelFilters(),
    sortBy: DEFAULT_HOTEL_SORT,
    cache: null,
    checkin: null,
    checkout: null,
    roomStay: null,
    page: 1,
  };
}

/** A hotel's own page, `/hotel/{slug}` (§3 hotel detail); its route has no locale prefix. */
export function buildHotelUrl(slug: string): string {
  return `/hotel/${slug}`;
}
