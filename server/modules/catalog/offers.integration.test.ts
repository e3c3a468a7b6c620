import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createOffersService, OFFERS_PAGE_SIZE } from "./offers.service";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
});
afterAll(async () => {
  await database?.close();
});

describe("offers", () => {
  it("lists the deepest discounts, one per family and at most four per destination", async () => {
    const offers = await createOffersService(database.db).current();
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(OFFERS_PAGE_SIZE);
    const discounts = offers.map((o) => o.discountPercent);
    expect(discounts.every((d) => d > 0)).toBe(true);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
    expect(new Set(offers.map((o) => o.familyKey)).size).toBe(offers.length);
    const perDestination = new Map<string, number>();
    for (const o of offers) {
      perDestination.set(o.destination.slug, (perDestination.get(o.destination.slug) ?? 0) + 1);
    }
    expect(Math.max(...perDestination.values())).toBeLessThanOrEqual(4);
    for (const o of offers) expect(o.discountedPriceMinor).toBeLessThan(o.priceMinor);
  });
});
