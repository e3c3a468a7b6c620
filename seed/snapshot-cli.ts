// `npm run build`'s last step (bundled as build/server/seed-snapshot.js): writes the seed
// snapshot that a first start on the embedded defaults unpacks (seed/snapshot.ts,
// docs/decisions/0137). The same steps as a first start (server/main.ts), minus what is dated
// from today (the demo marketplace and coupons).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from "../server/db";
import { createLogger } from "../server/lib/logger";
import { createMemoryStore, createRateLimiter } from "../server/lib/rate-limit";
import { createMemoryOutbox } from "../server/mail/mailer";
import { createServices } from "../server/services";
import { createMemoryStorage } from "../server/storage/local-storage";
import { linkDemoAgents } from "./agents";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDatabase } from "./seed";
import { SNAPSHOT_SCALE, snapshotManifest, writeSeedSnapshot } from "./snapshot";

const here = path.dirname(fileURLToPath(import.meta.url));
const started = performance.now();
// The seed writes ~180 MB of WAL; with a small max_wal_size the last checkpoint drops the
// segments it no longer needs instead of keeping them (incompressible) for reuse.
const database = await openDatabase({
  driver: "pglite",
  settings: ["min_wal_size = 32MB", "max_wal_size = 32MB"],
});
await migrateDatabase(database);
const services = createServices({
  db: database.db,
  logger: createLogger("silent"),
  mailer: createMemoryOutbox(),
  limiter: createRateLimiter(createMemoryStore()),
  storage: createMemoryStorage(),
  // Nothing signed with it is stored: password hashes are salted scrypt.
  auth: { secret: "seed-snapshot-build-only-0123456789abcdef", publicUrl: "http://localhost" },
});
// The seed tells the catalogue caches, which start the search index's rebuild.
await seedDatabase(database.db, { scale: SNAPSHOT_SCALE, changes: services.catalogChanges });
await seedDemoAccounts(services.accounts);
await linkDemoAgents(database.db);
const documents = await services.search.ensureIndexed();
await database.db.execute(sql`checkpoint`);
const tarball = await database.dumpDataDir?.();
if (!tarball) throw new Error("seed snapshot: the database cannot be dumped");
await writeSeedSnapshot(
  here,
  tarball,
  await snapshotManifest(path.join(here, "main.js"), MIGRATIONS_DIR),
);
await database.close();
console.log(
  `seed snapshot: ${(tarball.size / 2 ** 20).toFixed(1)} MiB, ${documents} search documents, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(0);
