// Load benchmark (DESIGN.md §6, issue 14): builds and starts the production server on a free
// port with a temporary DATA_DIR (timing its first start: migrate + seed), then measures each
// target with autocannon, server CPU per request from the server's own counters.
//
// Same-run comparisons, never figures from different runs (the machine is shared and noisy):
// - BENCH_BEFORE_DIR=<checkout with a build> starts that build too (say, main) and measures
//   before and after back to back, target by target, BENCH_ROUNDS rounds; medians are reported.
// - Anchors started by this script in their own processes (bench/baseline-server.tsx): a bare
//   Hono route serving the very bytes the page cache serves for the cached listing, and a stock
//   React Router 7 route rendering the listing's 25 cards with the app's own card component.
// Then the quote pages (signed in), and with the servers stopped, the listing query at 100k vs
// 1k packages (bench/listing-scale.ts; seeding 100k takes minutes, BENCH_SCALE=0 skips it).
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { build as esbuild } from "esbuild";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// What a browser sends; the cached listing answers with its stored brotli bytes. The User-Agent
// matters: bots get every page as one complete document (decision 0158).
const ACCEPT = {
  "accept-encoding": "gzip, deflate, br",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};
const SESSION = { cookie: "triphive.session_token=bench" };
const TARGETS = [
  { name: "healthz", path: "/healthz" },
  { name: "home", path: "/", headers: ACCEPT },
  { name: "listing (cached)", path: "/tour-packages/kerala", headers: ACCEPT },
  // A session cookie (even an invalid one) bypasses the page cache: the uncached cost of SSR.
  // The 404 page is the nearest thing to an empty route: header, footer, one paragraph.
  {
    name: "empty SSR, uncached",
    path: "/page-not-found",
    headers: { ...ACCEPT, ...SESSION },
  },
  { name: "listing, uncached", path: "/tour-packages/kerala", headers: { ...ACCEPT, ...SESSION } },
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

// A first start (migrate + seed) takes 20-30 s idle, minutes on a machine loaded by others.
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;

async function waitFor(url, ms = START_TIMEOUT_MS) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${url}`);
}

const load = () => `load ${loadavg()[0].toFixed(1)}`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const children = [];

/** Starts the production server of `dir` on an empty DATA_DIR; resolves once /healthz is ok. */
async function startApp(label, dir) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "triphive-bench-"));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(dir, "build/server/main.js")], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Each response says how many statements it sent (Server-Timing), for the query counts.
      SERVER_TIMING: "1",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push({ child, dataDir });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  const startS = (performance.now() - started) / 1000;
  const metrics = async () => fetch(`${base}/metrics`).then((r) => r.text());
  const cpuMs = async () =>
    Number((await metrics()).match(/^process_cpu_seconds_total (\S+)/m)?.[1] ?? Number.NaN) * 1000;
  const rssMiB = async () =>
    Number((await metrics()).match(/^process_resident_memory_bytes (\S+)/m)?.[1] ?? 0) / 2 ** 20;
  console.log(`${label}: first start (migrate + seed) ${startS.toFixed(1)} s  (${load()})`);
  return { label, base, startS, cpuMs, rssMiB };
}

/** One of bench/baseline-server.tsx's modes, bundled on the fly. */
async function startBaseline(args) {
  // Inside the checkout, so that its npm imports resolve from node_modules.
  const outfile = path.resolve("build/bench-baseline.mjs");
  if (!existsSync(outfile) || !startBaseline.built) {
    await esbuild({
      entryPoints: ["bench/baseline-server.tsx"],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      jsx: "automatic",
      packages: "external",
      logLevel: "warning",
    });
    startBaseline.built = true;
  }
  const port = await freePort();
  const child = spawn(process.execPath, [outfile, ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      NODE_PATH: path.resolve("node_modules"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push({ child });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/__cpu`, 30_000);
  const cpuMs = async () => (await (await fetch(`${base}/__cpu`)).json()).ms;
  return { base, cpuMs, rssMiB: async () => Number.NaN };
}

