import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { AuthenticatedUser } from "../common/roles";
import type { Config } from "./config";
import type { Database } from "./db";
import type { AppEnv } from "./http/context";
import "./http/load-context";
import { createHttpMetrics } from "./http/metrics";
import { apiKeys, requestId, requestLogging, securityHeaders } from "./http/middleware";
import { createPageCache, type PageCache } from "./http/page-cache";
import { createSeoRoutes } from "./http/seo-routes";
import { trackingCookies } from "./http/tracking-cookies";
import { errorBody, isAppError } from "./lib/errors";
import type { Logger } from "./lib/logger";
import { renderMailboxPage, renderMailPage } from "./mail/mailbox-page";
import type { Outbox } from "./mail/mailer";
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  createAccountsApi,
  createDialerApi,
} from "./modules/accounts";
import {
  createAgentImagesApi,
  createAgentsBookingsApi,
  createAgentsBrowsingApi,
} from "./modules/agents";
import {
  createCatalogApi,
  createImagesApi,
  createPackagesApi,
  createSitemapApi,
  createWeekendApi,
} from "./modules/catalog";
import { createLeadbotApi } from "./modules/leadbot";
import { createAgentQuotesApi, createQuotesApi, createStaffQuotesApi } from "./modules/quotes";
import { createTrackingAdminApi, createTrackingApi } from "./modules/tracking";
import { createTripsApi } from "./modules/trips";
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
  /** The embedded outbox, shown at /dev/mailbox outside production. */
  outbox?: Outbox | null;
  /** Cache of anonymous browsing pages; one per app by default. */
  pageCache?: PageCache;
  /** How to tell the client's address; tests inject their own. Default: the socket's peer. */
  clientIp?: (c: Context<AppEnv>) => string;
}

