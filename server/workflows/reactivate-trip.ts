import { INITIAL_AGENTS_PER_TRIP } from "../../common/quotes";
import { type AuthenticatedUser, actorOf } from "../../common/roles";
import type { TripView } from "../../common/trip-views";
import type { Db } from "../db";
import type { DomainEvents } from "../events/domain-events";
import type { InvoicesService } from "../modules/invoices";
import type { BookedQuoteRestore, QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import { type RouteLeadDeps, routeLead, scheduleLeadTimers } from "./route-lead";

export interface ReactivateTripDeps extends RouteLeadDeps {
  /** Opens the one transaction the trip's and its quotes' status changes share. */
  db: Pick<Db, "transaction">;
  quotes: Pick<QuotesService, "bookedBeforeCancel" | "reactivateAllForTrip" | "refreshStages">;
  trips: Pick<TripsService, "get" | "reactivateIn" | "systemStep">;
  invoices: Pick<InvoicesService, "forQuote">;
  events: Pick<DomainEvents, "record" | "deliver" | "publish">;
}

/**
 * Where each quote that was invoiced or paid before the cancellation comes back (decision
 * 0187): with its invoice still live, invoiced, or payment when money is held on it; with its
 * invoice closed by the cancellation's credit note, chosen, for its agent to invoice again.
 */
async function bookingsToRestore(
  deps: ReactivateTripDeps,
  tripId: number,
): Promise<Map<number, BookedQuoteRestore>> {
  const restore = new Map<number, BookedQuoteRestore>();
  for (const quoteId of await deps.quotes.bookedBeforeCancel(tripId)) {
    const invoice = await deps.invoices.forQuote(quoteId);
    if (!invoice) {
      restore.set(quoteId, { status: "chosen", invoiceId: null });
      continue;
    }
    const held = invoice.paidMinor - invoice.refundedMinor;
    restore.set(quoteId, { status: held > 0 ? "payment" : "invoiced", invoiceId: invoice.id });
  }
  return restore;
}

/**
 * The request is active again, its quotes with it in ONE transaction: every quote becomes
 * active (§4) except a booked one, which comes back where its money stands; a booking still
 * paid books the trip again. Agents still waiting to quote get a fresh deadline, and a request
 * without a booking is routed again up to three live agents when leads were lost meanwhile.
 */
export async function reactivateTrip(
  deps: ReactivateTripDeps,
  user: AuthenticatedUser,
  tripId: number,
): Promise<TripView> {
  // Who may not read the trip learns nothing of its quotes' money: the same 404 as before.
  await deps.trips.get(user, tripId);
  // Read before the transaction opens: on PGlite a query outside an open transaction waits
  // for it to end.
  const restore = await bookingsToRestore(deps, tripId);
  const paid = [...restore.values()].some((r) => r.status === "payment");
  await deps.db.transaction(async (tx) => {
    await deps.trips.reactivateIn(tx, user, tripId);
    await deps.quotes.reactivateAllForTrip(tx, tripId, actorOf(user.role), user.id, restore);
    if (paid) await deps.trips.systemStep(tripId, "book", "reactivated with its payment", { tx });
    await deps.events.record(tx, "trip.reactivated", { tripId, actorUserId: user.id });
  });
  const awaiting = await deps.leads.renewDeadlines(tripId);
  await deps.quotes.refreshStages(tripId);
  await deps.events.deliver();
  await scheduleLeadTimers(deps, awaiting);
  if (restore.size === 0) {
    const live = await deps.leads.liveLeadCount(tripId);
    if (live < INITIAL_AGENTS_PER_TRIP) {
      await routeLead(deps, tripId, "reactivate", INITIAL_AGENTS_PER_TRIP - live);
    }
  }
  return deps.trips.get(user, tripId);
}
