import type { AnalyticsQuery, AnalyticsTable } from "../common/analytics";
import type { AuthenticatedUser } from "../common/roles";
import type { CancelTripInput } from "../common/trips";
import type { Db } from "./db";
import {
  createLateRealtimePublisher,
  type RealtimePublisher,
  type RealtimeTarget,
} from "./events/realtime-publisher";
import type { Logger } from "./lib/logger";
import type { Limit, RateLimiter } from "./lib/rate-limit";
import type { Mailer } from "./mail/mailer";
import {
  createAccountsService,
  createAuth,
  createPasswordHasher,
  createSessionCache,
  type PasswordHashCost,
  type SocialProvider,
  userContactOf,
} from "./modules/accounts";
import { createAgentApplicationsService, createAgentsService } from "./modules/agents";
import { createAnalyticsService } from "./modules/analytics";
import {
  createCatalogChanges,
  createCatalogService,
  createListingService,
  createOffersService,
  createPackageEditor,
  createPackageService,
  createPlaces,
  createSitemapService,
  createStoriesService,
  createWeekendService,
  readCatalogVersion,
} from "./modules/catalog";
import { createChatService } from "./modules/chat";
import { createBlogService, createCareersService, createContentService } from "./modules/content";
import { createCouponsService } from "./modules/coupons";
import { createGuidesService, GUIDE_SEARCH_PROVIDER } from "./modules/guides";
import { createHotelsService, HOTEL_SEARCH_PROVIDER } from "./modules/hotels";
import { createIdempotencyService } from "./modules/idempotency";
import { createInvoicesService } from "./modules/invoices";
import { createJobQueue, type JobHandlers } from "./modules/jobs";
import { type CacheStore, createLeadbotService } from "./modules/leadbot";
import { type AgentDirectory, createLeadBoard, createLeadsService } from "./modules/leads";
import { createNotificationsService } from "./modules/notifications";
import { createOperationsService } from "./modules/operations";
import { createOutbox } from "./modules/outbox";
import {
  createPaymentsModule,
  derivedSandboxSecret,
  NO_SANDBOX_CHAOS,
  type PaymentsSetup,
} from "./modules/payments";
import { createPhotosService, type PhotoLimits } from "./modules/photos";
import { createQuotesService } from "./modules/quotes";
import { createLateChatPresence, createRealtimeKeys } from "./modules/realtime";
import { createSearchService } from "./modules/search";
import { attributionFromRequest, createTrackingService } from "./modules/tracking";
import { createLeadStatuses, createTripsService, tripContactsOf, tripRowOf } from "./modules/trips";
import { createVerificationService } from "./modules/verification";
import { createVouchersService } from "./modules/vouchers";
import { createDbSmsOutbox, type SmsGateway } from "./sms/sms-gateway";
import type { FileStorage } from "./storage/file-storage";
import { acceptQuote } from "./workflows/accept-quote";
import { createTripDesk } from "./workflows/act-on-trip";
import { createMarketplaceAdmin } from "./workflows/administer-marketplace";
import {
  bookHotel,
  cancelHotelBooking,
  listenToHotelPayments,
  registerHotelBookable,
} from "./workflows/book-hotel";
import { createBookingStates } from "./workflows/booking-states";
import { cancellationRefund, cancelTrip } from "./workflows/cancel-trip";
import { createApplicationDecisions } from "./workflows/decide-agent-application";
import { declineQuote } from "./workflows/decline-quote";
import { createLeaveAgentFeedback } from "./workflows/leave-agent-feedback";
import { createLiveTopicAuthoriser, pushLiveChanges } from "./workflows/push-live-changes";
import { createQuotePages } from "./workflows/quote-pages";
import { registerQuotePayments } from "./workflows/quote-payments";
import { reactivateTrip } from "./workflows/reactivate-trip";
import {
  keepTripAnalyticsCurrent,
  rebuildTripAnalytics,
  refreshTripAnalytics,
} from "./workflows/refresh-trip-analytics";
import { analyticsCsv, reportAnalytics } from "./workflows/report-analytics";
import { requestMoreQuotes } from "./workflows/request-more-quotes";
import {
  LEAD_TIMEOUT_JOB,
  onLeadTimeout,
  type RouteLeadDeps,
  routeLead,
  startLeadTimers,
} from "./workflows/route-lead";
import {
  NURTURE_MAIL_JOB,
  scheduleNurtureMail,
  sendNurtureMail,
} from "./workflows/send-nurture-mail";
import { countSentQuotes, sendQuote } from "./workflows/send-quote";
import { createShowProposal } from "./workflows/show-proposal";
import { type LeadStatusTimers, trackLeadStatus } from "./workflows/track-lead-status";
import { createTripPages } from "./workflows/trip-pages";
import { createVerifyTripPhone } from "./workflows/verify-trip-phone";

