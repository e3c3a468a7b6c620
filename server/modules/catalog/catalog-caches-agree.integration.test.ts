import { randomUUID } from "node:crypto";
import { Socket } from "node:net";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../../app";
import { catalogChannelOf } from "../../catalog-broadcast-setup";
import { type Database, openDatabase } from "../../db";
import type { ChangeChannel } from "../../lib/change-channel";
import type { Services } from "../../services";
import { signedInUser } from "../../testing/signed-in";
import { silentLogger } from "../../testing/silent-logger";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { loadPageBuild } from "../../testing/test-page-build";
import { createTestServices } from "../../testing/test-services";
import { destinations, packages } from "./catalog.schema";
import { type CatalogBroadcast, startCatalogBroadcast } from "./catalog-broadcast";
import { bumpCatalogVersion, readCatalogVersion } from "./catalog-version";

// Caches that agree across processes (decision 0199): two app instances on one PostgreSQL
// database, their catalogue changes carried by Redis pub/sub or, without Redis, by PostgreSQL
// LISTEN/NOTIFY. A change made through instance 1 shows on instance 2's package page, listing
// and search suggestions; the CDN is purged once; garbage on the channel is survived. Two
// instances need PostgreSQL (the integration-postgres project); the start-up rebuild of a stale
// search index runs on either engine.

const POSTGRES = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Generous: the machine is shared; the design's target is 2 s (measured in the test's log). */
const DEADLINE_MS = 60_000;
const CDN_PURGE_URL = "http://cdn.test/purge";

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
    socket.connect(Number(port || 6379), hostname);
  });
}
const redisAnswers = POSTGRES ? await answers(REDIS_URL) : false;

let closeBuild: () => Promise<void> = async () => {};
let build: Awaited<ReturnType<typeof loadPageBuild>>["build"] | undefined;
beforeAll(async () => {
  if (!POSTGRES) return;
  const pages = await loadPageBuild();
  build = pages.build;
  closeBuild = pages.close;
}, 180_000);
afterAll(async () => {
  await closeBuild();
});

interface Instance {
  database: Database;
  services: Services;
  app: ReturnType<typeof createApp>;
  channel: ChangeChannel | undefined;
  broadcast: CatalogBroadcast;
}

async function startInstance(
  database: Database,
  config: Parameters<typeof catalogChannelOf>[0],
  purges: string[],
): Promise<Instance> {
  const { services } = createTestServices(database.db);
  const purgeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    purges.push(`${init?.method} ${String(url)}`);
    return new Response(null, { status: 200 });
  }) as typeof fetch;
  const app = createTestApp(database, services, {
    build,
    config: { isProduction: true, API_KEYS: [], CDN_PURGE_URL },
    purgeFetch,
  });
  const channel = await catalogChannelOf(config, database.db, silentLogger);
  const broadcast = await startCatalogBroadcast({
    changes: services.catalogChanges,
    channel,
    readVersion: () => readCatalogVersion(database.db),
    logger: silentLogger,
  });
  return { database, services, app, channel, broadcast };
}

const text = async (app: Instance["app"], path: string) => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

