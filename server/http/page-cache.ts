import type { MiddlewareHandler } from "hono";
import { HOTEL_SEARCH_COOKIE } from "../../common/hotels";
import { detectPageType, type PageType } from "../../common/page-type";
import type { AppEnv } from "./context";

/**
 * Server-side cache of anonymous browsing pages (DESIGN.md §6: cached listings must serve at
 * half of /healthz), keyed by the whole URL (locale prefix and query included). Per process
 * and droppable at any time, so processes stay stateless. A catalogue change in this process
 * clears it at once; entries live `ttlMs`, which bounds staleness after catalogue changes made
 * by another process (docs/decisions/0042).
 *
 * Each response carries a fresh CSP nonce: the cached HTML keeps a placeholder where the
 * nonce was and gets the new one on the way out.
 */
const CACHEABLE: ReadonlySet<PageType> = new Set([
  "home",
  "package_list",
  "package_detail",
  "city_block",
  "weekend_campaign",
  "weekend",
  "category",
  "sitemap",
  "about_us",
  "team",
  "career",
  "contact_us",
  "tnc",
  "privacy",
  "testimonials",
  "hotel_list",
  "hotel_detail",
]);

// Content pages that detectPageType files under "other" but that are the same for every
// anonymous visitor: search results (keyed by their query), blogs, travelogues, the customer
// wall, sale pages and the agents' recruiting page (its POST is never cached).
const CACHEABLE_PATHS =
  /^(?:\/[a-z]{2}-en)?\/(?:search_results|blogs|travelogues|customer-wall|your-dream-holiday-offer|freedom-sale|dhamaka-sale|gold-class|online-leads-for-travel-agents-v1)(?:\/[^/]*)?$/;

// Hotel pages read the saved search cookie when the URL's dates are invalid (spec §5): a
// visitor carrying it gets a page of their own. Review-booking is always the visitor's own.
const HOTEL_PAGES: ReadonlySet<PageType> = new Set(["hotel_list", "hotel_detail"]);
const HOTEL_SEARCH_COOKIE_PREFIX = `${HOTEL_SEARCH_COOKIE}=`;

const NONCE_PLACEHOLDER = "__TRIPHIVE_NONCE__";
// Browsers revalidate every page (each carries a fresh CSP nonce and tracking cookies may
// change); shared caches never keep one. The server-side cache is what makes repeats cheap.
const PAGE_CACHE_CONTROL = "private, no-cache";
const SESSION_COOKIE = "triphive.session_token";
const KEPT_HEADERS = ["content-type", "link"];

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  expires: number;
  bytes: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache(options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes it a least-recently-used list.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      bytes -= entry.bytes;
      entries.delete(key);
    }
  };

  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  function cacheable(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
    if (c.req.method !== "GET") return false;
    if (c.req.header("cookie")?.includes(SESSION_COOKIE)) return false;
    const path = c.req.path.endsWith(".data")
      ? c.req.path.slice(0, -".data".length) || "/"
      : c.req.path;
    const type = detectPageType(path);
    if (HOTEL_PAGES.has(type)) {
      if (c.req.header("cookie")?.includes(HOTEL_SEARCH_COOKIE_PREFIX)) return false;
      if (path.endsWith("/review-booking")) return false;
    }
    return CACHEABLE.has(type) || CACHEABLE_PATHS.test(path);
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!cacheable(c)) {
      await next();
      // A page rendered for one visitor (signed in, or one that is never cached) may be kept
      // by their browser but never by a shared cache; routes that need stricter say so.
      if (
        c.res.headers.get("content-type")?.startsWith("text/html") &&
        !c.res.headers.has("cache-control")
      ) {
        const headers = new Headers(c.res.headers);
        headers.set("Cache-Control", PAGE_CACHE_CONTROL);
        c.res = new Response(c.res.body, { status: c.res.status, headers });
      }
      return;
    }
    const key = c.req.url;
    const hit = entries.get(key);
    const serve = (entry: Entry, state: string) => {
      const headers = new Headers(entry.headers);
      headers.set("X-Page-Cache", state);
      headers.set("Cache-Control", PAGE_CACHE_CONTROL);
      return new Response(entry.body.replaceAll(NONCE_PLACEHOLDER, c.var.nonce), {
        status: entry.status,
        headers,
      });
    };
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      return serve(hit, "HIT");
    }

    c.set("pageCacheable", true);
    await next();
    const res = c.res;
    // While the database is down (503) or a render breaks, the last good copy of an anonymous
    // page is better than an error page. The expired entry is kept until it is replaced.
    if (hit && res.status >= 500) {
      c.res = undefined;
      c.res = serve(hit, "STALE");
      return;
    }
    if (hit) drop(key);
    if (res.status !== 200 || res.headers.has("set-cookie")) return;
    const body = await res.text();
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = res.headers.get(name);
      return value ? [[name, value] as [string, string]] : [];
    });
    const stored = c.var.nonce ? body.replaceAll(c.var.nonce, NONCE_PLACEHOLDER) : body;
    store(key, {
      status: 200,
      headers,
      body: stored,
      expires: now() + ttlMs,
      bytes: stored.length * 2,
    });
    const fresh = new Headers(res.headers);
    fresh.set("X-Page-Cache", "MISS");
    fresh.set("Cache-Control", PAGE_CACHE_CONTROL);
    c.res = new Response(body, { status: 200, headers: fresh });
  };

  return {
    middleware,
    /**
     * Drops every entry. createApp calls it on every catalogue change (catalogue-changes.ts):
     * each cached page shows catalogue data, if only the header's destinations.
     */
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
