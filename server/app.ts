import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { compress } from "hono/compress";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "./config";
import type { Database } from "./db";
import type { AppEnv } from "./http/context";
import "./http/load-context";
import { createHttpMetrics } from "./http/metrics";
import { apiKeys, requestId, requestLogging, securityHeaders } from "./http/middleware";
import { AppError, errorBody } from "./lib/errors";
import type { Logger } from "./lib/logger";
import { createCatalogApi } from "./modules/catalog";
import { createTrackingAdminApi, createTrackingApi } from "./modules/tracking";
import type { Services } from "./services";

export interface AppDeps {
  config: Pick<Config, "isProduction" | "API_KEYS">;
  database: Pick<Database, "ping">;
  services: Services;
  logger: Logger;
  /** The React Router server build, or a loader for it (Vite in development). Absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build (hashed assets); absent in development, where Vite serves them. */
  clientDir?: string;
}

export const API_NAMESPACES = ["/browsing/v1", "/bookings/v1", "/agents/v2", "/admin/v1"] as const;

export function createApp(deps: AppDeps) {
  const { config, services, logger } = deps;
  const metrics = createHttpMetrics();
  const keys = apiKeys(config.API_KEYS);
  const app = new OpenAPIHono<AppEnv>();

  app.use(requestId());
  app.use(requestLogging(logger, metrics));
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(compress());

  if (deps.clientDir) {
    const root = path.relative(process.cwd(), deps.clientDir) || ".";
    // Vite names every asset by content hash, so it can be cached forever.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.get("/assets/*", (c) => c.body(null, 404));
    app.use(
      "*",
      serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }),
    );
  }

  app.get("/healthz", async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      c.var.logger.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", database: "unreachable" }, 503);
    }
  });

  app.get("/metrics", async (c) => {
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  // Module APIs, one sub-app per module under the spec's namespaces.
  for (const ns of API_NAMESPACES) app.use(`${ns}/*`, keys.acceptKey);
  app.use("/admin/v1/*", keys.requireMachineKey);
  app.route("/browsing/v1", createCatalogApi(services.catalog));
  app.route("/browsing/v1", createTrackingApi(services.tracking));
  app.route("/admin/v1", createTrackingAdminApi(services.tracking));
  for (const ns of API_NAMESPACES) {
    app.all(`${ns}/*`, (c) => c.json(errorBody("not_found", "No such endpoint."), 404));
  }

  app.doc31("/api/docs", {
    openapi: "3.1.0",
    info: {
      title: "Triphive API",
      version: "1",
      description:
        "JSON API of Triphive. Errors are `{ errors: [{ code, message, field? }] }`. Send `X-Api-Key` (machine clients) and `X-Device-Request-Id`.",
    },
  });

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    (c.var.logger ?? logger).error({ err: error }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong"), 500);
  });

  if (deps.build) {
    const handle = createRequestHandler(
      deps.build,
      config.isProduction ? "production" : "development",
    );
    app.all("*", (c) => {
      const context: AppLoadContext = {
        services,
        requestId: c.var.requestId,
        nonce: c.var.nonce,
        logger: c.var.logger,
        isProduction: config.isProduction,
      };
      return handle(c.req.raw, context);
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
