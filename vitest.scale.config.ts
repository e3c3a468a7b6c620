import { defineConfig } from "vitest/config";

// `npm run test:scale` (decision 0204): Triphive on three processes behind nginx, against the
// PostgreSQL and Redis the machine runs; needs the production build. One file, run alone.
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 420_000,
  },
});
