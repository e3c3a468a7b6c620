import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { travelMonthOptions } from "../../common/trips";
import { createApp } from "../app";
import { createMemoryOutbox } from "../mail/mailer";
import { capturingLogger } from "../testing/captured-logs";
import { silentLogger } from "../testing/silent-logger";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import { createTestServices } from "../testing/test-services";

// Issue 15 items 2, 6, 9, 15 and 27 against the real app: pages rendered by the React Router
// build, the API by its module sub-apps, on a seeded database.

const SITE = "http://localhost";
const PASSWORD = "Chilika#Lagoon7";
const MiB = 1024 * 1024;

let database: TestDatabase;
let closeBuild: () => Promise<void>;
let build: Awaited<ReturnType<typeof loadPageBuild>>["build"];
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let counter = 0;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const page = await loadPageBuild();
  closeBuild = page.close;
  build = page.build;
  ({ services } = createTestServices(database.db));
  app = createTestApp(database, services, {
    logger: capturingLogger(logLines),
    build,
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
  });
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

const freshEmail = (tag: string) => `${tag}.${++counter}.${Date.now()}@test.example`;
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function signedIn(tag = "traveller"): Promise<{ cookie: string; user: AuthenticatedUser }> {
  const email = freshEmail(tag);
  await services.accounts.createVerifiedUser({
    name: "Asha Rao",
    email,
    password: PASSWORD,
    role: "traveller",
  });
  const res = await app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-ip": `203.0.113.${++counter % 250}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = cookieOf(res);
  const user = await services.accounts.currentUser(new Headers({ cookie }));
  if (!user) throw new Error("sign-in failed");
  return { cookie, user };
}

function formPost(path: string, fields: Record<string, string>, ip: string) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      origin: SITE,
      "x-test-ip": ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

// A body sent in chunks, with no Content-Length: the server cannot know its size up front.
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe("one body limit for every route (item 2)", () => {
  const pages = [
    "/users/sign_in",
    "/users/sign_up",
    "/users/password/new",
    "/requested_trips/new",
    "/",
  ];
  const apis = [
    "/browsing/v1/users/sign_in",
    "/bookings/v1/requested_trips",
    "/browsing/v1/telemetry/timings",
    "/api/auth/verify-email",
  ];
  const uploads = [
    "/bookings/v1/requested_trips/1/documents",
    "/requested_trips/1",
    "/in-en/requested_trips/1.data",
  ];
  const quoteDrafts = ["/agents/v2/quotes/1", "/agents/dashboard/quotes/1/edit"];

  async function probe(path: string, bytes: number, how: "length" | "chunked", accept: string) {
    const body = how === "length" ? new Uint8Array(bytes).fill(97) : chunked(bytes);
    return app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept,
        origin: SITE,
        ...(how === "length" ? { "content-length": String(bytes) } : {}),
      },
      body,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body.
      duplex: "half",
    });
  }

  it("answers 413 to oversize bodies, with and without Content-Length", async () => {
    let answered413 = 0;
    const probes: [string, number, string][] = [
      ...pages.map((p): [string, number, string] => [p, 1 * MiB, "text/html"]),
      ...apis.map((p): [string, number, string] => [p, 1 * MiB, "application/json"]),
      ...uploads.map((p): [string, number, string] => [p, 6 * MiB, "text/html"]),
      ...quoteDrafts.map((p): [string, number, string] => [p, 2 * MiB, "text/html"]),
    ];
    for (const [path, bytes, accept] of probes) {
      for (const how of ["length", "chunked"] as const) {
        const res = await probe(path, bytes, how, accept);
        expect(res.status, `${how} ${path}`).toBe(413);
        if (accept === "application/json") {
          const body = (await res.json()) as { errors: { code: string; message: string }[] };
          expect(body.errors[0]).toEqual({
            code: "payload_too_large",
            message: "The request is too large.",
          });
        } else {
          expect(await res.text()).toContain("The request is too large.");
        }
        answered413++;
      }
    }
    console.info(`oversize probes: ${answered413}/${probes.length * 2} answered 413`);
    expect(answered413).toBe(probes.length * 2);
  });

  it("still takes ordinary bodies and uploads under their limits", async () => {
    const page = await formPost(
      "/users/sign_in",
      { email: "nobody@test.example", password: "wrong-one" },
      "198.51.100.201",
    );
    expect(page.status).toBe(401);
    const upload = await probe("/requested_trips/1", 2 * MiB, "chunked", "text/html");
    expect(upload.status).not.toBe(413);
    // A long itinerary saved from the quote builder is over the default limit, under its own.
    for (const path of quoteDrafts) {
      const draft = await probe(path, 512 * 1024, "length", "text/html");
      expect(draft.status, path).not.toBe(413);
    }
  });
});

