import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type LeadStage,
  type QuoteStatus,
  type QuoteView,
  REQUEST_CALLBACK_OPTIONS,
} from "../../../common/quotes";
import type { AuthenticatedUser } from "../../../common/roles";
import type { RoutingHistoryRow } from "../leads";
import { requireQuoteAction } from "./quote-access";
import type { QuotesContext } from "./quote-context";
import { closedCallbackRows, openCallbackRows } from "./quote-trip-joins";
import * as errors from "./quotes.errors";
import { quoteCallbacks, quoteEvents, quotes } from "./quotes.schema";

/** Ops, admin and the dialer: any request's quotes and routing, and the callback queue. */
export function createStaffDesk(ctx: QuotesContext) {
  const { db, leads, now, tripRow, cardsFor, travellerView } = ctx;

  return {
    /** Any request's quotes, read-only, with its routing history (ops and admin). */
    async tripOverview(user: AuthenticatedUser, tripId: number) {
      requireQuoteAction(user, "overview");
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
        previousStatus: QuoteStatus | null;
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
      requireQuoteAction(user, "callbacks");
      const pageSize = 20;
      const where = eq(quoteCallbacks.state, "open");
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(quoteCallbacks)
        .where(where);
      const rows = await openCallbackRows(db, { page, pageSize });
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
      requireQuoteAction(user, "callbacks");
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
      requireQuoteAction(user, "callbacks");
      const rows = await closedCallbackRows(db, limit);
      return rows.map((r) => ({
        id: r.id,
        tripId: r.tripId,
        quoteId: r.quoteId,
        travellerName: r.travellerName,
        handledAt: (r.handledAt as Date).toISOString(),
        closedBy: r.closedBy,
      }));
    },
  };
}
