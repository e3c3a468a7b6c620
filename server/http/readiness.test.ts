import { describe, expect, it } from "vitest";
import { createReadinessCheck } from "./readiness";

describe("createReadinessCheck", () => {
  it("asks the database at most once per second and reuses the answer", async () => {
    let t = 0;
    let pings = 0;
    let up = true;
    const check = createReadinessCheck(
      async () => {
        pings += 1;
        if (!up) throw new Error("down");
      },
      { now: () => t },
    );
    expect(await Promise.all([check(), check(), check()])).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(pings).toBe(1);
    up = false;
    t = 999;
    expect((await check()).ok).toBe(true);
    t = 1_000;
    expect((await check()).ok).toBe(false);
    expect(pings).toBe(2);
  });
});
