import { createEmailVerificationToken } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECT_BYPASS_PAYLOADS } from "../../common/safe-redirect.fixtures";
import { createApp } from "../app";
import { silentLogger } from "../testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import { createTestServices, TEST_PUBLIC_URL } from "../testing/test-services";

// Every route that answers with a redirect, fed every bypass payload: not one Location or
// Redirect-To may send the browser off the site (issue 15 item 1). Pages are rendered by the
// real React Router build, both as documents and as the hydrated app's .data requests.

const SITE = "http://localhost";
const SECRET = "test-secret-0123456789-0123456789-abcdef";
const PASSWORD = "Chilika#Lagoon7";
const EMAIL = "sweep.traveller@test.example";

let database: TestDatabase;
let closeBuild: () => Promise<void>;
let app: ReturnType<typeof createApp>;
let session = "";
let ipCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const page = await loadPageBuild();
  closeBuild = page.close;
  const { services } = createTestServices(database.db, {
    facebook: { clientId: "fb-client", clientSecret: "fb-secret" },
  });
  app = createApp({
    config: { isProduction: true, API_KEYS: [], publicUrl: TEST_PUBLIC_URL },
    database,
    services,
    logger: silentLogger,
    build: page.build,
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
  });
  await services.accounts.createVerifiedUser({
    name: "Sweep Traveller",
    email: EMAIL,
    password: PASSWORD,
    role: "traveller",
  });
  const res = await app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

const offSite: string[] = [];
let probes = 0;

// As a browser resolves it against the page it came from.
function leavesSite(target: string): boolean {
  try {
    const url = new URL(target, `${SITE}/some/page`);
    return url.origin !== SITE && url.origin !== new URL(TEST_PUBLIC_URL).origin;
  } catch {
    return false;
  }
}

async function check(route: string, payload: string, res: Response): Promise<void> {
  probes++;
  for (const name of ["location", "redirect-to"]) {
    const target = res.headers.get(name);
    if (target !== null && leavesSite(target))
      offSite.push(`${route} ${JSON.stringify(payload)} -> ${target}`);
  }
  const type = res.headers.get("content-type") ?? "";
  // A client-side navigation gets its redirect inside the encoded body.
  if (type.startsWith("text/x-script") && res.status === 202) {
    const body = await res.text();
    if (body.includes("evil")) offSite.push(`${route} ${JSON.stringify(payload)} -> ${body}`);
  } else if (type.startsWith("application/json")) {
    const text = await res.text();
    const body = (text ? JSON.parse(text) : {}) as { redirect_to?: string };
    if (body.redirect_to && leavesSite(body.redirect_to)) {
      offSite.push(`${route} ${JSON.stringify(payload)} -> redirect_to ${body.redirect_to}`);
    }
  } else {
    await res.body?.cancel();
  }
}

const q = encodeURIComponent;
const freshIp = () => `198.51.100.${(++ipCounter % 200) + 20}`;

function form(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: SITE,
      "x-test-ip": freshIp(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  };
}

// A payload as the path of a request, when it can be one (the URL parser keeps the host).
function asPath(prefix: string, payload: string): string | null {
  const path = payload.startsWith("/") ? `${prefix}${payload}` : `${prefix}/${payload}`;
  try {
    return new URL(path, SITE).origin === SITE ? path : null;
  } catch {
    return null;
  }
}

describe("every redirect stays on the site", () => {
  it("has at least 45 payloads", () => {
    expect(REDIRECT_BYPASS_PAYLOADS.length).toBeGreaterThanOrEqual(45);
  });

  it("verify-email (better-auth) with a bad token and with a valid one", async () => {
    const token = await createEmailVerificationToken(SECRET, EMAIL);
    for (const payload of REDIRECT_BYPASS_PAYLOADS) {
      for (const t of ["not-a-token", token]) {
        const route = `/api/auth/verify-email token=${t === token ? "valid" : "bad"}`;
        await check(
          route,
          payload,
          await app.request(`/api/auth/verify-email?token=${t}&callbackURL=${q(payload)}`),
        );
      }
    }
  });

  it("sign-in page next_url, for a signed-in visitor (document and .data) and on form post", async () => {
    for (const payload of REDIRECT_BYPASS_PAYLOADS) {
      const headers = { cookie: session };
      await check(
        "GET /users/sign_in",
        payload,
        await app.request(`/users/sign_in?next_url=${q(payload)}`, { headers }),
      );
      await check(
        "GET /users/sign_in.data",
        payload,
        await app.request(`/users/sign_in.data?next_url=${q(payload)}`, { headers }),
      );
      await check(
        "POST /users/sign_in",
        payload,
        await app.request(
          "/users/sign_in",
          form({ email: EMAIL, password: PASSWORD, next_url: payload }),
        ),
      );
    }
  });

  it("sign-in API redirect_to", async () => {
    for (const payload of REDIRECT_BYPASS_PAYLOADS) {
      const res = await app.request("/browsing/v1/users/sign_in", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-ip": freshIp() },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD, next_url: payload }),
      });
      await check("POST /browsing/v1/users/sign_in", payload, res);
    }
  });

  it("sign-out, the draft claim and gated pages", async () => {
    for (const payload of REDIRECT_BYPASS_PAYLOADS) {
      await check(
        "GET /users/sign_out",
        payload,
        await app.request(`/users/sign_out?next_url=${q(payload)}`),
      );
      await check(
        "GET /requested_trips/drafts/:token",
        payload,
        await app.request(`/requested_trips/drafts/${q(payload)}`, {
          headers: { cookie: session },
        }),
      );
      await check(
        "GET /travellers/dashboard (visitor)",
        payload,
        await app.request(`/travellers/dashboard?next_url=${q(payload)}`),
      );
      await check(
        "GET /requested_trips/new (visitor)",
        payload,
        await app.request(`/requested_trips/new?from=${q(payload)}`),
      );
    }
  });

  it("locale, listing and canonical redirects with the payload in the path", async () => {
    for (const payload of REDIRECT_BYPASS_PAYLOADS) {
      for (const prefix of [
        "",
        "/in-en",
        "/ae-en",
        "/tour-packages",
        "/packages",
        "/cancellation",
      ]) {
        const path = asPath(prefix, payload);
        if (path) await check(`GET ${prefix || "/"}<payload>`, payload, await app.request(path));
      }
    }
  });

  it("the Facebook sign-in still goes to Facebook, and only there", async () => {
    const res = await app.request(
      `/browsing/v1/users/auth/facebook?next_url=${q("//evil.example")}`,
    );
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") ?? "").hostname).toMatch(/(^|\.)facebook\.com$/);
  });

  it("found no off-site target", () => {
    console.info(
      `redirect sweep: ${REDIRECT_BYPASS_PAYLOADS.length} payloads, ${probes} probes, ${offSite.length} off-site`,
    );
    expect(probes).toBeGreaterThan(REDIRECT_BYPASS_PAYLOADS.length * 10);
    expect(offSite).toEqual([]);
  });
});
