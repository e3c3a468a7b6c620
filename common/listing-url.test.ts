import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildListingUrl,
  DEFAULT_SORT,
  defaultListingFilters,
  effectiveDestinationType,
  FILTER_OPTIONS,
  LISTING_BASES,
  LISTING_PAGE_SIZE,
  LISTING_TYPE_PREFIXES,
  type ListingFilters,
  type ListingRoute,
  listingOffset,
  listingTitle,
  normalizeListingFilters,
  parseListingUrl,
  SORT_OPTIONS,
} from "./listing-url";
import { DEFAULT_LOCALE, type Locale, localeFromSegment } from "./locale";

function route(overrides: Partial<ListingRoute> = {}): ListingRoute {
  return {
    locale: DEFAULT_LOCALE,
    base: "tour-packages",
    prefix: null,
    duration: null,
    destination: null,
    destinationType: null,
    page: 1,
    filters: defaultListingFilters(),
    ...overrides,
  };
}

function parsed(pathname: string, search?: string | URLSearchParams): ListingRoute {
  const result = parseListingUrl(pathname, search);
  if (!result.ok) throw new Error(`expected ${pathname} to parse: ${result.reason}`);
  return result.route;
}

function filtersOf(search: string): ListingFilters {
  return parsed("/tour-packages", search).filters;
}

const AE = localeFromSegment("ae-en") as Locale;

