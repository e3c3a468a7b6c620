import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { QuoteDraftInput } from "../../common/quotes-input";
import { loadConfig } from "../config";
import { migrateDatabase, openConfiguredDatabase } from "../db";
import { createLogger } from "../lib/logger";
import { createMemoryStore, createRateLimiter, LIMITS } from "../lib/rate-limit";
import { createMemoryOutbox } from "../mail/mailer";
import {
  insertBackwaterTrails,
  insertDestination,
  insertUser,
} from "../modules/quotes/quotes-test-helpers";
import { startRealtimeServer } from "../modules/realtime";
import { createServices } from "../services";
import { createFileStorage } from "../storage/file-storage";
import { KERALA_FAMILY_TRIP } from "./trip-input";

// A real server process for the realtime reliability test, the two-process test and bench/:
// the database of DATA_DIR (or DATABASE_URL), the chat service, Socket.IO on PORT (with the
// Redis adapter when REDIS_URL is set), and nothing of the site. The first process to start
// on a database creates one traveller, one agent and one sent quote, written to
// DATA_DIR/realtime-fixture.json for the next. It prints "READY <fixture json>" when listening.

export interface RealtimeFixture {
  travellerId: string;
  agentId: string;
  quoteId: number;
}

const draft = QuoteDraftInput.parse({
  days: [
    { cityName: "Kochi", title: "Arrive" },
    { cityName: "Kochi", title: "Depart" },
  ],
  stays: [{ city: "Kochi", nights: 1, hotels: [{ name: "Harbour", city: "Kochi", rating: 4 }] }],
  inclusions: ["breakfast"],
  exclusions: ["flights"],
  pricePerAdult: 20_000,
  pricePerChild: 10_000,
  discount: 0,
  validUntil: "2030-12-31",
  cancellationPolicy: [{ daysBefore: 30, refundPercent: 90 }],
});

async function main() {
  const config = loadConfig();
  const secret = config.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is required");
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config, logger);
  await migrateDatabase(database);
  const services = createServices({
    db: database.db,
    logger,
    mailer: createMemoryOutbox(),
    limiter: createRateLimiter(createMemoryStore()),
    storage: await createFileStorage(config.storage, { logger }),
    chatSendLimit: { ...LIMITS.chatSendPerUser, max: config.CHAT_SEND_PER_MINUTE },
    auth: { secret, publicUrl: config.publicUrl },
  });
  const fixtureFile = path.join(config.dataDir, "realtime-fixture.json");
  let fixture: RealtimeFixture;
  if (existsSync(fixtureFile)) {
    fixture = JSON.parse(await readFile(fixtureFile, "utf8")) as RealtimeFixture;
  } else {
    // A destination of its own: a shared PostgreSQL database may hold an earlier run's.
    const place = `Kerala${Date.now().toString(36)}`;
    const kerala = await insertDestination(database.db, place, "india");
    const agent = await insertBackwaterTrails(database.db, [kerala]);
    const traveller = await insertUser(database.db, "traveller", "Asha");
    const trip = await services.trips.create(traveller, { ...KERALA_FAMILY_TRIP, to_loc: [place] });
    const editor = await services.quotes.startDraft(agent.user, trip.id, { from: "blank" });
    await services.quotes.saveDraft(agent.user, editor.quoteId, draft);
    await services.workflows.sendQuote(agent.user, editor.quoteId);
    fixture = { travellerId: traveller.id, agentId: agent.user.id, quoteId: editor.quoteId };
    await writeFile(fixtureFile, JSON.stringify(fixture));
  }
  const server = createServer((_req, res) => res.writeHead(404).end());
  const realtime = await startRealtimeServer({
    httpServer: server,
    keys: services.realtimeKeys,
    logger,
    chat: services.chat,
    userById: (id) => services.accounts.userById(id),
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    adapter: config.REALTIME_ADAPTER,
  });
  services.realtime.attach(realtime.publisher);
  services.chatPresence.attach(realtime.presence);
  server.listen(config.PORT, "127.0.0.1", () => {
    process.stdout.write(`READY ${JSON.stringify(fixture)}\n`);
  });
  const stop = async () => {
    await realtime.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
