import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type SeedScale, seedDatabase } from "../../seed/seed";
import { type Database, migrateDatabase, openDatabase } from "../db";

export interface TestDatabase extends Database {
  /** Where this test file's database lives, for messages. */
  label: string;
  /** PostgreSQL: its URL, for a second process on the same database. */
  url?: string;
}

export interface TestDatabaseOptions {
  /**
   * "small": the database already holds the catalogue `seedDatabase(db, { scale: "small" })`
   * writes (copied from a seeded template, decision 0143), instead of each file seeding it.
   */
  seed?: "small";
}

/** The seed scale every seeded template holds. */
const TEMPLATE_SEED: SeedScale = "small";

/**
 * A freshly migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (created, then dropped on close) when TEST_DATABASE_URL is set.
 * Each is a copy of one migrated (or migrated and seeded) template
 * (server/testing/global-setup.ts), so a test file pays for a copy, not for initdb, every
 * migration and the seed. Test infrastructure reads the environment directly; application
 * code never does.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const seeded = options.seed === TEMPLATE_SEED;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return createTestPglite(options);
  const name = `triphive_test_${randomBytes(6).toString("hex")}`;
  const template = injected(seeded ? "postgresSeededTemplate" : "postgresTemplate");
  await withAdmin(adminUrl, (admin) => createDatabase(admin, name, template));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 4 });
  if (!template) {
    await migrateDatabase(database);
    if (seeded) await seedDatabase(database.db, { scale: TEMPLATE_SEED });
  }
  return {
    ...database,
    label: `postgres ${name}`,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** Like createTestDatabase, but PGlite in memory whatever TEST_DATABASE_URL says. */
export async function createTestPglite(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const template = await pgliteTemplate(options.seed === TEMPLATE_SEED);
  const database = await openDatabase({ driver: "pglite", loadDataDir: template });
  return { ...database, label: "pglite (memory)" };
}

/**
 * A migrated (and seeded) PGlite data directory, dumped: the one global setup wrote, else
 * made here once per process.
 */
const ownTemplates = new Map<boolean, Promise<Blob>>();
async function pgliteTemplate(seeded: boolean): Promise<Blob> {
  const file = injected(seeded ? "pgliteSeededTemplateFile" : "pgliteTemplateFile");
  if (file) return new Blob([await readFile(file)]);
  let own = ownTemplates.get(seeded);
  if (!own) {
    own = seeded ? pgliteTemplate(false).then(buildSeededPgliteTemplate) : buildPgliteTemplate();
    ownTemplates.set(seeded, own);
  }
  return own;
}

export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ driver: "pglite" });
  try {
    await migrateDatabase(database);
    return await dumpPglite(database);
  } finally {
    await database.close();
  }
}

/** The migrated template `migrated`, seeded at the templates' scale, dumped. */
export async function buildSeededPgliteTemplate(migrated: Blob): Promise<Blob> {
  const database = await openDatabase({ driver: "pglite", loadDataDir: migrated });
  try {
    await seedDatabase(database.db, { scale: TEMPLATE_SEED });
    return await dumpPglite(database);
  } finally {
    await database.close();
  }
}

async function dumpPglite(database: Database): Promise<Blob> {
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite client sits behind drizzle's session
  const client = (database.db as any).$client as { dumpDataDir(c: "none"): Promise<Blob> };
  return client.dumpDataDir("none");
}

/**
 * A migrated PostgreSQL database to copy from, named `name`; with `seedFrom`, a copy of that
 * migrated template, seeded at the templates' scale.
 */
export async function buildPostgresTemplate(
  adminUrl: string,
  name: string,
  seedFrom?: string,
): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(
      seedFrom ? `create database ${name} template ${seedFrom}` : `create database ${name}`,
    );
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 1 });
  try {
    if (seedFrom) await seedDatabase(database.db, { scale: TEMPLATE_SEED });
    else await migrateDatabase(database);
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

type TemplateKey =
  | "pgliteTemplateFile"
  | "pgliteSeededTemplateFile"
  | "postgresTemplate"
  | "postgresSeededTemplate";

function injected(key: TemplateKey): string | undefined {
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
    /** Path of the dumped, migrated and seeded (scale "small") PGlite data directory. */
    pgliteSeededTemplateFile: string;
    /** Name of the migrated PostgreSQL template database ("" when not on PostgreSQL). */
    postgresTemplate: string;
    /** Name of the migrated and seeded (scale "small") PostgreSQL template ("" likewise). */
    postgresSeededTemplate: string;
  }
}
