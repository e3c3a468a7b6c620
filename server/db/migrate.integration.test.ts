import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { migrateDatabase } from "./migrate";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`migrations (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("create every table of the schema", async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "cities",
        "client_errors",
        "destinations",
        "landmarks",
        "timing_reports",
      ]),
    );
  });

  it("record themselves and are safe to run again", async () => {
    await migrateDatabase(database);
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });

  it("enforce constraints", async () => {
    await expect(
      database.db.execute(
        sql`insert into cities (destination_id, slug, name, description, lat, lng, position) values (999999, 'x', 'x', 'x', 0, 0, 0)`,
      ),
    ).rejects.toThrow();
  });
});
