import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listedResults, resultsOfKind } from "../../../common/search";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { GUIDE_SEARCH_PROVIDER } from "../guides";
import { HOTEL_SEARCH_PROVIDER } from "../hotels";
import { createSearchService, type SearchService } from "./search.service";

// The hotels and guides modules put their pages into universal search through the bulk
// provider form; services.ts registers both, exactly as here.
let database: TestDatabase;
let search: SearchService;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  search = createSearchService({ db: database.db });
  search.register(HOTEL_SEARCH_PROVIDER);
  search.register(GUIDE_SEARCH_PROVIDER);
  await search.rebuild();
});
afterAll(async () => {
  await database?.close();
});

describe("hotels and guides in universal search", () => {
  it("finds a destination's guide and links its sub-pages", async () => {
    const answer = await search.search("kerala guide");
    const guides = resultsOfKind(answer, "guide");
    expect(guides[0]).toMatchObject({ title: "Kerala travel guide" });
    expect(JSON.stringify(guides[0])).toContain("/kerala-tourism");
    expect(JSON.stringify(guides[0])).toContain("/kerala-tourism/how-to-reach");
  });

  it("finds a hotel by its name, even misspelt, and links its page", async () => {
    const rows = (
      (await database.db.execute(
        sql`select name, slug from hotels order by score desc limit 1`,
      )) as {
        rows: { name: string; slug: string }[];
      }
    ).rows;
    const hotel = rows[0];
    expect(hotel).toBeDefined();
    if (!hotel) return;
    const exact = await search.search(hotel.name);
    const hotels = resultsOfKind(exact, "hotel");
    expect(hotels[0]).toMatchObject({ title: hotel.name });
    expect(JSON.stringify(hotels[0])).toContain(`/hotel/${hotel.slug}`);
    // One letter dropped from the longest word still finds it (trigram arm).
    const words = hotel.name.split(" ");
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const typo = hotel.name.replace(longest, longest.slice(0, -1));
    const misspelt = await search.search(typo);
    expect(listedResults(misspelt).map((r) => r.title)).toContain(hotel.name);
  });
});
