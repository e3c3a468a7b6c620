import { type FileHandle, mkdir, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  bytesStream,
  type FileStorage,
  lazyStream,
  newStoredName,
  type StoredFile,
  storedPath,
} from "./file-storage";

const CHUNK_BYTES = 64 * 1024;

/** Files under `dir` (DATA_DIR/uploads): the embedded default, one machine only. */
export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (name: string) => path.join(dir, storedPath(name));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    async put(bytes, ext) {
      const name = newStoredName(ext);
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: "wx" });
      return name;
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(fileOf(name)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(name) {
      const file = fileOf(name);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return { size, body: lazyStream(async () => fileBody(await open(file, "r"))) };
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

/** Reads an open file in chunks as the consumer asks for them; closes it at the end or on cancel. */
function fileBody(handle: FileHandle): ReadableStream<Uint8Array> {
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = new Uint8Array(CHUNK_BYTES);
          const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
          if (bytesRead === 0) {
            await close();
            controller.close();
            return;
          }
          controller.enqueue(chunk.subarray(0, bytesRead));
        } catch (error) {
          await close().catch(() => {});
          controller.error(error);
        }
      },
      async cancel() {
        await close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Keeps files in memory: tests and API-only apps. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  const read = (name: string) => files.get(storedPath(name)) ?? null;
  return {
    async put(bytes, ext) {
      const name = newStoredName(ext);
      // A copy: the caller's buffer may be reused after the put.
      files.set(storedPath(name), bytes.slice());
      return name;
    },
    async get(name) {
      return read(name)?.slice() ?? null;
    },
    async stream(name): Promise<StoredFile | null> {
      const bytes = read(name);
      if (!bytes) return null;
      return { size: bytes.byteLength, body: bytesStream(bytes) };
    },
    async remove(name) {
      files.delete(storedPath(name));
    },
  };
}
