import type { Db } from "../db";
import { createMemoryStore, createRateLimiter } from "../lib/rate-limit";
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
    "agentDirectory" | "now" | "leadResponseHours" | "payments" | "isViewingChat"
  > = {},
) {
  const outbox = createMemoryOutbox();
  const services = createServices({
    db,
    logger: silentLogger,
    mailer: outbox,
    limiter: createRateLimiter(createMemoryStore()),
    storage: createMemoryStorage(),
    // The sandbox gateway, its webhooks delivered in-process exactly once when the jobs run.
    payments: {
      gateway: "sandbox",
      sandbox: { webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET, chaos: NO_SANDBOX_CHAOS },
    },
    ...extra,
    auth: {
      secret: "test-secret-0123456789-0123456789-abcdef",
      publicUrl: TEST_PUBLIC_URL,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...overrides,
    },
  });
  return { services, outbox };
}
