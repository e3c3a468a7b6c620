// Baselines for bench/run.mjs (issue 14), started by it in their own process on a free port,
// bundled by esbuild like the server (npm packages external). Two modes:
//
//   bare <file> <content-encoding>  a bare Hono route answering the same stored bytes the page
//                                  cache serves for the cached listing: the ceiling for a hit.
//   rr7 <cards.json>               a stock React Router 7 route (data mode: createStaticHandler,
//                                  StaticRouterProvider, renderToString) whose loader returns the
//                                  25 cards of the listing and whose component renders them with
//                                  the app's own PackageCard: the framework's cost for the same
//                                  markup, without our chrome, queries or middleware.
//
// GET /__cpu answers the process's CPU milliseconds so far, for CPU per request.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { PackageCard, type PackageCardView } from "../app/components/package-card";

const [mode = "", arg = "", encoding = ""] = process.argv.slice(2);
const port = Number(process.env.PORT ?? 0);
const app = new Hono();
app.get("/__cpu", (c) => {
  const { user, system } = process.cpuUsage();
  return c.json({ ms: (user + system) / 1000 });
});

if (mode === "bare") {
  const bytes = new Uint8Array(readFileSync(arg));
  app.get("*", (c) => {
    c.header("Content-Type", "text/html; charset=utf-8");
    if (encoding && encoding !== "identity") c.header("Content-Encoding", encoding);
    return c.body(bytes);
  });
} else if (mode === "rr7") {
  const cards = JSON.parse(readFileSync(arg, "utf8")) as PackageCardView[];
  function Listing() {
    const { packages } = useLoaderData() as { packages: PackageCardView[] };
    return (
      <main>
        <h1>Kerala tour packages</h1>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg, i) => (
            <PackageCard key={pkg.id} pkg={pkg} href={`/packages/${pkg.slug}`} eager={i < 3} />
          ))}
        </div>
      </main>
    );
  }
  const routes = [{ path: "*", loader: () => ({ packages: cards }), Component: Listing }];
  const handler = createStaticHandler(routes);
  app.get("*", async (c) => {
    const context = await handler.query(c.req.raw);
    if (context instanceof Response) return context;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(<StaticRouterProvider router={router} context={context} />);
    return c.html(
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Kerala</title></head><body>${html}</body></html>`,
    );
  });
} else {
  throw new Error(`unknown mode ${mode}`);
}

serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
