// Bundles the Hono server (server/main.ts) next to React Router's build. npm packages stay
// external; our own TypeScript (server/, common/, seed/) is compiled in.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
