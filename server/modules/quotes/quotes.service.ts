import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CurrencyCode } from "../../../common/locale";
import {
  type AgentCard,
  type CancellationRule,
  CHOSEN_OR_BEYOND,
  COMPARE_MAX,
  DEFAULT_QUOTE_DAYS,
  DEFAULT_QUOTE_NIGHTS,
  EXCLUSION_OPTIONS,
  HOTEL_REJECTION_REASONS,
  INCLUSION_OPTIONS,
  INITIAL_AGENTS_PER_TRIP,
  type LeadStage,
  MAX_AGENTS_PER_TRIP,
  QUOTE_REJECTION_REASONS,
  type QuoteListItem,
  type QuotePricing,
  type QuoteStatus,
  type QuoteView,
  REQUEST_CALLBACK_OPTIONS,
} from "../../../common/quotes";
import {
  type DeclineQuoteInput,
  type HotelStatusInput,
  INBOX_PAGE_SIZE,
  type InboxQuery,
  type QuoteCallbackInput,
  type QuoteDraftInput,
  type StartDraftInput,
  type UpdateQuoteStatsInput,
} from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import type { TripStatus } from "../../../common/trips";
import type { Db } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import type { Logger } from "../../lib/logger";
import { users } from "../accounts/accounts.schema";
import {
  cities,
  destinations,
  exchangeRates,
  packageCities,
  packageDays,
  packages,
} from "../catalog/catalog.schema";
import {
  type AgentDirectory,
  type AgentQuoteSummary,
  type Inbox,
  type InboxItem,
  isLiveLead,
  type LeadDetail,
  type LeadRow,
  type LeadsService,
  type RoutingHistoryRow,
} from "../leads";
import { budgetOf } from "../trips";
import { requestedTrips, tripDocuments } from "../trips/trips.schema";
import { priceQuote } from "./quote-pricing";
import { type QuoteActor, type QuoteEvent, transition } from "./quote-status";
import {
  daysOf,
  diffVersions,
  type HotelAnswer,
  hotelsOf,
  maskEmail,
  maskPhone,
  pricingInfoOf,
  unknownAgentCard,
} from "./quote-view";
import * as errors from "./quotes.errors";
import {
  type QuoteContent,
  quoteCallbacks,
  quoteEvents,
  quoteHotelStatuses,
  quotes,
  quoteVersions,
  quoteViews,
} from "./quotes.schema";

export interface QuotesDeps {
  db: Db;
  logger: Logger;
  agents: AgentDirectory;
  /** The leads module: routing, lead states and inbox stages. */
  leads: LeadsService;
  now?: () => Date;
  /**
   * The destinations a trip names (to_loc), in id order: the catalogue's lookup, kept in
   * memory (services.ts binds it); without it, a query each time.
   */
  destinationsNamed?: (
    names: readonly string[],
  ) => Promise<{ id: number; name: string; type: "india" | "international" }[]>;
  /** Unread chat messages per quote for a reader (the chat module; services.ts binds it). */
  unreadMessages?: (userId: string, quoteIds: number[]) => Promise<Map<number, number>>;
  /** Where hotel rejections and callback requests are told after commit (notifications listen). */
  events?: Pick<DomainEvents, "publish">;
  /**
   * The money fields of a quote view (invoice and payment links, vouchers, instalments, ops
   * contact), from the money modules; services.ts binds it late, like unreadMessages.
   */
  moneyView?: (view: QuoteView, reader: AuthenticatedUser | null) => Promise<Partial<QuoteView>>;
}

/** What the money modules read of a sent quote and its trip (issue 11). */
export interface QuoteMoneyFacts {
  quoteId: number;
  tripId: number;
  agentId: number;
  travellerUserId: string;
  status: QuoteStatus;
  tripStatus: TripStatus;
  invoiceId: number | null;
  version: number;
  pricing: QuotePricing;
  cancellationPolicy: CancellationRule[];
  startDate: string | null;
  destinationIds: number[];
  destinationNames: string[];
  international: boolean;
  days: number;
  nights: number;
  travellers: { adults: number; children: number };
  /** What the package is, for invoice line items. */
  title: string;
  traveller: { name: string; email: string; phone: string };
  agency: { name: string; email: string; phone: string; encodedId: string };
}

/** Who the reader is in a quote's chat (chat module): the two parties write, staff read. */
export interface ChatAccess {
  quoteId: number;
  tripId: number;
  party: "traveller" | "agent" | "staff";
  /** The traveller accepted this quote (chosen or beyond): contact details show. */
  unmasked: boolean;
  /** The two parties: the trip's traveller and the quote's agency (its user: agents module). */
  travellerUserId: string;
  agencyId: number;
}

function latestQuoteOf(
  q: { id: number; latestVersion: number; status: string } | undefined,
): InboxItem["latestQuote"] {
  return q ? { id: q.id, version: q.latestVersion, status: q.status as QuoteStatus } : null;
}

/** The builder's state of one quote: the editable draft (or the latest sent version). */
export interface QuoteEditor {
  quoteId: number;
  tripId: number;
  status: QuoteStatus;
  version: number;
  state: "draft" | "sent";
  content: QuoteContent;
  pricing: QuoteView["pricing"];
  trip: {
    adults: number;
    children: number;
    startDate: string | null;
    toLoc: string[];
    international: boolean;
  };
  /** Hotel answers of the latest sent version, so the agent sees what to change. */
  hotelAnswers: { hotelKey: string; status: 1 | -1; reason: string; otherReason: string }[];
}

type TripRow = typeof requestedTrips.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
type VersionRow = typeof quoteVersions.$inferSelect;

const STAFF = new Set(["ops", "admin"]);

/**
 * For a query joining quotes and requested_trips: whether the quote's agent has a quote of
 * this trip chosen or beyond (its contact then shows to the traveller). Columns are named in
 * full: Drizzle writes a column in a raw fragment unqualified in a one-table select.
 */
const AGENT_UNMASKED = sql<boolean>`exists (select 1 from quotes c
  where c.trip_id = "quotes"."trip_id" and c.agent_id = "quotes"."agent_id"
    and c.status in (${sql.join(
      CHOSEN_OR_BEYOND.map((status) => sql`${status}`),
      sql`, `,
    )}))`;

/** A version's hotel answers as one JSON column of its quote_versions row. */
const VERSION_ANSWERS = sql<({ hotelKey: string } & HotelAnswer)[]>`coalesce((
  select json_agg(json_build_object('hotelKey', h.hotel_key, 'status', h.status,
    'reason', h.reason, 'otherReason', h.other_reason))
  from quote_hotel_statuses h
  where h.quote_id = "quote_versions"."quote_id" and h.version = "quote_versions"."version"), '[]'::json)`;

