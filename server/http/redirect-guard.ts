import type { Context, MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { REDIRECT_TO_HEADER } from "../../common/api-client";
import { safeRedirectPath } from "../../common/safe-redirect";
import type { AppEnv } from "./context";
import type { LoadContext } from "./load-context";
import { setResponseHeader } from "./middleware";

/**
 * The last word on every redirect the server emits (docs/decisions/0050). Routes check their
 * own targets with safeRedirectPath, but code we do not own (better-auth's verify-email and
 * OAuth callbacks) builds Locations from query parameters, and one check on the final header
 * covers them all. A target is read as a browser would read it (WHATWG URL: dot segments,
 * backslashes, encoded dots, tabs and newlines), and anything that would leave the site is
 * replaced by the home page.
 */

const FALLBACK = "/";
const GUARDED_HEADERS = ["Location", REDIRECT_TO_HEADER] as const;

/** True when `target` keeps the browser on one of `siteOrigins`. */
export function staysOnSite(target: string, siteOrigins: readonly string[]): boolean {
  // A plain same-site path, after every decoding layer and dot segment.
  if (safeRedirectPath(target, "") === target) return true;
  // An absolute URL of our own (better-auth writes its callback URLs against PUBLIC_URL).
  // Only absolute-URL syntax is taken here: a scheme-relative or backslashed value was
  // already refused above, whatever host it names.
  if (!/^https?:\/\//i.test(target)) return false;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (!siteOrigins.includes(url.origin)) return false;
  const rest = `${url.pathname}${url.search}${url.hash}`;
  return safeRedirectPath(rest, "") === rest;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Allows one off-site Location on this response: the sign-in with Google or Facebook sends
 * the browser to the provider's authorisation URL, which the server built itself.
 */
export function allowOffSiteRedirect(c: Context<AppEnv>, url: string): void {
  c.set("offSiteRedirect", url);
}

export function redirectGuard(opts: { publicUrl?: string } = {}): MiddlewareHandler<AppEnv> {
  const configured = originOf(opts.publicUrl);
  return async (c, next) => {
    await next();
    const origins = [...configured, ...originOf(c.req.url)];
    for (const name of GUARDED_HEADERS) {
      const target = c.res.headers.get(name);
      if (target === null || target === c.var.offSiteRedirect) continue;
      if (staysOnSite(target, origins)) continue;
      c.var.logger?.warn(
        { header: name, status: c.res.status, path: c.req.path },
        "off-site redirect replaced",
      );
      setResponseHeader(c, name, FALLBACK);
    }
  };
}

type RouteModule = ServerBuild["routes"][string] extends infer R
  ? R extends { module: infer M }
    ? M
    : never
  : never;
type DataFunction = NonNullable<RouteModule["loader"]>;
type DataArgs = Parameters<DataFunction>[0];

// What React Router's data() returns; its headers reach the response only through a route's
// headers() export, which most routes do not have.
function initHeaders(value: unknown): Headers | null {
  if (typeof value !== "object" || value === null) return null;
  if (value instanceof Response) return value.headers;
  if ((value as { type?: unknown }).type !== "DataWithResponseInit") return null;
  const init = (value as { init?: ResponseInit | null }).init;
  return init?.headers ? new Headers(init.headers) : null;
}

function guardResult(value: unknown, args: DataArgs, siteOrigins: readonly string[]): unknown {
  const headers = initHeaders(value);
  if (!headers) return value;
  const retryAfter = headers.get("Retry-After");
  const context = args.context as Partial<LoadContext> | undefined;
  if (retryAfter) context?.responseHeaders?.set("Retry-After", retryAfter);
  if (!(value instanceof Response)) return value;
  const location = value.headers.get("Location");
  if (location === null || value.status < 300 || value.status > 399) return value;
  const origins = [...siteOrigins, ...originOf(args.request.url)];
  if (staysOnSite(location, origins)) return value;
  context?.logger?.warn({ status: value.status }, "off-site redirect replaced");
  const fixed = new Headers(value.headers);
  fixed.set("Location", FALLBACK);
  return new Response(null, { status: value.status, headers: fixed });
}

function wrap(fn: DataFunction | undefined, siteOrigins: readonly string[]) {
  if (!fn) return fn;
  return async (args: DataArgs) => {
    try {
      return guardResult(await fn(args), args, siteOrigins);
    } catch (thrown) {
      throw guardResult(thrown, args, siteOrigins);
    }
  };
}

/**
 * The same check for loaders and actions. A client-side navigation (a `.data` request) gets
 * its redirect inside the encoded body, where no header middleware can see it, so the
 * redirect is checked where it is made. The wrapper also carries a refusal's Retry-After to
 * the response (LoadContext.responseHeaders), whatever the route's headers() export does.
 */
export function guardServerBuild(build: ServerBuild, opts: { publicUrl?: string } = {}) {
  const siteOrigins = originOf(opts.publicUrl);
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = route.module;
    routes[id] = {
      ...route,
      module: {
        ...module,
        loader: wrap(module.loader, siteOrigins),
        action: wrap(module.action, siteOrigins),
      },
    };
  }
  return { ...build, routes };
}
