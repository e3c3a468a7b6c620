// Realtime bench (issue 10): emit -> delivery latency of a chat message, p50 and p99, for one
// server process and for two processes sharing rooms through Redis (the pub/sub adapter and
// the streams adapter), in the same run on the same PostgreSQL. The sender emits chat:send
// (persisted, then pushed); the clock stops when the other party's socket gets chat:message.
// Needs PostgreSQL and Redis on 127.0.0.1 (BENCH_DATABASE_URL, BENCH_REDIS_URL); without them
// it measures one process on PGlite only. Run: npm run bench:realtime
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Socket } from "socket.io-client";
import { SOCKET_EVENTS } from "../common/realtime";
import {
  freePort,
  realtimeClient,
  startRealtimeProcess,
  stopAllRealtimeProcesses,
} from "../server/testing/realtime-processes";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const WARMUP = 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const SECRET = "bench-secret-0123456789-0123456789-abcdef";

const cleanups: (() => Promise<unknown>)[] = [];

async function freshDatabase(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `triphive_bench_${Date.now().toString(36)}`;
  await client.query(`create database ${name}`);
  await client.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function ready(socket: Socket): Promise<void> {
  return socket.connected
    ? Promise.resolve()
    : new Promise((r) => socket.once("connect", () => r()));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(
  label: string,
  env: Record<string, string>,
  twoProcesses: boolean,
): Promise<{ label: string; p50: number; p99: number; n: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "triphive-bench-rt-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const portA = await freePort();
  const a = await startRealtimeProcess({
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
    PORT: String(portA),
    CHAT_SEND_PER_MINUTE: "100000",
    ...env,
  });
  let portB = portA;
  if (twoProcesses) {
    portB = await freePort();
    await startRealtimeProcess({
      SESSION_SECRET: SECRET,
      DATA_DIR: dataDir,
      PORT: String(portB),
      CHAT_SEND_PER_MINUTE: "100000",
      ...env,
    });
  }
  const { quoteId, travellerId, agentId } = a.fixture;
  const receiver = realtimeClient(`http://127.0.0.1:${portA}`, agentId, "agent", SECRET);
  const sender = realtimeClient(`http://127.0.0.1:${portB}`, travellerId, "traveller", SECRET);
  await Promise.all([ready(receiver), ready(sender)]);
  await receiver.timeout(10_000).emitWithAck(SOCKET_EVENTS.subscribe, { channels: ["chat"] });
  const emittedAt = new Map<string, bigint>();
  const latencies: number[] = [];
  let waiting: (() => void) | null = null;
  receiver.on(SOCKET_EVENTS.message, (e: { comment: { clientMessageId: string } }) => {
    const start = emittedAt.get(e.comment.clientMessageId);
    if (start !== undefined) latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    waiting?.();
  });
  for (let i = 0; i < MESSAGES + WARMUP; i++) {
    const id = `bench-${label.replace(/\W/g, "")}-${i}-${Date.now()}`;
    const delivered = new Promise<void>((r) => {
      waiting = r;
    });
    if (i >= WARMUP) emittedAt.set(id, process.hrtime.bigint());
    await sender.timeout(10_000).emitWithAck(SOCKET_EVENTS.send, {
      quoteId,
      comment: { text: `Bench message ${i}` },
      client_message_id: id,
    });
    await Promise.race([delivered, new Promise((r) => setTimeout(r, 5_000))]);
  }
  receiver.disconnect();
  sender.disconnect();
  await stopAllRealtimeProcesses();
  latencies.sort((x, y) => x - y);
  return {
    label,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    n: latencies.length,
  };
}

async function main() {
  const results = [];
  const database = await freshDatabase();
  if (!database) {
    console.log("PostgreSQL is not answering: one process on PGlite only.");
    results.push(await measure("one process (PGlite)", {}, false));
  } else {
    results.push(await measure("one process", { DATABASE_URL: database }, false));
    for (const adapter of ["redis", "streams"]) {
      results.push(
        await measure(
          `two processes, ${adapter} adapter`,
          {
            DATABASE_URL: (await freshDatabase()) ?? database,
            REDIS_URL,
            REALTIME_ADAPTER: adapter,
          },
          true,
        ),
      );
    }
  }
  const base = results[0];
  console.log(`\nemit -> delivery, ${MESSAGES} messages each (ms)`);
  for (const r of results) {
    const ratio = base ? (r.p50 / base.p50).toFixed(2) : "-";
    console.log(
      `${r.label.padEnd(34)} p50 ${r.p50.toFixed(2).padStart(7)}  p99 ${r.p99.toFixed(2).padStart(7)}  n ${r.n}  p50 x${ratio}`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAllRealtimeProcesses();
    for (const c of cleanups) await c().catch(() => {});
  });
