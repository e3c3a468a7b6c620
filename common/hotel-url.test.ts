import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildHotelListingUrl,
  type HotelListingRoute,
  normalizeHotelFilters,
  parseHotelListingUrl,
} from "./hotel-url";
import {
  FACILITY_IDS,
  HOTEL_SORTS,
  HOTEL_TRIP_TYPES,
  PIVOT_STAR_RATINGS,
  PROPERTY_TYPES,
  THEMES,
  USER_RATINGS,
} from "./hotels";
import { DEFAULT_LOCALE, localeFromSegment } from "./locale";

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6}){0,2}$/).filter((s) => s !== "page");
const raw = fc.option(fc.stringMatching(/^[\w@.:-]{1,20}$/), { nil: null });
const sub = <T>(items: readonly T[]) => fc.subarray([...items]);

const routeArb: fc.Arbitrary<HotelListingRoute> = fc.record({
  locale: fc.constantFrom(DEFAULT_LOCALE, localeFromSegment("ae-en") ?? DEFAULT_LOCALE),
  pivot: fc.constantFrom(...PROPERTY_TYPES),
  secondary: fc.oneof(
    fc.constant(null),
    fc.constantFrom(...PIVOT_STAR_RATINGS).map((stars) => ({ kind: "star" as const, stars })),
    fc.constantFrom(...THEMES).map((theme) => ({ kind: "theme" as const, theme })),
    fc.constantFrom(...PROPERTY_TYPES).map((type) => ({ kind: "type" as const, type })),
  ),
  destination: slug,
  landmark: fc.option(slug, { nil: null }),
  filters: fc
    .record({
      star_ratings: sub([1, 2, 3, 4, 5]),
      property_types: sub(PROPERTY_TYPES),
      themes: sub(THEMES),
      price_levels: sub([1, 2, 3, 4, 5]),
      trip_types: sub(HOTEL_TRIP_TYPES.map((t) => t.value)),
      user_ratings: sub(USER_RATINGS.map((r) => r.value)),
      city: fc.array(slug, { maxLength: 3 }),
      nearby_landmarks: fc.array(slug, { maxLength: 3 }),
      facilities_ids: sub(FACILITY_IDS),
    })
    .map(normalizeHotelFilters),
  sortBy: fc.constantFrom(...HOTEL_SORTS.map((s) => s.value)),
  cache: raw,
  checkin: raw,
  checkout: raw,
  roomStay: raw,
  page: fc.integer({ min: 1, max: 1000 }),
});

describe("hotel listing URLs", () => {
  it("round-trip: parse(build(route)) is the route, and build is a fixed point", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        const url = buildHotelListingUrl(route);
        const parsed = parseHotelListingUrl(url);
        expect(parsed).toEqual({ ok: true, route });
        if (parsed.ok) expect(buildHotelListingUrl(parsed.route)).toBe(url);
      }),
      { numRuns: 400 },
    );
  });

  it("reads the spec's shapes", () => {
    const r = parseHotelListingUrl(
      "/4-star-hotels/goa/near-baga-beach?themes[]=beach&sort_by=price&page=2",
    );
    expect(r.ok && r.route).toMatchObject({
      pivot: "hotels",
      secondary: { kind: "star", stars: 4 },
      destination: "goa",
      landmark: "baga-beach",
      sortBy: "price",
      page: 2,
    });
    const hr = parseHotelListingUrl("/hotels-and-resorts/kerala");
    expect(hr.ok && hr.route.pivot).toBe("hotels-and-resorts");
    expect(hr.ok && hr.route.secondary).toBeNull();
    const lb = parseHotelListingUrl("/luxury-beach-resorts/goa");
    expect(lb.ok && lb.route.secondary).toEqual({ kind: "theme", theme: "luxury-beach" });
    const t = parseHotelListingUrl("/villas-hotels/goa");
    expect(t.ok && t.route.secondary).toEqual({ kind: "type", type: "villas" });
    expect(parseHotelListingUrl("/7-star-hotels/dubai").ok).toBe(true);
  });

  it("sends unknown types, bad shapes and bad pages to the error page", () => {
    for (const path of [
      "/castles/goa",
      "/6-star-hotels/goa",
      "/hotels",
      "/hotels/goa/baga",
      "/hotels/goa/near-",
      "/cheap-hotels/goa",
      "/hotels/goa?page=x",
      "/hotels/goa?page=0",
    ])
      expect(parseHotelListingUrl(path).ok, path).toBe(false);
  });

  it("keeps only whitelisted filter keys and known values", () => {
    const r = parseHotelListingUrl(
      "/hotels/goa?star_ratings[]=4&star_ratings[]=9&themes[]=beach&themes[]=castle&foo[]=1&category[]=x&facilities_ids[]=2&sort_by=weird",
    );
    expect(r.ok && r.route.filters).toMatchObject({
      star_ratings: [4],
      themes: ["beach"],
      facilities_ids: [2],
    });
    expect(r.ok && r.route.sortBy).toBe("recommended");
    expect(r.ok && buildHotelListingUrl(r.route)).toBe(
      "/hotels/goa?star_ratings[]=4&themes[]=beach&facilities_ids[]=2",
    );
  });
});
