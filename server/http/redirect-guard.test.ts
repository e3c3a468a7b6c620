import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { REDIRECT_BYPASS_PAYLOADS } from "../../common/safe-redirect.fixtures";
import { silentLogger } from "../testing/silent-logger";
import type { AppEnv } from "./context";
import type { LoadContext } from "./load-context";
import {
  allowOffSiteRedirect,
  guardServerBuild,
  redirectGuard,
  staysOnSite,
} from "./redirect-guard";

const PUBLIC_URL = "https://triphive.example";
const SITE = "http://localhost";

// Header values cannot hold NUL or line breaks; those payloads cannot reach a Location.
function asHeaderValue(payload: string): string | null {
  try {
    new Headers({ x: payload });
    return payload;
  } catch {
    return null;
  }
}
const HEADER_PAYLOADS = REDIRECT_BYPASS_PAYLOADS.flatMap((p) => {
  const value = asHeaderValue(p);
  return value === null ? [] : [value];
});

function resolvesOffSite(target: string | null): boolean {
  if (target === null) return false;
  return new URL(target, `${SITE}/a/page`).origin !== SITE;
}

function appEmitting() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("logger", silentLogger);
    await next();
  });
  app.use(redirectGuard({ publicUrl: PUBLIC_URL }));
  app.get("/hono", (c) => c.redirect(c.req.query("to") ?? "/", 302));
  app.get(
    "/raw",
    (c) => new Response(null, { status: 303, headers: { Location: c.req.query("to") ?? "/" } }),
  );
  app.get("/forbidden", (c) => {
    c.header("Redirect-To", c.req.query("to") ?? "/");
    return c.json({ errors: [] }, 403);
  });
  app.get("/immutable", () => Response.redirect("https://evil.example/x", 302));
  app.get("/provider", (c) => {
    allowOffSiteRedirect(c, "https://www.facebook.com/dialog/oauth?x=1");
    return c.redirect(c.req.query("to") ?? "/", 302);
  });
  return app;
}

describe("redirectGuard", () => {
  const app = appEmitting();

  it.each(["/hono", "/raw", "/forbidden"])(
    "never lets %s send a browser off the site",
    async (route) => {
      const escaped: string[] = [];
      for (const payload of HEADER_PAYLOADS) {
        const res = await app.request(`${route}?to=${encodeURIComponent(payload)}`);
        const target = res.headers.get("location") ?? res.headers.get("redirect-to");
        if (resolvesOffSite(target)) escaped.push(`${payload} -> ${target}`);
      }
      expect(HEADER_PAYLOADS.length).toBeGreaterThanOrEqual(45);
      expect(escaped).toEqual([]);
    },
  );

  it("replaces what it refuses with the home page, keeping the status", async () => {
    const res = await app.request(`/raw?to=${encodeURIComponent("/.//evil.example/login")}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
  });

  it("fixes responses whose headers cannot be changed", async () => {
    const res = await app.request("/immutable");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("keeps same-site paths and absolute URLs of the public origin", async () => {
    for (const target of [
      "/tour-packages?page=2",
      "/in-en/packages/x#y",
      `${PUBLIC_URL}/users/sign_in/complete`,
    ]) {
      const res = await app.request(`/raw?to=${encodeURIComponent(target)}`);
      expect(res.headers.get("location")).toBe(target);
    }
  });

  it("lets through exactly the off-site URL a route allowed", async () => {
    const allowed = "https://www.facebook.com/dialog/oauth?x=1";
    const ok = await app.request(`/provider?to=${encodeURIComponent(allowed)}`);
    expect(ok.headers.get("location")).toBe(allowed);
    const other = await app.request(`/provider?to=${encodeURIComponent("https://evil.example/")}`);
    expect(other.headers.get("location")).toBe("/");
  });
});

describe("staysOnSite", () => {
  it("reads targets as a browser would", () => {
    const origins = [PUBLIC_URL];
    expect(staysOnSite("/a/..//evil.example/x", origins)).toBe(false);
    expect(staysOnSite("/%2e%2e//evil.example", origins)).toBe(false);
    expect(staysOnSite(`${PUBLIC_URL}/.//evil.example`, origins)).toBe(false);
    expect(staysOnSite("https://triphive.example.evil.example/", origins)).toBe(false);
    expect(staysOnSite(`${PUBLIC_URL}/ok?x=1`, origins)).toBe(true);
  });
});

describe("guardServerBuild", () => {
  const context = () =>
    ({ logger: silentLogger, responseHeaders: new Headers() }) as unknown as LoadContext;
  const build = (loader: (args: { request: Request }) => unknown) =>
    guardServerBuild({
      routes: { root: { id: "root", path: "", module: { default: () => null, loader } } },
    } as unknown as ServerBuild);
  const run = (b: ServerBuild, ctx = context()) =>
    (b.routes.root as { module: { loader: (args: unknown) => Promise<unknown> } }).module.loader({
      request: new Request(`${SITE}/x`),
      params: {},
      context: ctx,
    });

  it("checks redirects returned and thrown by loaders, which .data requests carry in their body", async () => {
    for (const payload of HEADER_PAYLOADS) {
      const returned = (await run(
        build(() => new Response(null, { status: 302, headers: { Location: payload } })),
      )) as Response;
      expect(resolvesOffSite(returned.headers.get("location"))).toBe(false);
      const thrown = await run(
        build(() => {
          throw new Response(null, { status: 302, headers: { Location: payload } });
        }),
      ).catch((e: Response) => e);
      expect(resolvesOffSite((thrown as Response).headers.get("location"))).toBe(false);
    }
  });

  it("carries a refusal's Retry-After to the response, whatever the route's headers()", async () => {
    const ctx = context();
    const refusal = {
      type: "DataWithResponseInit",
      data: {},
      init: { status: 429, headers: { "Retry-After": "720" } },
    };
    await run(
      build(() => refusal),
      ctx,
    );
    expect(ctx.responseHeaders?.get("retry-after")).toBe("720");
  });
});
