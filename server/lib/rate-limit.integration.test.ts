import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createConfiguredRateLimitStore,
  createRateLimiter,
  createRedisStore,
  type Limit,
  type RateLimitStore,
} from "./rate-limit";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

// Redis is optional on developer machines: probe once, quickly, and skip rather than fail.
async function probe(url: string): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  r.on("error", () => {});
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const redisReachable = await probe(REDIS_URL);

describe.skipIf(!redisReachable)("rate limiting on Redis", () => {
  // A unique prefix per run keeps parallel CI jobs and leftovers from earlier runs apart.
  const prefix = `triphive:rl:test:${randomUUID()}:`;
  // A window no test outlives, however busy the machine: a 300 ms one expired between a test's
  // steps at load 13-20. A test that needs the end of a window brings it forward in Redis and
  // waits for the key to be gone (decision 0206).
  const WINDOW = 60_000;
  const LOGIN: Limit = { name: "login", max: 3, windowMs: WINDOW };
  let redis: Redis;
  let store: RateLimitStore;

  /** Ends the window of a store key now, as its expiry would, and waits until Redis has. */
  async function expireWindow(key: string) {
    await redis.pexpire(`${prefix}${key}`, 1);
    await expect.poll(() => redis.exists(`${prefix}${key}`), { timeout: 30_000 }).toBe(0);
  }
  /** The store key of a limiter's key (createRateLimiter hashes it). */
  const limiterKey = (limit: Limit, key: string) =>
    `${limit.name}:${createHash("sha256").update(key).digest("hex")}`;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    store = createRedisStore(redis, { prefix });
  });

  afterAll(async () => {
    if (!redis) return;
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
    await redis.quit();
  });

  describe("store", () => {
    it("counts hits within a window and sets the expiry once", async () => {
      const first = await store.hit("count", 10_000);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(9_000);
      expect(first.resetInMs).toBeLessThanOrEqual(10_000);
      await sleep(50);
      const second = await store.hit("count", 10_000, 3);
      expect(second.count).toBe(4);
      expect(second.resetInMs).toBeLessThan(first.resetInMs);
      const peeked = await store.peek("count");
      expect(peeked.count).toBe(4);
      expect(peeked.resetInMs).toBeLessThanOrEqual(second.resetInMs);
    });

    it("starts a new window once the old one has expired", async () => {
      await store.hit("expiry", WINDOW);
      await store.hit("expiry", WINDOW);
      expect((await store.peek("expiry")).count).toBe(2);
      await expireWindow("expiry");
      expect(await store.peek("expiry")).toEqual({ count: 0, resetInMs: 0 });
      expect((await store.hit("expiry", WINDOW)).count).toBe(1);
    });

    it("reports absent keys as zero and resets keys", async () => {
      expect(await store.peek("absent")).toEqual({ count: 0, resetInMs: 0 });
      await store.hit("gone", 10_000);
      await store.reset("gone");
      expect(await store.peek("gone")).toEqual({ count: 0, resetInMs: 0 });
    });

    it("gives a key that lost its expiry a new one instead of counting forever", async () => {
      await redis.set(`${prefix}persisted`, "7");
      const r = await store.hit("persisted", 10_000);
      expect(r.count).toBe(8);
      expect(await redis.pttl(`${prefix}persisted`)).toBeGreaterThan(0);
    });

    it("reloads the hit script after the script cache is flushed", async () => {
      await store.hit("flush", 10_000);
      await redis.script("FLUSH");
      expect((await store.hit("flush", 10_000)).count).toBe(2);
    });

    it("counts every one of many concurrent hits", async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => store.hit("concurrent", 10_000)),
      );
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });
  });

  describe("limiter", () => {
    it("consume allows exactly max events and refuses the one after", async () => {
      const limiter = createRateLimiter(store);
      expect(await limiter.consume(LOGIN, "max")).toMatchObject({ limited: false, remaining: 2 });
      expect(await limiter.consume(LOGIN, "max")).toMatchObject({ limited: false, remaining: 1 });
      expect(await limiter.consume(LOGIN, "max")).toMatchObject({ limited: false, remaining: 0 });
      expect((await limiter.check(LOGIN, "max")).limited).toBe(true);
      const fourth = await limiter.consume(LOGIN, "max");
      expect(fourth).toMatchObject({ limited: true, remaining: 0 });
      expect(fourth.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(WINDOW / 1000);
    });

    it("lets exactly max of many concurrent events through", async () => {
      const limiter = createRateLimiter(store);
      const limit: Limit = { name: "burst", max: 20, windowMs: 10_000 };
      const results = await Promise.all(
        Array.from({ length: 30 }, () => limiter.consume(limit, "burst")),
      );
      expect(results.filter((r) => !r.limited)).toHaveLength(20);
    });

    it("check does not count, and the limit lifts when the window expires", async () => {
      const limiter = createRateLimiter(store);
      for (let i = 0; i < 5; i++) expect((await limiter.check(LOGIN, "lift")).limited).toBe(false);
      for (let i = 0; i < 3; i++) await limiter.consume(LOGIN, "lift");
      const refused = await limiter.check(LOGIN, "lift");
      expect(refused.limited).toBe(true);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW / 1000);
      await expireWindow(limiterKey(LOGIN, "lift"));
      expect((await limiter.check(LOGIN, "lift")).limited).toBe(false);
      expect((await limiter.consume(LOGIN, "lift")).remaining).toBe(2);
    });

    it("reset clears the counter and keeps keys and limit names apart", async () => {
      const limiter = createRateLimiter(store);
      const other: Limit = { ...LOGIN, name: "other" };
      for (let i = 0; i < 3; i++) await limiter.consume(LOGIN, "iso");
      expect((await limiter.check(LOGIN, "iso-2")).limited).toBe(false);
      expect((await limiter.check(other, "iso")).limited).toBe(false);
      await limiter.reset(other, "iso");
      expect((await limiter.check(LOGIN, "iso")).limited).toBe(true);
      await limiter.reset(LOGIN, "iso");
      expect((await limiter.check(LOGIN, "iso")).limited).toBe(false);
    });

    it("stores no email in clear", async () => {
      const limiter = createRateLimiter(store);
      const limit: Limit = { name: "hash", max: 5, windowMs: 10_000 };
      await limiter.consume(limit, "alice@example.com");
      const keys = await redis.keys(`${prefix}hash:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^${prefix}hash:[0-9a-f]{64}$`));
      expect(keys.join(" ")).not.toContain("alice");
    });
  });

  describe("createConfiguredRateLimitStore", () => {
    it("connects to REDIS_URL and closes the connection", async () => {
      const configured = await createConfiguredRateLimitStore(REDIS_URL);
      const key = `test:${randomUUID()}`;
      try {
        expect((await configured.hit(key, 10_000)).count).toBe(1);
        expect(await redis.exists(`triphive:rl:${key}`)).toBe(1);
      } finally {
        await configured.reset(key);
        await configured.close?.();
      }
    });

    it("fails fast when Redis cannot be reached", async () => {
      const errors: Error[] = [];
      await expect(
        createConfiguredRateLimitStore("redis://127.0.0.1:1", { onError: (e) => errors.push(e) }),
      ).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
    });
  });
});
