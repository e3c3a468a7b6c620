import { defineConfig } from "vitest/config";

// Two projects: fast unit tests, and integration tests that each get a fresh copy of one
// migrated template database (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set),
// built once per run by the global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,common,server,seed,scripts,tests}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.{ts,tsx}", "node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["{app,common,server,seed}/**/*.integration.test.{ts,tsx}"],
          globalSetup: ["server/testing/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
