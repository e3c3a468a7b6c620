import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { GUIDE_SEARCH_PROVIDER } from "../guides";
import { HOTEL_SEARCH_PROVIDER } from "../hotels";
import { createSearchService, type SearchService } from "./search.service";

// The shared relevance set (a query, and a pattern one of the first three results must match),
// on the seeded catalogue with every provider services.ts registers (decision 0208).
const RELEVANCE_FILE = fileURLToPath(
  new URL("../../../../shared/data/search-relevance.tsv", import.meta.url),
);

function relevanceSet(): { query: string; expected: RegExp }[] {
  return readFileSync(RELEVANCE_FILE, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [query = "", pattern = ""] = line.split("\t");
      return { query: query.trim(), expected: new RegExp(pattern.trim(), "i") };
    });
}

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

describe("search relevance on the shared query set", () => {
  it("puts what the query means among the first three results of at least 24 of 25", async () => {
    const set = relevanceSet();
    const misses: string[] = [];
    for (const { query, expected } of set) {
      const top = (await search.search(query)).top.slice(0, 3);
      const hit = top.some((r) => expected.test(`${r.title} ${r.location}`));
      if (!hit)
        misses.push(`${query}: ${top.map((r) => `${r.title} (${r.location})`).join(" | ")}`);
    }
    expect(set.length).toBe(25);
    expect(misses.length, misses.join("\n")).toBeLessThanOrEqual(1);
  });

  it("answers every prefix of every query while typing, and odd input, without hanging", async () => {
    // A statement that hangs PGlite blocks the event loop: this test then never finishes,
    // which is what should stop a change here (decision 0208).
    const typed = new Set<string>();
    for (const { query } of relevanceSet()) {
      for (let n = 1; n <= query.length; n++) typed.add(query.slice(0, n));
    }
    for (const text of [
      "",
      " ",
      "%",
      "'",
      "a",
      "go",
      "mun",
      "keral",
      "x".repeat(200),
      "!!!",
      "the",
    ]) {
      typed.add(text);
    }
    for (const text of typed) {
      const suggestions = await search.suggest(text);
      expect(suggestions.length).toBeLessThanOrEqual(8);
    }
    for (const text of ["keral", "mun", "go", "a", "", "%", "'", "x".repeat(200)]) {
      const answer = await search.search(text);
      expect(answer.total).toBe(
        answer.top.length + answer.groups.reduce((n, g) => n + g.results.length, 0),
      );
    }
    expect((await search.suggest("keral"))[0]?.title).toBe("Kerala");
  });
});
