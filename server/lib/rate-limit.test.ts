import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createConfiguredRateLimitStore,
  createMemoryStore,
  createRateLimiter,
  LIMITS,
  type Limit,
  type RateLimitStore,
} from "./rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

const LOGIN: Limit = { name: "login", max: 3, windowMs: 60_000 };

function setup() {
  const c = clock();
  const store = createMemoryStore({ now: c.now });
  return { c, store, limiter: createRateLimiter(store) };
}

describe("createMemoryStore", () => {
  it("counts hits within a window and reports the time left", async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    expect(await store.hit("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
    c.advance(400);
    expect(await store.hit("k", 1000, 3)).toEqual({ count: 4, resetInMs: 600 });
    expect(await store.peek("k")).toEqual({ count: 4, resetInMs: 600 });
  });

  it("starts a new window once the old one has expired", async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    await store.hit("k", 1000);
    await store.hit("k", 1000);
    c.advance(999);
    expect((await store.peek("k")).count).toBe(2);
    c.advance(1);
    expect(await store.peek("k")).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.hit("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it("does not extend the window on later hits", async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    await store.hit("k", 1000);
    c.advance(900);
    expect((await store.hit("k", 1000)).resetInMs).toBe(100);
  });

  it("reports absent keys as zero and resets keys", async () => {
    const store = createMemoryStore({ now: clock().now });
    expect(await store.peek("nope")).toEqual({ count: 0, resetInMs: 0 });
    await store.hit("k", 1000);
    await store.reset("k");
    expect(await store.peek("k")).toEqual({ count: 0, resetInMs: 0 });
  });

  it("rejects arguments Redis could not store", async () => {
    const store = createMemoryStore();
    await expect(store.hit("k", 0)).rejects.toThrow(RangeError);
    await expect(store.hit("k", 1.5)).rejects.toThrow(RangeError);
    await expect(store.hit("k", 1000, 0)).rejects.toThrow(RangeError);
    await expect(store.hit("k", 1000, 0.5)).rejects.toThrow(RangeError);
    expect(() => createMemoryStore({ maxKeys: 0 })).toThrow(RangeError);
  });

  describe("eviction at maxKeys", () => {
    it("evicts the oldest key when none has expired", async () => {
      const c = clock();
      const store = createMemoryStore({ now: c.now, maxKeys: 3 });
      for (const k of ["a", "b", "c"]) {
        await store.hit(k, 10_000);
        c.advance(10);
      }
      await store.hit("d", 10_000);
      expect((await store.peek("a")).count).toBe(0);
      for (const k of ["b", "c", "d"]) expect((await store.peek(k)).count).toBe(1);
    });

    it("evicts expired keys before live ones, even if the live ones are older", async () => {
      const c = clock();
      const store = createMemoryStore({ now: c.now, maxKeys: 3 });
      await store.hit("old-long", 10_000);
      await store.hit("short", 100);
      await store.hit("newer-long", 10_000);
      c.advance(100);
      await store.hit("fresh", 10_000);
      expect((await store.peek("old-long")).count).toBe(1);
      expect((await store.peek("newer-long")).count).toBe(1);
      expect((await store.peek("fresh")).count).toBe(1);
      expect((await store.peek("short")).count).toBe(0);
    });

    it("treats a key whose window restarted as young again", async () => {
      const c = clock();
      const store = createMemoryStore({ now: c.now, maxKeys: 2 });
      await store.hit("a", 100);
      await store.hit("b", 10_000);
      c.advance(100);
      // "a" expired and starts over, so "b" is now the oldest window.
      await store.hit("a", 10_000);
      await store.hit("c", 10_000);
      expect((await store.peek("a")).count).toBe(1);
      expect((await store.peek("b")).count).toBe(0);
      expect((await store.peek("c")).count).toBe(1);
    });

    it("never holds more than maxKeys keys", async () => {
      const c = clock();
      const store = createMemoryStore({ now: c.now, maxKeys: 50 });
      for (let i = 0; i < 500; i++) {
        await store.hit(`k${i}`, i % 2 ? 5 : 10_000);
        c.advance(1);
      }
      let present = 0;
      for (let i = 0; i < 500; i++) if ((await store.peek(`k${i}`)).count > 0) present++;
      expect(present).toBeLessThanOrEqual(50);
      expect((await store.peek("k498")).count).toBe(1);
    });
  });
});

describe("createRateLimiter", () => {
  it("consume allows exactly max events and refuses the one after", async () => {
    const { limiter } = setup();
    expect(await limiter.consume(LOGIN, "u")).toEqual({
      limited: false,
      remaining: 2,
      retryAfterSeconds: 60,
    });
    expect(await limiter.consume(LOGIN, "u")).toMatchObject({ limited: false, remaining: 1 });
    expect(await limiter.consume(LOGIN, "u")).toMatchObject({ limited: false, remaining: 0 });
    expect(await limiter.consume(LOGIN, "u")).toMatchObject({ limited: true, remaining: 0 });
    expect(await limiter.consume(LOGIN, "u")).toMatchObject({ limited: true, remaining: 0 });
  });

  // Callbacks 3/hour, trip creation 20/day, sign-up 10/hour...: each lets `max` through.
  it.each(Object.values(LIMITS))("$name lets exactly $max through a window", async (limit) => {
    const { limiter } = setup();
    for (let i = 1; i <= limit.max; i++) {
      expect((await limiter.consume(limit, "k")).limited, `event ${i}`).toBe(false);
    }
    expect((await limiter.check(limit, "k")).limited).toBe(true);
    expect((await limiter.consume(limit, "k")).limited).toBe(true);
  });

  it("check does not count", async () => {
    const { limiter, store } = setup();
    for (let i = 0; i < 10; i++) {
      expect(await limiter.check(LOGIN, "u")).toEqual({ limited: false, retryAfterSeconds: 0 });
    }
    await limiter.consume(LOGIN, "u");
    await limiter.consume(LOGIN, "u");
    expect((await limiter.check(LOGIN, "u")).limited).toBe(false);
    await limiter.consume(LOGIN, "u");
    expect((await limiter.check(LOGIN, "u")).limited).toBe(true);
    const hashed = createHash("sha256").update("u").digest("hex");
    expect((await store.peek(`login:${hashed}`)).count).toBe(3);
  });

  it("reports retryAfterSeconds rounded up, and at least 1 while limited", async () => {
    const { c, limiter } = setup();
    for (let i = 0; i < 3; i++) await limiter.consume(LOGIN, "u");
    c.advance(58_500);
    expect(await limiter.check(LOGIN, "u")).toEqual({ limited: true, retryAfterSeconds: 2 });
    c.advance(1_499);
    expect(await limiter.check(LOGIN, "u")).toEqual({ limited: true, retryAfterSeconds: 1 });
  });

  it("lifts the limit when the window expires", async () => {
    const { c, limiter } = setup();
    for (let i = 0; i < 3; i++) await limiter.consume(LOGIN, "u");
    c.advance(60_000);
    expect(await limiter.check(LOGIN, "u")).toEqual({ limited: false, retryAfterSeconds: 0 });
    expect(await limiter.consume(LOGIN, "u")).toMatchObject({ limited: false, remaining: 2 });
  });

  it("reset clears the counter", async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) await limiter.consume(LOGIN, "u");
    await limiter.reset(LOGIN, "u");
    expect((await limiter.check(LOGIN, "u")).limited).toBe(false);
    expect((await limiter.consume(LOGIN, "u")).remaining).toBe(2);
  });

  it("keeps keys and limit names apart", async () => {
    const { limiter } = setup();
    const other: Limit = { ...LOGIN, name: "other" };
    for (let i = 0; i < 3; i++) await limiter.consume(LOGIN, "u");
    expect((await limiter.check(LOGIN, "v")).limited).toBe(false);
    expect((await limiter.check(other, "u")).limited).toBe(false);
    await limiter.reset(other, "u");
    expect((await limiter.check(LOGIN, "u")).limited).toBe(true);
  });

  it("stores hashed keys, never the email in clear", async () => {
    const { store } = setup();
    const seen: string[] = [];
    const spy: RateLimitStore = {
      hit: (key, windowMs, by) => {
        seen.push(key);
        return store.hit(key, windowMs, by);
      },
      peek: (key) => {
        seen.push(key);
        return store.peek(key);
      },
      reset: (key) => {
        seen.push(key);
        return store.reset(key);
      },
    };
    const limiter = createRateLimiter(spy);
    const email = "alice@example.com";
    const limit = LIMITS.loginFailuresPerAccount;
    await limiter.consume(limit, email);
    await limiter.check(limit, email);
    await limiter.reset(limit, email);

    const hashed = createHash("sha256").update(email).digest("hex");
    expect(seen).toEqual(Array(3).fill(`login-fail-account:${hashed}`));
    expect(seen.join(" ")).not.toContain("alice");

    await limiter.consume(limit, email);
    expect((await store.peek(`login-fail-account:${email}`)).count).toBe(0);
  });
});

