import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type ArtFeature,
  type ArtMotif,
  FITTING_MOTIFS,
  motifOf,
  type PlaceScene,
  placeSceneOf,
  SCENE_OF_MOTIF,
} from "../../../common/artwork";
import { rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

// Decision 0220 (issue 30 item 1): on the seeded catalogue, every destination, city, package and
// hotel picture shows a scene that fits its place: no skyline, snow or dunes for a beach, no
// beach for a hill station, no dunes for a Munnar & Alleppey trip.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
/** Each city's place sort, read in TypeScript from its landmarks (the SQL must agree). */
const sceneOfCity = new Map<string, PlaceScene>();
const landmarksOfCity = new Map<string, { name: string; kind: string }[]>();

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
  const rows = rowsOf(
    await database.db.execute(sql`
      select c.name as city, l.name, l.kind from cities c join landmarks l on l.city_id = c.id
      order by c.id, l.position`),
    z.object({ city: z.string(), name: z.string(), kind: z.string() }),
  );
  for (const r of rows) {
    const list = landmarksOfCity.get(r.city) ?? [];
    list.push({ name: r.name, kind: r.kind });
    landmarksOfCity.set(r.city, list);
  }
  for (const [city, list] of landmarksOfCity) {
    const scene = placeSceneOf(list);
    if (scene) sceneOfCity.set(city, scene);
  }
}, 240_000);
afterAll(async () => {
  await database?.close();
});

const NOT_FOR_BEACH: readonly ArtMotif[] = ["city", "mountains", "desert", "forest", "heritage"];

/** The place sort of the feature's city, and what is drawn. */
function placed(feature: ArtFeature | null) {
  expect(feature).not.toBeNull();
  const f = feature as ArtFeature;
  const scene = sceneOfCity.get(f.city);
  expect(scene, `${f.city} has a place sort`).toBeDefined();
  return { scene: scene as PlaceScene, motif: motifOf(f), label: `${f.name} (${f.city})` };
}

function expectFits(feature: ArtFeature | null, what: string) {
  const { scene, motif, label } = placed(feature);
  expect(
    FITTING_MOTIFS[scene],
    `${what}: ${label} drawn as ${motif} in a ${scene} place`,
  ).toContain(motif);
  if (scene === "beach") expect(NOT_FOR_BEACH).not.toContain(motif);
  if (scene === "hill") expect(motif).not.toBe("beach");
  return { scene, motif };
}

describe("place sorts", () => {
  it("reads beaches, hills and backwaters from a city's own landmarks", () => {
    expect(placeSceneOf([])).toBeNull();
    expect(
      placeSceneOf([
        { name: "Miramar Beach", kind: "beach" },
        { name: "Basilica of Bom Jesus", kind: "church" },
        { name: "Se Cathedral", kind: "church" },
        { name: "Fontainhas", kind: "street" },
        { name: "Anjuna Beach", kind: "beach" },
      ]),
    ).toBe("beach");
    expect(
      placeSceneOf([
        { name: "Top Station", kind: "viewpoint" },
        { name: "Attukad Waterfalls", kind: "waterfall" },
        { name: "Papanasam Beach", kind: "beach" },
      ]),
    ).toBe("hill");
    // Buildings count only when nothing else is there; a skyscraper viewpoint is a city.
    expect(placeSceneOf([{ name: "Amber Fort", kind: "fort" }])).toBe("heritage");
    expect(
      placeSceneOf([
        { name: "Burj Khalifa", kind: "viewpoint" },
        { name: "Dubai Mall", kind: "market" },
      ]),
    ).toBe("city");
  });

  it("gives every seeded city with landmarks a sort, including beach and hill places", () => {
    const scenes = new Set(sceneOfCity.values());
    expect(sceneOfCity.size).toBe(landmarksOfCity.size);
    for (const scene of ["beach", "hill", "backwater"] as const) expect(scenes).toContain(scene);
  });
});

describe("seeded pictures fit their place", () => {
  it("every destination's picture fits the place it shows", async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select slug from destinations d
        where exists (select 1 from cities c join landmarks l on l.city_id = c.id where c.destination_id = d.id)`),
      z.object({ slug: z.string() }),
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { slug } of rows) {
      const subject = await services.catalog.pictureSubject(slug);
      expectFits(subject?.feature ?? null, `destination ${slug}`);
    }
    // Goa's picture is a beach, not a church or a skyline.
    const goa = await services.catalog.pictureSubject("goa");
    expect(motifOf(goa?.feature ?? null)).toBe("beach");
  });

  it("every city has a picture of its own sort among its landmarks", () => {
    for (const [city, list] of landmarksOfCity) {
      const scene = sceneOfCity.get(city) as PlaceScene;
      expect(
        list.some((l) => SCENE_OF_MOTIF[motifOf(l)] === scene),
        `${city} (${scene})`,
      ).toBe(true);
    }
  });

  it("every package shows a scene of a place it visits, fitting that place", async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select p.id, array_agg(c.name) as cities from packages p
        join package_cities pc on pc.package_id = p.id join cities c on c.id = pc.city_id
        group by p.id order by p.id`),
      z.object({ id: z.number(), cities: z.array(z.string()) }),
    );
    expect(rows.length).toBeGreaterThan(100);
    const cards = await services.packages.cards(
      rows.map((r) => r.id),
      null,
    );
    const citiesOf = new Map(rows.map((r) => [r.id, r.cities]));
    expect(cards).toHaveLength(rows.length);
    for (const card of cards) {
      const { scene } = expectFits(card.feature, `package ${card.id} ${card.name}`);
      expect(citiesOf.get(card.id)).toContain(card.feature?.city);
      // A trip through hill stations and backwaters (Munnar & Alleppey) never shows dunes.
      const visited = (citiesOf.get(card.id) ?? []).map((c) => sceneOfCity.get(c));
      if (!visited.includes("desert")) expect(motifOf(card.feature), scene).not.toBe("desert");
    }
  });

  it("every hotel's gallery shows its own place, a beach property only beach scenes", async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select h.id, h.gallery_count, h.themes, c.name as city
        from hotels h join cities c on c.id = h.city_id order by h.id`),
      z.object({
        id: z.number(),
        gallery_count: z.number(),
        themes: z.array(z.string()),
        city: z.string(),
      }),
    );
    expect(rows.length).toBeGreaterThan(50);
    let beachProperties = 0;
    for (const h of rows) {
      const cityScene = sceneOfCity.get(h.city);
      for (let n = 0; n < h.gallery_count; n++) {
        const subject = await services.hotels.pictureSubject(h.id, n);
        const { motif } = placed(subject?.feature ?? null);
        expect(subject?.feature?.city).toBe(h.city);
        const beach =
          h.themes.includes("beach") &&
          !["hill", "lake", "forest", "desert"].includes(cityScene as PlaceScene) &&
          (landmarksOfCity.get(h.city) ?? []).some((l) =>
            FITTING_MOTIFS.beach.includes(motifOf(l)),
          );
        if (beach) {
          if (n === 0) beachProperties++;
          expect(FITTING_MOTIFS.beach, `hotel ${h.id} picture ${n}`).toContain(motif);
        } else {
          expect(FITTING_MOTIFS[cityScene as PlaceScene], `hotel ${h.id} picture ${n}`).toContain(
            motif,
          );
        }
        // No hill station shows a beach, whatever the hotel's theme says.
        if (cityScene === "hill") expect(motif, `hotel ${h.id} in ${h.city}`).not.toBe("beach");
      }
    }
    expect(beachProperties).toBeGreaterThan(0);
  });
});
