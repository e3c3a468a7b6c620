import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";

// The scale test's deployment (decision 0204): N app processes from the production build on one
// new PostgreSQL database, one Redis under a prefix of their own, one S3-compatible server and
// nginx in front, each started here and stopped by its PID, pass or fail.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MAIN_JS = path.join(ROOT, "build/server/main.js");
export const POSTGRES_ADMIN_URL =
  process.env.SCALE_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379";
export const NGINX = "/usr/sbin/nginx";

const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

/** What the machine must run for the scale test; the missing ones, by name. */
export async function missingServices(): Promise<string[]> {
  const missing: string[] = [];
  if (!existsSync(MAIN_JS)) missing.push("the production build (npm run build)");
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query("select 1");
  } catch {
    missing.push(`PostgreSQL at ${POSTGRES_ADMIN_URL}`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    missing.push(`Redis at ${REDIS_URL}`);
  } finally {
    redis.disconnect();
  }
  if (!existsSync(NGINX)) missing.push(`nginx at ${NGINX} (apt-get install nginx-light)`);
  return missing;
}

export interface AppProcess {
  index: number;
  port: number;
  url: string;
  child: ChildProcess;
  log: string;
  /** Milliseconds from the spawn until /healthz answered 200. */
  readyMs: number;
}

export interface Cluster {
  dir: string;
  databaseUrl: string;
  redisPrefix: string;
  env: Record<string, string>;
  apps: AppProcess[];
  /** nginx in front of every app. */
  front: string;
  startApp(index: number): Promise<AppProcess>;
  kill(app: AppProcess): Promise<void>;
  /** The last lines of a process's log, for a failure message. */
  tail(app: AppProcess, lines?: number): Promise<string>;
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  redis: Redis;
  stop(): Promise<void>;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(
    `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`,
  );
}

export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
  graceMs = 5_000,
) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const hard = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill(signal);
  });
}

export function spawnTracked(
  command: string,
  args: string[],
  opts: { env?: Record<string, string>; log: string; cwd?: string },
): ChildProcess {
  const out = createWriteStream(opts.log, { flags: "a" });
  const child = spawn(command, args, {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export async function startCluster(opts: {
  processes: number;
  env?: Record<string, string>;
  /** Extra deployment pieces (object storage, nginx) set up before the apps start. */
  before?: (cluster: { dir: string; env: Record<string, string> }) => Promise<{
    env?: Record<string, string>;
    stop?: () => Promise<void>;
  }>;
  /** nginx in front of the apps' ports; returns its URL and how to stop it. */
  front: (
    ports: number[],
    dir: string,
    port: number,
  ) => Promise<{ url: string; stop: () => Promise<void> }>;
}): Promise<Cluster> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const dir = await mkdtemp(path.join(tmpdir(), "triphive-scale-"));
  const dbName = `triphive_scale_${id}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  const redisPrefix = `triphive-scale-${id}:`;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const stops: (() => Promise<void>)[] = [];

  const ports: number[] = [];
  for (let i = 0; i < opts.processes; i++) ports.push(await freePort());
  const frontPort = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: `http://127.0.0.1:${frontPort}`,
    SEED: "auto",
    SEED_SCALE: "small",
    JOBS_POLL_MS: "300",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "loopback",
    PAYMENT_SANDBOX_CHAOS: "off",
    SIGN_UP_PER_IP_PER_HOUR: "1000",
    CHAT_SEND_PER_MINUTE: "100000",
    ...opts.env,
  };
  const extra = await opts.before?.({ dir, env });
  if (extra?.stop) stops.push(extra.stop);
  Object.assign(env, extra?.env);

  const apps: AppProcess[] = [];
  async function startApp(index: number): Promise<AppProcess> {
    const port = ports[index] as number;
    const dataDir = path.join(dir, `p${index}`);
    await mkdir(dataDir, { recursive: true });
    const log = path.join(dir, `p${index}.log`);
    const started = performance.now();
    const child = spawnTracked(process.execPath, [MAIN_JS], {
      env: { ...env, PORT: String(port), DATA_DIR: dataDir },
      log,
    });
    let exited: string | null = null;
    child.once("exit", (code, signal) => {
      exited = `exited (${code ?? signal})`;
    });
    const appUrl = `http://127.0.0.1:${port}`;
    await waitFor(
      `process ${index} to serve /healthz`,
      async () => {
        if (exited) throw new Error(`process ${index} ${exited}: ${await readFile(log, "utf8")}`);
        const res = await fetch(`${appUrl}/healthz`).catch(() => null);
        return res?.status === 200;
      },
      180_000,
      100,
    ).catch(async (error: unknown) => {
      await stopChild(child, "SIGKILL");
      throw error;
    });
    const app = { index, port, url: appUrl, child, log, readyMs: performance.now() - started };
    apps[index] = app;
    return app;
  }

  const cluster: Cluster = {
    dir,
    databaseUrl,
    redisPrefix,
    env,
    apps,
    front: "",
    startApp,
    kill: (app) => stopChild(app.child, "SIGKILL"),
    tail: async (app, lines = 40) =>
      (await readFile(app.log, "utf8").catch(() => "")).split("\n").slice(-lines).join("\n"),
    async query(text, values) {
      return (await pool.query(text, values)).rows;
    },
    redis,
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => {});
      await Promise.all(apps.map((app) => stopChild(app.child)));
      await pool.end().catch(() => {});
      // Only this deployment's keys: the Redis is shared with everyone on the machine.
      const keys = await redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
      if (keys.length) await redis.del(...keys).catch(() => {});
      redis.disconnect();
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dbName} with (force)`);
      await dropper.end();
      if (!process.env.SCALE_KEEP_DIR) await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    // All at the same instant on an empty database: one migrates and seeds, the others wait
    // for the start-up lock and find the work done (decision 0195).
    await Promise.all(ports.map((_, i) => startApp(i)));
    // The front's port was reserved before the apps started: PUBLIC_URL names it.
    const front = await opts.front(ports, dir, frontPort);
    stops.push(front.stop);
    cluster.front = front.url;
  } catch (error) {
    await cluster.stop().catch(() => {});
    throw error;
  }
  return cluster;
}
