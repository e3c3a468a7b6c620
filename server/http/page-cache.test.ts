import { createHash } from "node:crypto";
import { createServer, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createCatalogChanges } from "../modules/catalog";
import type { AppEnv } from "./context";
import { createPageCache, inlineScriptHashes, negotiateEncoding } from "./page-cache";

function appWith(
  cache = createPageCache(),
  render = (nonce: string, path: string) => `<script nonce="${nonce}">x</script>${path}`,
) {
  let renders = 0;
  let nonce = 0;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("nonce", `nonce${++nonce}`);
    await next();
  });
  app.use(cache.middleware);
  app.get("*", (c) => {
    renders += 1;
    if (c.req.path === "/tour-packages/atlantis") return c.text("gone", 404);
    if (c.req.path === "/aboutus" && c.req.query("set") === "1") {
      c.header("Set-Cookie", "a=b");
    }
    return c.html(render(c.var.nonce, c.req.path));
  });
  return { app, renders: () => renders, cache };
}

describe("page cache", () => {
  it("serves anonymous browsing pages as stored bytes, without the nonce of the render", async () => {
    const { app, renders } = appWith();
    const first = await app.request("/tour-packages/kerala");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(await first.text()).toBe("<script>x</script>/tour-packages/kerala");
    const second = await app.request("/tour-packages/kerala");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toBe("<script>x</script>/tour-packages/kerala");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(second.headers.get("set-cookie")).toBeNull();
    expect(renders()).toBe(1);
  });

  it("keeps each entry gzip- and brotli-compressed and serves what the client accepts", async () => {
    const page = "<p>Houseboats on the backwaters</p>".repeat(200);
    const { app } = appWith(createPageCache(), () => page);
    await app.request("/tour-packages/kerala");
    const br = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);

    const gz = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);

    const plain = await app.request("/tour-packages/kerala");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    // One strong ETag per representation.
    const etags = [br, gz, plain].map((r) => r.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[A-Za-z0-9_-]+(-gz|-br)?"$/);
  });

  it("answers 304 to If-None-Match with the entry's ETag, and 200 with the body otherwise", async () => {
    const { app } = appWith();
    const first = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "br" },
    });
    const etag = first.headers.get("etag") as string;
    const again = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("public");
    expect(await again.text()).toBe("");
    // A weak copy of the tag (a proxy that recompressed) still matches; a stale one does not.
    const weak = await app.request("/tour-packages/kerala", {
      headers: { "accept-encoding": "br", "if-none-match": `"x", W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const stale = await app.request("/tour-packages/kerala", {
      headers: { "if-none-match": '"not-this-one"' },
    });
    expect(stale.status).toBe(200);
  });

  it("gives the hashes of the entry's inline scripts for the CSP, the same for every copy", async () => {
    const page =
      '<script nonce="N">a()</script><script type="module" src="/assets/e.js"></script><script>b()</script>';
    const { app } = appWith(createPageCache(), (nonce) => page.replace("N", nonce));
    const seen: (string[] | undefined)[] = [];
    const outer = new Hono<AppEnv>();
    outer.use(async (c, next) => {
      await next();
      seen.push(c.var.scriptHashes);
    });
    outer.route("/", app);
    await outer.request("/aboutus");
    await outer.request("/aboutus");
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(seen[0]).toEqual([sha("a()"), sha("b()")]);
    expect(seen[1]).toEqual(seen[0]);
  });

  it("caches weekend getaways, holiday themes and sitemap pages like listings", async () => {
    const { app, renders } = appWith();
    const paths = [
      "/mktc/weekend-getaway-packages",
      "/places-near/mumbai?days[]=3",
      "/hill-station-places",
      "/in-en/religious-places/near-pune",
      "/sitemap/explore-travel-destination-kerala",
    ];
    for (const path of paths) await app.request(path);
    for (const path of paths) {
      expect((await app.request(path)).headers.get("x-page-cache"), path).toBe("HIT");
    }
    expect(renders()).toBe(paths.length);
  });

  it("caches search results, testimonials and the content pages, not the agents' dashboard", async () => {
    const { app, renders } = appWith();
    const paths = [
      "/search_results?q=kerala",
      "/testimonials/kerala?page=2",
      "/blogs/some-article",
      "/ae-en/travelogues/4101",
      "/customer-wall",
      "/gold-class",
    ];
    for (const path of paths) await app.request(path);
    for (const path of paths) {
      expect((await app.request(path)).headers.get("x-page-cache"), path).toBe("HIT");
    }
    expect(renders()).toBe(paths.length);
    await app.request("/blogs/a/b");
    expect((await app.request("/blogs/a/b")).headers.get("x-page-cache")).toBeNull();
  });

  it("keys by the whole URL, query included", async () => {
    const { app, renders } = appWith();
    await app.request("/tour-packages/kerala?days[]=4-6");
    await app.request("/tour-packages/kerala?days[]=7-9");
    expect(renders()).toBe(2);
  });

  it("never caches signed-in users, other pages, errors or responses that set cookies", async () => {
    const { app, renders } = appWith();
    for (let i = 0; i < 2; i++) {
      await app.request("/tour-packages/kerala", {
        headers: { cookie: "triphive.session_token=abc" },
      });
      await app.request("/travellers/dashboard");
      await app.request("/tour-packages/atlantis");
      await app.request("/aboutus?set=1");
    }
    expect(renders()).toBe(8);
  });

  it("expires entries and evicts the least recently used", async () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => t });
    const { app, renders } = appWith(cache);
    await app.request("/tnc");
    await app.request("/privacy");
    await app.request("/tnc"); // hit: /tnc is now the most recent
    await app.request("/aboutus"); // evicts /privacy
    expect(cache.stats().entries).toBe(2);
    await app.request("/privacy");
    expect(renders()).toBe(4);
    t = 5000;
    await app.request("/tnc");
    expect(renders()).toBe(5);
    cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps pages it does not cache out of shared caches", async () => {
    const { app } = appWith();
    const signedIn = await app.request("/tour-packages/kerala", {
      headers: { cookie: "triphive.session_token=abc" },
    });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    expect(signedIn.headers.get("etag")).toBeNull();
    const other = await app.request("/travellers/dashboard");
    expect(other.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("drops every page when the catalogue changes, as createApp subscribes it", async () => {
    const changes = createCatalogChanges();
    const { app, renders, cache } = appWith();
    changes.subscribe(() => cache.clear());
    await app.request("/tour-packages/kerala");
    await app.request("/aboutus");
    expect(cache.stats().entries).toBe(2);
    changes.changed({ reason: "test" });
    expect(cache.stats().entries).toBe(0);
    const again = await app.request("/tour-packages/kerala");
    expect(again.headers.get("x-page-cache")).toBe("MISS");
    expect(renders()).toBe(3);
  });

  it("serves the last good copy, past its time to live, while pages fail (database down)", async () => {
    let clock = 0;
    let down = false;
    const cache = createPageCache({ ttlMs: 1_000, now: () => clock });
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("nonce", "n");
      await next();
    });
    app.use(cache.middleware);
    app.get("*", (c) => (down ? c.html("unavailable", 503) : c.html(`listing ${clock}`)));
    expect((await app.request("/tour-packages/kerala")).headers.get("x-page-cache")).toBe("MISS");
    clock = 5_000;
    down = true;
    const stale = await app.request("/tour-packages/kerala");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-page-cache")).toBe("STALE");
    expect(await stale.text()).toBe("listing 0");
    // Never cached, nothing to stand in for it.
    expect((await app.request("/tour-packages/goa")).status).toBe(503);
    down = false;
    const fresh = await app.request("/tour-packages/kerala");
    expect(await fresh.text()).toBe("listing 5000");
  });
});

describe("hits straight on Node's request (handleNode)", () => {
  async function served(
    cache: ReturnType<typeof createPageCache>,
    headers: Record<string, string>,
  ) {
    const server = createServer((req, res) => {
      if (!cache.handleNode(req, res)) {
        res.writeHead(599);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          httpGet(
            {
              host: "127.0.0.1",
              port,
              path: "/tour-packages/kerala",
              headers: { host: "localhost", ...headers },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  headers: res.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            },
          ).on("error", reject);
        },
      );
    } finally {
      server.close();
    }
  }

  it("writes a fresh entry's bytes with its hash CSP, and leaves everything else to the app", async () => {
    const cache = createPageCache();
    const { app } = appWith(cache, (nonce) => `<script nonce="${nonce}">go()</script>`);
    expect((await served(cache, {})).status).toBe(599);
    await app.request("http://localhost/tour-packages/kerala");
    const hit = await served(cache, { "accept-encoding": "gzip" });
    expect(hit.status).toBe(200);
    expect(gunzipSync(hit.body).toString()).toBe("<script>go()</script>");
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["set-cookie"]).toBeUndefined();
    expect(hit.headers["content-security-policy"]).toContain(
      `script-src 'self' 'sha256-${createHash("sha256").update("go()").digest("base64")}'`,
    );
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    const revalidated = await served(cache, { "if-none-match": String(hit.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await served(cache, { cookie: "triphive.session_token=abc" })).status).toBe(599);
    // A saved hotel search can change hotel pages: the app's own check decides.
    expect((await served(cache, { cookie: "hotel_search=x" })).status).toBe(599);
    expect(cache.fastHits()).toBe(2);
  });
});

describe("route data (.data) of cached pages", () => {
  it("is cached for this server but never public: a browser must not serve it stale after a sign-in", async () => {
    const { app } = appWith();
    await app.request("/tour-packages/kerala.data");
    const hit = await app.request("/tour-packages/kerala.data");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("hotel pages", () => {
  it("are cached for this server only, and never for a visitor with a saved hotel search", async () => {
    const { app, renders } = appWith();
    await app.request("/hotels/goa");
    const hit = await app.request("/hotels/goa");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    // Without dates in the URL the page follows the saved-search cookie, which a CDN never sees.
    expect(hit.headers.get("cache-control")).toBe("private, no-cache");
    const saved = await app.request("/hotels/goa", { headers: { cookie: "hotel_search=abc" } });
    expect(saved.headers.get("x-page-cache")).toBeNull();
    expect(renders()).toBe(2);
    await app.request("/hotel/sea-breeze/review-booking");
    expect(
      (await app.request("/hotel/sea-breeze/review-booking")).headers.get("x-page-cache"),
    ).toBeNull();
  });
});

describe("concurrent misses", () => {
  it("render a page once and serve the others from that render", async () => {
    let renders = 0;
    const cache = createPageCache();
    const app = new Hono<AppEnv>();
    app.use(cache.middleware);
    app.get("*", async (c) => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 20));
      return c.html("<p>kerala</p>");
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.request("/tour-packages/kerala")),
    );
    expect(renders).toBe(1);
    for (const res of answers) expect(await res.text()).toBe("<p>kerala</p>");
  });
});

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
  ] as const)("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, once each, and no data block", () => {
    const hashes = inlineScriptHashes(
      '<script>x</script><script src="/a.js"></script><script type="module">x</script>' +
        '<script id="packed-1" type="application/json">{"a":1}</script>' +
        '<script type="application/ld+json">{"@type":"ItemList"}</script>',
    );
    expect(hashes).toEqual([`'sha256-${createHash("sha256").update("x").digest("base64")}'`]);
  });
});
