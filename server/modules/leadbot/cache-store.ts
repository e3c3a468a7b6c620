import type { Redis } from "ioredis";
import type { Db } from "../../db";
import { connectRedis, redisNames } from "../../lib/redis";
import { cacheStoreEntries } from "./leadbot.schema";

/**
 * Where the chatbot's failure reports go (browsing §4 "saved to a cache store under an error
 * hash"): the database in the embedded mode, Redis when REDIS_URL is set.
 */
export interface CacheStore {
  put(hashName: string, key: string, value: unknown): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Hashes live under our own prefix (`{REDIS_PREFIX}cache_store:`, this one for the default
 * prefix), so a client can never name a rate-limit or adapter key.
 */
export const REDIS_CACHE_PREFIX = redisNames().cacheStore;
/** Reports are for looking into failures soon after; Redis keeps a hash this long after its last write. */
export const REDIS_CACHE_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * A JSON text that holds an object or array is kept as that structure, so it can be queried;
 * any other string is kept as the string it is.
 */
export function normalizeCacheValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null ? parsed : value;
  } catch {
    return value;
  }
}

/** Appends: every report is kept, newest last, as the table's non-unique index expects. */
export function createDbCacheStore(db: Db): CacheStore {
  return {
    async put(hashName, key, value) {
      await db
        .insert(cacheStoreEntries)
        .values({ hashName, key, value: normalizeCacheValue(value) });
    },
  };
}

/** HSET hash key value, as the original store did: the latest report per key wins. */
export function createRedisCacheStore(
  redis: Redis,
  opts: { prefix?: string; ttlSeconds?: number } = {},
): CacheStore {
  const prefix = opts.prefix ?? REDIS_CACHE_PREFIX;
  const ttl = opts.ttlSeconds ?? REDIS_CACHE_TTL_SECONDS;
  return {
    async put(hashName, key, value) {
      const text = typeof value === "string" ? value : JSON.stringify(value);
      const hash = prefix + hashName;
      const results = await redis.multi().hset(hash, key, text).expire(hash, ttl).exec();
      const failed = results?.find(([err]) => err)?.[0];
      if (!results || failed) throw failed ?? new Error("cache store: transaction aborted");
    },
  };
}

/** The database store, or a Redis one on its own connection (same settings as the limiter's). */
export async function createConfiguredCacheStore(
  redisUrl: string | undefined,
  db: Db,
  opts: { onError?: (err: Error) => void; redisPrefix?: string } = {},
): Promise<CacheStore> {
  if (redisUrl === undefined) return createDbCacheStore(db);
  const redis = await connectRedis(redisUrl, opts);
  return {
    ...createRedisCacheStore(redis, { prefix: redisNames(opts.redisPrefix).cacheStore }),
    async close() {
      await redis.quit();
    },
  };
}
