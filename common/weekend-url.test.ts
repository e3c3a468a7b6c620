import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBrowseUrl } from "./browse-url";
import { FILTER_OPTIONS } from "./listing-url";
import { DEFAULT_LOCALE, type Locale, localeFromSegment } from "./locale";
import { WeekendApiQuery, weekendRouteFromApi } from "./weekend-api";
import {
  buildWeekendUrl,
  DEFAULT_WEEKEND_SOURCE,
  defaultWeekendFilters,
  HOLIDAY_THEMES,
  parseWeekendUrl,
  WEEKEND_DAYS_OPTIONS,
  WEEKEND_FILTERS,
  WEEKEND_NUMBERS,
  WEEKEND_PAGE_SIZE,
  WEEKEND_SORT_OPTIONS,
  WEEKEND_SOURCES,
  type WeekendFilters,
  type WeekendRoute,
  weekendOffset,
  weekendTitle,
} from "./weekend-url";

function route(overrides: Partial<WeekendRoute> = {}): WeekendRoute {
  return {
    locale: DEFAULT_LOCALE,
    kind: "campaign",
    source: DEFAULT_WEEKEND_SOURCE,
    theme: null,
    page: 1,
    filters: defaultWeekendFilters(),
    ...overrides,
  };
}

function parsed(pathname: string, search?: string): WeekendRoute {
  const result = parseWeekendUrl(pathname, search);
  if (!result.ok) throw new Error(`expected ${pathname} to parse: ${result.reason}`);
  return result.route;
}

const IN = localeFromSegment("in-en") as Locale;

describe("parseWeekendUrl: path", () => {
  it.each([
    ["/mktc/weekend-getaway-packages", route()],
    ["/mktc/weekend-getaway-packages/page/3", route({ page: 3 })],
    ["/mktc/weekend-getaway-packages/from-mumbai", route({ source: "mumbai" })],
    ["/mktc/weekend-getaway-packages/from-pune/page/2", route({ source: "pune", page: 2 })],
    ["/places-near/delhi", route({ kind: "near" })],
    ["/places-near/bengaluru/page/2", route({ kind: "near", source: "bengaluru", page: 2 })],
    ["/hill-station-places", route({ kind: "theme", theme: "hill-station" })],
    ["/religious-places/page/4", route({ kind: "theme", theme: "religious", page: 4 })],
    [
      "/adventure-places/near-mumbai/page/2",
      route({ kind: "theme", theme: "adventure", source: "mumbai", page: 2 }),
    ],
    ["/in-en/places-near/kolkata", route({ locale: IN, kind: "near", source: "kolkata" })],
    [
      "/in-en/water-activities-places",
      route({ locale: IN, kind: "theme", theme: "water-activities" }),
    ],
  ])("reads %s", (path, expected) => {
    expect(parsed(path)).toEqual(expected);
  });

  it.each(HOLIDAY_THEMES.map((t) => t.slug))("has a page for the theme %s", (slug) => {
    expect(parsed(`/${slug}-places`).theme).toBe(slug);
  });

  it.each(WEEKEND_SOURCES.map((s) => s.slug))("has pages for the source %s", (slug) => {
    expect(parsed(`/places-near/${slug}`).source).toBe(slug);
    expect(parsed(`/mktc/weekend-getaway-packages/from-${slug}`).source).toBe(slug);
    expect(parsed(`/nature-places/near-${slug}`).source).toBe(slug);
  });

  it("reads other spellings of the same page, which build to the canonical one", () => {
    const cases: [string, string][] = [
      ["/mktc/weekend-getaway-packages/page/1", "/mktc/weekend-getaway-packages"],
      ["/mktc/weekend-getaway-packages/", "/mktc/weekend-getaway-packages"],
      ["/mktc/weekend-getaway-packages/from-delhi", "/mktc/weekend-getaway-packages"],
      ["/places-near/bangalore", "/places-near/bengaluru"],
      ["/places-near/new-delhi/page/2", "/places-near/delhi/page/2"],
      ["/hill-station-Places", "/hill-station-places"],
      ["/hill-stations-places/near-bombay", "/hill-station-places/near-mumbai"],
      ["/pilgrimage-places/near-delhi", "/religious-places"],
    ];
    for (const [loose, canonical] of cases) expect(buildWeekendUrl(parsed(loose))).toBe(canonical);
  });

  it.each([
    "/mktc/weekend-getaway-packages/page/abc",
    "/mktc/weekend-getaway-packages/page",
    "/mktc/weekend-getaway-packages/page/0",
    "/mktc/weekend-getaway-packages/page/02",
    "/mktc/weekend-getaway-packages/page/10001",
    "/mktc/weekend-getaway-packages/page/2/3",
    "/mktc/weekend-getaway-packages/from-mumbai/page/2/3",
    "/mktc/weekend-getaway-packages/from-mumbai/x",
    "/mktc/weekend-getaway-packages/mumbai",
    "/mktc/weekend-getaway-packages/from-atlantis",
    "/mktc/weekend-getaway-packages/a/b/c/d",
    "/mktc/other-packages",
    "/mktc",
    "/places-near",
    "/places-near/atlantis",
    "/places-near/delhi/x",
    "/places-near/delhi/page/x",
    "/places-near/delhi/page/2/3",
    "/places-near/Delhi",
    "/beach-places",
    "/honeymoon-places",
    "/-places",
    "/places",
    "/hill-station-places/mumbai",
    "/hill-station-places/near-atlantis",
    "/hill-station-places/page/abc",
    "/hill-station-places/near-mumbai/page",
    "/hill-station-places/near-mumbai/page/2/x",
    "/Hill-station-places",
    "/hill-station-PLACES",
    "/mktc//weekend-getaway-packages",
    "relative/places-near/delhi",
  ])("rejects %s", (path) => {
    expect(parseWeekendUrl(path).ok).toBe(false);
  });
});

