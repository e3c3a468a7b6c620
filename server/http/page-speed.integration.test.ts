import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCookieHeader } from "../../common/tracking-cookies";
import { createApp } from "../app";
import { silentLogger } from "../testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import { createTestServices } from "../testing/test-services";

// Issue 14 against the real pages (React Router build on a seeded database): cached pages as
// stored bytes with a hash CSP, no Set-Cookie and a public Cache-Control; tracking cookies
// from the page-view beacon; Cache-Control per page class. Decisions 0150-0153.

const MACHINE_KEY = "machine-key-for-page-speed-tests";
const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

let database: TestDatabase;
let closeBuild: () => Promise<void>;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const page = await loadPageBuild();
  closeBuild = page.close;
  ({ services } = createTestServices(database.db));
  app = createApp({
    config: { isProduction: true, API_KEYS: [MACHINE_KEY] },
    database,
    services,
    logger: silentLogger,
    build: page.build,
    clientIp: () => "198.51.100.7",
  });
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

const scriptSrcOf = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src")) ?? "";

describe("cached anonymous pages", () => {
  it("carry no Set-Cookie, a public Cache-Control and an ETag; revalidation answers 304", async () => {
    const first = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(first.status).toBe(200);
    const second = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    for (const res of [first, second]) {
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.headers.get("cache-control")).toBe(PUBLIC);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-encoding")).toBe("br");
    }
    const etag = second.headers.get("etag") as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(first.headers.get("etag")).toBe(etag);
    const revalidated = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "gzip, br", "if-none-match": etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.getSetCookie()).toEqual([]);
  });

  it("allow exactly their inline scripts by hash, with no nonce in the page or the CSP", async () => {
    await app.request("/aboutus");
    const res = await app.request("/aboutus");
    expect(res.headers.get("x-page-cache")).toBe("HIT");
    const html = await res.text();
    expect(html).not.toContain("nonce=");
    const scripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    // Data blocks (the packed header menus, JSON-LD) never run: the policy does not name them.
    const isData = (attributes: string) => /\stype="application\/(?:ld\+)?json"/.test(attributes);
    expect(scripts.some(([, attributes]) => isData(attributes ?? ""))).toBe(true);
    const inline = scripts
      .filter(([, attributes]) => !isData(attributes ?? ""))
      .map(
        ([, , body]) =>
          `'sha256-${createHash("sha256")
            .update(body ?? "")
            .digest("base64")}'`,
      );
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = scriptSrcOf(res);
    expect(scriptSrc).not.toContain("nonce-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc.split(" ").slice(1).sort()).toEqual(["'self'", ...new Set(inline)].sort());
    // Every copy carries the same policy.
    expect(scriptSrcOf(await app.request("/aboutus"))).toBe(scriptSrc);
  });

  it("are rendered with a nonce, private, for a signed-in visitor (uncached)", async () => {
    const res = await app.request("/aboutus", {
      headers: { cookie: "triphive.session_token=not-a-session" },
    });
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const nonce = scriptSrcOf(res).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(await res.text()).toContain(`nonce="${nonce}"`);
  });
});

describe("uncached pages for a browser", () => {
  const BROWSER = {
    "accept-encoding": "gzip, br",
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
    cookie: "triphive.session_token=not-a-session",
  };

  const textOf = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get("content-encoding");
    if (encoding === "br") return brotliDecompressSync(bytes).toString();
    return (encoding === "gzip" ? gunzipSync(bytes) : bytes).toString();
  };

  it("go out as one buffer with its length, compressed in one call, when nothing is deferred", async () => {
    for (const path of ["/tour-packages/kerala", "/aboutus", "/page-not-found"]) {
      const res = await app.request(path, { headers: BROWSER });
      expect(res.headers.get("content-encoding"), path).toBe("br");
      expect(Number(res.headers.get("content-length")), path).toBeGreaterThan(1024);
      expect(await textOf(res), path).toContain("</html>");
    }
  });

  it("stream the shell first when a loader deferred a section (package detail)", async () => {
    const listing = await textOf(await app.request("/tour-packages/kerala", { headers: BROWSER }));
    const detail = listing.match(/href="(\/packages\/[^"]+)"/)?.[1];
    expect(detail).toBeTruthy();
    const res = await app.request(detail as string, { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await textOf(res)).toContain("</html>");
  });
});

describe("scripts after the first paint (patched React Router <Scripts>, decision 0171)", () => {
  it("a page links no modulepreload: its module script adds them after the first contentful paint", async () => {
    for (const path of ["/", "/tour-packages/kerala", "/requested_trips/new"]) {
      const html = await (await app.request(path)).text();
      expect(html, path).not.toContain('rel="modulepreload"');
      const script = html.match(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
      expect(script, path).toContain('getEntriesByName("first-contentful-paint")');
      // No static import of a route module (the browser would fetch it while parsing).
      expect(script, path).not.toMatch(/^import \* as/m);
      const preloads = JSON.parse(script.match(/const preloads = (\[.*\]);/)?.[1] ?? "[]") as [
        string,
      ][];
      const entry = script.match(/return import\(("[^"]+")\);/)?.[1];
      const routeModules = JSON.parse(
        script.match(/\.then\(\(\) => (\[[^\]]*\])\.reduce/)?.[1] ?? "[]",
      );
      const hrefs = preloads.map(([href]) => href);
      expect(hrefs[0], path).toBe(JSON.parse(entry ?? '""'));
      expect(routeModules.length, path).toBeGreaterThan(1);
      for (const module of routeModules) expect(hrefs, path).toContain(module);
      expect(new Set(hrefs).size, path).toBe(hrefs.length);
    }
  });
});

describe("Cache-Control per page class", () => {
  it.each([
    ["/", PUBLIC],
    ["/tour-packages", PUBLIC],
    ["/aboutus", PUBLIC],
    ["/users/sign_in", "private, no-cache"],
  ])("%s → %s", async (path, expected) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(expected);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("the page-view beacon", () => {
  it("sets the tracking cookies the page no longer sets, and its events reach the database", async () => {
    const page = await app.request("/tour-packages/kerala?utm_source=newsletter");
    expect(page.headers.getSetCookie()).toEqual([]);
    const beacon = await app.request("/browsing/v1/tracking/events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Page Viewed",
        category: "page",
        page_path: "/tour-packages/kerala",
        page_query: "?utm_source=newsletter",
        referrer: "https://mail.example.com/",
      }),
    });
    expect(beacon.status).toBe(204);
    const setCookies = beacon.headers.getSetCookie();
    for (const cookie of setCookies) expect(cookie).toContain("; Path=/; SameSite=Lax; HttpOnly");
    const cookies = parseCookieHeader(setCookies.map((c) => c.split(";")[0]).join("; "));
    expect(cookies.th_session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.th_traffic_type).toBe("referral");
    expect(decodeURIComponent(cookies.th_attribution ?? "")).toContain("newsletter");
    // Queued, not yet written: the admin listing flushes the queue before it reads.
    const listed = await app.request(
      `/admin/v1/tracking/events?session_id=${cookies.th_session_id}`,
      { headers: { "X-Api-Key": MACHINE_KEY } },
    );
    const { items } = (await listed.json()) as { items: { name: string; pageId: string }[] };
    expect(items).toMatchObject([{ name: "Page Viewed", pageId: cookies.th_page_id }]);
  });
});
