import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { API_KEY_HEADER, DEVICE_REQUEST_ID_HEADER } from "../../common/api-client";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { carriesSessionCookie } from "../../common/session-cookie";
import { errorBody } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { AppEnv } from "./context";
import type { HttpMetrics } from "./metrics";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Takes the device request id when it is well formed, otherwise makes one; echoes it back. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(DEVICE_REQUEST_ID_HEADER);
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}

export function requestLogging(logger: Logger, metrics: HttpMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.var.requestId });
    c.set("logger", log);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath || "*";
    metrics.observe(c.req.method, route, c.res.status, seconds);
    if (c.req.path === "/healthz" || c.req.path === "/metrics") return;
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(seconds * 1000),
      },
      "request",
    );
  };
}

/**
 * The script-src of a page: a fresh nonce, or for a page from the page cache (stored bytes
 * without a nonce) the hashes of its inline scripts, its module scripts loading from 'self'
 * (no 'strict-dynamic', which would ignore 'self'). Decision 0151. Development allows inline
 * scripts for Vite's hot reload.
 */
export function scriptSrcOf(
  production: boolean,
  allow: { nonce: string } | { hashes: readonly string[] },
): string {
  if ("hashes" in allow) {
    return production ? ["'self'", ...allow.hashes].join(" ") : "'self' 'unsafe-inline'";
  }
  return production
    ? `'self' 'nonce-${allow.nonce}' 'strict-dynamic'`
    : `'self' 'nonce-${allow.nonce}' 'unsafe-inline'`;
}

/** Every security header of a response (DESIGN.md §7), given its script-src. */
export function securityHeaderList(production: boolean, scriptSrc: string): [string, string][] {
  const connectSrc = production ? "'self'" : "'self' ws: wss:";
  const headers: [string, string][] = [
    [
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        // Pictures only from this site (decision 0186): agents' content never makes a page
        // fetch from another server. data: is the stylesheet's star mask (app.css); nothing
        // makes blob: pictures.
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${connectSrc}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    ],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (production) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

// Nonces come from a pool of random bytes refilled 256 at a time: one system call per 256
// requests instead of one per request; each nonce is still 16 unpredictable bytes, used once.
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * DESIGN.md §7: CSP with a fresh nonce per request (script hashes for cached pages), nosniff,
 * referrer policy, frame-ancestors, and HSTS in production.
 */
export function securityHeaders(opts: { production: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("nonce", nonce);
    await next();
    const hashes = c.var.scriptHashes;
    const scriptSrc = scriptSrcOf(opts.production, hashes ? { hashes } : { nonce });
    // A route that embeds a third party's script (the Razorpay checkout page) sets its own,
    // narrower-than-open policy with this request's nonce; everything else gets this one.
    const ownPolicy = c.res.headers.has("Content-Security-Policy");
    for (const [name, value] of securityHeaderList(opts.production, scriptSrc)) {
      if (ownPolicy && name === "Content-Security-Policy") continue;
      c.header(name, value);
    }
  };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * API keys. The web client's public key, or none, is accepted on public endpoints; an
 * unknown key is refused rather than ignored so that a misconfigured machine client
 * notices. `requireMachineKey` guards endpoints only machine clients may call.
 */
export function apiKeys(machineKeys: readonly string[]) {
  const identify = (key: string): string | null => {
    const index = machineKeys.findIndex((k) => sameSecret(k, key));
    return index === -1 ? null : `machine-${index + 1}`;
  };

  const acceptKey: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = c.req.header(API_KEY_HEADER);
    c.set("apiClient", null);
    if (key !== undefined && key !== WEB_CLIENT_API_KEY) {
      const client = identify(key);
      if (!client) return c.json(errorBody("invalid_api_key", "The API key is not valid."), 401);
      c.set("apiClient", client);
    }
    await next();
  };

  const requireMachineKey: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.var.apiClient) {
      return c.json(errorBody("api_key_required", "This endpoint needs a machine API key."), 401);
    }
    await next();
  };

  return { acceptKey, requireMachineKey };
}

// Documents and data that may show who is signed in; images and assets never do.
const PERSONAL_TYPES = /^(text\/html|application\/json|text\/x-script|application\/problem\+json)/;
const SESSION_SET_COOKIE = /^(?:__Secure-)?triphive\.session_/;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

function sessionBound(c: Context<AppEnv>): boolean {
  if (carriesSessionCookie(c.req.header("cookie"))) return true;
  if (c.req.header("authorization")) return true;
  if (c.var.apiClient) return true;
  return c.res.headers.getSetCookie().some((cookie) => SESSION_SET_COOKIE.test(cookie));
}

/**
 * DESIGN.md §7: an answer that depends on who asks (a session cookie, a machine key, or one
 * that starts or ends a session) is kept by no cache, the browser's included. One rule here
 * instead of a header per route, so a new route cannot forget it.
 */
export function privateWhenSessionBound(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const redirect = c.res.status >= 300 && c.res.status < 400;
    if (!redirect && !PERSONAL_TYPES.test(type)) return;
    if (!sessionBound(c)) return;
    setResponseHeader(c, "Cache-Control", PRIVATE_CACHE_CONTROL);
  };
}

const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host"];

/**
 * A client on this machine, talking to us directly. A request relayed by a proxy on this
 * machine arrives from loopback too, but carries forwarding headers: it is not local, even
 * when TRUST_PROXY names the proxy and its header names a loopback client, which is local to
 * the proxy's machine, not necessarily ours (decision 0197). A client forging one only loses.
 */
export function isLoopbackClient(c: Context<AppEnv>): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const ip = c.var.clientIp.replace(/^::ffff:/, "");
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Sets a header on the response in place, or on a copy when its headers are immutable. */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // Response.redirect() and fetch() responses have immutable headers. Hono's `res` setter
    // copies the previous response's headers over the new one, so it is cleared first.
    const headers = new Headers(c.res.headers);
    headers.set(name, value);
    const fresh = new Response(c.res.body, { status: c.res.status, headers });
    c.res = undefined;
    c.res = fresh;
  }
}
