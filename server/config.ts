import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, TrustProxyError } from "./http/trust-proxy";
import { parseStorageUrl, type S3Location } from "./storage/storage-url";

// The one place that reads process.env (STYLE.md §8). Every variable has an
// embedded default so `npm start` works with nothing installed.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_URL: optionalUrl.optional(),
    DATA_DIR: z.string().trim().min(1).default("./.data"),
    DATABASE_URL: optionalUrl.optional(),
    /**
     * PostgreSQL: how long a caller waits for a connection, a free one of the pool or a new one
     * (pg-pool's connectionTimeoutMillis bounds both: it is also the acquire timeout). Decision 0185.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
    /**
     * PostgreSQL: the longest statement a request may run (statement_timeout; the client stops
     * waiting for a silent server shortly after). 0: no limit. Decision 0185.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_500),
    /** PostgreSQL: the same for migrations, seeding and index rebuilds. 0: no limit. */
    DATABASE_LONG_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400_000)
      .default(600_000),
    REDIS_URL: optionalUrl.optional(),
    /**
     * Where uploads live: unset, DATA_DIR/uploads; `s3://bucket/prefix?endpoint=…&region=…&
     * forcePathStyle=true`, an S3-compatible bucket every process shares (decision 0196).
     */
    STORAGE_URL: optionalText.superRefine((value, ctx) => {
      if (value === undefined) return;
      const parsed = parseStorageUrl(value);
      if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
    }),
    /** The bucket's credentials; unset, the AWS SDK's default chain (an instance role). */
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    AWS_SESSION_TOKEN: optionalText,
    /** The bucket's region when STORAGE_URL names none. */
    AWS_REGION: optionalText,
    /**
     * Put before every Redis key and channel (rate limits, the chatbot's cache store, Socket.IO's
     * adapter), so that deployments sharing one Redis never see each other (decision 0198).
     */
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "letters, digits and _ . : - only, at most 64")
      .default("triphive:"),
    /**
     * Which peers may name the client in TRUST_PROXY_HEADER: empty (none: the TCP peer is the
     * client), a hop count, or a comma list of addresses, CIDRs, loopback, linklocal,
     * uniquelocal (decision 0197).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        try {
          return parseTrustProxy(v);
        } catch (error) {
          if (!(error instanceof TrustProxyError)) throw error;
          ctx.addIssue({ code: "custom", message: error.message });
          return z.NEVER;
        }
      }),
    /** The header the trusted proxies write: X-Forwarded-For (nginx's) or RFC 7239 Forwarded. */
    TRUST_PROXY_HEADER: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(["x-forwarded-for", "forwarded"]))
      .default("x-forwarded-for"),
    /**
     * How often each process compares the durable catalogue version with what its caches hold,
     * catching up changes whose broadcast it missed (decision 0199).
     */
    CATALOG_CHANGES_POLL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    /**
     * How long each process trusts a session it looked up without asking the database again
     * (decision 0221). Sign-outs and user changes are forgotten at once in every process; this
     * bounds one whose message was lost. 0 turns the cache off.
     */
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
    /**
     * 1: every response says in `Server-Timing` how many database statements it sent, for
     * `npm run bench` (issue 31). Off by default: it tells a visitor something of our queries.
     */
    SERVER_TIMING: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
    SMTP_URL: optionalUrl.optional(),
    /**
     * An SMS provider's HTTP endpoint: one JSON POST `{ to, text }` per text (decision 0236).
     * Unset: texts are kept in the database and read at /dev/sms from this machine.
     */
    SMS_URL: optionalUrl.optional(),
    /** Sent to SMS_URL as `Authorization: Bearer …` when set. */
    SMS_API_KEY: optionalText,
    /** Sent a PURGE on every catalogue change, for a CDN or caching proxy (decision 0152). */
    CDN_PURGE_URL: optionalUrl.optional(),
    SESSION_SECRET: optionalText.pipe(z.string().min(32).optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** OpenID discovery document for "Continue with Google"; tests point it at a local provider. */
    GOOGLE_DISCOVERY_URL: z
      .string()
      .trim()
      .pipe(z.url())
      .default("https://accounts.google.com/.well-known/openid-configuration"),
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    /** Which payment gateway takes payments (docs/decisions/0121). */
    PAYMENT_GATEWAY: z.enum(["sandbox", "razorpay"]).default("sandbox"),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    /** Shared by the sandbox gateway and our webhook endpoint; unset: derived from the session secret. */
    PAYMENT_SANDBOX_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16).optional()),
    /** Where the sandbox POSTs its webhooks; unset: this process on 127.0.0.1:PORT. */
    PAYMENT_SANDBOX_WEBHOOK_URL: optionalUrl.optional(),
    /** on: webhooks sometimes duplicated and delayed out of order, like a real gateway; off: once, at once. */
    PAYMENT_SANDBOX_CHAOS: z.enum(["on", "off"]).default("on"),
    /** Seconds a sandbox UPI request waits for approval before it fails. */
    PAYMENT_SANDBOX_UPI_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    API_KEYS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(16, "each API key must be at least 16 characters"))),
    SEED: z.enum(["auto", "off"]).default("auto"),
    /**
     * The embedded demo's photos (decision 0219): rendered and uploaded through the photo
     * pipeline after the site answers. `false` skips them (tests that time the start).
     */
    DEMO_PHOTOS: z.enum(["true", "false"]).default("true"),
    /**
     * The embedded demo's year of history behind the analytics charts (decision 0232), written
     * after the site answers. `false` skips it (the browser journeys, which count what they make).
     */
    DEMO_HISTORY: z.enum(["true", "false"]).default("true"),
    /** The largest photo upload accepted, in bytes (decision 0219). */
    PHOTO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(100 * 1024 * 1024)
      .default(15 * 1024 * 1024),
    /** The widths every photo is resized to (never above its own), ascending, comma-separated. */
    PHOTO_WIDTHS: z
      .string()
      .default("320,640,960,1280,1600")
      .transform((v) =>
        v
          .split(",")
          .map((w) => Number(w.trim()))
          .filter((w) => w > 0),
      )
      .pipe(z.array(z.number().int().min(64).max(4096)).min(1).max(8))
      .transform((ws) => [...new Set(ws)].sort((a, b) => a - b)),
    SEED_SCALE: z.enum(["small", "1k", "default", "100k"]).default("default"),
    /** Hours an agent has to quote before the lead goes to the next agent (issue 9 §2). */
    LEAD_RESPONSE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 14)
      .default(24),
    /**
     * Hours a new request may wait for its first quote before operations are alerted (its SLA,
     * decision 0213); a fraction of an hour is allowed (tests).
     */
    QUOTE_SLA_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 14)
      .default(12),
    /** Days without traveller activity before a lead is dormant, then more days before cold. */
    LEAD_DORMANT_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    LEAD_COLD_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Socket.IO's Redis adapter when REDIS_URL is set: pub/sub (default) or streams. */
    REALTIME_ADAPTER: z.enum(["redis", "streams"]).default("redis"),
    /** Chat messages one user may send per minute (a burst test raises it). */
    CHAT_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Sign-ups one address may make per hour (a shared office, a test run: raise it). */
    SIGN_UP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** How often each process looks for due jobs (lead timers). */
    JOBS_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** Days after a request with no accepted quote gets the nurture mail (decision 0223). */
    NURTURE_AFTER_DAYS: z.coerce.number().positive().max(60).default(3),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === "production" && !c.SESSION_SECRET && c.DATABASE_URL) {
      // On embedded defaults a production build may still generate its secret into DATA_DIR;
      // a scaled-out deployment (several processes) must share one, so it is required there.
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production when DATABASE_URL is set",
      });
    }
    if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "set both or neither",
      });
    }
    if (c.PAYMENT_GATEWAY === "razorpay") {
      for (const key of [
        "RAZORPAY_KEY_ID",
        "RAZORPAY_KEY_SECRET",
        "RAZORPAY_WEBHOOK_SECRET",
      ] as const) {
        if (!c[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "required when PAYMENT_GATEWAY=razorpay",
          });
        }
      }
    }
    if (Boolean(c.AWS_ACCESS_KEY_ID) !== Boolean(c.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["AWS_SECRET_ACCESS_KEY"],
        message: "set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or neither",
      });
    }
    if (Boolean(c.FACEBOOK_CLIENT_ID) !== Boolean(c.FACEBOOK_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["FACEBOOK_CLIENT_SECRET"],
        message: "set both or neither",
      });
    }
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

