import type { Db } from "./db";
import { createDomainEvents, type DomainEvents } from "./events/domain-events";
import { createLateRealtimePublisher, type RealtimePublisher } from "./events/realtime-publisher";
import type { Logger } from "./lib/logger";
import type { RateLimiter } from "./lib/rate-limit";
import type { Mailer } from "./mail/mailer";
import { createAccountsService, createAuth, type SocialProvider } from "./modules/accounts";
import { createAgentsService } from "./modules/agents";
import {
  createCatalogService,
  createCatalogueChanges,
  createListingService,
  createOffersService,
  createPackageService,
  createSitemapService,
  createWeekendService,
} from "./modules/catalog";
import { type ChatService, createChatService } from "./modules/chat";
import { createContentService } from "./modules/content";
import { createIdempotencyService } from "./modules/idempotency";
import { createJobQueue, type JobHandlers } from "./modules/jobs";
import { type CacheStore, createLeadbotService } from "./modules/leadbot";
import { type AgentDirectory, createQuotesService } from "./modules/quotes";
import { attributionFromRequest, createTrackingService } from "./modules/tracking";
import { createTripsService } from "./modules/trips";
import type { FileStorage } from "./storage/local-storage";
import { acceptQuote } from "./workflows/accept-quote";
import { cancelTrip } from "./workflows/cancel-trip";
import { declineQuote } from "./workflows/decline-quote";
import { createLeaveAgentFeedback } from "./workflows/leave-agent-feedback";
import { reactivateTrip } from "./workflows/reactivate-trip";
import { requestMoreQuotes } from "./workflows/request-more-quotes";
import { LEAD_TIMEOUT_JOB, onLeadTimeout, routeLead } from "./workflows/route-lead";
import { sendQuote } from "./workflows/send-quote";

export interface ServiceDeps {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Uploaded documents: DATA_DIR/uploads embedded, object storage in production. */
  storage: FileStorage;
  /** The chatbot's failure reports; the database unless main.ts passes Redis. */
  cacheStore?: CacheStore;
  /** Hours an agent has to quote before losing the lead (config LEAD_RESPONSE_HOURS). */
  leadResponseHours?: number;
  /** Tests only: agencies in memory instead of the agents module, which the app always uses. */
  agentDirectory?: AgentDirectory;
  /** The clock of every time rule (lead deadlines, validity); tests move it. */
  now?: () => Date;
  /** Tests only: a bus of their own to watch; the app builds one per process. */
  events?: DomainEvents;
  auth: {
    secret: string;
    publicUrl: string;
    google?: { clientId: string; clientSecret: string; discoveryUrl: string };
    facebook?: { clientId: string; clientSecret: string };
  };
}

/** Every module's service, built once per process and handed to routes and APIs. */
export function createServices(deps: ServiceDeps) {
  const { db, logger, mailer, limiter } = deps;
  // What happened, told after commit (server/events): notifications, digests and pushes listen.
  const events = deps.events ?? createDomainEvents(logger);
  // Socket.IO is attached after the HTTP server listens (main.ts); until then pushes go nowhere.
  const realtime: RealtimePublisher & { attach(target: RealtimePublisher): void } =
    createLateRealtimePublisher();
  const auth = createAuth({ db, mailer, logger, ...deps.auth });
  const socialProviders: SocialProvider[] = [
    ...(deps.auth.google ? (["google"] as const) : []),
    ...(deps.auth.facebook ? (["facebook"] as const) : []),
  ];
  // Catalogue writers call catalogueChanges.changed(); every catalogue cache listens.
  const catalogueChanges = createCatalogueChanges();
  const packages = createPackageService(db);
  const tracking = createTrackingService({
    db,
    limiter,
    logger,
    publicUrl: deps.auth.publicUrl,
  });
  const jobs = createJobQueue({ db, logger, now: deps.now });
  const agents = createAgentsService({ db, now: deps.now });
  // Chat reads who may talk from quotes, and the quote list reads unread counts from chat:
  // the second edge is a late-bound function.
  let chat: ChatService | undefined;
  // Routing, agent cards on quotes and the agent's own agency all read the agents module.
  const quotes = createQuotesService({
    db,
    logger,
    agents: deps.agentDirectory ?? agents,
    leadResponseHours: deps.leadResponseHours ?? 24,
    now: deps.now,
    unreadMessages: (userId, quoteIds) =>
      chat ? chat.unreadByQuote(userId, quoteIds) : Promise.resolve(new Map()),
  });
  chat = createChatService({ db, access: quotes.chatAccess, limiter, now: deps.now });
  const trips = createTripsService({
    db,
    logger,
    limiter,
    isRoutedAgent: (userId, tripId) => quotes.isRoutedAgent(userId, tripId),
    storage: deps.storage,
    packageRef: (slugOrId) => packages.ref(slugOrId),
    attributionFromHeaders: attributionFromRequest,
    onTripCreated: async (trip, headers) => {
      // A new request goes to up to three agents who serve its destination (issue 9 §2).
      await routeLead({ quotes, jobs }, trip.id, "initial", 3).catch((error: unknown) =>
        logger.error({ err: error, tripId: trip.id }, "routing a new request failed"),
      );
      await tracking.recordEvent({
        name: "Trip Created",
        category: "funnel",
        tripId: trip.id,
        user: trip.user,
        properties: { origin: trip.attribution.trip_origin_product ?? "request_form" },
        headers,
      });
    },
  });
  // Use cases across trips and quotes (server/workflows), bound to this process's services.
  const workflows = {
    sendQuote: sendQuote.bind(null, { quotes, trips }),
    acceptQuote: acceptQuote.bind(null, { quotes }),
    declineQuote: declineQuote.bind(null, { quotes }),
    cancelTrip: cancelTrip.bind(null, { quotes, trips }),
    reactivateTrip: reactivateTrip.bind(null, { quotes, trips, jobs }),
    requestMoreQuotes: requestMoreQuotes.bind(null, { quotes, trips, jobs }),
    routeLead: routeLead.bind(null, { quotes, jobs }),
  };
  const jobHandlers: JobHandlers = {
    [LEAD_TIMEOUT_JOB]: (payload) => onLeadTimeout({ quotes, jobs }, payload),
  };
  const leaveAgentFeedback = createLeaveAgentFeedback({
    agents,
    tripOf: (user, tripId) => trips.get(user, tripId),
    hasConvertedWith: quotes.hasConvertedWith,
  });
  return {
    events,
    realtime,
    auth,
    accounts: createAccountsService({
      db,
      auth,
      limiter,
      logger,
      socialProviders,
      latestActiveTrip: trips.latestActiveTripId,
    }),
    catalogueChanges,
    catalog: createCatalogService(db, catalogueChanges),
    listings: createListingService(db, { changes: catalogueChanges }),
    packages,
    trips,
    quotes,
    chat,
    jobs,
    jobHandlers,
    workflows,
    agents,
    leaveAgentFeedback,
    weekend: createWeekendService(db),
    offers: createOffersService(db),
    sitemaps: createSitemapService(db),
    content: createContentService(),
    idempotency: createIdempotencyService({ db }),
    tracking,
    leadbot: createLeadbotService({ db, limiter, cacheStore: deps.cacheStore }),
  };
}

export type Services = ReturnType<typeof createServices>;
