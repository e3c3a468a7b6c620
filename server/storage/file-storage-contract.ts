import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type FileStorage, isStoredName, type StoredFile, StoredNameError } from "./file-storage";

// What every FileStorage promises, whatever keeps the bytes (decision 0196). Run against each
// adapter by file-storage.test.ts; a new adapter passes this before it is used.

const PDF_HEAD = new TextEncoder().encode("%PDF-1.7\n");

export function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  // Random, so a chunk served twice or out of order cannot compare equal by chance.
  bytes.set(randomBytes(size));
  bytes.set(PDF_HEAD.subarray(0, Math.min(size, PDF_HEAD.length)));
  return bytes;
}

export async function chunksOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  return chunks;
}

export async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(Buffer.concat(await chunksOf(body)));
}

/** The stream of a file the test just stored: null fails the test here. */
export async function opened(storage: FileStorage, name: string): Promise<StoredFile> {
  const file = await storage.stream(name);
  if (!file) throw new Error(`${name} is missing`);
  return file;
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const NEVER_STORED = `${"0".repeat(32)}.pdf`;
const BAD_NAMES = [
  "../../etc/passwd",
  `../${"a".repeat(32)}.pdf`,
  `${"a".repeat(32)}.pdf/..`,
  `${"A".repeat(32)}.pdf`,
  `${"a".repeat(31)}.pdf`,
  `${"a".repeat(32)}.toolong`,
  `${"a".repeat(32)}`,
  "",
];

export function fileStorageContract(
  kind: string,
  storage: () => FileStorage,
  options: { timeout?: number } = {},
) {
  describe(`FileStorage contract: ${kind}`, { timeout: options.timeout ?? 60_000 }, () => {
    it("stores bytes under a new server-chosen name and gives them back whole and streamed", async () => {
      const bytes = pdfOf(1_000);
      const name = await storage().put(bytes, "pdf");
      expect(isStoredName(name)).toBe(true);
      expect(name.endsWith(".pdf")).toBe(true);
      expect(await storage().get(name)).toEqual(bytes);
      const file = await opened(storage(), name);
      expect(file.size).toBe(1_000);
      expect(await readAll(file.body)).toEqual(bytes);
      // The same bytes again are another file, under another name.
      const again = await storage().put(bytes, "pdf");
      expect(again).not.toBe(name);
    });

    it("keeps what was put, even when the caller's buffer changes afterwards", async () => {
      const bytes = pdfOf(64);
      const copy = bytes.slice();
      const name = await storage().put(bytes, "png");
      bytes.fill(0);
      expect(await storage().get(name)).toEqual(copy);
    });

    it("removes a file, after which it is missing; removing twice is no error", async () => {
      const name = await storage().put(pdfOf(10), "jpg");
      await storage().remove(name);
      expect(await storage().get(name)).toBeNull();
      expect(await storage().stream(name)).toBeNull();
      await expect(storage().remove(name)).resolves.toBeUndefined();
    });

    it("answers null for a well-formed name it never stored", async () => {
      expect(await storage().get(NEVER_STORED)).toBeNull();
      expect(await storage().stream(NEVER_STORED)).toBeNull();
      await expect(storage().remove(NEVER_STORED)).resolves.toBeUndefined();
    });

    it("refuses a name or extension that is not one of its own, before touching anything", async () => {
      for (const name of BAD_NAMES) {
        await expect(storage().get(name), name).rejects.toThrow(StoredNameError);
        await expect(storage().stream(name), name).rejects.toThrow(StoredNameError);
        await expect(storage().remove(name), name).rejects.toThrow(StoredNameError);
      }
      for (const ext of ["", "PDF", "p", "pdf/../x", "../pdf", "toolong", "pd f"]) {
        await expect(storage().put(pdfOf(10), ext), ext).rejects.toThrow(StoredNameError);
      }
    });

    it("stores and streams a 5 MB file byte for byte", async () => {
      const bytes = pdfOf(5 * 1024 * 1024);
      const name = await storage().put(bytes, "pdf");
      const file = await opened(storage(), name);
      expect(file.size).toBe(bytes.byteLength);
      const streamed = await readAll(file.body);
      expect(streamed.byteLength).toBe(bytes.byteLength);
      expect(sha(streamed)).toBe(sha(bytes));
      expect(sha((await storage().get(name)) ?? new Uint8Array())).toBe(sha(bytes));
      await storage().remove(name);
    });

    it("lets a reader stop half way, and serves the file again afterwards", async () => {
      const bytes = pdfOf(1024 * 1024);
      const name = await storage().put(bytes, "pdf");
      const reader = (await opened(storage(), name)).body.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      await reader.cancel();
      expect(sha((await storage().get(name)) ?? new Uint8Array())).toBe(sha(bytes));
    });

    it("holds nothing open for a body never read: 60 dropped, and the file still serves", async () => {
      // An answer sent without its body (HEAD) drops it unread. Opened eagerly, each would keep
      // a pooled S3 connection (50 by default) or a file handle, and the next read would wait.
      const bytes = pdfOf(200_000);
      const name = await storage().put(bytes, "pdf");
      for (let i = 0; i < 60; i++) expect((await opened(storage(), name)).size).toBe(200_000);
      expect(sha(await readAll((await opened(storage(), name)).body))).toBe(sha(bytes));
    });

    it("keeps concurrent puts apart: every file under its own name with its own bytes", async () => {
      const files = Array.from({ length: 16 }, (_, i) => pdfOf(10_000 + i * 997));
      const names = await Promise.all(files.map((bytes) => storage().put(bytes, "pdf")));
      expect(new Set(names).size).toBe(files.length);
      const back = await Promise.all(names.map((name) => storage().get(name)));
      back.forEach((bytes, i) => {
        expect(bytes && sha(bytes), names[i]).toBe(sha(files[i] as Uint8Array));
      });
    });
  });
}
