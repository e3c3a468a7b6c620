import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

// Decision 0218: package and destination pages link the agencies that sell the destination.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
}, 240_000);
afterAll(async () => {
  await database?.close();
});

describe("agents who know a destination", () => {
  it("lists verified agencies selling it, best rated first, contacts masked, profiles linked", async () => {
    const agents = await services.agents.knowing("kerala", 6);
    expect(agents.length).toBeGreaterThan(0);
    expect(agents.length).toBeLessThanOrEqual(6);
    for (const a of agents) {
      expect(a.verified).toBe(true);
      expect(a.destinations.map((d) => d.slug)).toContain("kerala");
      expect(a.testimonialUrl).toBe(`/agents/${a.encodedId}`);
      expect(a.email).toContain("***");
    }
    const ratings = agents.map((a) => a.displayRating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
  });

  it("lists nobody for a destination that does not exist", async () => {
    expect(await services.agents.knowing("atlantis")).toEqual([]);
  });
});