const newKey = () => randomBytes(6).toString("base64url");
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The default quote (§9): 5 days, 4 nights, one city stay with one hotel to fill in. */
export function blankContent(destination: string, today: Date): QuoteContent {
  const days = Array.from({ length: DEFAULT_QUOTE_DAYS }, (_, i) => ({
    tripDayId: newKey(),
    cityId: null,
    cityName: destination,
    title:
      i === 0
        ? `Arrival in ${destination}`
        : i === DEFAULT_QUOTE_DAYS - 1
          ? "Departure"
          : `Day ${i + 1} in ${destination}`,
    description: "",
  }));
  return {
    days,
    stays: [
      {
        quoteCityId: newKey(),
        cityId: null,
        city: destination,
        nights: DEFAULT_QUOTE_NIGHTS,
        hotels: [
          {
            hotelKey: newKey(),
            hotelId: null,
            name: "",
            city: destination,
            rating: 3,
            address: "",
            description: "",
            images: [],
            link: "",
          },
        ],
      },
    ],
    inclusions: ["breakfast", "sightseeing"],
    exclusions: ["flights", "personal_expenses"],
    inclusionsText: "",
    exclusionsText: "",
    cabsText: "",
    flightsText: "",
    description: "",
    pricePerAdult: 0,
    pricePerChild: 0,
    currency: "INR",
    discount: 0,
    validUntil: isoDay(new Date(today.getTime() + 14 * 86_400_000)),
    cancellationPolicy: [
      { daysBefore: 30, refundPercent: 90 },
      { daysBefore: 15, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    origin: { from: "blank" },
  };
}

/** The builder's input turned into stored content, keeping or minting the stable keys. */
export function contentOf(input: QuoteDraftInput, origin: QuoteContent["origin"]): QuoteContent {
  return {
    days: input.days.map((d) => ({
      tripDayId: d.tripDayId ?? newKey(),
      cityId: d.cityId ?? null,
      cityName: d.cityName,
      title: d.title,
      description: d.description,
    })),
    stays: input.stays.map((s) => ({
      quoteCityId: s.quoteCityId ?? newKey(),
      cityId: s.cityId ?? null,
      city: s.city,
      nights: s.nights,
      hotels: s.hotels.map((h) => ({
        hotelKey: h.hotelKey ?? newKey(),
        hotelId: h.hotelId ?? null,
        name: h.name,
        city: h.city,
        rating: h.rating,
        address: h.address,
        description: h.description,
        images: h.images,
        link: h.link,
      })),
    })),
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    inclusionsText: input.inclusionsText,
    exclusionsText: input.exclusionsText,
    cabsText: input.cabsText,
    flightsText: input.flightsText,
    description: input.description,
    pricePerAdult: input.pricePerAdult,
    pricePerChild: input.pricePerChild,
    currency: input.currency,
    discount: input.discount,
    validUntil: input.validUntil,
    cancellationPolicy: input.cancellationPolicy,
    origin,
  };
}

export function createQuotesService(deps: QuotesDeps) {
  const { db, agents, leads } = deps;
  const now = deps.now ?? (() => new Date());

  // ---- Loading with ownership ----------------------------------------------------------------

  async function tripRow(tripId: number): Promise<TripRow | undefined> {
    const [row] = await db
      .select()
      .from(requestedTrips)
      .where(eq(requestedTrips.id, tripId))
      .limit(1);
    return row;
  }

  async function agentIdOf(user: AuthenticatedUser): Promise<number> {
    if (user.role !== "agent") throw errors.notAnAgent();
    const agency = await agents.byUserId(user.id);
    if (!agency) throw errors.notAnAgent();
    return agency.id;
  }

  /** The traveller's own trip; anything else is "not found". */
  async function ownTrip(user: AuthenticatedUser, tripId: number): Promise<TripRow> {
    if (user.role !== "traveller") throw errors.tripNotFound();
    const row = await tripRow(tripId);
    if (!row || row.userId !== user.id) throw errors.tripNotFound();
    return row;
  }

  /** A trip the user may read: own (traveller), routed (agent), any (staff). */
  async function readableTrip(
    user: AuthenticatedUser,
    tripId: number,
  ): Promise<{ trip: TripRow; agentId: number | null; lead: LeadRow | null }> {
    if (STAFF.has(user.role)) {
      const trip = await tripRow(tripId);
      if (!trip) throw errors.tripNotFound();
      return { trip, agentId: null, lead: null };
    }
    if (user.role === "agent") {
      const agentId = await agentIdOf(user);
      const lead = await leads.leadOf(tripId, agentId);
      const trip = lead ? await tripRow(tripId) : undefined;
      if (!lead || !trip) throw errors.tripNotFound();
      return { trip, agentId, lead };
    }
    return { trip: await ownTrip(user, tripId), agentId: null, lead: null };
  }

  /** A sent quote of the traveller's own trip. Drafts do not exist for the traveller. */
  async function travellerQuote(user: AuthenticatedUser, tripId: number, quoteId: number) {
    const trip = await ownTrip(user, tripId);
    const [quote] = await db
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.tripId, trip.id), isNotNull(quotes.sentVersion)))
      .limit(1);
    if (!quote) throw errors.quoteNotFound();
    return { trip, quote };
  }

  /** The agent's own quote on a lead still routed to it. */
  async function agentQuote(user: AuthenticatedUser, quoteId: number) {
    const agentId = await agentIdOf(user);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
    if (!quote || quote.agentId !== agentId) throw errors.quoteNotFound();
    const trip = await tripRow(quote.tripId);
    if (!trip) throw errors.quoteNotFound();
    return { agentId, quote, trip };
  }

  async function versionOf(quoteId: number, version: number): Promise<VersionRow> {
    const [row] = await db
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.version, version)))
      .limit(1);
    if (!row) throw errors.versionNotFound();
    return row;
  }

  // ---- Trip facts --------------------------------------------------------------------------

  async function destinationsOf(trip: Pick<TripRow, "toLoc">) {
    if (deps.destinationsNamed) return deps.destinationsNamed(trip.toLoc);
    const names = trip.toLoc.map((n) => n.toLowerCase());
    if (names.length === 0) return [];
    return db
      .select({ id: destinations.id, name: destinations.name, type: destinations.type })
      .from(destinations)
      .where(
        sql`lower(${destinations.name}) in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )}) or ${destinations.slug} in (${sql.join(
          names.map((n) => sql`${n.replace(/\s+/g, "-")}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(destinations.id));
  }

  async function perInr(currency: string): Promise<number> {
    if (currency === "INR") return 1;
    const [row] = await db
      .select({ perInr: exchangeRates.perInr })
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, currency))
      .limit(1);
    if (!row) throw new Error(`no exchange rate for ${currency}`);
    return row.perInr;
  }

  async function priceFor(content: QuoteContent, trip: TripRow, day: Date) {
    const dests = await destinationsOf(trip);
    return priceQuote(
      {
        pricePerAdult: content.pricePerAdult,
        pricePerChild: content.pricePerChild,
        discount: content.discount,
        currency: content.currency as CurrencyCode,
      },
      {
        travellers: { adults: trip.adults, children: trip.children },
        international: dests.some((d) => d.type === "international"),
        perInr: await perInr(content.currency),
        day: isoDay(day),
      },
    );
  }

  // ---- Status changes ----------------------------------------------------------------------

  /** One status change through the table, compare-and-set, with its audit row. */
  async function changeStatus(
    quote: QuoteRow,
    event: QuoteEvent,
    actor: QuoteActor,
    actorId: string | null,
    patch: Partial<typeof quotes.$inferInsert> = {},
  ): Promise<QuoteRow> {
    const from = quote.status as QuoteStatus;
    const to = transition(from, event, actor);
    const [updated] = await db
      .update(quotes)
      .set({ ...patch, status: to, updatedAt: now() })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, from)))
      .returning();
    // Compare-and-set: a concurrent change of the same quote makes this one a conflict.
    if (!updated) throw errors.quoteChanged();
    await db.insert(quoteEvents).values({
      quoteId: quote.id,
      event,
      fromStatus: from,
      toStatus: to,
      version: quote.sentVersion,
      actorRole: actor,
      actorId,
    });
    return updated;
  }

  /** Recomputes the inbox stage of every lead of a trip after anything changed on it. */
  async function refreshStages(tripId: number): Promise<void> {
    await leads.restage(tripId, async () => {
      const tripQuotes = await db
        .select({ agentId: quotes.agentId, status: quotes.status, sentVersion: quotes.sentVersion })
        .from(quotes)
        .where(eq(quotes.tripId, tripId));
      return tripQuotes.map((q) => ({
        agentId: q.agentId,
        status: q.status as QuoteStatus,
        sent: q.sentVersion !== null,
        allPaid: false,
      }));
    });
  }

  // ---- Views -------------------------------------------------------------------------------

  async function cardsFor(agentIds: number[], tripId: number, unmasked: Set<number>) {
    const cards = await agents.cards([...new Set(agentIds)], { unmaskedFor: unmasked, tripId });
    return (id: number) => cards.get(id) ?? unknownAgentCard(id);
  }

  async function answersOf(quoteId: number, version: number): Promise<Map<string, HotelAnswer>> {
    const rows = await db
      .select()
      .from(quoteHotelStatuses)
      .where(and(eq(quoteHotelStatuses.quoteId, quoteId), eq(quoteHotelStatuses.version, version)));
    return new Map(
      rows.map((r) => [
        r.hotelKey,
        { status: r.status as 1 | -1, reason: r.reason, otherReason: r.otherReason },
      ]),
    );
  }

  async function sentVersions(quoteId: number) {
    return db
      .select({ version: quoteVersions.version, sentAt: quoteVersions.sentAt })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.state, "sent")))
      .orderBy(asc(quoteVersions.version));
  }

  /** Any version (a draft too) as the traveller would see it, without a diff: the preview. */
  async function viewOf(
    quote: QuoteRow,
    version: VersionRow,
    trip: TripRow,
    agent: AgentCard,
  ): Promise<QuoteView> {
    return assembleView(quote, version, trip, agent, {
      dests: await destinationsOf(trip),
      sent: await sentVersions(quote.id),
      diff: null,
      answers: await answersOf(quote.id, version.version),
    });
  }

  /** A QuoteView from what its caller loaded (one quote, or several at once for compare). */
  function assembleView(
    quote: QuoteRow,
    version: VersionRow,
    trip: TripRow,
    agent: AgentCard,
    loaded: {
      dests: { id: number; name: string }[];
      sent: { version: number; sentAt: Date | null }[];
      diff: QuoteView["diff"];
      answers: Map<string, HotelAnswer>;
    },
  ): QuoteView {
    const { dests, sent, diff } = loaded;
    const content = version.content;
    const nights = content.stays.reduce((n, s) => n + s.nights, 0);
    return {
      id: quote.id,
      tripId: quote.tripId,
      status: quote.status as QuoteStatus,
      version: version.version,
      versions: sent.map((v) => ({ version: v.version, sentAt: v.sentAt?.toISOString() ?? "" })),
      days: content.days.length,
      nights: Math.max(nights, content.days.length - 1),
      agent,
      pricingInfo: pricingInfoOf(version.pricing),
      pricing: version.pricing,
      discount: Math.round(version.pricing.discountMinor / 100),
      discountableTypeId: null,
      discountableType: null,
      destinationsList: dests.map((d) => ({ id: d.id, name: d.name })),
      itinerary: { daysInformation: daysOf(content, trip.startDate) },
      hotelsDetail: hotelsOf(content, loaded.answers),
      inclusions: content.inclusions,
      exclusions: content.exclusions,
      inclusionsText: content.inclusionsText,
      exclusionsText: content.exclusionsText,
      cabsText: content.cabsText,
      flightsText: content.flightsText,
      description: content.description,
      validUntil: content.validUntil,
      cancellationPolicy: content.cancellationPolicy,
      invoiceShowUrl: null,
      invoiceDownloadUrl: null,
      travelerDetailUrl: null,
      paymentUrl: null,
      downloadUrl: `/bookings/v1/requested_trips/${quote.tripId}/quotes/${quote.id}/download`,
      vouchers: [],
      installmentInfo: { isAllPaymentReceived: false },
      tripStatus: trip.status,
      opDetails: null,
      subAccountId: null,
      updatedAt: (version.sentAt ?? version.updatedAt).toISOString(),
      isSelected: quote.isSelected,
      diff,
      declineReason: quote.declineReason ?? null,
      viewedAt: quote.viewedAt?.toISOString() ?? null,
    };
  }

  /** Agents whose contact the traveller may see: one of their quotes was accepted. */
  async function unmaskedAgents(tripId: number): Promise<Set<number>> {
    const rows = await db
      .select({ agentId: quotes.agentId })
      .from(quotes)
      .where(and(eq(quotes.tripId, tripId), inArray(quotes.status, [...CHOSEN_OR_BEYOND])));
    return new Set(rows.map((r) => r.agentId));
  }

  /** Every sent version of these quotes, oldest first, each with its hotel answers: one read. */
  async function sentWithAnswers(quoteIds: number[]) {
    return db
      .select({ ...getTableColumns(quoteVersions), answers: VERSION_ANSWERS })
      .from(quoteVersions)
      .where(and(inArray(quoteVersions.quoteId, quoteIds), eq(quoteVersions.state, "sent")))
      .orderBy(asc(quoteVersions.version));
  }

  function answersMap(answers: ({ hotelKey: string } & HotelAnswer)[]) {
    return new Map<string, HotelAnswer>(
      answers.map((a) => [
        a.hotelKey,
        { status: a.status, reason: a.reason, otherReason: a.otherReason },
      ]),
    );
  }

  /**
   * Sent quotes of a trip the reader may see (the traveller's own, any for staff), each with
   * its trip and whether its agent's contact shows: one read. The
   * caller refuses when a quote it asked for is missing (refusal below). A promise, run once
   * (a Drizzle query would run again for every `then`).
   */
  async function readableQuotes(user: AuthenticatedUser, tripId: number, quoteIds: number[]) {
    return db
      .select({
        quote: quotes,
        trip: requestedTrips,
        unmasked: AGENT_UNMASKED,
      })
      .from(quotes)
      .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
      .where(
        and(
          inArray(quotes.id, quoteIds),
          eq(quotes.tripId, tripId),
          isNotNull(quotes.sentVersion),
          STAFF.has(user.role) ? undefined : eq(requestedTrips.userId, user.id),
        ),
      );
  }

  /**
   * Why readableQuotes found less than asked, as the one-read-at-a-time checks answered: a
   * traveller's trip that is not theirs is "trip not found", anything else "quote not found".
   * Asked only when refusing.
   */
  async function refusal(user: AuthenticatedUser, tripId: number): Promise<never> {
    if (!STAFF.has(user.role)) await ownTrip(user, tripId);
    throw errors.quoteNotFound();
  }

  /** The quote as its traveller reads it: `version` (default the latest sent) and its diff. */
  async function sentView(
    trip: TripRow,
    quote: QuoteRow,
    version: number | undefined,
    loaded: {
      sent: Awaited<ReturnType<typeof sentWithAnswers>>;
      agent: AgentCard;
      dests: { id: number; name: string }[];
    },
    money = true,
  ): Promise<QuoteView> {
    const wanted = version ?? quote.sentVersion;
    if (wanted === null || wanted === undefined) throw errors.quoteNotFound();
    const { sent } = loaded;
    const row = sent.find((v) => v.version === wanted);
    if (!row) throw errors.versionNotFound();
    const previous = sent.filter((v) => v.version < row.version).at(-1);
    const view = assembleView(quote, row, trip, loaded.agent, {
      dests: loaded.dests,
      sent,
      diff: previous ? diffVersions(previous, row) : null,
      answers: answersMap(row.answers),
    });
    return deps.moneyView && money ? { ...view, ...(await deps.moneyView(view, null)) } : view;
  }

  async function travellerView(trip: TripRow, quote: QuoteRow, version?: number) {
    const [sent, card, dests] = await Promise.all([
      sentWithAnswers([quote.id]),
      unmaskedAgents(trip.id).then((unmasked) => cardsFor([quote.agentId], trip.id, unmasked)),
      destinationsOf(trip),
    ]);
    return sentView(trip, quote, version, { sent, agent: card(quote.agentId), dests });
  }

  /**
   * A sent quote of a trip the reader may see (the traveller's own, any for staff), read as
   * get shows it: the quote, its trip, whether its agent's contact shows and the trip's
   * destinations in one query, its sent versions with their hotel answers in another, then
   * the agent's card (issue 14: the quote page's reads were a dozen round trips).
   */
  async function readableQuoteView(
    user: AuthenticatedUser,
    tripId: number,
    quoteId: number,
    opts: { version?: number; money?: boolean },
  ): Promise<QuoteView> {
    if (!STAFF.has(user.role) && user.role !== "traveller") throw errors.tripNotFound();
    const found = readableQuotes(user, tripId, [quoteId]).then(([row]) => row);
    const card = found.then((row) =>
      row
        ? cardsFor([row.quote.agentId], tripId, new Set(row.unmasked ? [row.quote.agentId] : []))
        : null,
    );
    const dests = found.then((row) => (row ? destinationsOf(row.trip) : []));
    // The versions are read alongside and used only once the reader's right is established.
    const [row, sent, cardOf, tripDests] = await Promise.all([
      found,
      sentWithAnswers([quoteId]),
      card,
      dests,
    ]);
    if (!row || !cardOf) return refusal(user, tripId);
    return sentView(
      row.trip,
      row.quote,
      opts.version,
      { sent, agent: cardOf(row.quote.agentId), dests: tripDests },
      opts.money ?? true,
    );
  }

  return {
    // ================================ traveller ===============================================

    constants() {
      return {
        quoteRejectionReasons: QUOTE_REJECTION_REASONS,
        hotelRejectionReasons: HOTEL_REJECTION_REASONS,
        requestCallBackOptions: REQUEST_CALLBACK_OPTIONS,
        inclusionOptions: INCLUSION_OPTIONS,
        exclusionOptions: EXCLUSION_OPTIONS,
        compare: { max: COMPARE_MAX, min: 2 },
        defaultQuote: { days: DEFAULT_QUOTE_DAYS, nights: DEFAULT_QUOTE_NIGHTS },
        agentsPerTrip: { initial: INITIAL_AGENTS_PER_TRIP, max: MAX_AGENTS_PER_TRIP },
      };
    },

    /** The trip's sent quotes, oldest first, as the landing lists them. */
    async listForTrip(user: AuthenticatedUser, tripId: number): Promise<QuoteListItem[]> {
      const { trip } = await readableTrip(user, tripId);
      if (user.role === "agent") throw errors.tripNotFound();
      const rows = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), isNotNull(quotes.sentVersion)))
        .orderBy(asc(quotes.firstSentAt), asc(quotes.id));
      if (rows.length === 0) return [];
      const card = await cardsFor(
        rows.map((r) => r.agentId),
        trip.id,
        await unmaskedAgents(trip.id),
      );
      const versions = await db
        .select()
        .from(quoteVersions)
        .where(
          and(
            inArray(
              quoteVersions.quoteId,
              rows.map((r) => r.id),
            ),
            eq(quoteVersions.state, "sent"),
          ),
        );
      const dests = await destinationsOf(trip);
      const unread =
        deps.unreadMessages && user.role === "traveller"
          ? await deps.unreadMessages(
              user.id,
              rows.map((r) => r.id),
            )
          : new Map<number, number>();
      return rows.map((quote) => {
        const version = versions.find(
          (v) => v.quoteId === quote.id && v.version === quote.sentVersion,
        );
        if (!version) throw new Error(`quote ${quote.id} lost its sent version`);
        const content = version.content;
        return {
          id: quote.id,
          status: quote.status as QuoteStatus,
          version: version.version,
          days: content.days.length,
          nights: Math.max(
            content.stays.reduce((n, s) => n + s.nights, 0),
            content.days.length - 1,
          ),
          agent: card(quote.agentId),
          pricingInfo: pricingInfoOf(version.pricing),
          pricing: version.pricing,
          destinationsList: dests.map((d) => ({ id: d.id, name: d.name })),
          updatedAt: (version.sentAt ?? version.updatedAt).toISOString(),
          isSelected: quote.isSelected,
          hotelStars: content.stays.map((s) => s.hotels[0]?.rating ?? 0),
          unreadCount: unread.get(quote.id) ?? 0,
        };
      });
    },

    /**
     * One sent quote (the latest sent version unless `version` names another sent one), with
     * its money fields unless `money` is false (the quote page reads those with its money
     * section, money.quotePage).
     */
    async get(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      opts: { version?: number; money?: boolean } = {},
    ): Promise<QuoteView> {
      return readableQuoteView(user, tripId, quoteId, opts);
    },

    /**
     * The chat access of a traveller who has just read their quote (`get`, which refuses
     * anyone else and any draft): the quote page loads its chat without reading the quote
     * again. Null for anyone else, whose access chatAccess reads.
     */
    travellerChatAccess(user: AuthenticatedUser, view: QuoteView): ChatAccess | null {
      if (user.role !== "traveller") return null;
      return {
        quoteId: view.id,
        tripId: view.tripId,
        party: "traveller",
        unmasked: CHOSEN_OR_BEYOND.includes(view.status),
        travellerUserId: user.id,
        agencyId: view.agent.id,
      };
    },

    /**
     * The reader's place in a sent quote's chat: the trip's traveller, the quote's agent, or
     * staff; anyone else (and a draft) is "not found".
     */
    async chatAccess(user: AuthenticatedUser, quoteId: number): Promise<ChatAccess> {
      // The quote and its trip's traveller in one read: every chat page and message asks.
      const [quote] = await db
        .select({
          id: quotes.id,
          tripId: quotes.tripId,
          agentId: quotes.agentId,
          status: quotes.status,
          travellerUserId: requestedTrips.userId,
        })
        .from(quotes)
        .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
        .where(and(eq(quotes.id, quoteId), isNotNull(quotes.sentVersion)))
        .limit(1);
      if (!quote) throw errors.quoteNotFound();
      const base = {
        quoteId: quote.id,
        tripId: quote.tripId,
        unmasked: CHOSEN_OR_BEYOND.includes(quote.status as QuoteStatus),
        travellerUserId: quote.travellerUserId,
        agencyId: quote.agentId,
      };
      if (STAFF.has(user.role)) return { ...base, party: "staff" };
      if (user.role === "agent") {
        const agency = await agents.byUserId(user.id);
        if (agency?.id !== quote.agentId) throw errors.quoteNotFound();
        return { ...base, party: "agent" };
      }
      if (user.role === "traveller") {
        if (quote.travellerUserId !== user.id) throw errors.quoteNotFound();
        return { ...base, party: "traveller" };
      }
      throw errors.quoteNotFound();
    },

    /** The quote as a PDF (POST download quote); the renderer loads on first use. */
    async pdf(user: AuthenticatedUser, tripId: number, quoteId: number): Promise<Uint8Array> {
      const view = await this.get(user, tripId, quoteId);
      const { renderQuotePdf } = await import("./quote-pdf");
      return renderQuotePdf(view);
    },

    /** 2 to 3 of the trip's sent quotes, in the order asked (§5). */
    async compare(
      user: AuthenticatedUser,
      tripId: number,
      quoteIds: number[],
    ): Promise<QuoteView[]> {
      if (quoteIds.length > COMPARE_MAX) throw errors.compareLimit();
      if (!STAFF.has(user.role) && user.role !== "traveller") throw errors.tripNotFound();
      // Loaded together rather than quote by quote: the page renders up to three (issue 9's
      // budget is 2x the listing's server time), in three reads (issue 14). Compare shows no
      // version diff.
      const ids = [...new Set(quoteIds)];
      if (ids.length === 0) {
        const trip = STAFF.has(user.role) ? await tripRow(tripId) : await ownTrip(user, tripId);
        if (!trip) throw errors.quoteNotFound();
        return [];
      }
      const found = readableQuotes(user, tripId, ids);
      const cards = found.then((rows) =>
        cardsFor(
          rows.map((r) => r.quote.agentId),
          tripId,
          new Set(rows.filter((r) => r.unmasked).map((r) => r.quote.agentId)),
        ),
      );
      const tripDests = found.then(([first]) => (first ? destinationsOf(first.trip) : []));
      // The versions are read alongside and used only once the reader's right is established.
      const [rows, versions, card, dests] = await Promise.all([
        found,
        sentWithAnswers(ids),
        cards,
        tripDests,
      ]);
      const byId = new Map(rows.map((r) => [r.quote.id, r]));
      if (ids.some((id) => !byId.has(id))) return refusal(user, tripId);
      return quoteIds.map((id) => {
        const { quote, trip } = byId.get(id) as (typeof rows)[number];
        const own = versions.filter((v) => v.quoteId === id);
        const version = own.find((v) => v.version === quote.sentVersion);
        if (!version) throw errors.versionNotFound();
        return assembleView(quote, version, trip, card(quote.agentId), {
          dests,
          sent: own,
          diff: null,
          answers: answersMap(version.answers),
        });
      });
    },

    /**
     * The traveller accepts: this quote is chosen; a previously chosen one of the trip goes
     * back to active; an invoiced one blocks the change (decision 0081).
     */
    async accept(user: AuthenticatedUser, tripId: number, quoteId: number): Promise<QuoteView> {
      const { trip, quote } = await travellerQuote(user, tripId, quoteId);
      if (trip.status !== "Active") throw errors.tripNotActive();
      const others = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), ne(quotes.id, quote.id)));
      if (others.some((q) => ["invoiced", "payment", "converted"].includes(q.status))) {
        throw errors.anotherChosen();
      }
      const accepted = await changeStatus(quote, "accept", "traveller", user.id);
      for (const other of others.filter((q) => q.status === "chosen")) {
        await changeStatus(other, "unchoose", "system", user.id);
      }
      await refreshStages(trip.id);
      return travellerView(trip, accepted);
    },

    async decline(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: DeclineQuoteInput,
    ): Promise<QuoteView> {
      const { trip, quote } = await travellerQuote(user, tripId, quoteId);
      const declined = await changeStatus(quote, "decline", "traveller", user.id, {
        declineReason: {
          reason: input.quote_decline_reason,
          otherReason: input.quote_other_decline_reason,
        },
      });
      await refreshStages(trip.id);
      return travellerView(trip, declined);
    },

    async reactivate(user: AuthenticatedUser, tripId: number, quoteId: number): Promise<QuoteView> {
      const { trip, quote } = await travellerQuote(user, tripId, quoteId);
      if (trip.status !== "Active") throw errors.tripNotActive();
      const active = await changeStatus(quote, "reactivate", "traveller", user.id, {
        declineReason: null,
      });
      await refreshStages(trip.id);
      return travellerView(trip, active);
    },

    /** Accepts or rejects one hotel of the latest sent version; the agent answers with a new one. */
    async updateHotelStatus(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: HotelStatusInput,
    ): Promise<QuoteView> {
      const { trip, quote } = await travellerQuote(user, tripId, quoteId);
      const version = await versionOf(quote.id, quote.sentVersion as number);
      const hotel = version.content.stays
        .flatMap((s) => s.hotels)
        .find((h) => h.hotelKey === input.hotel_key);
      if (!hotel) throw errors.hotelNotFound();
      const values = {
        status: input.status,
        reason: input.status === -1 ? (input.reason ?? "") : "",
        otherReason: input.status === -1 && input.reason === "other" ? input.other_reason : "",
        trackingData: input.tracking_data ?? null,
        userId: user.id,
        updatedAt: now(),
      };
      await db
        .insert(quoteHotelStatuses)
        .values({
          quoteId: quote.id,
          version: version.version,
          hotelKey: input.hotel_key,
          ...values,
        })
        .onConflictDoUpdate({
          target: [
            quoteHotelStatuses.quoteId,
            quoteHotelStatuses.version,
            quoteHotelStatuses.hotelKey,
          ],
          set: values,
        });
      await db.update(quotes).set({ updatedAt: now() }).where(eq(quotes.id, quote.id));
      await leads.touch(quote.leadId);
      if (input.status === -1) {
        await deps.events?.publish("quote.hotel_rejected", {
          tripId: trip.id,
          quoteId: quote.id,
          hotelName: hotel.name,
          actorUserId: user.id,
        });
      }
      return travellerView(trip, quote);
    },

    async requestCallback(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: QuoteCallbackInput,
    ): Promise<void> {
      const { trip, quote } = await travellerQuote(user, tripId, quoteId);
      if (trip.status !== "Active") throw errors.tripNotActive();
      await db.insert(quoteCallbacks).values({
        quoteId: quote.id,
        tripId: trip.id,
        userId: user.id,
        option: input.option,
        reason: input.request_cta_4_reason,
      });
      await deps.events?.publish("quote.callback_requested", {
        tripId: trip.id,
        quoteId: quote.id,
        actorUserId: user.id,
      });
    },

    /** update_quote_stats: the traveller looked at the quote (the agent sees "viewed"). */
    async recordView(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: UpdateQuoteStatsInput,
    ): Promise<void> {
      const { quote } = await travellerQuote(user, tripId, quoteId);
      await db.insert(quoteViews).values({
        quoteId: quote.id,
        version: quote.sentVersion as number,
        source: input.source,
        userId: user.id,
      });
      await db
        .update(quotes)
        .set({
          viewedAt: sql`coalesce(${quotes.viewedAt}, ${now().toISOString()}::timestamptz)`,
          viewCount: sql`${quotes.viewCount} + 1`,
        })
        .where(eq(quotes.id, quote.id));
    },

    /** The compare selection; at most three selected per trip (§4 "Compare"). */
    async setSelected(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      selected: boolean,
    ): Promise<{ selectedIds: number[] }> {
      const { trip, quote } = await travellerQuote(user, tripId, quoteId);
      const current = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), eq(quotes.isSelected, true)));
      const ids = new Set(current.map((r) => r.id));
      if (selected && !ids.has(quote.id) && ids.size >= COMPARE_MAX) throw errors.compareLimit();
      await db.update(quotes).set({ isSelected: selected }).where(eq(quotes.id, quote.id));
      if (selected) ids.add(quote.id);
      else ids.delete(quote.id);
      return { selectedIds: [...ids].sort((a, b) => a - b) };
    },

    /**
     * Whether this user's trip converted with this agent: the agent's quote of the trip is
     * converted (leave-agent-feedback asks before a traveller may review the agent).
     */
    async hasConvertedWith(userId: string, tripId: number, agentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
        .where(
          and(
            eq(quotes.tripId, tripId),
            eq(quotes.agentId, agentId),
            eq(quotes.status, "converted"),
            eq(requestedTrips.userId, userId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    // ================================ agent ===================================================

    async inbox(user: AuthenticatedUser, query: InboxQuery): Promise<Inbox> {
      const agentId = await agentIdOf(user);
      const { counts, total, rows } = await leads.inboxPage(agentId, query);
      // One query for the page's quotes, not one per row.
      const ownQuotes = rows.length
        ? await db
            .select({
              id: quotes.id,
              tripId: quotes.tripId,
              status: quotes.status,
              latestVersion: quotes.latestVersion,
              viewedAt: quotes.viewedAt,
            })
            .from(quotes)
            .where(
              and(
                eq(quotes.agentId, agentId),
                inArray(
                  quotes.tripId,
                  rows.map((r) => r.lead.tripId),
                ),
              ),
            )
            .orderBy(asc(quotes.id))
        : [];
      const quoteOf = new Map<number, (typeof ownQuotes)[number]>();
      const viewedOf = new Map<number, Date>();
      for (const q of ownQuotes) {
        quoteOf.set(q.tripId, q);
        const seen = viewedOf.get(q.tripId);
        if (q.viewedAt && (!seen || q.viewedAt > seen)) viewedOf.set(q.tripId, q.viewedAt);
      }
      const unreadOfQuote =
        deps.unreadMessages && ownQuotes.length
          ? await deps.unreadMessages(
              user.id,
              ownQuotes.map((q) => q.id),
            )
          : new Map<number, number>();
      const unreadOf = new Map<number, number>();
      for (const q of ownQuotes)
        unreadOf.set(q.tripId, (unreadOf.get(q.tripId) ?? 0) + (unreadOfQuote.get(q.id) ?? 0));
      return {
        counts,
        total,
        page: query.page,
        pageSize: INBOX_PAGE_SIZE,
        items: rows.map(({ lead, trip, firstName, name }) => ({
          leadId: lead.id,
          tripId: lead.tripId,
          stage: lead.stage as LeadStage,
          state: lead.state,
          reason: lead.reason,
          destinations: trip.toLoc,
          travellerFirstName: firstName || name.split(" ")[0] || "",
          adults: trip.adults,
          children: trip.children,
          travelMonth: trip.travelMonth,
          startDate: trip.startDate,
          tripDays: trip.tripDays,
          budget: budgetOf(trip),
          routedAt: lead.routedAt.toISOString(),
          respondBy: lead.respondBy.toISOString(),
          updatedAt: lead.updatedAt.toISOString(),
          latestQuote: latestQuoteOf(quoteOf.get(lead.tripId)),
          viewedAt: viewedOf.get(lead.tripId)?.toISOString() ?? null,
          unreadMessages: unreadOf.get(lead.tripId) ?? 0,
        })),
      };
    },

    /** A lead as its agent sees it; the traveller's contact stays masked until it quoted. */
    async lead(user: AuthenticatedUser, tripId: number): Promise<LeadDetail> {
      const { trip, agentId, lead } = await readableTrip(user, tripId);
      if (agentId === null || !lead) throw errors.tripNotFound();
      const [traveller] = await db
        .select({ firstName: users.firstName, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, trip.userId))
        .limit(1);
      const unmasked = lead.firstQuotedAt !== null;
      const phone = `${trip.isdCode} ${trip.phoneNo}`;
      const email = traveller?.email ?? "";
      const docs = await db
        .select()
        .from(tripDocuments)
        .where(eq(tripDocuments.tripId, trip.id))
        .orderBy(desc(tripDocuments.createdAt));
      const own = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), eq(quotes.agentId, agentId)))
        .orderBy(asc(quotes.id));
      const callbacks = own.length
        ? await db
            .select()
            .from(quoteCallbacks)
            .where(
              inArray(
                quoteCallbacks.quoteId,
                own.map((q) => q.id),
              ),
            )
            .orderBy(desc(quoteCallbacks.createdAt))
        : [];
      const summaries: AgentQuoteSummary[] = [];
      for (const q of own) {
        const sent = q.sentVersion ? await versionOf(q.id, q.sentVersion) : null;
        const rejections = q.sentVersion
          ? [...(await answersOf(q.id, q.sentVersion)).values()].filter((a) => a.status === -1)
              .length
          : 0;
        summaries.push({
          id: q.id,
          status: q.status as QuoteStatus,
          latestVersion: q.latestVersion,
          sentVersion: q.sentVersion,
          hasDraft: q.sentVersion !== q.latestVersion,
          viewedAt: q.viewedAt?.toISOString() ?? null,
          totalMinor: sent?.pricing.totalMinor ?? null,
          currency: sent?.pricing.currency ?? null,
          hotelRejections: rejections,
          updatedAt: q.updatedAt.toISOString(),
        });
      }
      const won = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(
          and(
            eq(quotes.tripId, trip.id),
            ne(quotes.agentId, agentId),
            inArray(quotes.status, [...CHOSEN_OR_BEYOND]),
          ),
        )
        .limit(1);
      return {
        leadId: lead.id,
        stage: lead.stage as LeadStage,
        state: lead.state,
        reason: lead.reason,
        routedAt: lead.routedAt.toISOString(),
        respondBy: lead.respondBy.toISOString(),
        firstQuotedAt: lead.firstQuotedAt?.toISOString() ?? null,
        trip: {
          id: trip.id,
          status: trip.status as TripStatus,
          toLoc: trip.toLoc,
          fromLoc: trip.fromLoc,
          travelMonth: trip.travelMonth,
          startDate: trip.startDate,
          durations: trip.durations,
          tripDays: trip.tripDays,
          tripType: trip.tripType,
          adults: trip.adults,
          children: trip.children,
          budget: budgetOf(trip),
          comments: trip.comments,
          preferences: { ...trip.preferences },
          traveller: {
            firstName: traveller?.firstName || traveller?.name.split(" ")[0] || "",
            email: unmasked ? email : maskEmail(email),
            phone: unmasked ? phone : `${trip.isdCode} ${maskPhone(trip.phoneNo)}`,
            masked: !unmasked,
          },
          createdAt: trip.createdAt.toISOString(),
        },
        documents: docs.map((d) => ({
          id: d.id,
          name: d.originalName,
          contentType: d.contentType,
          sizeBytes: d.sizeBytes,
          createdAt: d.createdAt.toISOString(),
        })),
        callbacks: callbacks.map((c) => ({
          id: c.id,
          quoteId: c.quoteId,
          option: c.option,
          reason: c.reason,
          state: c.state,
          createdAt: c.createdAt.toISOString(),
        })),
        quotes: summaries,
        lostToAnother: won.length > 0,
      };
    },

    /**
     * The agent's sent quotes for other trips to any of this trip's destinations, newest
     * first: what "start from your previous quote" offers on the lead page.
     */
    async earlierQuotes(
      user: AuthenticatedUser,
      tripId: number,
    ): Promise<{ id: number; tripId: number; label: string }[]> {
      const { trip, agentId } = await readableTrip(user, tripId);
      if (agentId === null || trip.toLoc.length === 0) return [];
      const rows = await db
        .select({
          id: quotes.id,
          tripId: quotes.tripId,
          toLoc: requestedTrips.toLoc,
          lastSentAt: quotes.lastSentAt,
          days: sql<number>`jsonb_array_length(${quoteVersions.content} -> 'days')`,
        })
        .from(quotes)
        .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
        .innerJoin(
          quoteVersions,
          and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.sentVersion)),
        )
        .where(
          and(
            eq(quotes.agentId, agentId),
            ne(quotes.tripId, trip.id),
            sql`${requestedTrips.toLoc} && ${sql`array[${sql.join(
              trip.toLoc.map((n) => sql`${n}`),
              sql`, `,
            )}]::text[]`}`,
          ),
        )
        .orderBy(desc(quotes.lastSentAt), desc(quotes.id))
        .limit(20);
      return rows.map((r) => ({
        id: r.id,
        tripId: r.tripId,
        label: `Quote #${r.id} · ${r.toLoc.join(", ")} · ${r.days} days${
          r.lastSentAt ? ` · sent ${isoDay(r.lastSentAt)}` : ""
        }`,
      }));
    },

    /**
     * A new quote on a lead routed to this agent, as a draft version 1: from a catalogue
     * package (its days, cities and inclusions), from one of the agent's earlier quotes, or
     * the default 5 days / 4 nights.
     */
    async startDraft(
      user: AuthenticatedUser,
      tripId: number,
      input: StartDraftInput,
    ): Promise<QuoteEditor> {
      const { trip, agentId, lead } = await readableTrip(user, tripId);
      if (agentId === null || !lead) throw errors.tripNotFound();
      if (!isLiveLead(lead.state)) throw errors.leadClosed();
      if (trip.status !== "Active") throw errors.tripNotActive();
      const destination = trip.toLoc[0] ?? "your destination";
      let content: QuoteContent;
      if (input.from === "package") {
        content = await contentFromPackage(input.packageId, now());
      } else if (input.from === "quote") {
        const [source] = await db
          .select()
          .from(quotes)
          .where(eq(quotes.id, input.quoteId))
          .limit(1);
        if (!source || source.agentId !== agentId) throw errors.quoteNotFound();
        const from = await versionOf(source.id, source.sentVersion ?? source.latestVersion);
        content = {
          ...structuredClone(from.content),
          validUntil: isoDay(new Date(now().getTime() + 14 * 86_400_000)),
          origin: { from: "quote", quoteId: source.id },
        };
      } else {
        content = blankContent(destination, now());
      }
      const pricing = await priceFor(content, trip, now());
      const quoteId = await db.transaction(async (tx) => {
        const [quote] = await tx
          .insert(quotes)
          .values({ tripId: trip.id, agentId, leadId: lead.id, latestVersion: 1 })
          .returning({ id: quotes.id });
        if (!quote) throw new Error("insert returned no row");
        await tx.insert(quoteVersions).values({ quoteId: quote.id, version: 1, content, pricing });
        return quote.id;
      });
      return this.editor(user, quoteId);
    },

    /** The builder's view of a quote: its draft, or its latest sent version to revise. */
    async editor(user: AuthenticatedUser, quoteId: number): Promise<QuoteEditor> {
      const { quote, trip } = await agentQuote(user, quoteId);
      const version = await versionOf(quote.id, quote.latestVersion);
      const dests = await destinationsOf(trip);
      const answers = quote.sentVersion ? await answersOf(quote.id, quote.sentVersion) : new Map();
      return {
        quoteId: quote.id,
        tripId: quote.tripId,
        status: quote.status as QuoteStatus,
        version: version.version,
        state: version.state as "draft" | "sent",
        content: version.content,
        pricing: version.pricing,
        trip: {
          adults: trip.adults,
          children: trip.children,
          startDate: trip.startDate,
          toLoc: trip.toLoc,
          international: dests.some((d) => d.type === "international"),
        },
        hotelAnswers: [...answers.entries()].map(([hotelKey, a]) => ({ hotelKey, ...a })),
      };
    },

    /** Saves the draft; prices are computed here from the unit prices and the trip. */
    async saveDraft(
      user: AuthenticatedUser,
      quoteId: number,
      input: QuoteDraftInput,
    ): Promise<QuoteEditor> {
      const { quote, trip } = await agentQuote(user, quoteId);
      const version = await versionOf(quote.id, quote.latestVersion);
      if (version.state !== "draft") throw errors.versionSent();
      const content = contentOf(input, version.content.origin);
      const pricing = await priceFor(content, trip, now());
      const [updated] = await db
        .update(quoteVersions)
        .set({ content, pricing, updatedAt: now() })
        // A version sent meanwhile stays as it was sent.
        .where(and(eq(quoteVersions.id, version.id), eq(quoteVersions.state, "draft")))
        .returning({ id: quoteVersions.id });
      if (!updated) throw errors.versionSent();
      await db.update(quotes).set({ updatedAt: now() }).where(eq(quotes.id, quote.id));
      return this.editor(user, quoteId);
    },

    /** The draft (or latest version) exactly as the traveller will see it. */
    async preview(user: AuthenticatedUser, quoteId: number): Promise<QuoteView> {
      const { quote, trip, agentId } = await agentQuote(user, quoteId);
      const version = await versionOf(quote.id, quote.latestVersion);
      const card = await cardsFor([agentId], trip.id, new Set());
      return viewOf(quote, version, trip, card(agentId));
    },

    /**
     * Sends the draft: the version becomes immutable and the traveller's latest. The send-quote
     * workflow then updates the trip's quotes_count. Returns whether this was the quote's first
     * send, and the trip's number of quotes with a sent version.
     */
    async send(
      user: AuthenticatedUser,
      quoteId: number,
    ): Promise<{
      quoteId: number;
      tripId: number;
      version: number;
      firstSend: boolean;
      sentQuotes: number;
    }> {
      const { quote, trip, agentId } = await agentQuote(user, quoteId);
      const lead = await leads.leadOf(trip.id, agentId);
      if (!lead || !isLiveLead(lead.state)) throw errors.leadClosed();
      if (trip.status !== "Active") throw errors.tripNotActive();
      if (quote.status !== "active" && quote.status !== "chosen" && quote.status !== "declined") {
        throw errors.leadClosed();
      }
      const version = await versionOf(quote.id, quote.latestVersion);
      if (version.state !== "draft") throw errors.noDraft();
      const content = version.content;
      const day = isoDay(now());
      if (content.validUntil < day) throw errors.quoteExpired();
      if (content.pricePerAdult < 1 || content.stays.some((s) => s.hotels.some((h) => !h.name))) {
        throw errors.quoteIncomplete();
      }
      // The price is fixed on the send date with that day's taxes and exchange rate.
      const pricing = await priceFor(content, trip, now());
      const sentAt = now();
      const firstSend = quote.sentVersion === null;
      await db.transaction(async (tx) => {
        const [sent] = await tx
          .update(quoteVersions)
          .set({ state: "sent", pricing, sentAt, updatedAt: sentAt })
          .where(and(eq(quoteVersions.id, version.id), eq(quoteVersions.state, "draft")))
          .returning({ id: quoteVersions.id });
        if (!sent) throw errors.noDraft();
        await tx
          .update(quotes)
          .set({
            sentVersion: version.version,
            lastSentAt: sentAt,
            firstSentAt: quote.firstSentAt ?? sentAt,
            updatedAt: sentAt,
          })
          .where(eq(quotes.id, quote.id));
        await tx.insert(quoteEvents).values({
          quoteId: quote.id,
          event: "send",
          fromStatus: quote.status,
          toStatus: quote.status,
          version: version.version,
          actorRole: "agent",
          actorId: user.id,
        });
        await leads.markQuoted(tx, lead, sentAt);
      });
      await refreshStages(trip.id);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), isNotNull(quotes.sentVersion)));
      return {
        quoteId: quote.id,
        tripId: trip.id,
        version: version.version,
        firstSend,
        sentQuotes: count?.n ?? 0,
      };
    },

    /** A new draft version copied from the latest sent one (sent versions never change). */
    async reviseSent(user: AuthenticatedUser, quoteId: number): Promise<QuoteEditor> {
      const { quote, trip, agentId } = await agentQuote(user, quoteId);
      const lead = await leads.leadOf(trip.id, agentId);
      if (!lead || !isLiveLead(lead.state)) throw errors.leadClosed();
      if (quote.sentVersion === null) throw errors.noDraft();
      if (quote.latestVersion !== quote.sentVersion) throw errors.draftExists();
      const sent = await versionOf(quote.id, quote.sentVersion);
      const next = quote.latestVersion + 1;
      await db.transaction(async (tx) => {
        await tx.insert(quoteVersions).values({
          quoteId: quote.id,
          version: next,
          content: sent.content,
          pricing: sent.pricing,
        });
        const [bumped] = await tx
          .update(quotes)
          .set({ latestVersion: next, updatedAt: now() })
          .where(and(eq(quotes.id, quote.id), eq(quotes.latestVersion, quote.latestVersion)))
          .returning({ id: quotes.id });
        if (!bumped) throw errors.draftExists();
      });
      return this.editor(user, quoteId);
    },

    /** The agent takes back a quote nobody acted on. */
    async withdraw(user: AuthenticatedUser, quoteId: number): Promise<void> {
      const { quote } = await agentQuote(user, quoteId);
      await changeStatus(quote, "withdraw", "agent", user.id);
      await refreshStages(quote.tripId);
    },

    // ================================ staff ===================================================

    /** Any request's quotes, read-only, with its routing history (ops and admin). */
    async tripOverview(user: AuthenticatedUser, tripId: number) {
      if (!STAFF.has(user.role)) throw errors.tripNotFound();
      const trip = await tripRow(tripId);
      if (!trip) throw errors.tripNotFound();
      const routing = await leads.ofTrip(tripId);
      const rows = await db
        .select()
        .from(quotes)
        .where(eq(quotes.tripId, tripId))
        .orderBy(asc(quotes.id));
      const card = await cardsFor(
        [...routing.map((l) => l.agentId), ...rows.map((r) => r.agentId)],
        tripId,
        new Set(),
      );
      const events = rows.length
        ? await db
            .select()
            .from(quoteEvents)
            .where(
              inArray(
                quoteEvents.quoteId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id))
        : [];
      const quoteViewsList: (QuoteView & {
        previousStatus: string | null;
        latestVersion: number;
      })[] = [];
      for (const q of rows.filter((r) => r.sentVersion !== null)) {
        const view = await travellerView(trip, q);
        quoteViewsList.push({
          ...view,
          previousStatus: q.previousStatus,
          latestVersion: q.latestVersion,
        });
      }
      return {
        trip: {
          id: trip.id,
          status: trip.status,
          toLoc: trip.toLoc,
          adults: trip.adults,
          children: trip.children,
          createdAt: trip.createdAt.toISOString(),
        },
        routing: routing.map(
          (l): RoutingHistoryRow => ({
            leadId: l.id,
            agentId: l.agentId,
            companyName: card(l.agentId).companyName,
            state: l.state,
            reason: l.reason,
            stage: l.stage as LeadStage,
            routedAt: l.routedAt.toISOString(),
            respondBy: l.respondBy.toISOString(),
            firstQuotedAt: l.firstQuotedAt?.toISOString() ?? null,
            closedAt: l.closedAt?.toISOString() ?? null,
          }),
        ),
        quotes: quoteViewsList,
        drafts: rows
          .filter((r) => r.sentVersion === null)
          .map((r) => ({ id: r.id, agentId: r.agentId })),
        events: events.map((e) => ({
          quoteId: e.quoteId,
          event: e.event,
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          version: e.version,
          actorRole: e.actorRole,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },

    /** The dialer's queue: open callback requests with their trip and quote, oldest first. */
    async openCallbacks(user: AuthenticatedUser, page: number) {
      if (!STAFF.has(user.role) && user.role !== "dialer") throw errors.staffOnly();
      const pageSize = 20;
      const where = eq(quoteCallbacks.state, "open");
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(quoteCallbacks)
        .where(where);
      const rows = await db
        .select({
          id: quoteCallbacks.id,
          quoteId: quoteCallbacks.quoteId,
          tripId: quoteCallbacks.tripId,
          option: quoteCallbacks.option,
          reason: quoteCallbacks.reason,
          createdAt: quoteCallbacks.createdAt,
          agentId: quotes.agentId,
          toLoc: requestedTrips.toLoc,
          isdCode: requestedTrips.isdCode,
          phoneNo: requestedTrips.phoneNo,
          travellerName: users.name,
        })
        .from(quoteCallbacks)
        .innerJoin(quotes, eq(quotes.id, quoteCallbacks.quoteId))
        .innerJoin(requestedTrips, eq(requestedTrips.id, quoteCallbacks.tripId))
        .innerJoin(users, eq(users.id, requestedTrips.userId))
        .where(where)
        .orderBy(asc(quoteCallbacks.createdAt), asc(quoteCallbacks.id))
        .limit(pageSize)
        .offset((Math.max(page, 1) - 1) * pageSize);
      const card = await cardsFor(
        rows.map((r) => r.agentId),
        0,
        new Set(),
      );
      return {
        total: count?.n ?? 0,
        page,
        pageSize,
        items: rows.map((r) => ({
          id: r.id,
          quoteId: r.quoteId,
          tripId: r.tripId,
          option: r.option,
          optionLabel:
            REQUEST_CALLBACK_OPTIONS.find((o) => o.value === r.option)?.label ?? r.option,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
          agentCompany: card(r.agentId).companyName,
          destinations: r.toLoc,
          travellerName: r.travellerName,
          phone: `${r.isdCode} ${r.phoneNo}`,
        })),
      };
    },

    /**
     * Marks a callback handled (the dialer called back), with who and when. Closing a closed one
     * changes nothing: the first closer stays on record (two dialers on one call).
     */
    async closeCallback(
      user: AuthenticatedUser,
      callbackId: number,
    ): Promise<{ id: number; handledAt: string; handledBy: string | null }> {
      if (!STAFF.has(user.role) && user.role !== "dialer") throw errors.staffOnly();
      await db
        .update(quoteCallbacks)
        .set({ state: "done", handledAt: now(), handledBy: user.id })
        .where(and(eq(quoteCallbacks.id, callbackId), eq(quoteCallbacks.state, "open")));
      const [row] = await db
        .select({
          id: quoteCallbacks.id,
          handledAt: quoteCallbacks.handledAt,
          handledBy: quoteCallbacks.handledBy,
        })
        .from(quoteCallbacks)
        .where(eq(quoteCallbacks.id, callbackId))
        .limit(1);
      if (!row?.handledAt) throw errors.callbackNotFound();
      return { id: row.id, handledAt: row.handledAt.toISOString(), handledBy: row.handledBy };
    },

    /** The last calls marked done, newest first, with who closed them: the dialer's record. */
    async recentlyClosedCallbacks(user: AuthenticatedUser, limit = 5) {
      if (!STAFF.has(user.role) && user.role !== "dialer") throw errors.staffOnly();
      const closer = alias(users, "closer");
      const rows = await db
        .select({
          id: quoteCallbacks.id,
          tripId: quoteCallbacks.tripId,
          quoteId: quoteCallbacks.quoteId,
          handledAt: quoteCallbacks.handledAt,
          travellerName: users.name,
          closedBy: closer.name,
        })
        .from(quoteCallbacks)
        .innerJoin(requestedTrips, eq(requestedTrips.id, quoteCallbacks.tripId))
        .innerJoin(users, eq(users.id, requestedTrips.userId))
        .leftJoin(closer, eq(closer.id, quoteCallbacks.handledBy))
        .where(and(eq(quoteCallbacks.state, "done"), isNotNull(quoteCallbacks.handledAt)))
        // As quote_callbacks_done_idx sorts, so the index hands over the first rows.
        .orderBy(sql`${quoteCallbacks.handledAt} desc nulls last`)
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        tripId: r.tripId,
        quoteId: r.quoteId,
        travellerName: r.travellerName,
        handledAt: (r.handledAt as Date).toISOString(),
        closedBy: r.closedBy,
      }));
    },

    // ================================ workflows' side =========================================
    // Called by server/workflows/*, never by routes: they take no user to check, because the
    // workflow has checked it through the owning module first.

    /** Every quote of a cancelled request becomes requestCancelled, remembering its status. */
    async cancelAllForTrip(tripId: number, actor: QuoteActor, actorId: string): Promise<number> {
      const rows = await db.select().from(quotes).where(eq(quotes.tripId, tripId));
      let changed = 0;
      for (const quote of rows) {
        if (quote.status === "requestCancelled" || quote.status === "converted") continue;
        await changeStatus(quote, "cancel_request", actor, actorId, {
          previousStatus: quote.status,
          invoiceId: null,
          isSelected: false,
        });
        changed += 1;
      }
      await refreshStages(tripId);
      return changed;
    },

    /** Every quote of a reactivated request becomes active; offered leads get a new deadline. */
    async reactivateAllForTrip(
      tripId: number,
      actor: QuoteActor,
      actorId: string,
    ): Promise<{
      reactivated: number;
      awaiting: Awaited<ReturnType<LeadsService["renewDeadlines"]>>;
    }> {
      const rows = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), eq(quotes.status, "requestCancelled")));
      for (const quote of rows) {
        await changeStatus(quote, "reactivate_request", actor, actorId, { declineReason: null });
      }
      const awaiting = await leads.renewDeadlines(tripId);
      await refreshStages(tripId);
      return { reactivated: rows.length, awaiting };
    },

    refreshStages,

    // ---- Money (issue 11): facts and status steps for the money modules and workflows --------

    async moneyFacts(quoteId: number): Promise<QuoteMoneyFacts> {
      const [quote] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), isNotNull(quotes.sentVersion)))
        .limit(1);
      if (!quote || quote.sentVersion === null) throw errors.quoteNotFound();
      const trip = await tripRow(quote.tripId);
      if (!trip) throw errors.quoteNotFound();
      const version = await versionOf(quote.id, quote.sentVersion);
      const dests = await destinationsOf(trip);
      const content = version.content;
      const nights = content.stays.reduce((n, st) => n + st.nights, 0);
      const [person] = await db
        .select({
          first: users.firstName,
          last: users.lastName,
          name: users.name,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, trip.userId))
        .limit(1);
      const card = (await cardsFor([quote.agentId], trip.id, new Set([quote.agentId])))(
        quote.agentId,
      );
      return {
        traveller: {
          name: [person?.first, person?.last].filter(Boolean).join(" ") || person?.name || "",
          email: person?.email ?? "",
          phone: `${trip.isdCode} ${trip.phoneNo}`,
        },
        agency: {
          name: card.companyName,
          email: card.email,
          phone: card.mobileNumber,
          encodedId: card.encodedId,
        },
        quoteId: quote.id,
        tripId: trip.id,
        agentId: quote.agentId,
        travellerUserId: trip.userId,
        status: quote.status as QuoteStatus,
        tripStatus: trip.status as TripStatus,
        invoiceId: quote.invoiceId,
        version: version.version,
        pricing: version.pricing,
        cancellationPolicy: content.cancellationPolicy,
        startDate: trip.startDate,
        destinationIds: dests.map((d) => d.id),
        destinationNames: dests.length ? dests.map((d) => d.name) : trip.toLoc,
        international: dests.some((d) => d.type === "international"),
        days: content.days.length,
        nights: Math.max(nights, content.days.length - 1),
        travellers: { adults: trip.adults, children: trip.children },
        title: content.days[0]?.title ?? trip.toLoc.join(", "),
      };
    },

    /** The trip's quote that was accepted (chosen or beyond), if any. */
    async acceptedQuoteIdOf(tripId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), inArray(quotes.status, [...CHOSEN_OR_BEYOND])))
        .orderBy(desc(quotes.updatedAt))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The sent version's pricing again with `extraDiscount` whole units more off the package
     * (a coupon): GST and TCS follow the discounted amount (quote-pricing.ts, the one rule).
     */
    async repriceWithDiscount(quoteId: number, extraDiscount: number): Promise<QuotePricing> {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      if (!quote || quote.sentVersion === null) throw errors.quoteNotFound();
      const trip = await tripRow(quote.tripId);
      if (!trip) throw errors.quoteNotFound();
      const version = await versionOf(quote.id, quote.sentVersion);
      const content = { ...version.content, discount: version.content.discount + extraDiscount };
      return priceFor(content, trip, version.sentAt ?? version.updatedAt);
    },

    /**
     * A money step of a quote through the status table (invoice, pay, convert), compare-and-set
     * with its audit row; `invoiceId` is recorded with the invoice step.
     */
    async moneyStep(
      quoteId: number,
      event: "invoice" | "pay" | "convert",
      actor: QuoteActor,
      actorId: string | null,
      patch: { invoiceId?: number } = {},
    ): Promise<QuoteStatus> {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      if (!quote) throw errors.quoteNotFound();
      const updated = await changeStatus(quote, event, actor, actorId, patch);
      await refreshStages(quote.tripId);
      return updated.status as QuoteStatus;
    },

    /** Sent quotes of a trip with their agent, for the feedback workflow and the trips landing. */
    async convertedAgentsOf(tripId: number): Promise<number[]> {
      const rows = await db
        .select({ agentId: quotes.agentId })
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), eq(quotes.status, "converted")));
      return [...new Set(rows.map((r) => r.agentId))];
    },
  };

  async function contentFromPackage(packageId: number, today: Date): Promise<QuoteContent> {
    const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
    if (!pkg) throw errors.packageNotFound();
    const days = await db
      .select({
        day: packageDays.day,
        title: packageDays.title,
        description: packageDays.description,
        cityId: packageDays.cityId,
        cityName: cities.name,
      })
      .from(packageDays)
      .innerJoin(cities, eq(cities.id, packageDays.cityId))
      .where(eq(packageDays.packageId, pkg.id))
      .orderBy(asc(packageDays.day));
    const stops = await db
      .select({ cityId: packageCities.cityId, nights: packageCities.days, city: cities.name })
      .from(packageCities)
      .innerJoin(cities, eq(cities.id, packageCities.cityId))
      .where(eq(packageCities.packageId, pkg.id))
      .orderBy(asc(packageCities.position));
    const base = blankContent(days[0]?.cityName ?? pkg.name, today);
    const dayList = days.length
      ? days.map((d) => ({
          tripDayId: newKey(),
          cityId: d.cityId,
          cityName: d.cityName,
          title: d.title,
          description: d.description,
        }))
      : base.days;
    // The package's stops give the nights per city; the last day is the departure day.
    let left = Math.max(dayList.length - 1, 0);
    const stays: QuoteContent["stays"] = [];
    for (const stop of stops) {
      const nights = Math.min(stop.nights, left);
      if (nights <= 0) break;
      left -= nights;
      stays.push({
        quoteCityId: newKey(),
        cityId: stop.cityId,
        city: stop.city,
        nights,
        hotels: [
          {
            hotelKey: newKey(),
            hotelId: null,
            name: "",
            city: stop.city,
            rating: Math.min(Math.max(pkg.hotelCategory, 1), 5),
            address: "",
            description: "",
            images: [],
            link: "",
          },
        ],
      });
    }
    const inclusions = new Set(base.inclusions);
    if (pkg.inclusions.includes("Meals")) inclusions.add("dinner");
    if (pkg.inclusions.includes("Cab")) inclusions.add("private_cab");
    return {
      ...base,
      days: dayList,
      stays: stays.length ? stays : base.stays,
      inclusions: [...inclusions],
      description: pkg.overview,
      pricePerAdult: Math.round(pkg.minPriceMinor / 100),
      currency: pkg.currency,
      origin: { from: "package", packageId: pkg.id },
    };
  }
}

export type QuotesService = ReturnType<typeof createQuotesService>;
