#!/usr/bin/env node
// The shipped nginx configuration (docs/nginx/triphive.conf), rendered for given upstreams, a
// listen address and a directory of its own, and run as a foreground child process stopped by
// its PID: what the nginx tests and the scale tests put in front of app processes.
//
//   node scripts/nginx-conf.mjs --upstream 3001 --upstream 3002 --listen 8080 --dir /tmp/nginx
//
// prints the rendered file. From code: renderNginxConf() for the text, startNginx() to run it.

import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SHIPPED_NGINX_CONF = path.join(ROOT, "docs/nginx/triphive.conf");

/** Debian's nginx (nginx-light), or null when none is installed. */
export const NGINX_BINARY =
  ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ?? null;

const hostPort = (value) =>
  typeof value === "number" || /^\d+$/.test(String(value)) ? `127.0.0.1:${value}` : String(value);

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`nginx conf: no ${what} to replace`);
  return text.replace(pattern, replacement);
}

/**
 * The shipped configuration with its upstream servers, listen address, pid, cache and temp
 * paths replaced: `upstreams` are ports on 127.0.0.1 or `host:port`; `listen` a port or
 * `host:port`; everything nginx writes goes under `dir`. The pid line is dropped (startNginx
 * passes it with -g); an error log under `dir` is added.
 */
export function renderNginxConf({ upstreams, listen, dir, source = SHIPPED_NGINX_CONF }) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) {
    throw new Error("nginx conf: name at least one upstream");
  }
  let conf = readFileSync(source, "utf8");
  conf = replaceOnce(conf, /^pid [^;]+;\n/m, "", "pid");
  conf = replaceOnce(
    conf,
    /(upstream triphive \{\n)((?:\s*server [^;]+;\n)+)/,
    (_all, head, servers) => {
      const indent = /^(\s*)server/.exec(servers)?.[1] ?? "    ";
      return head + upstreams.map((u) => `${indent}server ${hostPort(u)};\n`).join("");
    },
    "upstream servers",
  );
  conf = replaceOnce(conf, /listen 80;/, `listen ${hostPort(listen)};`, "listen");
  conf = replaceOnce(
    conf,
    /proxy_cache_path \/var\/cache\/nginx\/triphive /,
    `proxy_cache_path ${path.join(dir, "cache")} `,
    "cache path",
  );
  // The compiled-in temp paths (/var/lib/nginx) are root's: a test's nginx writes its own.
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}_temp`)};\n`)
    .join("");
  conf = replaceOnce(conf, /^http \{\n/m, `http {\n${temps}`, "http block");
  return `error_log ${path.join(dir, "error.log")} warn;\n${conf}`;
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Runs the shipped configuration in the foreground (`nginx -p dir -c conf -e log -g 'daemon
 * off; pid …;'`) in front of `upstreams`, on `listen` (a free port by default), once `nginx -t`
 * accepts it; resolves when it accepts connections. The caller stops it with `stop()`, which
 * signals the master by its PID (SIGTERM, then SIGKILL after `graceMs`) and resolves when it
 * has exited. Nothing is cleaned under `dir`: it is the caller's (a fresh temp dir by default).
 */
export async function startNginx({
  upstreams,
  listen,
  dir = mkdtempSync(path.join(tmpdir(), "triphive-nginx-")),
  nginx = NGINX_BINARY,
  source = SHIPPED_NGINX_CONF,
  startTimeoutMs = 60_000,
  graceMs = 10_000,
}) {
  if (!nginx) throw new Error("nginx is not installed (apt-get install nginx-light)");
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody and must write the cache and temp dirs.
  await chmod(dir, 0o777);
  const port = typeof listen === "number" ? listen : listen ? null : await freePort();
  const conf = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  writeFileSync(conf, renderNginxConf({ upstreams, listen: listen ?? port, dir, source }));
  const args = ["-p", dir, "-c", conf, "-e", errorLog];
  const global = `daemon off; pid ${path.join(dir, "nginx.pid")};`;
  execFileSync(nginx, [...args, "-t", "-q", "-g", global], { stdio: "pipe" });
  const child = spawn(nginx, [...args, "-g", global], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const readyPort = port ?? Number(String(listen).split(":").pop());
  const deadline = Date.now() + startTimeoutMs;
  while (!(await accepts(readyPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${readyPort}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid,
    port: readyPort,
    url: `http://127.0.0.1:${readyPort}`,
    dir,
    conf,
    errorLog,
    stop,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const values = (flag) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
  const upstreams = values("--upstream");
  const [listen = "80"] = values("--listen");
  const [dir = "/var/lib/triphive-nginx"] = values("--dir");
  process.stdout.write(renderNginxConf({ upstreams, listen, dir }));
}
