import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSessionSecret } from "./session-secret";

describe("resolveSessionSecret", () => {
  it("uses the configured secret and writes nothing", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "secret-"));
    expect(await resolveSessionSecret("x".repeat(40), dir)).toBe("x".repeat(40));
    await expect(stat(path.join(dir, "session-secret"))).rejects.toThrow();
  });

  it("generates one secret into DATA_DIR, private to the owner, and keeps it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "secret-"));
    const first = await resolveSessionSecret(undefined, path.join(dir, "nested"));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "nested", "session-secret");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect(await resolveSessionSecret(undefined, path.join(dir, "nested"))).toBe(first);
  });

  it("agrees on one secret when two starts race", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "secret-"));
    const [a, b] = await Promise.all([
      resolveSessionSecret(undefined, dir),
      resolveSessionSecret(undefined, dir),
    ]);
    expect(a).toBe(b);
  });
});
