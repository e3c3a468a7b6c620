import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousLoadContext } from "../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../server/testing/test-database";
import { createTestServices } from "../../server/testing/test-services";
import { loadListing } from "./listing.server";

// A listing's page data is one object per result (one per route), origin and day (decision 0176): its
// packed JSON and its cards' stored markup are made once, not on every uncached request.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

const context = anonymousLoadContext(() => services);

const load = (url: string) => loadListing(new Request(url), context);

describe("a listing's page data", () => {
  it("is the same object for the same page, and its own for another route, locale or origin", async () => {
    const kerala = await load("http://triphive.test/tour-packages/kerala");
    expect(await load("http://triphive.test/tour-packages/kerala")).toBe(kerala);

    const filtered = await load("http://triphive.test/tour-packages/kerala?inclusions[]=Cab");
    expect(filtered).not.toBe(kerala);
    expect(filtered.route.filters.inclusions).toEqual(["Cab"]);

    const dubai = await load("http://triphive.test/ae-en/tour-packages/kerala");
    expect(dubai).not.toBe(kerala);
    expect(dubai.packages[0]?.price).toMatch(/^AED/);
    expect(kerala.packages[0]?.price).toMatch(/^₹/);

    const other = await load("http://other.test/tour-packages/kerala");
    expect(other).not.toBe(kerala);
    expect(other.origin).toBe("http://other.test");
    expect(other.alternates.every((a) => a.href.startsWith("http://other.test/"))).toBe(true);
  });

  it("is made again once the catalogue changes", async () => {
    const before = await load("http://triphive.test/tour-packages/goa");
    services.catalogChanges.changed({ reason: "test: prices moved" });
    const after = await load("http://triphive.test/tour-packages/goa");
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });
});
