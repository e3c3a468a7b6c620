import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REDIRECT_BYPASS_PAYLOADS } from "../../../common/safe-redirect.fixtures";
import type { createApp } from "../../app";
import { users } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let outbox: ReturnType<typeof createTestServices>["outbox"];
let services: ReturnType<typeof createTestServices>["services"];

const PASSWORD = "Chilika#Lagoon7";

beforeAll(async () => {
  database = await createTestDatabase();
  // With the session cache on, as every process runs (decision 0221): what ends or changes a
  // session below must be forgotten by it.
  ({ services, outbox } = createTestServices(database.db, {}, { sessionCacheTtlMs: 60_000 }));
  app = createTestApp(database, services, {
    // Lets a test speak from several addresses; the real app reads the socket's peer.
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
  });
  await services.accounts.createVerifiedUser({
    name: "Dev Dialer",
    email: "dialer@test.example",
    password: PASSWORD,
    role: "dialer",
  });
});

afterAll(async () => {
  await database?.close();
});

let counter = 0;
const freshEmail = (tag = "user") => `${tag}.${++counter}.${Date.now()}@test.example`;

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The mail to `email` whose subject starts so; mail leaves after the answer, so wait for it. */
async function mailTo(email: string, subject: string) {
  return vi.waitFor(
    async () => {
      const mail = (await outbox.list(100)).find(
        (m) => m.to === email && m.subject.startsWith(subject),
      );
      if (!mail) throw new Error(`no "${subject}" mail to ${email} yet`);
      return mail;
    },
    { timeout: 30_000, interval: 50 },
  );
}

async function verifiedUser(email = freshEmail(), password = PASSWORD, ip = "198.51.100.50") {
  await services.accounts.createVerifiedUser({
    name: "Test Traveller",
    email,
    password,
    role: "traveller",
  });
  return { email, password, ip };
}

async function signIn(email: string, password: string, ip = "198.51.100.60") {
  return call("POST", "/browsing/v1/users/sign_in", { email, password }, { "x-test-ip": ip });
}

async function fieldsOf(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { errors: { field?: string; message: string }[] };
  return Object.fromEntries(body.errors.map((e) => [e.field ?? "(form)", e.message]));
}

const HUGE = "x".repeat(100_000);

describe("bad input never causes a 5xx", () => {
  const endpoints: [string, string, Record<string, unknown>][] = [
    ["POST", "/browsing/v1/users/sign_in", { email: "a@b.co", password: "secret1" }],
    [
      "POST",
      "/browsing/v1/users/sign_up",
      {
        name: "A B",
        email: "a@b.co",
        password: "secret1",
        password_confirmation: "secret1",
        tnc: true,
      },
    ],
    ["POST", "/browsing/v1/users/password", { email: "a@b.co" }],
    [
      "PUT",
      "/browsing/v1/users/password",
      { token: "abc", password: "secret1", password_confirmation: "secret1" },
    ],
    ["POST", "/browsing/v1/users/activation_mail", { email: "a@b.co" }],
    ["POST", "/admin/v1/dialer/session", { email: "a@b.co", password: "secret1" }],
  ];
  const mutations: [string, (valid: Record<string, unknown>) => unknown][] = [
    ["empty object", () => ({})],
    ["null body", () => null],
    ["array body", () => []],
    ["string body", () => "just a string"],
    ["broken JSON", () => "{not json"],
    ["every field a number", (v) => Object.fromEntries(Object.keys(v).map((k) => [k, 12345]))],
    [
      "every field an object",
      (v) => Object.fromEntries(Object.keys(v).map((k) => [k, { $ne: null }])),
    ],
    ["every field null", (v) => Object.fromEntries(Object.keys(v).map((k) => [k, null]))],
    [
      "every field huge",
      (v) => Object.fromEntries(Object.keys(v).map((k) => [k, HUGE.slice(0, 20_000)])),
    ],
    ["email malformed", (v) => ({ ...v, email: "not-an-email" })],
  ];
  for (const [method, path, valid] of endpoints) {
    for (const [label, mutate] of mutations) {
      it(`${method} ${path}: ${label} → 4xx with errors`, async () => {
        const body = mutate(valid);
        const res = await call(method, path, body, { "x-test-ip": `203.0.113.${counter++ % 250}` });
        expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const json = (await res.json()) as { errors: unknown[] };
        expect(json.errors.length).toBeGreaterThan(0);
      });
    }
  }

  it("refuses a body over 64 KiB with 413", async () => {
    const res = await call("POST", "/browsing/v1/users/sign_up", { name: HUGE, email: "a@b.co" });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].code).toBe("payload_too_large");
  });
});