describe("parseWeekendUrl: query", () => {
  it("reads the weekend filters in every array spelling and drops unknown values", () => {
    const r = parsed(
      "/places-near/delhi",
      "trip_types=hill_station&price_ranges[]=10_000-20_000&month[0]=03&days[]=3&days[]=9&weekend_number[]=2&weekend_number[]=7&weekend_type[]=Long&sort_by=Distance_Near_To_Far&utm_source=x",
    );
    expect(r.filters).toEqual({
      priceRanges: ["10000-20000"],
      months: [3],
      days: [3],
      weekendNumbers: [2],
      weekendTypes: ["long"],
      tripTypes: ["Hill Station"],
      sortBy: "distance_near_to_far",
    });
  });

  it("builds the query in the spec's filter order with one spelling", () => {
    const filters: WeekendFilters = {
      sortBy: "price_low_to_high",
      tripTypes: ["Nature", "Adventure"],
      weekendTypes: ["regular", "long"],
      weekendNumbers: [3, 1],
      days: [4, 2],
      months: [12, 1],
      priceRanges: ["20000-40000", "0-10000"],
    };
    expect(buildWeekendUrl(route({ filters }))).toBe(
      "/mktc/weekend-getaway-packages?price_ranges[]=0-10000&price_ranges[]=20000-40000&month[]=1&month[]=12&days[]=2&days[]=4&weekend_number[]=1&weekend_number[]=3&weekend_type[]=long&weekend_type[]=regular&trip_types[]=Adventure&trip_types[]=Nature&sort_by=price_low_to_high",
    );
  });

  it("keeps the listing-only keys out of weekend routes and the other way round", () => {
    expect(parsed("/places-near/delhi", "category[]=family&hotel_ratings[]=3").filters).toEqual(
      defaultWeekendFilters(),
    );
  });
});

describe("buildWeekendUrl", () => {
  it("refuses routes whose path cannot be written", () => {
    expect(() => buildWeekendUrl(route({ kind: "theme" }))).toThrow(RangeError);
    expect(() => buildWeekendUrl(route({ theme: "nature" }))).toThrow(RangeError);
    expect(() => buildWeekendUrl(route({ page: 0 }))).toThrow(RangeError);
    expect(() => buildWeekendUrl(route({ source: "atlantis" as WeekendRoute["source"] }))).toThrow(
      RangeError,
    );
  });
});

describe("titles, paging and the filter list", () => {
  it("names each kind of page after its source city", () => {
    expect(weekendTitle(route())).toBe("Weekend Getaway Packages from Delhi");
    expect(weekendTitle(route({ kind: "near", source: "mumbai" }))).toBe(
      "Weekend Getaways near Mumbai",
    );
    expect(weekendTitle(route({ kind: "theme", theme: "hill-station" }))).toBe(
      "Hill Stations near Delhi",
    );
  });

  it("pages by 20", () => {
    expect(WEEKEND_PAGE_SIZE).toBe(20);
    expect(weekendOffset(1)).toBe(0);
    expect(weekendOffset(3)).toBe(40);
    expect(() => weekendOffset(0)).toThrow(RangeError);
  });

  it("lists the filters in the spec's order, each with its param_name", () => {
    expect(WEEKEND_FILTERS.map((f) => f.name)).toEqual([
      "price_ranges",
      "month",
      "days",
      "weekend_number",
      "weekend_type",
      "trip_types",
      "sort_by",
    ]);
    expect(WEEKEND_FILTERS.map((f) => f.paramName)).toEqual([
      "price_ranges[]",
      "month[]",
      "days[]",
      "weekend_number[]",
      "weekend_type[]",
      "trip_types[]",
      "sort_by",
    ]);
  });

  it("takes its themes from the catalogue's trip types", () => {
    expect(HOLIDAY_THEMES.map((t) => t.tripType).sort()).toEqual(
      FILTER_OPTIONS.trip_types.map((t) => t.value).sort(),
    );
  });
});

