import type { Config } from "../config";
import { type Database, migrateDatabase, openConfiguredDatabase } from "../db";
import { holdStartupLock } from "../db/startup-lock";
import { createLogger } from "../lib/logger";
import { createMemoryStore, createRateLimiter } from "../lib/rate-limit";
import { resolveSessionSecret } from "../lib/session-secret";
import { createMailer } from "../mail/mailer";
import { paymentsSetupFromConfig } from "../modules/payments";
import { createServices, type Services } from "../services";
import { createFileStorage } from "../storage/file-storage";

/**
 * The services an operator command works through (`npm run user:create`, `npm run seed --
 * --demo`): the same database, mail and storage as the servers, with the start-up lock held
 * while it migrates, so a command run during a deploy waits for the servers' migrations and
 * vice versa (decision 0195). Rate limits are the command's own: an operator is not a client.
 */
export async function openCliServices(config: Config): Promise<{
  services: Services;
  database: Database;
  close: () => Promise<void>;
}> {
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config, logger);
  const release = await holdStartupLock(config.DATABASE_URL, {
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  try {
    await migrateDatabase(database);
  } finally {
    await release();
  }
  const { mailer } = createMailer({
    smtpUrl: config.SMTP_URL,
    mailDir: config.mailDir,
    sharedDb: config.DATABASE_URL ? database.db : undefined,
  });
  const sessionSecret = await resolveSessionSecret(config.SESSION_SECRET, config.dataDir);
  const services = createServices({
    db: database.db,
    longWorkDb: database.longWork,
    logger,
    mailer,
    limiter: createRateLimiter(createMemoryStore()),
    storage: await createFileStorage(config.storage, { logger }),
    leadResponseHours: config.LEAD_RESPONSE_HOURS,
    payments: paymentsSetupFromConfig(config, sessionSecret),
    auth: { secret: sessionSecret, publicUrl: config.publicUrl },
  });
  return {
    services,
    database,
    close: async () => {
      await services.tracking.flush();
      await database.close();
    },
  };
}
