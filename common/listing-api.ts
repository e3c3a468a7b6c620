// Query parameters of the package-listing JSON API (browsing spec §7 "listing packages",
// "filter counts", "listing SEO footer"). They name the same listing a page URL names, so
// they are read into the same ListingRoute (common/listing-url.ts) and served by the same
// service; where the page quietly drops a value it cannot use, the API answers 400 instead.
import { z } from "zod";
import {
  defaultListingFilters,
  LISTING_PAGE_SIZE,
  type ListingBase,
  type ListingFilters,
  type ListingRoute,
  MAX_LISTING_PAGE,
  parseListingUrl,
  SORT_OPTIONS,
  type SortBy,
} from "./listing-url";
import { type Locale, localeFromSegment } from "./locale";
import { safeText } from "./schema-helpers";

/** Filter counts list at most this many options per filter (spec §7, §9). */
export const FILTER_COUNTS_PAGE_SIZE = 20;

export const PACKAGE_TYPES = [
  "tour",
  "honeymoon",
  "family",
  "friends",
  "seasonal",
  "bike",
] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

const BASE_OF: Record<PackageType, ListingBase> = {
  tour: "tour-packages",
  honeymoon: "honeymoon-packages",
  family: "family-packages",
  friends: "friends-packages",
  seasonal: "seasonal-packages",
  bike: "bike-tour-packages",
};

const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortBy, ...SortBy[]];

/** A query parameter given once arrives as a string, repeated as an array. */
const oneOrMany = z.union([safeText(), z.array(safeText())]).optional();

const toList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The spec's array filters, as the query names them, and the route filter each one fills. */
export const ARRAY_FILTER_PARAMS = {
  "destination_type[]": "destinationType",
  "category[]": "category",
  "days[]": "days",
  "price_ranges[]": "priceRanges",
  "hotel_ratings[]": "hotelRatings",
  "inclusions[]": "inclusions",
  "trip_types[]": "tripTypes",
  "cities[]": "cities",
  "month[]": "months",
} as const satisfies Record<string, keyof ListingFilters>;

type ArrayFilterParam = keyof typeof ARRAY_FILTER_PARAMS;

const monthNumber = z.coerce
  .number({ error: "must be a month number from 1 to 12" })
  .int({ error: "must be a month number from 1 to 12" })
  .min(1, { error: "must be a month number from 1 to 12" })
  .max(12, { error: "must be a month number from 1 to 12" });

/** Which listing, filtered how, priced in which currency: shared by the listing endpoints. */
export const ListingRouteQuery = z.object({
  package_type: z.enum(PACKAGE_TYPES).optional(),
  prefix: safeText({ max: 60 }).optional(),
  suffix: safeText({ max: 100 }).optional(),
  plp_page_url: safeText({ max: 2000 }).optional(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: "must be a two-letter country code" })
    .optional(),
  sort_by: z.enum(SORT_VALUES).optional(),
  travel_month: monthNumber.optional(),
  destination_type: oneOrMany,
  ...(Object.fromEntries(Object.keys(ARRAY_FILTER_PARAMS).map((k) => [k, oneOrMany])) as Record<
    ArrayFilterParam,
    typeof oneOrMany
  >),
});
export type ListingRouteQuery = z.infer<typeof ListingRouteQuery>;

const offsetError = `must be a multiple of ${LISTING_PAGE_SIZE} from 0 to ${LISTING_PAGE_SIZE * (MAX_LISTING_PAGE - 1)}`;

/** GET listing packages: 25 a page, paged by offset. */
export const ListingPackagesQuery = ListingRouteQuery.extend({
  limit: z.coerce
    .number({ error: `must be ${LISTING_PAGE_SIZE}` })
    .refine((n) => n === LISTING_PAGE_SIZE, { error: `must be ${LISTING_PAGE_SIZE}` })
    .default(LISTING_PAGE_SIZE),
  offset: z.coerce
    .number({ error: offsetError })
    .int({ error: offsetError })
    .min(0, { error: offsetError })
    .max(LISTING_PAGE_SIZE * (MAX_LISTING_PAGE - 1), { error: offsetError })
    .refine((n) => n % LISTING_PAGE_SIZE === 0, { error: offsetError })
    .optional(),
  breadcrumbs: z.enum(["true", "false"]).optional(),
  faqs: z.enum(["true", "false"]).optional(),
  footer_section: z.enum(["true", "false"]).optional(),
});
export type ListingPackagesQuery = z.infer<typeof ListingPackagesQuery>;

