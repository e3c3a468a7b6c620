// Lighthouse (mobile, its default settings) performance and accessibility scores, the metrics
// behind the performance score and its main opportunities, for the pages DESIGN.md §6 budgets:
// home, listing, package, hotel, request form, request landing (signed in). Not part of
// the test suite: the e2e suite checks the same properties with axe-core and a layout-shift
// observer (tests/e2e/layout.spec.ts); this reports Lighthouse's own figures.
//
// The scores move by 15-20 points with the machine's load, so (decision 166):
// - LIGHTHOUSE_RUNS=n measures every page n times and reports the medians;
// - LIGHTHOUSE_BEFORE_DIR=<checkout with a build> (say, main) starts that build too, or
//   BEFORE_URL=http://127.0.0.1:PORT names one running; each page is then measured before and
//   after back to back, run by run, and both medians are reported side by side.
// LIGHTHOUSE_PAGES=home,hotel measures only those pages (names as in the table).
// LIGHTHOUSE_THROTTLING=devtools throttles the browser for real (same slow 4G and 4x CPU)
// instead of simulating the page on Lantern's model from an unthrottled load: slower, noisier,
// but it shows what a phone would see when a change moves Lantern's estimate (decision 171).
// LIGHTHOUSE_REPORTS=<folder> keeps every run's full report there (JSON); with LIGHTHOUSE_TRACES=1
// also its trace (<report>.trace.json, Chrome's trace format: which tasks ran when).
//
// Lighthouse is not a dependency (its 100-odd packages, and it asks for Node 22 though it runs
// on 20). Install it beside the project, without saving, then run against a build:
//   npm install --no-save lighthouse@13 && npm run build && node bench/lighthouse.mjs
// Or install it in a folder of its own and name it: LIGHTHOUSE_DIR=/that/folder.
// BASE_URL=http://127.0.0.1:PORT measures a server already running instead of starting one.
// Chromium: CHROME_PATH (default /usr/bin/chromium). Loopback only.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };
const WEB_KEY = "triphive-web-public";
const BUDGET = { accessibility: 95, cls: 0.1, performance: 95 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");
const TRACES = Boolean(REPORTS && process.env.LIGHTHOUSE_TRACES);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

const lighthouseModule = process.env.LIGHTHOUSE_DIR
  ? pathToFileURL(
      createRequire(path.join(process.env.LIGHTHOUSE_DIR, "package.json")).resolve("lighthouse"),
    ).href
  : "lighthouse";
const lighthouse = await import(lighthouseModule).then(
  (m) => m.default,
  () => {
    console.error("lighthouse is not installed: npm install --no-save lighthouse@13");
    process.exit(2);
  },
);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(cwd) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "triphive-lh-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SEED: "auto",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("the server did not start");
}

/**
 * The performance audits that fail or could save time or bytes, largest saving first: the
 * opportunities and insights of Lighthouse's report, with what each would save, and the
 * diagnostics that score below 0.9 (main-thread work, JavaScript execution time).
 */
function opportunitiesOf(lhr) {
  const found = [];
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    // The metrics are in the table already.
    if (ref.group === "metrics") continue;
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "informative") {
      if (!audit.metricSavings && !audit.details?.overallSavingsMs) continue;
    }
    const ms = Math.max(
      audit.details?.overallSavingsMs ?? 0,
      audit.metricSavings?.LCP ?? 0,
      audit.metricSavings?.FCP ?? 0,
      audit.metricSavings?.TBT ?? 0,
    );
    const bytes = audit.details?.overallSavingsBytes ?? 0;
    const cls = audit.metricSavings?.CLS ?? 0;
    if (ms < 50 && bytes < 2048 && cls < 0.01) continue;
    const saving = [
      ms ? `${Math.round(ms)} ms` : "",
      bytes ? `${(bytes / 1024).toFixed(1)} KiB` : "",
      cls ? `CLS ${cls.toFixed(3)}` : "",
    ]
      .filter(Boolean)
      .join(", ");
    found.push({
      ms,
      bytes,
      text: `${audit.title}${saving ? ` (saves ${saving})` : ""}${audit.displayValue ? `: ${audit.displayValue}` : ""}`,
    });
  }
  return found.sort((a, b) => b.ms - a.ms || b.bytes - a.bytes).map((f) => f.text);
}

const runningOrStarted = (url, dir) => (url ? { base: url, stop() {} } : startServer(dir));
const after = await runningOrStarted(process.env.BASE_URL, process.cwd());
const before =
  process.env.BEFORE_URL || process.env.LIGHTHOUSE_BEFORE_DIR
    ? await runningOrStarted(process.env.BEFORE_URL, process.env.LIGHTHOUSE_BEFORE_DIR)
    : null;
const debugPort = await freePort();
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [
    `--remote-debugging-port=${debugPort}`,
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
  ],
});

const browserCdp = await browser.newBrowserCDPSession();

/**
 * A request of the demo traveller, created here, and the session that may see it: the landing
 * is measured signed in.
 */
