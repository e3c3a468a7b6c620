import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import { encode } from "notepack.io";
import { afterAll, describe, expect, it } from "vitest";
import type { ChatMessageView } from "../../../common/chat";
import { SOCKET_EVENTS } from "../../../common/realtime";
import { freshDatabase, LOCAL_POSTGRES_URL } from "../../testing/local-postgres";
import {
  answers,
  deleteRedisKeys,
  LOCAL_REDIS_URL,
  testRedis,
  uniqueRedisPrefix,
} from "../../testing/local-redis";
import {
  freePort,
  realtimeClient,
  startRealtimeProcess,
  stopAllRealtimeProcesses,
} from "../../testing/realtime-processes";

// No message can crash a process (decision 0198). `redis-cli publish 'socket.io#/#' hello`
// once took every process down ("4 trailing bytes", "args is not iterable"). Two server
// processes share one Redis under a prefix of their own; garbage is published on every channel
// they subscribe to (PUBSUB CHANNELS, plus the broadcast channels their pattern covers) and, for
// the streams adapter, appended to its stream; both processes live on, log the drops a few
// lines at most, and a chat message still crosses between them both ways.

const SECRET = "malformed-secret-0123456789-0123456789";
const available = (await answers(LOCAL_POSTGRES_URL)) && (await answers(LOCAL_REDIS_URL));
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  await stopAllRealtimeProcesses();
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

function garbage(uid: string): (string | Buffer)[] {
  const truncated = Buffer.from(encode([uid, { type: 2, nsp: "/", data: ["x"] }, { rooms: [] }]));
  return [
    "hello",
    "",
    "{not json",
    '{"type":5,"requestId":"r1"}',
    '{"type":0}',
    Buffer.from([0xc1]),
    Buffer.concat([Buffer.from(encode(1)), Buffer.from("abcd")]),
    truncated.subarray(0, truncated.length - 3),
    Buffer.from(encode(42)),
    Buffer.from(encode(null)),
    Buffer.from(encode("string")),
    Buffer.from(encode({ a: 1 })),
    Buffer.from(encode([])),
    Buffer.from(encode([uid])),
    Buffer.from(encode([uid, null, null])),
    Buffer.from(encode([uid, { nsp: "/", type: 2 }, { rooms: 5 }])),
    Buffer.from(encode([uid, { nsp: "/", type: 99, data: ["chat:message", {}] }, { rooms: [] }])),
    Buffer.from(encode([uid, { nsp: "/", type: 2, data: "not an array" }, { rooms: [] }])),
    Buffer.from(encode({ type: 5, requestId: "r2" })),
    Buffer.from(encode({ type: 7, requestId: "r3" })),
    Buffer.from(encode({ type: 6, data: "not an array" })),
    Buffer.from(encode({ type: 2, requestId: "r4", opts: 5, rooms: 7 })),
    Buffer.from(encode({ uid, nsp: "/", type: 3, data: { requestId: 1 } })),
    // Five megabytes of noise.
    randomBytes(5 * 1024 * 1024),
  ];
}

async function publishGarbage(redis: Redis, prefix: string, rooms: string[]): Promise<number> {
  const subscribed = (await redis.call("PUBSUB", "CHANNELS", `${prefix}*`)) as string[];
  // Broadcast channels are a pattern subscription (not listed): the namespace's and each room's.
  const broadcast = [`${prefix}socket.io#/#`, ...rooms.map((r) => `${prefix}socket.io#/#${r}#`)];
  const channels = [...new Set([...subscribed, ...broadcast])];
  let published = 0;
  for (const channel of channels) {
    for (const message of garbage("foreign")) {
      await redis.publish(channel, message);
      published += 1;
    }
  }
  return published;
}

async function appendGarbageToStream(redis: Redis, stream: string): Promise<void> {
  const entries: string[][] = [
    ["nsp", "/", "uid", "x", "type", "not a number"],
    ["nsp", "/", "uid", "x", "type", "3", "data", "{bad json"],
    ["nsp", "/", "uid", "x", "type", "3", "data", "AAAA"],
    ["nsp", "/", "uid", "x", "type", "3", "data", '"a string"'],
    ["nsp", "/", "uid", "x", "type", "3"],
    ["nsp", "/", "type", "5", "data", '{"requestId":"r"}'],
    ["nsp", "/", "type", "7", "data", "null"],
    ["nsp", "/", "type", "3", "data", '{"packet":null,"opts":5}'],
    ["nsp", "/nowhere", "type", "3"],
    ["hello", "world"],
  ];
  for (const fields of entries) await redis.xadd(stream, "*", ...fields);
}

