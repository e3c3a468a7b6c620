import { describe, expect, it } from "vitest";
import { createMemoryBus, type MemoryBus } from "../../testing/memory-channel";
import { startCatalogBroadcast } from "./catalog-broadcast";
import { type CatalogChange, createCatalogChanges } from "./catalog-changes";
import { isOlderThanCatalogue } from "./catalog-version";

function createLog() {
  const warnings: string[] = [];
  return {
    warnings,
    logger: { warn: (_: object, msg: string) => warnings.push(msg), info() {}, debug() {} },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startProcess(bus: MemoryBus, version: { current: number }) {
  const changes = createCatalogChanges();
  const heard: CatalogChange[] = [];
  changes.subscribe((c) => heard.push(c));
  const log = createLog();
  const broadcast = await startCatalogBroadcast({
    changes,
    channel: bus.channel(),
    readVersion: async () => version.current,
    logger: log.logger,
  });
  return { changes, heard, broadcast, log };
}

describe("isOlderThanCatalogue", () => {
  it("is older below the catalogue's version, and when never built", () => {
    expect(isOlderThanCatalogue(3, 4)).toBe(true);
    expect(isOlderThanCatalogue(null, 0)).toBe(true);
    expect(isOlderThanCatalogue(4, 4)).toBe(false);
    // Built from a newer version than a lagging reader saw: not older.
    expect(isOlderThanCatalogue(5, 4)).toBe(false);
  });
});

describe("the catalogue broadcast", () => {
  it("tells the other process once, and not the one that made the change", async () => {
    const bus = createMemoryBus();
    const version = { current: 7 };
    const a = await startProcess(bus, version);
    const b = await startProcess(bus, version);
    version.current = 8;
    a.changes.changed({ reason: "package 3 edited", version: 8, packages: [3] });
    await flush();
    expect(bus.published).toHaveLength(1);
    expect(JSON.parse(bus.published[0] ?? "")).toMatchObject({ v: 1, version: 8, packages: [3] });
    expect(a.heard).toEqual([
      { reason: "package 3 edited", version: 8, packages: [3], origin: "local" },
    ]);
    expect(b.heard).toEqual([
      { reason: "package 3 edited", version: 8, packages: [3], origin: "remote" },
    ]);
    await a.broadcast.close();
    await b.broadcast.close();
  });

  it("publishes the durable version for a writer that did not give one", async () => {
    const bus = createMemoryBus();
    const version = { current: 2 };
    const a = await startProcess(bus, version);
    version.current = 3;
    a.changes.changed({ reason: "seed (small)" });
    await a.broadcast.close();
    expect(JSON.parse(bus.published[0] ?? "")).toMatchObject({ version: 3 });
  });

  it("logs and drops garbage, and goes on hearing good messages", async () => {
    const bus = createMemoryBus();
    const b = await startProcess(bus, { current: 1 });
    for (const garbage of [
      "not json",
      "{}",
      "null",
      JSON.stringify({ v: 2, origin: "x", version: 1, reason: "r" }),
      JSON.stringify({ v: 1, origin: "x", version: -1, reason: "r" }),
      JSON.stringify({ v: 1, origin: "", version: 1, reason: "r" }),
      JSON.stringify({ v: 1, origin: "x", version: 1, reason: "r", packages: ["1; drop"] }),
      "x".repeat(100_000),
    ]) {
      bus.send(garbage);
    }
    expect(b.heard).toEqual([]);
    expect(b.log.warnings).toHaveLength(8);
    expect(b.log.warnings[0]).toBe("malformed catalogue-change message dropped");
    bus.send(JSON.stringify({ v: 1, origin: "other", version: 2, reason: "package 1 edited" }));
    expect(b.heard).toEqual([{ reason: "package 1 edited", version: 2, origin: "remote" }]);
    await b.broadcast.close();
  });

  it("catches up a missed change on reconnect, once", async () => {
    const bus = createMemoryBus();
    const version = { current: 4 };
    const b = await startProcess(bus, version);
    // A change made while b was disconnected: no message reached it.
    version.current = 6;
    bus.reconnect();
    await b.broadcast.catchUp();
    expect(b.heard).toEqual([{ reason: "caught up (reconnected)", version: 6, origin: "remote" }]);
    // Nothing newer: the next comparison tells nobody.
    await b.broadcast.catchUp();
    expect(b.heard).toHaveLength(1);
    await b.broadcast.close();
  });

  it("does not catch up what it heard through the channel", async () => {
    const bus = createMemoryBus();
    const version = { current: 1 };
    const b = await startProcess(bus, version);
    version.current = 2;
    bus.send(JSON.stringify({ v: 1, origin: "other", version: 2, reason: "package 9 edited" }));
    await b.broadcast.catchUp();
    expect(b.heard).toHaveLength(1);
    await b.broadcast.close();
  });
});
