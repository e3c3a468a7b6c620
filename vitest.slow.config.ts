import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectConfiguration } from "vitest/config";
import { integration, POSTGRES_SUITES, SLOW } from "./vitest.config";

// `npm run test:slow` (decision 0206): the tests that are slow by nature, not by a busy
// machine: seeding the default scale (batches past one statement's parameter limit), the
// realtime soak through a SIGKILL and the fault injection's crash at every step of three money
// workflows (186 s at load 20). `npm test` leaves them out; `.ci/run` runs them after the
// unit and integration run, on PGlite and, for the engine-sensitive ones, on PostgreSQL.

const minutes = (n: number) => n * 60_000;
const slow = { ...integration, testTimeout: minutes(10), hookTimeout: minutes(10) };

const projects: TestProjectConfiguration[] = [
  {
    test: { name: "slow", include: [`{app,common,server,seed}/**/${SLOW}`], ...slow },
  },
];

const postgresUrl = process.env.TEST_POSTGRES_URL;
if (postgresUrl) {
  projects.push({
    test: {
      name: "slow-postgres",
      include: POSTGRES_SUITES.flatMap((p) => [`${p}/**/${SLOW}`, `${p}${SLOW}`]),
      ...slow,
      env: { TEST_DATABASE_URL: postgresUrl },
    },
  });
}

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects,
  },
});
