import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listedResults, resultsOfKind } from "../../../common/search";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createCatalogChanges } from "../catalog";
import { createSearchService, type SearchService } from "./search.service";

let database: TestDatabase;
let search: SearchService;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  search = createSearchService({ db: database.db });
  await search.rebuild();
});
afterAll(async () => {
  await database?.close();
});

const titles = (results: { title: string }[]) => results.map((r) => r.title);

describe(`universal search (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("forgives typos: keral finds Kerala, goaa finds Goa, munar finds Munnar", async () => {
    expect((await search.suggest("keral"))[0]).toMatchObject({
      doc_class: "destination",
      title: "Kerala",
    });
    expect(titles(await search.suggest("goaa"))).toContain("Goa");
    expect(titles(await search.suggest("munar"))).toContain("Munnar");
  });

  it("knows Indian spellings: bangalore finds Bengaluru, cochin finds Kochi", async () => {
    const bangalore = await search.search("bangalore");
    const cityTitles = titles(listedResults(bangalore));
    expect(cityTitles.some((t) => /bengaluru/i.test(t))).toBe(true);
    const cochin = await search.suggest("cochin");
    expect(titles(cochin)).toContain("Kochi");
    expect(cochin[0]?.title).toBe("Kochi");
  });

  it("ranks the destination above its packages and groups results by kind", async () => {
    const answer = await search.search("goa beach");
    expect(answer.total).toBeGreaterThan(0);
    const kinds = [...new Set(listedResults(answer).map((r) => r.doc_class))];
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain("package");
    // Every word counts when some documents hold them all: no Thai or Dubai beaches.
    const places = resultsOfKind(answer, "place");
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.location).toMatch(/Goa$/);
    // A misspelt query still finds by trigrams.
    expect((await search.search("goaa beach")).total).toBeGreaterThan(0);
    const suggestions = await search.suggest("kerala");
    expect(suggestions[0]?.doc_class).toBe("destination");
    for (const result of suggestions) {
      expect(result.href.startsWith("/")).toBe(true);
      expect(result.link).toBe(result.href);
    }
  });

  it("shapes package results with a price in rupees and links", async () => {
    const answer = await search.search("kerala");
    const pkg = resultsOfKind(answer, "package")[0];
    expect(pkg?.href).toMatch(/^\/packages\//);
    expect(pkg?.price).toBeGreaterThan(1000);
    expect(pkg?.links[0]?.href).toBe("/tour-packages/kerala");
  });

  it("answers empty for an empty query and offers a near name when nothing matches", async () => {
    expect((await search.search("")).groups).toEqual([]);
    expect(await search.suggest("k")).toEqual([]);
    const nothing = await search.search("zzqxw");
    expect(nothing.total).toBe(0);
    expect(nothing.groups).toEqual([]);
    const near = await search.search("kerqla xx");
    if (near.total === 0) expect(near.didYouMean).toBe("Kerala");
  });

  it("refills on the catalogue-change signal and takes registered kinds", async () => {
    const changes = createCatalogChanges();
    const own = createSearchService({ db: database.db, changes });
    own.register({
      docClass: "hotel",
      documents: async () => [
        {
          sourceId: "h1",
          title: "Brunton Boatyard",
          location: "Fort Kochi, Kerala",
          href: "/hotel/brunton-boatyard",
          priceMinor: 1_500_000,
          popularity: 0.9,
        },
      ],
    });
    changes.changed({ reason: "test" });
    await own.ensureIndexed();
    const answer = await own.search("brunton");
    expect(answer.top[0]).toMatchObject({
      doc_class: "hotel",
      price: 15_000,
      location: "Fort Kochi, Kerala",
    });
    // The alias reached the registered document too: "cochin" finds the Fort Kochi hotel.
    const cochin = await own.search("fort cochin");
    expect(resultsOfKind(cochin, "hotel").length > 0).toBe(true);
  });
});
