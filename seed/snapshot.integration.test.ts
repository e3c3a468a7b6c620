import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MIGRATIONS_DIR, openDatabase } from "../server/db";
import { snapshotManifest, unpackSeedSnapshot, writeSeedSnapshot } from "./snapshot";

let dir: string;
let bundleFile: string;

const rowsOf = (result: unknown) => (result as { rows: { x: number }[] }).rows;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "triphive-snapshot-"));
  bundleFile = path.join(dir, "main.js");
  await writeFile(bundleFile, "// the bundle that built the snapshot\n");
  // A database with one row, dumped the way `npm run build` dumps the seeded one.
  const source = await openDatabase({ driver: "pglite" });
  await source.db.execute(sql`create table t (x int)`);
  await source.db.execute(sql`insert into t values (42)`);
  const tarball = await source.dumpDataDir?.();
  await source.close();
  if (!tarball) throw new Error("PGlite did not dump");
  await writeSeedSnapshot(dir, tarball, await snapshotManifest(bundleFile, MIGRATIONS_DIR));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("seed snapshot", () => {
  it("is unpacked into a fresh data directory that PGlite opens with its rows", async () => {
    const into = path.join(dir, "data-1", "pg");
    const snapshot = vi.fn((target: string) =>
      unpackSeedSnapshot({
        dir,
        bundleFile,
        migrationsDir: MIGRATIONS_DIR,
        scale: "default",
        into: target,
      }),
    );
    const first = await openDatabase({ driver: "pglite", dir: into, snapshot });
    expect(rowsOf(await first.db.execute(sql`select x from t`))).toEqual([{ x: 42 }]);
    await first.db.execute(sql`insert into t values (43)`);
    await first.close();
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(existsSync(`${into}.unpacking`)).toBe(false);

    // An existing database is opened as it is: the snapshot is not asked again.
    const again = await openDatabase({ driver: "pglite", dir: into, snapshot });
    expect(rowsOf(await again.db.execute(sql`select x from t order by x`))).toEqual([
      { x: 42 },
      { x: 43 },
    ]);
    await again.close();
    expect(snapshot).toHaveBeenCalledTimes(1);
  });

  it("is refused by another bundle and at another scale", async () => {
    const into = path.join(dir, "data-2", "pg");
    const other = path.join(dir, "other.js");
    await writeFile(other, "// another build\n");
    const options = { dir, migrationsDir: MIGRATIONS_DIR, into };
    expect(await unpackSeedSnapshot({ ...options, bundleFile: other, scale: "default" })).toBe(
      false,
    );
    expect(await unpackSeedSnapshot({ ...options, bundleFile, scale: "small" })).toBe(false);
    expect(existsSync(into)).toBe(false);
  });

  it("leaves no database behind when the unpacking fails", async () => {
    const broken = await mkdtemp(path.join(tmpdir(), "triphive-snapshot-broken-"));
    try {
      await writeFile(path.join(broken, "seed-snapshot.tar.gz"), "not a tarball");
      await writeFile(
        path.join(broken, "seed-snapshot.json"),
        JSON.stringify(await snapshotManifest(bundleFile, MIGRATIONS_DIR)),
      );
      const into = path.join(broken, "pg");
      await expect(
        unpackSeedSnapshot({
          dir: broken,
          bundleFile,
          migrationsDir: MIGRATIONS_DIR,
          scale: "default",
          into,
        }),
      ).rejects.toThrow();
      expect(existsSync(into)).toBe(false);
      expect(existsSync(`${into}.unpacking`)).toBe(false);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
