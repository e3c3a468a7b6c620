import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { parseConfig } from "../config";
import {
  type Database,
  migrateDatabase,
  openConfiguredDatabase,
  openDatabase,
  postgresTimeoutsOf,
} from "../db";
import { isDatabaseUnavailable } from "../db/connection-errors";
import { asAppError } from "../lib/errors";
import { capturingLogger } from "../testing/captured-logs";
import { startSilenceableProxy } from "../testing/silenceable-proxy";
import { silentLogger } from "../testing/silent-logger";
import { createTestDatabase, createTestPglite, type TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import { createTestServices } from "../testing/test-services";
import { createPageCache } from "./page-cache";

// Issue 15 item 7: while the database is down, the API answers 503 with Retry-After and the
// error shape, pages answer a 503 "temporarily unavailable" page (not the error page), and
// cached anonymous pages keep being served. Both drivers: PGlite closed under the app, and a
// PostgreSQL pool pointed at a port nobody listens on.

const PASSWORD = "Chilika#Lagoon7";
const EMAIL = "outage.traveller@test.example";

let database: TestDatabase;
let build: Awaited<ReturnType<typeof loadPageBuild>>["build"];
let closeBuild: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ build, close: closeBuild } = await loadPageBuild());
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

async function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 1;
      server.close(() => resolve(port));
    });
  });
}

async function expectApi503(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({
    errors: [
      { code: "database_unavailable", message: expect.stringMatching(/temporarily unavailable/) },
    ],
  });
}

async function expectPage503(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("location")).toBeNull();
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const html = await res.text();
  expect(html).toContain("Temporarily unavailable");
  expect(html).not.toContain("Page not found");
}

describe("PGlite closed under a running app", () => {
  it("answers 503 to the API and pages, and keeps serving cached pages", async () => {
    // A database of its own, so closing it leaves the other tests theirs.
    const own: Database = await createTestPglite({ seed: "small" });
    const { services } = createTestServices(own.db);
    await services.accounts.createVerifiedUser({
      name: "Asha Rao",
      email: EMAIL,
      password: PASSWORD,
      role: "traveller",
    });
    let clock = 0;
    const pageCache = createPageCache({ now: () => clock, ttlMs: 1_000 });
    const app = createApp({
      config: { isProduction: true, API_KEYS: [] },
      database: own,
      services,
      logger: silentLogger,
      build,
      pageCache,
    });
    const signIn = await app.request("/browsing/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const cached = ["/", "/tour-packages"];
    for (const path of cached) expect((await app.request(path)).status).toBe(200);

    await own.close();

    await expectApi503(await app.request("/browsing/v1/users/current", { headers: { cookie } }));
    await expectApi503(await app.request("/bookings/v1/requested_trips", { headers: { cookie } }));
    await expectApi503(
      await app.request("/browsing/v1/users/sign_in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
    );
    await expectPage503(await app.request("/travellers/dashboard", { headers: { cookie } }));
    await expectPage503(await app.request("/requested_trips/1", { headers: { cookie } }));
    const health = await app.request("/healthz");
    expect(health.status).toBe(503);

    for (const path of cached) {
      const fresh = await app.request(path);
      expect(fresh.status, path).toBe(200);
      expect(fresh.headers.get("x-page-cache")).toBe("HIT");
    }
    // Past their time to live, the last good copies stand in while the database is down.
    clock += 60_000;
    const stale = await app.request("/tour-packages/kerala");
    expect([200, 503]).toContain(stale.status);
    for (const path of cached) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(["STALE", "MISS"]).toContain(res.headers.get("x-page-cache"));
    }
  });
});

describe("PostgreSQL unreachable", () => {
  it("answers 503 to the API and pages when connections are refused", async () => {
    const port = await deadPort();
    const dead = await openDatabase({
      driver: "postgres",
      url: `postgres://triphive:secret@127.0.0.1:${port}/triphive`,
      poolSize: 2,
    });
    try {
      const { services } = createTestServices(dead.db);
      const app = createApp({
        config: { isProduction: true, API_KEYS: [] },
        database: dead,
        services,
        logger: silentLogger,
        build,
      });
      await expectApi503(
        await app.request("/browsing/v1/users/sign_in", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        }),
      );
      await expectApi503(
        await app.request("/browsing/v1/users/password", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: EMAIL }),
        }),
      );
      await expectPage503(await app.request("/tour-packages/kerala"));
    } finally {
      await dead.close();
    }
  });
});

