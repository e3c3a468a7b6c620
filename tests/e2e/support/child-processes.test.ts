import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  endAllProcesses,
  endProcess,
  killRecordedProcesses,
  spawnTracked,
} from "./child-processes";

// A server stand-in that ignores SIGTERM (like one stuck in a start) and has a child of its own.
const STUBBORN = `
  process.on("SIGTERM", () => {});
  require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  console.log("ready");
  setInterval(() => {}, 1000);
`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startStubborn() {
  const proc = spawnTracked(process.execPath, ["-e", STUBBORN], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  await new Promise((resolve) => proc.stdout?.once("data", resolve));
  return proc;
}

/** Waits until the PID is gone; up to a minute, which only a process that stays alive needs. */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 600 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

afterEach(async () => {
  await endAllProcesses();
  delete process.env.E2E_CHILD_PIDS_DIR;
});

describe("e2e child processes", () => {
  it("ends a child that ignores SIGTERM, with its own children", async () => {
    const proc = await startStubborn();
    const pid = proc.pid as number;
    await endProcess(proc, 300);
    expect(await gone(pid)).toBe(true);
    // The whole group went: nothing is left with the child's process group id.
    expect(() => process.kill(-pid, 0)).toThrow();
  });

  it("records each child's PID and the teardown kills those still running, only those", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "triphive-pids-test-")), "pids");
    process.env.E2E_CHILD_PIDS_DIR = dir;
    const lost = await startStubborn();
    const ended = await startStubborn();
    await endProcess(ended, 300);
    expect(readdirSync(dir)).toEqual([String(lost.pid)]);
    // A PID recorded for another command line (recycled since) is left alone: this process.
    writeFileSync(path.join(dir, String(process.pid)), "some-other-program\0");

    expect(killRecordedProcesses(dir)).toBe(1);
    expect(await gone(lost.pid as number)).toBe(true);
    expect(alive(process.pid)).toBe(true);
  });
});
