import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  DEFAULT_TRAVELERS_COUNT,
  MAX_COMPARE_PACKAGES,
  PACKAGE_MINI_DESC,
  PACKAGE_REVIEWS_PAGE_SIZE,
} from "../../../common/catalog";
import { rowId, rowIdList } from "../../../common/ids";
import {
  FILTER_COUNTS_PAGE_SIZE,
  FilterCountsQuery,
  ListingPackagesQuery,
  ListingRouteQuery,
  PACKAGE_TYPES,
  readListingQuery,
} from "../../../common/listing-api";
import {
  buildListingUrl,
  destinationListingUrl,
  FILTER_GROUPS,
  LISTING_PAGE_SIZE,
  type ListingBase,
  type ListingRoute,
  listingBreadcrumbs,
  listingTitle,
} from "../../../common/listing-url";
import { type CurrencyCode, localeFromSegment } from "../../../common/locale";
import { convertMoney, formatMoney, fromMinor } from "../../../common/money";
import { MONTH_NAMES, nextMonthOf } from "../../../common/months";
import { buildPackageUrl } from "../../../common/package-url";
import { ApiErrorSchema, createModuleApi, errorResponses } from "../../http/module-api";
import { AppError } from "../../lib/errors";
import { type CatalogService, TRENDING_CATEGORIES } from "./catalog.service";
import type { ListingResult, ListingService } from "./listing.service";
import type { PackageDetail, PackageService } from "./package.service";

// Spec §7: the JSON side of package browsing. Each endpoint calls the same service method the
// HTML page calls, so a page and its API never disagree.

const notFoundResponse = {
  404: {
    description: "Nothing to show for these parameters",
    content: { "application/json": { schema: ApiErrorSchema } },
  },
} as const;

// ---- Money ------------------------------------------------------------------------------

const PriceFields = {
  currency: z.string(),
  price: z.number().int().describe("Whole units of `currency`, before the discount"),
  discounted_price: z.number().int().describe("After the discount: the price pages show"),
  price_display: z.string(),
  discounted_price_display: z.string(),
  is_from_price: z
    .boolean()
    .describe(
      "The cheapest month's price (pages say 'from'): no travel month was given, or the package has no price for it",
    ),
};

type Rates = Awaited<ReturnType<CatalogService["exchangeRates"]>>;

/** INR paise into the locale's currency: whole units and display text (DESIGN.md §5). */
function priceIn(currency: CurrencyCode, rates: Rates) {
  const convert = (inrMinor: number) =>
    convertMoney({ amountMinor: inrMinor, currency: "INR" }, currency, rates);
  const whole = (inrMinor: number) =>
    Math.round(fromMinor(convert(inrMinor).amountMinor, currency));
  return (priceMinor: number, discountedMinorInr: number) => ({
    currency,
    price: whole(priceMinor),
    discounted_price: whole(discountedMinorInr),
    price_display: formatMoney(convert(priceMinor)),
    discounted_price_display: formatMoney(convert(discountedMinorInr)),
  });
}

// ---- Schemas ----------------------------------------------------------------------------

const BreadcrumbSchema = z.object({ label: z.string(), href: z.string().nullable() });
const FaqSchema = z.object({ question: z.string(), answer: z.string() });
const CityDaysSchema = z.object({ name: z.string(), days: z.number().int() });
const DestinationRefSchema = z.object({ slug: z.string(), name: z.string() });

const PackageCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  set_url: z.string().describe("The package's slug: /packages/{set_url}"),
  share_url: z.string(),
  family_key: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  cities: z.array(z.string()),
  city_list_with_days: z.array(CityDaysSchema),
  destinations: z.array(DestinationRefSchema),
  discount: z.number().int().describe("Percent"),
  ...PriceFields,
  hotel_category: z.number().int(),
  rating: z.number(),
  reviews_count: z.number().int(),
  labels: z.array(z.string()),
  inclusions: z.array(z.string()),
});

const FooterSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

const ListingResponseSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  title: z.string(),
  canonical_url: z.string(),
  destination_name: z.string().nullable(),
  packages: z.array(PackageCardSchema),
  breadcrumbs: z.array(BreadcrumbSchema).optional(),
  faqs: z.array(FaqSchema).optional(),
  footer_section: FooterSchema.nullable().optional(),
});

