import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { silentLogger } from "./testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";
import { createTestServices } from "./testing/test-services";

const MACHINE_KEY = "machine-key-for-tests-0001";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  app = createApp({
    config: { isProduction: true, API_KEYS: [MACHINE_KEY] },
    database,
    services: createTestServices(database.db).services,
    logger: silentLogger,
  });
});

afterAll(async () => {
  await database?.close();
});

const json = (body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe("operations endpoints", () => {
  it("/healthz checks the database", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("/livez answers without asking the database", async () => {
    const broken = createApp({
      config: { isProduction: true, API_KEYS: [] },
      database: { ping: () => Promise.reject(new Error("connection refused")) },
      services: createTestServices(database.db).services,
      logger: silentLogger,
    });
    const res = await broken.request("/livez");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/healthz answers 503 when the database is unreachable", async () => {
    const broken = createApp({
      config: { isProduction: true, API_KEYS: [] },
      database: { ping: () => Promise.reject(new Error("connection refused")) },
      services: createTestServices(database.db).services,
      logger: silentLogger,
    });
    const res = await broken.request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", database: "unreachable" });
  });

  it("/metrics exposes Prometheus metrics including request durations", async () => {
    await app.request("/healthz");
    const res = await app.request("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
  });
});

describe("request ids", () => {
  it("echoes a well-formed device request id", async () => {
    const res = await app.request("/healthz", {
      headers: { "X-Device-Request-Id": "dev-42.abc_1" },
    });
    expect(res.headers.get("x-request-id")).toBe("dev-42.abc_1");
  });

  it("generates one when the header is missing or malformed", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "X-Device-Request-Id": "bad id with spaces <script>" },
    ];
    for (const headers of cases) {
      const res = await app.request("/healthz", { headers });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("security headers", () => {
  it("sets CSP with a fresh nonce, nosniff, referrer policy, frame-ancestors and HSTS in production", async () => {
    const a = await app.request("/healthz");
    const b = await app.request("/healthz");
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Pictures from this site only (decision 0186): no other host, no blob:, no https: wildcard.
    expect(csp.split("; ")).toContain("img-src 'self' data:");
    expect(csp).not.toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("leaves HSTS out outside production", async () => {
    const dev = createApp({
      config: { isProduction: false, API_KEYS: [] },
      database,
      services: createTestServices(database.db).services,
      logger: silentLogger,
    });
    const res = await dev.request("/healthz");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("browsing API", () => {
  it("returns the top navigation built from seeded destinations", async () => {
    const res = await app.request("/browsing/v1/top_navigation?platform=2");
    expect(res.status).toBe(200);
    const nav = await res.json();
    const india = nav.destination.india.flatMap((g: { links: { label: string }[] }) => g.links);
    const abroad = nav.destination.international.flatMap(
      (g: { links: { label: string }[] }) => g.links,
    );
    expect(india.map((l: { label: string }) => l.label)).toContain("Kerala");
    expect(abroad.map((l: { label: string }) => l.label)).toContain("Thailand");
    expect(nav.listing.map((l: { href: string }) => l.href)).toContain("/honeymoon-packages");
    expect(nav.weekend[0].href).toBe("/mktc/weekend-getaway-packages");
  });

  it("returns one kind of navigation when asked", async () => {
    const res = await app.request("/browsing/v1/top_navigation?platform=2&type=weekend");
    expect(Object.keys(await res.json())).toEqual(["weekend"]);
  });

  it("answers 400 in the shared error shape for a bad query", async () => {
    const res = await app.request("/browsing/v1/top_navigation?type=spaceships");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ code: "invalid_input", field: "type" });
  });

  it("lists searchable destinations with the default list", async () => {
    const res = await app.request("/browsing/v1/destinations/search_list");
    const body = await res.json();
    expect(body.defaultDestinations).toContain("Andaman");
    expect(body.searchableDestinations.length).toBeGreaterThanOrEqual(60);
    expect(body.searchableDestinations[0]).toEqual({
      value: expect.any(String),
      label: expect.any(String),
      hasPackage: expect.any(Boolean),
    });
  });

  it("answers unknown API paths with a JSON 404, not a redirect", async () => {
    for (const path of [
      "/browsing/v1/nope",
      "/bookings/v1/x",
      "/agents/v2/no_such_call",
      "/admin/v1/nothing",
    ]) {
      const res = await app.request(path, { headers: { "X-Api-Key": MACHINE_KEY } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({
        errors: [{ code: "not_found", message: "No such endpoint." }],
      });
    }
  });
});

describe("API keys", () => {
  it("accepts no key and the public web key on public endpoints", async () => {
    expect((await app.request("/browsing/v1/top_navigation")).status).toBe(200);
    const res = await app.request("/browsing/v1/top_navigation", {
      headers: { "X-Api-Key": "triphive-web-public" },
    });
    expect(res.status).toBe(200);
  });

  it("refuses an unknown key", async () => {
    const res = await app.request("/browsing/v1/top_navigation", {
      headers: { "X-Api-Key": "guess" },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0].code).toBe("invalid_api_key");
  });

  it("requires a machine key for /admin/v1", async () => {
    const anonymous = await app.request("/admin/v1/telemetry/timeouts");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).errors[0].code).toBe("api_key_required");
    const web = await app.request("/admin/v1/telemetry/timeouts", {
      headers: { "X-Api-Key": "triphive-web-public" },
    });
    expect(web.status).toBe(401);
    const machine = await app.request("/admin/v1/telemetry/timeouts", {
      headers: { "X-Api-Key": MACHINE_KEY },
    });
    expect(machine.status).toBe(200);
  });
});

describe("telemetry", () => {
  it("stores a timing report and lists it to machine clients", async () => {
    const res = await app.request("/browsing/v1/telemetry/timeouts", {
      ...json({
        url: "/browsing/v1/top_navigation?platform=2",
        method: "get",
        duration_ms: 5003,
        timeout_ms: 5000,
        page_path: "/in-en/tour-packages",
        request_id: "device-1-abc",
      }),
    });
    expect(res.status).toBe(204);
    const list = await app.request("/admin/v1/telemetry/timeouts", {
      headers: { "X-Api-Key": MACHINE_KEY },
    });
    const body = await list.json();
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.perPage).toBe(25);
    expect(body.items[0]).toMatchObject({
      url: "/browsing/v1/top_navigation?platform=2",
      method: "GET",
      durationMs: 5003,
      pagePath: "/in-en/tour-packages",
      requestId: "device-1-abc",
    });
  });

  it("rejects a malformed timing report with field errors", async () => {
    const res = await app.request("/browsing/v1/telemetry/timeouts", {
      ...json({ url: "", method: "TRACE", duration_ms: -1 }),
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["duration_ms", "method", "timeout_ms", "url"]);
  });

  it("records a crashed section reported by the browser", async () => {
    const res = await app.request("/browsing/v1/telemetry/client_errors", {
      ...json({
        component: "HotelDeals",
        message: "Cannot read properties of undefined",
        page_path: "/",
      }),
    });
    expect(res.status).toBe(204);
  });
});

describe("OpenAPI", () => {
  it("documents the module APIs generated from their zod schemas", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/browsing/v1/top_navigation",
        "/browsing/v1/destinations/search_list",
        "/browsing/v1/telemetry/timeouts",
        "/browsing/v1/telemetry/client_errors",
        "/admin/v1/telemetry/timeouts",
      ]),
    );
    const params = doc.paths["/browsing/v1/top_navigation"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(expect.arrayContaining(["platform", "type"]));
  });
});

describe("catalog service", () => {
  it("lists featured destinations with their own cities", async () => {
    const services = createTestServices(database.db).services;
    const india = await services.catalog.featuredDestinations("india", 12);
    expect(india).toHaveLength(12);
    const kerala = india.find((d) => d.slug === "kerala");
    expect(kerala?.cityNames).toEqual(expect.arrayContaining(["Kochi", "Munnar"]));
    expect(kerala?.href).toBe("/tour-packages/kerala");
    const goa = india.find((d) => d.slug === "goa");
    expect(goa?.cityNames).not.toContain("Kochi");
    const abroad = await services.catalog.featuredDestinations("international", 5);
    expect(abroad.every((d) => d.type === "international")).toBe(true);
  });
});

describe("robots and sitemap", () => {
  it("robots.txt points at the sitemap of the same origin", async () => {
    const res = await app.request("http://triphive.test/robots.txt");
    expect(await res.text()).toContain("Sitemap: http://triphive.test/sitemap.xml");
  });

  it("sitemap.xml lists listings per destination and package pages", async () => {
    const res = await app.request("http://triphive.test/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>http://triphive.test/tour-packages/kerala</loc>");
    expect(xml).toMatch(/<loc>http:\/\/triphive\.test\/packages\/[a-z0-9-]+<\/loc>/);
    expect(xml).not.toContain("/tour-packages/lakshadweep<");
  });
});
