import { describe, expect, it } from "vitest";
import { PROPERTY_TYPES, THEMES } from "../common/hotels";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import { generateHotelBatches, SCALE_HOTEL_COUNTS } from "./hotels";

const all = (seed: number, count: number) =>
  [...generateHotelBatches(seed, GEOGRAPHY, count, 700)].flat();

describe("hotel generator", () => {
  const hotels = all(7, SCALE_HOTEL_COUNTS.default);

  it("writes at least 3,000 properties of every type, theme and star rating over every city", () => {
    expect(hotels.length).toBeGreaterThanOrEqual(3_000);
    for (const type of PROPERTY_TYPES)
      expect(hotels.some((h) => h.propertyType === type)).toBe(true);
    for (const theme of THEMES)
      expect(
        hotels.some((h) => h.themes.includes(theme)),
        theme,
      ).toBe(true);
    for (const stars of [1, 2, 3, 4, 5])
      expect(hotels.some((h) => h.starRating === stars)).toBe(true);
    const cities = new Set(GEOGRAPHY.flatMap((d) => d.cities.map((c) => c.slug)));
    expect(new Set(hotels.map((h) => h.citySlug))).toEqual(cities);
  });

  it("is deterministic and gives unique slugs", () => {
    expect(all(7, 200)).toEqual(hotels.slice(0, 200));
    expect(new Set(hotels.map((h) => h.slug)).size).toBe(hotels.length);
  });

  it("places hotels near their landmarks with room types of every board", () => {
    for (const h of hotels) {
      expect(h.landmarkKm).toBeLessThan(15);
      expect(h.roomTypes.length).toBeGreaterThanOrEqual(2);
      for (const r of h.roomTypes) {
        expect(r.boards[0]).toBe("room_only");
        expect(r.basePriceMinor).toBeGreaterThan(0);
      }
    }
    const boards = new Set(hotels.flatMap((h) => h.roomTypes.flatMap((r) => r.boards)));
    expect([...boards].sort()).toEqual(["breakfast", "full_board", "half_board", "room_only"]);
  });

  it("has 4-star beach hotels in Goa that sell breakfast to a family room", () => {
    const goa = hotels.filter(
      (h) => h.destinationSlug === "goa" && h.starRating === 4 && h.themes.includes("beach"),
    );
    expect(goa.length).toBeGreaterThan(10);
    expect(
      goa.some((h) =>
        h.roomTypes.some(
          (r) => r.boards.includes("breakfast") && r.maxAdults >= 2 && r.maxChildren >= 1,
        ),
      ),
    ).toBe(true);
  });
});
