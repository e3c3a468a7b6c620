import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded bytes live. Embedded: a directory; production: an S3-compatible adapter. */
export interface FileStorage {
  /** Stores the bytes under a server-chosen name and returns that name. */
  put(bytes: Uint8Array, ext: string): Promise<string>;
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
}

const NAME = /^[a-z0-9]{32}\.[a-z]{2,4}$/;

export function createLocalStorage(dir: string): FileStorage {
  const resolve = (name: string) => {
    // Names are ours, but a stored row is still checked before it touches the file system.
    if (!NAME.test(name)) throw new Error("invalid stored file name");
    return path.join(dir, name.slice(0, 2), name);
  };
  return {
    async put(bytes, ext) {
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      const file = resolve(name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: "wx" });
      return name;
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(resolve(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(resolve(name), { force: true });
    },
  };
}

/** Keeps files in memory: tests and API-only apps. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(bytes, ext) {
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      files.set(name, bytes);
      return name;
    },
    async get(name) {
      return files.get(name) ?? null;
    },
    async remove(name) {
      files.delete(name);
    },
  };
}
