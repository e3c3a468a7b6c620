import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGuide } from "../../../app/routes/guide.server";
import type { createApp } from "../../app";
import { anonymousLoadContext } from "../../testing/load-context";
import { openTestApp } from "../../testing/test-app";
import type { TestDatabase } from "../../testing/test-database";
import type { createTestServices } from "../../testing/test-services";

// The guide endpoints (spec §7) and the guide page loader, on a seeded database.

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; field names are what is asserted.
type Json = Record<string, any>;

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ database, services, app } = await openTestApp({ seed: "small" }));
});
afterAll(async () => {
  await database?.close();
});

async function get(path: string) {
  const res = await app.request(path);
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    type,
    body: (type.includes("json") ? await res.json() : await res.text()) as never,
  };
}

describe("guide endpoints", () => {
  it("city block: meta_info.destination and components with a name and a csr flag", async () => {
    const { status, body } = await get("/browsing/v1/guides/goa/city_block");
    expect(status).toBe(200);
    const b = body as Json;
    expect(b.meta_info.destination).toBe("Goa");
    expect(b.components.length).toBeGreaterThan(5);
    for (const c of b.components)
      expect(c).toEqual({ name: expect.any(String), csr: expect.any(Boolean) });
    expect(b.about_destination).toMatchObject({ name: "Goa", parent: null });
    expect(b.places[0]).toMatchObject({ name: "Fontainhas", approximate: false, entryFee: "Free" });
  });

  it("places to visit: 10 a page, filters by category and city, facets with counts", async () => {
    const page1 = (await get("/browsing/v1/guides/rajasthan/places_to_visit")).body as Json;
    expect(page1).toMatchObject({ page: 1, pageSize: 10, total: 18, pageCount: 2 });
    expect(page1.items).toHaveLength(10);
    const page2 = (await get("/browsing/v1/guides/rajasthan/places_to_visit?page=2")).body as Json;
    expect(page2.items).toHaveLength(8);
    expect(page2.url).toBe("/rajasthan-tourism/places-to-visit?page=2");

    const forts = (
      await get(
        "/browsing/v1/guides/rajasthan/places_to_visit?filter_categories[]=forts-and-palaces&filtered_cities[]=jaipur",
      )
    ).body as Json;
    expect(forts.items.map((p: { name: string }) => p.name).sort()).toEqual([
      "Amber Fort",
      "City Palace Jaipur",
      "Hawa Mahal",
    ]);
    expect(
      forts.categories.find((c: { value: string }) => c.value === "forts-and-palaces"),
    ).toMatchObject({
      selected: true,
      count: 3,
    });
  });

  it("one category and no city: the URL is the experience page (t=ptv / t=ttd)", async () => {
    const ptv = (
      await get(
        "/browsing/v1/guides/goa/places_to_visit_url?places_to_visit=true&filter_categories[]=nature",
      )
    ).body as { url: string };
    expect(ptv.url).toBe("/goa-tourism/experience/nature?t=ptv");
    const ttd = (await get("/browsing/v1/guides/goa/things_to_do?filter_categories[]=adventure"))
      .body as {
      url: string;
    };
    expect(ttd.url).toBe("/goa-tourism/experience/adventure?t=ttd");
  });

  it("lookup_parent reads a city slug as that city of its destination", async () => {
    const { status, body } = await get(
      "/browsing/v1/guides/panaji/places_to_visit?lookup_parent=true",
    );
    expect(status).toBe(200);
    expect((body as { url: string }).url).toBe("/goa-tourism/panaji/places-to-visit");
    expect((await get("/browsing/v1/guides/panaji/places_to_visit")).status).toBe(404);
  });

  it("how to reach: nearest airports and stations with straight-line distances", async () => {
    const plain = (await get("/browsing/v1/guides/kerala/how_to_reach?city=munnar")).body as Json;
    expect(plain.variant).toBe("template");
    const air = plain.modes.find((m: { mode: string }) => m.mode === "air");
    expect(air.hubs[0]).toMatchObject({ code: "COK" });
    expect(air.hubs[0].distanceKm).toBeGreaterThan(70);
    expect(air.hubs[0].distanceKm).toBeLessThan(100);
    const from = (await get("/browsing/v1/guides/goa/how_to_reach?from=mumbai")).body as Json;
    expect(from.variant).toBe("from_template");
    expect(from.distanceKm).toBeGreaterThan(380);
    expect(from.distanceKm).toBeLessThan(480);
    expect(from.modes.map((m: { mode: string }) => m.mode)).toEqual(["air", "rail", "road"]);
    expect((await get("/browsing/v1/guides/goa/how_to_reach?from=atlantis")).status).toBe(404);
  });

  it("best time: twelve months from the package pages' prices and the best months", async () => {
    const b = (await get("/browsing/v1/guides/goa/best_time")).body as Json;
    expect(b.months).toHaveLength(12);
    expect(
      b.months.filter((m: { best: boolean }) => m.best).map((m: { month: number }) => m.month),
    ).toEqual([1, 2, 3, 11, 12]);
    expect(b.months.some((m: { priceMinor: number | null }) => m.priceMinor !== null)).toBe(true);
  });

  it("essential info, timings, tips, FAQs, testimonials, links and meta", async () => {
    const e = (await get("/browsing/v1/guides/goa/essential_info")).body as Json;
    expect(e).toMatchObject({ currency: "INR", nearestAirport: { code: "GOI" } });
    const t = (await get("/browsing/v1/guides/goa/timings?city=old-goa")).body as Json;
    expect(t.timings).toHaveLength(3);
    const tips = (await get("/browsing/v1/guides/ladakh/tips")).body as Json;
    expect(tips.tips.map((x: { title: string }) => x.title)).toEqual(
      expect.arrayContaining(["Permits", "Altitude"]),
    );
    const faqs = (await get("/browsing/v1/guides/goa/faqs")).body as Json;
    const questions = faqs.faqs.map((f: { question: string }) => f.question);
    expect(new Set(questions).size).toBe(questions.length);
    const hotels = (await get("/browsing/v1/guides/goa/hotel_links")).body as Json;
    expect(hotels.links[0]).toEqual({ label: "Hotels in Goa", href: "/hotels/goa" });
    const meta = (await get("/browsing/v1/guides/goa/meta_information")).body as Json;
    expect(meta).toMatchObject({ destination: "Goa", canonical: "/goa-tourism" });
    const stories = (await get("/browsing/v1/guides/goa/testimonials")).body as Json;
    expect(Array.isArray(stories.testimonials)).toBe(true);
  });

  it("draws maps as SVG on the server", async () => {
    const map = (await get("/browsing/v1/guides/goa/map")).body as Json;
    expect(map.svg_url).toBe("/browsing/v1/guides/goa/map.svg");
    const svg = await get("/browsing/v1/guides/goa/map.svg?list=ptv&page=2");
    expect(svg.status).toBe(200);
    expect(svg.type).toContain("image/svg+xml");
    expect(svg.body as string).toMatch(/^<svg[^>]+viewBox="0 0 800 520"/);
    // Page 2 of Goa's 12 places: markers 11 and 12 only.
    expect(svg.body as string).toContain(">11</text>");
    expect(svg.body as string).not.toContain(">3</text>");
    const narrow = await get("/browsing/v1/guides/goa/map.svg?size=narrow");
    expect(narrow.body as string).toMatch(/^<svg[^>]+viewBox="0 0 440 520"/);
    expect((await get("/browsing/v1/guides/goa/map.svg?from=delhi")).body as string).toContain(
      "Delhi",
    );
  });

  it("answers 404 for an unknown destination and a city of another destination", async () => {
    expect((await get("/browsing/v1/guides/atlantis/city_block")).status).toBe(404);
    expect((await get("/browsing/v1/guides/goa/city_block?city=munnar")).status).toBe(404);
  });

  it("lists the guide endpoints with the spec's field names in the OpenAPI document", async () => {
    const doc = (await get("/api/docs")).body as Json;
    const paths = Object.keys(doc.paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        "/browsing/v1/guides/{destination}/city_block",
        "/browsing/v1/guides/{destination}/places_to_visit",
        "/browsing/v1/guides/{destination}/things_to_do",
        "/browsing/v1/guides/{destination}/how_to_reach",
        "/browsing/v1/guides/destinations_by_duration",
      ]),
    );
    const params = doc.paths[
      "/browsing/v1/guides/{destination}/places_to_visit"
    ].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(["filter_categories[]", "filtered_cities[]", "page", "lookup_parent"]),
    );
  });
});

