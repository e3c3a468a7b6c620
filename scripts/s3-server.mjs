#!/usr/bin/env node
// An S3-compatible server (s3rver, a dev dependency) for tests and the scale harness: object
// storage on this machine, in a directory, without Docker or a download (decision 0196).
//
//   node scripts/s3-server.mjs --port 0 --dir /tmp/s3 [--bucket triphive]… [--exit-with-stdin]
//
// Prints "ready http://127.0.0.1:<port>" on stdout once it listens (port 0: a free one), then
// serves until SIGTERM or SIGINT (or, with --exit-with-stdin, until its stdin closes, so a
// parent that dies takes it along). Credentials: AWS_ACCESS_KEY_ID=S3RVER,
// AWS_SECRET_ACCESS_KEY=S3RVER. The app reaches it with
// STORAGE_URL="s3://triphive/uploads?endpoint=http://127.0.0.1:<port>&forcePathStyle=true".
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import S3rver from "s3rver";

const USAGE =
  "usage: node scripts/s3-server.mjs --dir DIR [--port N] [--address A] [--bucket NAME]... [--exit-with-stdin]";

let args;
try {
  args = parseArgs({
    options: {
      port: { type: "string", default: "0" },
      address: { type: "string", default: "127.0.0.1" },
      dir: { type: "string" },
      bucket: { type: "string", multiple: true, default: ["triphive"] },
      "exit-with-stdin": { type: "boolean", default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const port = Number(args.port);
if (!args.dir || !Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(USAGE);
  process.exit(2);
}
const directory = path.resolve(args.dir);
mkdirSync(directory, { recursive: true });

const server = new S3rver({
  address: args.address,
  port,
  directory,
  silent: true,
  configureBuckets: args.bucket.map((name) => ({ name })),
});
const { address, port: listening } = await server.run();
process.stdout.write(`ready http://${address}:${listening}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => {});
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
if (args["exit-with-stdin"]) {
  process.stdin.on("end", () => void stop());
  process.stdin.on("close", () => void stop());
  process.stdin.resume();
}
