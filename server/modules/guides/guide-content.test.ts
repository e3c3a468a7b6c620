import { describe, expect, it } from "vitest";
import { distanceKm } from "../../../common/geo";
import { GEOGRAPHY } from "./data/geography";
import { PLACE_FACTS } from "./data/guide-places";
import { AIRPORTS, STATIONS } from "./data/transport";
import { allGuides, buildGuide, nearestAirports } from "./guide-content";

describe("guides seed", () => {
  const guides = allGuides();

  it("has a guide for every destination, with places and things for every city", () => {
    expect(guides.size).toBe(GEOGRAPHY.length);
    for (const g of guides.values()) {
      for (const c of g.cities) {
        expect(
          g.places.some((p) => p.city.slug === c.slug),
          `${g.slug}/${c.slug}`,
        ).toBe(true);
        expect(
          g.things.some((t) => t.city.slug === c.slug),
          `${g.slug}/${c.slug}`,
        ).toBe(true);
      }
      expect(new Set(g.places.map((p) => p.slug)).size).toBe(g.places.length);
      expect(new Set(g.things.map((t) => t.slug)).size).toBe(g.things.length);
      expect(g.tips.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("is deterministic", () => {
    const goa = GEOGRAPHY.find((d) => d.slug === "goa");
    if (!goa) throw new Error("no goa");
    expect(buildGuide(goa)).toEqual(buildGuide(goa));
  });

  it("every curated fact names a real landmark and lies within 60 km of its city", () => {
    const cityOf = new Map<string, { lat: number; lng: number }>();
    for (const d of GEOGRAPHY)
      for (const c of d.cities) for (const l of c.landmarks) cityOf.set(l.name, c);
    for (const [name, facts] of PLACE_FACTS) {
      const city = cityOf.get(name);
      expect(city, name).toBeDefined();
      expect(distanceKm(facts, city as { lat: number; lng: number }), name).toBeLessThan(60);
    }
  });

  it("places without curated facts sit at their city's coordinates and say so", () => {
    for (const g of guides.values())
      for (const p of g.places.filter((x) => x.approximate)) {
        const city = g.cities.find((c) => c.slug === p.city.slug);
        expect([p.lat, p.lng]).toEqual([city?.lat, city?.lng]);
      }
  });

  it("finds an airport within 600 km of every city, and real codes are unique", () => {
    for (const g of guides.values())
      for (const c of g.cities) expect(nearestAirports(c).length, c.slug).toBeGreaterThan(0);
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(AIRPORTS.length);
    expect(new Set(STATIONS.map((s) => s.code)).size).toBe(STATIONS.length);
  });
});