/** Throughput and server CPU per request of one target on one server. */
async function measure(server, target, duration = DURATION_S) {
  const request = { url: server.base + target.path, headers: target.headers };
  // Warm up caches and the JIT before measuring.
  await autocannon({ ...request, connections: 4, duration: 1 });
  const before = await server.cpuMs();
  const r = await autocannon({ ...request, connections: CONNECTIONS, duration });
  const cpu = ((await server.cpuMs()) - before) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, cpu, non2xx: r.non2xx, p99: r.latency.p99 };
}

/**
 * JavaScript a first visit to `pagePath` loads, gzipped: every module script and modulepreload
 * of the HTML, and the modulepreloads React Router's inline module script adds after the first
 * paint (its `const preloads = [[href], …]`, decision 0171).
 */
async function pageJs(base, pagePath, headers = {}) {
  const html = await (await fetch(base + pagePath, { headers })).text();
  const afterPaint = JSON.parse(html.match(/const preloads = (\[.*?\]);/)?.[1] ?? "[]");
  const srcs = new Set([
    ...[...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
    ...afterPaint.map(([href]) => href),
  ]);
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, raw, gzip };
}

if (!existsSync("build/server/main.js") || process.env.BENCH_BUILD !== "0") {
  console.log("building…");
  execSync("npm run build", { stdio: "inherit" });
}

