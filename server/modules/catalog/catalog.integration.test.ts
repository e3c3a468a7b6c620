import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createCatalogService } from "./catalog.service";
import { createCatalogChanges } from "./catalog-changes";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
});
afterAll(async () => {
  await database?.close();
});

/** The lookup the quotes module ran per request before the catalogue kept it in memory. */
async function fromDatabase(names: string[]) {
  const lower = names.map((n) => n.toLowerCase());
  if (lower.length === 0) return [];
  return rowsOf(
    await database.db.execute(sql`select id, name, type from destinations
      where lower(name) in (${sql.join(
        lower.map((n) => sql`${n}`),
        sql`, `,
      )}) or slug in (${sql.join(
        lower.map((n) => sql`${n.replace(/\s+/g, "-")}`),
        sql`, `,
      )}) order by id`),
    z.object({ id: z.number(), name: z.string(), type: z.string() }),
  );
}

describe("destinations a trip names", () => {
  it("finds what the database finds: any case, a slug with spaces, several, unknown ones", async () => {
    const catalog = createCatalogService(database.db, createCatalogChanges());
    for (const names of [
      ["Kerala"],
      ["KERALA", "goa"],
      ["Himachal Pradesh"],
      ["himachal  pradesh", "Kerala"],
      ["Atlantis"],
      ["Kerala", "Atlantis"],
      [],
    ]) {
      expect(await catalog.destinationsNamed(names), names.join(", ")).toEqual(
        await fromDatabase(names),
      );
    }
  });

  it("finds a destination added after it was kept in memory, and a renamed one after a change", async () => {
    const changes = createCatalogChanges();
    const catalog = createCatalogService(database.db, changes);
    expect(await catalog.destinationsNamed(["Kerala"])).toHaveLength(1);
    await database.db.execute(sql`insert into destinations
      (slug, name, type, kind, region, tagline, description, best_months, ideal_days_min,
       ideal_days_max, currency, palette, popularity)
      values ('coral-reach', 'Coral Reach', 'india', 'state', 'south', 't', 'd',
       '{1}', 3, 5, 'INR', '{"#000000"}', 1)`);
    // Not in memory yet: the database answers.
    expect(await catalog.destinationsNamed(["Coral Reach"])).toEqual(
      await fromDatabase(["Coral Reach"]),
    );
    await database.db.execute(
      sql`update destinations set name = 'Coral Bay' where slug = 'coral-reach'`,
    );
    changes.changed({ reason: "test: destination renamed" });
    const renamed = await catalog.destinationsNamed(["coral bay"]);
    expect(renamed.map((d) => d.name)).toEqual(["Coral Bay"]);
  });
});