async function signedInTrip(base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/users/sign_in`);
  await page.getByLabel("Email").fill(TRAVELLER.email);
  await page.getByLabel("Password").fill(TRAVELLER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.includes("sign_in"));
  const created = await page.request.post(`${base}/bookings/v1/requested_trips`, {
    headers: { "X-Api-Key": WEB_KEY },
    data: {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 40000,
      isd_code: "+91",
      phone_no: "9812345678",
    },
  });
  const tripId = (await created.json()).requested_trip.id;
  const cookies = (await context.cookies()).map(({ expires, ...cookie }) =>
    expires > 0 ? { ...cookie, expires } : cookie,
  );
  await context.close();
  return { path: `/requested_trips/${tripId}`, cookies };
}

/** The measured pages of one server (LIGHTHOUSE_PAGES, or all): the first package and hotel listed. */
async function pagesOf(base) {
  const headers = { "X-Api-Key": WEB_KEY };
  const listing = await fetch(`${base}/browsing/v1/packages?package_type=tour&limit=25`, {
    headers,
  }).then((r) => r.json());
  const hotels = await fetch(`${base}/browsing/v1/property_types?url=/hotels/kerala`, {
    headers,
  }).then((r) => r.json());
  const wanted = (name) => !ONLY || ONLY.includes(name);
  return [
    { name: "home", path: "/" },
    { name: "listing", path: "/tour-packages/kerala" },
    { name: "package", path: listing.packages[0].share_url },
    { name: "hotel", path: `/hotel/${hotels.hotels[0].slug}` },
    { name: "request form", path: "/requested_trips/new" },
    ...(wanted("request landing")
      ? [{ name: "request landing", ...(await signedInTrip(base)) }]
      : []),
  ].filter((p) => wanted(p.name));
}

/** One Lighthouse run of one page: its scores, metrics, failing audits and opportunities. */
async function measure(base, p, label, run) {
  // Lighthouse's extraHeaders Cookie did not reach the page (the landing measured the sign-in
  // page it redirects to): the session goes into the browser's cookie jar for this run only,
  // as both servers are on 127.0.0.1 and their sessions share the cookie's name.
  if (p.cookies) await browserCdp.send("Storage.setCookies", { cookies: p.cookies });
  const { lhr, artifacts } = await lighthouse(
    `${base}${p.path}`,
    {
      port: debugPort,
      onlyCategories: ["accessibility", "performance"],
      ...(THROTTLING ? { throttlingMethod: THROTTLING } : {}),
      output: "json",
      logLevel: "error",
    },
    undefined,
  ).finally(() => p.cookies && browserCdp.send("Storage.clearCookies"));
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${base}${p.path}`).pathname) {
    throw new Error(`${p.name}: ${p.path} ended on ${lhr.finalDisplayedUrl}`);
  }
  if (REPORTS) {
    const file = `${p.name.replace(/ /g, "-")}${label ? `-${label}` : ""}-${run + 1}.json`;
    writeFileSync(path.join(REPORTS, file), JSON.stringify(lhr));
    if (TRACES) {
      writeFileSync(
        path.join(REPORTS, file.replace(/\.json$/, ".trace.json")),
        JSON.stringify(artifacts.Trace),
      );
    }
  }
  // A run Lighthouse could not finish (on a loaded machine, say NO_FCP) has no figures.
  if (lhr.runtimeError) return { failed: lhr.runtimeError.code };
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    si: metric("speed-index"),
    cls: metric("cumulative-layout-shift"),
    // Not scored since Lighthouse 10, still estimated: when the main thread goes quiet after
    // hydration, so a change that moves scripts later shows what it costs here.
    tti: lhr.audits.metrics?.details?.items?.[0]?.interactive ?? 0,
    failing: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    opportunities: opportunitiesOf(lhr),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The medians of a page's runs on one server, as a table row. */
function rowOf(page, label, all) {
  const runs = all.filter((r) => !r.failed);
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    page,
    build: label,
    performance: m("performance"),
    "perf runs": all.map((r) => r.failed ?? r.performance).join(" "),
    accessibility: m("accessibility"),
    "FCP ms": Math.round(m("fcp")),
    "LCP ms": Math.round(m("lcp")),
    "TBT ms": Math.round(m("tbt")),
    "SI ms": Math.round(m("si")),
    "TTI ms": Math.round(m("tti")),
    cls: Number(m("cls").toFixed(3)),
    "failing a11y audits": [...new Set(runs.flatMap((r) => r.failing))].join(", ") || "-",
  };
}

try {
  const targets = [
    ...(before ? [{ label: "before", base: before.base }] : []),
    { label: before ? "after" : "", base: after.base },
  ];
  for (const t of targets) t.pages = await pagesOf(t.base);
  const load = [loadavg()[0]];
  const rows = [];
  const opportunities = [];
  for (const [i, { name }] of targets[0].pages.entries()) {
    const runs = targets.map(() => []);
    // Before and after alternate, so both meet the same load.
    for (let n = 0; n < RUNS; n++) {
      for (const [k, t] of targets.entries())
        runs[k].push(await measure(t.base, t.pages[i], t.label, n));
    }
    load.push(loadavg()[0]);
    for (const [k, t] of targets.entries()) {
      rows.push(rowOf(name, t.label, runs[k]));
      opportunities.push({
        page: `${name}${t.label ? ` (${t.label})` : ""}`,
        items: runs[k].find((r) => !r.failed)?.opportunities ?? [],
      });
    }
  }
  console.log(
    `${RUNS} run(s) per page and build, medians; 1-minute load average ${load.map((l) => l.toFixed(1)).join(" -> ")}`,
  );
  console.table(rows);
  for (const { page, items } of opportunities) {
    console.log(`${page}: ${items.length ? "" : "no opportunity above 50 ms or 2 KiB"}`);
    for (const item of items) console.log(`  ${item}`);
  }
  const over = rows.filter(
    (r) =>
      r.build !== "before" &&
      (r.accessibility < BUDGET.accessibility ||
        r.cls > BUDGET.cls ||
        r.performance < BUDGET.performance),
  );
  const budget = `performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility}, CLS <= ${BUDGET.cls}`;
  console.log(
    over.length
      ? `over budget (${budget}): ${over.map((r) => r.page).join(", ")}`
      : `all within budget (${budget})`,
  );
  process.exitCode = over.length ? 1 : 0;
} finally {
  await browser.close();
  after.stop();
  before?.stop();
}
