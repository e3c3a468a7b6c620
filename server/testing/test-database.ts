import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, migrateDatabase, openDatabase } from "../db";

export interface TestDatabase extends Database {
  /** Where this test file's database lives, for messages. */
  label: string;
}

/**
 * A freshly migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (created, then dropped on close) when TEST_DATABASE_URL is set.
 * Test infrastructure reads the environment directly; application code never does.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ driver: "pglite" });
    await migrateDatabase(database);
    return { ...database, label: "pglite (memory)" };
  }
  const name = `triphive_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
  return {
    ...database,
    label: `postgres ${name}`,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
