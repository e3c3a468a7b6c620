import type { Db } from "../db";
import {
  createMemoryStore,
  createRateLimiter,
  type Limit,
  type RateLimiter,
} from "../lib/rate-limit";
import { createMemoryOutbox } from "../mail/mailer";
import { TEST_PASSWORD_HASH_COST } from "../modules/accounts";
import { NO_SANDBOX_CHAOS } from "../modules/payments";
import { createServices, type ServiceDeps } from "../services";
import { createMemoryStorage } from "../storage/local-storage";
import { silentLogger } from "./silent-logger";

export const TEST_PUBLIC_URL = "http://triphive.test";
/** The sandbox gateway's webhook secret in tests (forgeries use another). */
export const TEST_SANDBOX_WEBHOOK_SECRET = "test-sandbox-webhook-secret-0123456789";

/**
 * Services on a test database, with mail kept in memory, a fresh in-process limiter and
 * scrypt at the tests' lower cost (password-hash.ts).
 */
export function createTestServices(
  db: Db,
  overrides: Partial<ServiceDeps["auth"]> = {},
  extra: Pick<
    Partial<ServiceDeps>,
    | "agentDirectory"
    | "now"
    | "leadResponseHours"
    | "payments"
    | "isViewingChat"
    | "storage"
    | "limiter"
    | "sessionCacheTtlMs"
    | "photoLimits"
    | "sms"
  > & {
    /** Limits this test's fixtures go past on purpose (50 quotes from one agency). */
    lifted?: readonly Limit[];
  } = {},
) {
  const { lifted = [], limiter, ...deps } = extra;
  const outbox = createMemoryOutbox();
  const services = createServices({
    db,
    logger: silentLogger,
    mailer: outbox,
    // Several test "processes" share one limiter on Redis; otherwise each has its own.
    limiter: lifting(limiter ?? createRateLimiter(createMemoryStore()), lifted),
    storage: createMemoryStorage(),
    // The sandbox gateway, its webhooks delivered in-process exactly once when the jobs run.
    payments: {
      gateway: "sandbox",
      sandbox: { webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET, chaos: NO_SANDBOX_CHAOS },
    },
    ...deps,
    auth: {
      secret: "test-secret-0123456789-0123456789-abcdef",
      publicUrl: TEST_PUBLIC_URL,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...overrides,
    },
  });
  return { services, outbox };
}

/** A limiter that lets everything through for the `lifted` limits, and counts the rest. */
function lifting(limiter: RateLimiter, lifted: readonly Limit[]): RateLimiter {
  if (lifted.length === 0) return limiter;
  const names = new Set(lifted.map((l) => l.name));
  const free = (limit: Limit) => names.has(limit.name);
  return {
    ...limiter,
    check: async (limit, key) =>
      free(limit) ? { limited: false, retryAfterSeconds: 0 } : limiter.check(limit, key),
    consume: async (limit, key) =>
      free(limit)
        ? { limited: false, remaining: limit.max, retryAfterSeconds: 0 }
        : limiter.consume(limit, key),
    admit: (entries) => limiter.admit(entries.filter(([limit]) => !free(limit))),
  };
}
