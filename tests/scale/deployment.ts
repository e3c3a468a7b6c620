import { chmod, readFile } from "node:fs/promises";
import path from "node:path";
import { startNginx } from "../../scripts/nginx-conf.mjs";
import { ROOT, spawnTracked, stopChild, waitFor } from "./cluster";

/**
 * An S3-compatible server (scripts/s3-server.mjs, decision 0196) for the cluster's uploads: the
 * processes get STORAGE_URL and the AWS keys it accepts.
 */
export async function startObjectStorage({ dir }: { dir: string; env: Record<string, string> }) {
  const log = path.join(dir, "s3.log");
  const child = spawnTracked(
    process.execPath,
    [path.join(ROOT, "scripts/s3-server.mjs"), "--port", "0", "--dir", path.join(dir, "s3")],
    { log },
  );
  const endpoint = await waitFor(
    "the S3-compatible server",
    async () => /ready (\S+)/.exec(await readFile(log, "utf8").catch(() => ""))?.[1],
    30_000,
  ).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return {
    env: {
      STORAGE_URL: `s3://triphive/uploads?endpoint=${endpoint}&forcePathStyle=true&region=us-east-1`,
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: () => stopChild(child),
  };
}

/** The shipped nginx configuration in front of `ports` (scripts/nginx-conf.mjs, decision 0198). */
export async function startFront(ports: number[], dir: string, port: number) {
  // nginx's workers run as nobody when started by root: they must reach the cache under `dir`.
  await chmod(dir, 0o755);
  return startNginx({ upstreams: ports, listen: port, dir: path.join(dir, "nginx") });
}
