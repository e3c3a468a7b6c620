import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { NGINX, ROOT, spawnTracked, stopChild, waitFor } from "./cluster";

/** Object storage for the cluster: none yet (uploads stay on each process's disk). */
export async function startObjectStorage(_: { dir: string; env: Record<string, string> }) {
  return {};
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
