import { createHash } from "node:crypto";
import { closeSync, createReadStream, existsSync, openSync, writeSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { createGunzip } from "node:zlib";
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
 * Unpacks the snapshot in `dir` into `into` (an empty or missing directory) if it was built by
 * `bundleFile` with these migrations for `scale`; false otherwise (no build, another build,
 * running from source, another scale). Streams the tarball to disk: PGlite's own loadDataDir
 * unpacks it inside its WebAssembly instance, which then holds ~180 MiB more for its lifetime.
 */
export async function unpackSeedSnapshot(options: {
  dir: string;
  bundleFile: string;
  migrationsDir: string;
  scale: SeedScale;
  into: string;
}): Promise<boolean> {
  if (options.scale !== SNAPSHOT_SCALE) return false;
  const manifestFile = path.join(options.dir, MANIFEST_FILE);
  const file = path.join(options.dir, SNAPSHOT_FILE);
  if (!existsSync(manifestFile) || !existsSync(file)) return false;
  const stored = JSON.parse(await readFile(manifestFile, "utf8")) as SnapshotManifest;
  const expected = await snapshotManifest(options.bundleFile, options.migrationsDir);
  const same = (Object.keys(expected) as (keyof SnapshotManifest)[]).every(
    (key) => stored[key] === expected[key],
  );
  if (!same) return false;
  // Unpacked beside it and renamed into place: an interrupted start leaves no half database.
  const staging = `${options.into}.unpacking`;
  await rm(staging, { recursive: true, force: true });
  try {
    await extractTarGz(file, staging);
    if (existsSync(options.into)) await rmdir(options.into);
    await rename(staging, options.into);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}

const BLOCK = 512;

/** A ustar reader for PGlite's dumps: regular files and directories, nothing else. */
export async function extractTarGz(file: string, into: string): Promise<void> {
  const root = path.resolve(into);
  await mkdir(root, { recursive: true });
  const target = (name: string) => {
    const resolved = path.resolve(root, `.${path.posix.sep}${name}`);
    if (resolved !== root && !resolved.startsWith(root + path.sep))
      throw new Error(`tar entry outside the target: ${name}`);
    return resolved;
  };
  const text = (header: Buffer, from: number, length: number) => {
    const field = header.subarray(from, from + length);
    const end = field.indexOf(0);
    return field.subarray(0, end < 0 ? length : end).toString("utf8");
  };
  let pending: Buffer = Buffer.alloc(0);
  let current: { fd: number; remaining: number } | null = null;
  let skip = 0;
  let ended = false;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let offset = 0;
    for (;;) {
      if (current) {
        const n = Math.min(current.remaining, pending.length - offset);
        if (n > 0) writeSync(current.fd, pending, offset, n);
        offset += n;
        current.remaining -= n;
        if (current.remaining > 0) break;
        closeSync(current.fd);
        current = null;
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length - offset);
        offset += n;
        skip -= n;
        if (skip > 0) break;
      }
      if (ended || pending.length - offset < BLOCK) break;
      const header = pending.subarray(offset, offset + BLOCK);
      offset += BLOCK;
      if (header.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const prefix = text(header, 345, 155);
      const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
      const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
      const type = String.fromCharCode(header[156] ?? 0);
      if (type === "5") {
        await mkdir(target(name), { recursive: true });
      } else if (type === "0" || type === "\0") {
        const to = target(name);
        await mkdir(path.dirname(to), { recursive: true });
        current = { fd: openSync(to, "w"), remaining: size };
        skip = (BLOCK - (size % BLOCK)) % BLOCK;
      } else {
        throw new Error(`tar entry ${name}: unsupported type ${JSON.stringify(type)}`);
      }
    }
    pending = pending.subarray(offset);
  }
  if (current) {
    closeSync(current.fd);
    throw new Error("the snapshot ends inside a file");
  }
  if (!ended) throw new Error("the snapshot ends without its end-of-archive blocks");
}
