import { desc, eq } from "drizzle-orm";
import type { Db } from "../db";
import { idGenerator } from "../mail/mailer";
import { smsMessages } from "./sms.schema";

export interface SmsMessage {
  /** The number with its country code, as "+91 9876543210". */
  to: string;
  text: string;
}

export interface StoredSms extends SmsMessage {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** A gateway that keeps what it sends, for /dev/sms and for tests. */
export interface SmsOutbox extends SmsGateway {
  /** Newest first. */
  list(limit?: number): Promise<StoredSms[]>;
  get(id: string): Promise<StoredSms | null>;
}

/** The provider refused or could not be reached; the caller tells the traveller to try again. */
export class SmsNotSent extends Error {
  override name = "SmsNotSent";
}

const ID_PATTERN = /^[a-z0-9-]+$/;
const DEFAULT_LIST = 100;
// A provider that does not answer within this long is treated as down: the traveller is
// waiting on the page for the code.
const PROVIDER_TIMEOUT_MS = 10_000;

export function createDbSmsOutbox(db: Db): SmsOutbox {
  const nextId = idGenerator();
  const columns = {
    id: smsMessages.id,
    to: smsMessages.recipient,
    text: smsMessages.body,
    createdAt: smsMessages.createdAt,
  };
  const toStored = (row: { id: string; to: string; text: string; createdAt: Date }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    async send(message) {
      const { id, createdAt } = nextId();
      await db.insert(smsMessages).values({
        id,
        createdAt: new Date(createdAt),
        recipient: message.to,
        body: message.text,
      });
    },
    async list(limit = DEFAULT_LIST) {
      const rows = await db
        .select(columns)
        .from(smsMessages)
        .orderBy(desc(smsMessages.id))
        .limit(Math.max(0, Math.floor(limit)));
      return rows.map(toStored);
    },
    async get(id) {
      if (!ID_PATTERN.test(id)) return null;
      const [row] = await db.select(columns).from(smsMessages).where(eq(smsMessages.id, id));
      return row ? toStored(row) : null;
    },
  };
}

/**
 * A provider reached over HTTP: one JSON POST `{ to, text }` to SMS_URL, with SMS_API_KEY as a
 * bearer token when set. Anything but a 2xx is a failure (SmsNotSent); the body of the
 * answer is never logged, it may echo the number.
 */
export function createHttpSmsGateway(opts: {
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
}): SmsGateway {
  const send = opts.fetch ?? fetch;
  return {
    async send(message) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
      let res: Response;
      try {
        res = await send(opts.url, {
          method: "POST",
          headers,
          body: JSON.stringify({ to: message.to.replace(/\s+/g, ""), text: message.text }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsNotSent("the SMS provider could not be reached", { cause: error });
      }
      await res.body?.cancel();
      if (!res.ok) throw new SmsNotSent(`the SMS provider answered ${res.status}`);
    },
  };
}

/**
 * The provider when SMS_URL is set; otherwise the outbox table, read at /dev/sms, which is
 * why it is handed back beside the gateway (null when texts really leave).
 */
export function createSmsGateway(opts: { smsUrl?: string; apiKey?: string; db: Db }): {
  sms: SmsGateway;
  smsOutbox: SmsOutbox | null;
} {
  if (opts.smsUrl) {
    return {
      sms: createHttpSmsGateway({ url: opts.smsUrl, apiKey: opts.apiKey }),
      smsOutbox: null,
    };
  }
  const smsOutbox = createDbSmsOutbox(opts.db);
  return { sms: smsOutbox, smsOutbox };
}
