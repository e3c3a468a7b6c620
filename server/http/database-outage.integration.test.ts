import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { type Database, openDatabase } from "../db";
import { isDatabaseUnavailable } from "../db/connection-errors";
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
