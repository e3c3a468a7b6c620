import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { Db } from "../db";
import { mailboxMessages } from "./mailbox.schema";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface StoredMail extends MailMessage {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer that keeps what it sends so that people (and tests) can read it back. */
export interface Outbox extends Mailer {
  /** Newest first. */
  list(limit?: number): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | null>;
}

export const MAIL_FROM = "Triphive <no-reply@triphive.example>";

// Ids end up in file names and in URLs of the dev mailbox, so anything outside this
// alphabet is rejected before it reaches the file system.
const ID_PATTERN = /^[a-z0-9-]+$/;
const FILE_PATTERN = /^([a-z0-9-]+)\.json$/;

// Base-36 milliseconds stay at 8 characters until the year 2059; padding to 9 keeps ids
// sorting by time as plain strings long after that.
const TIME_WIDTH = 9;

/**
 * Ids sort by creation time as strings. Within one outbox the clock never repeats or goes
 * back, so two mails sent in the same millisecond still list in the order they were sent.
 * The SMS outbox (server/sms) names its messages the same way.
 */
export function idGenerator(): () => { id: string; createdAt: string } {
  let last = 0;
  return () => {
    const now = Date.now();
    last = Math.max(now, last + 1);
    const time = last.toString(36).padStart(TIME_WIDTH, "0");
    return {
      id: `${time}-${randomBytes(6).toString("hex")}`,
      createdAt: new Date(now).toISOString(),
    };
  };
}

const storedMailSchema = z.object({
  id: z.string().regex(ID_PATTERN),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

function normalizeLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(limit));
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  // The transport connects on first send, so building it at boot costs nothing.
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, html, text, headers }) {
      await transport.sendMail({ from: MAIL_FROM, to, subject, html, text, headers });
    },
  };
}

/**
 * One JSON file per mail. The dev mailbox may be read by a different process than the one
 * that sent the mail (several app processes, or a CLI), hence files rather than memory.
 */
export function createFileOutbox(dir: string): Outbox {
  const nextId = idGenerator();

  async function readMail(id: string): Promise<StoredMail | null> {
    let raw: string;
    try {
      raw = await readFile(path.join(dir, `${id}.json`), "utf8");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const parsed = storedMailSchema.safeParse(JSON.parse(raw));
      return parsed.success && parsed.data.id === id ? parsed.data : null;
    } catch {
      // Someone hand-edited or truncated a file: the mailbox skips it rather than failing.
      return null;
    }
  }

  return {
    async send(message) {
      // Every time, not once: someone may wipe DATA_DIR/mail while the server runs.
      await mkdir(dir, { recursive: true });
      const { id, createdAt } = nextId();
      const mail: StoredMail = {
        id,
        createdAt,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      };
      // rename() within one directory is atomic, so a reader sees the whole file or none.
      // The dot prefix keeps half-written files out of list().
      const tmp = path.join(dir, `.${id}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        await writeFile(tmp, JSON.stringify(mail, null, 2), "utf8");
        await rename(tmp, path.join(dir, `${id}.json`));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async list(limit) {
      const max = normalizeLimit(limit);
      if (max === 0) return [];
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const ids = names
        .map((name) => FILE_PATTERN.exec(name)?.[1])
        .filter((id): id is string => id !== undefined)
        .sort()
        .reverse();
      const mails: StoredMail[] = [];
      for (const id of ids) {
        if (mails.length >= max) break;
        // A file may vanish between readdir and read (someone cleared the folder).
        const mail = await readMail(id);
        if (mail) mails.push(mail);
      }
      return mails;
    },

    async get(id) {
      if (!ID_PATTERN.test(id)) return null;
      return readMail(id);
    },
  };
}

export function createMemoryOutbox(): Outbox {
  const nextId = idGenerator();
  const mails: StoredMail[] = [];
  return {
    async send(message) {
      const { id, createdAt } = nextId();
      mails.push({
        id,
        createdAt,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      });
    },
    async list(limit) {
      const max = normalizeLimit(limit);
      // Copies, so a test that edits a result cannot rewrite what was "sent".
      return mails
        .toReversed()
        .slice(0, max)
        .map((mail) => ({ ...mail }));
    },
    async get(id) {
      const mail = mails.find((candidate) => candidate.id === id);
      return mail ? { ...mail } : null;
    },
  };
}

/**
 * One table for every process of a deployment on PostgreSQL without SMTP (decision 0203):
 * a mail sent by one process is read at /dev/mailbox on any other.
 */
export function createDbOutbox(db: Db): Outbox {
  const nextId = idGenerator();
  const columns = {
    id: mailboxMessages.id,
    to: mailboxMessages.recipient,
    subject: mailboxMessages.subject,
    html: mailboxMessages.html,
    text: mailboxMessages.body,
    headers: mailboxMessages.headers,
    createdAt: mailboxMessages.createdAt,
  };
  const toStored = (row: {
    id: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string> | null;
    createdAt: Date;
  }): StoredMail => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    ...(row.headers ? { headers: row.headers } : {}),
  });
  return {
    async send(message) {
      const { id, createdAt } = nextId();
      await db.insert(mailboxMessages).values({
        id,
        createdAt: new Date(createdAt),
        recipient: message.to,
        subject: message.subject,
        html: message.html,
        body: message.text,
        headers: message.headers ? { ...message.headers } : null,
      });
    },
    async list(limit) {
      const max = normalizeLimit(limit);
      if (max === 0) return [];
      const query = db.select(columns).from(mailboxMessages).orderBy(desc(mailboxMessages.id));
      const rows = Number.isFinite(max) ? await query.limit(max) : await query;
      return rows.map(toStored);
    },
    async get(id) {
      if (!ID_PATTERN.test(id)) return null;
      const [row] = await db
        .select(columns)
        .from(mailboxMessages)
        .where(eq(mailboxMessages.id, id))
        .limit(1);
      return row ? toStored(row) : null;
    },
  };
}

/**
 * SMTP when configured; otherwise the mail stays readable at /dev/mailbox (DESIGN.md §1),
 * which is why the outbox is handed back alongside the mailer: files in DATA_DIR on the
 * embedded database, one shared table on PostgreSQL, where several processes may run (decision
 * 0203).
 */
export function createMailer(opts: { smtpUrl?: string; mailDir: string; sharedDb?: Db }): {
  mailer: Mailer;
  outbox: Outbox | null;
} {
  if (opts.smtpUrl) return { mailer: createSmtpMailer(opts.smtpUrl), outbox: null };
  const outbox = opts.sharedDb ? createDbOutbox(opts.sharedDb) : createFileOutbox(opts.mailDir);
  return { mailer: outbox, outbox };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}