export interface ServiceDeps {
  db: Db;
  /**
   * The same database for work no request waits on (the search index rebuild), free of the
   * request statement limit (docs/decisions/0185). Unset: `db`.
   */
  longWorkDb?: Db;
  logger: Logger;
  mailer: Mailer;
  /** Texts (one-time codes): the provider at SMS_URL, or the outbox table read at /dev/sms. */
  sms?: SmsGateway;
  limiter: RateLimiter;
  /** Uploaded documents: DATA_DIR/uploads embedded, object storage in production. */
  storage: FileStorage;
  /** The chatbot's failure reports; the database unless main.ts passes Redis. */
  cacheStore?: CacheStore;
  /** The photo pipeline's limits (config PHOTO_MAX_BYTES, PHOTO_WIDTHS); unset: the defaults. */
  photoLimits?: PhotoLimits;
  /** Hours an agent has to quote before losing the lead (config LEAD_RESPONSE_HOURS). */
  leadResponseHours?: number;
  /** Days before a request with no accepted quote gets the nurture mail (NURTURE_AFTER_DAYS). */
  nurtureAfterDays?: number;
  /** The lead status timers and the first-quote SLA (config QUOTE_SLA_HOURS, LEAD_*_DAYS). */
  leadTimers?: LeadStatusTimers;
  /** Tests only: agencies in memory instead of the agents module, which the app always uses. */
  agentDirectory?: AgentDirectory;
  /** The clock of every time rule (lead deadlines, validity); tests move it. */
  now?: () => Date;
  /** Sign-ups one address may make per window (config SIGN_UP_PER_IP_PER_HOUR). */
  signUpLimit?: Limit;
  /** Chat messages one user may send per window (config CHAT_SEND_PER_MINUTE). */
  chatSendLimit?: Limit;
  /** The payment gateway and its secrets (config PAYMENT_*); tests: the sandbox, in-process. */
  payments?: PaymentsSetup;
  /**
   * Is this user looking at that quote's chat right now? (A new message then makes no
   * notification.) The realtime module answers; until wired, nobody is.
   */
  isViewingChat?: (userId: string, quoteId: number) => Promise<boolean>;
  /** How long a process trusts a session it looked up (config SESSION_CACHE_TTL_MS); 0: never. */
  sessionCacheTtlMs?: number;
  auth: {
    secret: string;
    publicUrl: string;
    google?: { clientId: string; clientSecret: string; discoveryUrl: string };
    facebook?: { clientId: string; clientSecret: string };
    /** Tests only: scrypt's lower test cost (TEST_PASSWORD_HASH_COST); refused in production. */
    passwordHashCost?: PasswordHashCost;
  };
}

