import { parseArgs } from "node:util";
import { EditPackageInput } from "../common/catalog-edit";
import { parseRowId } from "../common/ids";
import { startConfiguredCatalogBroadcast } from "./catalog-broadcast-setup";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./db";
import { createCdnPurge } from "./http/cdn-purge";
import { createLogger } from "./lib/logger";
import { createCatalogChanges, createPackageEditor } from "./modules/catalog";

// npm run catalog:edit -- --package <slug or id> [--title …] [--heading …] [--summary …]
//   [--price <INR per person>] [--discount <percent>]
// The same edit as PATCH /admin/v1/packages/{id}, recorded as made by the command. Running
// processes hear of it through the broadcast (Redis, or PostgreSQL LISTEN/NOTIFY) and the CDN
// is purged from here (decision 0199); with PGlite, stop the server first: the next start
// rebuilds the search index it finds older than the catalogue.

const { values } = parseArgs({
  options: {
    package: { type: "string" },
    title: { type: "string" },
    heading: { type: "string" },
    summary: { type: "string" },
    price: { type: "string" },
    discount: { type: "string" },
  },
});

const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const parsed = EditPackageInput.safeParse({
  title: values.title,
  heading: values.heading,
  summary: values.summary,
  price_per_person_inr: number(values.price),
  discount_percent: number(values.discount),
});
if (!values.package || !parsed.success) {
  if (!values.package) console.error("--package <slug or id> is required");
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join(".") || "input"}: ${issue.message}`);
  }
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
const database = await openConfiguredDatabase(config, logger);
const changes = createCatalogChanges();
const broadcast = await startConfiguredCatalogBroadcast(
  { ...config, CATALOG_CHANGES_POLL_MS: 0 },
  { db: database.db, changes, logger },
);
const purge = config.CDN_PURGE_URL ? createCdnPurge({ url: config.CDN_PURGE_URL, logger }) : null;
if (purge) changes.subscribe((change) => purge.changed(change));
let code = 0;
try {
  const id = parseRowId(values.package);
  const edited = await createPackageEditor({ db: database.db, changes }).edit(
    { command: true },
    id ?? values.package,
    parsed.data,
  );
  console.log(JSON.stringify(edited));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await broadcast.close();
  await purge?.flush();
  await database.close();
}
process.exit(code);
