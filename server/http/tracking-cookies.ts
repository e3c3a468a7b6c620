import type { MiddlewareHandler } from "hono";
import type { TrackingSession } from "../modules/tracking";
import type { AppEnv } from "./context";

// Paths that are never pages: hashed assets, better-auth, the dev mailbox, operations endpoints,
// React Router's route manifest, and every JSON API namespace (/browsing/v1, /admin/v1 …).
const NOT_PAGES = /^\/(assets|api|dev)(\/|$)|^\/(healthz|metrics)$|^\/__|^\/[a-z]+\/v\d+(\/|$)/;

/**
 * Page views are GETs of paths without a file extension, plus React Router's `.data` requests,
 * which are the page views of client-side navigation.
 */
export function isTrackedPageRequest(method: string, path: string): boolean {
  if (method !== "GET" || NOT_PAGES.test(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".") || last.endsWith(".data");
}

/**
 * Moves the tracking session on at each page view (decision 0032). It must sit outside the page
 * cache: the cache only stores responses without Set-Cookie, and what it serves to one visitor
 * then gets that visitor's own cookies here. Redirects are left alone, so the page they lead to
 * counts once. Tracking never breaks a page: a failure only costs the cookies.
 */
export function trackingCookies(session: TrackingSession): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isTrackedPageRequest(c.req.method, c.req.path)) return next();
    await next();
    const status = c.res.status;
    if ((status >= 300 && status < 400) || status >= 500) return;
    try {
      const { setCookies } = session.advance(c.req.raw, { newPage: true });
      for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
    } catch (error) {
      c.var.logger?.warn({ err: error }, "tracking cookies skipped");
    }
  };
}
