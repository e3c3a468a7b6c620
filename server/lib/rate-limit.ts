import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { connectRedis, redisNames } from "./redis";

/**
 * Fixed-window counters. In-process by default; Redis when REDIS_URL is set, so that N
 * stateless app processes share one budget per key (DESIGN.md §1, §7).
 */
export interface RateLimitStore {
  /** Adds `by` (default 1) to the counter for key; the window starts at the first hit and lasts windowMs. Returns the count after adding and ms until reset. */
  hit(key: string, windowMs: number, by?: number): Promise<{ count: number; resetInMs: number }>;
  /** Current count without adding (0 when absent/expired). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginFailuresPerAccount: { name: "login-fail-account", max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { name: "login-fail-ip", max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { name: "sign-up-ip", max: 10, windowMs: 60 * 60_000 },
  passwordResetPerIp: { name: "reset-ip", max: 10, windowMs: 60 * 60_000 },
  passwordResetPerEmail: { name: "reset-email", max: 5, windowMs: 60 * 60_000 },
  activationMailPerEmail: { name: "activation-email", max: 5, windowMs: 60 * 60_000 },
  tripCreatePerUser: { name: "trip-create-user", max: 20, windowMs: 24 * 60 * 60_000 },
  callbackPerTrip: { name: "callback-trip", max: 3, windowMs: 60 * 60_000 },
  documentUploadPerUser: { name: "document-upload-user", max: 30, windowMs: 60 * 60_000 },
  // A person types well under one message a second; scripts that flood a chat stop here.
  chatSendPerUser: { name: "chat-send-user", max: 60, windowMs: 60_000 },
  // Quotes (decision 0192): each number is well above what a busy agency does by hand, and
  // each stops a script before the traveller's inbox fills. Keys: the agency, the agency and
  // the trip ("agentId:tripId"), the quote.
  quoteSendPerAgent: { name: "quote-send-agent", max: 30, windowMs: 60 * 60_000 },
  quoteSendPerTrip: { name: "quote-send-trip", max: 15, windowMs: 24 * 60 * 60_000 },
  quoteStartPerTrip: { name: "quote-start-trip", max: 10, windowMs: 24 * 60 * 60_000 },
  quoteVersionPerQuote: { name: "quote-version-quote", max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

// Redis INCRBY and PEXPIRE only take integers; checking here keeps both stores in agreement.
function assertHitArgs(windowMs: number, by: number): void {
  if (!Number.isSafeInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`windowMs must be a positive integer, got ${windowMs}`);
  }
  if (!Number.isSafeInteger(by) || by < 1) {
    throw new RangeError(`by must be a positive integer, got ${by}`);
  }
}

export function createMemoryStore(
  opts: { now?: () => number; maxKeys?: number } = {},
): RateLimitStore {
  const now = opts.now ?? Date.now;
  // Bounded so that a flood of distinct keys (spoofed IPs, random emails) cannot exhaust memory.
  const maxKeys = opts.maxKeys ?? 100_000;
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1) {
    throw new RangeError(`maxKeys must be a positive integer, got ${maxKeys}`);
  }
  // Map iteration follows insertion order, and an entry is re-inserted whenever its window
  // restarts, so the first key is always the one whose window started longest ago.
  const entries = new Map<string, { count: number; resetAt: number }>();
  // A lower bound on the earliest resetAt in the map: sweeping for expired entries costs O(n),
  // so it only runs once something may actually have expired, and a flood of fresh keys on a
  // full map stays O(1) per hit.
  let earliestResetAt = Number.POSITIVE_INFINITY;

  function sweepExpired(t: number): void {
    earliestResetAt = Number.POSITIVE_INFINITY;
    for (const [key, e] of entries) {
      if (e.resetAt <= t) entries.delete(key);
      else if (e.resetAt < earliestResetAt) earliestResetAt = e.resetAt;
    }
  }

  function makeRoom(t: number): void {
    if (entries.size < maxKeys) return;
    if (t >= earliestResetAt) sweepExpired(t);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  function live(key: string, t: number) {
    const e = entries.get(key);
    if (e && e.resetAt <= t) {
      entries.delete(key);
      return undefined;
    }
    return e;
  }

  return {
    async hit(key, windowMs, by = 1) {
      assertHitArgs(windowMs, by);
      const t = now();
      let e = live(key, t);
      if (!e) {
        makeRoom(t);
        e = { count: 0, resetAt: t + windowMs };
        entries.set(key, e);
        if (e.resetAt < earliestResetAt) earliestResetAt = e.resetAt;
      }
      e.count += by;
      return { count: e.count, resetInMs: e.resetAt - t };
    },
    async peek(key) {
      const t = now();
      const e = live(key, t);
      return e ? { count: e.count, resetInMs: e.resetAt - t } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

// One round trip and atomic, so concurrent processes cannot both see a "new" key and restart its
// window. The expiry is set whenever the key has none (PTTL -1) rather than only when the count
// equals `by`: that is PEXPIRE NX without needing Redis 7, and it also heals a key that somehow
// lost its TTL instead of leaving it counting forever.
const HIT_SCRIPT = `
local count = redis.call("INCRBY", KEYS[1], ARGV[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;
const HIT_SCRIPT_SHA = createHash("sha1").update(HIT_SCRIPT).digest("hex");

export function createRedisStore(redis: Redis, opts: { prefix?: string } = {}): RateLimitStore {
  const prefix = opts.prefix ?? redisNames().rateLimits;

  async function runHit(key: string, by: number, windowMs: number): Promise<unknown> {
    try {
      return await redis.evalsha(HIT_SCRIPT_SHA, 1, key, by, windowMs);
    } catch (err) {
      // The script cache is empty after a Redis restart or failover; EVAL loads it again.
      if (err instanceof Error && err.message.startsWith("NOSCRIPT")) {
        return redis.eval(HIT_SCRIPT, 1, key, by, windowMs);
      }
      throw err;
    }
  }

  return {
    async hit(key, windowMs, by = 1) {
      assertHitArgs(windowMs, by);
      const [count, ttl] = (await runHit(prefix + key, by, windowMs)) as [number, number];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const k = prefix + key;
      // MULTI so that the count and the TTL describe the same window.
      const results = await redis.multi().get(k).pttl(k).exec();
      if (!results) throw new Error("rate limit peek: transaction aborted");
      const [[getErr, value], [ttlErr, ttl]] = results as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      if (getErr) throw getErr;
      if (ttlErr) throw ttlErr;
      if (value === null) return { count: 0, resetInMs: 0 };
      return { count: Number(value), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export async function createConfiguredRateLimitStore(
  redisUrl: string | undefined,
  opts: { onError?: (err: Error) => void; redisPrefix?: string } = {},
): Promise<RateLimitStore> {
  if (redisUrl === undefined) return createMemoryStore();
  const redis = await connectRedis(redisUrl, opts);
  return {
    ...createRedisStore(redis, { prefix: redisNames(opts.redisPrefix).rateLimits }),
    async close() {
      await redis.quit();
    },
  };
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function retryAfter(resetInMs: number, limited: boolean): number {
  const seconds = Math.ceil(resetInMs / 1000);
  return limited ? Math.max(1, seconds) : seconds;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Keys are hashed so that emails and IP addresses never sit in clear in Redis. Hashing is exact,
 * so callers pass a normalised key (e.g. the lower-cased, trimmed email) or "A@x" and "a@x" would
 * get separate budgets.
 */
export function createRateLimiter(store: RateLimitStore) {
  const storeKey = (limit: Limit, key: string) => `${limit.name}:${hashKey(key)}`;

  /** Has `key` used up its `limit.max` events, so the next one would be refused? Does not count. */
  async function check(
    limit: Limit,
    key: string,
  ): Promise<{ limited: boolean; retryAfterSeconds: number }> {
    const { count, resetInMs } = await store.peek(storeKey(limit, key));
    const limited = count >= limit.max;
    return { limited, retryAfterSeconds: retryAfter(resetInMs, limited) };
  }

  /**
   * Counts one event and says whether it went over the limit: `max` events a window are
   * allowed, the one after is `limited`. (`check` answers the question before counting:
   * "would one more be over?", so both agree that `max` means max.)
   */
  async function consume(
    limit: Limit,
    key: string,
  ): Promise<{ limited: boolean; remaining: number; retryAfterSeconds: number }> {
    const { count, resetInMs } = await store.hit(storeKey(limit, key), limit.windowMs);
    const limited = count > limit.max;
    return {
      limited,
      remaining: Math.max(0, limit.max - count),
      retryAfterSeconds: retryAfter(resetInMs, limited),
    };
  }

  return {
    check,
    consume,
    /**
     * One event that counts against several limits (a quote send: the agency's hour and the
     * trip's day). Checks them all first, so a refusal by one spends nothing of the others,
     * then counts one against each. Answers the first limit that refuses, with when to retry;
     * two events at once may both pass the check, and the count then refuses the one over.
     */
    async admit(entries: readonly (readonly [Limit, string])[]): Promise<Admission> {
      for (const [limit, key] of entries) {
        const { limited, retryAfterSeconds } = await check(limit, key);
        if (limited) return { limited, limit, retryAfterSeconds };
      }
      let refused: Admission = { limited: false };
      for (const [limit, key] of entries) {
        const { limited, retryAfterSeconds } = await consume(limit, key);
        if (limited && !refused.limited) refused = { limited, limit, retryAfterSeconds };
      }
      return refused;
    },
    async reset(limit: Limit, key: string): Promise<void> {
      await store.reset(storeKey(limit, key));
    },
  };
}

/** What `admit` answers: let through, or refused by `limit` until `retryAfterSeconds`. */
export type Admission =
  | { limited: false }
  | { limited: true; limit: Limit; retryAfterSeconds: number };
