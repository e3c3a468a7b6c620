// Bundles the Hono server (server/main.ts) next to React Router's build. npm packages stay
// external; our own TypeScript (server/, common/, seed/) is compiled in.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = "build/server";
const common = {
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

// The server is split at its dynamic imports: a module the source loads with `await import()`
// (the PDF renderers and @react-pdf/renderer with them, ~18 MiB of heap) is loaded when first
// used, not at start. Unsplit, esbuild hoists an external package's import to the top of the
// bundle. Chunks sit beside main.js, so paths computed from import.meta.url stay the same.
// Decision 0160.
const server = await build({
  ...common,
  entryPoints: { main: "server/main.ts" },
  splitting: true,
  metafile: true,
});
// seed-snapshot.js, which `npm run build` runs next (docs/decisions/0137), stays one file.
await build({ ...common, entryPoints: { "seed-snapshot": "seed/snapshot-cli.ts" } });

// Chunks of earlier builds (named <name>-<hash>.js) are no use to this one.
const written = new Set(Object.keys(server.metafile.outputs).map((file) => path.resolve(file)));
for (const file of readdirSync(outdir)) {
  const full = path.resolve(outdir, file);
  if (/-[A-Z0-9]{8}\.js(?:\.map)?$/.test(file) && !written.has(full)) rmSync(full);
}
