import { sql } from "drizzle-orm";
import type { Config } from "./config";
import type { Db } from "./db";
import {
  type ChangeChannel,
  createPostgresChannel,
  createRedisChannel,
} from "./lib/change-channel";
import type { Logger } from "./lib/logger";
import { type CatalogChanges, readCatalogVersion, startCatalogBroadcast } from "./modules/catalog";

/** The PostgreSQL channel of catalogue changes (LISTEN/NOTIFY; one database, no prefix). */
export const PG_CATALOG_CHANNEL = "catalog_changes";
/** The Redis channel, after REDIS_PREFIX. */
export const REDIS_CATALOG_CHANNEL = "catalog-changes";

/** The channels session forgettings travel on (decision 0221). */
export const PG_SESSION_CHANNEL = "session_changes";
export const REDIS_SESSION_CHANNEL = "session-changes";

type ChannelConfig = Pick<
  Config,
  "REDIS_URL" | "REDIS_PREFIX" | "DATABASE_URL" | "DATABASE_CONNECT_TIMEOUT_MS"
>;

/**
 * The channel catalogue changes travel on between processes (decision 0199): Redis pub/sub with
 * REDIS_URL, else PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else none (PGlite: one process).
 */
export function catalogChannelOf(config: ChannelConfig, db: Db, logger: Logger) {
  return changeChannelOf(config, db, logger, {
    postgres: PG_CATALOG_CHANNEL,
    redis: REDIS_CATALOG_CHANNEL,
  });
}

/** A channel between the processes of a deployment, by the same rule as the catalogue's. */
export async function changeChannelOf(
  config: ChannelConfig,
  db: Db,
  logger: Logger,
  names: { postgres: string; redis: string },
): Promise<ChangeChannel | undefined> {
  if (config.REDIS_URL) {
    return createRedisChannel({
      url: config.REDIS_URL,
      channel: `${config.REDIS_PREFIX}${names.redis}`,
      logger,
    });
  }
  if (config.DATABASE_URL) {
    return createPostgresChannel({
      url: config.DATABASE_URL,
      channel: names.postgres,
      logger,
      connectTimeoutMs: Math.max(config.DATABASE_CONNECT_TIMEOUT_MS, 5_000),
      notify: async (channel, message) => {
        await db.execute(sql`select pg_notify(${channel}, ${message})`);
      },
    });
  }
  return undefined;
}

/** Starts carrying this process's catalogue changes to the others, and theirs here. */
export async function startConfiguredCatalogBroadcast(
  config: Pick<
    Config,
    | "REDIS_URL"
    | "REDIS_PREFIX"
    | "DATABASE_URL"
    | "DATABASE_CONNECT_TIMEOUT_MS"
    | "CATALOG_CHANGES_POLL_MS"
  >,
  deps: { db: Db; changes: CatalogChanges; logger: Logger },
) {
  return startCatalogBroadcast({
    changes: deps.changes,
    channel: await catalogChannelOf(config, deps.db, deps.logger),
    readVersion: () => readCatalogVersion(deps.db),
    logger: deps.logger,
    pollMs: config.CATALOG_CHANGES_POLL_MS,
  });
}
