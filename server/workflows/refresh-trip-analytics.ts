import type { Db } from "../db";
import type { DomainEventMap, DomainEvents } from "../events/domain-events";
import type { AnalyticsService, LeadFactsRow, TripFactsRow } from "../modules/analytics";
import { invoiceAnalyticsFacts } from "../modules/invoices";
import { leadAnalyticsFacts } from "../modules/leads";
import type { Ledger } from "../modules/payments";
import { quoteAnalyticsFacts } from "../modules/quotes";
import { tripAnalyticsFacts, tripIdsAfter } from "../modules/trips";
import { voucherAnalyticsFacts } from "../modules/vouchers";
import { quoteLedgerReference } from "./pay-quote-instalment";

// Keeps the analytics read models current (decision 0215): a request's facts are recomputed
// from the modules that own them (trips, leads, quotes, invoices, vouchers), each through its
// door, whenever one of the request's domain events is delivered; `npm run analytics:rebuild`
// recomputes every request. Recomputing, never incrementing, makes a redelivered event harmless.

export interface RefreshTripAnalyticsDeps {
  db: Db;
  analytics: Pick<AnalyticsService, "replaceFacts" | "clear" | "rebuildDays">;
  /** The payments ledger: the commission each payment was split with (decision 0230). */
  ledger: Pick<Ledger, "commissionOf">;
  /** The lead funnel's daily roll-up, rebuilt with the facts. */
  tracking?: { rebuildFunnelDays(): Promise<void> };
  now?: () => Date;
}

/** Requests per rebuild batch: one IN list per module. */
const REBUILD_BATCH = 500;

const earliest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

/** Recomputes the facts of these requests from their modules' rows. */
export async function refreshTripAnalytics(
  deps: RefreshTripAnalyticsDeps,
  tripIds: number[],
  options: { roll?: boolean } = {},
) {
  const ids = [...new Set(tripIds)];
  if (ids.length === 0) return;
  const [trips, leads, quotes, invoices, vouchers] = await Promise.all([
    tripAnalyticsFacts(deps.db, ids),
    leadAnalyticsFacts(deps.db, ids),
    quoteAnalyticsFacts(deps.db, ids),
    invoiceAnalyticsFacts(deps.db, ids),
    voucherAnalyticsFacts(deps.db, ids),
  ]);
  // Commission as the ledger kept it: each payment split at its agency's rate of the day,
  // less what refunds gave back (decisions 0230, 0238), never recomputed at one rate.
  const kept = new Map(
    (
      await deps.ledger.commissionOf([
        ...new Set(invoices.map((i) => quoteLedgerReference(i.quoteId))),
      ])
    ).map((c) => [`${c.reference}|${c.currency}`, c.commissionMinor]),
  );
  const refreshedAt = deps.now?.() ?? new Date();
  const tripRows: TripFactsRow[] = [];
  const booked = new Map<number, { agentId: number; paid: boolean }>();
  for (const trip of trips) {
    const tripQuotes = quotes.filter((q) => q.tripId === trip.tripId);
    // The newest live invoice is the booking (an older one was cancelled and reissued).
    const invoice = invoices
      .filter((i) => i.tripId === trip.tripId)
      .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime())[0];
    const paidAt = invoice?.firstPaidAt ?? null;
    const revenue = paidAt ? Math.max(0, invoice?.paidInRupeeMinor ?? 0) : 0;
    const voucherAt = invoice
      ? vouchers.find((v) => v.quoteId === invoice.quoteId && v.tripId === trip.tripId)?.firstAt
      : null;
    if (invoice) booked.set(trip.tripId, { agentId: invoice.agentId, paid: paidAt !== null });
    tripRows.push({
      ...trip,
      firstQuoteAt: earliest(tripQuotes.map((q) => q.firstSentAt)),
      acceptedAt: earliest(tripQuotes.map((q) => q.acceptedAt)),
      invoicedAt: invoice?.issuedAt ?? null,
      paidAt,
      convertedAt: paidAt && voucherAt ? voucherAt : null,
      agentId: invoice?.agentId ?? null,
      bookingValueMinor: invoice?.totalInRupeeMinor ?? 0,
      revenueMinor: revenue,
      commissionMinor:
        paidAt && invoice
          ? Math.max(
              0,
              Math.round(
                (kept.get(`${quoteLedgerReference(invoice.quoteId)}|${invoice.currency}`) ?? 0) *
                  invoice.rupeesPerUnit,
              ),
            )
          : 0,
      refreshedAt,
    });
  }
  const known = new Set(trips.map((t) => t.tripId));
  const leadRows: LeadFactsRow[] = leads
    .filter((l) => known.has(l.tripId))
    .map((lead) => {
      const quote = quotes.find((q) => q.tripId === lead.tripId && q.agentId === lead.agentId);
      const booking = booked.get(lead.tripId);
      return {
        tripId: lead.tripId,
        agentId: lead.agentId,
        routedAt: lead.routedAt,
        respondBy: lead.respondBy,
        firstQuotedAt: lead.firstQuotedAt ?? quote?.firstSentAt ?? null,
        quotesSent: quote?.sentVersion ?? 0,
        won: booking?.paid && booking.agentId === lead.agentId ? 1 : 0,
      };
    });
  await deps.analytics.replaceFacts(ids, tripRows, leadRows, options);
}

/**
 * Recomputes every request's facts, a batch at a time, then every daily roll-up once (and the
 * lead funnel's, when the tracking door is given). Returns how many requests it read.
 */
export async function rebuildTripAnalytics(deps: RefreshTripAnalyticsDeps): Promise<number> {
  await deps.analytics.clear();
  let after = 0;
  let total = 0;
  for (;;) {
    const ids = await tripIdsAfter(deps.db, after, REBUILD_BATCH);
    if (ids.length === 0) {
      await deps.analytics.rebuildDays();
      await deps.tracking?.rebuildFunnelDays();
      return total;
    }
    await refreshTripAnalytics(deps, ids, { roll: false });
    total += ids.length;
    after = ids[ids.length - 1] ?? after;
  }
}

/** Every domain event that moves a request through the funnel, the money or a lead. */
const TRIP_EVENTS = [
  "lead.routed",
  "lead.lost",
  "quote.sent",
  "quote.accepted",
  "quote.declined",
  "invoice.issued",
  "quote.payment_captured",
  "voucher.uploaded",
  "trip.cancelled",
  "trip.reactivated",
] as const satisfies readonly (keyof DomainEventMap)[];

/** The outbox's "analytics-facts" handler: each of those events refreshes its request. */
export function keepTripAnalyticsCurrent(
  deps: RefreshTripAnalyticsDeps & { events: Pick<DomainEvents, "handle"> },
) {
  for (const name of TRIP_EVENTS) {
    deps.events.handle("analytics-facts", name, async (payload: DomainEventMap[typeof name]) => {
      await refreshTripAnalytics(deps, [payload.tripId]);
    });
  }
}
