import { describe, expect, it } from "vitest";
import { DEFAULT_DESTINATIONS } from "../../../../common/default-destinations";
import { type DestinationSeed, GEOGRAPHY, INDIA_REGIONS, INTERNATIONAL_REGIONS } from "./geography";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;
const CURRENCY = /^[A-Z]{3}$/;

const allCities = GEOGRAPHY.flatMap((d) => d.cities.map((c) => ({ destination: d.slug, city: c })));

function allText(d: DestinationSeed): string[] {
  return [
    d.slug,
    d.name,
    d.region,
    d.tagline,
    d.description,
    ...d.cities.flatMap((c) => [
      c.slug,
      c.name,
      c.description,
      ...c.landmarks.flatMap((l) => [l.name, l.description]),
    ]),
  ];
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dupes.add(v);
    seen.add(v);
  }
  return [...dupes];
}

describe("GEOGRAPHY dataset", () => {
  it("has at least 60 destinations with both types well represented", () => {
    expect(GEOGRAPHY.length).toBeGreaterThanOrEqual(60);
    const india = GEOGRAPHY.filter((d) => d.type === "india");
    const international = GEOGRAPHY.filter((d) => d.type === "international");
    expect(india.length).toBeGreaterThanOrEqual(25);
    expect(international.length).toBeGreaterThanOrEqual(25);
    expect(india.length + international.length).toBe(GEOGRAPHY.length);
  });

  it("has unique destination slugs and names", () => {
    expect(duplicates(GEOGRAPHY.map((d) => d.slug))).toEqual([]);
    expect(duplicates(GEOGRAPHY.map((d) => d.name))).toEqual([]);
  });

  it("has globally unique city slugs", () => {
    expect(duplicates(allCities.map(({ city }) => city.slug))).toEqual([]);
  });

  it("uses kebab-case slugs everywhere", () => {
    for (const d of GEOGRAPHY) expect(d.slug, d.slug).toMatch(KEBAB);
    for (const { destination, city } of allCities) {
      expect(city.slug, `${destination}/${city.slug}`).toMatch(KEBAB);
    }
  });

  it("includes every default destination by exact name", () => {
    const names = new Set(GEOGRAPHY.map((d) => d.name));
    const missing = DEFAULT_DESTINATIONS.filter((n) => !names.has(n));
    expect(missing).toEqual([]);
  });

  it("gives every destination at least 2 cities and every city at least 2 landmarks", () => {
    for (const d of GEOGRAPHY) {
      expect(d.cities.length, d.slug).toBeGreaterThanOrEqual(2);
      for (const c of d.cities) {
        expect(c.landmarks.length, `${d.slug}/${c.slug}`).toBeGreaterThanOrEqual(2);
        expect(c.landmarks.length, `${d.slug}/${c.slug}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it("has landmark names unique within each city", () => {
    for (const { destination, city } of allCities) {
      expect(duplicates(city.landmarks.map((l) => l.name)), `${destination}/${city.slug}`).toEqual(
        [],
      );
    }
  });

  it("has valid coordinates", () => {
    for (const { destination, city } of allCities) {
      const label = `${destination}/${city.slug}`;
      expect(Number.isFinite(city.lat), label).toBe(true);
      expect(Number.isFinite(city.lng), label).toBe(true);
      expect(city.lat, label).toBeGreaterThanOrEqual(-90);
      expect(city.lat, label).toBeLessThanOrEqual(90);
      expect(city.lng, label).toBeGreaterThanOrEqual(-180);
      expect(city.lng, label).toBeLessThanOrEqual(180);
    }
  });

  it("places Indian cities inside India's bounding box", () => {
    for (const d of GEOGRAPHY.filter((x) => x.type === "india")) {
      for (const c of d.cities) {
        const label = `${d.slug}/${c.slug}`;
        expect(c.lat, label).toBeGreaterThan(6);
        expect(c.lat, label).toBeLessThan(37.5);
        expect(c.lng, label).toBeGreaterThan(68);
        expect(c.lng, label).toBeLessThan(98);
      }
    }
  });

  it("has non-empty, in-range, duplicate-free best months", () => {
    for (const d of GEOGRAPHY) {
      expect(d.bestMonths.length, d.slug).toBeGreaterThan(0);
      expect(new Set(d.bestMonths).size, d.slug).toBe(d.bestMonths.length);
      for (const m of d.bestMonths) {
        expect(Number.isInteger(m), d.slug).toBe(true);
        expect(m, d.slug).toBeGreaterThanOrEqual(1);
        expect(m, d.slug).toBeLessThanOrEqual(12);
      }
    }
  });

  it("has sensible ideal trip lengths", () => {
    for (const d of GEOGRAPHY) {
      expect(Number.isInteger(d.idealDays.min), d.slug).toBe(true);
      expect(Number.isInteger(d.idealDays.max), d.slug).toBe(true);
      expect(d.idealDays.min, d.slug).toBeGreaterThanOrEqual(1);
      expect(d.idealDays.min, d.slug).toBeLessThanOrEqual(d.idealDays.max);
    }
  });

  it("has valid palettes and currency codes", () => {
    for (const d of GEOGRAPHY) {
      expect(d.palette, d.slug).toHaveLength(3);
      for (const colour of d.palette) expect(colour, d.slug).toMatch(HEX);
      expect(d.currency, d.slug).toMatch(CURRENCY);
      if (d.type === "india") expect(d.currency, d.slug).toBe("INR");
    }
  });

  it("uses the documented navigation regions", () => {
    const india: readonly string[] = INDIA_REGIONS;
    const international: readonly string[] = INTERNATIONAL_REGIONS;
    for (const d of GEOGRAPHY) {
      expect(d.type === "india" ? india : international, d.slug).toContain(d.region);
    }
  });

  it("keeps taglines short and descriptions present", () => {
    for (const d of GEOGRAPHY) {
      expect(d.tagline.length, d.slug).toBeGreaterThan(0);
      expect(d.tagline.length, d.slug).toBeLessThanOrEqual(80);
      expect(d.description.length, d.slug).toBeGreaterThan(80);
      for (const c of d.cities) {
        expect(c.name.length, `${d.slug}/${c.slug}`).toBeGreaterThan(0);
        expect(c.description.length, `${d.slug}/${c.slug}`).toBeGreaterThan(0);
        for (const l of c.landmarks) {
          expect(l.name.length, `${d.slug}/${c.slug}`).toBeGreaterThan(0);
          expect(l.description.length, `${d.slug}/${c.slug}/${l.name}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("contains no placeholder text", () => {
    for (const d of GEOGRAPHY) {
      for (const text of allText(d)) {
        expect(text.toLowerCase(), d.slug).not.toContain("lorem");
        expect(text, d.slug).toBe(text.trim());
      }
    }
  });

  it("has popularity in 1..100", () => {
    for (const d of GEOGRAPHY) {
      expect(Number.isInteger(d.popularity), d.slug).toBe(true);
      expect(d.popularity, d.slug).toBeGreaterThanOrEqual(1);
      expect(d.popularity, d.slug).toBeLessThanOrEqual(100);
    }
  });

  it("marks a few destinations as guide-only", () => {
    const guideOnly = GEOGRAPHY.filter((d) => !d.hasPackage);
    expect(guideOnly.length).toBeGreaterThanOrEqual(3);
    expect(guideOnly.length).toBeLessThan(GEOGRAPHY.length / 4);
  });

  it("is ordered by type (india first) then popularity descending", () => {
    const typeRank = (d: DestinationSeed) => (d.type === "india" ? 0 : 1);
    for (let i = 1; i < GEOGRAPHY.length; i++) {
      const prev = GEOGRAPHY[i - 1];
      const cur = GEOGRAPHY[i];
      if (!prev || !cur) continue;
      const label = `${prev.slug} -> ${cur.slug}`;
      expect(typeRank(prev), label).toBeLessThanOrEqual(typeRank(cur));
      if (typeRank(prev) === typeRank(cur)) {
        expect(prev.popularity, label).toBeGreaterThanOrEqual(cur.popularity);
      }
    }
  });
});

describe("DEFAULT_DESTINATIONS", () => {
  it("lists exactly 30 unique names", () => {
    expect(DEFAULT_DESTINATIONS).toHaveLength(30);
    expect(duplicates(DEFAULT_DESTINATIONS)).toEqual([]);
  });
});