const FilterCountsSchema = z.object({
  total: z.number().int(),
  filters: z.array(
    z.object({
      name: z.string(),
      param_name: z.string(),
      title: z.string(),
      options: z.array(
        z.object({
          value: z.string(),
          label: z.string(),
          count: z.number().int(),
          selected: z.boolean(),
        }),
      ),
    }),
  ),
});

const SuffixQuery = z.object({
  suffix: z.string().min(1).max(100).describe("A destination slug, as in /tour-packages/{suffix}"),
});

const SeoFooterQuery = SuffixQuery.extend({
  trip_type: z.enum(PACKAGE_TYPES).optional(),
  prefix: z.string().max(60).optional(),
  country_code: ListingRouteQuery.shape.country_code,
});

const monthQuery = z.coerce
  .number({ error: "must be a month number from 1 to 12" })
  .int({ error: "must be a month number from 1 to 12" })
  .min(1, { error: "must be a month number from 1 to 12" })
  .max(12, { error: "must be a month number from 1 to 12" });

const PackageDetailQuery = z.object({
  travel_month: monthQuery.optional(),
  country_code: ListingRouteQuery.shape.country_code,
  reviews_page: z.coerce
    .number({ error: "must be a page number" })
    .int({ error: "must be a page number" })
    .min(1, { error: "must be a page number" })
    .max(1000, { error: "must be a page number" })
    .optional(),
});

const MonthRangeSchema = z.object({
  id: z.number().int(),
  month_value: z.string(),
  start_price: z.number().int(),
  end_price: z.number().int(),
});

const PackageDetailSchema = PackageCardSchema.omit({ hotel_category: true }).extend({
  heading: z.string(),
  overview: z.string(),
  itinerary: z.array(
    z.object({
      day: z.number().int(),
      city: z.string(),
      title: z.string(),
      description: z.string(),
    }),
  ),
  inclusion_details: z.array(z.string()),
  exclusions: z.array(z.string()),
  max_hotel_category: z.number().int(),
  mini_desc: z.string(),
  travelers_count: z.number().int(),
  travel_month: z.number().int(),
  month_options: z.object({ month_ranges: z.array(MonthRangeSchema) }),
  reviews: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    items: z.array(
      z.object({
        author: z.string(),
        city: z.string(),
        rating: z.number().int(),
        title: z.string(),
        body: z.string(),
        travelled_on: z.string(),
      }),
    ),
  }),
});

const CompareQuery = z.object({
  ids: rowIdList(
    MAX_COMPARE_PACKAGES,
    `must be at most ${MAX_COMPARE_PACKAGES} package ids separated by commas`,
  ),
  travel_month: monthQuery.optional(),
  cCode: z
    .string()
    .regex(/^[A-Za-z]{2}(-en)?$/, { error: "must be a country code such as ae or ae-en" })
    .optional(),
});

const TrendingQuery = z.object({
  category: z.enum(TRENDING_CATEGORIES).default("tour"),
  limit: z.coerce
    .number({ error: "must be a number from 1 to 24" })
    .int({ error: "must be a number from 1 to 24" })
    .min(1, { error: "must be a number from 1 to 24" })
    .max(24, { error: "must be a number from 1 to 24" })
    .default(12),
  country_code: ListingRouteQuery.shape.country_code,
});

// ---- Routes -----------------------------------------------------------------------------

