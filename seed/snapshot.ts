import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { DEFAULT_SEED, type SeedScale } from "./seed";

/**
 * The seed snapshot (docs/decisions/0137): `npm run build` migrates and seeds an in-memory
 * PGlite with what never depends on the day (the catalogue, the agencies, hotels, the search
 * index, the demo accounts and their agencies) and dumps its data directory next to the
 * bundle. A first start on the embedded defaults unpacks it instead of running initdb, the
 * migrations and the seed; the demo trips, quotes and coupons, dated from today, are still
 * written at start.
 *
 * A snapshot is used only by the bundle that built it, on the PGlite, migrations and scale it
 * was built with (its manifest); anything else seeds as before.
 */

export const SNAPSHOT_SCALE: SeedScale = "default";
const SNAPSHOT_FILE = "seed-snapshot.tar.gz";
const MANIFEST_FILE = "seed-snapshot.json";

export interface SnapshotManifest {
  /** sha256 of the server bundle that built it. */
  bundle: string;
  /** sha256 of the migration files it was migrated with. */
  migrations: string;
  pglite: string;
  scale: SeedScale;
  seed: number;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

async function migrationsHash(migrationsDir: string): Promise<string> {
  const hash = createHash("sha256");
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest("hex");
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return (require(path.join(dir, "package.json")) as { version: string }).version;
}

/** What a snapshot must have been built with to serve this bundle. */
export async function snapshotManifest(
  bundleFile: string,
  migrationsDir: string,
): Promise<SnapshotManifest> {
  return {
    bundle: sha256(await readFile(bundleFile)),
    migrations: await migrationsHash(migrationsDir),
    pglite: pgliteVersion(),
    scale: SNAPSHOT_SCALE,
    seed: DEFAULT_SEED,
  };
}

export async function writeSeedSnapshot(
  dir: string,
  tarball: Blob,
  manifest: SnapshotManifest,
): Promise<void> {
  const file = path.join(dir, SNAPSHOT_FILE);
  // Written whole then renamed: a start never reads half a snapshot.
  await writeFile(`${file}.tmp`, Buffer.from(await tarball.arrayBuffer()));
  await rename(`${file}.tmp`, file);
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The snapshot in `dir` if it was built by `bundleFile` with these migrations for `scale`;
 * undefined otherwise (no build, another build, running from source, another scale).
 */
export async function readSeedSnapshot(options: {
  dir: string;
  bundleFile: string;
  migrationsDir: string;
  scale: SeedScale;
}): Promise<Blob | undefined> {
  if (options.scale !== SNAPSHOT_SCALE) return undefined;
  const manifestFile = path.join(options.dir, MANIFEST_FILE);
  const file = path.join(options.dir, SNAPSHOT_FILE);
  if (!existsSync(manifestFile) || !existsSync(file)) return undefined;
  const stored = JSON.parse(await readFile(manifestFile, "utf8")) as SnapshotManifest;
  const expected = await snapshotManifest(options.bundleFile, options.migrationsDir);
  const same = (Object.keys(expected) as (keyof SnapshotManifest)[]).every(
    (key) => stored[key] === expected[key],
  );
  if (!same) return undefined;
  return new Blob([await readFile(file)]);
}
