import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

const projectDir = fileURLToPath(new URL(".", import.meta.url));
const route = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));

/** Our modules (and Vite's preload helper) that `entries` import statically, transitively. */
function staticClosure(entries: string[], meta: Rollup.ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const stack = [...meta.getModuleIds()].filter((m) => entries.includes(m.split("?")[0] ?? ""));
  for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
    const ours = m.startsWith(projectDir) && !m.includes("/node_modules/");
    if (found.has(m) || !(ours || m === "\0vite/preload-helper.js")) continue;
    found.add(m);
    stack.push(...(meta.getModuleInfo(m)?.importedIds ?? []));
  }
  return found;
}

/**
 * The browser's chunks (decision 0240). Rollup's split gives each set of modules shared by a
 * different set of routes a chunk of its own: a first visit to home fetched 30 files, most
 * under 1 KiB, and each compresses on its own. Two groups are put together instead:
 * - `root-shell`: every module of ours the root route imports statically (every page loads
 *   all of them anyway);
 * - `browse-kit`: the rest of what both landing pages, home and the listing, import (package
 *   cards, pictures, the browse pages' meta): other pages that use a part load it all.
 * React DOM's small non-client part (portals, preloads) goes with the shell: left alone, Rollup
 * put it with the kit, and every page would have loaded the kit.
 */
function browserChunks(): Rollup.GetManualChunk {
  let groups: { shell: Set<string>; kit: Set<string> } | undefined;
  return (id, meta) => {
    if (!groups) {
      const shell = staticClosure([route("root.tsx")], meta);
      const listing = staticClosure([route("routes/listing.tsx")], meta);
      const kit = new Set(
        [...staticClosure([route("routes/home.tsx")], meta)].filter(
          (m) => listing.has(m) && !shell.has(m),
        ),
      );
      groups = { shell, kit };
    }
    if (
      groups.shell.has(id) ||
      /\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js/.test(id)
    )
      return "root-shell";
    if (groups.kit.has(id)) return "browse-kit";
    return undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: browserChunks() } },
  },
}));
