import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/**
 * The React Router server build, for integration tests that request pages through createApp.
 * CI sets TEST_PAGE_BUILD to the production build it has just made from the same tree
 * (`build/server/index.js`, before the tests run): every such file then imports that bundle
 * instead of starting a Vite server of its own. Elsewhere, Vite compiles the pages on demand
 * from the source, one server per test file. Close it in afterAll either way.
 */
export async function loadPageBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const prebuilt = process.env.TEST_PAGE_BUILD;
  if (prebuilt) {
    const build = (await import(pathToFileURL(path.resolve(prebuilt)).href)) as ServerBuild;
    return { build, close: async () => {} };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
