import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { NGINX, ROOT, spawnTracked, stopChild, waitFor } from "./cluster";

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

/** The shipped nginx configuration in front of `ports`, run as a child process. */
export async function startFront(ports: number[], dir: string, port: number) {
  const root = path.join(dir, "nginx");
  await mkdir(path.join(root, "cache"), { recursive: true });
  await mkdir(path.join(root, "logs"), { recursive: true });
  // nginx's workers run as nobody when started by root.
  for (const d of [dir, root]) await chmod(d, 0o755);
  await chmod(path.join(root, "cache"), 0o777);
  let conf = await readFile(path.join(ROOT, "docs/nginx/triphive.conf"), "utf8");
  conf = conf
    .replace(/pid [^;]+;/, `pid ${root}/nginx.pid;\nerror_log ${root}/logs/error.log warn;`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${root}/cache`)
    .replace(
      /(upstream triphive \{)[^}]*?(keepalive)/s,
      (_m, open, keep) =>
        `${open}\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}\n    ${keep}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(
      "http {",
      `http {\n  client_body_temp_path ${root}/body;\n  proxy_temp_path ${root}/proxy;\n  fastcgi_temp_path ${root}/fastcgi;\n  uwsgi_temp_path ${root}/uwsgi;\n  scgi_temp_path ${root}/scgi;`,
    );
  const file = path.join(root, "nginx.conf");
  await writeFile(file, conf);
  const child = spawnTracked(NGINX, ["-p", root, "-c", file, "-g", "daemon off;"], {
    log: path.join(root, "logs/stdout.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    "nginx to answer",
    async () => (await fetch(`${url}/livez`).catch(() => null))?.status === 200,
    20_000,
  ).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return { url, stop: () => stopChild(child) };
}
