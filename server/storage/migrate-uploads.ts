import { readdir, readFile, rmdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { isStoredName } from "./file-storage";
import type { S3FileStorage } from "./s3-storage";

// `npm run storage:migrate` (decision 0196): copies every upload kept on this machine's disk
// (DATA_DIR/uploads/ab/<name>) to the bucket under the same name, so the rows that name it
// keep working. Safe to run again and again: what the bucket already has is skipped, and the
// local copy is removed only when asked and only once the bucket holds the same number of bytes.

export interface MigrationReport {
  /** Copied to the bucket now. */
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** In the bucket with another size: left alone on both sides, for a person to look at. */
  conflicts: string[];
  /** Files that are not uploads (another name, another place): never copied, never deleted. */
  ignored: string[];
  /** Local copies removed (--delete-local). */
  deleted: number;
  /** Files whose copy failed (the error is in `onEvent`). */
  failed: string[];
}

export type MigrationEvent =
  | { kind: "copied" | "skipped" | "deleted"; file: string; bytes: number }
  | { kind: "conflict"; file: string; local: number; remote: number }
  | { kind: "ignored"; file: string }
  | { kind: "failed"; file: string; error: unknown };

export interface MigrationOptions {
  /** DATA_DIR/uploads */
  from: string;
  to: Pick<S3FileStorage, "sizeOf" | "putNamed">;
  deleteLocal?: boolean;
  /** Files copied at once. */
  concurrency?: number;
  onEvent?: (event: MigrationEvent) => void;
}

export async function migrateUploads(options: MigrationOptions): Promise<MigrationReport> {
  const { from, to, deleteLocal = false, concurrency = 4, onEvent = () => {} } = options;
  const report: MigrationReport = {
    copied: 0,
    skipped: 0,
    conflicts: [],
    ignored: [],
    deleted: 0,
    failed: [],
  };
  const uploads: { file: string; name: string }[] = [];
  const ignore = (file: string) => {
    report.ignored.push(file);
    onEvent({ kind: "ignored", file });
  };
  for (const entry of await entriesOf(from)) {
    const shard = path.join(from, entry.name);
    if (!entry.isDirectory() || !/^[a-z0-9]{2}$/.test(entry.name)) {
      ignore(entry.name);
      continue;
    }
    for (const inner of await entriesOf(shard)) {
      const relative = `${entry.name}/${inner.name}`;
      // Only what the app could have written there: its name rule, in its own shard.
      if (inner.isFile() && isStoredName(inner.name) && inner.name.startsWith(entry.name)) {
        uploads.push({ file: path.join(shard, inner.name), name: inner.name });
      } else {
        ignore(relative);
      }
    }
  }

  const removeLocal = async (file: string, bytes: number) => {
    if (!deleteLocal) return;
    await unlink(file);
    report.deleted += 1;
    onEvent({ kind: "deleted", file: relativeTo(from, file), bytes });
    // The shard's directory goes with its last file; one still holding files stays.
    await rmdir(path.dirname(file)).catch(() => {});
  };

  const migrateOne = async ({ file, name }: { file: string; name: string }) => {
    const shown = relativeTo(from, file);
    try {
      const local = (await stat(file)).size;
      const remote = await to.sizeOf(name);
      if (remote === null) {
        await to.putNamed(name, new Uint8Array(await readFile(file)));
        // Counted only once the bucket answers with the whole file.
        const stored = await to.sizeOf(name);
        if (stored !== local) throw new Error(`the bucket holds ${stored} bytes, not ${local}`);
        report.copied += 1;
        onEvent({ kind: "copied", file: shown, bytes: local });
      } else if (remote === local) {
        report.skipped += 1;
        onEvent({ kind: "skipped", file: shown, bytes: local });
      } else {
        report.conflicts.push(shown);
        onEvent({ kind: "conflict", file: shown, local, remote });
        return;
      }
      await removeLocal(file, local);
    } catch (error) {
      report.failed.push(shown);
      onEvent({ kind: "failed", file: shown, error });
    }
  };

  // A few at a time: uploads are at most 5 MB each, and the bucket is a network away.
  let next = 0;
  const worker = async () => {
    for (let item = uploads[next++]; item; item = uploads[next++]) await migrateOne(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}

async function entriesOf(dir: string) {
  try {
    return (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function relativeTo(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join("/");
}
