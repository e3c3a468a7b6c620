import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createPackageService, type PackageService } from "./package.service";
import {
  createPlaces,
  destinationsAround,
  type PlaceTree,
  placeAndDescendants,
  placesNamed,
  placeWithin,
  resolvePlaces,
} from "./places";

// The place hierarchy on the seeded catalogue (decision 0207).
let database: TestDatabase;
let tree: PlaceTree;
let packages: PackageService;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const places = createPlaces(database.db);
  tree = await places.tree();
  packages = createPackageService(database.db, places);
});
afterAll(async () => {
  await database?.close();
});

const place = (slug: string) => {
  const found = tree.places.find((p) => p.slug === slug);
  if (!found) throw new Error(`no place ${slug}`);
  return found;
};

describe("places as a hierarchy", () => {
  it("puts Munnar in Kerala in India, and not in Goa", () => {
    expect(placeWithin(tree, place("munnar").id, place("kerala").id)).toBe(true);
    expect(placeWithin(tree, place("kerala").id, place("india").id)).toBe(true);
    expect(placeWithin(tree, place("munnar").id, place("india").id)).toBe(true);
    expect(placeWithin(tree, place("munnar").id, place("goa").id)).toBe(false);
    // Upwards only: Kerala is not in Munnar.
    expect(placeWithin(tree, place("kerala").id, place("munnar").id)).toBe(false);
    // Munnar the destination and Munnar the Kerala town are one place; its areas lie in it.
    expect(place("munnar").destinationId).not.toBeNull();
    expect(place("munnar").cityId).not.toBeNull();
    expect(place("mattupetty")).toMatchObject({ kind: "area", parentId: place("munnar").id });
    expect(placeAndDescendants(tree, place("kerala").id).map((p) => p.slug)).toEqual(
      expect.arrayContaining(["kochi", "alleppey", "munnar", "mattupetty", "fort-kochi"]),
    );
  });

  it("gives every destination and city of the catalogue its place and its parent", async () => {
    const [missing] = (
      (await database.db.execute(sql`
        select (select count(*) from destinations d
                 where not exists (select 1 from places p where p.destination_id = d.id))::int as d,
               (select count(*) from cities c
                 where not exists (select 1 from places p where p.city_id = c.id))::int as c,
               (select count(*) from places where kind in ('city', 'area') and parent_id is null and destination_id is null)::int as orphans`)) as {
        rows: unknown[];
      }
    ).rows as { d: number; c: number; orphans: number }[];
    expect(missing).toEqual({ d: 0, c: 0, orphans: 0 });
    expect(place("paris").parentId).toBe(place("france").id);
    expect(place("france").parentId).toBe(place("europe").id);
    expect(place("kaza").parentId).toBe(place("spiti-valley").id);
    expect(place("dubai").parentId).toBe(place("united-arab-emirates").id);
  });

  it("reads places in text by name, old name and alias, the longest name first", () => {
    const slugs = (text: string) => resolvePlaces(tree, text).map((m) => m.place.slug);
    expect(slugs("cochin")).toEqual(["kochi"]);
    expect(slugs("alappuzha houseboat")).toEqual(["alleppey"]);
    expect(slugs("mysore palace")).toEqual(["mysuru"]);
    expect(slugs("pondicherry")).toEqual(["puducherry"]);
    expect(slugs("bangalore to coorg")).toEqual(["bengaluru", "coorg"]);
    expect(slugs("andaman islands")).toEqual(["andaman-and-nicobar"]);
    expect(slugs("spiti valley")).toEqual(["spiti-valley"]);
    expect(slugs("a nice view")).toEqual([]);
    expect(slugs("")).toEqual([]);
    expect(placesNamed(tree, ["Munnar", "Alleppey"]).map((p) => p.slug)).toEqual([
      "munnar",
      "alleppey",
    ]);
  });

  it("finds the destinations a trip lies in: a Munnar & Alleppey trip is a Kerala trip", () => {
    const kerala = place("kerala").destinationId;
    const munnar = place("munnar").destinationId;
    expect(destinationsAround(tree, { names: ["Munnar", "Alleppey"] })).toEqual(
      [kerala, munnar].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(destinationsAround(tree, { names: ["Alappuzha"] })).toEqual([kerala]);
    expect(destinationsAround(tree, { names: ["Nowhere at all"] })).toEqual([]);
  });
});

describe("the quote builder's package search", () => {
  const lead = ["Munnar", "Alleppey"];

  it("finds packages for a Munnar & Alleppey lead by 'alleppey', 'kerala' and 'cochin'", async () => {
    const alleppey = await packages.searchForDestinations(lead, "alleppey");
    expect(alleppey.length).toBeGreaterThan(0);
    const visits = async (ids: number[], slugs: string[]) =>
      (
        (await database.db.execute(sql`
          select count(distinct pc.package_id)::int as n from package_cities pc
          join places p on p.city_id = pc.city_id
          where pc.package_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and exists (select 1 from places a where a.slug in (${sql.join(
            slugs.map((s) => sql`${s}`),
            sql`, `,
          )}) and a.id = any(p.ancestry))`)) as { rows: unknown[] }
      ).rows[0] as { n: number };
    expect(
      (
        await visits(
          alleppey.map((p) => p.id),
          ["alleppey"],
        )
      ).n,
    ).toBe(alleppey.length);
    const kerala = await packages.searchForDestinations(lead, "kerala");
    expect(kerala.length).toBe(8);
    expect(
      (
        await visits(
          kerala.map((p) => p.id),
          ["kerala"],
        )
      ).n,
    ).toBe(kerala.length);
    // Those visiting the lead's own places come before the rest of Kerala.
    const first = kerala[0];
    if (first) expect((await visits([first.id], ["alleppey", "munnar"])).n).toBe(1);
    const cochin = await packages.searchForDestinations(lead, "cochin");
    expect(
      (
        await visits(
          cochin.map((p) => p.id),
          ["kochi"],
        )
      ).n,
    ).toBe(cochin.length);
    expect(cochin.length).toBeGreaterThan(0);
  });

  it("lists the lead's places with no search, and narrows by other words", async () => {
    const all = await packages.searchForDestinations(lead);
    expect(all.length).toBe(8);
    const honeymoon = await packages.searchForDestinations(lead, "honeymoon");
    expect(honeymoon.length).toBeGreaterThan(0);
    expect(await packages.searchForDestinations(lead, "zzzz")).toEqual([]);
    expect(await packages.searchForDestinations(["Atlantis"], "")).toEqual([]);
    // Odd input is words or nothing, never SQL.
    const odd = await packages.searchForDestinations(lead, "%' or 1=1 --");
    expect(odd.length).toBeLessThanOrEqual(8);
  });

  it("puts packages as long as the trip first, after the places they cover", async () => {
    // One place: every package covers it, so the trip's length orders the list.
    const munnar = await packages.searchForDestinations(["Munnar"], "", { limit: 50 });
    const lengths = [...new Set(munnar.map((p) => p.days))];
    expect(lengths.length).toBeGreaterThan(1);
    for (const days of lengths) {
      const ranked = await packages.searchForDestinations(["Munnar"], "", { days, limit: 50 });
      expect(new Set(ranked.map((p) => p.id))).toEqual(new Set(munnar.map((p) => p.id)));
      const gaps = ranked.map((p) => Math.abs(p.days - days));
      expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
      expect(ranked[0]?.days).toBe(days);
    }
  });
});