describe("sign up", () => {
  it("reports each invalid field with the spec's message", async () => {
    const res = await call("POST", "/browsing/v1/users/sign_up", {
      name: "",
      email: "priya@",
      password: "abc",
      password_confirmation: "abc",
      phone_no: "98ab",
      isd_code: "+999",
      tnc: "no",
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      name: "required",
      email: "Invalid Email",
      password: "Must be atleast 6 characters length",
      phone_no: "Phone number not valid",
      isd_code: "not valid",
      tnc: "Please accept the terms and conditions",
    });
    // The confirmation is compared once the fields themselves are valid.
    const mismatch = await call("POST", "/browsing/v1/users/sign_up", {
      name: "Priya Nair",
      email: "priya@example.com",
      password: "Kovalam#Beach9",
      password_confirmation: "Kovalam#Beach8",
      tnc: "on",
    });
    expect(mismatch.status).toBe(400);
    expect(await fieldsOf(mismatch)).toEqual({ password_confirmation: "Passwords did not match" });
    const missing = await call("POST", "/browsing/v1/users/sign_up", {});
    expect(await fieldsOf(missing)).toMatchObject({
      name: "required",
      email: "required",
      password: "required",
      password_confirmation: "required",
    });
  });

  it("rejects a very common password", async () => {
    const res = await call("POST", "/browsing/v1/users/sign_up", {
      name: "Common Person",
      email: freshEmail(),
      password: "iloveyou",
      password_confirmation: "iloveyou",
      tnc: "on",
    });
    expect(res.status).toBe(400);
    expect((await fieldsOf(res)).password).toMatch(/too common/);
  });

  it("rejects an unknown referral code and accepts a real one", async () => {
    const bad = await call("POST", "/browsing/v1/users/sign_up", {
      name: "Referred Person",
      email: freshEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      tnc: "on",
      referer_code: "NOSUCHCODE",
    });
    expect(bad.status).toBe(400);
    expect((await fieldsOf(bad)).referer_code).toBe("This referral code is not valid");

    const [referrer] = await database.db
      .select({ id: users.id, code: users.referralCode })
      .from(users)
      .limit(1);
    const email = freshEmail("referred");
    const good = await call("POST", "/browsing/v1/users/sign_up", {
      name: "Referred Person",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      tnc: "on",
      referer_code: referrer?.code,
    });
    expect(good.status).toBe(202);
    const [row] = await database.db
      .select({ by: users.referredByUserId })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.by).toBe(referrer?.id);
  });

  it("answers the same for a new and a known email, and mails each owner accordingly", async () => {
    const known = await verifiedUser();
    const fresh = freshEmail("fresh");
    const body = (email: string) => ({
      name: "Same Answer",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      tnc: "on",
    });
    const a = await call("POST", "/browsing/v1/users/sign_up", body(fresh), {
      "x-test-ip": "198.51.100.20",
    });
    const b = await call("POST", "/browsing/v1/users/sign_up", body(known.email), {
      "x-test-ip": "198.51.100.21",
    });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja.message).toBe(jb.message);
    expect(a.headers.getSetCookie()).toEqual([]);
    expect(b.headers.getSetCookie()).toEqual([]);
    // Mail leaves after the answer (decision 0206: wait for it, not for a fixed time).
    await vi.waitFor(
      async () => {
        const mails = await outbox.list(50);
        expect(mails.find((m) => m.to === fresh)?.subject).toBe("Activate your Triphive account");
        expect(mails.find((m) => m.to === known.email)?.subject).toBe(
          "Someone tried to sign up with your email",
        );
      },
      { timeout: 30_000, interval: 50 },
    );
  });

  it("cannot be used to sign in before activation; the activation link signs in", async () => {
    const email = freshEmail("activate");
    await call("POST", "/browsing/v1/users/sign_up", {
      name: "Asha Verma",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      tnc: "on",
    });
    const before = await signIn(email, PASSWORD);
    expect(before.status).toBe(403);
    expect((await before.json()).errors[0].code).toBe("email_not_verified");
    const mail = await mailTo(email, "Activate");
    const link = new URL(mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "");
    const verified = await app.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/users/sign_in/complete");
    const me = await call("GET", "/browsing/v1/users/current", undefined, {
      cookie: cookieOf(verified),
    });
    expect((await me.json()).user).toMatchObject({
      email,
      first_name: "Asha",
      last_name: "Verma",
      role: "traveller",
    });
  });

  it("is throttled per IP", async () => {
    const ip = "198.51.100.99";
    const signUp = () =>
      call(
        "POST",
        "/browsing/v1/users/sign_up",
        {
          name: "Flood",
          email: freshEmail("flood"),
          password: PASSWORD,
          password_confirmation: PASSWORD,
          tnc: "on",
        },
        { "x-test-ip": ip },
      );
    // LIMITS.signUpPerIp is 10 an hour: ten go through, the eleventh is refused.
    for (let i = 0; i < 10; i++) expect((await signUp()).status, `sign-up ${i + 1}`).not.toBe(429);
    const last = await signUp();
    expect(last.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sign in, session and sign out", () => {
  it("returns the authenticated user of the spec and sets a hardened session cookie", async () => {
    const { email } = await verifiedUser();
    const res = await signIn(email, PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      sub_account_id: null,
      first_name: "Test",
      last_name: "Traveller",
      email,
      image: null,
      role: "traveller",
      latest_active_trip: null,
      dashboard_url: "/travellers/dashboard",
      logged_in: true,
    });
    expect(body.redirect_to).toBe("/travellers/dashboard");
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^triphive\.session_token=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("answers wrong password and unknown email alike", async () => {
    const { email } = await verifiedUser();
    const wrong = await signIn(email, "Not#The#Password1", "198.51.100.70");
    const unknown = await signIn(freshEmail("nobody"), "Not#The#Password1", "198.51.100.71");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("rotates the session at each sign in and ends it at sign out", async () => {
    const { email } = await verifiedUser();
    const first = await signIn(email, PASSWORD);
    const second = await call(
      "POST",
      "/browsing/v1/users/sign_in",
      { email, password: PASSWORD },
      { cookie: cookieOf(first) },
    );
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    // Cached by this lookup: sign-out must end it all the same.
    const signedIn = await call("GET", "/browsing/v1/users/current", undefined, {
      cookie: cookieOf(second),
    });
    expect((await signedIn.json()).user.email).toBe(email);
    const out = await call("DELETE", "/browsing/v1/users/sign_out", undefined, {
      cookie: cookieOf(second),
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/triphive\.session_token=;.*Max-Age=0/);
    const me = await call("GET", "/browsing/v1/users/current", undefined, {
      cookie: cookieOf(second),
    });
    expect((await me.json()).user).toBeNull();
  });

  it("reports no user for visitors and forged cookies", async () => {
    expect((await (await call("GET", "/browsing/v1/users/current")).json()).user).toBeNull();
    const forged = await call("GET", "/browsing/v1/users/current", undefined, {
      cookie: "triphive.session_token=forged.value",
    });
    expect((await forged.json()).user).toBeNull();
  });

  it("throttles an account after 10 failures in 15 minutes, whatever the IP", async () => {
    const { email } = await verifiedUser();
    for (let i = 0; i < 10; i++) {
      const res = await signIn(email, `Wrong#${i}password`, `192.0.2.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const blocked = await signIn(email, PASSWORD, "192.0.2.200");
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).errors[0].code).toBe("too_many_attempts");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("throttles an IP after 10 failures across accounts", async () => {
    const ip = "192.0.2.240";
    for (let i = 0; i < 10; i++) await signIn(freshEmail("spray"), "Wrong#password1", ip);
    const { email } = await verifiedUser();
    const blocked = await signIn(email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    const elsewhere = await signIn(email, PASSWORD, "192.0.2.241");
    expect(elsewhere.status).toBe(200);
  });

  it("keeps next_url on the site for every bypass payload", async () => {
    const { email } = await verifiedUser();
    const payloads = REDIRECT_BYPASS_PAYLOADS;
    expect(payloads.length).toBeGreaterThanOrEqual(30);
    for (const next_url of payloads) {
      const res = await call(
        "POST",
        "/browsing/v1/users/sign_in",
        { email, password: PASSWORD, next_url },
        { "x-test-ip": "198.51.100.80" },
      );
      expect(res.status, next_url).toBe(200);
      expect((await res.json()).redirect_to, next_url).toBe("/travellers/dashboard");
    }
    const ok = await call("POST", "/browsing/v1/users/sign_in", {
      email,
      password: PASSWORD,
      next_url: "/requested_trips/12?x=1",
    });
    expect((await ok.json()).redirect_to).toBe("/requested_trips/12?x=1");
  });
});

describe("password reset", () => {
  async function resetToken(email: string) {
    const res = await call(
      "POST",
      "/browsing/v1/users/password",
      { email },
      { "x-test-ip": "198.51.100.90" },
    );
    expect(res.status).toBe(202);
    const mail = await mailTo(email, "Reset");
    const link = mail?.text.match(/https?:\/\/\S+\/users\/password\/edit\?token=(\S+)/);
    return decodeURIComponent(link?.[1] ?? "");
  }

  it("gives the same answer for unknown emails and mails nobody", async () => {
    const nobody = freshEmail("ghost");
    const res = await call(
      "POST",
      "/browsing/v1/users/password",
      { email: nobody },
      { "x-test-ip": "198.51.100.91" },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Password reset link sent!" });
    await new Promise((r) => setTimeout(r, 100));
    expect((await outbox.list(100)).some((m) => m.to === nobody)).toBe(false);
  });

  it("gives a seeded account without a password one (it could not sign in before)", async () => {
    const email = freshEmail("seeded");
    await services.accounts.createVerifiedUser({
      name: "Seeded Agency",
      email,
      password: null,
      role: "agent",
    });
    expect((await signIn(email, "Any#Password123", "198.51.100.93")).status).toBe(401);
    const token = await resetToken(email);
    const changed = await call("PUT", "/browsing/v1/users/password", {
      token,
      password: "Periyar#Tiger8",
      password_confirmation: "Periyar#Tiger8",
    });
    expect(changed.status).toBe(200);
    expect((await signIn(email, "Periyar#Tiger8", "198.51.100.94")).status).toBe(200);
  });

  it("changes the password once per token and ends every other session", async () => {
    const { email } = await verifiedUser();
    const session = cookieOf(await signIn(email, PASSWORD));
    // Looked up once, so that the process's session cache holds it.
    const before = await call("GET", "/browsing/v1/users/current", undefined, { cookie: session });
    expect((await before.json()).user.email).toBe(email);
    expect(services.sessionCache.size).toBeGreaterThan(0);
    const token = await resetToken(email);
    expect(token.length).toBeGreaterThan(10);

    const changed = await call("PUT", "/browsing/v1/users/password", {
      token,
      password: "Periyar#Tiger8",
      password_confirmation: "Periyar#Tiger8",
    });
    expect(changed.status).toBe(200);

    const me = await call("GET", "/browsing/v1/users/current", undefined, { cookie: session });
    expect((await me.json()).user).toBeNull();
    expect((await signIn(email, PASSWORD, "198.51.100.92")).status).toBe(401);
    expect((await signIn(email, "Periyar#Tiger8")).status).toBe(200);

    const again = await call("PUT", "/browsing/v1/users/password", {
      token,
      password: "Second#Try999",
      password_confirmation: "Second#Try999",
    });
    expect(again.status).toBe(400);
    expect((await fieldsOf(again)).token).toMatch(/invalid or has expired/);
  });

  it("refuses a mismatched confirmation, a short or common password, and a forged token", async () => {
    const mismatch = await call("PUT", "/browsing/v1/users/password", {
      token: "t",
      password: "Abcdef#1",
      password_confirmation: "Abcdef#2",
    });
    expect((await fieldsOf(mismatch)).password_confirmation).toBe("Passwords did not match");
    const short = await call("PUT", "/browsing/v1/users/password", {
      token: "t",
      password: "abc",
      password_confirmation: "abc",
    });
    expect((await fieldsOf(short)).password).toBe("Must be atleast 6 characters length");
    const common = await call("PUT", "/browsing/v1/users/password", {
      token: "t",
      password: "password1",
      password_confirmation: "password1",
    });
    expect((await fieldsOf(common)).password).toMatch(/too common/);
    const forged = await call("PUT", "/browsing/v1/users/password", {
      token: "forged-token",
      password: "Abcdef#12",
      password_confirmation: "Abcdef#12",
    });
    expect(forged.status).toBe(400);
  });

  it("expires tokens within an hour", async () => {
    const { RESET_TOKEN_TTL_SECONDS } = await import("./auth");
    expect(RESET_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(3600);
  });

  it("is throttled per email", async () => {
    const { email } = await verifiedUser();
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await call(
        "POST",
        "/browsing/v1/users/password",
        { email },
        { "x-test-ip": `198.51.100.${150 + i}` },
      );
    }
    expect(last?.status).toBe(429);
  });
});

describe("dialer", () => {
  it("signs in dialers only and keeps their session", async () => {
    const { email } = await verifiedUser();
    const traveller = await call("POST", "/admin/v1/dialer/session", { email, password: PASSWORD });
    expect(traveller.status).toBe(401);
    expect((await traveller.json()).errors[0].code).toBe("invalid_credentials");

    const res = await call(
      "POST",
      "/admin/v1/dialer/session",
      { email: "dialer@test.example", password: PASSWORD },
      { "x-test-ip": "198.51.100.120" },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).user.role).toBe("dialer");
    const cookie = cookieOf(res);
    const session = await call("GET", "/admin/v1/dialer/session", undefined, { cookie });
    expect(session.status).toBe(200);
    const out = await call("DELETE", "/admin/v1/dialer/session", undefined, { cookie });
    expect(out.status).toBe(204);
    expect((await call("GET", "/admin/v1/dialer/session", undefined, { cookie })).status).toBe(401);
  });
});

describe("surface", () => {
  it("exposes only the OAuth callback and the verification link of better-auth", async () => {
    for (const path of [
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/email",
      "/api/auth/get-session",
      "/api/auth/reset-password",
    ]) {
      const res = await call("POST", path, { email: "a@b.co", password: "x" });
      expect(res.status, path).toBe(404);
    }
  });

  it("refuses cross-site form posts (CSRF)", async () => {
    const res = await app.request("/browsing/v1/users/sign_in", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
      },
      body: "email=a%40b.co&password=x",
    });
    expect(res.status).toBe(403);
  });

  it("refuses an unknown provider name and an oversized next_url", async () => {
    expect((await call("GET", "/browsing/v1/users/auth/twitter")).status).toBe(400);
    const long = await call("GET", `/browsing/v1/users/auth/google?next_url=/${"a".repeat(3000)}`);
    expect(long.status).toBe(400);
  });

  it("says 404 for an unconfigured social provider", async () => {
    const res = await call("GET", "/browsing/v1/users/auth/facebook");
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0].code).toBe("provider_unavailable");
  });

  it("documents the user endpoints in OpenAPI", async () => {
    const doc = await (await app.request("/api/docs")).json();
    for (const path of [
      "/browsing/v1/users/sign_in",
      "/browsing/v1/users/current",
      "/browsing/v1/users/sign_out",
      "/browsing/v1/users/sign_up",
      "/browsing/v1/users/password",
      "/browsing/v1/users/activation_mail",
      "/admin/v1/dialer/session",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
