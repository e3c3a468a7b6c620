import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../../app";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { createSitemapService } from "./sitemap.service";

let database: TestDatabase;
let sitemaps: ReturnType<typeof createSitemapService>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  sitemaps = createSitemapService(database.db);
  app = createTestApp(database, createTestServices(database.db).services);
});
afterAll(async () => {
  await database?.close();
});

describe("destination sitemap", () => {
  it("links the destination's listings by category and length, and its packages", async () => {
    const kerala = await sitemaps.destination("kerala");
    expect(kerala?.destination).toEqual({ slug: "kerala", name: "Kerala", type: "india" });
    expect(kerala?.listings[0]).toMatchObject({
      href: "/tour-packages/kerala",
      title: "Kerala Tour Packages",
      count: kerala?.total,
    });
    for (const l of kerala?.listings ?? []) expect(l.count).toBeGreaterThan(0);
    const byLength = (kerala?.durations ?? []).reduce((n, d) => n + d.count, 0);
    expect(byLength).toBe(kerala?.total);
    expect(kerala?.durations[0]?.href).toMatch(/^\/explore-\d+-days-tour-packages\/kerala$/);
    expect(kerala?.packages).toHaveLength(Math.min(400, kerala?.total ?? 0));
  });

  it("has none for unknown destinations or ones without packages", async () => {
    expect(await sitemaps.destination("atlantis")).toBeNull();
    expect(await sitemaps.destination("lakshadweep")).toBeNull();
  });
});

describe("duration sitemap", () => {
  it("lists the packages of one length, category and destination type", async () => {
    const page = {
      kind: "duration" as const,
      days: 5,
      base: "tour-packages" as const,
      destinationType: "india" as const,
    };
    const result = await sitemaps.duration(page);
    expect(result.total).toBeGreaterThan(0);
    expect(result.listing).toEqual({
      href: "/explore-5-days-tour-packages/india",
      title: "5 Days India Tour Packages",
    });
    expect(result.packages.every((p) => p.days === 5)).toBe(true);
    expect(result.otherLengths.map((l) => l.days)).not.toContain(5);
    expect(result.otherLengths[0]?.href).toMatch(
      /^\/sitemap\/explore-\d+-days-tour-packages-in-india$/,
    );
    const honeymoon = await sitemaps.duration({ ...page, base: "honeymoon-packages" });
    expect(honeymoon.total).toBeLessThan(result.total);
  });
});

describe("sitemap.xml and the sitemap data API", () => {
  it("adds the weekend pages and the sitemap pages that have packages", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    for (const path of [
      "/mktc/weekend-getaway-packages",
      "/places-near/delhi",
      "/hill-station-places",
      "/sitemap/explore-travel-destination-kerala",
      "/sitemap/explore-5-days-tour-packages-in-india",
    ]) {
      expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
    }
    expect(xml).not.toContain("explore-travel-destination-lakshadweep");
    expect(xml.match(/<url>/g)?.length).toBeLessThanOrEqual(50_000);
  });

  it("answers sitemap data for a destination, limit 400 by default", async () => {
    const res = await app.request("/browsing/v1/sitemap_data?destination_slug=kerala&limit=3");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { packages: unknown[]; total: number };
    expect(body.packages).toHaveLength(3);
    expect(body.total).toBeGreaterThan(3);
  });

  it.each([
    ["destination_slug=atlantis", 404],
    ["", 400],
    ["destination_slug=Kerala", 400],
    ["destination_slug=kerala&limit=401", 400],
    ["destination_slug=kerala&limit=0", 400],
  ])("answers %s with %i", async (query, status) => {
    const res = await app.request(`/browsing/v1/sitemap_data?${query}`);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});
