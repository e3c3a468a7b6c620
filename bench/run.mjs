// Load benchmark (DESIGN.md §6): builds and starts the production server on a free port with
// a temporary DATA_DIR, then measures each target with autocannon in one run and prints
// throughput ratios against /healthz. Loopback only; bounded in time. Then, with the server
// stopped, the listing query at 100k vs 1k packages (bench/listing-scale.ts; seeding 100k
// takes minutes, BENCH_SCALE=0 skips it).
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGETS = [
  { name: "healthz", path: "/healthz" },
  { name: "home", path: "/" },
  { name: "listing", path: "/tour-packages/kerala" },
  { name: "page-not-found", path: "/page-not-found" },
  // A session cookie (even an invalid one) bypasses the page cache: the uncached cost of SSR.
  // The 404 page is the nearest thing to an empty route: header, footer, one paragraph.
  {
    name: "empty SSR, uncached",
    path: "/page-not-found",
    headers: { cookie: "triphive.session_token=bench" },
  },
  {
    name: "listing, uncached",
    path: "/tour-packages/kerala",
    headers: { cookie: "triphive.session_token=bench" },
  },
  {
    // A successful password login (a demo account): scrypt dominates its cost. Successful
    // logins do not count towards the failure throttle.
    name: "login",
    path: "/browsing/v1/users/sign_in",
    method: "POST",
    connections: 4,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "traveller@triphive.example", password: "Backwaters#2026" }),
  },
];

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

if (!existsSync("build/server/main.js") || process.env.BENCH_BUILD !== "0") {
  console.log("building…");
  execSync("npm run build", { stdio: "inherit" });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "triphive-bench-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;

/** JavaScript a first visit to `pagePath` loads: every module script and modulepreload, gzipped. */
async function pageJs(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const srcs = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, raw, gzip };
}

try {
  await waitFor(`${base}/healthz`);
  for (const [label, path] of [
    ["home page", "/"],
    ["listing page", "/tour-packages/kerala"],
  ]) {
    const js = await pageJs(path);
    console.log(
      `${label} JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB gzip (budget 150)`,
    );
  }
  console.log("");
  const results = {};
  // The server's own CPU time per request (process_cpu_seconds_total): unlike throughput it
  // hardly moves when other processes load the machine, so it backs up the ratios below.
  const cpuSeconds = async () => {
    const text = await fetch(`${base}/metrics`).then((r) => r.text());
    return Number(text.match(/^process_cpu_seconds_total (\S+)/m)?.[1] ?? Number.NaN);
  };
  for (const target of TARGETS) {
    // Warm up caches and the JIT before measuring.
    const request = {
      url: base + target.path,
      method: target.method ?? "GET",
      headers: target.headers,
      body: target.body,
    };
    await autocannon({ ...request, connections: 4, duration: 2 });
    const cpuBefore = await cpuSeconds();
    const r = await autocannon({
      ...request,
      connections: target.connections ?? CONNECTIONS,
      duration: DURATION_S,
    });
    const cpuMs = ((await cpuSeconds()) - cpuBefore) * 1000;
    const cpuPerRequest = cpuMs / Math.max(1, r.requests.total);
    results[target.name] = {
      rps: r.requests.average,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      cpuPerRequest,
    };
    console.log(
      `${target.name.padEnd(20)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  non-2xx ${String(r.non2xx).padStart(5)}  server CPU ${cpuPerRequest.toFixed(2)} ms/req`,
    );
  }
  // One login at a time: what a single traveller waits for.
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/browsing/v1/users/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "traveller@triphive.example", password: "Backwaters#2026" }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `login, one at a time (20): p50 ${times[10].toFixed(0)} ms, max ${times[19].toFixed(0)} ms`,
  );
  // The traveller's quote pages (issue 9): quote detail and compare of the demo marketplace's
  // Kerala request, against the listing page, all signed in (so none is served from the page
  // cache). Budget: each under 2x the listing's server CPU per request.
  const signIn = await fetch(`${base}/browsing/v1/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "traveller@triphive.example", password: "Backwaters#2026" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { requested_trips: tripList = [] } = await (
    await fetch(`${base}/bookings/v1/requested_trips`, { headers: { cookie } })
  ).json();
  const kerala = tripList.find((t) => t.to_loc.includes("Kerala"));
  const quoteIds = kerala
    ? (
        await (
          await fetch(`${base}/bookings/v1/requested_trips/${kerala.id}/quotes`, {
            headers: { cookie },
          })
        ).json()
      ).quotes.map((q) => q.id)
    : [];
  if (quoteIds.length >= 3) {
    const pages = [
      { name: "listing, signed in", path: "/tour-packages/kerala" },
      { name: "quote detail", path: `/requested_trips/${kerala.id}/quotes/${quoteIds[0]}` },
      {
        name: "compare (3 quotes)",
        path: `/requested_trips/${kerala.id}/compare?${quoteIds
          .slice(0, 3)
          .map((id) => `quote_ids=${id}`)
          .join("&")}`,
      },
    ];
    console.log("");
    for (const page of pages) {
      const request = { url: base + page.path, headers: { cookie } };
      await autocannon({ ...request, connections: 4, duration: 2 });
      const cpuBefore = await cpuSeconds();
      const r = await autocannon({ ...request, connections: 8, duration: DURATION_S });
      const cpuPerRequest =
        (((await cpuSeconds()) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
      results[page.name] = { rps: r.requests.average, non2xx: r.non2xx, cpuPerRequest };
      console.log(
        `${page.name.padEnd(20)} ${r.requests.average.toFixed(0).padStart(7)} req/s  non-2xx ${String(r.non2xx).padStart(5)}  server CPU ${cpuPerRequest.toFixed(2)} ms/req`,
      );
    }
    for (const name of ["quote detail", "compare (3 quotes)"]) {
      const ratio = results[name].cpuPerRequest / results["listing, signed in"].cpuPerRequest;
      console.log(`${name} / listing, server CPU: ${ratio.toFixed(2)} (budget < 2)`);
    }
  } else {
    console.log("\n(no demo Kerala request with three quotes: quote pages not measured)");
  }
  const base_ = results.healthz.rps;
  console.log("\nratios to /healthz (same server, same run):");
  for (const [name, r] of Object.entries(results)) {
    if (name !== "healthz") console.log(`  ${name.padEnd(20)} ${(r.rps / base_).toFixed(3)}`);
  }
  const uncached = results["listing, uncached"].rps / results["empty SSR, uncached"].rps;
  console.log(`\nuncached listing / uncached empty SSR: ${uncached.toFixed(3)} (budget >= 0.40)`);
  const byCpu =
    results["empty SSR, uncached"].cpuPerRequest / results["listing, uncached"].cpuPerRequest;
  console.log(`  the same by server CPU per request: ${byCpu.toFixed(3)}`);
  console.log(
    `cached listing / healthz: ${(results.listing.rps / base_).toFixed(3)} (budget >= 0.50)`,
  );
  const mem = await fetch(`${base}/metrics`).then((r) => r.text());
  const rss = Number(
    mem.match(/^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)/m)?.[1] ?? 0,
  );
  console.log(`\nserver RSS after the run: ${(rss / 1024 / 1024).toFixed(0)} MiB`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_SCALE !== "0") {
  console.log("");
  execSync("npx tsx bench/listing-scale.ts", { stdio: "inherit" });
}
