import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createFileOutbox,
  createMailer,
  createMemoryOutbox,
  type MailMessage,
  type Outbox,
} from "./mailer";

function message(n: number): MailMessage {
  return {
    to: `traveller${n}@example.com`,
    subject: `Subject ${n}`,
    html: `<p>Hello ${n}</p>`,
    text: `Hello ${n}`,
  };
}

function outboxContract(make: () => Promise<Outbox>) {
  it("lists sent mail newest first and gets each by id", async () => {
    const outbox = await make();
    await outbox.send(message(1));
    await outbox.send(message(2));

    const mails = await outbox.list();
    expect(mails.map((m) => m.subject)).toEqual(["Subject 2", "Subject 1"]);
    for (const mail of mails) {
      expect(mail.id).toMatch(/^[a-z0-9-]+$/);
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
      expect(await outbox.get(mail.id)).toEqual(mail);
    }
    expect(mails[1]).toMatchObject(message(1));
  });

  it("honours the list limit", async () => {
    const outbox = await make();
    for (const n of [1, 2, 3]) await outbox.send(message(n));
    expect((await outbox.list(2)).map((m) => m.subject)).toEqual(["Subject 3", "Subject 2"]);
    expect(await outbox.list(0)).toEqual([]);
    expect(await outbox.list(10)).toHaveLength(3);
  });

  it("answers null for unknown and path-like ids", async () => {
    const outbox = await make();
    await outbox.send(message(1));
    for (const id of ["nope", "../x", "a/b", "..", "", "A-UPPER"]) {
      expect(await outbox.get(id)).toBeNull();
    }
  });

  it("lists nothing before the first mail", async () => {
    expect(await (await make()).list()).toEqual([]);
  });
}

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
