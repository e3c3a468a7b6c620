import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { io as connect, type Socket } from "socket.io-client";
import { REALTIME_PATH } from "../../common/realtime";
import { signRealtimeToken } from "../modules/realtime/realtime-token";
import type { RealtimeFixture } from "./realtime-process";

// Starting and stopping realtime server processes (server/testing/realtime-process.ts) for the
// reliability and two-process tests and bench/realtime.ts. Every child is tracked by its PID.

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "realtime-process.ts");
const children = new Set<ChildProcess>();

export async function stopAllRealtimeProcesses() {
  for (const child of [...children]) await stopProcess(child);
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function startRealtimeProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; fixture: RealtimeFixture }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", FIXTURE], {
      env: { ...process.env, LOG_LEVEL: "error", SEED: "off", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.add(child);
    child.once("exit", () => children.delete(child));
    let out = "";
    const timer = setTimeout(() => reject(new Error("the server did not start")), 180_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("READY "));
      if (line) {
        clearTimeout(timer);
        resolve({ child, fixture: JSON.parse(line.slice(6)) as RealtimeFixture });
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

export function realtimeClient(url: string, userId: string, type: string, secret: string): Socket {
  return connect(url, {
    path: REALTIME_PATH,
    transports: ["websocket"],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
    auth: (cb) =>
      cb({ token: signRealtimeToken(secret, { userId, type, subAccountId: null }).token }),
  });
}