const listingRoute = createRoute({
  method: "get",
  path: "/packages",
  summary: "Listing packages: 25 a page with the total (spec §7 'listing packages')",
  description:
    "The listing a page URL names: `package_type` and `prefix` give the first path segment, `suffix` the destination (or india/international); or pass the page URL itself as `plp_page_url`. Filters are the page's array parameters. `breadcrumbs`, `faqs` and `footer_section` add those parts. Other parameters of the spec (cache, main_api, p_search …) are accepted and ignored.",
  request: { query: ListingPackagesQuery },
  responses: {
    200: {
      description: "One page of packages",
      content: { "application/json": { schema: ListingResponseSchema } },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const filterCountsRoute = createRoute({
  method: "get",
  path: "/packages/filter_counts",
  summary: "Filter counts: each option with how many packages ticking it gives (spec §7)",
  request: { query: FilterCountsQuery },
  responses: {
    200: {
      description: "Filters in page order, at most `limit` (20) options each",
      content: { "application/json": { schema: FilterCountsSchema } },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const seoFooterRoute = createRoute({
  method: "get",
  path: "/packages/seo_footer",
  summary: "Listing SEO footer of a destination (spec §7)",
  request: { query: SeoFooterQuery },
  responses: {
    200: {
      description: "The footer text of the destination's listings",
      content: {
        "application/json": {
          schema: z.object({
            destination_name: z.string(),
            title: z.string(),
            footer_section: FooterSchema,
          }),
        },
      },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const destinationDetailsRoute = createRoute({
  method: "get",
  path: "/packages/get_destination_details",
  summary: "The destination a listing suffix names (spec §7)",
  request: { query: SuffixQuery },
  responses: {
    200: {
      description: "Its display name and type",
      content: {
        "application/json": {
          schema: z.object({
            destination_name: z.string(),
            destination_slug: z.string(),
            destination_type: z.enum(["india", "international"]),
          }),
        },
      },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const compareRoute = createRoute({
  method: "get",
  path: "/packages/compare",
  summary: "Compare packages: one per family, priced for the travel month (spec §4, §7)",
  request: { query: CompareQuery },
  responses: {
    200: {
      description: "The packages found, in the order asked",
      content: {
        "application/json": {
          schema: z.object({
            travel_month: z.number().int(),
            packages: z.array(PackageDetailSchema.omit({ reviews: true, itinerary: true })),
          }),
        },
      },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const packageDetailRoute = createRoute({
  method: "get",
  path: "/packages/{id}",
  summary: "Package details by id (spec §7); the travel month defaults to next month",
  request: {
    params: z.object({
      id: rowId("must be a package id"),
    }),
    query: PackageDetailQuery,
  },
  responses: {
    200: {
      description: "The package with month prices and one page of reviews (15)",
      content: { "application/json": { schema: PackageDetailSchema } },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const trendingRoute = createRoute({
  method: "get",
  path: "/destinations/trending",
  summary: "Trending destinations by category, default tour (spec §7)",
  request: { query: TrendingQuery },
  responses: {
    200: {
      description: "Most popular destinations selling packages of the category",
      content: {
        "application/json": {
          schema: z.object({
            category: z.enum(TRENDING_CATEGORIES),
            destinations: z.array(
              z.object({
                slug: z.string(),
                name: z.string(),
                type: z.enum(["india", "international"]),
                region: z.string(),
                packages_count: z.number().int(),
                currency: z.string(),
                from_price: z.number().int(),
                from_price_display: z.string(),
                listing_url: z.string(),
              }),
            ),
          }),
        },
      },
    },
    ...errorResponses,
  },
});

// ---- Handlers ---------------------------------------------------------------------------

export interface ListingApiDeps {
  catalog: CatalogService;
  listings: ListingService;
  packages: PackageService;
}

function invalid(errors: { field: string; message: string }[]): never {
  throw new AppError(
    "invalid_input",
    "invalid_input",
    "Invalid input",
    errors.map((e) => ({ code: "invalid_input", message: e.message, field: e.field })),
  );
}

function notFound(code: string, message: string, field?: string): never {
  throw new AppError("not_found", code, message, field ? [{ code, message, field }] : []);
}

function readRoute(query: z.infer<typeof ListingRouteQuery>, page = 1) {
  const reading = readListingQuery(query, page);
  if (!reading.ok) invalid(reading.errors);
  return reading;
}

async function listOrNotFound(listings: ListingService, route: ListingRoute) {
  const result = await listings.list(route);
  if (!result)
    notFound("destination_not_found", "No packages are sold for this destination.", "suffix");
  return result;
}

function footerOf(name: string, text: string) {
  return { heading: `About ${name}`, paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim()) };
}

function cardJson(p: ListingResult["packages"][number], price: ReturnType<typeof priceIn>) {
  return {
    id: p.id,
    name: p.name,
    set_url: p.slug,
    share_url: buildPackageUrl(p.slug),
    family_key: p.familyKey,
    days: p.days,
    nights: p.nights,
    cities: p.cities.map((c) => c.name),
    city_list_with_days: p.cities,
    destinations: [{ slug: p.destination.slug, name: p.destination.name }],
    discount: p.discountPercent,
    ...price(p.priceMinor, p.discountedPriceMinor),
    is_from_price: p.isFromPrice,
    hotel_category: p.hotelCategory,
    rating: p.rating,
    reviews_count: p.reviewsCount,
    labels: p.labels,
    inclusions: p.inclusions,
  };
}

function detailJson(p: PackageDetail, month: number, price: ReturnType<typeof priceIn>) {
  const priced = {
    ...price(p.price.priceMinor, p.price.discountedPriceMinor),
    // Without a price for the travel month, the price is the cheapest month's ("from").
    is_from_price: p.price.isFrom,
  };
  return {
    id: p.id,
    name: p.name,
    heading: p.heading,
    set_url: p.slug,
    share_url: buildPackageUrl(p.slug),
    family_key: p.familyKey,
    days: p.days,
    nights: p.nights,
    overview: p.overview,
    cities: p.cities.map((c) => c.name),
    city_list_with_days: p.cities,
    destinations: [{ slug: p.destination.slug, name: p.destination.name }],
    discount: p.discountPercent,
    ...priced,
    rating: p.rating,
    reviews_count: p.reviewsCount,
    labels: p.labels,
    inclusions: p.inclusions,
    inclusion_details: p.inclusionDetails,
    exclusions: p.exclusions,
    max_hotel_category: p.hotelCategory,
    mini_desc: PACKAGE_MINI_DESC,
    travelers_count: DEFAULT_TRAVELERS_COUNT,
    travel_month: month,
    itinerary: p.itinerary,
    month_options: {
      month_ranges: p.months.map((m) => ({
        id: m.month,
        month_value: MONTH_NAMES[m.month - 1] ?? String(m.month),
        start_price: price(m.startPriceMinor, m.startPriceMinor).price,
        end_price: price(m.endPriceMinor, m.endPriceMinor).price,
      })),
    },
  };
}

/** Mounted under /browsing/v1 with the catalog's other endpoints. */
export function createListingApi({ catalog, listings, packages }: ListingApiDeps) {
  const pricesFor = async (currency: CurrencyCode) =>
    priceIn(currency, await catalog.exchangeRates());

  return createModuleApi()
    .openapi(listingRoute, async (c) => {
      const query = c.req.valid("query");
      const offset = query.offset ?? 0;
      if (query.plp_page_url !== undefined && query.offset !== undefined) {
        invalid([{ field: "offset", message: "cannot be combined with plp_page_url" }]);
      }
      const { route, locale } = readRoute(query, offset / LISTING_PAGE_SIZE + 1);
      const result = await listOrNotFound(listings, route);
      const price = await pricesFor(locale.currency);
      const name = result.destination?.name;
      return c.json(
        {
          total: result.total,
          limit: LISTING_PAGE_SIZE,
          offset: (route.page - 1) * LISTING_PAGE_SIZE,
          page: route.page,
          page_count: result.pageCount,
          title: listingTitle(route, name),
          canonical_url: buildListingUrl(route),
          destination_name: name ?? null,
          packages: result.packages.map((p) => cardJson(p, price)),
          ...(query.breadcrumbs === "true" ? { breadcrumbs: listingBreadcrumbs(route, name) } : {}),
          ...(query.faqs === "true" ? { faqs: result.destination?.faqs ?? [] } : {}),
          ...(query.footer_section === "true"
            ? {
                footer_section: result.destination
                  ? footerOf(result.destination.name, result.destination.seoFooter)
                  : null,
              }
            : {}),
        },
        200,
      );
    })
    .openapi(filterCountsRoute, async (c) => {
      const query = c.req.valid("query");
      const { route } = readRoute(query);
      const result = await listOrNotFound(listings, route);
      return c.json(
        {
          total: result.total,
          filters: FILTER_GROUPS.map((g) => ({
            name: g.key,
            param_name: g.param,
            title: g.title,
            options: result.facets[g.key].slice(0, Math.min(query.limit, FILTER_COUNTS_PAGE_SIZE)),
          })),
        },
        200,
      );
    })
    .openapi(seoFooterRoute, async (c) => {
      const query = c.req.valid("query");
      const { route } = readRoute({
        suffix: query.suffix,
        prefix: query.prefix,
        package_type: query.trip_type,
        country_code: query.country_code,
      });
      const destination = route.destination ? await listings.destination(route.destination) : null;
      if (!destination) {
        notFound("destination_not_found", "No packages are sold for this destination.", "suffix");
      }
      return c.json(
        {
          destination_name: destination.name,
          title: listingTitle(route, destination.name),
          footer_section: footerOf(destination.name, destination.seoFooter),
        },
        200,
      );
    })
    .openapi(destinationDetailsRoute, async (c) => {
      const suffix = c.req.valid("query").suffix.trim().toLowerCase();
      if (suffix === "india" || suffix === "international") {
        return c.json(
          {
            destination_name: suffix === "india" ? "India" : "International",
            destination_slug: suffix,
            destination_type: suffix,
          },
          200,
        );
      }
      const destination = await listings.destination(suffix);
      if (!destination) {
        notFound("destination_not_found", "No packages are sold for this destination.", "suffix");
      }
      return c.json(
        {
          destination_name: destination.name,
          destination_slug: destination.slug,
          destination_type: destination.type,
        },
        200,
      );
    })
    .openapi(compareRoute, async (c) => {
      const query = c.req.valid("query");
      const month = query.travel_month ?? nextMonthOf(new Date());
      const found = await packages.compare(query.ids, month);
      if (!found.length) notFound("packages_not_found", "None of these packages exist.", "ids");
      const country = query.cCode?.slice(0, 2).toLowerCase();
      const locale = localeFromSegment(country ? `${country}-en` : undefined);
      const price = await pricesFor(locale?.currency ?? "INR");
      return c.json(
        {
          travel_month: month,
          packages: found.map((p) => {
            const { itinerary: _itinerary, ...rest } = detailJson(p, month, price);
            return rest;
          }),
        },
        200,
      );
    })
    .openapi(packageDetailRoute, async (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      const reviewsPage = query.reviews_page ?? 1;
      const month = query.travel_month ?? nextMonthOf(new Date());
      const found = await packages.detail(id, { month, reviewsPage });
      if (!found) notFound("package_not_found", "No such package.");
      const country = query.country_code?.toLowerCase();
      const locale = localeFromSegment(country ? `${country}-en` : undefined);
      const price = await pricesFor(locale?.currency ?? "INR");
      return c.json(
        {
          ...detailJson(found, month, price),
          reviews: {
            page: reviewsPage,
            per_page: PACKAGE_REVIEWS_PAGE_SIZE,
            total: found.reviewsCount,
            items: found.reviews.map(({ travelledOn, ...r }) => ({
              ...r,
              travelled_on: travelledOn,
            })),
          },
        },
        200,
      );
    })
    .openapi(trendingRoute, async (c) => {
      const query = c.req.valid("query");
      const country = query.country_code?.toLowerCase();
      const locale = localeFromSegment(country ? `${country}-en` : undefined);
      const price = await pricesFor(locale?.currency ?? "INR");
      const base: ListingBase =
        query.category === "bike" ? "bike-tour-packages" : `${query.category}-packages`;
      const destinations = await catalog.trendingDestinations(query.category, query.limit);
      return c.json(
        {
          category: query.category,
          destinations: destinations.map((d) => {
            const from = price(d.fromPriceMinor, d.fromPriceMinor);
            return {
              slug: d.slug,
              name: d.name,
              type: d.type,
              region: d.region,
              packages_count: d.packagesCount,
              currency: from.currency,
              from_price: from.price,
              from_price_display: from.price_display,
              listing_url: destinationListingUrl(d.slug, { base }),
            };
          }),
        },
        200,
      );
    });
}
