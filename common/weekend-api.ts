// Query of the weekend JSON endpoints (spec §7 "weekend listing, weekend filter, weekend filter
// count"), kept apart from the URL grammar so that pages do not ship zod to the browser.
import { z } from "zod";
import { WEEKEND_TYPES } from "./holidays";
import { FILTER_OPTIONS, MAX_LISTING_PAGE, MONTH_OPTIONS } from "./listing-url";
import type { Locale } from "./locale";
import {
  DEFAULT_WEEKEND_SORT,
  DEFAULT_WEEKEND_SOURCE,
  HOLIDAY_THEMES,
  type HolidayThemeSlug,
  normalizeWeekendFilters,
  WEEKEND_DAYS_OPTIONS,
  WEEKEND_NUMBERS,
  WEEKEND_SORT_OPTIONS,
  WEEKEND_SOURCES,
  type WeekendPageKind,
  type WeekendRoute,
  type WeekendSort,
  type WeekendSourceSlug,
} from "./weekend-url";

/** The page a filter request is for; the page types of common/page-type.ts. */
export const WEEKEND_PAGE_NAMES = {
  weekend_campaign: "campaign",
  weekend: "near",
  category: "theme",
} as const satisfies Record<string, WeekendPageKind>;

// One error per parameter, naming it ("days[]"), rather than one per array element.
const arrayParam = <T extends string>(values: readonly T[], description: string) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z
        .array(z.string())
        .max(values.length * 2, { error: "Too many values" })
        .refine((given) => given.every((v) => (values as readonly string[]).includes(v)), {
          error: `Allowed values: ${values.join(", ")}`,
        })
        .transform((given) => given as T[]),
    )
    .optional()
    .describe(description);

const sourceSlugs = WEEKEND_SOURCES.map((s) => s.slug) as [
  WeekendSourceSlug,
  ...WeekendSourceSlug[],
];
const themeSlugs = HOLIDAY_THEMES.map((t) => t.slug) as [HolidayThemeSlug, ...HolidayThemeSlug[]];

/**
 * Query of the weekend endpoints. Unlike page URLs, where a stale link simply loses a filter
 * value it no longer knows, an API client gets a 400 naming the field.
 */
export const WeekendApiQuery = z
  .object({
    platform: z.coerce.number().int().min(0).max(99).optional(),
    page_name: z.enum(["weekend_campaign", "weekend", "category"]).default("weekend_campaign"),
    weekendDestination: z.enum(sourceSlugs).default(DEFAULT_WEEKEND_SOURCE),
    theme: z.enum(themeSlugs).optional(),
    page: z.coerce.number().int().min(1).max(MAX_LISTING_PAGE).default(1),
    "price_ranges[]": arrayParam(
      FILTER_OPTIONS.price_ranges.map((o) => o.value),
      "Price per person in rupees, e.g. 0-10000",
    ),
    "month[]": arrayParam(
      MONTH_OPTIONS.map((o) => String(o.value)),
      "Travel months 1-12",
    ),
    "days[]": arrayParam(
      WEEKEND_DAYS_OPTIONS.map((o) => String(o.value)),
      "Trip length in days",
    ),
    "weekend_number[]": arrayParam(
      WEEKEND_NUMBERS.map(String),
      "Which of the next weekends: 1 = the coming one",
    ),
    "weekend_type[]": arrayParam(
      WEEKEND_TYPES.map((t) => t.value),
      "long or regular",
    ),
    "trip_types[]": arrayParam(
      FILTER_OPTIONS.trip_types.map((t) => t.value),
      "Trip types",
    ),
    sort_by: z
      .enum(WEEKEND_SORT_OPTIONS.map((o) => o.value) as [WeekendSort, ...WeekendSort[]])
      .default(DEFAULT_WEEKEND_SORT),
  })
  .refine((q) => (q.page_name === "category") === (q.theme !== undefined), {
    error: "theme is required for page_name=category and only allowed there",
    path: ["theme"],
  });
export type WeekendApiQuery = z.output<typeof WeekendApiQuery>;

/** The route a validated API query describes (the same route the HTML page would parse). */
export function weekendRouteFromApi(query: WeekendApiQuery, locale: Locale): WeekendRoute {
  return {
    locale,
    kind: WEEKEND_PAGE_NAMES[query.page_name],
    source: query.weekendDestination,
    theme: query.theme ?? null,
    page: query.page,
    filters: normalizeWeekendFilters({
      priceRanges: query["price_ranges[]"] ?? [],
      months: (query["month[]"] ?? []).map(Number),
      days: (query["days[]"] ?? []).map(Number),
      weekendNumbers: (query["weekend_number[]"] ?? []).map(Number),
      weekendTypes: query["weekend_type[]"] ?? [],
      tripTypes: query["trip_types[]"] ?? [],
      sortBy: query.sort_by,
    }),
  };
}
