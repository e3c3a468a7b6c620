import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../testing/s3-server";
import { createFileStorage, type FileStorage } from "./file-storage";
import { chunksOf, fileStorageContract, opened, pdfOf, readAll } from "./file-storage-contract";
import { createLocalStorage, createMemoryStorage } from "./local-storage";
import { createS3Storage, type S3FileStorage } from "./s3-storage";

// The one FileStorage contract against each adapter: the disk, memory, and S3 through a real
// S3-compatible server (scripts/s3-server.mjs, s3rver) started for this file (decision 0196).

const HOOK_TIMEOUT = 120_000;
const logged: { level: string; line: Record<string, unknown> }[] = [];
const logger = {
  error(line: Record<string, unknown>) {
    logged.push({ level: "error", line });
  },
};

let dir: string;
let local: FileStorage;
const memory = createMemoryStorage();
let server: TestS3Server;
let s3: S3FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "triphive-uploads-"));
  local = createLocalStorage(dir);
  server = await startTestS3Server();
  s3 = createS3Storage({ ...server.setup("contract/uploads"), logger });
}, HOOK_TIMEOUT);

afterAll(async () => {
  s3?.close();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, HOOK_TIMEOUT);

fileStorageContract("local disk", () => local);
fileStorageContract("memory", () => memory);
fileStorageContract("S3", () => s3);

describe("local disk", () => {
  it("keeps a file at <dir>/<first two letters>/<name>", async () => {
    const bytes = pdfOf(100);
    const name = await local.put(bytes, "pdf");
    const file = path.join(dir, name.slice(0, 2), name);
    expect(new Uint8Array(await readFile(file))).toEqual(bytes);
  });

  it("streams a file in chunks of at most 64 KiB", async () => {
    const name = await local.put(pdfOf(300 * 1024), "pdf");
    const sizes = (await chunksOf((await opened(local, name)).body)).map((c) => c.byteLength);
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(64 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(300 * 1024);
  });
});

describe("S3", { timeout: 60_000 }, () => {
  it("keeps files under the URL's prefix, apart from another prefix of the same bucket", async () => {
    const bytes = pdfOf(100);
    const name = await s3.put(bytes, "pdf");
    expect(await s3.sizeOf(name)).toBe(100);
    const other = createS3Storage({ ...server.setup("someone-else"), logger });
    try {
      expect(await other.get(name)).toBeNull();
      await other.putNamed(name, pdfOf(7));
      expect(await other.sizeOf(name)).toBe(7);
      expect(await s3.get(name)).toEqual(bytes);
    } finally {
      other.close();
    }
  });

  it("throws and logs, rather than answering 'missing', when the bucket itself is wrong", async () => {
    const setup = server.setup("x");
    const wrong = createS3Storage({
      ...setup,
      location: { ...setup.location, bucket: "no-such-bucket" },
      logger,
    });
    try {
      logged.length = 0;
      await expect(wrong.get(`${"a".repeat(32)}.pdf`)).rejects.toThrow();
      await expect(wrong.put(pdfOf(10), "pdf")).rejects.toThrow();
      await expect(wrong.check()).rejects.toThrow();
      expect(logged.map((l) => l.line.op)).toEqual(["get", "put", "check"]);
      expect(logged[0]?.line).toMatchObject({ bucket: "no-such-bucket", status: 404 });
    } finally {
      wrong.close();
    }
  });

  it("throws and logs when the credentials are refused", async () => {
    const setup = server.setup("x");
    const refused = createS3Storage({
      ...setup,
      credentials: { accessKeyId: "nobody", secretAccessKey: "wrong" },
      logger,
    });
    try {
      logged.length = 0;
      await expect(refused.get(`${"a".repeat(32)}.pdf`)).rejects.toThrow();
      expect(logged[0]?.line).toMatchObject({ op: "get", status: 403 });
      // The secret is not in what was logged.
      expect(JSON.stringify(logged)).not.toContain("wrong");
    } finally {
      refused.close();
    }
  });

  it("is what createFileStorage builds for an s3 setup, and local disk otherwise", async () => {
    const built = await createFileStorage(server.setup("factory"), { logger });
    const name = await built.put(pdfOf(20), "png");
    expect(await s3.get(name)).toBeNull();
    expect((await built.get(name))?.byteLength).toBe(20);
    (built as S3FileStorage).close();
    const disk = await createFileStorage({ kind: "local", dir }, { logger });
    const onDisk = await disk.put(pdfOf(5), "pdf");
    expect(existsSync(path.join(dir, onDisk.slice(0, 2), onDisk))).toBe(true);
  });

  it("logs at start, and does not throw, when the bucket does not answer", async () => {
    const setup = server.setup("x");
    logged.length = 0;
    const built = await createFileStorage(
      { ...setup, location: { ...setup.location, bucket: "missing-bucket" } },
      { logger },
    );
    expect(logged.map((l) => l.line.bucket)).toContain("missing-bucket");
    (built as S3FileStorage).close();
  });
});

describe("a stored file's stream", () => {
  it("is read by a Response as it is by the app's download answer", async () => {
    const bytes = pdfOf(200_000);
    const name = await s3.put(bytes, "pdf");
    const res = new Response((await opened(s3, name)).body);
    // Buffer comparison: toEqual walks a large array element by element.
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Buffer.from(await readAll((await opened(s3, name)).body)).equals(bytes)).toBe(true);
  });
});