describe("parseBrowseUrl", () => {
  it("tells listings from weekend pages and refuses the rest", () => {
    expect(parseBrowseUrl("/tour-packages/kerala")).toMatchObject({ ok: true, kind: "listing" });
    expect(parseBrowseUrl("/places-near/delhi")).toMatchObject({ ok: true, kind: "weekend" });
    expect(parseBrowseUrl("/hill-station-places")).toMatchObject({ ok: true, kind: "weekend" });
    expect(parseBrowseUrl("/tour-packages/page/abc").ok).toBe(false);
    expect(parseBrowseUrl("/beach-places").ok).toBe(false);
  });
});

describe("WeekendApiQuery", () => {
  it("defaults to the campaign page from Delhi and reads arrays given once or repeated", () => {
    const query = WeekendApiQuery.parse({ "days[]": "3", "trip_types[]": ["Nature", "Adventure"] });
    expect(weekendRouteFromApi(query, DEFAULT_LOCALE)).toEqual(
      route({
        filters: { ...defaultWeekendFilters(), days: [3], tripTypes: ["Adventure", "Nature"] },
      }),
    );
    const theme = WeekendApiQuery.parse({
      page_name: "category",
      theme: "religious",
      weekendDestination: "mumbai",
      page: "2",
    });
    expect(weekendRouteFromApi(theme, DEFAULT_LOCALE)).toMatchObject({
      kind: "theme",
      theme: "religious",
      source: "mumbai",
      page: 2,
    });
  });

  it.each([
    [{ "days[]": "9" }, "days[]"],
    [{ "weekend_type[]": "short" }, "weekend_type[]"],
    [{ page: "0" }, "page"],
    [{ page: "abc" }, "page"],
    [{ weekendDestination: "atlantis" }, "weekendDestination"],
    [{ page_name: "category" }, "theme"],
    [{ theme: "nature" }, "theme"],
    [{ sort_by: "random" }, "sort_by"],
  ])("refuses %o, naming %s", (input, field) => {
    const result = WeekendApiQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(field);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
const localeArb: fc.Arbitrary<Locale> = fc.oneof(
  fc.constant(DEFAULT_LOCALE),
  fc.tuple(letter, letter).map(([a, b]) => localeFromSegment(`${a}${b}-en`) as Locale),
);
const values = <T extends { value: unknown }>(options: readonly T[]) =>
  fc.subarray(options.map((o) => o.value as T["value"]));

const filtersArb: fc.Arbitrary<WeekendFilters> = fc.record({
  priceRanges: values(FILTER_OPTIONS.price_ranges),
  months: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  days: values(WEEKEND_DAYS_OPTIONS),
  weekendNumbers: fc.subarray(WEEKEND_NUMBERS),
  weekendTypes: fc.subarray(["long", "regular"] as const),
  tripTypes: values(FILTER_OPTIONS.trip_types),
  sortBy: fc.constantFrom(...WEEKEND_SORT_OPTIONS.map((o) => o.value)),
}) as fc.Arbitrary<WeekendFilters>;

const routeArb: fc.Arbitrary<WeekendRoute> = fc
  .record({
    locale: localeArb,
    kind: fc.constantFrom("campaign" as const, "near" as const, "theme" as const),
    source: fc.constantFrom(...WEEKEND_SOURCES.map((s) => s.slug)),
    theme: fc.constantFrom(...HOLIDAY_THEMES.map((t) => t.slug)),
    page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 10000 })),
    filters: filtersArb,
  })
  .map((r) => ({ ...r, theme: r.kind === "theme" ? r.theme : null }));

describe("properties", () => {
  it("parse(build(r)) is r for every canonical route", () => {
    fc.assert(
      fc.property(routeArb, (r) => {
        expect(parseWeekendUrl(buildWeekendUrl(r))).toEqual({ ok: true, route: r });
      }),
      { numRuns: 500 },
    );
  });

  it("parse never throws, and whatever parses builds to a fixed point", () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "mktc",
        "weekend-getaway-packages",
        "places-near",
        "hill-station-places",
        "from-mumbai",
        "near-pune",
        "delhi",
        "page",
        "2",
        "0",
        "in-en",
      ),
    );
    const arbitraryUrl = fc.oneof(
      fc.string(),
      fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join("/")}`),
    );
    fc.assert(
      fc.property(arbitraryUrl, fc.option(fc.string(), { nil: undefined }), (url, search) => {
        const result = parseWeekendUrl(url, search);
        if (result.ok) {
          const canonical = buildWeekendUrl(result.route);
          const again = parseWeekendUrl(canonical);
          expect(again.ok && buildWeekendUrl(again.route)).toBe(canonical);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("no URL is both a listing and a weekend page", () => {
    fc.assert(
      fc.property(routeArb, (r) => {
        expect(parseBrowseUrl(buildWeekendUrl(r))).toMatchObject({ ok: true, kind: "weekend" });
      }),
      { numRuns: 200 },
    );
  });
});
