import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { linkDemoAgents } from "../seed/agents";
import { seedDemoAccounts } from "../seed/demo-accounts";
import { seedDemoBranding } from "../seed/demo-branding";
import { seedDemoCoupons } from "../seed/demo-coupons";
import { seedDemoDayLibrary } from "../seed/demo-day-library";
import { giveDemoRequestsTheirFunnels } from "../seed/demo-funnels";
import { seedDemoHistory } from "../seed/demo-history";
import { seedDemoMarketplace, seedDemoPipeline } from "../seed/demo-marketplace";
import { seedDemoPhotos } from "../seed/demo-photos";
import { seedIfEmpty } from "../seed/seed";
import { unpackSeedSnapshot } from "../seed/snapshot";
import { createApp } from "./app";
import {
  changeChannelOf,
  PG_SESSION_CHANNEL,
  REDIS_SESSION_CHANNEL,
  startConfiguredCatalogBroadcast,
} from "./catalog-broadcast-setup";
import { ConfigError, loadConfig } from "./config";
import { MIGRATIONS_DIR, migrateDatabase, openConfiguredDatabase } from "./db";
import { holdStartupLock } from "./db/startup-lock";
import { createPageCache } from "./http/page-cache";
import { limitHeapGrowth } from "./lib/heap-growth";
import { createLogger } from "./lib/logger";
import { createConfiguredRateLimitStore, createRateLimiter, LIMITS } from "./lib/rate-limit";
import { resolveSessionSecret } from "./lib/session-secret";
import { startupTimer } from "./lib/startup-timer";
import { createMailer } from "./mail/mailer";
import { startSessionBroadcast } from "./modules/accounts";
import { createConfiguredCacheStore } from "./modules/leadbot";
import { paymentsSetupFromConfig } from "./modules/payments";
import { DEFAULT_PHOTO_LIMITS } from "./modules/photos";
import { startRealtimeServer } from "./modules/realtime";
import { createServices } from "./services";
import { createSmsGateway } from "./sms/sms-gateway";
import { createFileStorage } from "./storage/file-storage";

// Run from source (server/main.ts) or from the bundle (build/server/main.js).
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = existsSync(path.join(here, "../package.json"))
  ? path.resolve(here, "..")
  : path.resolve(here, "../..");
const buildDir = path.join(projectRoot, "build");