try {
  const servers = [];
  if (process.env.BENCH_BEFORE_DIR) {
    servers.push(await startApp("before", path.resolve(process.env.BENCH_BEFORE_DIR)));
  }
  const after = await startApp(servers.length ? "after" : "server", process.cwd());
  servers.push(after);
  for (const [label, pagePath] of [
    ["home page", "/"],
    ["listing page", "/tour-packages/kerala"],
  ]) {
    const js = await pageJs(after.base, pagePath);
    console.log(
      `${label} JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB gzip (budget 130)`,
    );
  }

  // The anchors: the cached listing's own bytes from a bare route, and stock React Router 7.
  const cached = await fetch(`${after.base}/tour-packages/kerala`, { headers: ACCEPT });
  const encoding = cached.headers.get("content-encoding") ?? "identity";
  const bytesFile = path.join(tmpdir(), "triphive-bench-listing.bin");
  // fetch() decodes the body; the bare route must serve the stored (encoded) bytes.
  const raw = await new Promise((resolve, reject) => {
    import("node:http").then(({ get }) =>
      get(`${after.base}/tour-packages/kerala`, { headers: ACCEPT }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject),
    );
  });
  writeFileSync(bytesFile, raw);
  const cardsFile = path.join(tmpdir(), "triphive-bench-cards.json");
  const listing = await (
    await fetch(`${after.base}/browsing/v1/packages?plp_page_url=/tour-packages/kerala`)
  ).json();
  // The listing's own cards, in the shape the card component takes (10 ids a call).
  const ids = (listing.packages ?? []).map((p) => p.id);
  const cards = [];
  for (let i = 0; i < ids.length; i += 10) {
    const query = ids.slice(i, i + 10).join(",");
    const res = await fetch(`${after.base}/browsing/v1/packages/cards?ids=${query}`);
    cards.push(...(await res.json()).packages);
  }
  writeFileSync(cardsFile, JSON.stringify(cards));
  console.log(
    `cached listing: ${(raw.length / 1024).toFixed(0)} KiB ${encoding}; stock React Router 7 baseline renders ${cards.length} cards`,
  );
  const bare = await startBaseline(["bare", bytesFile, encoding]);
  const rr7 = await startBaseline(["rr7", cardsFile]);
  const anchors = [
    { name: "bare bytes (same body)", server: bare, target: { path: "/tour-packages/kerala" } },
    { name: "stock RR7, 25 cards", server: rr7, target: { path: "/tour-packages/kerala" } },
  ];

  console.log(
    `\n${ROUNDS} rounds of ${DURATION_S} s, ${CONNECTIONS} connections; medians (${load()} at start)`,
  );
  const runs = {};
  const add = (key, value) => {
    runs[key] ??= [];
    runs[key].push(value);
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of TARGETS) {
      for (const server of servers)
        add(`${target.name}|${server.label}`, await measure(server, target));
    }
    for (const anchor of anchors)
      add(`${anchor.name}|anchor`, await measure(anchor.server, anchor.target));
    console.log(`  round ${round} done (${load()})`);
  }
  const med = (key) => {
    const list = runs[key] ?? [];
    return {
      rps: median(list.map((r) => r.rps)),
      cpu: median(list.map((r) => r.cpu)),
      non2xx: list.reduce((n, r) => n + r.non2xx, 0),
    };
  };
  const fmt = (m) => `${m.rps.toFixed(0).padStart(6)} req/s ${m.cpu.toFixed(2).padStart(6)} ms CPU`;
  console.log("");
  for (const target of TARGETS) {
    const cells = servers.map((s) => `${s.label}: ${fmt(med(`${target.name}|${s.label}`))}`);
    let ratio = "";
    if (servers.length === 2) {
      const [b, a] = servers.map((s) => med(`${target.name}|${s.label}`));
      ratio = `  after/before req/s ${(a.rps / b.rps).toFixed(2)}, CPU ${(a.cpu / b.cpu).toFixed(2)}`;
    }
    console.log(`${target.name.padEnd(22)} ${cells.join("   ")}${ratio}`);
  }
  for (const anchor of anchors) {
    console.log(`${anchor.name.padEnd(22)} anchor: ${fmt(med(`${anchor.name}|anchor`))}`);
  }
  console.log("\nbudgets (issue 14):");
  for (const server of servers) {
    const get = (name) => med(`${name}|${server.label}`);
    const cachedShare = get("listing (cached)").rps / med("bare bytes (same body)|anchor").rps;
    const rr7Share = get("listing, uncached").rps / med("stock RR7, 25 cards|anchor").rps;
    const rss = await server.rssMiB();
    console.log(
      `  ${server.label}: cached listing / bare bytes ${cachedShare.toFixed(2)} (>= 0.50); uncached listing ${get("listing, uncached").cpu.toFixed(2)} ms CPU (<= 5), empty ${get("empty SSR, uncached").cpu.toFixed(2)} ms (<= 2); uncached listing / stock RR7 ${rr7Share.toFixed(2)} (>= 0.40); first start ${server.startS.toFixed(1)} s (< 15); RSS ${rss.toFixed(0)} MiB (< 512)`,
    );
  }
  // The marketplace pages on each server in turn (before, then after), each against its own
  // anonymous uncached listing.
  if (process.env.BENCH_QUOTES !== "0")
    for (const server of servers)
      await quotePages(server, med(`listing, uncached|${server.label}`).cpu);
} finally {
  for (const { child, dataDir } of children) {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs in as a demo account; the session cookie. */
async function signIn(base, email, password) {
  const res = await fetch(`${base}/browsing/v1/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** One request's statements (Server-Timing, SERVER_TIMING=1) and its gzip bytes. */
async function pageFacts(base, page) {
  const res = await fetch(base + page.path, { headers: { ...ACCEPT, cookie: page.cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const queries = res.headers.get("server-timing")?.match(/(\d+) queries/)?.[1] ?? "?";
  return { status: res.status, queries, gzip: gzipSync(body, { level: 9 }).length };
}

/**
 * Login, one at a time, then the marketplace's signed-in pages (issue 31 §2): the traveller's
 * listing, dashboard, request, quote and compare; the agent's inbox and lead. Budget: each
 * <= 15 ms server CPU, and a query count that does not grow with quotes, days or hotels.
 */
async function quotePages(server, anonymousListingCpu) {
  const { base } = server;
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await signIn(base, "traveller@triphive.example", "Backwaters#2026");
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`\n${server.label}: the marketplace pages`);
  console.log(
    `login, one at a time (20): p50 ${times[10].toFixed(0)} ms, max ${times[19].toFixed(0)} ms`,
  );
  const cookie = await signIn(base, "traveller@triphive.example", "Backwaters#2026");
  const agentCookie = await signIn(base, "agent.kerala@triphive.example", "Houseboat#2026");
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
  if (quoteIds.length < 3) {
    console.log("(no demo Kerala request with three quotes: marketplace pages not measured)");
    return;
  }
  // The agent's lead: the first lead of the inbox's list.
  const inbox = await (
    await fetch(`${base}/agents/dashboard`, { headers: { ...ACCEPT, cookie: agentCookie } })
  ).text();
  const leadPath = inbox.match(/href="(\/agents\/dashboard\/leads\/[^"?#]+)"/)?.[1];
  const pages = [
    { name: "listing, signed in", path: "/tour-packages/kerala", cookie },
    { name: "traveller dashboard", path: "/travellers/dashboard", cookie },
    { name: "request landing", path: `/requested_trips/${kerala.id}`, cookie },
    { name: "quote detail", path: `/requested_trips/${kerala.id}/quotes/${quoteIds[0]}`, cookie },
    {
      name: "compare (3 quotes)",
      path: `/requested_trips/${kerala.id}/compare?${quoteIds
        .slice(0, 3)
        .map((id) => `quote_ids=${id}`)
        .join("&")}`,
      cookie,
    },
    { name: "agent inbox", path: "/agents/dashboard", cookie: agentCookie },
    ...(leadPath ? [{ name: "agent lead", path: leadPath, cookie: agentCookie }] : []),
  ];
  const facts = {};
  for (const page of pages) {
    facts[page.name] = await pageFacts(base, page);
    // The page's own first-load JavaScript (issue 31 §4: the quote builder and chat only where used).
    facts[page.name].js = await pageJs(base, page.path, { ...ACCEPT, cookie: page.cookie });
  }
  // BENCH_ROUNDS rounds, the pages in turn in each, medians: the machine's load moves between
  // one page's 5 s and the next's, so one run of each was a coin toss near the budget.
  const runs = Object.fromEntries(pages.map((page) => [page.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      runs[page.name].push(
        await measure(server, { path: page.path, headers: { ...ACCEPT, cookie: page.cookie } }),
      );
    }
  }
  const results = {};
  for (const page of pages) {
    const list = runs[page.name];
    results[page.name] = {
      rps: median(list.map((r) => r.rps)),
      cpu: median(list.map((r) => r.cpu)),
      non2xx: list.reduce((n, r) => n + r.non2xx, 0),
    };
    const f = facts[page.name];
    console.log(
      `${page.name.padEnd(22)} ${results[page.name].rps.toFixed(0).padStart(6)} req/s  non-2xx ${results[page.name].non2xx}  server CPU ${results[page.name].cpu.toFixed(2).padStart(6)} ms/req (<= 15)  ${String(f.queries).padStart(3)} queries  ${(f.gzip / 1024).toFixed(1)} KiB gzip, JS ${(f.js.gzip / 1024).toFixed(1)} KiB gzip  (HTTP ${f.status}, median of ${ROUNDS})`,
    );
  }
  const signedIn = results["listing, signed in"].cpu;
  console.log(
    `signed-in listing / anonymous uncached listing, server CPU: ${(signedIn / anonymousListingCpu).toFixed(2)} (<= 1.3)`,
  );
}

if (process.env.BENCH_SCALE !== "0") {
  console.log("");
  execSync("npx tsx bench/listing-scale.ts", { stdio: "inherit" });
}
