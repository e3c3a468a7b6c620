import type { Db } from "../db";
import { createMemoryStore, createRateLimiter } from "../lib/rate-limit";
import { createMemoryOutbox } from "../mail/mailer";
import { createServices, type ServiceDeps } from "../services";
import { createMemoryStorage } from "../storage/local-storage";
import { silentLogger } from "./silent-logger";

export const TEST_PUBLIC_URL = "http://triphive.test";

/** Services on a test database, with mail kept in memory and a fresh in-process limiter. */
export function createTestServices(
  db: Db,
  overrides: Partial<ServiceDeps["auth"]> = {},
  extra: Pick<
    Partial<ServiceDeps>,
    "agentDirectory" | "now" | "leadResponseHours" | "isViewingChat"
  > = {},
) {
  const outbox = createMemoryOutbox();
  const services = createServices({
    db,
    logger: silentLogger,
    mailer: outbox,
    limiter: createRateLimiter(createMemoryStore()),
    storage: createMemoryStorage(),
    ...extra,
    auth: {
      secret: "test-secret-0123456789-0123456789-abcdef",
      publicUrl: TEST_PUBLIC_URL,
      ...overrides,
    },
  });
  return { services, outbox };
}