const SHUTDOWN_GRACE_MS = 3_000;
// Longer than any client or proxy keeps an idle connection (see where it is set).
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function main() {
  // Before the first full collection sizes the heap (decision 0160).
  limitHeapGrowth();
  const startup = startupTimer();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // A first start of the bundle on the embedded defaults unpacks the seed snapshot that
  // `npm run build` wrote next to it instead of initdb + migrations + seed (decision 0137).
  let fromSnapshot = false;
  const snapshot = async (into: string) => {
    if (config.SEED !== "auto") return false;
    fromSnapshot = await unpackSeedSnapshot({
      dir: here,
      bundleFile: fileURLToPath(import.meta.url),
      migrationsDir: MIGRATIONS_DIR,
      scale: config.SEED_SCALE,
      into,
    }).catch((error: unknown) => {
      logger.warn({ err: error }, "the seed snapshot cannot be unpacked: seeding instead");
      return false;
    });
    return fromSnapshot;
  };
  const database = await startup.phase("open database", () =>
    openConfiguredDatabase(config, logger, snapshot),
  );
  // Processes started together on one PostgreSQL database migrate and seed one at a time; the
  // others wait here, then find the work done (decision 0195).
  const releaseStartupLock = await startup.phase("start-up lock", () =>
    holdStartupLock(config.DATABASE_URL, { connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS }),
  );
  await startup.phase("migrate", () => migrateDatabase(database));
  const { mailer, outbox } = createMailer({
    smtpUrl: config.SMTP_URL,
    mailDir: config.mailDir,
    // Several processes share one PostgreSQL database, so they share one mailbox (decision 0203).
    sharedDb: config.DATABASE_URL ? database.db : undefined,
  });
  const { sms, smsOutbox } = createSmsGateway({
    smsUrl: config.SMS_URL,
    apiKey: config.SMS_API_KEY,
    db: database.db,
  });
  const limitStore = await createConfiguredRateLimitStore(config.REDIS_URL, {
    onError: (error) => logger.error({ err: error }, "redis error"),
    redisPrefix: config.REDIS_PREFIX,
  });
  const cacheStore = await createConfiguredCacheStore(config.REDIS_URL, database.db, {
    onError: (error) => logger.error({ err: error }, "redis error"),
    redisPrefix: config.REDIS_PREFIX,
  });
  const sessionSecret = await resolveSessionSecret(config.SESSION_SECRET, config.dataDir);
  const storage = await startup.phase("file storage", () =>
    createFileStorage(config.storage, { logger }),
  );
  if (config.storage.kind === "local" && config.DATABASE_URL) {
    // Several processes on one database each see only their own disk (decision 0196).
    logger.warn(
      "uploads are kept on this machine's disk: with more than one process set STORAGE_URL",
    );
  }
  const limiter = createRateLimiter(limitStore);
  const services = createServices({
    db: database.db,
    longWorkDb: database.longWork,
    logger,
    mailer,
    sms,
    limiter,
    storage,
    cacheStore,
    photoLimits: {
      ...DEFAULT_PHOTO_LIMITS,
      maxBytes: config.PHOTO_MAX_BYTES,
      widths: config.PHOTO_WIDTHS,
    },
    leadResponseHours: config.LEAD_RESPONSE_HOURS,
    nurtureAfterDays: config.NURTURE_AFTER_DAYS,
    leadTimers: {
      quoteSlaHours: config.QUOTE_SLA_HOURS,
      dormantAfterDays: config.LEAD_DORMANT_DAYS,
      coldAfterDays: config.LEAD_COLD_DAYS,
    },
    payments: paymentsSetupFromConfig(config, sessionSecret),
    chatSendLimit: { ...LIMITS.chatSendPerUser, max: config.CHAT_SEND_PER_MINUTE },
    signUpLimit: { ...LIMITS.signUpPerIp, max: config.SIGN_UP_PER_IP_PER_HOUR },
    sessionCacheTtlMs: config.SESSION_CACHE_TTL_MS,
    auth: {
      secret: sessionSecret,
      publicUrl: config.publicUrl,
      google:
        config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
          ? {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              discoveryUrl: config.GOOGLE_DISCOVERY_URL,
            }
          : undefined,
      facebook:
        config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET
          ? { clientId: config.FACEBOOK_CLIENT_ID, clientSecret: config.FACEBOOK_CLIENT_SECRET }
          : undefined,
    },
  });
  // Catalogue changes of this process reach the others, and theirs reach this one's caches
  // (decision 0199); before the seed, so that a seeding process tells the others.
  const catalogBroadcast = await startup.phase("catalogue broadcast", () =>
    startConfiguredCatalogBroadcast(config, {
      db: database.db,
      changes: services.catalogChanges,
      logger,
    }),
  );
  // A sign-out or a changed user on this process is forgotten by the others' session caches,
  // and theirs here (decision 0221).
  const sessionBroadcast = await startup.phase("session broadcast", async () =>
    startSessionBroadcast({
      cache: services.sessionCache,
      channel: services.sessionCache.enabled
        ? await changeChannelOf(config, database.db, logger, {
            postgres: PG_SESSION_CHANNEL,
            redis: REDIS_SESSION_CHANNEL,
          })
        : undefined,
      logger,
    }),
  );
  if (config.SEED === "auto") {
    // The seed is a catalogue writer: it tells the catalogue caches (docs/decisions/0042).
    // Its statements are not held to a request's time limit (decision 0185).
    const seeded = await startup.phase("seed catalogue", () =>
      seedIfEmpty(database.longWork, {
        scale: config.SEED_SCALE,
        changes: services.catalogChanges,
      }),
    );
    if (seeded) logger.info(seeded, "seeded an empty database");
  }
  if (config.SEED === "auto" && !config.DATABASE_URL) {
    const created = await startup.phase("demo accounts", () => seedDemoAccounts(services.accounts));
    if (created) logger.info({ accounts: created }, "created the demo accounts");
    const linked = await startup.phase("demo agents", () => linkDemoAgents(database.db));
    if (linked)
      logger.info({ agencies: linked }, "linked the demo agent accounts to their agencies");
    // Before the demo invoices: they print the agencies' GSTINs (decision 0211).
    const branded = await startup
      .phase("demo branding", () => seedDemoBranding(services, database.db))
      .catch((error: unknown) => {
        logger.error({ err: error }, "branding the demo agencies failed");
        return 0;
      });
    if (branded) logger.info({ agencies: branded }, "drew the demo agencies' logos");
    // After the links: the demo agent works its own demo lead.
    // A demo that cannot be built must not keep the site from starting.
    const demo = await startup
      .phase("demo marketplace", () => seedDemoMarketplace(services, database.db))
      .catch((error: unknown) => {
        logger.error({ err: error }, "building the demo marketplace failed");
        return null;
      });
    if (demo) logger.info(demo, "created the demo marketplace (Kerala request with three quotes)");
    const pipeline = await startup
      .phase("demo pipeline", () => seedDemoPipeline(services, database.db))
      .catch((error: unknown) => {
        logger.error({ err: error }, "building the demo pipeline failed");
        return 0;
      });
    if (pipeline) logger.info({ requests: pipeline }, "created the demo pipeline requests");
    // Each start, so that a database seeded before this existed (or from a snapshot) is mended.
    const funnels = await startup
      .phase("demo funnels", async () => {
        const given = await giveDemoRequestsTheirFunnels(database.db);
        if (given) await services.tracking.rebuildFunnelDays();
        return given;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "writing the demo requests' funnels failed");
        return 0;
      });
    if (funnels) logger.info({ requests: funnels }, "wrote the demo requests' lead funnels");
    const coupons = await startup
      .phase("demo coupons", () => seedDemoCoupons(services, database.db))
      .catch((error: unknown) => {
        logger.error({ err: error }, "creating the demo coupons failed");
        return 0;
      });
    if (coupons) logger.info({ coupons }, "created the demo coupons");
    const libraryDays = await startup
      .phase("demo day library", () => seedDemoDayLibrary(database.db))
      .catch((error: unknown) => {
        logger.error({ err: error }, "filling the demo day libraries failed");
        return 0;
      });
    if (libraryDays) logger.info({ days: libraryDays }, "filled the demo agencies' day libraries");
  }

  // A database seeded before the search index existed gets it filled now (decision 0145); an
  // index older than the catalogue is refilled in the background, served meanwhile (0199).
  await startup
    .phase("search index", () => services.search.ensureIndexed({ background: true }))
    .catch((error: unknown) => logger.error({ err: error }, "filling the search index failed"));
  await releaseStartupLock();

  // Durable timers (lead reroutes): every process polls; a job runs in one of them.
  const jobRunner = services.jobs.start(services.jobHandlers, { pollMs: config.JOBS_POLL_MS });

  let server: Server;
  let closeDev = async () => {};
  if (config.isProduction) {
    const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
    const pageCache = createPageCache({ production: true });
    const app = createApp({
      config,
      database,
      services,
      logger,
      build,
      clientDir: path.join(buildDir, "client"),
      outbox,
      smsOutbox,
      pageCache,
    });
    const listener = getRequestListener(app.fetch);
    // A fresh page-cache hit is written straight from its stored bytes, before the app's
    // middleware (decision 0150); everything else goes through the app.
    server = createServer((req, res) => {
      if (!pageCache.handleNode(req, res)) void listener(req, res);
    });
  } else {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
    const app = createApp({
      config,
      database,
      services,
      logger,
      outbox,
      smsOutbox,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const listener = getRequestListener(app.fetch);
    server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
    closeDev = () => vite.close();
  }

  // An idle keep-alive connection is closed by its client or its proxy, not under it: Node's
  // default of 5 s is shorter than the idle time of load balancers (60 s) and HTTP clients
  // (Playwright's request context), which then send on a socket the server is closing and get
  // ECONNRESET (seen once in CI, notifications.spec.ts). The headers' limit must exceed it.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  // Socket.IO on the same HTTP server; rooms shared through Redis when REDIS_URL is set.
  const realtime = await startRealtimeServer({
    httpServer: server,
    keys: services.realtimeKeys,
    logger,
    chat: services.chat,
    userById: (id) => services.accounts.userById(id),
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    adapter: config.REALTIME_ADAPTER,
    mayJoinTopic: services.mayJoinLiveTopic,
  });
  services.realtime.attach(realtime.publisher);
  services.chatPresence.attach(realtime.presence);

  server.listen(config.PORT, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      {
        port,
        database: database.driver,
        mode: config.NODE_ENV,
        startup: { ...startup.done(), fromSnapshot },
      },
      `Triphive listening on http://localhost:${port}`,
    );
    if (config.SEED === "auto" && !config.DATABASE_URL) {
      // After the site answers, one after the other: a year of requests through the real
      // workflows (decision 0232) and the photos' encoding take minutes no visitor waits on.
      demoWork = demoAfterStart();
    }
    if (outbox) {
      logger.info(
        `Mail is not sent (no SMTP_URL): read it at http://localhost:${port}/dev/mailbox from this machine`,
      );
    }
    if (smsOutbox) {
      logger.info(
        `Texts are not sent (no SMS_URL): read them at http://localhost:${port}/dev/sms from this machine`,
      );
    }
  });

  // The demo's background work (history, photos): a stop asks it to end between two requests
  // and waits for it, so the database never closes under it.
  let demoWork: Promise<void> | null = null;
  let demoStopping = false;
  async function demoAfterStart() {
    if (config.DEMO_HISTORY === "true") {
      // The history's quotes were sent long ago: they must not spend the agencies' hour.
      const forgetSend = (agentId: number) =>
        limiter.reset(LIMITS.quoteSendPerAgent, String(agentId));
      await seedDemoHistory(
        services,
        database.db,
        () => new Date(),
        forgetSend,
        () => demoStopping,
      ).then(
        (requests) => {
          if (requests) logger.info({ requests }, "created a year of demo history");
        },
        (error: unknown) => logger.error({ err: error }, "building the demo history failed"),
      );
    }
    if (config.DEMO_PHOTOS === "true" && !demoStopping) {
      await seedDemoPhotos(services, database.db).then(
        (count) => {
          if (count) logger.info({ photos: count }, "uploaded the demo photos");
        },
        (error: unknown) => logger.error({ err: error }, "uploading the demo photos failed"),
      );
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Whatever happens, never outlive the orchestrator's patience.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 1_500).unref();
    const idle = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.closeIdleConnections();
    // Closes the sockets (clients reconnect elsewhere and catch up) and the HTTP server.
    await realtime.close();
    demoStopping = true;
    if (demoWork) {
      await Promise.race([
        demoWork,
        new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS)),
      ]);
    }
    await new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
    clearTimeout(idle);
    await closeDev();
    await jobRunner.stop();
    await catalogBroadcast.close();
    await sessionBroadcast.close();
    // Browser events still queued for their batch (decision 0153) go in before the database closes.
    await services.tracking.flush();
    await limitStore.close?.();
    await cacheStore.close?.();
    // PGlite must be closed to leave a consistent data directory behind.
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
