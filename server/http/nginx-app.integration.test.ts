import { rmSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageView } from "../../common/chat";
import { QuoteDraftInput } from "../../common/quotes-input";
import { REALTIME_PATH, SOCKET_EVENTS } from "../../common/realtime";
import type { AuthenticatedUser } from "../../common/roles";
import { NGINX_BINARY, type RunningNginx, startNginx } from "../../scripts/nginx-conf.mjs";
import { sessions, users } from "../db/schema";
import { createRateLimiter, createRedisStore } from "../lib/rate-limit";
import { connectRedis, redisNames } from "../lib/redis";
import {
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import { type RealtimeServer, startRealtimeServer } from "../modules/realtime";
import {
  answers,
  deleteRedisKeys,
  LOCAL_REDIS_URL,
  uniqueRedisPrefix,
} from "../testing/local-redis";
import { silentLogger } from "../testing/silent-logger";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";
import { parseTrustProxy } from "./trust-proxy";

// The shipped nginx config (scripts/nginx-conf.mjs renders docs/nginx/triphive.conf) in front
// of two app servers on one database and one Redis under a prefix of this run's own, each with
// its own services, Socket.IO and Redis adapter, and TRUST_PROXY=loopback (decisions 0197,
// 0198). A real WebSocket through nginx receives chat pushes from both servers; the app sees
// the client address nginx forwards: on the session it records, and in the login throttle,
// which holds back the client who guessed and lets another client through the same nginx in.

const PASSWORD = "Chilika#Lagoon7";
const available = NGINX_BINARY !== null && (await answers(LOCAL_REDIS_URL));
const prefix = uniqueRedisPrefix("nginx");

interface AppProcess {
  http: HttpServer;
  realtime: RealtimeServer;
  services: ReturnType<typeof createTestServices>["services"];
  port: number;
}

let database: TestDatabase;
let redis: Redis;
let nginx: RunningNginx | undefined;
const processes: AppProcess[] = [];
const sockets: Socket[] = [];
let traveller: AuthenticatedUser;
let agent: TestAgent;
let quoteId: number;

const draft = QuoteDraftInput.parse({
  days: [
    { cityName: "Kochi", title: "Arrive" },
    { cityName: "Kochi", title: "Depart" },
  ],
  stays: [{ city: "Kochi", nights: 1, hotels: [{ name: "Harbour", city: "Kochi", rating: 4 }] }],
  inclusions: ["breakfast"],
  exclusions: ["flights"],
  pricePerAdult: 20_000,
  pricePerChild: 10_000,
  discount: 0,
  validUntil: "2030-12-31",
  cancellationPolicy: [{ daysBefore: 30, refundPercent: 90 }],
});

async function startAppProcess(): Promise<AppProcess> {
  const limiter = createRateLimiter(
    createRedisStore(redis, { prefix: redisNames(prefix).rateLimits }),
  );
  const { services } = createTestServices(database.db, {}, { limiter });
  const app = createTestApp(database, services, {
    config: { isProduction: true, API_KEYS: [], TRUST_PROXY: parseTrustProxy("loopback") },
  });
  const http = createServer(getRequestListener(app.fetch));
  const realtime = await startRealtimeServer({
    httpServer: http,
    keys: services.realtimeKeys,
    logger: silentLogger,
    chat: services.chat,
    userById: (id) => services.accounts.userById(id),
    redisUrl: LOCAL_REDIS_URL,
    redisPrefix: prefix,
  });
  services.realtime.attach(realtime.publisher);
  services.chatPresence.attach(realtime.presence);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const running = { http, realtime, services, port: (http.address() as AddressInfo).port };
  processes.push(running);
  return running;
}

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase();
  redis = await connectRedis(LOCAL_REDIS_URL);
  const a = await startAppProcess();
  const b = await startAppProcess();
  nginx = await startNginx({ upstreams: [a.port, b.port] });
  const place = `Kerala${Date.now().toString(36)}`;
  const kerala = await insertDestination(database.db, place, "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  traveller = await insertUser(database.db, "traveller", "Asha");
  const trip = await a.services.trips.create(traveller, { ...KERALA_FAMILY_TRIP, to_loc: [place] });
  const editor = await a.services.quotes.startDraft(agent.user, trip.id, { from: "blank" });
  await a.services.quotes.saveDraft(agent.user, editor.quoteId, draft);
  await a.services.workflows.sendQuote(agent.user, editor.quoteId);
  quoteId = editor.quoteId;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await nginx?.stop();
  if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
  for (const p of processes) await p.realtime.close();
  for (const p of processes) p.http.close();
  if (redis) {
    await deleteRedisKeys(redis, prefix);
    await redis.quit();
  }
  await database?.close();
});

