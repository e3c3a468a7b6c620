import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../app";
import { parseConfig } from "../config";
import { sessions, users } from "../db/schema";
import { createMemoryOutbox } from "../mail/mailer";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";

// The client's address behind a proxy (decision 0197): the login, sign-up and reset limits are
// per client, not per proxy, and a forwarding header from a peer that is not our proxy is
// not read. Requests come "from" a peer through Hono's node bindings, as @hono/node-server
// hands them over.

const PASSWORD = "Chilika#Lagoon7";
const PROXY = "10.0.0.2";
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let behindProxy: ReturnType<typeof createApp>;
let direct: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const config = parseConfig({ NODE_ENV: "production", TRUST_PROXY: "10.0.0.0/8" });
  behindProxy = createTestApp(database, services, {
    config: { ...config, API_KEYS: [] },
  });
  // The default: no proxy trusted.
  direct = createTestApp(database, services);
});

afterAll(async () => {
  await database?.close();
});

let counter = 0;
const freshEmail = (tag: string) => `${tag}.${++counter}.${Date.now()}@test.example`;

function post(
  app: ReturnType<typeof createApp>,
  path: string,
  body: unknown,
  from: { peer: string; forwardedFor?: string },
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (from.forwardedFor !== undefined) headers["x-forwarded-for"] = from.forwardedFor;
  return app.request(
    path,
    { method: "POST", headers, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: from.peer } } },
  );
}

async function traveller(tag: string) {
  const email = freshEmail(tag);
  await services.accounts.createVerifiedUser({
    name: "Test Traveller",
    email,
    password: PASSWORD,
    role: "traveller",
  });
  return email;
}

const signIn = (
  app: ReturnType<typeof createApp>,
  email: string,
  password: string,
  from: { peer: string; forwardedFor?: string },
) => post(app, "/browsing/v1/users/sign_in", { email, password }, from);

describe("behind a trusted proxy", () => {
  it("throttles the client who guessed, not everyone behind the proxy", async () => {
    const a = await traveller("a");
    const b = await traveller("b");
    const attacker = { peer: PROXY, forwardedFor: "203.0.113.66" };
    for (let i = 0; i < 10; i++) {
      expect((await signIn(behindProxy, a, `Wrong#${i}password`, attacker)).status).toBe(401);
    }
    expect((await signIn(behindProxy, a, PASSWORD, attacker)).status).toBe(429);
    // B, another client through the same proxy, signs in.
    const other = { peer: PROXY, forwardedFor: "198.51.100.23" };
    expect((await signIn(behindProxy, b, PASSWORD, other)).status).toBe(200);
    // The guesser's own address is still held to its budget, for any account.
    const c = await traveller("c");
    expect((await signIn(behindProxy, c, PASSWORD, attacker)).status).toBe(429);
    // What nginx sends: the client's own header, then the address nginx saw.
    const prefixed = { peer: PROXY, forwardedFor: "198.51.100.23, 203.0.113.66" };
    expect((await signIn(behindProxy, c, PASSWORD, prefixed)).status).toBe(429);
  });

  it("records the client's address on the session, not the proxy's", async () => {
    const email = await traveller("session");
    const res = await signIn(behindProxy, email, PASSWORD, {
      peer: PROXY,
      forwardedFor: "198.51.100.44",
    });
    expect(res.status).toBe(200);
    const [row] = await database.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(row?.ip).toBe("198.51.100.44");
  });

  it("keeps sign-up and reset budgets per client", async () => {
    const signUp = (forwardedFor: string) =>
      post(
        behindProxy,
        "/browsing/v1/users/sign_up",
        {
          name: "Flood",
          email: freshEmail("flood"),
          password: PASSWORD,
          password_confirmation: PASSWORD,
          tnc: "on",
        },
        { peer: PROXY, forwardedFor },
      );
    for (let i = 0; i < 10; i++) expect((await signUp("203.0.113.70")).status).not.toBe(429);
    expect((await signUp("203.0.113.70")).status).toBe(429);
    expect((await signUp("198.51.100.70")).status).not.toBe(429);

    const reset = (forwardedFor: string) =>
      post(
        behindProxy,
        "/browsing/v1/users/password",
        { email: freshEmail("reset") },
        { peer: PROXY, forwardedFor },
      );
    for (let i = 0; i < 10; i++) expect((await reset("203.0.113.71")).status).toBe(202);
    expect((await reset("203.0.113.71")).status).toBe(429);
    expect((await reset("198.51.100.71")).status).toBe(202);
  });
});

describe("a forwarding header from a peer that is not our proxy", () => {
  it("is ignored: a client cannot buy fresh budgets by naming new addresses", async () => {
    const peer = "198.51.100.200";
    for (let i = 0; i < 10; i++) {
      const res = await signIn(behindProxy, freshEmail("spray"), "Wrong#password1", {
        peer,
        forwardedFor: `192.0.2.${i + 1}`,
      });
      expect(res.status).toBe(401);
    }
    const email = await traveller("victim-of-own-spray");
    const forged = { peer, forwardedFor: "192.0.2.99" };
    expect((await signIn(behindProxy, email, PASSWORD, forged)).status).toBe(429);
  });

  it("is ignored when no proxy is trusted (the default)", async () => {
    const peer = "198.51.100.201";
    for (let i = 0; i < 10; i++) {
      await signIn(direct, freshEmail("spray"), "Wrong#password1", {
        peer,
        forwardedFor: `192.0.2.${i + 1}`,
      });
    }
    const email = await traveller("default");
    const forged = { peer, forwardedFor: "192.0.2.99" };
    expect((await signIn(direct, email, PASSWORD, forged)).status).toBe(429);
    // Another peer is another client.
    expect((await signIn(direct, email, PASSWORD, { peer: "198.51.100.202" })).status).toBe(200);
  });
});

describe("the dev mailbox behind a trusted proxy", () => {
  it("is served to this machine only, never to a client a proxy names as loopback", async () => {
    const outbox = createMemoryOutbox();
    const config = parseConfig({ NODE_ENV: "production", TRUST_PROXY: "loopback" });
    const app = createTestApp(database, services, { config: { ...config, API_KEYS: [] }, outbox });
    const get = (headers: Record<string, string>) =>
      app.request(
        "/dev/mailbox",
        { headers },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      );
    const local = await get({});
    expect(local.status).toBe(200);
    expect(await local.text()).toContain("Dev mailbox");
    // The proxy on this machine relays a client it says is 127.0.0.1: local to the proxy's
    // machine, and the header says a proxy is in the way.
    for (const headers of [
      { "x-forwarded-for": "127.0.0.1" },
      { "x-forwarded-for": "::1, 127.0.0.1" },
    ]) {
      expect((await get(headers)).status, JSON.stringify(headers)).not.toBe(200);
    }
  });
});
