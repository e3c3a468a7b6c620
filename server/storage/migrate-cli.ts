// npm run storage:migrate [-- --delete-local]: DATA_DIR/uploads → the STORAGE_URL bucket
// (decision 0196). Exits 1 when a file failed or differs in the bucket, 2 on bad usage.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import { type MigrationEvent, migrateUploads } from "./migrate-uploads";
import { createS3Storage } from "./s3-storage";

const USAGE = "usage: npm run storage:migrate [-- --delete-local]";

let deleteLocal = false;
try {
  deleteLocal = parseArgs({
    options: { "delete-local": { type: "boolean", default: false } },
    strict: true,
  }).values["delete-local"] as boolean;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (config.storage.kind !== "s3") {
  console.error(
    "STORAGE_URL is not set to an s3:// bucket: there is nowhere to copy the uploads to.",
  );
  process.exit(2);
}

const logger = createLogger(config.LOG_LEVEL);
const storage = createS3Storage({ ...config.storage, logger });
const { bucket, prefix } = config.storage.location;
const print = (event: MigrationEvent) => {
  if (event.kind === "conflict") {
    console.log(`conflict ${event.file}: ${event.local} bytes here, ${event.remote} in the bucket`);
  } else if (event.kind === "failed") {
    console.log(`failed   ${event.file}: ${(event.error as Error)?.message ?? event.error}`);
  } else if (event.kind !== "skipped") {
    console.log(`${event.kind.padEnd(8)} ${event.file}`);
  }
};

try {
  await storage.check();
  console.log(`copying ${config.uploadsDir} to s3://${bucket}/${prefix}`);
  const report = await migrateUploads({
    from: config.uploadsDir,
    to: storage,
    deleteLocal,
    onEvent: print,
  });
  console.log(
    `copied ${report.copied}, already there ${report.skipped}, conflicts ${report.conflicts.length}, ` +
      `failed ${report.failed.length}, not uploads ${report.ignored.length}, ` +
      `local copies deleted ${report.deleted}`,
  );
  process.exitCode = report.failed.length > 0 || report.conflicts.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`the bucket cannot be used: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  storage.close();
}