// A database that accepts connections and never answers, or stops answering mid-query: every
// request that needs it still answers 503 within the connection and statement limits
// (decision 0185), instead of waiting for the whole outage.
describe("PostgreSQL silent", () => {
  it("answers 503 to /healthz, the API and pages, one error line each, no personal data", async () => {
    const silent = await startSilenceableProxy();
    const lines: Record<string, unknown>[] = [];
    const logger = capturingLogger(lines);
    // The configured limits, as the server runs them.
    const database = await openConfiguredDatabase(
      parseConfig({ DATABASE_URL: silent.url }),
      logger,
    );
    try {
      const { services } = createTestServices(database.db);
      const app = createApp({
        config: { isProduction: true, API_KEYS: [] },
        database,
        services,
        logger,
        build,
      });
      expect((await app.request("/healthz")).status).toBe(503);
      await expectApi503(await app.request("/browsing/v1/destinations/search_list"));
      await expectApi503(
        await app.request("/browsing/v1/users/sign_in", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        }),
      );
      await expectPage503(await app.request("/tour-packages/kerala"));

      const errorLines = lines.filter((line) => Number(line.level) >= 50);
      expect(errorLines).toHaveLength(4);
      expect(new Set(errorLines.map((line) => line.reqId)).size).toBe(4);
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(EMAIL);
      expect(logged).not.toContain(PASSWORD);
    } finally {
      await database.close();
      await silent.close();
    }
  });
});

const postgresUrl = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("PostgreSQL slow, or gone quiet mid-query", () => {
  const name = `triphive_timeouts_${randomBytes(6).toString("hex")}`;
  let url: string;
  let proxy: Awaited<ReturnType<typeof startSilenceableProxy>>;
  let database: Database;
  // Each test's own services: the catalogue caches what it has read once.
  const freshApp = () =>
    createApp({
      config: { isProduction: true, API_KEYS: [] },
      database,
      services: createTestServices(database.db).services,
      logger: silentLogger,
      build,
    });
  const withAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    await withAdmin(`create database ${name}`);
    const target = new URL(postgresUrl ?? "");
    target.pathname = `/${name}`;
    url = target.toString();
    proxy = await startSilenceableProxy(url);
    // The configured limits, on a pool of one connection: a connection lost for good would
    // leave nothing to serve the next query.
    database = await openDatabase({
      driver: "postgres",
      url: proxy.url,
      poolSize: 1,
      timeouts: postgresTimeoutsOf(parseConfig({})),
    });
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await withAdmin(`drop database if exists ${name} with (force)`);
  });

  it("cuts a statement past the request limit with 503; long work is not cut", async () => {
    const slow = await database.db.execute(sql`select pg_sleep(10)`).then(
      () => null,
      (error: unknown) => error,
    );
    // The server cancelled it (query_canceled), not the client giving up.
    expect((slow as { cause?: { code?: string } }).cause?.code).toBe("57014");
    expect(asAppError(slow)?.status).toBe(503);
    await database.db.execute(sql`select 1`);
    // Longer than a request may run: migrations, seeding and index rebuilds may.
    await database.longWork.execute(sql`select pg_sleep(2)`);
  });

  it("answers 503 to a request whose query waits past the limit on a lock", async () => {
    const app = freshApp();
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table destinations in access exclusive mode");
      await expectApi503(await app.request("/browsing/v1/destinations/search_list"));
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    expect((await app.request("/browsing/v1/destinations/search_list")).status).toBe(200);
  });

  it("answers 503 while the server is silent mid-query, in and out of a transaction, then recovers", async () => {
    const app = freshApp();
    const failure = (pending: Promise<unknown>) =>
      pending.then(
        () => null,
        (error: unknown) => error,
      );
    // An open connection, idle in the pool as on a running server, when the server goes quiet:
    // before a transaction begins, and inside one.
    await database.db.execute(sql`select 1`);
    proxy.silence();
    const atBegin = await failure(database.db.transaction(async (tx) => tx.execute(sql`select 1`)));
    proxy.resume();
    expect(asAppError(atBegin)?.status).toBe(503);
    // The one connection came back to the pool (ended, not lent again).
    await database.db.execute(sql`select 1`);
    const inside = await failure(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.silence();
        await tx.execute(sql`select 1`);
      }),
    );
    proxy.resume();
    expect(asAppError(inside)?.status).toBe(503);
    await database.db.execute(sql`select 1`);

    proxy.silence();
    try {
      await expectApi503(await app.request("/browsing/v1/destinations/search_list"));
      expect((await app.request("/healthz")).status).toBe(503);
    } finally {
      proxy.resume();
    }
    expect((await app.request("/browsing/v1/destinations/search_list")).status).toBe(200);
  });
});

describe("isDatabaseUnavailable", () => {
  it("knows connection failures of both drivers, through Drizzle's wrapper", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const wrapped = Object.assign(new Error("Failed query: select 1\nparams: "), {
      cause: refused,
    });
    for (const error of [
      refused,
      wrapped,
      new Error("PGlite is closed"),
      new Error("Connection terminated unexpectedly"),
      Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
      }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
      new AggregateError([refused], ""),
      // Past statement_timeout, and a client that stopped waiting for a silent server.
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      new Error("Query read timeout"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves every other failure alone", () => {
    for (const error of [
      new Error("boom"),
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      Object.assign(new Error("syntax"), { code: "42601" }),
      null,
      "PGlite is closed",
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
