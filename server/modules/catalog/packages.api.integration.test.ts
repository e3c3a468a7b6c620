import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../../app";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import type { PackageCard } from "./package-query";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let services: ReturnType<typeof createTestServices>["services"];
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  services = createTestServices(database.db).services;
  app = createTestApp(database, services);
  const rows = (await database.db.execute(
    "select id from packages order by id limit 3",
  )) as unknown as {
    rows: { id: number }[];
  };
  ids = rows.rows.map((r) => r.id);
});
afterAll(async () => {
  await database?.close();
});

type CardsBody = {
  packages: (Omit<PackageCard, "priceMinor" | "discountedPriceMinor"> & {
    price: string;
    discountedPrice: string;
  })[];
};

describe("GET /browsing/v1/packages/cards", () => {
  it("returns cards in the order asked, leaving out unknown ids", async () => {
    const [a, b, c] = ids as [number, number, number];
    const res = await app.request(`/browsing/v1/packages/cards?ids=${c},999999,${a},${b},${a}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CardsBody;
    expect(body.packages.map((p) => p.id)).toEqual([c, a, b]);
    const card = body.packages[0];
    expect(card?.price).toMatch(/^₹[\d,]+$/);
    expect(card?.destination.name).toBeTruthy();
    expect(card).toHaveProperty("feature");
  });

  it("prices for the month and in the country's currency", async () => {
    const id = ids[0];
    const june = (await (
      await app.request(`/browsing/v1/packages/cards?ids=${id}&month=6`)
    ).json()) as CardsBody;
    const december = (await (
      await app.request(`/browsing/v1/packages/cards?ids=${id}&month=12`)
    ).json()) as CardsBody;
    expect(june.packages[0]?.price).not.toBe(december.packages[0]?.price);
    const usd = (await (
      await app.request(`/browsing/v1/packages/cards?ids=${id}&country_code=us`)
    ).json()) as CardsBody;
    expect(usd.packages[0]?.price).toMatch(/^\$/);
  });

  it("refuses malformed input with 400 in the error shape, never 5xx", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1).join(",");
    for (const query of [
      "",
      "ids=",
      "ids=abc",
      "ids=1,,2",
      "ids=-1",
      "ids=0",
      "ids=1.5",
      "ids=01",
      "ids=1%3B%20drop%20table%20packages",
      `ids=${eleven}`,
      "ids=99999999999",
      "ids=2147483648",
      "ids=1&month=13",
      "ids=1&month=x",
      "ids=1&country_code=IND",
    ]) {
      const res = await app.request(`/browsing/v1/packages/cards?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { errors: { code: string; message: string }[] };
      expect(body.errors[0]?.code, query).toBe("invalid_input");
      expect(body.errors[0]?.message, query).toBeTruthy();
    }
  });
});

describe("package detail's lazy sections", () => {
  it("similar packages share the destination, never the package's own family", async () => {
    const detail = await services.packages.detail(ids[0] as number);
    if (!detail) throw new Error("seeded package missing");
    const similar = await services.packages.similar(detail.id, 6);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    const families = similar.map((p) => p.familyKey);
    expect(new Set(families).size).toBe(families.length);
    for (const p of similar) {
      expect(p.destination.slug).toBe(detail.destination.slug);
      expect(p.familyKey).not.toBe(detail.familyKey);
      expect(p.id).not.toBe(detail.id);
    }
  });

  it("a destination's facts give its best months and FAQs", async () => {
    const facts = await services.catalog.destinationFacts("kerala");
    expect(facts?.bestMonths.length).toBeGreaterThan(0);
    expect(facts?.faqs.length).toBeGreaterThan(0);
    expect(await services.catalog.destinationFacts("atlantis")).toBeNull();
  });
});

describe("home", () => {
  it("has 7 hero slides, each a destination with packages and a from price", async () => {
    const slides = await services.catalog.heroSlides();
    expect(slides).toHaveLength(7);
    for (const slide of slides) {
      expect(slide.packages).toBeGreaterThan(0);
      expect(slide.fromDiscountedPriceMinor).toBeGreaterThan(0);
      expect(slide.fromDiscountedPriceMinor).toBeLessThanOrEqual(slide.fromPriceMinor);
      expect(slide.href).toBe(`/tour-packages/${slide.slug}`);
    }
  });

  it("has testimonials from real package reviews, one per destination", async () => {
    const items = await services.catalog.testimonials();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(new Set(items.map((t) => t.destination)).size).toBe(items.length);
    for (const t of items) {
      expect(t.rating).toBeGreaterThanOrEqual(4);
      expect(t.body.length).toBeGreaterThan(20);
      const detail = await services.packages.detail(t.package.slug);
      expect(detail?.reviews.some((r) => r.author === t.author && r.title === t.title)).toBe(true);
    }
  });
});
