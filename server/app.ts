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
import { countQueries, type Database } from "./db";
import type { AppEnv } from "./http/context";
import { withRequestMemo } from "./lib/request-memo";
import "./http/load-context";
import { MESSAGES } from "../common/messages";
import { safeRedirectPath } from "../common/safe-redirect";
import { isViewAsPath, spocToken, VIEW_AS_READ_ONLY } from "../common/view-as";
import { createCdnPurge } from "./http/cdn-purge";
import { compressDocument } from "./http/compress-document";
import { idempotency } from "./http/idempotency";
import {
  isMalformedBody,
  logMalformedBody,
  MALFORMED_BODY_CODE,
  MALFORMED_BODY_MESSAGE,
} from "./http/malformed-body";
import { createHttpMetrics } from "./http/metrics";
import {
  apiKeys,
  isLoopbackClient,
  privateWhenSessionBound,
  requestId,
  requestLogging,
  securityHeaders,
} from "./http/middleware";
import { createPageCache, type PageCache } from "./http/page-cache";
import { createReadinessCheck } from "./http/readiness";
import { guardServerBuild, redirectGuard } from "./http/redirect-guard";
import { createSeoRoutes } from "./http/seo-routes";
import { statusPageResponse } from "./http/status-page";
import { createClientAddress } from "./http/trust-proxy";
import { asAppError, errorBody, logFailure, retryAfterOf } from "./lib/errors";
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
  createStaffCatalogApi,
  createWeekendApi,
} from "./modules/catalog";
import { createChatApi } from "./modules/chat";
import { createContentApi } from "./modules/content";
import { createCouponsApi } from "./modules/coupons";
import { createGuidesApi } from "./modules/guides";
import {
  createHotelBookingsApi,
  createHotelImagesApi,
  createHotelsBrowsingApi,
} from "./modules/hotels";
import { createAgentInvoicesApi, createInvoicesApi } from "./modules/invoices";
import { createLeadbotApi } from "./modules/leadbot";
import { createNotificationsApi } from "./modules/notifications";
import {
  createAgentPaymentsApi,
  createPaymentsApi,
  createPaymentsGatewayRoutes,
  createStaffPayoutsApi,
} from "./modules/payments";
import { createPhotosApi } from "./modules/photos";
import { createAgentQuotesApi, createQuotesApi, createStaffQuotesApi } from "./modules/quotes";
import { createRealtimeApi } from "./modules/realtime";
import { createSearchApi } from "./modules/search";
import { createTrackingAdminApi, createTrackingApi } from "./modules/tracking";
import { createTripsApi } from "./modules/trips";
import { createAgentVouchersApi, createVouchersApi } from "./modules/vouchers";
import type { Services } from "./services";
import type { SmsOutbox } from "./sms/sms-gateway";
import { renderSmsOutboxPage, renderSmsPage } from "./sms/sms-page";
import { claimTripDraft } from "./workflows/claim-trip-draft";

export interface AppDeps {
  config: Pick<Config, "isProduction" | "API_KEYS"> &
    Partial<
      Pick<
        Config,
        | "publicUrl"
        | "SMTP_URL"
        | "SMS_URL"
        | "PHOTO_MAX_BYTES"
        | "CDN_PURGE_URL"
        | "TRUST_PROXY"
        | "TRUST_PROXY_HEADER"
        | "SERVER_TIMING"
      >
    >;
  database: Pick<Database, "ping">;
  services: Services;
  logger: Logger;
  /** The React Router server build, or a loader for it (Vite in development). Absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build (hashed assets); absent in development, where Vite serves them. */
  clientDir?: string;
  /**
   * The embedded outbox, shown at /dev/mailbox to clients on this machine only, and only
   * while no SMTP_URL is set (docs/decisions/0051).
   */
  outbox?: Outbox | null;
  /** The embedded SMS outbox, shown at /dev/sms on the same terms, while no SMS_URL is set. */
  smsOutbox?: SmsOutbox | null;
  /** Cache of anonymous browsing pages; one per app by default. */
  pageCache?: PageCache;
  /**
   * How to tell the client's address; tests inject their own. Default: the socket's peer, or
   * with TRUST_PROXY the address our proxies name (decision 0197).
   */
  clientIp?: (c: Context<AppEnv>) => string;
  /** Tests: what sends the CDN purge (default: fetch). */
  purgeFetch?: typeof fetch;
}

