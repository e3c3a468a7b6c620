import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageView } from "../../common/chat";
import type { createApp } from "../app";
import {
  insertBackwaterTrails,
  insertDestination,
  sentTestQuote,
} from "../modules/quotes/quotes-test-helpers";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../testing/s3-server";
import { signedInUser } from "../testing/signed-in";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";
import { pdfOf } from "./file-storage-contract";
import { createLocalStorage } from "./local-storage";
import { migrateUploads } from "./migrate-uploads";
import { createS3Storage, type S3FileStorage } from "./s3-storage";

// Issue: an upload through process 1 answered 404 on processes 2 and 3. Two app instances on
// one database, each with its own S3 client on one bucket: what one stores, the other serves,
// to the same people only. Then the uploads migration, as a function and as the command
// (decision 0196).

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const silent = { error() {} };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7, 6, 5]);

let server: TestS3Server;
let database: TestDatabase;
let work: string;
const clients: S3FileStorage[] = [];
let first: ReturnType<typeof createApp>;
let second: ReturnType<typeof createApp>;
let onItsOwnDisk: ReturnType<typeof createApp>;
let services: ReturnType<typeof createTestServices>["services"];
let agent: Awaited<ReturnType<typeof insertBackwaterTrails>>;

const bucketStorage = (prefix: string) => {
  const storage = createS3Storage({ ...server.setup(prefix), logger: silent });
  clients.push(storage);
  return storage;
};

beforeAll(async () => {
  server = await startTestS3Server();
  work = await mkdtemp(path.join(tmpdir(), "triphive-shared-uploads-"));
  database = await createTestDatabase();
  agent = await insertBackwaterTrails(database.db, [
    await insertDestination(database.db, "Kerala", "india"),
  ]);
  // Process 1 and process 2: one database, one bucket, a client each.
  ({ services } = createTestServices(database.db, {}, { storage: bucketStorage("uploads") }));
  const other = createTestServices(database.db, {}, { storage: bucketStorage("uploads") });
  first = createTestApp(database, services);
  second = createTestApp(database, other.services);
  // The old way: a process with uploads on its own disk.
  const alone = createTestServices(
    database.db,
    {},
    {
      storage: createLocalStorage(path.join(work, "alone")),
    },
  );
  onItsOwnDisk = createTestApp(database, alone.services);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await database?.close();
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const get = (app: ReturnType<typeof createApp>, url: string, cookie: string) =>
  app.request(url, { headers: { cookie } });

describe("uploads shared by every process through the bucket", () => {
  it("serves a trip document uploaded through one process from another, to the trip's parties only", async () => {
    const owner = await signedInUser(first, services, "traveller", "docs");
    const trip = await services.trips.create(owner.user, { ...KERALA_FAMILY_TRIP });
    const pdf = pdfOf(300_000);
    const form = new FormData();
    form.set("file", new File([Buffer.from(pdf)], "passport.pdf"));
    const uploaded = await first.request(`/bookings/v1/requested_trips/${trip.id}/documents`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: "http://localhost" },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: number } };
    const url = `/bookings/v1/requested_trips/${trip.id}/documents/${document.id}`;

    const there = await get(second, url, owner.cookie);
    expect(there.status).toBe(200);
    expect(there.headers.get("content-type")).toBe("application/pdf");
    expect(there.headers.get("content-length")).toBe("300000");
    expect(there.headers.get("content-disposition")).toMatch(
      /^attachment; filename="passport\.pdf"/,
    );
    expect(Buffer.from(await there.arrayBuffer()).equals(pdf)).toBe(true);

    // A HEAD is answered without the body: nothing is fetched for it, so a run of them leaves
    // the bucket's connections free (opened eagerly, 50 stalled every later download).
    for (let i = 0; i < 60; i++) {
      const head = await second.request(url, { method: "HEAD", headers: { cookie: owner.cookie } });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe("300000");
    }
    expect((await get(second, url, owner.cookie)).status).toBe(200);

    const stranger = await signedInUser(second, services, "traveller", "stranger");
    expect((await get(second, url, stranger.cookie)).status).toBe(404);
    // Without shared storage, what the issue reported: the row is there, the bytes are not.
    const alone = await get(onItsOwnDisk, url, owner.cookie);
    expect(alone.status).toBe(404);
    expect(JSON.stringify(await alone.json())).toContain("document_not_found");
  });

  it("serves a chat file sent through one process from another, and refuses a stranger", async () => {
    const traveller = await signedInUser(first, services, "traveller", "chat");
    const trip = await services.trips.create(traveller.user, { ...KERALA_FAMILY_TRIP });
    const quoteId = await sentTestQuote(services, agent, trip.id);
    const form = new FormData();
    form.set("u_id", traveller.user.id);
    form.set("comment", "The train ticket");
    form.set("client_message_id", "shared-uploads-0001");
    form.set("file", new File([Buffer.from(PNG)], "ticket.png"));
    const sent = await first.request(`/bookings/v1/quotes/${quoteId}/comments/attachments`, {
      method: "POST",
      headers: { cookie: traveller.cookie, origin: "http://localhost" },
      body: form,
    });
    expect(sent.status).toBe(201);
    const { comment } = (await sent.json()) as { comment: ChatMessageView };
    const fileUrl = comment.attachmentList[0]?.fileUrl ?? "";

    const there = await get(second, fileUrl, traveller.cookie);
    expect(there.status).toBe(200);
    expect(there.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await there.arrayBuffer())).toEqual(PNG);
    const stranger = await signedInUser(second, services, "traveller", "nosy");
    expect((await get(second, fileUrl, stranger.cookie)).status).toBe(404);
    const alone = await get(onItsOwnDisk, fileUrl, traveller.cookie);
    expect(alone.status).toBe(404);
    expect(JSON.stringify(await alone.json())).toContain("attachment_not_found");
  });
});

