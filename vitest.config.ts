import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectConfiguration } from "vitest/config";

// Projects: fast unit tests, and integration tests that each get a fresh copy of one migrated
// (or migrated and seeded) template database (PGlite in memory, or PostgreSQL when
// TEST_DATABASE_URL is set), built once per run by the global setup. With TEST_POSTGRES_URL
// set (CI does), a third project repeats the engine-sensitive suites on that PostgreSQL in the
// same run, sharing its workers (decisions 0101 and 0144).

const INTEGRATION = "*.integration.test.{ts,tsx}";
/** Slow by nature (the seed's default scale, the realtime soak): `npm run test:slow` only. */
export const SLOW = "*.slow.test.{ts,tsx}";

/**
 * Where PostgreSQL can behave differently from PGlite: locks and concurrency (money,
 * allotment, coupons, routing, jobs, idempotency, rate limits), SQL dialect (search,
 * listings, inbox), every endpoint's malformed input, the seed (decision 0101). Each entry is
 * a folder or the start of a file name; add one when a new module takes locks or uses
 * engine-specific SQL.
 */
export const POSTGRES_SUITES = [
  "server/modules/payments",
  "server/modules/coupons",
  "server/modules/invoices",
  "server/modules/vouchers",
  "server/modules/hotels",
  "server/modules/quotes",
  "server/modules/jobs",
  "server/modules/outbox",
  "server/modules/search",
  "server/modules/chat",
  "server/modules/catalog",
  "server/modules/trips",
  "server/modules/notifications",
  "server/modules/realtime/realtime-two-processes",
  "server/db/startup-lock",
  "server/mail/mailbox",
  "server/workflows",
  "server/http/idempotency",
  "server/lib/rate-limit",
  "server/input-probes",
  "seed",
];

// Timeouts are what a loaded 2-core machine needs, not what an idle one takes: a test waits for
// the event it expects, and a timeout only ends one that would hang (decision 0206).
export const integration = {
  globalSetup: ["server/testing/global-setup.ts"],
  environment: "node" as const,
  testTimeout: 180_000,
  hookTimeout: 300_000,
  // Each file opens its own database copy and builds its own services; nothing is mocked and
  // the server's caches hang off those services, so files share a worker's imported modules
  // like the unit project. Importing the server graph once per file was 40% of the run's CPU
  // (decision 0175).
  isolate: false,
};

// `app/app.css?url` is one fixed URL in every test file (server/testing/app-css-url.ts).
const resolve = {
  alias: [
    {
      find: /^.*\/app\.css\?url$/,
      replacement: fileURLToPath(new URL("server/testing/app-css-url.ts", import.meta.url)),
    },
  ],
};

const projects: TestProjectConfiguration[] = [
  {
    resolve,
    test: {
      name: "unit",
      include: ["{app,common,server,seed,scripts,tests}/**/*.test.{ts,tsx}"],
      // tests/scale runs alone, on a build, by npm run test:scale (decision 0204).
      exclude: [
        "**/*.integration.test.{ts,tsx}",
        `**/${SLOW}`,
        "node_modules/**",
        "tests/scale/**",
      ],
      environment: "node",
      // Vitest's 5 s default failed CPU-bound files (property tests, cookie parsing) at load
      // 13-20 on two cores, each of which passes alone; 60 s failed the seed's text check at
      // load 20 beside six other builds (77 s; decision 0206).
      testTimeout: 180_000,
      hookTimeout: 180_000,
      // Unit tests hold no state between files (no module mocks, timers restored), so a
      // worker imports shared modules once instead of once per file.
      isolate: false,
    },
  },
  {
    test: {
      name: "integration",
      include: [`{app,common,server,seed}/**/${INTEGRATION}`],
      ...integration,
    },
  },
];

const postgresUrl = process.env.TEST_POSTGRES_URL;
if (postgresUrl) {
  projects.push({
    test: {
      name: "integration-postgres",
      include: POSTGRES_SUITES.flatMap((p) => [`${p}/**/${INTEGRATION}`, `${p}${INTEGRATION}`]),
      ...integration,
      env: { TEST_DATABASE_URL: postgresUrl },
    },
  });
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI
    // machine, where test files then ran one after another (decision 0144).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects,
  },
});
