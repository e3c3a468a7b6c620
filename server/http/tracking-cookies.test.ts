import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseCookieHeader } from "../../common/tracking-cookies";
import { createTrackingSession } from "../modules/tracking/tracking-session";
import type { AppEnv } from "./context";
import { createPageCache } from "./page-cache";
import { isTrackedPageRequest, trackingCookies } from "./tracking-cookies";

const cookiesOf = (res: Response) =>
  parseCookieHeader(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  );

/** The page pipeline of server/app.ts: tracking cookies outside the page cache. */
function pipeline(publicUrl = "http://localhost") {
  let tracking = true;
  let renders = 0;
  const session = createTrackingSession({ publicUrl });
  const track = trackingCookies(session);
  const cache = createPageCache();
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("nonce", "n0nce");
    await next();
  });
  app.use("*", (c, next) => (tracking ? track(c, next) : next()));
  app.use("*", cache.middleware);
  app.get("*", (c) => {
    renders += 1;
    if (c.req.path === "/old-listing") return c.redirect("/tour-packages", 301);
    return c.html(`<h1>${c.req.path}</h1>`);
  });
  return {
    app,
    cache,
    renders: () => renders,
    setTracking: (on: boolean) => {
      tracking = on;
    },
  };
}

describe("isTrackedPageRequest", () => {
  it.each([
    ["GET", "/", true],
    ["GET", "/tour-packages/kerala", true],
    ["GET", "/tour-packages/kerala.data", true],
    ["GET", "/_root.data", true],
    ["GET", "/admin", true],
    ["HEAD", "/", false],
    ["POST", "/users/sign_in", false],
    ["GET", "/assets/entry-abc.js", false],
    ["GET", "/favicon.svg", false],
    ["GET", "/robots.txt", false],
    ["GET", "/healthz", false],
    ["GET", "/metrics", false],
    ["GET", "/api/auth/callback/google", false],
    ["GET", "/browsing/v1/top_navigation", false],
    ["GET", "/admin/v1/tracking/events", false],
    ["GET", "/dev/mailbox", false],
    ["GET", "/__manifest", false],
  ])("%s %s → %s", (method, path, expected) => {
    expect(isTrackedPageRequest(method, path)).toBe(expected);
  });
});

describe("tracking cookies on cached pages", () => {
  it("gives each visitor their own cookies while the page is served from the cache", async () => {
    const { app, renders } = pipeline();
    const first = await app.request("/tour-packages");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const mine = cookiesOf(first);
    expect(mine.th_session_id).toMatch(/^[0-9a-f-]{36}$/);

    const second = await app.request("/tour-packages");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const theirs = cookiesOf(second);
    expect(theirs.th_session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(theirs.th_session_id).not.toBe(mine.th_session_id);
    expect(theirs.th_page_id).not.toBe(mine.th_page_id);
    expect(second.headers.getSetCookie().join()).not.toContain(mine.th_session_id);

    // A returning visitor gets their own session back, also from the cache.
    const again = await app.request("/tour-packages", {
      headers: {
        cookie: first.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      },
    });
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(cookiesOf(again).th_session_id).toBe(mine.th_session_id);
    expect(cookiesOf(again).th_referer_page_id).toBe(mine.th_page_id);
    expect(renders()).toBe(1);
  });

  it("stores no cookie in the cache entry", async () => {
    const { app, setTracking } = pipeline();
    const first = await app.request("/tour-packages/kerala");
    expect(first.headers.getSetCookie().length).toBeGreaterThan(0);
    setTracking(false);
    const cached = await app.request("/tour-packages/kerala");
    expect(cached.headers.get("x-page-cache")).toBe("HIT");
    expect(cached.headers.getSetCookie()).toEqual([]);
  });

  it("writes Path=/, SameSite=Lax and HttpOnly, and Secure on an https site", async () => {
    const plain = await pipeline().app.request("/");
    for (const cookie of plain.headers.getSetCookie()) {
      expect(cookie).toContain("; Path=/; SameSite=Lax; HttpOnly");
      expect(cookie).not.toContain("Secure");
    }
    const secure = await pipeline("https://www.triphive.in").app.request("/");
    expect(secure.headers.getSetCookie().every((c) => c.endsWith("; Secure"))).toBe(true);
  });

  it("leaves redirects and non-pages alone", async () => {
    const { app } = pipeline();
    const redirect = await app.request("/old-listing");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.getSetCookie()).toEqual([]);
    const asset = await app.request("/assets/app.js");
    expect(asset.headers.getSetCookie()).toEqual([]);
  });

  it("counts the site's own address as internal, whichever host the request names", async () => {
    const { app } = pipeline("https://www.triphive.in");
    const res = await app.request("http://app.internal:3000/aboutus", {
      headers: { referer: "https://www.triphive.in/" },
    });
    expect(cookiesOf(res).th_traffic_type).toBe("direct");
    const google = await app.request("/aboutus", {
      headers: { referer: "https://www.google.co.in/" },
    });
    expect(cookiesOf(google).th_traffic_type).toBe("organic");
  });
});