describe("parseListingUrl: path", () => {
  it.each(LISTING_BASES)("reads the base %s with and without a locale", (base) => {
    expect(parsed(`/${base}`)).toEqual(route({ base }));
    expect(parsed(`/ae-en/${base}`)).toEqual(route({ base, locale: AE }));
    expect(parsed(`/${base}/kerala`)).toEqual(route({ base, destination: "kerala" }));
  });

  it("keeps the locale details from common/locale", () => {
    const r = parsed("/us-en/honeymoon-packages");
    expect(r.locale).toEqual({ countryCode: "us", prefix: "/us-en", currency: "USD" });
  });

  it.each([
    ["/explore-5-days-tour-packages", "explore-5-days", { min: 5, max: 5 }],
    ["/explore-1-days-tour-packages", "explore-1-days", { min: 1, max: 1 }],
    ["/explore-4-to-6-days-family-packages", "explore-4-to-6-days", { min: 4, max: 6 }],
    ["/explore-59-to-60-days-tour-packages", "explore-59-to-60-days", { min: 59, max: 60 }],
    ["/luxury-tour-packages", "luxury", null],
    ["/budget-honeymoon-packages", "budget", null],
  ])("reads the prefix of %s", (path, prefix, duration) => {
    const r = parsed(path);
    expect(r.prefix).toBe(prefix);
    expect(r.duration).toEqual(duration);
  });

  it.each(LISTING_TYPE_PREFIXES)("accepts the allow-listed prefix %s", (prefix) => {
    expect(parsed(`/${prefix}-seasonal-packages`).prefix).toBe(prefix);
  });

  it("reads bike-tour-packages as a base, never as a bike prefix", () => {
    expect(parsed("/bike-tour-packages")).toEqual(route({ base: "bike-tour-packages" }));
    expect(parsed("/luxury-bike-tour-packages/ladakh")).toEqual(
      route({ base: "bike-tour-packages", prefix: "luxury", destination: "ladakh" }),
    );
    expect(parsed("/explore-5-days-bike-tour-packages").base).toBe("bike-tour-packages");
  });

  it("reads india and international as a destination type", () => {
    expect(parsed("/tour-packages/india")).toEqual(route({ destinationType: "india" }));
    expect(parsed("/family-packages/international/page/4")).toEqual(
      route({ base: "family-packages", destinationType: "international", page: 4 }),
    );
  });

  it.each([
    ["/tour-packages/page/2", route({ page: 2 })],
    ["/tour-packages/kerala/page/3", route({ destination: "kerala", page: 3 })],
    ["/tour-packages/page/10000", route({ page: 10000 })],
    ["/tour-packages/page/1", route()],
    ["/ae-en/explore-4-to-6-days-family-packages/andaman-and-nicobar/page/7", null],
  ])("reads the page of %s", (path, expected) => {
    if (expected) expect(parsed(path)).toEqual(expected);
    else
      expect(parsed(path)).toEqual(
        route({
          locale: AE,
          base: "family-packages",
          prefix: "explore-4-to-6-days",
          duration: { min: 4, max: 6 },
          destination: "andaman-and-nicobar",
          page: 7,
        }),
      );
  });

  it("tolerates one trailing slash", () => {
    expect(parsed("/tour-packages/")).toEqual(route());
    expect(parsed("/ae-en/tour-packages/kerala/")).toEqual(
      route({ locale: AE, destination: "kerala" }),
    );
  });

  it.each([
    "/tour-packages/page/abc",
    "/tour-packages/page",
    "/tour-packages/page/",
    "/tour-packages/page/0",
    "/tour-packages/page/02",
    "/tour-packages/page/-1",
    "/tour-packages/page/+2",
    "/tour-packages/page/1.5",
    "/tour-packages/page/10001",
    "/tour-packages/page/2/3",
    "/tour-packages/kerala/page",
    "/tour-packages/kerala/page/abc",
    "/tour-packages/kerala/x/3",
    "/tour-packages/kerala/x",
    "/tour-packages/a/b/c/d",
    "/tour-packages/kerala/page/3/4",
    "/Tour-packages",
    "/tour-packages/Kerala",
    "/TOUR-PACKAGES",
    "/unknown-tour-packages",
    // Prefixes the package data cannot back (issue 15 item 20): not accepted.
    "/last-minute-tour-packages",
    "/solo-tour-packages",
    "/bike-tour-packages-x",
    "/packages",
    "/tour-packages-kerala",
    "/explore-6-to-4-days-tour-packages",
    "/explore-5-to-5-days-tour-packages",
    "/explore-61-days-tour-packages",
    "/explore-0-days-tour-packages",
    "/explore-05-days-tour-packages",
    "/explore-5-day-tour-packages",
    "/explore-5-days-luxury-tour-packages",
    "/tour-packages//kerala",
    "//tour-packages",
    "/tour-packages//",
    "/tour-packages/kerala_beach",
    "/tour-packages/-kerala",
    "/tour-packages/kerala-",
    "/tour-packages/ker%20ala",
    `/tour-packages/${"a".repeat(81)}`,
    "/",
    "/ae-en",
    "/ae-en/",
    "/ae-en/ae-en/tour-packages",
    "/xx-fr/tour-packages",
    "tour-packages",
    "",
  ])("rejects %s", (path) => {
    const result = parseListingUrl(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toBe("");
  });

  it("splits a query and hash written in the path; an explicit search wins", () => {
    expect(parsed("/tour-packages?category[]=family#top").filters.category).toEqual(["family"]);
    expect(parsed("/tour-packages/page/2#x").page).toBe(2);
    expect(parsed("/tour-packages?category[]=family", "?category[]=bike").filters.category).toEqual(
      ["bike"],
    );
  });
});

describe("parseListingUrl: query", () => {
  it("defaults every filter when there is no query", () => {
    expect(parsed("/tour-packages").filters).toEqual(defaultListingFilters());
    expect(parsed("/tour-packages", "").filters).toEqual(defaultListingFilters());
    expect(defaultListingFilters().sortBy).toBe("popularity");
    expect(DEFAULT_SORT).toBe("popularity");
  });

  it("reads bracket, indexed and bare keys alike", () => {
    expect(filtersOf("category[]=honeymoon&category=family&category[3]=friends").category).toEqual([
      "honeymoon",
      "family",
      "friends",
    ]);
    expect(filtersOf("category%5B%5D=bike").category).toEqual(["bike"]);
  });

  it("accepts a URLSearchParams and a search with or without ?", () => {
    const params = new URLSearchParams([["days[]", "4-6"]]);
    expect(parsed("/tour-packages", params).filters.days).toEqual(["4-6"]);
    expect(filtersOf("?days[]=4-6").days).toEqual(["4-6"]);
    expect(filtersOf("days[]=4-6").days).toEqual(["4-6"]);
  });

  it("deduplicates and orders values as the options are ordered", () => {
    const f = filtersOf(
      "category[]=friends&category[]=honeymoon&category[]=friends&days[]=%3E13&days[]=1-3&hotel_ratings[]=5&hotel_ratings[]=2&hotel_ratings[]=5&month[]=12&month[]=3&month[]=03",
    );
    expect(f.category).toEqual(["honeymoon", "friends"]);
    expect(f.days).toEqual(["1-3", ">13"]);
    expect(f.hotelRatings).toEqual([2, 5]);
    expect(f.months).toEqual([3, 12]);
  });

  it("drops seasonal and other unknown values without failing", () => {
    const f = filtersOf(
      "category[]=seasonal&category[]=family&days[]=13-20&hotel_ratings[]=1&hotel_ratings[]=6&month[]=0&month[]=13&month[]=2024-05&inclusions[]=Flights&trip_types[]=Beach&price_ranges[]=5-10",
    );
    expect(f).toEqual({ ...defaultListingFilters(), category: ["family"] });
  });

  it("ignores unknown keys, including weekend-only keys", () => {
    expect(
      filtersOf(
        "utm_source=x&weekend_number[]=1&weekend_type[]=a&page=3&foo[]=bar&Category[]=family",
      ),
    ).toEqual(defaultListingFilters());
  });

  // Issue 15 item 21: /tour-packages/kerala?page=2 showed page 1; the page loader now
  // redirects it to the path form built from this route.
  it.each([
    ["/tour-packages", "page=3", 3, "/tour-packages/page/3"],
    ["/tour-packages/kerala", "page=2", 2, "/tour-packages/kerala/page/2"],
    ["/tour-packages/kerala/page/4", "page=2", 4, "/tour-packages/kerala/page/4"],
    ["/tour-packages/kerala", "page=abc", 1, "/tour-packages/kerala"],
    ["/tour-packages/kerala", "page=0", 1, "/tour-packages/kerala"],
  ])("reads a query page on %s?%s only when the path has none", (path, search, page, built) => {
    const route = parsed(path, search);
    expect(route.page).toBe(page);
    expect(buildListingUrl(route)).toBe(built);
  });

  it("reads price ranges with and without digit separators", () => {
    expect(
      filtersOf("price_ranges[]=80_000-10_000_000&price_ranges[]=0-10_000&price_ranges[]=0-10000")
        .priceRanges,
    ).toEqual(["0-10000", "80000-10000000"]);
  });

  it("matches word values regardless of case and separator", () => {
    const f = filtersOf(
      "inclusions[]=shared-coach&inclusions[]=MEALS&trip_types[]=hill_station&trip_types[]=Water+Activities&category[]=Honeymoon&sort_by=Price_Low_To_High",
    );
    expect(f.inclusions).toEqual(["Meals", "Shared Coach"]);
    expect(f.tripTypes).toEqual(["Hill Station", "Water Activities"]);
    expect(f.category).toEqual(["honeymoon"]);
    expect(f.sortBy).toBe("price_low_to_high");
  });

  it.each([
    ["", null],
    ["destination_type[]=india", "india"],
    ["destination_type=international", "international"],
    ["destination_type[]=international&destination_type[]=india", "all"],
    ["destination_type[]=all", "all"],
    ["destination_type[]=domestic", null],
  ])("reads destination_type from %j", (search, expected) => {
    expect(filtersOf(search).destinationType).toBe(expected);
  });

  it("reads city slugs, sorted, deduplicated, bad ones dropped", () => {
    expect(
      filtersOf("cities[]=munnar&cities[]=Alleppey&cities[]=munnar&cities[]=a%20b&cities[]=kochi")
        .cities,
    ).toEqual(["alleppey", "kochi", "munnar"]);
  });

  it.each(SORT_OPTIONS.map((o) => o.value))("reads sort_by=%s", (value) => {
    expect(filtersOf(`sort_by=${value}`).sortBy).toBe(value);
  });

  it("falls back to popularity and takes the first usable sort", () => {
    expect(filtersOf("sort_by=cheapest").sortBy).toBe("popularity");
    expect(
      filtersOf("sort_by=cheapest&sort_by=price_high_to_low&sort_by=duration_short_to_long").sortBy,
    ).toBe("price_high_to_low");
  });
});

describe("buildListingUrl", () => {
  it.each([
    [route(), "/tour-packages"],
    [route({ page: 2 }), "/tour-packages/page/2"],
    [route({ destination: "kerala", page: 3 }), "/tour-packages/kerala/page/3"],
    [route({ locale: AE, base: "honeymoon-packages" }), "/ae-en/honeymoon-packages"],
    [route({ destinationType: "international" }), "/tour-packages/international"],
    [
      route({
        prefix: "explore-4-to-6-days",
        duration: { min: 4, max: 6 },
        base: "family-packages",
      }),
      "/explore-4-to-6-days-family-packages",
    ],
    [route({ prefix: "luxury", base: "bike-tour-packages" }), "/luxury-bike-tour-packages"],
  ])("builds %j as %s", (r, url) => {
    expect(buildListingUrl(r)).toBe(url);
  });

  it("writes the query in key order with literal brackets, sort last and only when not default", () => {
    const filters: ListingFilters = {
      destinationType: "all",
      category: ["family", "honeymoon", "family"],
      days: [">13"],
      priceRanges: ["0-10000"],
      hotelRatings: [4],
      inclusions: ["Shared Coach"],
      tripTypes: ["Hill Station"],
      cities: ["munnar", "kochi"],
      months: [11, 2],
      sortBy: "duration_long_to_short",
    };
    expect(buildListingUrl(route({ filters }))).toBe(
      "/tour-packages?destination_type[]=india&destination_type[]=international" +
        "&category[]=honeymoon&category[]=family&days[]=%3E13&price_ranges[]=0-10000" +
        "&hotel_ratings[]=4&inclusions[]=Shared%20Coach&trip_types[]=Hill%20Station" +
        "&cities[]=kochi&cities[]=munnar&month[]=2&month[]=11&sort_by=duration_long_to_short",
    );
    expect(
      buildListingUrl(route({ filters: { ...defaultListingFilters(), sortBy: "popularity" } })),
    ).toBe("/tour-packages");
  });

  it("canonicalises the documented example", () => {
    const url =
      "/tour-packages/kerala?category=family&days[]=%3E13&category[]=honeymoon&price_ranges[]=0-10_000&sort_by=Price_Low_To_High&utm_source=x";
    expect(buildListingUrl(parsed(url))).toBe(
      "/tour-packages/kerala?category[]=honeymoon&category[]=family&days[]=%3E13&price_ranges[]=0-10000&sort_by=price_low_to_high",
    );
  });

  it("drops seasonal and unknown filter values instead of writing them", () => {
    const filters = { ...defaultListingFilters(), category: ["seasonal"], months: [0, 13] };
    expect(buildListingUrl(route({ filters }))).toBe("/tour-packages");
    expect(normalizeListingFilters(filters)).toEqual(defaultListingFilters());
  });

  it.each([
    ["an unknown prefix", route({ prefix: "cheap" })],
    [
      "a duration that disagrees with its prefix",
      route({ prefix: "explore-5-days", duration: null }),
    ],
    ["a duration without a prefix", route({ duration: { min: 3, max: 3 } })],
    ["a reversed duration", route({ prefix: "explore-6-to-4-days", duration: { min: 6, max: 4 } })],
    [
      "a destination and a destination type",
      route({ destination: "goa", destinationType: "india" }),
    ],
    ["a bad slug", route({ destination: "Goa" })],
    ["the reserved slug page", route({ destination: "page" })],
    ["india as a slug", route({ destination: "india" })],
    ["page 0", route({ page: 0 })],
    ["page 1.5", route({ page: 1.5 })],
    ["page 10001", route({ page: 10001 })],
    ["an unknown base", route({ base: "hotel-packages" as ListingRoute["base"] })],
  ])("refuses %s", (_name, r) => {
    expect(() => buildListingUrl(r)).toThrow(RangeError);
  });
});

describe("listingOffset", () => {
  it("is 25 per page", () => {
    expect(LISTING_PAGE_SIZE).toBe(25);
    expect(listingOffset(1)).toBe(0);
    expect(listingOffset(2)).toBe(25);
    expect(listingOffset(10000)).toBe(249975);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses page %s", (page) => {
    expect(() => listingOffset(page)).toThrow(RangeError);
  });
});

describe("effectiveDestinationType", () => {
  it.each([
    ["/tour-packages", null],
    ["/tour-packages?destination_type[]=india", "india"],
    ["/tour-packages/india", "india"],
    ["/tour-packages/india?destination_type[]=india", "india"],
    ["/tour-packages?destination_type[]=india&destination_type[]=international", "all"],
    // The path wins (issue 15 item 21): the heading names the path's type, so must the results.
    ["/tour-packages/india?destination_type[]=international", "india"],
    ["/tour-packages/international?destination_type[]=india", "international"],
    ["/tour-packages/international?destination_type[]=all", "international"],
    ["/tour-packages/kerala?destination_type[]=international", null],
  ])("%s → %s", (url, expected) => {
    expect(effectiveDestinationType(parsed(url))).toBe(expected);
  });

  it("drops a query destination type the path contradicts, and builds without it", () => {
    const route = parsed("/tour-packages/international", "destination_type[]=india");
    expect(route.filters.destinationType).toBeNull();
    expect(listingTitle(route)).toBe("International Tour Packages");
    expect(buildListingUrl(route)).toBe("/tour-packages/international");
  });
});

describe("listingTitle", () => {
  it.each([
    ["/tour-packages", undefined, "Tour Packages"],
    ["/honeymoon-packages/kerala", undefined, "Kerala Honeymoon Packages"],
    ["/tour-packages/international", undefined, "International Tour Packages"],
    ["/tour-packages/india", undefined, "India Tour Packages"],
    ["/explore-5-days-tour-packages", undefined, "5 Days Tour Packages"],
    ["/explore-1-days-tour-packages", undefined, "1 Day Tour Packages"],
    [
      "/explore-4-to-6-days-family-packages/kerala",
      undefined,
      "4 to 6 Days Family Packages in Kerala",
    ],
    [
      "/explore-5-days-tour-packages/international",
      undefined,
      "5 Days International Tour Packages",
    ],
    ["/luxury-honeymoon-packages/bali", undefined, "Bali Luxury Honeymoon Packages"],
    ["/budget-tour-packages", undefined, "Budget Tour Packages"],
    ["/bike-tour-packages/ladakh", undefined, "Ladakh Bike Tour Packages"],
    ["/seasonal-packages", undefined, "Seasonal Packages"],
    ["/friends-packages/andaman-and-nicobar", undefined, "Andaman and Nicobar Friends Packages"],
    ["/tour-packages/jammu-kashmir", "Jammu & Kashmir", "Jammu & Kashmir Tour Packages"],
    ["/tour-packages/kerala/page/4?sort_by=price_low_to_high", undefined, "Kerala Tour Packages"],
  ])("%s (%s) → %s", (url, name, title) => {
    expect(listingTitle(parsed(url), name)).toBe(title);
  });
});

describe("FILTER_OPTIONS", () => {
  it("holds the spec's buckets", () => {
    expect(FILTER_OPTIONS.category.map((o) => o.value)).not.toContain("seasonal");
    expect(FILTER_OPTIONS.days.at(-1)).toEqual({
      value: ">13",
      label: "13 or more",
      min: 13,
      max: null,
    });
    expect(FILTER_OPTIONS.price_ranges[0]).toEqual({
      value: "0-10000",
      label: "Less than 10,000",
      min: 0,
      max: 10000,
    });
    expect(FILTER_OPTIONS.price_ranges.at(-1)?.label).toBe("Above 80,000");
    expect(FILTER_OPTIONS.hotel_ratings.map((o) => o.value)).toEqual([2, 3, 4, 5]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
const localeArb: fc.Arbitrary<Locale> = fc.oneof(
  fc.constant(DEFAULT_LOCALE),
  fc.tuple(letter, letter).map(([a, b]) => localeFromSegment(`${a}${b}-en`) as Locale),
);

const slugArb = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join("-"))
  .filter((s) => s !== "page" && s !== "india" && s !== "international");

const prefixArb: fc.Arbitrary<Pick<ListingRoute, "prefix" | "duration">> = fc.oneof(
  fc.constant({ prefix: null, duration: null }),
  fc.constantFrom(...LISTING_TYPE_PREFIXES).map((prefix) => ({ prefix, duration: null })),
  fc.integer({ min: 1, max: 60 }).map((n) => ({
    prefix: `explore-${n}-days`,
    duration: { min: n, max: n },
  })),
  fc
    .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => {
      const [min, max] = a < b ? [a, b] : [b, a];
      return { prefix: `explore-${min}-to-${max}-days`, duration: { min, max } };
    }),
);

const whereArb: fc.Arbitrary<Pick<ListingRoute, "destination" | "destinationType">> = fc.oneof(
  fc.constant({ destination: null, destinationType: null }),
  slugArb.map((destination) => ({ destination, destinationType: null })),
  fc
    .constantFrom("india" as const, "international" as const)
    .map((destinationType) => ({ destination: null, destinationType })),
);

const values = <T extends { value: unknown }>(options: readonly T[]) =>
  fc.subarray(options.map((o) => o.value as T["value"]));

const filtersArb: fc.Arbitrary<ListingFilters> = fc.record({
  destinationType: fc.constantFrom(null, "india", "international", "all") as fc.Arbitrary<
    ListingFilters["destinationType"]
  >,
  category: values(FILTER_OPTIONS.category),
  days: values(FILTER_OPTIONS.days),
  priceRanges: values(FILTER_OPTIONS.price_ranges),
  hotelRatings: values(FILTER_OPTIONS.hotel_ratings),
  inclusions: values(FILTER_OPTIONS.inclusions),
  tripTypes: values(FILTER_OPTIONS.trip_types),
  cities: fc.uniqueArray(slugArb, { maxLength: 4 }).map((c) => [...c].sort()),
  months: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  sortBy: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)),
}) as fc.Arbitrary<ListingFilters>;

const routeArb: fc.Arbitrary<ListingRoute> = fc
  .record({
    locale: localeArb,
    base: fc.constantFrom(...LISTING_BASES),
    prefix: prefixArb,
    where: whereArb,
    page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 10000 })),
    filters: filtersArb,
  })
  .map(({ prefix, where, ...rest }) => ({ ...rest, ...prefix, ...where }))
  // A path destination or type wins over destination_type[] (effectiveDestinationType), so a
  // canonical route carries no query type beside one.
  .map((r) =>
    r.destination !== null || r.destinationType !== null
      ? { ...r, filters: { ...r.filters, destinationType: null } }
      : r,
  );

