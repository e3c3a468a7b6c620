import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { migrateDatabase, openConfiguredDatabase } from "../server/db";
import { resetCatalog, SEED_SCALES, type SeedScale, seedIfEmpty } from "./seed";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "default" },
    reset: { type: "boolean", default: false },
  },
});

if (!SEED_SCALES.includes(values.scale as SeedScale)) {
  console.error(`--scale must be one of ${SEED_SCALES.join(", ")}`);
  process.exit(2);
}
const scale = values.scale as SeedScale;

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateDatabase(database);
  // Not held to a request's statement limit (docs/decisions/0185).
  if (values.reset) await resetCatalog(database.longWork);
  const summary = await seedIfEmpty(database.longWork, { scale });
  console.log(
    summary ? JSON.stringify(summary) : "catalogue already present; use --reset to rebuild it",
  );
} finally {
  await database.close();
}
