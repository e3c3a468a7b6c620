import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_PATH, SOCKET_EVENTS } from "../../../common/realtime";
import type { AuthenticatedUser } from "../../../common/roles";
import { createConfiguredRateLimitStore, type RateLimitStore } from "../../lib/rate-limit";
import {
  answers,
  deleteRedisKeys,
  LOCAL_REDIS_URL,
  testRedis,
  uniqueRedisPrefix,
} from "../../testing/local-redis";
import { silentLogger } from "../../testing/silent-logger";
import type { ChatService } from "../chat";
import { createConfiguredCacheStore } from "../leadbot";
import { createRealtimeKeys, signRealtimeToken } from "./realtime-token";
import { type RealtimeServer, startRealtimeServer } from "./socket-server";

// Two deployments on one Redis (decision 0198), each of two Socket.IO servers under its own
// REDIS_PREFIX. A push in deployment one reaches its
// user's socket on the other server of deployment one, never the same user id's socket in
// deployment two; rate-limit counters and cache-store hashes are apart the same way. Pub/sub
// ignores Redis's database numbers, so only the prefix can keep them apart.

const SECRET = "prefix-test-secret-0123456789-0123456789";
const available = await answers(LOCAL_REDIS_URL);
const prefixes = [uniqueRedisPrefix("one"), uniqueRedisPrefix("two")] as const;
const user = { id: "user-prefix-test", role: "traveller" } as AuthenticatedUser;

// The push path never reads the chat service; presence asks it for last seen on disconnect.
const chat = {
  lastSeen: async () => null,
  recordLastSeen: async () => {},
} as unknown as ChatService;

interface Running {
  http: HttpServer;
  realtime: RealtimeServer;
  url: string;
}
const running: Running[] = [];
const sockets: Socket[] = [];
let redis: Redis;

async function start(prefix: string, adapter: "redis" | "streams" = "redis"): Promise<Running> {
  const http = createServer();
  const realtime = await startRealtimeServer({
    httpServer: http,
    keys: createRealtimeKeys(SECRET),
    logger: silentLogger,
    chat,
    userById: async (id) => (id === user.id ? user : null),
    redisUrl: LOCAL_REDIS_URL,
    redisPrefix: prefix,
    adapter,
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const server = {
    http,
    realtime,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
  };
  running.push(server);
  return server;
}

async function subscribed(url: string): Promise<Socket> {
  const socket = connect(url, {
    path: REALTIME_PATH,
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    auth: {
      token: signRealtimeToken(SECRET, { userId: user.id, type: user.role, subAccountId: null })
        .token,
    },
  });
  sockets.push(socket);
  await socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.subscribe, { channels: ["chat"] });
  return socket;
}

function received(socket: Socket): unknown[] {
  const got: unknown[] = [];
  socket.on(SOCKET_EVENTS.message, (payload: unknown) => got.push(payload));
  return got;
}

beforeAll(() => {
  if (available) redis = testRedis();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const server of running) await server.realtime.close();
  for (const server of running) server.http.close();
  if (!redis) return;
  for (const prefix of prefixes) await deleteRedisKeys(redis, prefix);
  await redis.quit();
});

describe.skipIf(!available)("two deployments on one Redis", () => {
  for (const adapter of ["redis", "streams"] as const) {
    it(`keep their chat pushes apart (${adapter} adapter)`, async () => {
      const oneA = await start(prefixes[0], adapter);
      const oneB = await start(prefixes[0], adapter);
      const twoA = await start(prefixes[1], adapter);
      const twoB = await start(prefixes[1], adapter);
      const onOneA = received(await subscribed(oneA.url));
      const onTwoB = received(await subscribed(twoB.url));
      // Deployment two's push has gone through Redis (it reached the other server of two)
      // before deployment one's is sent: had it leaked, it would reach one's socket first.
      twoA.realtime.publisher.toUser(user.id, "chat", SOCKET_EVENTS.message, { n: "two" });
      await expect.poll(() => onTwoB, { timeout: 60_000 }).toEqual([{ n: "two" }]);
      oneB.realtime.publisher.toUser(user.id, "chat", SOCKET_EVENTS.message, { n: "one" });
      await expect.poll(() => onOneA.length, { timeout: 60_000 }).toBeGreaterThan(0);
      expect(onOneA).toEqual([{ n: "one" }]);
      expect(onTwoB).toEqual([{ n: "two" }]);
      // Everything this deployment left in Redis is under its prefix.
      const pubsub = (await redis.call("PUBSUB", "CHANNELS", "*socket.io*")) as string[];
      const ours = pubsub.filter((c) => prefixes.some((p) => c.startsWith(p)));
      expect(ours.length).toBeGreaterThan(0);
    });
  }

  it("keep their rate-limit counters and cache-store hashes apart", async () => {
    const stores: RateLimitStore[] = [];
    for (const redisPrefix of prefixes) {
      stores.push(await createConfiguredRateLimitStore(LOCAL_REDIS_URL, { redisPrefix }));
    }
    const [one, two] = stores as [RateLimitStore, RateLimitStore];
    try {
      await one.hit("login-fail-ip:abc", 60_000);
      await one.hit("login-fail-ip:abc", 60_000);
      expect((await one.peek("login-fail-ip:abc")).count).toBe(2);
      expect((await two.peek("login-fail-ip:abc")).count).toBe(0);
      expect(await redis.get(`${prefixes[0]}rl:login-fail-ip:abc`)).toBe("2");
    } finally {
      for (const store of stores) await store.close?.();
    }
    const cache = await createConfiguredCacheStore(LOCAL_REDIS_URL, {} as never, {
      redisPrefix: prefixes[1],
    });
    try {
      await cache.put("chatbot_errors", "k1", { step: 1 });
      expect(await redis.hget(`${prefixes[1]}cache_store:chatbot_errors`, "k1")).toBe('{"step":1}');
      expect(await redis.exists(`${prefixes[0]}cache_store:chatbot_errors`)).toBe(0);
    } finally {
      await cache.close?.();
    }
  });
});