describe("every 429 says when to retry (item 6)", () => {
  const RETRY_MESSAGE = /Too many attempts\. Try again in (\d+) (second|minute|hour)s?\./;

  async function untilLimited(post: () => Response | Promise<Response>): Promise<Response> {
    for (let i = 0; i < 25; i++) {
      const res = await post();
      if (res.status === 429) return res;
      await res.body?.cancel();
    }
    throw new Error("never limited");
  }

  async function expectRetryAfter(res: Response) {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    const html = await res.text();
    const [, amount, unit] = html.match(RETRY_MESSAGE) ?? [];
    expect(amount, "the page says when to retry").toBeDefined();
    const factor = unit === "hour" ? 3600 : unit === "minute" ? 60 : 1;
    // The page's wait is Retry-After rounded up to its unit.
    expect(Number(amount)).toBe(Math.ceil(seconds / factor));
  }

  it("on the sign-in page", async () => {
    const ip = "198.51.100.210";
    const res = await untilLimited(() =>
      formPost("/users/sign_in", { email: freshEmail("limited"), password: "wrong-password" }, ip),
    );
    await expectRetryAfter(res);
  });

  it("on the sign-up page", async () => {
    const ip = "198.51.100.211";
    const res = await untilLimited(() =>
      formPost(
        "/users/sign_up",
        {
          name: "Asha Rao",
          email: freshEmail("signup"),
          password: PASSWORD,
          password_confirmation: PASSWORD,
          tnc: "on",
        },
        ip,
      ),
    );
    await expectRetryAfter(res);
  });

  it("on the forgot-password page", async () => {
    const email = freshEmail("forgot");
    const res = await untilLimited(() =>
      formPost("/users/password/new", { email }, "198.51.100.212"),
    );
    await expectRetryAfter(res);
  });

  it("on the API too", async () => {
    const email = freshEmail("forgot-api");
    const res = await untilLimited(() =>
      app.request("/browsing/v1/users/password", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-ip": "198.51.100.213" },
        body: JSON.stringify({ email }),
      }),
    );
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(RETRY_MESSAGE);
  });
});

describe("answers that depend on a session are private, no-store (item 9)", () => {
  it("for authenticated JSON and pages, and the sign-in that starts a session", async () => {
    const { cookie } = await signedIn();
    const paths = [
      "/browsing/v1/users/current",
      "/bookings/v1/requested_trips",
      "/travellers/dashboard",
      "/",
      "/tour-packages",
    ];
    for (const path of paths) {
      const res = await app.request(path, { headers: { cookie } });
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const email = freshEmail("nostore");
    await services.accounts.createVerifiedUser({
      name: "Asha Rao",
      email,
      password: PASSWORD,
      role: "traveller",
    });
    const signIn = await app.request("/browsing/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "198.51.100.220" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves anonymous answers as they were (browsing pages are public, decision 0152)", async () => {
    const home = await app.request("/");
    expect(home.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    const nav = await app.request("/browsing/v1/navigation");
    expect(nav.headers.get("cache-control")).not.toBe("private, no-store");
  });
});

describe("refusals are logged at info, failures at error (item 15)", () => {
  it("a non-owner opening customize_new is a refusal, not an error", async () => {
    const owner = await signedIn("owner");
    const other = await signedIn("other");
    const trip = await services.trips.create(owner.user, {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 40000,
      isd_code: "+91",
      phone_no: "9812345678",
    });
    logLines.length = 0;
    const res = await app.request(`/requested_trips/${trip.id}/customize_new`, {
      headers: { cookie: other.cookie },
    });
    expect(res.status).toBe(302);
    expect(logLines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    const refused = logLines.find((l) => l.msg === "page load refused");
    expect(refused).toMatchObject({ level: 30, status: 404, code: "trip_not_found" });
  });

  it("an API refusal is logged at info with its code", async () => {
    logLines.length = 0;
    const res = await app.request("/bookings/v1/requested_trips");
    expect(res.status).toBe(401);
    expect(logLines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(logLines.find((l) => l.msg === "request refused")).toMatchObject({
      level: 30,
      status: 401,
    });
  });
});

describe("the embedded mailbox, for this machine only (item 27)", () => {
  const outbox = createMemoryOutbox();
  const mailboxApp = (smtpUrl?: string) =>
    createApp({
      config: { isProduction: true, API_KEYS: [], SMTP_URL: smtpUrl },
      database,
      services,
      logger: silentLogger,
      build,
      outbox,
      clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
    });
  const isMailbox = async (res: Response) =>
    res.status === 200 && (await res.text()).includes("Dev mailbox");

  it("is served to loopback clients under the production build", async () => {
    await outbox.send({
      to: "asha@test.example",
      subject: "Activate your account",
      text: "x",
      html: "<p>x</p>",
    });
    const app = mailboxApp();
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      const res = await app.request("/dev/mailbox", { headers: { "x-test-ip": ip } });
      expect(await isMailbox(res), ip).toBe(true);
    }
    const [mail] = await outbox.list(1);
    const one = await app.request(`/dev/mailbox/${mail?.id}`, {
      headers: { "x-test-ip": "127.0.0.1" },
    });
    expect(await one.text()).toContain("Activate your account");
  });

  it("is never served to another client, nor through a proxy", async () => {
    const app = mailboxApp();
    const cases: Record<string, string>[] = [
      { "x-test-ip": "198.51.100.7" },
      { "x-test-ip": "10.0.0.5" },
      { "x-test-ip": "127.0.0.1", "x-forwarded-for": "198.51.100.7" },
      { "x-test-ip": "127.0.0.1", forwarded: "for=198.51.100.7" },
      { "x-test-ip": "::1", "x-real-ip": "198.51.100.7" },
    ];
    for (const headers of cases) {
      for (const path of ["/dev/mailbox", "/dev/mailbox/anything"]) {
        const res = await app.request(path, { headers });
        expect(await isMailbox(res), JSON.stringify(headers)).toBe(false);
        expect(res.status).not.toBe(200);
      }
    }
  });

  it("is never served when SMTP_URL is set", async () => {
    const app = mailboxApp("smtp://mail.example:587");
    const res = await app.request("/dev/mailbox", { headers: { "x-test-ip": "127.0.0.1" } });
    expect(await isMailbox(res)).toBe(false);
  });
});