const context = anonymousLoadContext(() => services);

async function load(path: string) {
  try {
    return { data: await loadGuide(new Request(`http://triphive.test${path}`), context) };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location") };
    throw error;
  }
}

describe("guide page loader", () => {
  it("loads the guide home with its layout data and cross links", async () => {
    const { data } = (await load("/goa-tourism")) as {
      data: Awaited<ReturnType<typeof loadGuide>>;
    };
    expect(data.meta_info.destination).toBe("Goa");
    expect(data.components.every((c) => typeof c.csr === "boolean")).toBe(true);
    expect(data.links.hotels[0]?.href).toBe("/hotels/goa");
    expect(data.links.packages?.href).toBe("/tour-packages/goa");
    expect(data.links.weekend).toMatchObject({
      href: expect.stringMatching(/^\/(places-near|mktc)/),
    });
    expect((await data.bestTime)?.months).toHaveLength(12);
  });

  it("paginates places 10 a page on the same path and refuses a page past the end", async () => {
    const { data } = (await load("/goa-tourism/places-to-visit?page=2")) as {
      data: Awaited<ReturnType<typeof loadGuide>>;
    };
    expect(data.list).toMatchObject({ page: 2, pageCount: 2, total: 12 });
    expect(data.list?.items).toHaveLength(2);
    expect(data.mapSrc).toBe("/browsing/v1/guides/goa/map.svg?list=ptv&page=2");
    expect(await load("/goa-tourism/places-to-visit?page=3")).toMatchObject({
      status: 302,
      location: "/page-not-found",
    });
  });

  it("redirects one category without a city to experience, and keeps two", async () => {
    expect(await load("/goa-tourism/places-to-visit?filter_categories[]=nature")).toEqual({
      status: 302,
      location: "/goa-tourism/experience/nature?t=ptv",
    });
    expect(await load("/goa-tourism/things-to-do?filter_categories[]=adventure")).toEqual({
      status: 302,
      location: "/goa-tourism/experience/adventure?t=ttd",
    });
    const { data } = (await load(
      "/goa-tourism/places-to-visit?filter_categories[]=nature&filter_categories[]=wildlife",
    )) as { data: Awaited<ReturnType<typeof loadGuide>> };
    expect(data.list?.items.every((p) => ["nature", "wildlife"].includes(p.category.setUrl))).toBe(
      true,
    );
  });

  it("sends unknown destinations, foreign cities and unknown origins to the error page", async () => {
    for (const path of [
      "/atlantis-tourism",
      "/goa-tourism/munnar",
      "/goa-tourism/how-to-reach-from-atlantis",
    ])
      expect(await load(path)).toMatchObject({ status: 302, location: "/page-not-found" });
  });
});
