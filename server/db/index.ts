import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { type Database, openDatabase, type PostgresTimeouts } from "./client";

export type { Database, Db, Executor, PostgresTimeouts, Tx } from "./client";
export { openDatabase } from "./client";
export { MIGRATIONS_DIR, migrateDatabase } from "./migrate";
export { countQueries } from "./query-count";

/** The configured PostgreSQL time limits (docs/decisions/0185). */
export function postgresTimeoutsOf(config: Config): PostgresTimeouts {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    longStatementMs: config.DATABASE_LONG_STATEMENT_TIMEOUT_MS,
  };
}

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
        timeouts: postgresTimeoutsOf(config),
        onIdleError: (error) => logger?.error({ err: error }, "database connection lost"),
      })
    : openDatabase({ driver: "pglite", dir: config.pgliteDir, snapshot });
}
