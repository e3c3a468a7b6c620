import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Playwright evaluates this file in every worker too; the port and data directory are
// chosen once, in the main process, and handed down through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim();

if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  process.env.E2E_OIDC_PORT = freePort();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "triphive-e2e-"));
  // Where specs record the PIDs of servers they start (tests/e2e/support/child-processes.ts).
  process.env.E2E_CHILD_PIDS_DIR = `${process.env.E2E_DATA_DIR}-pids`;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  process.env.E2E_OIDC_CLIENT_ID = "triphive-e2e";
  process.env.E2E_OIDC_CLIENT_SECRET = `e2e-${randomBytes(16).toString("hex")}`;
  // Lets specs read back what the server recorded through the machine-only /admin/v1 API.
  process.env.E2E_MACHINE_KEY = `e2e-machine-${randomBytes(16).toString("hex")}`;
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Journeys are *.spec.ts; *.test.ts beside them are Vitest unit tests of the support code.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A journey's whole budget and each expectation's: what a loaded 2-core machine needs (two
  // workers, Chromium and the server share it with whatever else runs), not what an idle one
  // takes. A client navigation changes the URL only once its loader answered: "See the full
  // comparison" failed its toHaveURL at 5 s in 2 runs of 3 at load 9, and again at 10 s at load
  // 13-20. An expectation ends as soon as it holds, so these cost nothing when it does
  // (decision 0206).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Ends, by PID, any server a spec started and could not stop itself.
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast: a fifth of the journeys' CPU when
    // kept for every test (decision 0175). A failure's retry records one instead.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // Stands in for Google's OpenID provider ("Continue with Google").
      command: "npx tsx tests/e2e/support/oidc-server.ts",
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      // npx and tsx start slowly on a loaded machine (decision 0206).
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // E2E_PREBUILT=1 (CI, which builds beside the typecheck): start on the existing build.
      command: process.env.E2E_PREBUILT
        ? "node build/server/main.js"
        : "npm run build && node build/server/main.js",
      url: `${baseURL}/healthz`,
      // The build alone takes minutes on a loaded 2-core machine.
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? "",
        LOG_LEVEL: "warn",
        SEED: "auto",
        // The demo photos are rendered after start (decision 0219); the journeys upload their own.
        DEMO_PHOTOS: "false",
        DEMO_HISTORY: "false",
        DATABASE_URL: "",
        PUBLIC_URL: baseURL,
        API_KEYS: process.env.E2E_MACHINE_KEY ?? "",
        // Sandbox payment webhooks are jobs: a short poll lands them within seconds.
        JOBS_POLL_MS: "1000",
        // Every journey signs up from 127.0.0.1: the suite makes more than the 10 an hour one
        // address may (the limit's refusal is tested in the accounts integration tests).
        SIGN_UP_PER_IP_PER_HOUR: "1000",
        // A request's first-quote SLA in seconds, so the ops console journey sees one escalate
        // (tests/e2e/ops-console.spec.ts); only the board and ops' mailbox notice it.
        QUOTE_SLA_HOURS: "0.003",
        GOOGLE_CLIENT_ID: process.env.E2E_OIDC_CLIENT_ID ?? "",
        GOOGLE_CLIENT_SECRET: process.env.E2E_OIDC_CLIENT_SECRET ?? "",
        GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
      },
    },
  ],
});
