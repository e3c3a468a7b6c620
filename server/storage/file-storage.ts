import { randomBytes } from "node:crypto";
import type { StorageSetup } from "../config";
import type { Logger } from "../lib/logger";
import { createLocalStorage } from "./local-storage";

/**
 * Where uploaded bytes live (trip documents, chat files, vouchers, CVs): DATA_DIR/uploads on
 * the embedded defaults, an S3-compatible bucket when STORAGE_URL is set (decisions 0021, 0196).
 * Names are chosen here, never by a client; a name read back from a row is checked again
 * before it reaches a path or a key.
 */
export interface FileStorage {
  /** Stores the bytes under a new server-chosen name and returns that name. */
  put(bytes: Uint8Array, ext: string): Promise<string>;
  /** The whole file, or null when there is none by that name. */
  get(name: string): Promise<Uint8Array | null>;
  /**
   * The file's size and a stream of it, for an HTTP answer that passes it through without
   * holding it whole; null when there is none. The body opens the file on its first read, so an
   * answer sent without it (HEAD, a client gone before the first byte) holds nothing open.
   */
  stream(name: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  remove(name: string): Promise<void>;
}

export interface StoredFile {
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** A stored name that is not one of ours: refused before it touches a disk or a bucket. */
export class StoredNameError extends Error {
  override name = "StoredNameError";
}

const NAME = /^[a-z0-9]{32}\.[a-z]{2,4}$/;
const EXT = /^[a-z]{2,4}$/;

export function isStoredName(name: string): boolean {
  return NAME.test(name);
}

/** 128 random bits and the sniffed extension. */
export function newStoredName(ext: string): string {
  if (!EXT.test(ext)) throw new StoredNameError("invalid stored file extension");
  return `${randomBytes(16).toString("hex")}.${ext}`;
}

/**
 * Where a name lives below the storage's root: `ab/abcd….pdf`, on disk and in the bucket
 * alike, so a directory copied by any tool lands where the app looks.
 */
export function storedPath(name: string): string {
  if (!NAME.test(name)) throw new StoredNameError("invalid stored file name");
  return `${name.slice(0, 2)}/${name}`;
}

/**
 * The storage STORAGE_URL asks for; the S3 SDK is loaded only when it is used. A bucket that
 * does not answer at start is logged, not fatal: pages that need no file keep being served
 * while it comes back (decision 0196).
 */
export async function createFileStorage(
  setup: StorageSetup,
  deps: { logger: Pick<Logger, "error"> },
): Promise<FileStorage> {
  if (setup.kind === "local") return createLocalStorage(setup.dir);
  const { createS3Storage } = await import("./s3-storage");
  const storage = createS3Storage({ ...setup, logger: deps.logger });
  await storage.check().catch(() => {
    deps.logger.error(
      { bucket: setup.location.bucket, endpoint: setup.location.endpoint ?? "aws" },
      "the uploads bucket does not answer: uploads and downloads fail until it does",
    );
  });
  return storage;
}

/** Bytes already in memory as a one-chunk stream (a copy: the reader may keep or change it). */
export function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes.slice());
      controller.close();
    },
  });
}

/**
 * A body that opens its source on the first read and lets go of it on cancel. A body that is
 * dropped unread (Hono answers HEAD by discarding it; the Node adapter skips a body whose client
 * already left) would otherwise hold an open file or one of the S3 client's pooled connections
 * for ever: 50 HEADs stalled every later download (decision 0196).
 */
export function lazyStream(
  open: () => Promise<ReadableStream<Uint8Array>>,
): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          reader ??= (await open()).getReader();
          if (cancelled) {
            await reader.cancel();
            return;
          }
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel(reason) {
        cancelled = true;
        await reader?.cancel(reason);
      },
    },
    // Nothing is read ahead: pull runs only when the consumer asks for a chunk.
    { highWaterMark: 0 },
  );
}
