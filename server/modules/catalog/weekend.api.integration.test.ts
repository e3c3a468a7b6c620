import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../../app";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { createWeekendService } from "./weekend.service";

const MONDAY_BEFORE_CHRISTMAS = new Date("2026-12-14T04:30:00Z");

let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const { services } = createTestServices(database.db);
  app = createTestApp(database, {
    ...services,
    weekend: createWeekendService(database.db, { now: () => MONDAY_BEFORE_CHRISTMAS }),
  });
});
afterAll(async () => {
  await database?.close();
});

async function get(path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("GET /browsing/v1/weekend_getaways", () => {
  it("answers the default page: getaways from Delhi, 20 a page, with the total", async () => {
    const { status, body } = await get("/browsing/v1/weekend_getaways?platform=2");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      source: { slug: "delhi", name: "Delhi" },
      theme: null,
      title: "Weekend Getaway Packages from Delhi",
      page: 1,
      pageSize: 20,
      currency: "INR",
    });
    expect(body.total).toBeGreaterThan(0);
    expect((body.weekends as unknown[]).length).toBe(4);
  });

  it("reads the filters as the page does and pages with page", async () => {
    const html = await get(
      "/browsing/v1/weekend_getaways?weekendDestination=bengaluru&page=2&days[]=2&days[]=3&sort_by=distance_near_to_far",
    );
    expect(html.status).toBe(200);
    expect(html.body.page).toBe(2);
    const packages = html.body.packages as { days: number; distanceKm: number }[];
    for (const p of packages) expect([2, 3]).toContain(p.days);
    const kms = packages.map((p) => p.distanceKm);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  });

  it("serves theme pages by page_name=category", async () => {
    const { status, body } = await get(
      "/browsing/v1/weekend_getaways?page_name=category&theme=hill-station",
    );
    expect(status).toBe(200);
    expect(body.theme).toEqual({ slug: "hill-station", label: "Hill stations" });
    expect(body.title).toBe("Hill Stations near Delhi");
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=10001", "page"],
    ["weekendDestination=atlantis", "weekendDestination"],
    ["days[]=9", "days[]"],
    ["price_ranges[]=1-2", "price_ranges[]"],
    ["weekend_number[]=5", "weekend_number[]"],
    ["weekend_type[]=short", "weekend_type[]"],
    ["trip_types[]=Skiing", "trip_types[]"],
    ["month[]=13", "month[]"],
    ["sort_by=random", "sort_by"],
    ["page_name=home", "page_name"],
    ["page_name=category", "theme"],
    ["theme=beach&page_name=category", "theme"],
    ["platform=x", "platform"],
  ])("refuses %s with 400 naming %s", async (query, field) => {
    const { status, body } = await get(`/browsing/v1/weekend_getaways?${query}`);
    expect(status).toBe(400);
    const errors = body.errors as { code: string; field?: string }[];
    expect(errors.map((e) => e.field)).toContain(field);
    expect(errors.every((e) => e.code === "invalid_input")).toBe(true);
  });
});

describe("GET /browsing/v1/weekend_getaways/filters and /filter_counts", () => {
  it("lists the filters in the spec's order with param_name; counts only on filter_counts", async () => {
    const plain = await get("/browsing/v1/weekend_getaways/filters?page_name=weekend&platform=2");
    const counted = await get(
      "/browsing/v1/weekend_getaways/filter_counts?page_name=weekend&weekendDestination=bengaluru&trip_types[]=Nature",
    );
    expect(plain.status).toBe(200);
    expect(counted.status).toBe(200);
    type Filter = { name: string; param_name: string; options: { count?: number }[] };
    const plainFilters = plain.body.filters as Filter[];
    const countedFilters = counted.body.filters as Filter[];
    expect(plainFilters.map((f) => f.param_name)).toEqual([
      "price_ranges[]",
      "month[]",
      "days[]",
      "weekend_number[]",
      "weekend_type[]",
      "trip_types[]",
      "sort_by",
    ]);
    expect(plainFilters.flatMap((f) => f.options).some((o) => "count" in o)).toBe(false);
    const days = countedFilters.find((f) => f.name === "days");
    expect(days?.options.every((o) => typeof o.count === "number")).toBe(true);
  });

  it("refuses bad input with 400, never 5xx", async () => {
    for (const path of [
      "/browsing/v1/weekend_getaways/filters?weekend_type[]=short",
      "/browsing/v1/weekend_getaways/filter_counts?page=-1",
      "/browsing/v1/weekend_getaways/filter_counts?days[]=2&days[]=2&days[]=3&days[]=3&days[]=4&days[]=4&days[]=2",
    ]) {
      expect((await app.request(path)).status, path).toBe(400);
    }
  });
});

describe("GET /browsing/v1/weekend_getaways/destinations", () => {
  it("lists places near the default source, Delhi, for every category by default", async () => {
    const { status, body } = await get("/browsing/v1/weekend_getaways/destinations");
    expect(status).toBe(200);
    const places = body.places as { distanceKm: number; packages: number }[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((p) => p.distanceKm <= 350 && p.packages > 0)).toBe(true);
  });

  it("narrows by category and destination type", async () => {
    const all = await get(
      "/browsing/v1/weekend_getaways/destinations?weekendDestination=bengaluru",
    );
    const religious = await get(
      "/browsing/v1/weekend_getaways/destinations?weekendDestination=bengaluru&category=religious",
    );
    const sum = (b: Record<string, unknown>) =>
      (b.places as { packages: number }[]).reduce((n, p) => n + p.packages, 0);
    expect(sum(religious.body)).toBeLessThanOrEqual(sum(all.body));
    const abroad = await get(
      "/browsing/v1/weekend_getaways/destinations?destination_type=international",
    );
    expect(abroad.body.places).toEqual([]);
  });

  it.each(["category=beach", "weekendDestination=paris", "destination_type=space"])(
    "refuses %s with 400",
    async (query) => {
      expect(
        (await app.request(`/browsing/v1/weekend_getaways/destinations?${query}`)).status,
      ).toBe(400);
    },
  );
});