function socketThroughNginx(user: AuthenticatedUser): Socket {
  const token = processes[0]?.services.realtimeKeys.sign({
    userId: user.id,
    type: user.role,
    subAccountId: null,
  }).token;
  const socket = connect(nginx?.url ?? "", {
    path: REALTIME_PATH,
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  return socket;
}

function post(path: string, body: unknown, forwardedFor?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return fetch(`${nginx?.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

async function verifiedUser(tag: string): Promise<string> {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@test.example`;
  await processes[0]?.services.accounts.createVerifiedUser({
    name: "Test Traveller",
    email,
    password: PASSWORD,
    role: "traveller",
  });
  return email;
}

describe.skipIf(!available)("two app servers behind the shipped nginx config", () => {
  it("pushes chat messages from either server down a WebSocket through nginx", async () => {
    const agentSocket = socketThroughNginx(agent.user);
    await new Promise<void>((resolve, reject) => {
      agentSocket.once("connect", resolve);
      agentSocket.once("connect_error", reject);
    });
    expect(agentSocket.io.engine.transport.name).toBe("websocket");
    await agentSocket.timeout(20_000).emitWithAck(SOCKET_EVENTS.subscribe, { channels: ["chat"] });
    const arrived: string[] = [];
    agentSocket.on(SOCKET_EVENTS.message, (e: { comment: ChatMessageView }) =>
      arrived.push(e.comment.comment),
    );
    // One message stored and pushed by each server: whichever the socket landed on, one of
    // the two crossed through Redis.
    for (const [i, p] of processes.entries()) {
      await p.services.chat.send(traveller, quoteId, {
        user_platform: "web",
        comment: { text: `From server ${i + 1}` },
        client_message_id: `nginx-${i}-${Date.now()}`,
      });
    }
    await expect
      .poll(() => [...arrived].sort(), { timeout: 60_000 })
      .toEqual(["From server 1", "From server 2"]);

    // And the traveller's own WebSocket through nginx sends one.
    const travellerSocket = socketThroughNginx(traveller);
    const ack = (await travellerSocket.timeout(20_000).emitWithAck(SOCKET_EVENTS.send, {
      quoteId,
      comment: { text: "Through the socket" },
      client_message_id: `nginx-socket-${Date.now()}`,
    })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    await expect.poll(() => arrived.includes("Through the socket"), { timeout: 60_000 }).toBe(true);
  });

  it("records the client address nginx forwards on the session", async () => {
    const email = await verifiedUser("nginx-session");
    // nginx appends the address it saw (this test's, 127.0.0.1) to the client's header; with
    // TRUST_PROXY=loopback the app walks back past both loopback hops to the client's.
    const res = await post(
      "/browsing/v1/users/sign_in",
      { email, password: PASSWORD },
      "203.0.113.8",
    );
    expect(res.status).toBe(200);
    const direct = await verifiedUser("nginx-direct");
    expect(
      (await post("/browsing/v1/users/sign_in", { email: direct, password: PASSWORD })).status,
    ).toBe(200);
    const rows = await database.db
      .select({ email: users.email, ip: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(rows.map((r) => r.ip)).toEqual(["203.0.113.8"]);
    const [directRow] = await database.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, direct));
    expect(directRow?.ip).toBe("127.0.0.1");
  });

  it("throttles the guessing client across both servers, not everyone behind nginx", async () => {
    const a = await verifiedUser("nginx-a");
    const b = await verifiedUser("nginx-b");
    for (let i = 0; i < 10; i++) {
      const res = await post(
        "/browsing/v1/users/sign_in",
        { email: a, password: `Wrong#${i}password` },
        "203.0.113.66",
      );
      expect(res.status).toBe(401);
    }
    const blocked = await post(
      "/browsing/v1/users/sign_in",
      { email: a, password: PASSWORD },
      "203.0.113.66",
    );
    expect(blocked.status).toBe(429);
    const other = await post(
      "/browsing/v1/users/sign_in",
      { email: b, password: PASSWORD },
      "198.51.100.23",
    );
    expect(other.status).toBe(200);
  });
});