function socketPeer(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

// better-auth's own HTTP routes that browsers must reach: the OAuth callback and the email
// verification link. Everything else of better-auth is reached through our endpoints only.
const AUTH_ROUTES = /^\/api\/auth\/(callback\/[a-z0-9-]+|verify-email)$/;
const API_BODY_LIMIT = 64 * 1024;
// A 5 MB document plus the multipart envelope.
const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATHS = /^\/bookings\/v1\/requested_trips\/\d+\/documents$/;

export const API_NAMESPACES = ["/browsing/v1", "/bookings/v1", "/agents/v2", "/admin/v1"] as const;

export function createApp(deps: AppDeps) {
  const { config, services, logger } = deps;
  const metrics = createHttpMetrics();
  const keys = apiKeys(config.API_KEYS);
  const app = new OpenAPIHono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("clientIp", (deps.clientIp ?? socketPeer)(c));
    await next();
  });
  app.use(requestLogging(logger, metrics));
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(compress());
  // Form posts must come from our own pages (Origin / Sec-Fetch-Site); JSON from another
  // site would need a CORS preflight, which we never grant. Cookies are also SameSite=Lax.
  app.use(csrf());

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

  app.route("/", createSeoRoutes(services.catalog, services.sitemaps));
  // Agents' pictures first: the catalogue's image app answers 404 for everything it does not draw.
  app.route("/images", createAgentImagesApi(services.agents));
  app.route("/images", createImagesApi(services));

  app.get("/metrics", async (c) => {
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  // Module APIs, one sub-app per module under the spec's namespaces.
  const tooLarge = (c: Context<AppEnv>) =>
    c.json(errorBody("payload_too_large", "The request body is too large."), 413);
  const jsonLimit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
  for (const ns of API_NAMESPACES) {
    app.use(`${ns}/*`, keys.acceptKey);
    app.use(`${ns}/*`, (c, next) =>
      UPLOAD_PATHS.test(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next),
    );
  }
  // Trip documents are posted to the request page's action as well.
  app.use("/requested_trips/*", (c, next) =>
    c.req.method === "POST" ? uploadLimit(c, next) : next(),
  );
  app.use("/admin/v1/telemetry/*", keys.requireMachineKey);
  app.use("/admin/v1/tracking/*", keys.requireMachineKey);
  // /packages/cards before the catalogue's /packages/{id}, which would take "cards" for an id.
  app.route("/browsing/v1", createPackagesApi(services));
  app.route("/browsing/v1", createCatalogApi(services));
  app.route("/browsing/v1", createWeekendApi(services.weekend));
  app.route("/browsing/v1", createSitemapApi(services.sitemaps));
  app.route("/browsing/v1", createTrackingApi(services.tracking, services.accounts));
  app.route("/browsing/v1", createAccountsApi(services.accounts));
  app.route(
    "/bookings/v1",
    createTripsApi({
      trips: services.trips,
      cancelTrip: services.workflows.cancelTrip,
      reactivateTrip: services.workflows.reactivateTrip,
      currentUser: (headers) => services.accounts.currentUser(headers),
    }),
  );
  const quotesApiDeps = {
    quotes: services.quotes,
    workflows: services.workflows,
    pdf: (user: AuthenticatedUser, tripId: number, quoteId: number) =>
      services.quotes.pdf(user, tripId, quoteId),
    currentUser: (headers: Headers) => services.accounts.currentUser(headers),
  };
  app.route("/bookings/v1", createQuotesApi(quotesApiDeps));
  app.route("/agents/v2", createAgentQuotesApi(quotesApiDeps));
  app.route("/admin/v1", createStaffQuotesApi(quotesApiDeps));
  app.route(
    "/bookings/v1",
    createAgentsBookingsApi({
      agents: services.agents,
      leaveFeedback: services.leaveAgentFeedback.leave,
      currentUser: (headers) => services.accounts.currentUser(headers),
    }),
  );
  app.route("/browsing/v1", createAgentsBrowsingApi(services.agents));
  app.route("/browsing/v1", createLeadbotApi(services.leadbot));
  app.route("/admin/v1", createTrackingAdminApi(services.tracking));
  app.route("/admin/v1", createDialerApi(services.accounts));

  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, (c) => {
    if (!AUTH_ROUTES.test(c.req.path))
      return c.json(errorBody("not_found", "No such endpoint."), 404);
    // better-auth records the client's address from this header: ours, never the client's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    return services.auth.handler(new Request(c.req.raw, { headers }));
  });

  if (!config.isProduction && deps.outbox) {
    const outbox = deps.outbox;
    app.get("/dev/mailbox", async (c) => c.html(renderMailboxPage(await outbox.list(100))));
    app.get("/dev/mailbox/:id", async (c) => {
      const mail = await outbox.get(c.req.param("id"));
      return mail ? c.html(renderMailPage(mail)) : c.notFound();
    });
  }
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
    if (isAppError(error)) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) c.header("Retry-After", String(retryAfter));
      return c.json(error.toBody(), error.status);
    }
    // Refusals raised by Hono itself: malformed JSON (400), cross-site form posts (403).
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 403 ? "cross_site_request_refused" : "invalid_request";
      return c.json(
        errorBody(code, error.message || "The request could not be processed."),
        error.status,
      );
    }
    (c.var.logger ?? logger).error({ err: error }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong"), 500);
  });

  if (deps.build) {
    // Outside the page cache, so cached pages never hold a visitor's tracking cookies.
    app.use("*", trackingCookies(services.tracking.session));
    const pageCache = deps.pageCache ?? createPageCache();
    // Every cached page shows catalogue data (the header lists destinations), so any change
    // drops them all.
    services.catalogueChanges.subscribe(() => pageCache.clear());
    app.use("*", pageCache.middleware);
    const handle = createRequestHandler(
      deps.build,
      config.isProduction ? "production" : "development",
    );
    app.all("*", (c) => {
      let user: ReturnType<AppLoadContext["currentUser"]> | undefined;
      const context: AppLoadContext = {
        services,
        requestId: c.var.requestId,
        nonce: c.var.nonce,
        logger: c.var.logger,
        isProduction: config.isProduction,
        completeDocument: c.var.pageCacheable ?? false,
        requestMeta: { headers: c.req.raw.headers, ip: c.var.clientIp },
        currentUser: () => {
          user ??= services.accounts.currentUser(c.req.raw.headers);
          return user;
        },
      };
      return handle(c.req.raw, context);
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