// Valid but not necessarily canonical URLs: page/1, trailing slashes, shuffled and repeated
// values, other key spellings, digit separators, unknown keys and values.
const queryPieceArb = fc.oneof(
  fc.constantFrom(
    "category[]=seasonal",
    "category=family",
    "category[0]=honeymoon",
    "category[]=BIKE",
    "days[]=%3E13",
    "days=4-6",
    "price_ranges[]=10_000-20_000",
    "price_ranges[]=80000-10000000",
    "hotel_ratings[]=3",
    "hotel_ratings[]=9",
    "inclusions[]=shared-coach",
    "trip_types[]=Water+Activities",
    "month[]=07",
    "month[]=12",
    "destination_type[]=india",
    "destination_type=international",
    "sort_by=price_high_to_low",
    "sort_by=nonsense",
    "utm_source=mail",
    "page=4",
  ),
  slugArb.map((c) => `cities[]=${c}`),
);
const looseUrlArb = fc
  .record({
    r: routeArb,
    pageOne: fc.boolean(),
    slash: fc.boolean(),
    query: fc.array(queryPieceArb, { maxLength: 8 }),
  })
  .map(({ r, pageOne, slash, query }) => {
    let path = buildListingUrl({ ...r, filters: defaultListingFilters() });
    if (pageOne && r.page === 1) path += "/page/1";
    if (slash) path += "/";
    return query.length === 0 ? path : `${path}?${query.join("&")}`;
  });

