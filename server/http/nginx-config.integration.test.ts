import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// docs/nginx/triphive.conf, the very file, in front of two stub upstreams answering like the app
// (decision 0152). Needs an nginx binary (Debian: apt-get install nginx-light); skipped without.

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

let dir = "";
let nginxPort = 0;
let upstreamHits = 0;
const upstreams: Server[] = [];

function stubUpstream(): Promise<number> {
  const server = createServer((req, res) => {
    upstreamHits += 1;
    const signedIn = /triphive\.session_token=/.test(req.headers.cookie ?? "");
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "X-Upstream-Encoding": String(req.headers["accept-encoding"] ?? ""),
      Vary: "Accept-Encoding",
    };
    if (req.url === "/tour-packages/kerala" && !signedIn) {
      headers["Cache-Control"] = PUBLIC;
      headers.ETag = '"kerala"';
    } else if (req.url === "/set-cookie") {
      headers["Cache-Control"] = PUBLIC;
      headers["Set-Cookie"] = "a=b; Path=/";
    } else {
      headers["Cache-Control"] = "private, no-store";
    }
    res.writeHead(200, headers);
    res.end(`<p>${req.url} ${signedIn ? "signed in" : "anonymous"}</p>`);
  });
  upstreams.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}

beforeAll(async () => {
  if (!NGINX) return;
  dir = mkdtempSync(path.join(tmpdir(), "triphive-nginx-"));
  chmodSync(dir, 0o777);
  const [a, b] = [await stubUpstream(), await stubUpstream()];
  nginxPort = await freePort();
  const conf = readFileSync("docs/nginx/triphive.conf", "utf8")
    .replace("/run/nginx-triphive.pid", path.join(dir, "nginx.pid"))
    .replace("/var/cache/nginx/triphive", path.join(dir, "cache"))
    .replace("127.0.0.1:3001", `127.0.0.1:${a}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${b}`)
    .replace("listen 80;", `listen 127.0.0.1:${nginxPort};`)
    .replace("events {", `error_log ${path.join(dir, "error.log")};\nevents {`);
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, conf);
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", file]);
  // In the foreground, so the test owns the process and stops it by its id.
  const proc = spawn(NGINX, ["-p", dir, "-c", file, "-g", "daemon off;"], { stdio: "ignore" });
  stopNginx = () =>
    new Promise((resolve) => {
      proc.once("exit", () => resolve());
      proc.kill("SIGQUIT");
    });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${nginxPort}/livez`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});

let stopNginx: () => Promise<void> = async () => {};

afterAll(async () => {
  await stopNginx();
  for (const server of upstreams) server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${nginxPort}${url}`, { headers });

describe.skipIf(!NGINX)("docs/nginx/triphive.conf in front of two processes", () => {
  it("keeps an anonymous page by its s-maxage, one copy per encoding", async () => {
    const before = upstreamHits;
    const first = await get("/tour-packages/kerala", { "accept-encoding": "gzip, deflate, br" });
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    expect(first.headers.get("x-upstream-encoding")).toBe("br");
    const second = await get("/tour-packages/kerala", { "accept-encoding": "br, gzip" });
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toBe("<p>/tour-packages/kerala anonymous</p>");
    expect(upstreamHits - before).toBe(1);
    const gzip = await get("/tour-packages/kerala", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("x-cache-status")).toBe("MISS");
    expect(gzip.headers.get("x-upstream-encoding")).toBe("gzip");
    // The browser revalidates against the proxy's copy: 304 without a body.
    const revalidated = await get("/tour-packages/kerala", {
      "accept-encoding": "br",
      "if-none-match": '"kerala"',
    });
    expect(revalidated.status).toBe(304);
  });

  it("never serves or stores a page for a signed-in browser", async () => {
    const cookie = "triphive.session_token=abc";
    const signedIn = await get("/tour-packages/kerala", { cookie });
    expect(signedIn.headers.get("x-cache-status")).toBe("BYPASS");
    expect(await signedIn.text()).toContain("signed in");
    const anonymous = await get("/tour-packages/kerala", { "accept-encoding": "br" });
    expect(await anonymous.text()).toContain("anonymous");
  });

  it("stores nothing private, no-store, and nothing that sets a cookie", async () => {
    for (const url of ["/travellers/dashboard", "/set-cookie"]) {
      await get(url);
      const again = await get(url);
      expect(again.headers.get("x-cache-status"), url).toBe("MISS");
    }
  });
});
