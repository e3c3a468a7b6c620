import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { quoteAmounts } from "../../../common/quote-amounts";
import { CHOSEN_OR_BEYOND, type LeadStage, type QuoteStatus } from "../../../common/quotes";
import { INBOX_PAGE_SIZE, type InboxQuery } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import type { TripStatus } from "../../../common/trip-status";
import { greetingNameOf, userContactOf } from "../accounts";
import type { AgentQuoteSummary, Inbox, InboxItem, LeadDetail } from "../leads";
import { budgetOf, tripDocumentsOf } from "../trips";
import { isoDay } from "./quote-content";
import type { QuotesContext } from "./quote-context";
import { earlierQuoteRows } from "./quote-trip-joins";
import type { ChatAccess, UnreadMessages } from "./quote-types";
import { maskEmail, maskPhone } from "./quote-view";
import * as errors from "./quotes.errors";
import { quoteCallbacks, quoteHotelStatuses, quotes, quoteVersions } from "./quotes.schema";

function latestQuoteOf(
  q:
    | { id: number; latestVersion: number; status: QuoteStatus; sentVersion: number | null }
    | undefined,
): InboxItem["latestQuote"] {
  return q
    ? { id: q.id, version: q.latestVersion, status: q.status, sent: q.sentVersion !== null }
    : null;
}

/** The agent's leads as its workspace shows them: the inbox, one lead, its earlier quotes. */
export function createAgentLeads(ctx: QuotesContext) {
  const { db, leads, access } = ctx;

  return {
    async inbox(
      user: AuthenticatedUser,
      query: InboxQuery,
      unreadMessages?: UnreadMessages,
    ): Promise<Inbox> {
      const agentId = await access.agencyOf(user, "inbox");
      const { counts, total, rows } = await leads.inboxPage(agentId, query);
      // One query for the page's quotes, not one per row.
      const ownQuotes = rows.length
        ? await db
            .select({
              id: quotes.id,
              tripId: quotes.tripId,
              status: quotes.status,
              latestVersion: quotes.latestVersion,
              sentVersion: quotes.sentVersion,
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
        unreadMessages && ownQuotes.length
          ? await unreadMessages(
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
          tripStatus: trip.status as TripStatus,
          destinations: trip.toLoc,
          travellerFirstName: greetingNameOf({ firstName, name }),
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
      return (await leadAndChats(user, tripId)).lead;
    },

    /**
     * The lead and the agent's access to the chat of each quote it sent (newest quote first):
     * the lead page loads every chat without reading each quote again (issue 31).
     */
    leadAndChats,

    /**
     * The agent's sent quotes for other trips, the same places first, then newest first: what
     * "copy one of your earlier quotes" offers on the lead page (decision 0210).
     */
    async earlierQuotes(
      user: AuthenticatedUser,
      tripId: number,
    ): Promise<{ id: number; tripId: number; label: string }[]> {
      // Staff and the trip's traveller may ask too: they have no earlier quotes of their own.
      const { trip, agentId } = await access.trip(user, "viewTrip", tripId);
      if (agentId === null) return [];
      const rows = await earlierQuoteRows(db, { agentId, trip });
      return rows.map((r) => ({
        id: r.id,
        tripId: r.tripId,
        label: `Quote #${r.id} · ${r.toLoc.join(", ")} · ${r.days} days${
          r.lastSentAt ? ` · sent ${isoDay(r.lastSentAt)}` : ""
        }`,
      }));
    },
  };

  async function leadAndChats(
    user: AuthenticatedUser,
    tripId: number,
  ): Promise<{ lead: LeadDetail; chatAccess: ChatAccess[] }> {
    const { trip, agentId, lead } = await access.trip(user, "lead", tripId);
    if (agentId === null || !lead) throw errors.tripNotFound();
    const traveller = await userContactOf(db, trip.userId);
    const unmasked = lead.firstQuotedAt !== null;
    const phone = `${trip.isdCode} ${trip.phoneNo}`;
    const email = traveller?.email ?? "";
    const docs = await tripDocumentsOf(db, trip.id);
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
    // The sent versions' prices and hotel refusals: one read each for all the quotes.
    const sentPairs = own.flatMap((q) =>
      q.sentVersion ? [sql`(${q.id}::int, ${q.sentVersion}::int)`] : [],
    );
    const pairIn = (quoteCol: unknown, versionCol: unknown) =>
      sql`(${quoteCol}, ${versionCol}) in (${sql.join(sentPairs, sql`, `)})`;
    const [sentPricing, refusals] = sentPairs.length
      ? await Promise.all([
          db
            .select({ quoteId: quoteVersions.quoteId, pricing: quoteVersions.pricing })
            .from(quoteVersions)
            .where(pairIn(quoteVersions.quoteId, quoteVersions.version)),
          db
            .select({ quoteId: quoteHotelStatuses.quoteId, n: count() })
            .from(quoteHotelStatuses)
            .where(
              and(
                pairIn(quoteHotelStatuses.quoteId, quoteHotelStatuses.version),
                eq(quoteHotelStatuses.status, -1),
              ),
            )
            .groupBy(quoteHotelStatuses.quoteId),
        ])
      : [[], []];
    const pricingOf = new Map(sentPricing.map((v) => [v.quoteId, v.pricing]));
    const refusalsOf = new Map(refusals.map((r) => [r.quoteId, Number(r.n)]));
    const summaries: AgentQuoteSummary[] = own.map((q) => {
      const pricing = q.sentVersion ? pricingOf.get(q.id) : undefined;
      if (q.sentVersion && !pricing) throw errors.versionNotFound();
      return {
        id: q.id,
        status: q.status,
        latestVersion: q.latestVersion,
        sentVersion: q.sentVersion,
        hasDraft: q.sentVersion !== q.latestVersion,
        viewedAt: q.viewedAt?.toISOString() ?? null,
        totalMinor: pricing?.totalMinor ?? null,
        currency: pricing?.currency ?? null,
        amounts: pricing ? quoteAmounts({ pricing }) : null,
        pricing: pricing ?? null,
        hotelRejections: refusalsOf.get(q.id) ?? 0,
        updatedAt: q.updatedAt.toISOString(),
      };
    });
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
    const chatAccess: ChatAccess[] = own
      .filter((q) => q.sentVersion !== null)
      .reverse()
      .map((q) => ({
        quoteId: q.id,
        tripId: trip.id,
        party: "agent",
        unmasked: CHOSEN_OR_BEYOND.includes(q.status),
        travellerUserId: trip.userId,
        agencyId: agentId,
      }));
    const detail: LeadDetail = {
      leadId: lead.id,
      stage: lead.stage as LeadStage,
      state: lead.state,
      reason: lead.reason,
      routedAt: lead.routedAt.toISOString(),
      respondBy: lead.respondBy.toISOString(),
      firstQuotedAt: lead.firstQuotedAt?.toISOString() ?? null,
      trip: {
        id: trip.id,
        status: trip.status,
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
          firstName: traveller ? greetingNameOf(traveller) : "",
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
    return { lead: detail, chatAccess };
  }
}
