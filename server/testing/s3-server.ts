import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorageSetup } from "../config";

const SCRIPT = fileURLToPath(new URL("../../scripts/s3-server.mjs", import.meta.url));
/** s3rver's fixed credentials. */
export const TEST_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
export const TEST_S3_BUCKET = "triphive";

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  pid: number;
  /** The storage setup for a prefix of the test bucket, as config.ts would build it. */
  setup(prefix: string): Extract<StorageSetup, { kind: "s3" }>;
  /** Stops the server by its PID (SIGTERM, then SIGKILL) and removes its directory. */
  stop(): Promise<void>;
}

/**
 * `scripts/s3-server.mjs` as a child process on a free port, in a temporary directory: the
 * S3-compatible server the object storage tests run against. Tied to this process's life
 * through its stdin as well, so a crashed test run leaves no server behind.
 */
export async function startTestS3Server(timeoutMs = 60_000): Promise<TestS3Server> {
  const dir = await mkdtemp(path.join(tmpdir(), "triphive-s3-"));
  const child = spawn(
    process.execPath,
    [SCRIPT, "--port", "0", "--dir", dir, "--bucket", TEST_S3_BUCKET, "--exit-with-stdin"],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  const stop = async () => {
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const endpoint = await readyLine(child, timeoutMs);
    return {
      endpoint,
      pid: child.pid as number,
      setup: (prefix) => ({
        kind: "s3",
        location: {
          bucket: TEST_S3_BUCKET,
          prefix: prefix ? `${prefix.replace(/\/+$/, "")}/` : "",
          endpoint,
          region: "us-east-1",
          forcePathStyle: true,
        },
        credentials: TEST_S3_CREDENTIALS,
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readyLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(
      () => reject(new Error(`s3-server not ready in ${timeoutMs} ms: ${err}`)),
      timeoutMs,
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^ready (http:\/\/\S+)$/m.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3-server exited (${code}) before it was ready: ${err}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid, "SIGTERM");
  const killer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(child.pid, "SIGKILL");
    }
  }, 10_000);
  await exited;
  clearTimeout(killer);
}
