import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { HOTEL_SEARCH_COOKIE } from "../../common/hotels";
import { detectPageType, type PageType } from "../../common/page-type";
import { carriesSessionCookie } from "../../common/session-cookie";
import type { AppEnv } from "./context";
import { scriptSrcOf, securityHeaderList } from "./middleware";

/**
 * Server-side cache of anonymous browsing pages (DESIGN.md §6), keyed by the whole URL (locale
 * prefix and query included). Per process and droppable at any time, so processes stay
 * stateless. A catalogue change in this process clears it at once; entries live `ttlMs`, which
 * bounds staleness after catalogue changes made by another process (docs/decisions/0042).
 *
 * An entry is stored bytes (docs/decisions/0150): the HTML without any CSP nonce, compressed
 * once with gzip and brotli, a strong ETag per encoding and the sha256 hashes of its inline
 * scripts, which securityHeaders puts in the CSP instead of a nonce. Serving a hit picks the
 * encoding the client accepts and sends those bytes: nothing per request touches the body.
 * `If-None-Match` with the entry's ETag answers 304. Hits and misses say
 * `Cache-Control: public, max-age=0, s-maxage=N, stale-while-revalidate=M`, so a CDN or
 * reverse proxy may keep them too (docs/operations.md, decision 0152).
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

// Pages this cache does not keep (rendered for one visitor, or never cached): their browser
// may keep them, a shared cache never; routes that need stricter say so.
const UNCACHED_PAGE_CACHE_CONTROL = "private, no-cache";
const KEPT_HEADERS = ["content-type", "link"];
// Inline scripts, not data blocks (type="application/json", "application/ld+json"): a
// browser never runs those, so the CSP need not name them.
const INLINE_SCRIPT =
  /<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Entry {
  status: number;
  /** Content-Type and Link of the render. */
  headers: [string, string][];
  variants: Record<Encoding, Variant>;
  etags: string[];
  scriptHashes: string[];
  /** The security headers of this entry (its CSP names its scripts' hashes), made once. */
  fastHeaders: [string, string][];
  /** Cache-Control: public for shared caches, or private where a cookie may change the page. */
  cacheControl: string;
  expires: number;
  bytes: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** Seconds a shared cache (CDN, nginx) may serve a cached page without asking (s-maxage). */
  sharedMaxAgeS?: number;
  /** Seconds past that a shared cache may still serve it while it revalidates. */
  staleWhileRevalidateS?: number;
  /** The security headers of production (HSTS, no inline scripts beyond the hashes). */
  production?: boolean;
}