/** GET filter counts: at most 20 options per filter. */
export const FilterCountsQuery = ListingRouteQuery.extend({
  limit: z.coerce
    .number({ error: `must be a number from 1 to ${FILTER_COUNTS_PAGE_SIZE}` })
    .int({ error: `must be a number from 1 to ${FILTER_COUNTS_PAGE_SIZE}` })
    .min(1, { error: `must be a number from 1 to ${FILTER_COUNTS_PAGE_SIZE}` })
    .max(FILTER_COUNTS_PAGE_SIZE, {
      error: `must be a number from 1 to ${FILTER_COUNTS_PAGE_SIZE}`,
    })
    .default(FILTER_COUNTS_PAGE_SIZE),
});

export interface FieldError {
  field: string;
  message: string;
}

export type ListingQueryReading =
  | { ok: true; route: ListingRoute; locale: Locale }
  | { ok: false; errors: FieldError[] };

const ROUTE_PARAMS = ["package_type", "prefix", "suffix", "sort_by", "travel_month"] as const;

/**
 * Reads the API's listing parameters into a listing route. `page` comes from the caller's
 * offset; with `plp_page_url` the page URL alone names the listing (and its page).
 */
export function readListingQuery(query: ListingRouteQuery, page = 1): ListingQueryReading {
  const errors: FieldError[] = [];
  const given = (key: string) => (query as Record<string, unknown>)[key] !== undefined;
  const country = query.country_code?.toLowerCase();
  const countryLocale = country ? localeFromSegment(`${country}-en`) : null;

  if (query.plp_page_url !== undefined) {
    const others = [
      ...ROUTE_PARAMS,
      "destination_type",
      ...(Object.keys(ARRAY_FILTER_PARAMS) as ArrayFilterParam[]),
    ].filter(given);
    for (const field of others) {
      errors.push({ field, message: "cannot be combined with plp_page_url" });
    }
    let url: URL | null = null;
    try {
      url = new URL(query.plp_page_url, "http://listing.invalid");
    } catch {
      url = null;
    }
    const parsed = url && parseListingUrl(url.pathname, url.searchParams);
    if (!parsed?.ok) {
      errors.push({ field: "plp_page_url", message: "is not a package listing URL" });
      return { ok: false, errors };
    }
    if (errors.length) return { ok: false, errors };
    const locale = countryLocale ?? parsed.route.locale;
    return { ok: true, route: { ...parsed.route, locale }, locale };
  }

  const base = BASE_OF[query.package_type ?? "tour"];
  const prefix = query.prefix?.trim() || null;
  const suffix = query.suffix?.trim().toLowerCase() || null;
  if (prefix !== null && !parseListingUrl(`/${prefix}-${base}`).ok) {
    errors.push({ field: "prefix", message: "is not a listing prefix" });
  }
  if (suffix !== null && (suffix === "page" || !parseListingUrl(`/${base}/${suffix}`).ok)) {
    errors.push({ field: "suffix", message: "is not a destination" });
  }

  const filters = defaultListingFilters();
  const destinationTypes = [
    ...toList(query.destination_type),
    ...toList(query["destination_type[]"]),
  ];
  for (const [param, key] of Object.entries(ARRAY_FILTER_PARAMS) as [
    ArrayFilterParam,
    keyof ListingFilters,
  ][]) {
    const values =
      param === "destination_type[]" ? destinationTypes : toList(query[param as ArrayFilterParam]);
    if (!values.length) continue;
    const reading = readFilterValues(param, values);
    if (reading.invalid.length) {
      errors.push({
        field:
          param === "destination_type[]" && given("destination_type") ? "destination_type" : param,
        message: `not valid: ${reading.invalid.join(", ")}`,
      });
    } else {
      Object.assign(filters, { [key]: reading.filters[key] });
    }
  }
  if (query.travel_month !== undefined) filters.months = [query.travel_month];
  if (query.sort_by) filters.sortBy = query.sort_by;
  if (errors.length) return { ok: false, errors };

  const path = `/${prefix ? `${prefix}-` : ""}${base}${suffix ? `/${suffix}` : ""}${page > 1 ? `/page/${page}` : ""}`;
  const parsed = parseListingUrl(path);
  if (!parsed.ok) return { ok: false, errors: [{ field: "suffix", message: parsed.reason }] };
  const locale = countryLocale ?? parsed.route.locale;
  return { ok: true, route: { ...parsed.route, locale, filters }, locale };
}

/** Each value read as the page would read it; the ones the page would drop are invalid. */
function readFilterValues(param: ArrayFilterParam, values: string[]) {
  const key = ARRAY_FILTER_PARAMS[param];
  const invalid = values.filter((value) => {
    const probe = parseListingUrl("/tour-packages", new URLSearchParams([[param, value]]));
    if (!probe.ok) return true;
    const read = probe.route.filters[key];
    return Array.isArray(read) ? read.length === 0 : read === null;
  });
  const all = parseListingUrl(
    "/tour-packages",
    new URLSearchParams(values.map((value) => [param, value])),
  );
  return { invalid, filters: all.ok ? all.route.filters : defaultListingFilters() };
}