describe("properties", () => {
  it("parse(build(r)) is r for every canonical route", () => {
    fc.assert(
      fc.property(routeArb, (r) => {
        const result = parseListingUrl(buildListingUrl(r));
        expect(result).toEqual({ ok: true, route: r });
      }),
      { numRuns: 500 },
    );
  });

  it("building a parsed URL is a fixed point", () => {
    fc.assert(
      fc.property(looseUrlArb, (url) => {
        const first = parseListingUrl(url);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        const canonical = buildListingUrl(first.route);
        const second = parseListingUrl(canonical);
        expect(second).toEqual(first);
        if (second.ok) expect(buildListingUrl(second.route)).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it("parse never throws, and whatever parses builds to a fixed point", () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        ...LISTING_BASES,
        "page",
        "2",
        "0",
        "india",
        "ae-en",
        "explore-5-days-tour-packages",
      ),
    );
    const arbitraryUrl = fc.oneof(
      fc.string(),
      fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join("/")}`),
    );
    fc.assert(
      fc.property(arbitraryUrl, fc.option(fc.string(), { nil: undefined }), (url, search) => {
        const result = parseListingUrl(url, search);
        if (result.ok) {
          const canonical = buildListingUrl(result.route);
          const again = parseListingUrl(canonical);
          expect(again.ok && buildListingUrl(again.route)).toBe(canonical);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
