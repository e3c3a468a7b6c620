import { describe, expect, it } from "vitest";
import { createLoadingCache, memoize } from "./ttl-cache";

describe("memoize", () => {
  it("loads once per time to live and again after clear()", async () => {
    let t = 0;
    let loads = 0;
    const get = memoize(
      1000,
      async () => ++loads,
      () => t,
    );
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    t = 1000;
    expect(await get()).toBe(2);
    get.clear();
    expect(await get()).toBe(3);
  });

  it("forgets a failed load", async () => {
    let fail = true;
    const get = memoize(1000, async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    await expect(get()).rejects.toThrow("down");
    fail = false;
    expect(await get()).toBe("up");
  });
});

describe("loading cache", () => {
  it("shares one load between concurrent callers of a key", async () => {
    const cache = createLoadingCache<number>({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get("other", load)).toBe(2);
  });

  it("expires entries and keeps at most maxEntries, dropping the least recently used", async () => {
    let t = 0;
    const cache = createLoadingCache<string>({ maxEntries: 2, ttlMs: 1000, now: () => t });
    let loads = 0;
    const load = (v: string) => async () => {
      loads += 1;
      return v;
    };
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a")); // hit: "a" is now the most recent
    await cache.get("c", load("c")); // evicts "b"
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await cache.get("a", load("a"));
    expect(loads).toBe(3);
    await cache.get("b", load("b"));
    expect(loads).toBe(4);
    t = 5000;
    await cache.get("b", load("b"));
    expect(loads).toBe(5);
  });

  it("forgets failed loads", async () => {
    const cache = createLoadingCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(
      cache.get("k", async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("does not keep a load that was running when the cache was cleared", async () => {
    const cache = createLoadingCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let release: (v: string) => void = () => {};
    const pending = cache.get("k", () => new Promise<string>((r) => (release = r)));
    cache.clear();
    // A caller after the change starts a fresh load rather than waiting for the old one.
    const fresh = cache.get("k", async () => "new");
    release("old");
    expect(await pending).toBe("old");
    expect(await fresh).toBe("new");
    expect(await cache.get("k", async () => "newer")).toBe("new");
  });
});
