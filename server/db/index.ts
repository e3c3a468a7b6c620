import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { type Database, openDatabase } from "./client";

export type { Database, Db, Executor, Tx } from "./client";
export { openDatabase } from "./client";
export { MIGRATIONS_DIR, migrateDatabase } from "./migrate";

export function openConfiguredDatabase(
  config: Config,
  logger?: Logger,
  /** PGlite: a data directory to start from when DATA_DIR has none yet (the seed snapshot). */
  snapshot?: (dir: string) => Promise<boolean>,
): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({
        driver: "postgres",
        url: config.DATABASE_URL,
        onIdleError: (error) => logger?.error({ err: error }, "database connection lost"),
      })
    : openDatabase({ driver: "pglite", dir: config.pgliteDir, snapshot });
}
