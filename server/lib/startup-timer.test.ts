import { describe, expect, it } from "vitest";
import { startupTimer } from "./startup-timer";

describe("startupTimer", () => {
  it("adds up each phase, failed ones too, and reports the total since the process started", async () => {
    let clock = 1_000;
    const timer = startupTimer(() => clock);
    await timer.phase("migrate", async () => {
      clock += 250;
    });
    await expect(
      timer.phase("seed", async () => {
        clock += 40;
        throw new Error("no seed");
      }),
    ).rejects.toThrow("no seed");
    await timer.phase("migrate", async () => {
      clock += 10;
    });
    expect(timer.done()).toEqual({ "load modules": 1_000, migrate: 260, seed: 40, total: 1_300 });
  });
});