/** sha256 CSP sources of the inline scripts of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const source = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The best of br, gzip and identity an Accept-Encoding header allows (br first at equal q). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const q: Record<string, number> = {};
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: string) => q[name] ?? q["*"] ?? 0;
  const br = of("br");
  const gz = Math.max(of("gzip"), q["x-gzip"] ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

function etagMatches(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix added on the way is ignored.
  return header.split(",").some((tag) => etags.includes(tag.trim().replace(/^W\//, "")));
}

export function createPageCache(options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const production = options.production ?? true;
  let fastHits = 0;
  const publicCacheControl = `public, max-age=0, s-maxage=${options.sharedMaxAgeS ?? 60}, stale-while-revalidate=${options.staleWhileRevalidateS ?? 300}`;
  // A Map keeps insertion order: re-inserting on a hit makes it a least-recently-used list.
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  // Bumped by clear(): a render that started before a catalogue change is not stored after it.
  let generation = 0;

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

  function cacheable(c: Context<AppEnv>): boolean {
    if (c.req.method !== "GET") return false;
    if (carriesSessionCookie(c.req.header("cookie"))) return false;
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

  async function entryOf(
    html: string,
    headers: [string, string][],
    nonce: string | undefined,
    shared: boolean,
  ): Promise<Entry> {
    // The nonce of the render that made the entry is no use to anyone else: hashes replace it.
    const stored = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
    const identity: Uint8Array<ArrayBuffer> = new TextEncoder().encode(stored);
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    const scriptHashes = inlineScriptHashes(stored);
    const variants = {
      identity: { body: identity, etag: `"${hash}"` },
      gzip: { body: gz, etag: `"${hash}-gz"` },
      br: { body: br, etag: `"${hash}-br"` },
    };
    return {
      status: 200,
      headers,
      variants,
      etags: Object.values(variants).map((v) => v.etag),
      scriptHashes,
      fastHeaders: securityHeaderList(
        production,
        scriptSrcOf(production, { hashes: scriptHashes }),
      ),
      expires: now() + ttlMs,
      // A hotel page without dates in its URL reads the saved-search cookie, which a CDN would
      // not see: only this server's cache (which checks the cookie) may keep it.
      cacheControl: shared ? publicCacheControl : UNCACHED_PAGE_CACHE_CONTROL,
      bytes: identity.length + gz.length + br.length,
    };
  }

  /** Status, headers and bytes of an entry for a request's Accept-Encoding and If-None-Match. */
  function answer(
    entry: Entry,
    state: string,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
  ): { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> | null } {
    const encoding = negotiateEncoding(acceptEncoding);
    const variant = entry.variants[encoding];
    const headers: [string, string][] = [
      ["X-Page-Cache", state],
      ["Cache-Control", entry.cacheControl],
      ["Vary", "Accept-Encoding"],
      ["ETag", variant.etag],
    ];
    if (etagMatches(ifNoneMatch, entry.etags)) return { status: 304, headers, body: null };
    if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
    headers.push(["Content-Length", String(variant.body.byteLength)]);
    return { status: entry.status, headers, body: variant.body };
  }

  /** The entry's bytes for this request; `base` keeps the headers of the render that made it. */
  function serve(c: Context<AppEnv>, entry: Entry, state: string, base?: Headers): Response {
    c.set("scriptHashes", entry.scriptHashes);
    const result = answer(
      entry,
      state,
      c.req.header("accept-encoding"),
      c.req.header("if-none-match"),
    );
    const headers = new Headers(base ?? entry.headers);
    for (const [name, value] of result.headers) headers.set(name, value);
    if (result.status === 304) headers.delete("content-type");
    return new Response(result.body, { status: result.status, headers });
  }

  /**
   * A fresh hit answered straight on Node's request, before the app's middleware runs
   * (server/main.ts): the stored bytes with headers made once per entry, security headers
   * included. Anything else (a miss, a stale entry, a session cookie) returns false and goes
   * through the app as usual. Decision 0150.
   */
  function handleNode(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || entries.size === 0) return false;
    const target = req.url;
    const host = req.headers.host;
    if (target?.[0] !== "/" || !host) return false;
    const cookie = req.headers.cookie ?? "";
    // A saved hotel search changes hotel pages: the app's own check decides (cacheable()).
    if (carriesSessionCookie(cookie) || cookie.includes(HOTEL_SEARCH_COOKIE_PREFIX)) return false;
    let key: string;
    try {
      // The URL @hono/node-server gives the app for a plain-HTTP request: the same cache key.
      key = new URL(`http://${host}${target as string}`).href;
    } catch {
      return false;
    }
    const hit = entries.get(key);
    if (!hit || hit.expires <= now()) return false;
    entries.delete(key);
    entries.set(key, hit);
    fastHits += 1;
    const ifNoneMatch = req.headers["if-none-match"];
    const result = answer(hit, "HIT", req.headers["accept-encoding"], ifNoneMatch);
    const headers = [...result.headers, ...hit.fastHeaders];
    if (result.status !== 304) headers.push(...hit.headers);
    res.writeHead(result.status, headers);
    res.end(result.body ?? undefined);
    return true;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!cacheable(c)) {
      await next();
      if (
        c.res.headers.get("content-type")?.startsWith("text/html") &&
        !c.res.headers.has("cache-control")
      ) {
        const headers = new Headers(c.res.headers);
        headers.set("Cache-Control", UNCACHED_PAGE_CACHE_CONTROL);
        c.res = new Response(c.res.body, { status: c.res.status, headers });
      }
      return;
    }
    const key = c.req.url;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      return serve(c, hit, "HIT");
    }

    // Requests for a page already being rendered wait for that render instead of rendering it
    // again: a burst on a cold or just-cleared cache renders each page once.
    const rendering = inflight.get(key);
    if (rendering) {
      const entry = await rendering;
      if (entry) return serve(c, entry, "HIT");
    }
    let settle: (entry: Entry | null) => void = () => {};
    if (!rendering) {
      inflight.set(
        key,
        new Promise<Entry | null>((resolve) => {
          settle = resolve;
        }),
      );
    }
    try {
      await renderAndStore(c, next, key, hit, (entry) => settle(entry));
    } finally {
      if (!rendering) inflight.delete(key);
      settle(null);
    }
  };

  async function renderAndStore(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    key: string,
    hit: Entry | undefined,
    stored: (entry: Entry) => void,
  ): Promise<void> {
    c.set("pageCacheable", true);
    const startedIn = generation;
    await next();
    const res = c.res;
    // While the database is down (503) or a render breaks, the last good copy of an anonymous
    // page is better than an error page. The expired entry is kept until it is replaced.
    if (hit && res.status >= 500) {
      c.res = undefined;
      c.res = serve(c, hit, "STALE");
      return;
    }
    if (hit) drop(key);
    if (res.status !== 200 || res.headers.has("set-cookie")) return;
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = res.headers.get(name);
      return value ? [[name, value] as [string, string]] : [];
    });
    const isData = c.req.path.endsWith(".data");
    const path = isData ? c.req.path.slice(0, -".data".length) : c.req.path;
    // Only documents go public. A route's data (the client's revalidation after a sign-in
    // or any action) must never come from a browser's stale-while-revalidate copy, which
    // would show a signed-in visitor the anonymous page until the next navigation.
    const shared = !isData && !HOTEL_PAGES.has(detectPageType(path || "/"));
    const entry = await entryOf(await res.text(), headers, c.var.nonce, shared);
    if (startedIn === generation) {
      store(key, entry);
      stored(entry);
    }
    const fresh = serve(c, entry, "MISS", res.headers);
    c.res = undefined;
    c.res = fresh;
  }

  return {
    middleware,
    /**
     * Drops every entry. createApp calls it on every catalogue change (catalog-changes.ts):
     * each cached page shows catalogue data, if only the header's destinations.
     */
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    handleNode,
    stats: () => ({ entries: entries.size, bytes }),
    /** Hits answered by handleNode, past the app's middleware (and its request metrics). */
    fastHits: () => fastHits,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
