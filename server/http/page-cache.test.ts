import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createCatalogueChanges } from "../modules/catalog";
import type { AppEnv } from "./context";
import { createPageCache } from "./page-cache";

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
  it("serves anonymous browsing pages from memory with a fresh nonce each time", async () => {
    const { app, renders } = appWith();
    const first = await app.request("/tour-packages/kerala");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(await first.text()).toContain('nonce="nonce1"');
    const second = await app.request("/tour-packages/kerala");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const html = await second.text();
    expect(html).toContain('nonce="nonce2"');
    expect(html).not.toContain("nonce1");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    expect(renders()).toBe(1);
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
    const other = await app.request("/travellers/dashboard");
    expect(other.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("drops every page when the catalogue changes, as createApp subscribes it", async () => {
    const changes = createCatalogueChanges();
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
