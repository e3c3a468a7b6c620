// Lighthouse (mobile, its default settings) performance and accessibility scores, the metrics
// behind the performance score and its main opportunities, for the pages DESIGN.md §6 budgets:
// home, listing, package, request form, request landing (signed in). Not part of
// the test suite: the e2e suite checks the same properties with axe-core and a layout-shift
// observer (tests/e2e/layout.spec.ts); this reports Lighthouse's own figures.
//
// Lighthouse is not a dependency (its 100-odd packages, and it asks for Node 22 though it runs
// on 20). Install it beside the project, without saving, then run against a build:
//   npm install --no-save lighthouse@13 && npm run build && node bench/lighthouse.mjs
// Or install it in a folder of its own and name it: LIGHTHOUSE_DIR=/that/folder.
// BASE_URL=http://127.0.0.1:PORT measures a server already running instead of starting one.
// Chromium: CHROME_PATH (default /usr/bin/chromium). Loopback only.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };
const WEB_KEY = "triphive-web-public";
const BUDGET = { accessibility: 95, cls: 0.1, performance: 95 };

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

async function startServer() {
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

const server = process.env.BASE_URL
  ? { base: process.env.BASE_URL, stop() {} }
  : await startServer();
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

try {
  const { base } = server;
  // The package page of the first listed package, and a request of the demo traveller.
  const listing = await fetch(`${base}/browsing/v1/packages?package_type=tour&limit=25`, {
    headers: { "X-Api-Key": WEB_KEY },
  }).then((r) => r.json());
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
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();

  const pages = [
    { name: "home", path: "/" },
    { name: "listing", path: "/tour-packages/kerala" },
    { name: "package", path: listing.packages[0].share_url },
    { name: "request form", path: "/requested_trips/new" },
    { name: "request landing", path: `/requested_trips/${tripId}`, cookie },
  ];
  const rows = [];
  const opportunities = [];
  for (const p of pages) {
    const result = await lighthouse(
      `${base}${p.path}`,
      {
        port: debugPort,
        onlyCategories: ["accessibility", "performance"],
        output: "json",
        logLevel: "error",
        extraHeaders: p.cookie ? { Cookie: p.cookie } : undefined,
      },
      undefined,
    );
    const { lhr } = result;
    const failing = lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
    rows.push({
      page: p.name,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      "FCP ms": Math.round(metric("first-contentful-paint")),
      "LCP ms": Math.round(metric("largest-contentful-paint")),
      "TBT ms": Math.round(metric("total-blocking-time")),
      "SI ms": Math.round(metric("speed-index")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      "failing a11y audits": failing.join(", ") || "-",
    });
    opportunities.push({ page: p.name, items: opportunitiesOf(lhr) });
  }
  console.table(rows);
  for (const { page, items } of opportunities) {
    console.log(`${page}: ${items.length ? "" : "no opportunity above 50 ms or 2 KiB"}`);
    for (const item of items) console.log(`  ${item}`);
  }
  const over = rows.filter(
    (r) =>
      r.accessibility < BUDGET.accessibility ||
      r.cls > BUDGET.cls ||
      r.performance < BUDGET.performance,
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
  server.stop();
}
