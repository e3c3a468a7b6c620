import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Every process a spec starts is recorded (one file per PID, holding its command line) in the
// run's directory, E2E_CHILD_PIDS_DIR, and ended whatever the outcome: by the spec's finally
// blocks and afterEach, and, should a worker die or a test time out mid-await, by the global
// teardown. Each child leads its own process group, so its children end with it.

const children = new Set<ChildProcess>();

function pidDir(): string | undefined {
  return process.env.E2E_CHILD_PIDS_DIR;
}

function cmdlineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}

/** spawn(), recorded, in a process group of its own. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const proc = spawn(command, args, { ...options, detached: true });
  const pid = proc.pid;
  if (pid === undefined) return proc;
  children.add(proc);
  const dir = pidDir();
  const file = dir ? path.join(dir, String(pid)) : undefined;
  if (file && dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, cmdlineOf(pid) ?? "");
  }
  proc.once("exit", () => {
    children.delete(proc);
    if (file) rmSync(file, { force: true });
  });
  return proc;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the child's group; SIGKILL after `graceMs` if it is still there. */
export async function endProcess(proc: ChildProcess, graceMs = 10_000): Promise<void> {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  signalGroup(proc.pid, "SIGTERM");
  const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), graceMs));
  if ((await Promise.race([exited, timer])) === "late") {
    signalGroup(proc.pid, "SIGKILL");
    await exited;
  }
}

/** Ends every child this worker started and has not seen exit. */
export async function endAllProcesses(): Promise<void> {
  await Promise.all([...children].map((proc) => endProcess(proc)));
}

/**
 * For the global teardown: kills the groups of recorded PIDs still alive whose command line
 * is still the one recorded (a PID the system has since given to another program is left
 * alone), then removes the directory.
 */
export function killRecordedProcesses(dir: string | undefined = pidDir()): number {
  if (!dir) return 0;
  let killed = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 1) continue;
    const recorded = readFileSync(path.join(dir, entry), "utf8");
    const current = cmdlineOf(pid);
    if (current === null || (recorded !== "" && current !== recorded)) continue;
    signalGroup(pid, "SIGKILL");
    killed++;
  }
  rmSync(dir, { recursive: true, force: true });
  return killed;
}
