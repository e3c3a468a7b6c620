import { mkdtemp, rm } from "node:fs/promises";
import { Socket as TcpSocket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { ChatMessageView } from "../../../common/chat";
import { SOCKET_EVENTS } from "../../../common/realtime";
import { deleteRedisKeys, testRedis, uniqueRedisPrefix } from "../../testing/local-redis";
import {
  freePort,
  realtimeClient,
  startRealtimeProcess,
  stopAllRealtimeProcesses,
} from "../../testing/realtime-processes";

// Two server processes on one PostgreSQL and one Redis (issue 10 §3): a client on process A
// receives a message sent through process B. Skipped when either does not answer locally.

const PG_URL =
  process.env.REALTIME_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REALTIME_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const SECRET = "two-processes-secret-0123456789-0123456789";

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new TcpSocket();
    socket.setTimeout(500);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
    socket.connect(Number(port), hostname);
  });
}

const available = (await answers(PG_URL)) && (await answers(REDIS_URL));
const cleanups: (() => Promise<unknown>)[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of its own on the local server, dropped after the test. */
async function freshDatabase(): Promise<string> {
  const name = `triphive_rt_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await admin((c) => c.query(`create database ${name}`));
  cleanups.push(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  await stopAllRealtimeProcesses();
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

describe.skipIf(!available)("two processes through Redis", () => {
  for (const adapter of ["redis", "streams"] as const) {
    it(`delivers a message sent through B to a client on A (${adapter} adapter)`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "triphive-two-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // A prefix of its own: other runs share this Redis (decision 0198).
      const prefix = uniqueRedisPrefix("two");
      cleanups.push(async () => {
        const redis = testRedis(REDIS_URL);
        await deleteRedisKeys(redis, prefix);
        await redis.quit();
      });
      const env = {
        SESSION_SECRET: SECRET,
        DATA_DIR: dataDir,
        DATABASE_URL: await freshDatabase(),
        REDIS_URL,
        REDIS_PREFIX: prefix,
        REALTIME_ADAPTER: adapter,
      };
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startRealtimeProcess({ ...env, PORT: String(portA) });
      await startRealtimeProcess({ ...env, PORT: String(portB) });
      const { quoteId, travellerId, agentId } = a.fixture;
      const agentOnA = realtimeClient(`http://127.0.0.1:${portA}`, agentId, "agent", SECRET);
      const travellerOnB = realtimeClient(
        `http://127.0.0.1:${portB}`,
        travellerId,
        "traveller",
        SECRET,
      );
      try {
        await agentOnA.timeout(10_000).emitWithAck(SOCKET_EVENTS.subscribe, { channels: ["chat"] });
        await agentOnA.timeout(10_000).emitWithAck(SOCKET_EVENTS.join, { quoteId });
        const received = new Promise<ChatMessageView>((resolve) =>
          agentOnA.on(SOCKET_EVENTS.message, (e: { comment: ChatMessageView }) =>
            resolve(e.comment),
          ),
        );
        const ack = (await travellerOnB.timeout(10_000).emitWithAck(SOCKET_EVENTS.send, {
          quoteId,
          comment: { text: `Across processes (${adapter})` },
          client_message_id: `two-${adapter}-${Date.now()}`,
        })) as { ok: boolean; comment: ChatMessageView };
        expect(ack.ok).toBe(true);
        const comment = await received;
        expect(comment.id).toBe(ack.comment.id);
        expect(comment.comment).toBe(`Across processes (${adapter})`);
      } finally {
        agentOnA.disconnect();
        travellerOnB.disconnect();
        await stopAllRealtimeProcesses();
      }
    });
  }
});
