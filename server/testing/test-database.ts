import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "../db";

export interface TestDatabase extends Database {
  /** Where this test file's database lives, for messages. */
  label: string;
}

/**
 * A freshly migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (created, then dropped on close) when TEST_DATABASE_URL is set.
 * Each is a copy of one migrated template (server/testing/global-setup.ts), so a test file
 * pays for a copy, not for initdb and every migration. Test infrastructure reads the
 * environment directly; application code never does.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await pgliteTemplate();
    const database = await openDatabase({ driver: "pglite", loadDataDir: template });
    return { ...database, label: "pglite (memory)" };
  }
  const name = `triphive_test_${randomBytes(6).toString("hex")}`;
  const template = injected("postgresTemplate");
  await withAdmin(adminUrl, (admin) => createDatabase(admin, name, template));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 4 });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    label: `postgres ${name}`,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** A migrated PGlite data directory, dumped: the one global setup wrote, else made here once. */
let ownTemplate: Promise<Blob> | undefined;
async function pgliteTemplate(): Promise<Blob> {
  const file = injected("pgliteTemplateFile");
  if (file) return new Blob([await readFile(file)]);
  ownTemplate ??= buildPgliteTemplate();
  return ownTemplate;
}

export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ driver: "pglite" });
  try {
    await migrateDatabase(database);
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite client sits behind drizzle's session
    const client = (database.db as any).$client as { dumpDataDir(c: "none"): Promise<Blob> };
    return await client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

/** A migrated PostgreSQL database to copy from, named `name`. */
export async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  // Two workers copying the template at the same instant can collide (55006, "being accessed
  // by other users"); the copy is quick, so a short retry settles it.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function injected<K extends "pgliteTemplateFile" | "postgresTemplate">(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    // Outside a vitest worker (a script reusing this helper): no global setup, no template.
    return undefined;
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the dumped, migrated PGlite data directory. */
    pgliteTemplateFile: string;
    /** Name of the migrated PostgreSQL template database ("" when not on PostgreSQL). */
    postgresTemplate: string;
  }
}
