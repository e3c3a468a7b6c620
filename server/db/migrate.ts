import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

/**
 * drizzle/ sits at the project root. From source (server/db) and from the bundle
 * (build/server) it is two levels up either way.
 */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // Without the request statement limit: a migration may rewrite or index a whole table.
  // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver type; Db is their common supertype.
  const db = database.longWork as any;
  if (database.driver === "postgres") await migratePg(db, config);
  else await migratePglite(db, config);
}
