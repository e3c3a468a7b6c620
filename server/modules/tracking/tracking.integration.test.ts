import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCookieHeader } from "../../../common/tracking-cookies";
import { createApp } from "../../app";
import { silentLogger } from "../../testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { attributionFromRequest } from ".";
import { TRACKING_EVENTS_PER_IP } from "./tracking.service";

const MACHINE_KEY = "machine-key-for-tracking-tests";
const PASSWORD = "Chilika#Lagoon7";
const EVENTS = "/browsing/v1/tracking/events";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  app = createApp({
    config: { isProduction: true, API_KEYS: [MACHINE_KEY] },
    database,
    services,
    logger: silentLogger,
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
  });
});

afterAll(async () => {
  await database?.close();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request(EVENTS, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The Cookie header a browser would send after this response. */
const jarOf = (res: Response, before = "") => {
  const jar = parseCookieHeader(before);
  for (const line of res.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (/Max-Age=0(;|$)/.test(line)) delete jar[name];
    else jar[name] = pair.slice(eq + 1);
  }
  return Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
};

interface ListedEvent {
  name: string;
  category: string;
  sessionId: string | null;
  pageId: string | null;
  funnelId: string | null;
  userId: string | null;
  tripId: number | null;
  trafficType: string | null;
  pagePath: string | null;
  properties: Record<string, unknown>;
}

async function eventsOf(sessionId: string, name?: string): Promise<ListedEvent[]> {
  const query = new URLSearchParams({ session_id: sessionId, ...(name ? { name } : {}) });
  const res = await app.request(`/admin/v1/tracking/events?${query}`, {
    headers: { "X-Api-Key": MACHINE_KEY },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: ListedEvent[] }).items;
}

async function fieldsOf(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { errors: { field?: string; message: string }[] };
  return Object.fromEntries(body.errors.map((e) => [e.field ?? "(body)", e.message]));
}

describe("POST /browsing/v1/tracking/events", () => {
  it("records an event in a new session and hands the session's cookies back", async () => {
    const res = await post({ name: "Page Viewed", category: "page", page_path: "/tour-packages" });
    expect(res.status).toBe(204);
    const cookies = parseCookieHeader(jarOf(res));
    expect(cookies.th_session_id).toMatch(/^[0-9a-f-]{36}$/);
    const [event] = await eventsOf(cookies.th_session_id as string);
    expect(event).toMatchObject({
      name: "Page Viewed",
      category: "page",
      sessionId: cookies.th_session_id,
      pageId: cookies.th_page_id,
      funnelId: cookies.th_funnel_id,
      trafficType: "direct",
      userId: null,
      pagePath: "/tour-packages",
      properties: { user_role: "NOT_SET", platform: "public_web" },
    });
  });

  it("takes session, page, funnel and traffic type from the cookies, never from the body", async () => {
    const first = await post({ name: "Page Viewed", category: "page", page_path: "/" });
    const jar = jarOf(first);
    const cookies = parseCookieHeader(jar);
    const res = await post(
      {
        name: "Scroll Depth",
        category: "scroll",
        page_path: "/",
        properties: { percent: 50, user_role: "admin", platform: "x" },
        session_id: "forged-session-id",
        user_id: "1",
        traffic_type: "sem",
      },
      { cookie: jar },
    );
    expect(res.status).toBe(204);
    const [scroll] = await eventsOf(cookies.th_session_id as string, "Scroll Depth");
    expect(scroll).toMatchObject({
      sessionId: cookies.th_session_id,
      pageId: cookies.th_page_id,
      funnelId: cookies.th_funnel_id,
      trafficType: "direct",
      userId: null,
      properties: { percent: 50, user_role: "NOT_SET", platform: "public_web" },
    });
    // The session goes on: same ids, a fresh 30 minutes.
    const after = parseCookieHeader(jarOf(res, jar));
    expect(after.th_session_id).toBe(cookies.th_session_id);
    expect(res.headers.getSetCookie().join()).toContain("Max-Age=1800");
  });

  it("starts a new session when the browser flags 30 minutes of inactivity", async () => {
    const jar = jarOf(await post({ name: "Page Viewed", category: "page", page_path: "/" }));
    const res = await post(
      { name: "Scroll Depth", category: "scroll", page_path: "/", properties: { percent: 25 } },
      { cookie: `${jar}; th_reset=1` },
    );
    expect(res.status).toBe(204);
    const after = parseCookieHeader(jarOf(res, `${jar}; th_reset=1`));
    expect(after.th_session_id).not.toBe(parseCookieHeader(jar).th_session_id);
    expect(after.th_reset).toBeUndefined();
    expect(await eventsOf(after.th_session_id as string, "Scroll Depth")).toHaveLength(1);
  });

  it("knows the signed-in user from the session", async () => {
    const email = `tracked.${Date.now()}@test.example`;
    await services.accounts.createVerifiedUser({
      name: "Tracked Traveller",
      email,
      password: PASSWORD,
      role: "traveller",
    });
    const signIn = await app.request("/browsing/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "198.51.100.90" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { user } = (await signIn.json()) as { user: { id: string } };
    const jar = jarOf(signIn);
    const res = await post({ name: "Module Viewed", category: "lead_funnel" }, { cookie: jar });
    expect(res.status).toBe(204);
    const session = parseCookieHeader(jarOf(res, jar)).th_session_id as string;
    const [event] = await eventsOf(session);
    expect(event).toMatchObject({
      name: "Module Viewed",
      userId: user.id,
      properties: { user_role: "traveller" },
    });
  });

  describe("bad input answers 400 with field errors, never a 5xx", () => {
    const cases: [string, unknown, string][] = [
      ["an unknown event name", { name: "Clicked", category: "x" }, "name"],
      ["no name", { category: "page" }, "name"],
      ["no category", { name: "Page Viewed" }, "category"],
      ["an odd category", { name: "Page Viewed", category: "<b>" }, "category"],
      [
        "a scroll depth that is not 25, 50 or 75",
        { name: "Scroll Depth", category: "scroll", properties: { percent: 30 } },
        "properties.percent",
      ],
      [
        "a scroll depth without percent",
        { name: "Scroll Depth", category: "scroll" },
        "properties.percent",
      ],
      [
        "21 properties",
        {
          name: "Page Viewed",
          category: "page",
          properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
        },
        "properties",
      ],
      [
        "more than 2 KB of properties",
        {
          name: "Page Viewed",
          category: "page",
          properties: Object.fromEntries(
            Array.from({ length: 5 }, (_, i) => [`k${i}`, "é".repeat(300)]),
          ),
        },
        "properties",
      ],
      [
        "a nested property",
        { name: "Page Viewed", category: "page", properties: { a: { b: 1 } } },
        "properties.a",
      ],
      [
        "a property name with spaces",
        { name: "Page Viewed", category: "page", properties: { "a b": 1 } },
        "properties.a b",
      ],
      [
        "properties as a list",
        { name: "Page Viewed", category: "page", properties: [1] },
        "properties",
      ],
      [
        "a page path to another site",
        { name: "Page Viewed", category: "page", page_path: "//evil.example/" },
        "page_path",
      ],
      [
        "a page path with a line break",
        { name: "Page Viewed", category: "page", page_path: "/a\nb" },
        "page_path",
      ],
    ];
    it.each(cases)("%s", async (_label, body, field) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(Object.keys(await fieldsOf(res))).toContain(field);
    });

    it.each([
      ["not JSON", "{name: Page Viewed"],
      ["a JSON string", '"Page Viewed"'],
      ["a JSON list", "[]"],
      ["null", "null"],
      ["nothing", ""],
    ])("%s", async (_label, raw) => {
      const res = await post(raw);
      expect(res.status).toBe(400);
      expect((await res.json()).errors.length).toBeGreaterThan(0);
    });

    it("a body that is not JSON at all", async () => {
      const res = await app.request(EVENTS, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ name: "Page Viewed", category: "page" }),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });
  });

  it("is rate-limited per address", async () => {
    const ip = { "x-test-ip": "203.0.113.77" };
    // Exactly `max` events are taken; the one after is refused.
    for (let i = 0; i < TRACKING_EVENTS_PER_IP.max; i++) {
      const res = await post({ name: "Page Viewed", category: "page" }, ip);
      expect(res.status, `event ${i + 1}`).not.toBe(429);
    }
    const last = await post({ name: "Page Viewed", category: "page" }, ip);
    expect(last.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post({ name: "Page Viewed", category: "page" })).status).toBe(204);
  });
});

describe("the page-view beacon ('Page Viewed', decision 0153)", () => {
  const pageView = (page_path: string, extra: Record<string, string> = {}, cookie = "") =>
    post({ name: "Page Viewed", category: "page", page_path, ...extra }, cookie ? { cookie } : {});

  it("moves the session on to a new page: same session, new page id, the old one as referer", async () => {
    const first = await pageView("/tour-packages");
    const jar = jarOf(first);
    const mine = parseCookieHeader(jar);
    const second = await pageView("/tour-packages/kerala", {}, jar);
    const next = parseCookieHeader(jarOf(second, jar));
    expect(next.th_session_id).toBe(mine.th_session_id);
    expect(next.th_page_id).not.toBe(mine.th_page_id);
    expect(next.th_referer_page_id).toBe(mine.th_page_id);
    expect(next.th_counter).toBe("2");
    // Another visitor gets their own ids.
    const theirs = parseCookieHeader(jarOf(await pageView("/tour-packages")));
    expect(theirs.th_session_id).not.toBe(mine.th_session_id);
  });

  it("reads the traffic source from the page's query and the document's referrer", async () => {
    const google = parseCookieHeader(
      jarOf(await pageView("/aboutus", { referrer: "https://www.google.co.in/" })),
    );
    expect(google.th_traffic_type).toBe("organic");
    const paid = parseCookieHeader(
      jarOf(await pageView("/tour-packages/goa", { page_query: "?gclid=abc123" })),
    );
    expect(paid.th_traffic_type).toBe("sem");
    // The beacon's own Referer is our page: never a source.
    const ours = await post(
      { name: "Page Viewed", category: "page", page_path: "/", referrer: "" },
      { referer: "https://www.google.co.in/" },
    );
    expect(parseCookieHeader(jarOf(ours)).th_traffic_type).toBe("direct");
  });

  it("writes Path=/, SameSite=Lax and HttpOnly cookies", async () => {
    const res = await pageView("/");
    expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
    for (const cookie of res.headers.getSetCookie()) {
      expect(cookie).toContain("; Path=/; SameSite=Lax; HttpOnly");
    }
  });

  it("refuses a query or referrer that is not one", async () => {
    const res = await pageView("/", {
      page_query: "utm_source=x",
      referrer: "javascript:alert(1)",
    });
    expect(res.status).toBe(400);
  });

  it("queues events and writes them in a batch; flush() writes what is queued", async () => {
    const jar = jarOf(await pageView("/tnc"));
    const sessionId = parseCookieHeader(jar).th_session_id as string;
    await post(
      { name: "Scroll Depth", category: "scroll", page_path: "/tnc", properties: { percent: 25 } },
      { cookie: jar },
    );
    expect(services.tracking.queueStats().queued).toBeGreaterThan(0);
    await services.tracking.flush();
    expect(services.tracking.queueStats().queued).toBe(0);
    const names = (await eventsOf(sessionId)).map((e) => e.name).sort();
    expect(names).toEqual(["Page Viewed", "Scroll Depth"]);
  });
});

describe("server-side events and attribution", () => {
  it("records a server event in the session of the request's cookies", async () => {
    const jar = jarOf(await post({ name: "Page Viewed", category: "page", page_path: "/" }));
    const headers = new Headers({ cookie: jar });
    await services.tracking.recordEvent({
      name: "Trip Created",
      headers,
      tripId: 4242,
      pagePath: "/requested_trips/new",
      properties: { destination: "Kerala" },
    });
    const session = parseCookieHeader(jar).th_session_id as string;
    const [event] = await eventsOf(session, "Trip Created");
    expect(event).toMatchObject({
      category: "lead_funnel",
      tripId: 4242,
      pageId: parseCookieHeader(jar).th_page_id,
      properties: { destination: "Kerala", user_role: "NOT_SET" },
    });
    expect(attributionFromRequest(headers)).toMatchObject({
      session_id: session,
      page_id: parseCookieHeader(jar).th_page_id,
      traffic_type: "direct",
    });
  });

  it("ties later events to the trip once its cookie is set", async () => {
    const jar = jarOf(await post({ name: "Page Viewed", category: "page", page_path: "/" }));
    const tripCookie = services.tracking.session.tripIdSetCookie(77).split(";")[0];
    const withTrip = `${jar}; ${tripCookie}`;
    await post({ name: "Flow Completed", category: "lead_funnel" }, { cookie: withTrip });
    const [event] = await eventsOf(
      parseCookieHeader(jar).th_session_id as string,
      "Flow Completed",
    );
    expect(event?.tripId).toBe(77);
  });
});

describe("GET /admin/v1/tracking/events", () => {
  it("needs a machine key", async () => {
    expect((await app.request("/admin/v1/tracking/events")).status).toBe(401);
  });

  it("lists events newest first with a total, and refuses unknown names", async () => {
    const res = await app.request("/admin/v1/tracking/events?name=Page%20Viewed", {
      headers: { "X-Api-Key": MACHINE_KEY },
    });
    const body = (await res.json()) as { items: ListedEvent[]; total: number; perPage: number };
    expect(body.total).toBeGreaterThan(0);
    expect(body.perPage).toBe(50);
    expect(body.items.every((e) => e.name === "Page Viewed")).toBe(true);
    const bad = await app.request("/admin/v1/tracking/events?name=Nope&page=0", {
      headers: { "X-Api-Key": MACHINE_KEY },
    });
    expect(bad.status).toBe(400);
  });
});
