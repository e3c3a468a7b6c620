import { describe, expect, it } from "vitest";
import { authenticatedUser } from "../../testing/authenticated-user";
import { createMemoryBus } from "../../testing/memory-channel";
import { startSessionBroadcast } from "./session-broadcast";
import { createSessionCache } from "./session-cache";
import { sessionCacheKey } from "./session-cookie";

const user = (id: string) =>
  authenticatedUser({
    id,
    email: `${id}@test.example`,
    role: "traveller",
    firstName: "Asha",
    lastName: "Menon",
  });
const LATER = new Date(Date.UTC(2030, 0, 1));

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("the session cache", () => {
  it("keeps a looked-up session for its time to live, and no longer", () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 60_000, now: time.now });
    cache.set("k1", { user: user("u1"), token: "t1", expiresAt: LATER }, cache.generation());
    expect(cache.get("k1")?.id).toBe("u1");
    time.advance(59_999);
    expect(cache.get("k1")?.id).toBe("u1");
    time.advance(1);
    expect(cache.get("k1")).toBeNull();
  });

  it("never outlives the session itself", () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 60_000, now: time.now });
    const expiresAt = new Date(time.now() + 5_000);
    cache.set("k1", { user: user("u1"), token: "t1", expiresAt }, cache.generation());
    time.advance(5_000);
    expect(cache.get("k1")).toBeNull();
    cache.set("k2", { user: user("u2"), token: "t2", expiresAt }, cache.generation());
    expect(cache.get("k2")).toBeNull();
  });

  it("forgets by session token and by user", () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    const since = cache.generation();
    cache.set("a", { user: user("u1"), token: "t1", expiresAt: LATER }, since);
    cache.set("b", { user: user("u1"), token: "t2", expiresAt: LATER }, since);
    cache.set("c", { user: user("u2"), token: "t3", expiresAt: LATER }, since);
    cache.forget({ tokens: ["t3"] });
    expect(cache.get("c")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    cache.forget({ users: ["u1"] });
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("does not keep what a lookup found when a forgetting came during the lookup", () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    const since = cache.generation();
    // The session ended (another request signed out) while this one was reading it.
    cache.received({ tokens: ["t1"] });
    cache.set("k1", { user: user("u1"), token: "t1", expiresAt: LATER }, since);
    expect(cache.get("k1")).toBeNull();
  });

  it("holds at most maxEntries, dropping the least recently used", () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 2 });
    const since = cache.generation();
    cache.set("a", { user: user("u1"), token: "t1", expiresAt: LATER }, since);
    cache.set("b", { user: user("u2"), token: "t2", expiresAt: LATER }, since);
    cache.get("a");
    cache.set("c", { user: user("u3"), token: "t3", expiresAt: LATER }, since);
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")?.id).toBe("u1");
    expect(cache.get("c")?.id).toBe("u3");
  });

  it("keeps nothing with a time to live of 0", () => {
    const cache = createSessionCache({ ttlMs: 0 });
    cache.set("a", { user: user("u1"), token: "t1", expiresAt: LATER }, cache.generation());
    expect(cache.enabled).toBe(false);
    expect(cache.get("a")).toBeNull();
  });
});

describe("the session cache key", () => {
  it("is the session cookies as sent, and null without one", () => {
    expect(sessionCacheKey(null)).toBeNull();
    expect(sessionCacheKey("tz=Asia%2FKolkata")).toBeNull();
    expect(sessionCacheKey("tz=UTC; triphive.session_token=abc.sig%3D; other=1")).toBe(
      "triphive.session_token=abc.sig%3D",
    );
    // A different signature is a different key: a hit never skips a signature check.
    expect(sessionCacheKey("triphive.session_token=abc.forged%3D")).not.toBe(
      sessionCacheKey("triphive.session_token=abc.sig%3D"),
    );
  });
});

const silent = { warn() {} };

describe("session forgettings between processes", () => {
  it("reach the other processes' caches, and a malformed message is dropped", async () => {
    const bus = createMemoryBus();
    const one = createSessionCache({ ttlMs: 60_000 });
    const two = createSessionCache({ ttlMs: 60_000 });
    const b1 = await startSessionBroadcast({ cache: one, channel: bus.channel(), logger: silent });
    const b2 = await startSessionBroadcast({ cache: two, channel: bus.channel(), logger: silent });
    for (const cache of [one, two]) {
      cache.set("a", { user: user("u1"), token: "t1", expiresAt: LATER }, cache.generation());
      cache.set("b", { user: user("u2"), token: "t2", expiresAt: LATER }, cache.generation());
    }
    one.forget({ tokens: ["t1"] });
    await Promise.resolve();
    expect(two.get("a")).toBeNull();
    expect(two.get("b")?.id).toBe("u2");

    bus.send("{not json");
    bus.send(JSON.stringify({ v: 1, origin: "x", users: [1] }));
    expect(two.get("b")?.id).toBe("u2");

    two.forget({ users: ["u2"] });
    await Promise.resolve();
    expect(one.get("b")).toBeNull();
    await b1.close();
    await b2.close();
  });

  it("clears everything after a reconnect, when forgettings may have been missed", async () => {
    const bus = createMemoryBus();
    const cache = createSessionCache({ ttlMs: 60_000 });
    const broadcast = await startSessionBroadcast({
      cache,
      channel: bus.channel(),
      logger: silent,
    });
    cache.set("a", { user: user("u1"), token: "t1", expiresAt: LATER }, cache.generation());
    bus.reconnect();
    expect(cache.get("a")).toBeNull();
    await broadcast.close();
  });
});
