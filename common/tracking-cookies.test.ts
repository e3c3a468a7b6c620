import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_MAX_AGE_S,
  attributionFromCookies,
  COOKIE_LIFETIME_S,
  type CookieToSet,
  classifyTraffic,
  INACTIVITY_MS,
  marketingTouch,
  nextTrackingState,
  parseCookieHeader,
  RESET_FLAG_MAX_AGE_S,
  randomTrackingId,
  readTrackingCookies,
  resetFlagCookie,
  SESSION_MAX_AGE_S,
  serializeCookie,
  TRACKING_COOKIE,
  TRAFFIC_TYPES,
  type TrackingVisit,
  trackingDay,
  tripIdCookie,
  USER_ROLE_DEFAULT,
} from "./tracking-cookies";
import { ATTRIBUTION_KEYS } from "./trips";

const SITE = "www.triphive.in";
const SITE_HOSTS = ["127.0.0.1:4102", SITE];
const page = (path: string) => `https://${SITE}${path}`;

/** Ids id-00001, id-00002 … in order, so tests can name what a new id will be. */
function sequentialIds() {
  let n = 0;
  return () => `id-${String(++n).padStart(5, "0")}`;
}

// 2025-03-10 10:00 in India.
const T0 = Date.parse("2025-03-10T04:30:00Z");
const MINUTE = 60_000;

function visit(path: string, overrides: Partial<TrackingVisit> = {}): TrackingVisit {
  return { url: page(path), referrer: null, siteHosts: SITE_HOSTS, now: T0, ...overrides };
}

/** The browser's cookie jar after a response: set, replace, or delete at Max-Age=0. */
function applyCookies(jar: Record<string, string>, cookies: CookieToSet[]): Record<string, string> {
  const next = { ...jar };
  for (const c of cookies) {
    if (c.maxAge <= 0) delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}

const byName = (cookies: CookieToSet[]) => Object.fromEntries(cookies.map((c) => [c.name, c]));

describe("constants", () => {
  it("follow the spec: 30-minute session, 1,800,000 ms inactivity, 365 and 7 days", () => {
    expect(SESSION_MAX_AGE_S).toBe(30 * 60);
    expect(INACTIVITY_MS).toBe(1_800_000);
    expect(INACTIVITY_MS).toBe(SESSION_MAX_AGE_S * 1000);
    expect(COOKIE_LIFETIME_S).toBe(365 * 86_400);
    expect(ATTRIBUTION_MAX_AGE_S).toBe(7 * 86_400);
    expect(TRAFFIC_TYPES).toEqual(["sem", "direct", "referral", "facebook", "organic"]);
    expect(USER_ROLE_DEFAULT).toBe("NOT_SET");
  });

  it("names one cookie for each value the spec lists", () => {
    expect(Object.keys(TRACKING_COOKIE)).toEqual(
      expect.arrayContaining([
        "sessionId",
        "pageId",
        "landingPageId",
        "refererPageId",
        "funnelId",
        "tripId",
        "counter",
        "trafficType",
        "attribution",
      ]),
    );
    expect(new Set(Object.values(TRACKING_COOKIE)).size).toBe(
      Object.values(TRACKING_COOKIE).length,
    );
  });
});

describe("parseCookieHeader", () => {
  it("reads name=value pairs, keeps the first of repeated names and unquotes values", () => {
    expect(parseCookieHeader('a=1; b="two"; a=3;  c = x=y ;broken; =v')).toEqual({
      a: "1",
      b: "two",
      c: "x=y",
    });
  });

  it("answers an empty map for no header", () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader("")).toEqual({});
  });

  it("never throws and never lets a name escape into the prototype", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        const parsed = parseCookieHeader(header);
        expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
      }),
    );
    expect(parseCookieHeader("__proto__=x; th_session_id=abc")).toMatchObject({
      th_session_id: "abc",
    });
  });
});

