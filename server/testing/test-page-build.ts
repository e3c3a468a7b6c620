import type { ServerBuild } from "react-router";

/**
 * The React Router server build, compiled on demand by Vite, for integration tests that
 * request pages through createApp. One Vite server per test file; close it in afterAll.
 */
export async function loadPageBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
