import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseListingUrl } from "../../../common/listing-url";
import { seedDatabase } from "../../../seed/seed";
import { rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createCatalogService } from "./catalog.service";
import { type CatalogChange, createCatalogChanges } from "./catalog-changes";
import { readCatalogVersion } from "./catalog-version";
import { createListingService, listingCountsKey } from "./listing.service";
import { createPackageService } from "./package.service";
import { PACKAGE_FEATURE_PICK } from "./package-query";

let database: TestDatabase;
let listings: ReturnType<typeof createListingService>;
let packages: ReturnType<typeof createPackageService>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  listings = createListingService(database.db);
  packages = createPackageService(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function list(url: string) {
  const parsed = parseListingUrl(url);
  if (!parsed.ok) throw new Error(parsed.reason);
  const result = await listings.list(parsed.route);
  if (!result) throw new Error(`no listing for ${url}`);
  return result;
}

describe("package listings", () => {
  it("pages by 25 with the total", async () => {
    const first = await list("/tour-packages");
    const second = await list("/tour-packages/page/2");
    expect(first.total).toBe(300);
    expect(first.packages).toHaveLength(25);
    expect(first.pageCount).toBe(12);
    const ids = new Set(first.packages.map((p) => p.id));
    expect(second.packages.some((p) => ids.has(p.id))).toBe(false);
  });

  it("narrows by destination, listing category and destination type", async () => {
    const kerala = await list("/tour-packages/kerala");
    expect(kerala.destination?.name).toBe("Kerala");
    expect(kerala.packages.every((p) => p.destination.slug === "kerala")).toBe(true);
    const honeymoon = await list("/honeymoon-packages/international");
    expect(honeymoon.total).toBeGreaterThan(0);
    expect(honeymoon.total).toBeLessThan(300);
  });

  it("ORs values within a filter and ANDs filters, and counts each option against the other filters", async () => {
    const all = await list("/tour-packages");
    const cab = await list("/tour-packages?inclusions[]=Cab");
    const either = await list("/tour-packages?inclusions[]=Cab&inclusions[]=Shared%20Coach");
    expect(either.total).toBeGreaterThan(cab.total);
    const narrowed = await list("/tour-packages?inclusions[]=Cab&hotel_ratings[]=4");
    expect(narrowed.total).toBeLessThan(cab.total);
    // The hotel-rating counts under the Cab filter add up to the Cab total…
    const byRating = cab.facets.hotel_ratings.reduce((n, o) => n + o.count, 0);
    expect(byRating).toBe(cab.total);
    // …and the 4-star option's count is what ticking it gives.
    expect(cab.facets.hotel_ratings.find((o) => o.value === "4")?.count).toBe(narrowed.total);
    // A group's own counts ignore that group's selection.
    expect(cab.facets.inclusions).toEqual(
      all.facets.inclusions.map((o) => ({ ...o, selected: o.value === "Cab" })),
    );
  });

  it("prices by the chosen month, and the package page agrees", async () => {
    const december = await list("/tour-packages?month[]=12&sort_by=price_low_to_high");
    const first = december.packages[0];
    expect(first?.isFromPrice).toBe(false);
    const detail = await packages.detail(first?.slug ?? "", { month: 12 });
    expect(detail?.price).toMatchObject({
      month: 12,
      isFrom: false,
      priceMinor: first?.priceMinor,
      discountedPriceMinor: first?.discountedPriceMinor,
    });
  });

  // Issue 15 item 19: "Price: Low to High" sorted by the price before discount, so the big
  // number on the cards was out of order.
  it.each([
    "/tour-packages?sort_by=price_low_to_high",
    "/tour-packages/page/2?sort_by=price_low_to_high",
    "/tour-packages/kerala?sort_by=price_low_to_high",
    "/tour-packages?month[]=12&sort_by=price_low_to_high",
    "/tour-packages?sort_by=price_high_to_low",
  ])("%s orders cards by the price they show", async (url) => {
    const shown = (await list(url)).packages.map((p) => p.discountedPriceMinor);
    const sorted = [...shown].sort((a, b) => a - b);
    expect(shown).toEqual(url.includes("high_to_low") ? sorted.reverse() : sorted);
  });

  it("filters price ranges by the price cards show", async () => {
    const under = await list("/tour-packages?price_ranges[]=10000-20000");
    expect(under.total).toBeGreaterThan(0);
    for (const p of under.packages) {
      expect(p.discountedPriceMinor).toBeGreaterThanOrEqual(1_000_000);
      expect(p.discountedPriceMinor).toBeLessThan(2_000_000);
    }
  });

  // Issue 15 item 17: a card without a month shows the cheapest month's price and says so;
  // the package page names that same price.
  it("says a card shows the cheapest month's price, and the package page has it", async () => {
    const [card] = (await list("/tour-packages/kerala")).packages;
    expect(card?.isFromPrice).toBe(true);
    const detail = await packages.detail(card?.slug ?? "", { month: 7 });
    expect(detail?.fromPrice.discountedPriceMinor).toBe(card?.discountedPriceMinor);
    expect(detail?.fromPrice.isFrom).toBe(true);
  });

  // Issue 15 item 20: /luxury-tour-packages listed the same packages as /budget-tour-packages.
  it("narrows by the listing-type prefix", async () => {
    const all = await list("/tour-packages");
    const luxury = await list("/luxury-tour-packages");
    const budget = await list("/budget-tour-packages");
    const premium = await list("/premium-tour-packages");
    expect(luxury.packages.every((p) => p.hotelCategory === 5)).toBe(true);
    expect(premium.packages.every((p) => p.hotelCategory === 4)).toBe(true);
    expect(budget.packages.every((p) => p.hotelCategory <= 3)).toBe(true);
    expect(luxury.total).toBeGreaterThan(0);
    expect(budget.total).toBeGreaterThan(0);
    expect(luxury.total + premium.total + budget.total).toBe(all.total);
    const adventure = await list("/adventure-tour-packages");
    const tripType = await list("/tour-packages?trip_types[]=Adventure");
    expect(adventure.total).toBe(tripType.total);
    const group = await list("/group-tour-packages");
    expect(group.total).toBe((await list("/friends-packages")).total);
  });

  // Issue 15 item 21: the heading said International, the results mixed in India.
  it("lets the path's destination type win over destination_type[]", async () => {
    const international = await list("/tour-packages/international");
    const contradicted = await list("/tour-packages/international?destination_type[]=india");
    expect(contradicted.total).toBe(international.total);
    expect(contradicted.packages.map((p) => p.id)).toEqual(international.packages.map((p) => p.id));
  });

  it("filters by duration buckets and explore-n-days prefixes", async () => {
    const short = await list("/tour-packages?days[]=4-6");
    expect(short.packages.every((p) => p.days >= 4 && p.days <= 6)).toBe(true);
    const five = await list("/explore-5-days-tour-packages");
    expect(five.packages.every((p) => p.days === 5)).toBe(true);
  });

  it("has no listing for a destination without packages", async () => {
    const parsed = parseListingUrl("/tour-packages/atlantis");
    expect(parsed.ok && (await listings.list(parsed.route))).toBeNull();
  });
});

describe("listing counts in memory", () => {
  const route = (url: string) => {
    const parsed = parseListingUrl(url);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.route;
  };

  it("share one entry across pages, sorts and locales, not across filters", () => {
    const key = listingCountsKey(route("/tour-packages/kerala?days[]=4-6"));
    expect(listingCountsKey(route("/ae-en/tour-packages/kerala/page/2?days[]=4-6"))).toBe(key);
    expect(
      listingCountsKey(route("/tour-packages/kerala?days[]=4-6&sort_by=price_low_to_high")),
    ).toBe(key);
    expect(listingCountsKey(route("/tour-packages/kerala?days[]=7-9"))).not.toBe(key);
    expect(listingCountsKey(route("/tour-packages/kerala?days[]=4-6&month[]=3"))).not.toBe(key);
    expect(listingCountsKey(route("/honeymoon-packages/kerala?days[]=4-6"))).not.toBe(key);
    expect(listingCountsKey(route("/luxury-tour-packages/kerala?days[]=4-6"))).not.toBe(key);
  });

  it("are kept until the catalogue changes, then counted again", async () => {
    const changes = createCatalogChanges();
    const cached = createListingService(database.db, { changes });
    const catalog = createCatalogService(database.db, changes);
    const url = route("/tour-packages/kerala");
    const before = await cached.list(url);
    const trendingBefore = await catalog.trendingDestinations("tour", 100);
    const moved = before?.packages[0]?.id ?? 0;
    const goa = (await cached.destination("goa"))?.slug;
    expect(goa).toBe("goa");
    await database.db.execute(
      sql`update packages set destination_id = (select id from destinations where slug = 'goa') where id = ${moved}`,
    );
    try {
      // Counts and pages are remembered, and so is the result built from them (one object, so
      // the page can keep what it derives from it)…
      const stale = await cached.list(url);
      expect(stale).toBe(before);
      expect(stale?.total).toBe(before?.total);
      expect(stale?.packages.some((p) => p.id === moved)).toBe(true);
      // …while the query itself sees the change at once.
      expect((await cached.queryPage(url))?.some((p) => p.id === moved)).toBe(false);
      changes.changed({ reason: "test: package moved" });
      const fresh = await cached.list(url);
      expect(fresh).not.toBe(before);
      expect(fresh?.total).toBe((before?.total ?? 0) - 1);
      expect(fresh?.packages.some((p) => p.id === moved)).toBe(false);
      const trending = await catalog.trendingDestinations("tour", 100);
      const keralaCount = (list: typeof trending) =>
        list.find((d) => d.slug === "kerala")?.packagesCount;
      expect(keralaCount(trending)).toBe((keralaCount(trendingBefore) ?? 0) - 1);
    } finally {
      await database.db.execute(
        sql`update packages set destination_id = (select id from destinations where slug = 'kerala') where id = ${moved}`,
      );
    }
  });

  it("give each route its own result: the selection, the page and the sort", async () => {
    const service = createListingService(database.db);
    const results = await Promise.all(
      [
        "/tour-packages/kerala?days[]=4-6",
        "/tour-packages/kerala?days[]=4-6&inclusions[]=Cab",
        "/tour-packages/kerala?days[]=4-6&sort_by=price_low_to_high",
        "/tour-packages/kerala/page/2?days[]=4-6",
      ].map(async (url) => service.list(route(url))),
    );
    expect(new Set(results).size).toBe(4);
    const [plain, cab] = results;
    const selected = (r: typeof plain) =>
      r?.facets.inclusions.filter((o) => o.selected).map((o) => o.value);
    expect(selected(plain)).toEqual([]);
    expect(selected(cab)).toEqual(["Cab"]);
    expect(await service.list(route("/tour-packages/kerala?days[]=4-6"))).toBe(plain);
  });

  it("count every city of the destination as filtering by it would", async () => {
    const kerala = await list("/tour-packages/kerala?days[]=4-6");
    expect(kerala.facets.cities.length).toBeGreaterThan(1);
    for (const city of kerala.facets.cities) {
      expect(city.count).toBe(
        (await list(`/tour-packages/kerala?days[]=4-6&cities[]=${city.value}`)).total,
      );
    }
    const counts = kerala.facets.cities.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe("the seed as a catalogue writer", () => {
  it("tells the catalogue caches once it has written", async () => {
    const fresh = await createTestDatabase();
    try {
      const told: CatalogChange[] = [];
      await seedDatabase(fresh.db, {
        scale: "small",
        changes: { changed: (change) => told.push(change) },
      });
      // With the catalogue version it committed (decision 0199).
      expect(told).toEqual([
        { reason: "seed (small)", version: await readCatalogVersion(fresh.db) },
      ]);
      expect(told[0]?.version).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("package detail", () => {
  it("returns the itinerary, 12 month prices and reviews 15 at a time", async () => {
    const [slug] = (await list("/tour-packages")).packages.map((p) => p.slug);
    const detail = await packages.detail(slug ?? "");
    expect(detail?.itinerary).toHaveLength(detail?.days ?? -1);
    expect(detail?.months).toHaveLength(12);
    expect(detail?.reviews.length).toBeLessThanOrEqual(15);
    expect(await packages.detail("no-such-package")).toBeNull();
  });
});

describe("card pictures", () => {
  it("show the landmark stored with the package: one fitting its city, scenic first, a fixed pick per package", async () => {
    // The rule storePackageFeatures stores, evaluated afresh for every package.
    const [differing] = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as n from packages p
        where p.feature_landmark_id is distinct from (${PACKAGE_FEATURE_PICK})`),
      z.object({ n: z.number() }),
    );
    expect(differing?.n).toBe(0);
    const cards = (await list("/tour-packages/kerala")).packages;
    expect(cards.every((c) => c.feature !== null)).toBe(true);
    // The listing names the landmark from memory, other card queries in SQL: the same.
    const same = await packages.cards(
      cards.map((c) => c.id),
      null,
    );
    expect(cards.map((c) => c.feature)).toEqual(same.map((c) => c.feature));
  });
});

// Issue 15 item 17: for a month without a price, the package page fell back to January, the
// compare page showed 0 and cards showed 0. One rule now: the cheapest month's price, as "from".
describe("the price of a month without one", () => {
  it("is the cheapest month's, marked 'from', on every path", async () => {
    const [card] = (await list("/tour-packages/goa")).packages;
    const id = card?.id ?? 0;
    const detailBefore = await packages.detail(id, { month: 5 });
    const may = detailBefore?.months.find((m) => m.month === 5);
    await database.db.execute(
      sql`delete from package_month_prices where package_id = ${id} and month = 5`,
    );
    try {
      const from = {
        priceMinor: card?.priceMinor,
        discountedPriceMinor: card?.discountedPriceMinor,
        isFrom: true,
        month: null,
      };
      expect((await packages.detail(id, { month: 5 }))?.price).toMatchObject(from);
      expect((await packages.compare([id], 5))[0]?.price).toMatchObject(from);
      const [cardForMay] = await packages.cards([id], 5);
      expect(cardForMay).toMatchObject({
        priceMinor: from.priceMinor,
        discountedPriceMinor: from.discountedPriceMinor,
        isFromPrice: true,
      });
      // A month with a price is that month's.
      expect((await packages.detail(id, { month: 6 }))?.price.isFrom).toBe(false);
    } finally {
      await database.db.execute(
        sql`insert into package_month_prices (package_id, month, start_price_minor, end_price_minor, discounted_start_price_minor)
            values (${id}, 5, ${may?.startPriceMinor}, ${may?.endPriceMinor}, ${may?.discountedStartPriceMinor})`,
      );
    }
  });
});

describe("counts from the facet index", () => {
  it("equal the counts taken in SQL, on every kind of listing and filter", async () => {
    const inSql = createListingService(database.db, { facetIndex: false });
    const inMemory = createListingService(database.db);
    expect(await inMemory.warm()).toBe(true);
    const kerala = await inSql.list(
      (parseListingUrl("/tour-packages/kerala") as { ok: true; route: never }).route,
    );
    const [first = "", second = ""] = (kerala?.facets.cities ?? []).map((c) => c.value);
    const urls = [
      "/tour-packages",
      "/tour-packages/international",
      "/tour-packages/india",
      "/tour-packages/kerala",
      "/honeymoon-packages/goa",
      "/honeymoon-packages/international",
      "/family-packages",
      "/bike-tour-packages",
      "/seasonal-packages",
      "/luxury-tour-packages",
      "/budget-honeymoon-packages",
      "/adventure-tour-packages",
      "/group-tour-packages",
      "/explore-4-to-6-days-family-packages/kerala",
      "/tour-packages?inclusions[]=Cab&hotel_ratings[]=4",
      "/tour-packages?inclusions[]=Cab&inclusions[]=Shared%20Coach&category[]=family",
      "/tour-packages?month[]=12&sort_by=price_low_to_high",
      "/tour-packages?month[]=3&price_ranges[]=10000-20000&price_ranges[]=80000-10000000",
      "/tour-packages?days[]=4-6&days[]=%3E13&trip_types[]=Nature",
      "/tour-packages/kerala?days[]=4-6&inclusions[]=Cab",
      `/tour-packages/kerala?cities[]=${first}`,
      `/tour-packages/kerala?cities[]=${first}&cities[]=${second}&hotel_ratings[]=3`,
      `/tour-packages/kerala?cities[]=${first}&month[]=10&price_ranges[]=20000-40000`,
      "/tour-packages/kerala?cities[]=no-such-city",
      "/tour-packages?category[]=family&days[]=4-6&price_ranges[]=20000-40000&hotel_ratings[]=3&inclusions[]=Meals&trip_types[]=Nature",
      "/explore-7-to-9-days-family-packages/india?month[]=6&hotel_ratings[]=4&hotel_ratings[]=5",
      "/luxury-tour-packages/international?month[]=1&price_ranges[]=80000-10000000",
    ];
    for (const url of urls) {
      const parsed = parseListingUrl(url);
      if (!parsed.ok) throw new Error(`${url}: ${parsed.reason}`);
      const expected = await inSql.list(parsed.route);
      const actual = await inMemory.list(parsed.route);
      expect({ url, total: actual?.total, facets: actual?.facets }).toEqual({
        url,
        total: expected?.total,
        facets: expected?.facets,
      });
    }
  });
});