/** Every module's service, built once per process and handed to routes and APIs. */
export function createServices(deps: ServiceDeps) {
  const { db, logger, mailer, limiter } = deps;
  const jobs = createJobQueue({ db, logger, now: deps.now });
  const now = deps.now ?? (() => new Date());
  // What happened: recorded with the change that caused it, delivered by the job runner to
  // notifications, money and hotel handlers (the outbox, decision 0184).
  const events = createOutbox({ db, jobs, logger, now: deps.now });
  // Socket.IO is attached after the HTTP server listens (main.ts); until then pushes go nowhere.
  const realtime: RealtimePublisher & { attach(target: RealtimeTarget): void } =
    createLateRealtimePublisher();
  const { passwordHashCost, ...authDeps } = deps.auth;
  const passwords = createPasswordHasher(passwordHashCost);
  // Session → user per process (decision 0221); main.ts carries its forgettings to the others.
  const sessionCache = createSessionCache({ ttlMs: deps.sessionCacheTtlMs ?? 0 });
  const auth = createAuth({ db, mailer, logger, ...authDeps, passwords, sessionCache });
  const socialProviders: SocialProvider[] = [
    ...(deps.auth.google ? (["google"] as const) : []),
    ...(deps.auth.facebook ? (["facebook"] as const) : []),
  ];
  // Catalogue writers call catalogChanges.changed(); every catalogue cache listens, and the
  // broadcast (main.ts) carries changes between processes (decision 0199).
  const catalogChanges = createCatalogChanges({
    onListenerError: (error) => logger.error({ err: error }, "a catalogue cache failed to drop"),
  });
  const tracking = createTrackingService({
    db,
    limiter,
    logger,
    publicUrl: deps.auth.publicUrl,
  });
  const agents = createAgentsService({ db, storage: deps.storage, now: deps.now });
  const accounts = createAccountsService({
    db,
    auth,
    limiter,
    logger,
    socialProviders,
    latestActiveTrip: (userId) => trips.latestActiveTripId(userId),
    passwords,
    sessionCache,
    signUpLimit: deps.signUpLimit,
    secureCookies: deps.auth.publicUrl.startsWith("https://"),
    now: deps.now,
  });
  // Agent cards name destinations and agencies: dropped with the catalogue.
  catalogChanges.subscribe(() => agents.forgetCards());
  // Orders, webhooks, refunds and the ledger; money and hotels register their bookables on it.
  const payments = createPaymentsModule({
    db,
    logger,
    events,
    jobs,
    now: deps.now,
    // Default: the sandbox, webhooks delivered in-process exactly once (scripts, tests).
    setup: deps.payments ?? {
      gateway: "sandbox",
      sandbox: {
        webhookSecret: derivedSandboxSecret(deps.auth.secret),
        chaos: NO_SANDBOX_CHAOS,
      },
    },
  });
  // Trip destinations by name (quotes, routing) come from the catalogue's memory.
  const catalog = createCatalogService(db, catalogChanges);
  // Routing, agent cards on quotes and the agent's own agency all read the agents module.
  const agentDirectory = deps.agentDirectory ?? agents;
  const destinationsNamed = (names: readonly string[]) => catalog.destinationsNamed(names);
  // The place hierarchy (decision 0207): a Munnar trip lies in Kerala for routing and coupons.
  const places = createPlaces(db, catalogChanges);
  const packages = createPackageService(db, places);
  const leads = createLeadsService({
    db,
    agents: agentDirectory,
    leadResponseHours: deps.leadResponseHours ?? 24,
    events,
    now: deps.now,
  });
  // Lead statuses, the pipeline board and operations' own records (decision 0213).
  const leadTimers: LeadStatusTimers = deps.leadTimers ?? {
    quoteSlaHours: 12,
    dormantAfterDays: 7,
    coldAfterDays: 14,
  };
  const leadStatuses = createLeadStatuses({ db, now });
  const leadBoard = createLeadBoard({ db, now, quoteSlaHours: leadTimers.quoteSlaHours });
  const operations = createOperationsService({ db, now, events });
  const leadTracking = trackLeadStatus({
    leadStatuses,
    operations,
    events,
    jobs,
    travellerOf: async (tripId) => (await tripRowOf(db, tripId))?.userId ?? null,
    opsRecipients: async () =>
      (await accounts.staffMembers()).filter((s) => s.role === "ops" || s.role === "admin"),
    mailer,
    logger,
    publicUrl: deps.auth.publicUrl,
    timers: leadTimers,
    now,
  });
  // Routing reads the request, its traveller, its destinations and their agencies through
  // those modules' doors, then writes leads (server/workflows/route-lead.ts).
  const routing: RouteLeadDeps = {
    leads,
    tripOf: (tripId) => tripRowOf(db, tripId),
    travellerOf: (userId) => userContactOf(db, userId),
    destinationsNamed,
    destinationsAround: (trip) => places.destinationsAround(trip),
    agents: agentDirectory,
    jobs,
    events,
  };
  // The quotes module on its own; pages read it with money and chat (quotes, below).
  const quoteService = createQuotesService({
    db,
    logger,
    agents: agentDirectory,
    leads,
    limiter,
    now: deps.now,
    destinationsNamed,
    events,
    pickHotel: (query) => hotels.pickForStay(query),
    // The day library's search by place (decision 0210): "kerala" reaches Munnar's days.
    placesInText: (text) => places.citiesInText(text),
    // The builder's city picker and a blank quote's days (decision 0227).
    tripCities: (names) => places.citiesOfTrip(names),
  });
  const chat = createChatService({
    db,
    access: quoteService.chatAccess,
    limiter,
    sendLimit: deps.chatSendLimit,
    now: deps.now,
    agentUserId: (agencyId) => agents.userIdOf(agencyId),
    events,
    realtime,
    storage: deps.storage,
  });
  // Who has a quote's chat open on a live socket (notifications ask); attached with Socket.IO.
  const chatPresence = createLateChatPresence();
  const trips = createTripsService({
    db,
    logger,
    limiter,
    isRoutedAgent: (userId, tripId) => leads.isRoutedAgent(userId, tripId),
    storage: deps.storage,
    packageRef: (slugOrId) => packages.ref(slugOrId),
    attributionFromHeaders: attributionFromRequest,
    onTripCreated: async (trip, headers) => {
      // The request's first-quote SLA and idle timers (decision 0213).
      await leadTracking
        .requestCreated(trip.id, now())
        .catch((error: unknown) =>
          logger.error({ err: error, tripId: trip.id }, "starting a request's timers failed"),
        );
      // The nurture mail, if no quote is accepted within the days set (decision 0223).
      await scheduleNurtureMail(jobs, trip, deps.nurtureAfterDays ?? 3, now()).catch(
        (error: unknown) =>
          logger.error({ err: error, tripId: trip.id }, "scheduling the nurture mail failed"),
      );
      // A new request goes to up to three agents who serve its destination (issue 9 §2).
      await routeLead(routing, trip.id, "initial", 3).catch((error: unknown) =>
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
  // Discount coupons on a trip's accepted quote (issue 11 §1; the catalogue's `offers` is the
  // browsing offers page, a different thing).
  const coupons = createCouponsService({
    db,
    quotes: quoteService,
    destinations: {
      byIds: (ids) => catalog.destinationsByIds(ids),
      byNames: (names) => catalog.destinationsByNames(names),
      around: (trip) => places.destinationsAround(trip),
    },
    readTrip: (user, tripId) => trips.get(user, tripId),
    now: deps.now,
  });
  const agencyIdOf = async (userId: string) => (await agents.byUserId(userId))?.id ?? null;
  const invoices = createInvoicesService({
    db,
    quotes: quoteService,
    couponOf: (tripId) => coupons.appliedToTrip(tripId),
    agencyIdOf,
    agencyBillingOf: (agentId) => agents.billingOf(agentId),
    now: deps.now,
  });
  const vouchers = createVouchersService({
    db,
    storage: deps.storage,
    limiter,
    quotes: quoteService,
    agencyIdOf,
    events,
    now: deps.now,
  });
  // The derived booking state of trips and quotes, read from quotes, invoices and vouchers.
  const bookingStates = createBookingStates({ quotes: quoteService, invoices, vouchers });
  // Quote payments: workflows, the payments module's events, reminders (server/workflows).
  const money = registerQuotePayments({
    db,
    quotes: quoteService,
    trips,
    invoices,
    coupons,
    vouchers,
    payments,
    events,
    jobs,
    mailer,
    logger,
    publicUrl: deps.auth.publicUrl,
    agencyIdOf,
    commissionBpsOf: (agencyId) => agents.admin.commissionBpsOf(agencyId),
    bookingStates,
    now: deps.now,
  });
  // Quotes as pages and workflows read them: with their money fields, amounts, booking
  // states and unread messages.
  const quotes = createQuotePages({
    quotes: quoteService,
    moneyView: (view) => money.quoteView(view),
    amountsView: (quote) => money.amountsView(quote),
    bookingStates,
    unreadMessages: (userId, quoteIds) => chat.unreadByQuote(userId, quoteIds),
  });
  const cancelling = { db, trips, quotes, invoices, payments, coupons, events, now: deps.now };
  // Use cases across trips and quotes (server/workflows), bound to this process's services.
  const workflows = {
    sendQuote: sendQuote.bind(null, {
      quotes,
      trips,
      events,
      agencySuspended: async (userId: string) => {
        const agency = await agents.byUserId(userId);
        return agency ? agents.admin.isSuspended(agency.id) : false;
      },
    }),
    acceptQuote: acceptQuote.bind(null, { quotes, coupons, events }),
    declineQuote: declineQuote.bind(null, { quotes, coupons, events }),
    // The one cancellation: a paid booking is refunded by its schedule (decision 0187).
    cancelTrip: (user: AuthenticatedUser, tripId: number, input: CancelTripInput) =>
      cancelTrip(cancelling, user, tripId, input),
    cancellationRefund: cancellationRefund.bind(null, cancelling),
    reactivateTrip: reactivateTrip.bind(null, { ...routing, db, quotes, trips, invoices, events }),
    requestMoreQuotes: requestMoreQuotes.bind(null, { ...routing, quotes, trips }),
    routeLead: routeLead.bind(null, routing),
    // A quote as the agency's branded proposal, with its route map and fair-price hint.
    proposal: createShowProposal({
      db,
      agents,
      hotelPicture: (hotelId, n) => hotels.pictureSubject(hotelId, n),
    }),
  };
  // Notifications are written by listeners of domain events (never by pages), pushed live on
  // the notifications channel and, for some categories, mailed through durable jobs.
  const notifications = createNotificationsService({
    db,
    logger,
    mailer,
    limiter,
    jobs,
    realtime,
    secret: deps.auth.secret,
    publicUrl: deps.auth.publicUrl,
    unreadMessages: (userId, quoteIds) => chat.unreadByQuote(userId, quoteIds),
    // The realtime module knows who has a chat open; tests may answer for it.
    isViewingChat:
      deps.isViewingChat ?? ((userId, quoteId) => chatPresence.isViewingChat(userId, quoteId)),
    now: deps.now,
  });
  notifications.handleEvents(events);
  countSentQuotes({ quotes: quoteService, trips, events });
  const tripDesk = createTripDesk({
    leads,
    leadStatuses,
    operations,
    tripOf: (tripId) => tripRowOf(db, tripId),
    destinationsNamed,
    agents: agentDirectory,
    staffMembers: () => accounts.staffMembers(),
    jobs,
    events,
    tripContacts: (tripIds) => tripContactsOf(db, tripIds),
  });
  // The analytics read models follow every request's events (decision 0215).
  const analyticsFacts = createAnalyticsService(db);
  const analyticsDeps = {
    db,
    analytics: analyticsFacts,
    ledger: payments.ledger,
    now: deps.now,
  };
  keepTripAnalyticsCurrent({ ...analyticsDeps, events });
  // Live views (decision 0202): a committed change tells the topics it touched.
  pushLiveChanges({ trips, leads, agents, events, realtime });
  startLeadTimers({ jobs, events });
  // Hotels: bookings pay through the payments module (server/workflows/book-hotel.ts).
  const hotels = createHotelsService({ db, now: deps.now });
  registerHotelBookable(payments, hotels);
  const hotelPayments = listenToHotelPayments({ hotels, payments, logger });
  events.handle("hotel-payments", "payment.captured", (e) => hotelPayments.captured(e));
  events.handle("hotel-payments", "payment.failed", (e) => hotelPayments.failed(e));
  events.handle("hotel-payments", "payment.expired", (e) => hotelPayments.expired(e));
  const hotelWorkflows = {
    bookHotel: bookHotel.bind(null, { hotels, payments }),
    cancelHotelBooking: cancelHotelBooking.bind(null, { hotels, payments }),
  };
  const jobHandlers: JobHandlers = {
    [LEAD_TIMEOUT_JOB]: (payload) => onLeadTimeout(routing, payload),
    ...events.jobHandlers,
    ...payments.jobHandlers,
    ...notifications.jobHandlers,
    ...money.jobHandlers,
    ...leadTracking.jobHandlers,
    [NURTURE_MAIL_JOB]: async (payload) => {
      await sendNurtureMail(
        {
          trips,
          tripOf: (tripId) => tripRowOf(db, tripId),
          travellerOf: (userId) => userContactOf(db, userId),
          acceptedQuoteIdOf: (tripId) => quoteService.acceptedQuoteIdOf(tripId),
          mailer,
          logger,
          publicUrl: deps.auth.publicUrl,
          now,
        },
        payload,
      );
    },
  };
  // Reviews as testimonials, and the destination facts blogs and travelogues are written from.
  const stories = createStoriesService(db, catalogChanges);
  const leaveAgentFeedback = createLeaveAgentFeedback({
    agents,
    tripOf: (user, tripId) => trips.get(user, tripId),
    hasConvertedWith: quotes.hasConvertedWith,
  });
  const agentApplications = createAgentApplicationsService(db, { now: deps.now });
  // Universal search: refilled from the catalogue, hotels and guides on each catalogue change.
  const search = createSearchService({
    db,
    longWorkDb: deps.longWorkDb,
    logger,
    changes: catalogChanges,
    catalogVersion: readCatalogVersion,
  });
  search.register(HOTEL_SEARCH_PROVIDER);
  const guides = createGuidesService({ catalog });
  catalogChanges.subscribe(() => guides.forgetDrawn());
  search.register(GUIDE_SEARCH_PROVIDER);
  return {
    events,
    realtime,
    auth,
    sessionCache,
    accounts,
    leadStatuses,
    leadBoard,
    operations,
    tripDesk,
    catalogChanges,
    catalog,
    guides,
    // Staff edits of packages (PATCH /admin/v1/packages/{id}, npm run catalog:edit).
    packageEditor: createPackageEditor({ db, changes: catalogChanges }),
    listings: createListingService(db, { changes: catalogChanges }),
    packages,
    // Trips as pages and the API read them: with the booking state their money gives.
    trips: createTripPages({ trips, bookingStates }),
    leads,
    quotes,
    chat,
    notifications,
    chatPresence,
    // Short-lived socket keys signed with the session secret (GET realtime auth config).
    realtimeKeys: createRealtimeKeys(deps.auth.secret, deps.now),
    // Who may join which live topic (decision 0202): the socket asks before every join.
    mayJoinLiveTopic: createLiveTopicAuthoriser({ trips, leads, agents }),
    coupons,
    invoices,
    vouchers,
    money,
    jobs,
    jobHandlers,
    payments,
    workflows,
    agents,
    leaveAgentFeedback,
    agentApplications,
    // Admin's pages: staff accounts, roles, agencies and commission (decisions 0229, 0230).
    admin: createMarketplaceAdmin({ accounts, agents, operations }),
    // Admin approves or rejects agencies' applications (decision 0239).
    applicationDecisions: createApplicationDecisions({
      applications: agentApplications,
      accounts,
      agents,
      destinationsNamed,
      operations,
      mailer,
      logger,
    }),
    weekend: createWeekendService(db, { changes: catalogChanges }),
    hotels,
    hotelWorkflows,
    offers: createOffersService(db),
    sitemaps: createSitemapService(db, catalogChanges),
    content: createContentService(),
    careers: createCareersService({ db, storage: deps.storage, mailer }),
    stories,
    blogs: createBlogService(stories.storyDestinations),
    search,
    // Uploaded photos (decision 0219): a catalogue subject's new photo drops cached pages only.
    photos: createPhotosService({
      db,
      storage: deps.storage,
      limits: deps.photoLimits,
      changes: catalogChanges,
      agencyIdOf,
    }),
    idempotency: createIdempotencyService({ db }),
    tracking,
    analytics: {
      report: (query: AnalyticsQuery) => reportAnalytics({ ...analyticsDeps, tracking }, query),
      /** One table of the report as CSV, with the period it covers. */
      async csv(query: AnalyticsQuery, table: AnalyticsTable) {
        const report = await reportAnalytics({ ...analyticsDeps, tracking }, query);
        return { csv: analyticsCsv(report, table), period: report.period };
      },
      refresh: (tripIds: number[]) => refreshTripAnalytics(analyticsDeps, tripIds),
      rebuild: () => rebuildTripAnalytics({ ...analyticsDeps, tracking }),
    },
    leadbot: createLeadbotService({ db, limiter, cacheStore: deps.cacheStore }),
    // The owner proves the request's contact number with a texted code (decision 0236).
    phoneVerification: createVerifyTripPhone({
      trips,
      verification: createVerificationService({ db, secret: deps.auth.secret, now: deps.now }),
      sms: deps.sms ?? createDbSmsOutbox(db),
      logger,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