for (const transport of ["postgres", "redis"] as const) {
  const skip = !POSTGRES || (transport === "redis" && !redisAnswers);
  describe.skipIf(skip)(`two instances, changes through ${transport}`, () => {
    let first: TestDatabase;
    let second: Database;
    let one: Instance;
    let two: Instance;
    const purges: string[] = [];
    let target: { id: number; slug: string; name: string; destination: string };

    beforeAll(async () => {
      first = await createTestDatabase({ seed: "small" });
      if (!first.url) throw new Error("a PostgreSQL test database has a URL");
      second = await openDatabase({ driver: "postgres", url: first.url, poolSize: 4 });
      const config = {
        REDIS_URL: transport === "redis" ? REDIS_URL : undefined,
        // Our own channel: other runs on this Redis never hear these changes.
        REDIS_PREFIX: `triphive-test-${randomUUID()}:`,
        DATABASE_URL: first.url,
        DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      };
      one = await startInstance(first, config, purges);
      two = await startInstance(second, config, purges);
      // The most popular package of its destination: offered while typing.
      const [row] = await first.db
        .select({
          id: packages.id,
          slug: packages.slug,
          name: packages.name,
          destination: destinations.slug,
        })
        .from(packages)
        .innerJoin(destinations, eq(destinations.id, packages.destinationId))
        .orderBy(desc(packages.popularity), packages.id)
        .limit(1);
      if (!row) throw new Error("the small seed has no package");
      target = row;
      await one.services.search.rebuild();
    }, 180_000);
    afterAll(async () => {
      await one?.broadcast.close();
      await two?.broadcast.close();
      await second?.close();
      await first?.close();
    });

    it("shows a change made through instance 1 on instance 2's page, listing and suggestions", async () => {
      const title = `Wrenfield${transport === "redis" ? "Red" : "Pg"} Lagoon Escape`;
      const word = title.split(" ")[0]?.toLowerCase() ?? "";
      const listing = `/browsing/v1/packages?package_type=tour&suffix=${target.destination}`;
      const page = `/packages/${target.slug}`;
      const suggest = `/browsing/v1/search_suggest?query=${word}`;
      // Instance 2 holds everything in its caches, read before the change.
      for (const instance of [one, two]) {
        expect(await text(instance.app, page)).not.toContain(title);
        expect(await text(instance.app, listing)).toContain(target.name);
        expect(await text(instance.app, suggest)).not.toContain(title);
      }
      // The page is one the page cache keeps (decision 0152).
      expect((await two.app.request(page)).headers.get("cache-control")).toContain("public");

      // Garbage on the channel first: logged and dropped, the listener goes on.
      await one.channel?.publish("{not json");
      await one.channel?.publish(JSON.stringify({ v: 1, origin: "x", version: "seven" }));

      const staff = await signedInUser(one.app, one.services, "admin", `caches-${transport}`);
      const started = Date.now();
      const res = await one.app.request(`/admin/v1/packages/${target.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: staff.cookie },
        body: JSON.stringify({ title }),
      });
      expect(res.status).toBe(200);

      const seen: Record<string, number> = {};
      const visible = (what: string, path: string) =>
        expect
          .poll(
            async () => {
              const shown = (await text(two.app, path)).includes(title);
              if (shown) seen[what] ??= Date.now() - started;
              return shown;
            },
            { timeout: DEADLINE_MS, interval: 50 },
          )
          .toBe(true);
      await Promise.all([
        visible("page", page),
        visible("listing", listing),
        visible("suggestions", suggest),
      ]);
      // The figures for decision 0199 (no assertion on time: a shared machine).
      console.info(`caches agree through ${transport}: visible on instance 2 after`, seen);

      // One purge, from instance 1, after its burst (1 s); none from instance 2.
      await expect.poll(() => purges.length, { timeout: DEADLINE_MS }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(purges).toEqual([`PURGE ${CDN_PURGE_URL}`]);
    });

    it.skipIf(transport !== "postgres")(
      "listens again after its LISTEN connection is killed, and catches up what it missed",
      async () => {
        // Both instances listen on this database; the server ends their connections.
        const killed = await first.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %'`);
        expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(2);
        // Made while nobody listens: only the catch-up after the reconnect can tell them.
        await first.db.execute(
          sql`update packages set name = 'Brackenlow Shore Retreat' where id = ${target.id}`,
        );
        await bumpCatalogVersion(first.db, "test: change while the listeners were away");
        const page = `/packages/${target.slug}`;
        await expect
          .poll(async () => (await text(two.app, page)).includes("Brackenlow Shore Retreat"), {
            timeout: DEADLINE_MS,
            interval: 100,
          })
          .toBe(true);
        // And messages flow again.
        const staff = await signedInUser(one.app, one.services, "ops", "caches-relisten");
        const res = await one.app.request(`/admin/v1/packages/${target.id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json", cookie: staff.cookie },
          body: JSON.stringify({ title: "Fernhollow Shore Retreat" }),
        });
        expect(res.status).toBe(200);
        await expect
          .poll(async () => (await text(two.app, page)).includes("Fernhollow Shore Retreat"), {
            timeout: DEADLINE_MS,
            interval: 100,
          })
          .toBe(true);
      },
    );

    it("catches up a change whose message it missed, by the durable version", async () => {
      // A writer that broadcast nothing (a process that died after its commit).
      await first.db.execute(
        sql`update packages set name = 'Marrowgate Hill Retreat' where id = ${target.id}`,
      );
      await bumpCatalogVersion(first.db, "test: change without a message");
      const page = `/packages/${target.slug}`;
      expect(await text(two.app, page)).not.toContain("Marrowgate Hill Retreat");
      await two.broadcast.catchUp();
      expect(await text(two.app, page)).toContain("Marrowgate Hill Retreat");
      await expect
        .poll(async () => text(two.app, "/browsing/v1/search_suggest?query=marrowgate"), {
          timeout: DEADLINE_MS,
          interval: 100,
        })
        .toContain("Marrowgate Hill Retreat");
    });
  });
}

describe("a search index older than the catalogue, at start", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: "small" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is rebuilt; a current one is left alone", async () => {
    const before = createTestServices(database.db).services;
    await before.search.rebuild();
    expect(await before.search.isStale()).toBe(false);
    // Changed while no process ran (npm run catalog:edit against a stopped PGlite server).
    const [row] = await database.db
      .select({ id: packages.id })
      .from(packages)
      .orderBy(desc(packages.popularity), packages.id)
      .limit(1);
    await database.db.execute(
      sql`update packages set name = 'Thistlecombe Valley Trail' where id = ${row?.id ?? 0}`,
    );
    await bumpCatalogVersion(database.db, "test: edited while stopped");
    // A process starting now.
    const { services } = createTestServices(database.db);
    expect(await services.search.isStale()).toBe(true);
    expect(await services.search.ensureIndexed()).toBeGreaterThan(0);
    expect(await services.search.isStale()).toBe(false);
    const found = await services.search.suggest("thistlecombe");
    expect(found.map((r) => r.title)).toContain("Thistlecombe Valley Trail");
    // Up to date: nothing to do (null from refresh, the same count from ensureIndexed).
    expect(await services.search.refresh()).toBeNull();
  });
});