function collectLines(child: ChildProcess, into: string[]) {
  child.stdout?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line) into.push(line);
  });
}

describe.skipIf(!available)("a malformed or foreign message on Redis", () => {
  for (const adapter of ["redis", "streams"] as const) {
    it(`is dropped and logged; the processes live on (${adapter} adapter)`, async () => {
      const redis = testRedis();
      const prefix = uniqueRedisPrefix("garbage");
      const dataDir = await mkdtemp(path.join(tmpdir(), "triphive-garbage-"));
      const database = await freshDatabase();
      cleanups.push(async () => {
        await deleteRedisKeys(redis, prefix);
        await redis.quit();
        await rm(dataDir, { recursive: true, force: true });
        await database.drop();
      });
      const env = {
        SESSION_SECRET: SECRET,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: LOCAL_REDIS_URL,
        REDIS_PREFIX: prefix,
        REALTIME_ADAPTER: adapter,
        LOG_LEVEL: "warn",
      };
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startRealtimeProcess({ ...env, PORT: String(portA) });
      const b = await startRealtimeProcess({ ...env, PORT: String(portB) });
      const logs: string[] = [];
      collectLines(a.child, logs);
      collectLines(b.child, logs);
      const { quoteId, travellerId, agentId } = a.fixture;
      const agentOnA = realtimeClient(`http://127.0.0.1:${portA}`, agentId, "agent", SECRET);
      const travellerOnB = realtimeClient(
        `http://127.0.0.1:${portB}`,
        travellerId,
        "traveller",
        SECRET,
      );
      try {
        for (const socket of [agentOnA, travellerOnB]) {
          await socket.timeout(20_000).emitWithAck(SOCKET_EVENTS.subscribe, { channels: ["chat"] });
          await socket.timeout(20_000).emitWithAck(SOCKET_EVENTS.join, { quoteId });
        }
        const rooms = [`u:${agentId}:chat`, `u:${travellerId}:chat`, `q:${quoteId}`];
        expect(await publishGarbage(redis, prefix, rooms)).toBeGreaterThan(50);
        if (adapter === "streams") await appendGarbageToStream(redis, `${prefix}socket.io`);

        // Sent after the garbage, so each process has read every piece of it when the
        // message arrives through Redis.
        const send = async (
          from: typeof agentOnA,
          to: typeof agentOnA,
          text: string,
        ): Promise<void> => {
          const arrived = new Promise<ChatMessageView>((resolve) =>
            to.on(SOCKET_EVENTS.message, (e: { comment: ChatMessageView }) => {
              if (e.comment.comment === text) resolve(e.comment);
            }),
          );
          const ack = (await from.timeout(20_000).emitWithAck(SOCKET_EVENTS.send, {
            quoteId,
            comment: { text },
            client_message_id: `garbage-${adapter}-${text.length}-${Date.now()}`,
          })) as { ok: boolean; comment: ChatMessageView };
          expect(ack.ok).toBe(true);
          expect((await arrived).id).toBe(ack.comment.id);
        };
        await send(travellerOnB, agentOnA, `B to A after garbage (${adapter})`);
        await send(agentOnA, travellerOnB, `A to B after the garbage (${adapter})`);
        expect(a.child.exitCode).toBeNull();
        expect(b.child.exitCode).toBeNull();
        if (adapter === "redis") {
          const drops = logs.filter((l) => l.includes("dropped a malformed message"));
          // Hundreds dropped; the first logged by each process, the rest counted for later.
          expect(drops.length).toBeGreaterThanOrEqual(1);
          expect(drops.length).toBeLessThanOrEqual(4);
        }
      } finally {
        agentOnA.disconnect();
        travellerOnB.disconnect();
        await stopAllRealtimeProcesses();
      }
    }, 180_000);
  }
});
