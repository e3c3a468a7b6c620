import { Socket } from "node:net";
import { Redis } from "ioredis";

// Redis on this machine for the scale-out tests. It is shared with other runs and other
// engineers: each test takes a prefix of its own (REDIS_PREFIX, decision 0198) and deletes
// only the keys under it, never FLUSHDB.

export const LOCAL_REDIS_URL = process.env.REALTIME_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Whether something listens at the URL's host and port. A refusal answers at once; a loaded
 * machine may take seconds to accept, and a probe that gave up sooner skipped suites silently.
 */
export function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(5_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
    socket.connect(Number(port), hostname);
  });
}

/** A prefix no other run uses: `triphive-test-<time><random>:`. */
export function uniqueRedisPrefix(tag = "test"): string {
  return `triphive-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`;
}

/** Deletes the keys under `prefix` (SCAN, so Redis is never blocked), and nothing else. */
export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.del(...keys);
  } while (cursor !== "0");
  return deleted;
}

/** A plain client for a test's own commands; the caller quits it. */
export function testRedis(url = LOCAL_REDIS_URL): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2 });
}
