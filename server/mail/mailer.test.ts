import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFileOutbox, createMailer, createMemoryOutbox } from "./mailer";
import { message, outboxContract } from "./outbox-test-helpers";

describe("file outbox", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "triphive-mail-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  // A nested, not-yet-existing folder also checks that send creates it.
  outboxContract(async () => createFileOutbox(path.join(root, "data", "mail")));

  it("keeps one JSON file per mail, and no temporary files", async () => {
    const dir = path.join(root, "mail");
    const outbox = createFileOutbox(dir);
    await outbox.send(message(1));
    await outbox.send(message(2));
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^[a-z0-9-]+\.json$/.test(f))).toBe(true);
  });

  it("is readable from another outbox on the same folder (another process)", async () => {
    const dir = path.join(root, "mail");
    await createFileOutbox(dir).send(message(1));
    const [mail] = await createFileOutbox(dir).list();
    expect(mail).toMatchObject(message(1));
  });

  it("skips files that are not mail", async () => {
    const dir = path.join(root, "mail");
    const outbox = createFileOutbox(dir);
    await outbox.send(message(1));
    await writeFile(path.join(dir, "zzzz-broken.json"), "{ half a fi");
    await writeFile(path.join(dir, "notes.txt"), "hello");
    expect((await outbox.list()).map((m) => m.subject)).toEqual(["Subject 1"]);
    expect(await outbox.get("zzzz-broken")).toBeNull();
  });
});

describe("memory outbox", () => {
  outboxContract(async () => createMemoryOutbox());

  it("hands out copies", async () => {
    const outbox = createMemoryOutbox();
    await outbox.send(message(1));
    const [mail] = await outbox.list();
    if (!mail) throw new Error("expected a mail");
    mail.subject = "changed";
    expect((await outbox.get(mail.id))?.subject).toBe("Subject 1");
  });
});

describe("createMailer", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "triphive-mail-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes to the file outbox without SMTP_URL", async () => {
    const { mailer, outbox } = createMailer({ mailDir: root });
    expect(outbox).not.toBeNull();
    expect(mailer).toBe(outbox);
    await mailer.send(message(1));
    expect(await outbox?.list()).toHaveLength(1);
  });

  it("treats an empty SMTP URL as unset", () => {
    expect(createMailer({ smtpUrl: "", mailDir: root }).outbox).not.toBeNull();
  });

  it("uses SMTP when a URL is given", () => {
    // Building the transport opens no connection; nothing is sent here.
    const { mailer, outbox } = createMailer({
      smtpUrl: "smtp://user:pass@127.0.0.1:2525",
      mailDir: root,
    });
    expect(outbox).toBeNull();
    expect(typeof mailer.send).toBe("function");
  });
});