describe("serializeCookie", () => {
  it("writes Path=/, SameSite=Lax, HttpOnly and Secure as asked", () => {
    expect(serializeCookie(tripIdCookie(42), { secure: true })).toBe(
      `th_trip_id=42; Max-Age=${COOKIE_LIFETIME_S}; Path=/; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(serializeCookie(resetFlagCookie(), { secure: false })).toBe(
      `th_reset=1; Max-Age=${RESET_FLAG_MAX_AGE_S}; Path=/; SameSite=Lax`,
    );
  });
});

describe("classifyTraffic", () => {
  const cases: [string, string, string | null, string][] = [
    ["typed address", "/", null, "direct"],
    ["an internal link", "/tour-packages", page("/"), "direct"],
    ["the site without www", "/", "https://triphive.in/aboutus", "direct"],
    ["the local address", "/", "http://127.0.0.1:4102/x", "direct"],
    ["back from Google sign-in", "/", "https://accounts.google.com/", "direct"],
    ["an unreadable referrer", "/", "not a url", "direct"],
    ["a javascript: referrer", "/", "javascript:alert(1)", "direct"],
    ["Google search", "/", "https://www.google.com/", "organic"],
    ["Google India", "/", "https://www.google.co.in/", "organic"],
    ["Bing", "/", "https://www.bing.com/search?q=kerala", "organic"],
    ["Yahoo search", "/", "https://in.search.yahoo.com/", "organic"],
    ["DuckDuckGo", "/", "https://duckduckgo.com/", "organic"],
    ["the Google app", "/", "android-app://com.google.android.googlequicksearchbox/", "organic"],
    ["utm_medium=organic", "/?utm_source=google&utm_medium=organic", null, "organic"],
    ["a look-alike of Google", "/", "https://google.evil.example/", "referral"],
    ["another site", "/", "https://travel-blog.example/best-of-kerala", "referral"],
    ["a newsletter campaign", "/?utm_source=newsletter&utm_medium=email", null, "referral"],
    ["Gmail's app", "/", "android-app://com.google.android.gm/", "referral"],
    ["a Google Ads click", "/?gclid=abc123", "https://www.google.com/", "sem"],
    ["a Bing Ads click", "/?msclkid=abc", null, "sem"],
    ["a cpc campaign", "/?utm_source=google&utm_medium=cpc", null, "sem"],
    ["a display campaign", "/?utm_source=dv360&utm_medium=display", null, "sem"],
    ["a Facebook ad", "/?utm_source=facebook&utm_medium=cpc", null, "facebook"],
    ["an Instagram campaign", "/?utm_source=instagram", null, "facebook"],
    ["fbclid", "/?fbclid=IwAR0", null, "facebook"],
    ["Facebook's link shim", "/", "https://l.facebook.com/", "facebook"],
    ["Instagram", "/", "https://www.instagram.com/", "facebook"],
    ["the Facebook app", "/", "android-app://com.facebook.katana/", "facebook"],
  ];
  it.each(cases)("%s → %s", (_label, path, referrer, expected) => {
    expect(classifyTraffic({ url: page(path), referrer, siteHosts: SITE_HOSTS })).toBe(expected);
  });

  it("reads client-side navigations (.data) like their page", () => {
    expect(
      classifyTraffic({ url: page("/tour-packages.data?gclid=x"), referrer: null, siteHosts: [] }),
    ).toBe("sem");
  });

  it("always answers one of the five types, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.array(fc.string()), (url, ref, hosts) => {
        expect(TRAFFIC_TYPES).toContain(classifyTraffic({ url, referrer: ref, siteHosts: hosts }));
      }),
    );
  });
});

describe("trackingDay", () => {
  it("is the calendar day in India (UTC+05:30)", () => {
    expect(trackingDay(Date.parse("2025-01-31T18:29:59Z"))).toBe("2025-01-31");
    expect(trackingDay(Date.parse("2025-01-31T18:30:00Z"))).toBe("2025-02-01");
  });
});

describe("marketingTouch", () => {
  it("keeps utm values and the landing page without marketing parameters", () => {
    expect(
      marketingTouch(
        page(
          "/tour-packages/kerala?utm_source=google&utm_medium=cpc&utm_campaign=kerala-summer&gclid=x&days[]=4-6",
        ),
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "kerala-summer",
      trip_origin_uri: "/tour-packages/kerala?days%5B%5D=4-6",
      trip_origin_product: "package_list",
    });
  });

  it("names the page of a client-side navigation without .data", () => {
    expect(marketingTouch(page("/packages/kerala-escape.data"))).toEqual({
      trip_origin_uri: "/packages/kerala-escape",
      trip_origin_product: "package_detail",
    });
    expect(marketingTouch(page("/_root.data")).trip_origin_uri).toBe("/");
  });
});

describe("nextTrackingState", () => {
  it("starts a session on the first visit", () => {
    const { state, reset, cookies } = nextTrackingState(
      {},
      visit("/tour-packages"),
      sequentialIds(),
    );
    expect(reset).toBe("no_session");
    expect(state).toEqual({
      sessionId: "id-00002",
      sessionDay: "2025-03-10",
      pageId: "id-00001",
      landingPageId: "id-00001",
      refererPageId: null,
      funnelId: "id-00003",
      counter: 1,
      trafficType: "direct",
      tripId: null,
      attribution: { trip_origin_uri: "/tour-packages", trip_origin_product: "package_list" },
    });
    const set = byName(cookies);
    expect(Object.keys(set).sort()).toEqual(
      [
        "th_attribution",
        "th_counter",
        "th_funnel_id",
        "th_landing_page_id",
        "th_page_id",
        "th_session_day",
        "th_session_id",
        "th_traffic_type",
      ].sort(),
    );
    expect(set.th_session_id?.maxAge).toBe(SESSION_MAX_AGE_S);
    expect(set.th_page_id?.maxAge).toBe(SESSION_MAX_AGE_S);
    expect(set.th_funnel_id?.maxAge).toBe(COOKIE_LIFETIME_S);
    expect(set.th_attribution?.maxAge).toBe(ATTRIBUTION_MAX_AGE_S);
    expect(set.th_attribution?.value).toBe(
      "trip_origin_uri=%2Ftour-packages&trip_origin_product=package_list",
    );
    expect(cookies.every((c) => c.httpOnly)).toBe(true);
  });

  it("keeps the session on the next page, counts it, and extends the 30 minutes", () => {
    const ids = sequentialIds();
    const first = nextTrackingState({}, visit("/"), ids);
    const jar = applyCookies({}, first.cookies);
    const second = nextTrackingState(
      jar,
      visit("/tour-packages", { referrer: page("/"), now: T0 + 29 * MINUTE }),
      ids,
    );
    expect(second.reset).toBeNull();
    expect(second.state).toMatchObject({
      sessionId: first.state.sessionId,
      pageId: "id-00004",
      landingPageId: first.state.pageId,
      refererPageId: first.state.pageId,
      funnelId: first.state.funnelId,
      counter: 2,
      trafficType: "direct",
    });
    const set = byName(second.cookies);
    expect(set.th_session_id).toMatchObject({ value: "id-00002", maxAge: SESSION_MAX_AGE_S });
    expect(set.th_referer_page_id).toMatchObject({ value: "id-00001", maxAge: SESSION_MAX_AGE_S });
    // Neither the funnel nor the attribution is written again.
    expect(set.th_funnel_id).toBeUndefined();
    expect(set.th_attribution).toBeUndefined();
  });

  it("keeps the page for an event", () => {
    const ids = sequentialIds();
    const jar = applyCookies({}, nextTrackingState({}, visit("/"), ids).cookies);
    const event = nextTrackingState(jar, visit("/", { newPage: false }), ids);
    expect(event.reset).toBeNull();
    expect(event.state).toMatchObject({ pageId: "id-00001", counter: 1, refererPageId: null });
  });

  it("starts again on a new day in India, keeping a direct visitor's funnel", () => {
    const ids = sequentialIds();
    const late = Date.parse("2025-03-10T18:20:00Z"); // 23:50 in India
    const first = nextTrackingState({}, visit("/", { now: late }), ids);
    const jar = applyCookies({}, first.cookies);
    const next = nextTrackingState(jar, visit("/", { now: late + 15 * MINUTE }), ids);
    expect(next.reset).toBe("day_changed");
    expect(next.state.sessionId).not.toBe(first.state.sessionId);
    expect(next.state.sessionDay).toBe("2025-03-11");
    expect(next.state.funnelId).toBe(first.state.funnelId);
    expect(byName(next.cookies).th_funnel_id).toBeUndefined();
  });

  it("starts again when a new non-direct source arrives, with a new funnel and attribution", () => {
    const ids = sequentialIds();
    const jar = applyCookies({}, nextTrackingState({}, visit("/"), ids).cookies);
    const next = nextTrackingState(
      jar,
      visit("/tour-packages/goa?utm_source=google&utm_medium=cpc&utm_campaign=goa", {
        referrer: "https://www.google.com/",
        now: T0 + 5 * MINUTE,
      }),
      ids,
    );
    expect(next.reset).toBe("source_changed");
    expect(next.state.trafficType).toBe("sem");
    expect(next.state.funnelId).not.toBe(readTrackingCookies(jar).funnelId);
    const attribution = byName(next.cookies).th_attribution;
    expect(attribution?.maxAge).toBe(ATTRIBUTION_MAX_AGE_S);
    expect(new URLSearchParams(attribution?.value).get("utm_campaign")).toBe("goa");
  });

  it("keeps the session when the same source comes again, and for internal links", () => {
    const ids = sequentialIds();
    const landing = visit("/?utm_source=google&utm_medium=cpc&utm_campaign=goa");
    let jar = applyCookies({}, nextTrackingState({}, landing, ids).cookies);
    for (const [i, next] of [
      visit("/aboutus", { referrer: page("/") }),
      { ...landing },
      visit("/tnc", { referrer: null }),
    ].entries()) {
      const update = nextTrackingState(jar, { ...next, now: T0 + (i + 1) * MINUTE }, ids);
      expect(update.reset).toBeNull();
      jar = applyCookies(jar, update.cookies);
    }
    const otherCampaign = nextTrackingState(
      jar,
      visit("/?utm_source=google&utm_medium=cpc&utm_campaign=kerala", { now: T0 + 9 * MINUTE }),
      ids,
    );
    expect(otherCampaign.reset).toBe("source_changed");
  });

  it("does not let a direct start erase a campaign, but fills in a missing attribution", () => {
    const ids = sequentialIds();
    const jar = applyCookies(
      {},
      nextTrackingState({}, visit("/?utm_source=news&utm_medium=email"), ids).cookies,
    );
    const expired = { ...jar };
    delete expired[TRACKING_COOKIE.sessionId];
    const direct = nextTrackingState(expired, visit("/aboutus", { now: T0 + 40 * MINUTE }), ids);
    expect(direct.reset).toBe("no_session");
    expect(byName(direct.cookies).th_attribution).toBeUndefined();
    expect(direct.state.attribution?.utm_source).toBe("news");
    expect(direct.state.funnelId).toBe(readTrackingCookies(jar).funnelId);
  });

  it("starts again when forced or flagged by the browser, and clears the flag", () => {
    const ids = sequentialIds();
    const jar = applyCookies({}, nextTrackingState({}, visit("/"), ids).cookies);
    expect(nextTrackingState(jar, visit("/", { force: true }), ids).reset).toBe("forced");
    const flagged = nextTrackingState(
      { ...jar, th_reset: "1" },
      visit("/", { newPage: false }),
      ids,
    );
    expect(flagged.reset).toBe("forced");
    expect(byName(flagged.cookies).th_reset).toMatchObject({ maxAge: 0, httpOnly: false });
  });

  it("drops the referer page cookie when a session starts again", () => {
    const ids = sequentialIds();
    let jar = applyCookies({}, nextTrackingState({}, visit("/"), ids).cookies);
    jar = applyCookies(jar, nextTrackingState(jar, visit("/tnc"), ids).cookies);
    expect(jar.th_referer_page_id).toBeDefined();
    const reset = nextTrackingState(jar, visit("/", { force: true }), ids);
    expect(byName(reset.cookies).th_referer_page_id?.maxAge).toBe(0);
  });

  it("treats malformed cookies as absent and carries the trip id", () => {
    const update = nextTrackingState(
      {
        th_session_id: "not an id; really",
        th_session_day: "yesterday",
        th_counter: "-1",
        th_traffic_type: "paid",
        th_funnel_id: "x",
        th_trip_id: "123",
      },
      visit("/"),
      sequentialIds(),
    );
    expect(update.reset).toBe("no_session");
    expect(update.state.counter).toBe(1);
    expect(update.state.tripId).toBe(123);
    expect(byName(update.cookies).th_funnel_id).toBeDefined();
  });

  it("makes random ids by default", () => {
    const id = randomTrackingId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(randomTrackingId()).not.toBe(id);
  });

  const cookieOctets = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;
  const allowedMaxAges = [0, SESSION_MAX_AGE_S, COOKIE_LIFETIME_S, ATTRIBUTION_MAX_AGE_S];
  const cookieJar = fc.dictionary(
    fc.constantFrom(...Object.values(TRACKING_COOKIE), "other"),
    fc.oneof(fc.string(), fc.uuid(), fc.constantFrom("2025-03-10", "7", "sem", "organic")),
  );

  it("writes only cookie-safe values with the known lifetimes, whatever the jar holds", () => {
    fc.assert(
      fc.property(
        cookieJar,
        fc.webUrl({ withQueryParameters: true }),
        fc.option(fc.webUrl()),
        fc.boolean(),
        (jar, url, referrer, newPage) => {
          const update = nextTrackingState(jar, {
            url,
            referrer,
            siteHosts: SITE_HOSTS,
            now: T0,
            newPage,
          });
          for (const cookie of update.cookies) {
            expect(cookie.value).toMatch(cookieOctets);
            expect(cookie.value.length).toBeLessThan(2048);
            expect(allowedMaxAges).toContain(cookie.maxAge);
          }
          expect(update.state.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
          expect(update.state.counter).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it("is stable: reading back its own cookies keeps the session and counts page views", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ gapMinutes: fc.integer({ min: 0, max: 29 }), newPage: fc.boolean() }),
          {
            maxLength: 20,
          },
        ),
        (steps) => {
          const start = nextTrackingState({}, visit("/"));
          let jar = applyCookies({}, start.cookies);
          let now = Date.parse("2025-03-10T00:00:00Z"); // 05:30 in India: no midnight in reach
          let views = 1;
          let page = start.state.pageId;
          for (const step of steps) {
            now += step.gapMinutes * MINUTE;
            const update = nextTrackingState(
              jar,
              visit("/x", { now, newPage: step.newPage, referrer: page }),
            );
            expect(update.reset).toBeNull();
            expect(update.state.sessionId).toBe(start.state.sessionId);
            expect(update.state.landingPageId).toBe(start.state.pageId);
            if (step.newPage) {
              views += 1;
              expect(update.state.refererPageId).toBe(page);
            }
            expect(update.state.counter).toBe(views);
            page = update.state.pageId;
            jar = applyCookies(jar, update.cookies);
          }
        },
      ),
    );
  });
});

describe("attributionFromCookies", () => {
  it("returns the session ids, the traffic type and the marketing attribution", () => {
    const ids = sequentialIds();
    let jar = applyCookies(
      {},
      nextTrackingState(
        {},
        visit("/tour-packages?utm_source=google&utm_medium=cpc&utm_term=kerala+trip"),
        ids,
      ).cookies,
    );
    jar = applyCookies(jar, nextTrackingState(jar, visit("/packages/munnar-3-days"), ids).cookies);
    expect(attributionFromCookies(jar)).toEqual({
      session_id: "id-00002",
      page_id: "id-00004",
      landing_page_id: "id-00001",
      referer_page_id: "id-00001",
      funnel_id: "id-00003",
      traffic_type: "sem",
      utm_source: "google",
      utm_medium: "cpc",
      utm_term: "kerala trip",
      trip_origin_uri: "/tour-packages",
      trip_origin_product: "package_list",
    });
  });

  it("ignores malformed values", () => {
    expect(
      attributionFromCookies({
        th_session_id: "<script>",
        th_page_id: "short",
        th_traffic_type: "google",
        th_attribution:
          "utm_source=ev%01il&utm_medium=cpc&trip_origin_uri=https%3A%2F%2Fevil.example",
      }),
    ).toEqual({ utm_medium: "cpc" });
  });

  it("only ever returns known fields with bounded, printable strings", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...Object.values(TRACKING_COOKIE)),
          fc.string({ maxLength: 5000 }),
        ),
        fc.dictionary(
          fc.constantFrom("utm_source", "utm_term", "trip_origin_uri", "x"),
          fc.string({ unit: "binary", maxLength: 3000 }),
        ),
        (jar, params) => {
          const withAttribution = {
            ...jar,
            th_attribution: new URLSearchParams(params).toString(),
          };
          const result = attributionFromCookies(withAttribution);
          for (const [key, value] of Object.entries(result)) {
            expect(ATTRIBUTION_KEYS).toContain(key);
            expect(typeof value).toBe("string");
            expect((value as string).length).toBeLessThanOrEqual(500);
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never appear
            expect(value).not.toMatch(/[\u0000-\u001f\u007f]/);
          }
        },
      ),
    );
  });

  it("keeps long, non-ASCII campaigns under the cookie size limit, as prefixes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1, maxLength: 2000 }), (value) => {
        const params = Object.fromEntries(
          ["utm_source", "utm_campaign", "utm_term", "q"].map((k) => [k, value]),
        );
        const { state, cookies } = nextTrackingState({}, visit(`/?${new URLSearchParams(params)}`));
        const cookie = byName(cookies).th_attribution;
        expect(cookie?.value.length).toBeLessThan(2048);
        const source = state.attribution?.utm_source;
        if (source) expect(value.trim().startsWith(source)).toBe(true);
      }),
    );
  });
});