/** Where uploads live, as `createFileStorage` (server/storage/file-storage.ts) takes it. */
export type StorageSetup =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      location: S3Location & { region: string };
      credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
    };

export interface Config extends RawConfig {
  isProduction: boolean;
  dataDir: string;
  /** Where PGlite keeps its files when DATABASE_URL is unset. */
  pgliteDir: string;
  mailDir: string;
  uploadsDir: string;
  storage: StorageSetup;
  publicUrl: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // PAYMENT_PROVIDER was the first name of PAYMENT_GATEWAY (DESIGN.md §4); still read.
  const withAliases =
    env.PAYMENT_GATEWAY === undefined && env.PAYMENT_PROVIDER !== undefined
      ? { ...env, PAYMENT_GATEWAY: env.PAYMENT_PROVIDER }
      : env;
  const result = ConfigSchema.safeParse(withAliases);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const uploadsDir = path.join(dataDir, "uploads");
  return {
    ...raw,
    isProduction: raw.NODE_ENV === "production",
    dataDir,
    pgliteDir: path.join(dataDir, "pg"),
    mailDir: path.join(dataDir, "mail"),
    uploadsDir,
    storage: storageSetup(raw, uploadsDir),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
  };
}

function storageSetup(raw: RawConfig, uploadsDir: string): StorageSetup {
  const parsed = raw.STORAGE_URL ? parseStorageUrl(raw.STORAGE_URL) : null;
  if (!parsed || "error" in parsed) return { kind: "local", dir: uploadsDir };
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = raw;
  return {
    kind: "s3",
    location: {
      ...parsed.location,
      region: parsed.location.region ?? raw.AWS_REGION ?? "us-east-1",
    },
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, sessionToken: raw.AWS_SESSION_TOKEN }
        : undefined,
  };
}

/** Parsed once at process start by server/main.ts; tests call parseConfig directly. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