describe("admit", () => {
  const HOUR: Limit = { name: "hour", max: 3, windowMs: 60_000 };
  const DAY: Limit = { name: "day", max: 2, windowMs: 600_000 };
  // One send: the agency's hour and its day with one traveller.
  const send = (trip: string) =>
    [
      [HOUR, "a"],
      [DAY, `a:${trip}`],
    ] as const;

  it("counts one event against every limit while none is used up", async () => {
    const { limiter } = setup();
    expect(await limiter.admit(send("t"))).toEqual({ limited: false });
    expect((await limiter.consume(HOUR, "a")).remaining).toBe(1);
    expect((await limiter.consume(DAY, "a:t")).remaining).toBe(0);
  });

  it("answers the limit that refuses, with its wait, and spends nothing of the others", async () => {
    const { c, limiter } = setup();
    await limiter.admit(send("t"));
    await limiter.admit(send("t"));
    c.advance(100_000);
    for (let i = 0; i < 5; i++) {
      expect(await limiter.admit(send("t"))).toEqual({
        limited: true,
        limit: DAY,
        retryAfterSeconds: 500,
      });
    }
    // The hour's window started over and was never charged for the refusals.
    expect(await limiter.admit(send("u"))).toEqual({ limited: false });
    expect((await limiter.consume(HOUR, "a")).remaining).toBe(1);
  });

  it("refuses the event counted over a limit when two passed the check at once", async () => {
    const { limiter } = setup();
    for (let i = 0; i < 2; i++) await limiter.consume(HOUR, "a");
    const both = await Promise.all([limiter.admit([[HOUR, "a"]]), limiter.admit([[HOUR, "a"]])]);
    expect(both.filter((a) => a.limited)).toHaveLength(1);
  });
});

describe("LIMITS", () => {
  it("has distinct names", () => {
    const names = Object.values(LIMITS).map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("createConfiguredRateLimitStore", () => {
  it("uses the in-process store without a Redis URL", async () => {
    const store = await createConfiguredRateLimitStore(undefined);
    expect((await store.hit("k", 1000)).count).toBe(1);
    await store.close?.();
  });
});
