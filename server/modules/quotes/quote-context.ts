import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { CurrencyCode } from "../../../common/locale";
import { quoteAmounts } from "../../../common/quote-amounts";
import { quoteTotals, type TotalsContext } from "../../../common/quote-costing";
import { type AgentCard, CHOSEN_OR_BEYOND, type QuoteView } from "../../../common/quotes";
import type { Db } from "../../db";
import { perInrOf } from "../catalog";
import { tripRowOnce } from "../trips";
import { createQuoteAccess, type QuoteAccess } from "./quote-access";
import { isoDay } from "./quote-content";
import { changeStatus as changeQuoteStatus } from "./quote-status";
import type { QuoteRow, QuotesDeps, TripRow, VersionRow } from "./quote-types";
import {
  daysOf,
  diffVersions,
  type HotelAnswer,
  hotelsOf,
  pricingInfoOf,
  unknownAgentCard,
} from "./quote-view";
import * as errors from "./quotes.errors";
import { type QuoteContent, quoteHotelStatuses, quotes, quoteVersions } from "./quotes.schema";
import { taxRatesOn } from "./tax-rates";

/** A version's hotel answers as one JSON column of its quote_versions row. */
const VERSION_ANSWERS = sql<({ hotelKey: string } & HotelAnswer)[]>`coalesce((
  select json_agg(json_build_object('hotelKey', h.hotel_key, 'status', h.status,
    'reason', h.reason, 'otherReason', h.other_reason))
  from quote_hotel_statuses h
  where h.quote_id = "quote_versions"."quote_id" and h.version = "quote_versions"."version"), '[]'::json)`;

/** A status change as `changeStatus` of quote-status.ts takes it, after its database and clock. */
type StatusChange =
  Parameters<typeof changeQuoteStatus> extends [Db, () => Date, ...infer Change] ? Change : never;

/**
 * What every slice of the quotes module shares: its dependencies, the permission table's
 * loaders (quote-access.ts), and the reads and views several callers assemble quotes from.
 */
export function createQuotesContext(deps: QuotesDeps) {
  const { db, agents, leads } = deps;
  const now = deps.now ?? (() => new Date());

  async function tripRow(tripId: number): Promise<TripRow | undefined> {
    return tripRowOnce(db, tripId);
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

  async function destinationsOf(trip: Pick<TripRow, "toLoc">) {
    return deps.destinationsNamed(trip.toLoc);
  }

  /** What common/quote-costing.ts needs besides the content: travellers, taxes, the rate. */
  async function totalsContextFor(
    trip: TripRow,
    currency: string,
    day: Date,
  ): Promise<TotalsContext> {
    const dests = await destinationsOf(trip);
    return {
      travellers: { adults: trip.adults, children: trip.children },
      international: dests.some((d) => d.type === "international"),
      perInr: await perInrOf(db, currency),
      rates: taxRatesOn(isoDay(day)),
    };
  }

  /** The totals of content for a trip on a day: the traveller's pricing and the agency's costing. */
  async function totalsFor(content: QuoteContent, trip: TripRow, day: Date) {
    return quoteTotals(
      {
        pricePerAdult: content.pricePerAdult,
        pricePerChild: content.pricePerChild,
        discount: content.discount,
        currency: content.currency as CurrencyCode,
        costing: content.costing ?? null,
      },
      await totalsContextFor(trip, content.currency, day),
    );
  }

  async function priceFor(content: QuoteContent, trip: TripRow, day: Date) {
    return (await totalsFor(content, trip, day)).pricing;
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
        status: q.status,
        sent: q.sentVersion !== null,
        allPaid: false,
      }));
    });
  }

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
      status: quote.status,
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
      couponCode: null,
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
      amounts: quoteAmounts({ pricing: version.pricing }),
      booking: null,
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
    return view;
  }

  async function travellerView(trip: TripRow, quote: QuoteRow, version?: number) {
    const [sent, card, dests] = await Promise.all([
      sentWithAnswers([quote.id]),
      unmaskedAgents(trip.id).then((unmasked) => cardsFor([quote.agentId], trip.id, unmasked)),
      destinationsOf(trip),
    ]);
    return sentView(trip, quote, version, { sent, agent: card(quote.agentId), dests });
  }

  /** One status change through the table (quote-status.ts), with its audit row. */
  const changeStatus = (...change: StatusChange) => changeQuoteStatus(db, now, ...change);

  const access: QuoteAccess = createQuoteAccess({ db, agents, leads, tripRow });

  return {
    db,
    deps,
    agents,
    leads,
    now,
    access,
    tripRow,
    versionOf,
    destinationsOf,
    priceFor,
    totalsFor,
    totalsContextFor,
    changeStatus,
    refreshStages,
    cardsFor,
    answersOf,
    viewOf,
    assembleView,
    unmaskedAgents,
    sentWithAnswers,
    answersMap,
    sentView,
    travellerView,
  };
}

export type QuotesContext = ReturnType<typeof createQuotesContext>;
