import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { DEFAULT_LOCALE } from "../../../common/locale";
import { WeekendApiQuery, weekendRouteFromApi } from "../../../common/weekend-api";
import {
  DEFAULT_WEEKEND_SOURCE,
  HOLIDAY_THEMES,
  type HolidayThemeSlug,
  WEEKEND_SOURCES,
  type WeekendSourceSlug,
} from "../../../common/weekend-url";
import { createModuleApi, errorResponses } from "../../http/module-api";
import type { WeekendService } from "./weekend.service";

const FilterSchema = z.object({
  name: z.string(),
  title: z.string(),
  param_name: z.string(),
  multiple: z.boolean(),
  options: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      selected: z.boolean(),
      count: z.number().int().optional(),
      detail: z.string().optional(),
    }),
  ),
});

const WeekendSchema = z.object({
  number: z.number().int(),
  saturday: z.string(),
  sunday: z.string(),
  start: z.string(),
  end: z.string(),
  daysOff: z.number().int(),
  type: z.enum(["long", "regular"]),
  holidays: z.array(
    z.object({ date: z.string(), name: z.string(), tentative: z.literal(true).optional() }),
  ),
  maxTripDays: z.number().int(),
  label: z.string(),
  dates: z.string(),
});

const CardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  familyKey: z.string(),
  name: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  destination: z.object({ slug: z.string(), name: z.string() }),
  feature: z
    .object({ name: z.string(), kind: z.string(), city: z.string() })
    .nullable()
    .describe("The sight its picture shows"),
  cities: z.array(z.object({ name: z.string(), days: z.number().int() })),
  priceMinor: z.number().int().describe("INR paise for the travel month, else the cheapest month"),
  discountedPriceMinor: z.number().int(),
  discountPercent: z.number().int(),
  hotelCategory: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  labels: z.array(z.string()),
  inclusions: z.array(z.string()),
  distanceKm: z.number().describe("From the source city to the trip's farthest city"),
});

const ListingSchema = z.object({
  source: z.object({ slug: z.string(), name: z.string() }),
  theme: z.object({ slug: z.string(), label: z.string() }).nullable(),
  title: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  currency: z.literal("INR"),
  packages: z.array(CardSchema),
  weekends: z.array(WeekendSchema),
  filters: z.array(FilterSchema),
});

const sourceSlugs = WEEKEND_SOURCES.map((s) => s.slug) as [
  WeekendSourceSlug,
  ...WeekendSourceSlug[],
];
const themeSlugs = HOLIDAY_THEMES.map((t) => t.slug) as [HolidayThemeSlug, ...HolidayThemeSlug[]];
const DESTINATION_TYPES = ["international", "domestic"] as const;

/** Spec §7 "destination listing": weekendDestination default Delhi, category default All. */
export const WeekendPlacesQuery = z.object({
  platform: z.coerce.number().int().min(0).max(99).optional(),
  weekendDestination: z.enum(sourceSlugs).default(DEFAULT_WEEKEND_SOURCE),
  category: z.enum(["All", ...themeSlugs]).default("All"),
  destination_type: z
    .string()
    .default(DESTINATION_TYPES.join(","))
    .refine(
      (v) => v.split(",").every((t) => (DESTINATION_TYPES as readonly string[]).includes(t.trim())),
      { error: `Allowed values: ${DESTINATION_TYPES.join(", ")}, comma separated` },
    )
    .describe("Comma-separated; weekend places are all domestic"),
});

const PlaceSchema = z.object({
  city: z.object({ slug: z.string(), name: z.string() }),
  destination: z.object({ slug: z.string(), name: z.string() }),
  distanceKm: z.number(),
  packages: z.number().int(),
});

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
  ...errorResponses,
});

/** A GET route under /weekend_getaways answering `schema`. */
const getRoute = <Q extends z.ZodObject, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  schema: R,
  description: string,
) =>
  createRoute({
    method: "get",
    path: `/weekend_getaways${path}`,
    summary,
    request: { query },
    responses: json(schema, description),
  });

const FiltersSchema = z.object({ filters: z.array(FilterSchema) });

const listingRoute = getRoute(
  "",
  "Weekend getaways: one page of 20 with the total, the next weekends and the filters",
  WeekendApiQuery,
  ListingSchema,
  "Weekend getaways from the source city",
);
const filtersRoute = getRoute(
  "/filters",
  "Weekend filters in the spec's order, each with its param_name",
  WeekendApiQuery,
  FiltersSchema,
  "Filters without counts",
);
const filterCountsRoute = getRoute(
  "/filter_counts",
  "Weekend filters with the count of each option under the other active filters",
  WeekendApiQuery,
  FiltersSchema,
  "Filters with counts",
);
const placesRoute = getRoute(
  "/destinations",
  "Places within a weekend's reach of the source city, nearest first",
  WeekendPlacesQuery,
  z.object({ places: z.array(PlaceSchema) }),
  "Places near the source city",
);

export function createWeekendApi(weekend: WeekendService) {
  return createModuleApi()
    .openapi(listingRoute, async (c) => {
      const route = weekendRouteFromApi(c.req.valid("query"), DEFAULT_LOCALE);
      return c.json({ ...(await weekend.listing(route)), currency: "INR" as const }, 200);
    })
    .openapi(filtersRoute, async (c) => {
      const route = weekendRouteFromApi(c.req.valid("query"), DEFAULT_LOCALE);
      return c.json({ filters: await weekend.filters(route) }, 200);
    })
    .openapi(filterCountsRoute, async (c) => {
      const route = weekendRouteFromApi(c.req.valid("query"), DEFAULT_LOCALE);
      return c.json({ filters: await weekend.filterCounts(route) }, 200);
    })
    .openapi(placesRoute, async (c) => {
      const query = c.req.valid("query");
      const types = query.destination_type.split(",").map((t) => t.trim());
      // Every place a weekend away by road is in India.
      if (!types.includes("domestic")) return c.json({ places: [] }, 200);
      const places = await weekend.places({
        source: query.weekendDestination,
        theme: query.category === "All" ? null : query.category,
      });
      return c.json({ places }, 200);
    });
}