describe("the uploads migration", () => {
  it("copies every local upload once, skips what is there, flags a conflict and deletes only when asked", async () => {
    const uploads = path.join(work, "migrate", "uploads");
    const disk = createLocalStorage(uploads);
    const files = [pdfOf(1_000), pdfOf(2_000), pdfOf(3_000)];
    const names = await Promise.all(files.map((bytes) => disk.put(bytes, "pdf")));
    // Not uploads: left alone.
    await writeFile(path.join(uploads, "README"), "not an upload");
    await mkdir(path.join(uploads, "zz"), { recursive: true });
    await writeFile(path.join(uploads, "zz", "notes.txt"), "nor this");
    const bucket = bucketStorage("migrated");
    // One name already in the bucket with other bytes: it must not be overwritten.
    const clash = await disk.put(pdfOf(4_000), "pdf");
    await bucket.putNamed(clash, pdfOf(10));

    const once = await migrateUploads({ from: uploads, to: bucket });
    expect(once).toMatchObject({ copied: 3, skipped: 0, deleted: 0, failed: [] });
    expect(once.conflicts).toEqual([`${clash.slice(0, 2)}/${clash}`]);
    expect(once.ignored.sort()).toEqual(["README", "zz/notes.txt"]);
    for (const [i, name] of names.entries()) {
      expect(Buffer.from((await bucket.get(name)) ?? []).equals(files[i] as Uint8Array)).toBe(true);
    }
    expect(await bucket.sizeOf(clash)).toBe(10);

    const twice = await migrateUploads({ from: uploads, to: bucket, deleteLocal: true });
    expect(twice).toMatchObject({ copied: 0, skipped: 3, deleted: 3, failed: [] });
    for (const name of names) {
      expect(existsSync(path.join(uploads, name.slice(0, 2), name))).toBe(false);
      expect(await bucket.sizeOf(name)).not.toBeNull();
    }
    // The conflicting file and the strangers stay on disk.
    expect(await disk.get(clash)).not.toBeNull();
    expect(existsSync(path.join(uploads, "README"))).toBe(true);
    expect(existsSync(path.join(uploads, "zz", "notes.txt"))).toBe(true);
  });

  it("runs as `npm run storage:migrate`, reporting its counts, against the STORAGE_URL bucket", async () => {
    const dataDir = path.join(work, "cli");
    const disk = createLocalStorage(path.join(dataDir, "uploads"));
    const names = [await disk.put(pdfOf(500), "pdf"), await disk.put(PNG, "png")];
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      STORAGE_URL: `s3://triphive/cli?endpoint=${server.endpoint}&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      LOG_LEVEL: "silent",
    };
    const run = await command(["server/storage/migrate-cli.ts", "--delete-local"], env);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("copied 2, already there 0, conflicts 0, failed 0");
    expect(run.stdout).toContain("local copies deleted 2");
    const bucket = bucketStorage("cli");
    for (const name of names) expect(await bucket.sizeOf(name)).not.toBeNull();
    expect(await readdir(path.join(dataDir, "uploads"))).toEqual([]);

    const again = await command(["server/storage/migrate-cli.ts"], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("copied 0, already there 0");

    const refused = await command(["server/storage/migrate-cli.ts", "--delete-everything"], env);
    expect(refused.code).toBe(2);
    const nowhere = await command(["server/storage/migrate-cli.ts"], { ...env, STORAGE_URL: "" });
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain("STORAGE_URL is not set");
  });
});

/** `tsx <args>` from the repository root, stopped by its PID if it outlives the test's patience. */
function command(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 90_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
