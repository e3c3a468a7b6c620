import { describe, expect, it } from "vitest";
import { holdStartupLock } from "./startup-lock";

// Decision 0195: processes starting together on one PostgreSQL database migrate and seed one
// after the other. Two holders here stand for two processes: their work never interleaves.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("the start-up lock", () => {
  it("lets one process at a time through, and the next once the first lets go", async () => {
    const steps: string[] = [];
    const start = async (name: string) => {
      const release = await holdStartupLock(url);
      steps.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      steps.push(`${name} out`);
      await release();
    };
    await Promise.all([start("a"), start("b"), start("c")]);
    for (let i = 0; i < steps.length; i += 2) {
      const name = steps[i]?.split(" ")[0];
      expect(steps.slice(i, i + 2)).toEqual([`${name} in`, `${name} out`]);
    }
    expect(steps).toHaveLength(6);
  });

  it("holds nothing without a database URL (PGlite)", async () => {
    const release = await holdStartupLock(undefined);
    await expect(release()).resolves.toBeUndefined();
  });
});
