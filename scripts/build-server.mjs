// Bundles the Hono server (server/main.ts) next to React Router's build. npm packages stay
// external; our own TypeScript (server/, common/, seed/) is compiled in.
import { build } from "esbuild";

await build({
  // main.js, and seed-snapshot.js that `npm run build` runs next (docs/decisions/0137).
  entryPoints: { main: "server/main.ts", "seed-snapshot": "seed/snapshot-cli.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