function socketPeer(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The client's address: the peer, walked back through the forwarding header of trusted proxies. */
export function clientIpFrom(
  config: Partial<Pick<Config, "TRUST_PROXY" | "TRUST_PROXY_HEADER">>,
): (c: Context<AppEnv>) => string {
  const address = createClientAddress(
    config.TRUST_PROXY ?? { kind: "off" },
    config.TRUST_PROXY_HEADER,
  );
  return (c) => address(socketPeer(c), (name) => c.req.header(name));
}

// better-auth's own HTTP routes that browsers must reach: the OAuth callback and the email
// verification link. Everything else of better-auth is reached through our endpoints only.
// Where an activation link lands by default (accounts.service.ts builds it the same way).
const AFTER_ACTIVATION_PATH = "/users/sign_in/complete";
const AUTH_ROUTES = /^\/api\/auth\/(callback\/[a-z0-9-]+|verify-email)$/;
// One limit for every request body, pages and API alike (docs/decisions/0052): the largest
// form or JSON body we take is a few KiB.
const BODY_LIMIT = 64 * 1024;
// A 5 MB document plus the multipart envelope.
const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
// Where trip documents are posted: the API, and the request page's action (as a document
// post or, from the hydrated page, its .data twin), with or without a locale prefix.
/** The staff photos page's upload (decision 0219). */
const PHOTO_PATHS = [
  /^(?:\/[a-z]{2}-en)?\/admin\/photos(?:\.data)?$/,
  // An agency's profile: its cover and gallery photos (decision 0241) and its logo (0211, the
  // service takes 512 KB at most) are posted there.
  /^(?:\/[a-z]{2}-en)?\/agents\/[A-Za-z0-9_-]+(?:\.data)?$/,
];
const UPLOAD_PATHS = [
  /^\/bookings\/v1\/requested_trips\/\d+\/documents$/,
  // A chat message with a file: the API, and the quote and lead pages' actions.
  /^\/bookings\/v1\/quotes\/\d+\/comments\/attachments$/,
  /^(?:\/[a-z]{2}-en)?\/requested_trips\/\d+\/quotes\/\d+(?:\.data)?$/,
  /^(?:\/[a-z]{2}-en)?\/agents\/dashboard\/leads\/\d+(?:\.data)?$/,
  /^(?:\/[a-z]{2}-en)?\/requested_trips\/\d+(?:\.data)?$/,
  // Travel vouchers: the agent API (the lead page's action is listed above) (issue 11 §6).
  /^\/agents\/v2\/quotes\/\d+\/vouchers$/,
  // A CV (2 MB PDF) on a job opening's page (issue 13).
  /^(?:\/[a-z]{2}-en)?\/career\/[a-z0-9-]+(?:\.data)?$/,
];
// A quote draft may hold up to 60 days of itinerary and three hotels per stay, each with a
// few KiB of text (common/quotes-input.ts): the builder's page action and the agent API's save.
const QUOTE_DRAFT_BODY_LIMIT = 1024 * 1024;
const QUOTE_DRAFT_PATHS = [
  /^\/agents\/v2\/quotes\/\d+$/,
  /^(?:\/[a-z]{2}-en)?\/agents\/dashboard\/quotes\/\d+\/edit(?:\.data)?$/,
];
/**
 * Every POST of the API that creates something takes an Idempotency-Key (decision 0061).
 * Quotes, messages and payments add their paths here.
 */
const CREATING_POSTS = [
  "/bookings/v1/requested_trips",
  "/bookings/v1/requested_trips/weekend",
  "/bookings/v1/requested_trips/drafts/:token",
  // A new quote draft on a lead (the agent API).
  "/agents/v2/leads/:tripId/quotes",
  // A chat message; its client_message_id dedupes resends as well (issue 10).
  "/bookings/v1/quotes/:quoteId/comments",
  "/bookings/v1/quotes/:quoteId/comments/attachments",
];

/** The RFC 8058 one-click unsubscribe target of notification mails (a page with an action). */
const ONE_CLICK_UNSUBSCRIBE = /^\/notifications\/unsubscribe\/[A-Za-z0-9._-]+$/;

// A path whose last segment has an extension; React Router's ".data" requests are pages.
const FILE_PATH = /\.(?!data$)[A-Za-z0-9]+$/;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const API_NAMESPACES = ["/browsing/v1", "/bookings/v1", "/agents/v2", "/admin/v1"] as const;

export function createApp(deps: AppDeps) {
  const { config, services, logger } = deps;
  const metrics = createHttpMetrics();
  const keys = apiKeys(config.API_KEYS);
  const app = new OpenAPIHono<AppEnv>();
  const clientIp = deps.clientIp ?? clientIpFrom(config);

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("clientIp", clientIp(c));
    await next();
  });
  app.use(requestLogging(logger, metrics));
  if (config.SERVER_TIMING) {
    app.use(async (c, next) => {
      const { queries } = await countQueries(next);
      c.res.headers.append("Server-Timing", `db;desc="${queries} queries"`);
    });
  }
  // A GET or HEAD reads: what its modules each look up (the agency, the trip, the lead) is read
  // once for the request (server/lib/request-memo.ts). Writes get no memo.
  app.use((c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? withRequestMemo(next) : next(),
  );
  app.use(redirectGuard({ publicUrl: config.publicUrl }));
  app.use(privateWhenSessionBound());
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(compress());
  // Before anything reads a body. Chunked bodies without Content-Length are counted as they
  // arrive and refused once past the limit.
  const tooLarge = (c: Context<AppEnv>) => {
    c.header("Connection", "close");
    if (wantsJson(c)) return c.json(errorBody("payload_too_large", MESSAGES.requestTooLarge), 413);
    return statusPageResponse(413, "Too large to send", MESSAGES.requestTooLarge);
  };
  const bodyLimitFor = (maxSize: number) => bodyLimit({ maxSize, onError: tooLarge });
  const defaultLimit = bodyLimitFor(BODY_LIMIT);
  const uploadLimit = bodyLimitFor(UPLOAD_BODY_LIMIT);
  const quoteDraftLimit = bodyLimitFor(QUOTE_DRAFT_BODY_LIMIT);
  // A photo upload may be as large as PHOTO_MAX_BYTES, with room for the form around it.
  const photoLimit = bodyLimitFor((config.PHOTO_MAX_BYTES ?? 15 * 1024 * 1024) + 64 * 1024);
  app.use((c, next) => {
    const matches = (paths: readonly RegExp[]) => paths.some((path) => path.test(c.req.path));
    if (matches(PHOTO_PATHS)) return photoLimit(c, next);
    if (matches(UPLOAD_PATHS)) return uploadLimit(c, next);
    if (matches(QUOTE_DRAFT_PATHS)) return quoteDraftLimit(c, next);
    return defaultLimit(c, next);
  });
  // Form posts must come from our own pages (Origin / Sec-Fetch-Site); JSON from another
  // site would need a CORS preflight, which we never grant. Cookies are also SameSite=Lax.
  // The one exception is the one-click unsubscribe of RFC 8058: mail providers POST it from
  // their servers; its signed token, not a cookie, is what authorises it.
  const sameSiteForms = csrf();
  app.use((c, next) => (ONE_CLICK_UNSUBSCRIBE.test(c.req.path) ? next() : sameSiteForms(c, next)));

  // A staff member viewing as a customer (decision 0214) reads only: every write to the API or
  // a page's action is refused, and counted on the view's audit row; ending the view is the
  // one write let through.
  app.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isViewAsPath(c.req.path)) return next();
    if (!spocToken(c.req.header("cookie"))) return next();
    const user = await services.accounts.currentUser(c.req.raw.headers);
    if (!user?.viewed_by) return next();
    await services.accounts.viewAs.refusedWrite(user.viewed_by.session_id);
    if (wantsJson(c)) return c.json(errorBody("viewing_as_customer", VIEW_AS_READ_ONLY), 403);
    return statusPageResponse(403, "Read-only customer view", VIEW_AS_READ_ONLY);
  });

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
    // Files of public/ (favicon, manifest …) have an extension; pages never do, and skip the
    // file-system lookup (issue 14: it was a stat() on every page request).
    const publicFiles = serveStatic({
      root,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) => (FILE_PATH.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  // Liveness: the process answers. Costs nothing; never asks the database.
  app.get("/livez", (c) => c.json({ status: "ok" }));
  // Readiness: the database answers, asked at most once a second (decision 0154).
  const readiness = createReadinessCheck(() => deps.database.ping());
  app.get("/healthz", async (c) => {
    const ready = await readiness();
    if (ready.ok) return c.json({ status: "ok", database: "ok" });
    logFailure(c.var.logger, ready.error, "health check: database unreachable");
    return c.json({ status: "error", database: "unreachable" }, 503);
  });

  app.route("/", createSeoRoutes(services.catalog, services.sitemaps));
  // Agents' pictures first: the catalogue's image app answers 404 for everything it does not draw.
  app.route("/images", createAgentImagesApi(services.agents));
  app.route("/images", createHotelImagesApi(services.hotels));
  app.route("/images", createImagesApi(services));
  // Uploaded photos by content hash, immutable (decision 0219).
  app.route("/photos", createPhotosApi(services.photos));

  app.get("/metrics", async (c) => {
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  // Module APIs, one sub-app per module under the spec's namespaces.
  for (const ns of API_NAMESPACES) {
    app.use(`${ns}/*`, keys.acceptKey);
  }
  const idempotent = idempotency({
    keys: services.idempotency,
    scopeOf: async (c) => {
      const user = await services.accounts.currentUser(c.req.raw.headers);
      return user ? `user:${user.id}` : null;
    },
  });
  for (const path of CREATING_POSTS) app.use(path, idempotent);
  app.use("/admin/v1/telemetry/*", keys.requireMachineKey);
  app.use("/admin/v1/tracking/*", keys.requireMachineKey);
  // /packages/cards before the catalogue's /packages/{id}, which would take "cards" for an id.
  app.route("/browsing/v1", createPackagesApi(services));
  app.route("/browsing/v1", createCatalogApi(services));
  app.route("/browsing/v1", createWeekendApi(services.weekend));
  app.route("/browsing/v1", createGuidesApi(services.guides));
  app.route("/browsing/v1", createSitemapApi(services.sitemaps));
  app.route("/browsing/v1", createTrackingApi(services.tracking, services.accounts));
  app.route("/browsing/v1", createAccountsApi(services.accounts));
  app.route(
    "/browsing/v1",
    createNotificationsApi({
      notifications: services.notifications,
      currentUser: (headers) => services.accounts.currentUser(headers),
      userDetails: (user, query) => services.quotes.userDetails(user, query),
    }),
  );
  app.route(
    "/bookings/v1",
    createTripsApi({
      trips: services.trips,
      cancelTrip: services.workflows.cancelTrip,
      cancellationRefund: services.workflows.cancellationRefund,
      reactivateTrip: services.workflows.reactivateTrip,
      phoneVerification: services.phoneVerification,
      currentUser: (headers) => services.accounts.currentUser(headers),
      claimDraft: (user, token, headers) =>
        claimTripDraft({ trips: services.trips, logger }, user, token, headers),
    }),
  );
  const quotesApiDeps = {
    quotes: services.quotes,
    workflows: services.workflows,
    pdf: (user: AuthenticatedUser, tripId: number, quoteId: number) =>
      services.quotes.pdf(user, tripId, quoteId, services.workflows.proposal.pdfExtras),
    currentUser: (headers: Headers) => services.accounts.currentUser(headers),
  };
  app.route("/bookings/v1", createQuotesApi(quotesApiDeps));
  app.route(
    "/bookings/v1",
    createChatApi({
      chat: services.chat,
      currentUser: (headers) => services.accounts.currentUser(headers),
    }),
  );
  app.route(
    "/bookings/v1",
    createRealtimeApi({
      keys: services.realtimeKeys,
      currentUser: (headers) => services.accounts.currentUser(headers),
    }),
  );
  app.route(
    "/bookings/v1",
    createCouponsApi({
      coupons: services.coupons,
      currentUser: (headers) => services.accounts.currentUser(headers),
    }),
  );
  const currentUser = (headers: Headers) => services.accounts.currentUser(headers);
  const invoicesApiDeps = {
    invoices: services.invoices,
    issue: services.money.issueInvoice,
    currentUser,
    bookingOf: services.money.bookingOfInvoice,
  };
  app.route("/bookings/v1", createInvoicesApi(invoicesApiDeps));
  app.route("/agents/v2", createAgentInvoicesApi(invoicesApiDeps));
  const vouchersApiDeps = {
    vouchers: services.vouchers,
    forTrip: services.money.vouchersForTrip,
    postConversion: services.money.postConversion,
    upload: services.money.uploadVoucher,
    currentUser,
  };
  app.route("/bookings/v1", createVouchersApi(vouchersApiDeps));
  app.route("/agents/v2", createAgentVouchersApi(vouchersApiDeps));
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
  const paymentsDeps = {
    payments: services.payments,
    currentUser: (headers: Headers) => services.accounts.currentUser(headers),
  };
  app.route("/bookings/v1", createPaymentsApi(paymentsDeps));
  // Agencies' payouts: staff release and list them, an agent reads its own (decision 0102).
  const payoutsDeps = {
    currentUser,
    staffPayouts: services.money.staffPayouts,
    releasePayout: services.money.releasePayout,
    agencyPayments: services.money.agencyPayments,
  };
  app.route("/admin/v1", createStaffPayoutsApi(payoutsDeps));
  app.route("/agents/v2", createAgentPaymentsApi(payoutsDeps));
  // Gateways post webhooks here (their signature is the credential, no API key).
  app.route("/payments", createPaymentsGatewayRoutes(paymentsDeps));
  app.route("/browsing/v1", createAgentsBrowsingApi(services.agents));
  app.route("/browsing/v1", createLeadbotApi(services.leadbot));
  app.route("/browsing/v1", createSearchApi(services.search));
  app.route("/browsing/v1", createContentApi(services));
  app.route("/browsing/v1", createHotelsBrowsingApi(services.hotels));
  app.route(
    "/bookings/v1",
    createHotelBookingsApi({
      hotels: services.hotels,
      currentUser: (headers) => services.accounts.currentUser(headers),
    }),
  );
  app.route("/admin/v1", createTrackingAdminApi(services.tracking));
  app.route("/admin/v1", createDialerApi(services.accounts));
  app.route("/admin/v1", createStaffCatalogApi({ editor: services.packageEditor, currentUser }));

  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, (c) => {
    if (!AUTH_ROUTES.test(c.req.path))
      return c.json(errorBody("not_found", "No such endpoint."), 404);
    // better-auth records the client's address from this header: ours, never the client's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    // The verification link's callbackURL is the visitor's to edit; better-auth redirects to
    // it (and answers 500 to some malformed ones), so it only ever sees a same-site path.
    // redirectGuard still checks whatever Location comes back.
    const url = new URL(c.req.url);
    const callbackURL = url.searchParams.get("callbackURL");
    if (c.req.method === "GET" && callbackURL !== null) {
      url.searchParams.set("callbackURL", safeRedirectPath(callbackURL, AFTER_ACTIVATION_PATH));
      return services.auth.handler(new Request(url, { method: "GET", headers }));
    }
    return services.auth.handler(new Request(c.req.raw, { headers }));
  });

  if (deps.outbox && !config.SMTP_URL) {
    const outbox = deps.outbox;
    // Anyone else gets whatever the site answers for an unknown page.
    app.get("/dev/mailbox", async (c, next) =>
      isLoopbackClient(c) ? c.html(renderMailboxPage(await outbox.list(100))) : next(),
    );
    app.get("/dev/mailbox/:id", async (c, next) => {
      if (!isLoopbackClient(c)) return next();
      const mail = await outbox.get(c.req.param("id"));
      return mail ? c.html(renderMailPage(mail)) : c.notFound();
    });
  }
  if (deps.smsOutbox && !config.SMS_URL) {
    const smsOutbox = deps.smsOutbox;
    // The one-time codes of phone verification (decision 0236): this machine only, like mail.
    app.get("/dev/sms", async (c, next) =>
      isLoopbackClient(c) ? c.html(renderSmsOutboxPage(await smsOutbox.list(100))) : next(),
    );
    app.get("/dev/sms/:id", async (c, next) => {
      if (!isLoopbackClient(c)) return next();
      const sms = await smsOutbox.get(c.req.param("id"));
      return sms ? c.html(renderSmsPage(sms)) : c.notFound();
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
        "JSON API of Triphive. Errors are `{ errors: [{ code, message, field? }] }`. Send `X-Api-Key` (machine clients) and `X-Device-Request-Id`. Creating POSTs take an `Idempotency-Key` header: a retry with the same key and body replays the first answer for 24 h (marked `Idempotent-Replayed: true`); the same key with another body answers 422, and 409 while the first request is still running.",
    },
  });

  app.onError((error, c) => {
    const known = asAppError(error);
    if (known) {
      logFailure(c.var.logger ?? logger, error, "request refused", { path: c.req.path });
      const retryAfter = retryAfterOf(known);
      if (retryAfter) c.header("Retry-After", String(retryAfter));
      return c.json(known.toBody(), known.status);
    }
    // A form body that cannot be read (truncated multipart): the client's fault.
    if (isMalformedBody(error)) {
      logMalformedBody(c.var.logger ?? logger, c.req.path);
      return malformedBodyResponse(c);
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
    // Pages set no tracking cookie: the page-view beacon (POST /browsing/v1/tracking/events,
    // 'Page Viewed') moves the tracking session on after load (decision 0153), so a cached
    // page is the same bytes for everyone.
    const pageCache = deps.pageCache ?? createPageCache();
    // Every cached page shows catalogue data (the header lists destinations), so any change
    // drops them all.
    services.catalogChanges.subscribe(() => pageCache.clear());
    // …and so do shared caches in front of the processes, when one is configured: once per
    // change, by the process that made it, not by every process that hears of it (decision 0199).
    if (config.CDN_PURGE_URL) {
      const purge = createCdnPurge({ url: config.CDN_PURGE_URL, logger, fetch: deps.purgeFetch });
      services.catalogChanges.subscribe((change) => {
        if (change.origin !== "remote") purge.changed(change);
      });
    }
    app.use("*", pageCache.middleware);
    const build = deps.build;
    const guardOptions = { publicUrl: config.publicUrl };
    const handle = createRequestHandler(
      typeof build === "function"
        ? async () => guardServerBuild(await build(), guardOptions)
        : guardServerBuild(build, guardOptions),
      config.isProduction ? "production" : "development",
    );
    app.all("*", async (c) => {
      const responseHeaders = new Headers();
      let user: ReturnType<AppLoadContext["currentUser"]> | undefined;
      const context: AppLoadContext = {
        services,
        requestId: c.var.requestId,
        nonce: c.var.nonce,
        logger: c.var.logger,
        isProduction: config.isProduction,
        clientDir: deps.clientDir,
        completeDocument: c.var.pageCacheable ?? false,
        dataRequest: c.req.path.endsWith(".data"),
        requestMeta: { headers: c.req.raw.headers, ip: c.var.clientIp },
        responseHeaders,
        currentUser: () => {
          user ??= services.accounts.currentUser(c.req.raw.headers);
          return user;
        },
      };
      const response = await handle(c.req.raw, context);
      // The action could not read the form body (logged by handleError): 400, not an error.
      if (context.malformedBody) return malformedBodyResponse(c);
      for (const [name, value] of responseHeaders) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      // A page the page cache stores is compressed by it, once for every copy it serves.
      if (c.var.pageCacheable) return response;
      return compressDocument(response, c.req.header("Accept-Encoding"), context.documentBody);
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;

/** 400 to a form body that could not be read: the error shape, or a page to a browser form. */
function malformedBodyResponse(c: Context<AppEnv>): Response {
  if (wantsJson(c)) return c.json(errorBody(MALFORMED_BODY_CODE, MALFORMED_BODY_MESSAGE), 400);
  return statusPageResponse(400, "The form could not be read", MALFORMED_BODY_MESSAGE);
}

/** API clients and the hydrated app's fetches read the error shape; a browser form, a page. */
function wantsJson(c: Context<AppEnv>): boolean {
  const path = c.req.path;
  if (API_NAMESPACES.some((ns) => path.startsWith(`${ns}/`)) || path.startsWith(AUTH_BASE_PATH)) {
    return true;
  }
  return !(c.req.header("accept") ?? "").includes("text/html");
}
