import { describe, expect, it } from "vitest";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import { encodedIdOf, generateAgencies } from "./agents";
import { AGENCIES } from "./data/agencies";
import { DEFAULT_SEED } from "./seed";

const generated = generateAgencies(DEFAULT_SEED);

describe("seeded agencies", () => {
  it("are at least 40, each serving 1 to 6 known destinations", () => {
    expect(generated.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(GEOGRAPHY.map((d) => d.slug));
    for (const a of AGENCIES) {
      expect(a.destinations.length).toBeGreaterThanOrEqual(1);
      expect(a.destinations.length).toBeLessThanOrEqual(6);
      expect(new Set(a.destinations).size).toBe(a.destinations.length);
      for (const slug of a.destinations) expect(slugs).toContain(slug);
    }
  });

  it("serve every destination that sells packages with at least 3 agencies, so routing finds 3", () => {
    for (const d of GEOGRAPHY.filter((g) => g.hasPackage)) {
      const serving = AGENCIES.filter((a) => a.destinations.includes(d.slug));
      expect(serving.length, d.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("have unique names and encoded ids, mostly verified, and the three demo agencies", () => {
    expect(new Set(generated.map((a) => a.encodedId)).size).toBe(generated.length);
    expect(new Set(AGENCIES.map((a) => a.name)).size).toBe(AGENCIES.length);
    expect(generated.every((a) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(a.encodedId))).toBe(true);
    const verified = AGENCIES.filter((a) => a.verified).length;
    expect(verified / AGENCIES.length).toBeGreaterThan(0.8);
    const demo = AGENCIES.filter((a) => a.demoEmail);
    expect(demo.map((a) => [a.demoEmail, a.destinations[0]])).toEqual([
      ["agent.kerala@triphive.example", "kerala"],
      ["agent.malabar@triphive.example", "kerala"],
      ["agent.himalaya@triphive.example", "himachal-pradesh"],
    ]);
    expect(encodedIdOf("Backwater Trails Kerala")).toMatch(/^backwater-trails-kerala-[a-z0-9]{4}$/);
  });

  it("are deterministic: the same seed writes the same agencies and reviews", () => {
    expect(generateAgencies(DEFAULT_SEED)).toEqual(generated);
    expect(generateAgencies(DEFAULT_SEED + 1)).not.toEqual(generated);
  });

  it("have counts and ratings consistent with their testimonials", () => {
    for (const a of generated) {
      expect(a.testimonials.length).toBe(a.seed.reviews);
      expect(a.convertedTrips).toBeGreaterThan(a.testimonials.length);
      const average = a.testimonials.reduce((s, t) => s + t.rating, 0) / a.testimonials.length;
      expect(a.ratingTenths).toBe(Math.round(average * 10));
      // Every served destination has a history of its own.
      const reviewed = new Set(a.testimonials.map((t) => t.destinationSlug));
      expect([...reviewed].sort()).toEqual([...a.seed.destinations].sort());
    }
  });

  it("write testimonials that read like real ones: specific, dated, never repeated", () => {
    const all = generated.flatMap((a) => a.testimonials.map((t) => ({ a, t })));
    expect(new Set(all.map(({ t }) => t.body)).size).toBe(all.length);
    for (const { a, t } of all) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.travelledOn).toMatch(/^20(23|24|25|26)-\d{2}-\d{2}$/);
      expect(t.travelledOn <= "2026-10-31").toBe(true);
      expect(t.body).not.toMatch(/lorem|undefined|\bNaN\b|\$\{/);
      // Each names a place of the destination it is filed under.
      const d = GEOGRAPHY.find((g) => g.slug === t.destinationSlug);
      const places = [
        d?.name ?? "",
        ...(d?.cities.flatMap((c) => [
          c.name.replace(/\s*\(.*\)/, ""),
          ...c.landmarks.map((l) => l.name),
        ]) ?? []),
      ];
      expect(
        places.some((p) => p && t.body.includes(p)),
        t.body,
      ).toBe(true);
      expect(a.seed.destinations).toContain(t.destinationSlug);
    }
    const naming = all.filter(({ a, t }) =>
      [...a.seed.planners, ...a.seed.crew.map((c) => c.name)].some((n) => t.body.includes(n)),
    );
    expect(naming.length / all.length).toBeGreaterThan(0.5);
  });
});
