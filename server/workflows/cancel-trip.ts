import type { CreditNoteView, RefundPreview } from "../../common/invoices";
import type { CurrencyCode } from "../../common/locale";
import { formatMoney } from "../../common/money";
import { type AuthenticatedUser, actorOf } from "../../common/roles";
import type { TripView } from "../../common/trip-views";
import type { CancelTripInput } from "../../common/trips";
import type { Db } from "../db";
import type { DomainEvents } from "../events/domain-events";
import { AppError } from "../lib/errors";
import type { CouponsService } from "../modules/coupons";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import { type BookingRefundDeps, bookingOf, refundBooking } from "./booking-refund";

export interface CancelTripDeps extends BookingRefundDeps {
  /** Opens the one transaction the trip's and its quotes' status changes share. */
  db: Pick<Db, "transaction">;
  trips: Pick<TripsService, "get" | "cancelIn">;
  quotes: Pick<
    QuotesService,
    "acceptedQuoteIdOf" | "moneyFacts" | "cancelAllForTrip" | "refreshStages"
  >;
  coupons: Pick<CouponsService, "releaseForTrip">;
  events: Pick<DomainEvents, "record" | "deliver" | "publish">;
}

/** A cancelled request, and the booking cancelled with it when one was paid for. */
export interface CancelledTrip {
  trip: TripView;
  /** The refund given by the cancellation schedule and the credit note closing the invoice. */
  booking: (RefundPreview & { creditNote: CreditNoteView | null }) | null;
}

const money = (minor: number, currency: string) =>
  formatMoney({ amountMinor: minor, currency: currency as CurrencyCode }, { fractionDigits: 0 });

/** A paid booking is cancelled only with the refund the canceller saw (decision 0187). */
function checkConfirmed(preview: RefundPreview, confirmed: number | undefined) {
  const refund = money(preview.refundMinor, preview.currency);
  if (confirmed === undefined) {
    throw new AppError(
      "conflict",
      "booking_refund_unconfirmed",
      `This trip is paid for: cancelling it now refunds ${refund} of the ${money(preview.paidMinor, preview.currency)} paid, by the quote's cancellation policy, and closes invoice ${preview.invoiceNumber} with a credit note. Confirm that refund to cancel.`,
    );
  }
  if (confirmed !== preview.refundMinor) {
    throw new AppError(
      "conflict",
      "booking_refund_changed",
      `The refund changed since you looked: cancelling now refunds ${refund}. Check it and confirm again.`,
    );
  }
}

/**
 * The refund cancelling the trip would give today, when anything was paid on it and `user`
 * may cancel it; null otherwise. The request page shows it in its cancel modal.
 */
export async function cancellationRefund(
  deps: Pick<CancelTripDeps, "trips" | "quotes" | "invoices" | "payments" | "now">,
  user: AuthenticatedUser,
  tripId: number,
): Promise<RefundPreview | null> {
  const trip = await deps.trips.get(user, tripId);
  if (!trip.can_cancel || !trip.allowed_actions.includes("cancel")) return null;
  const booking = await bookingOf(deps, tripId);
  return booking && booking.preview.paidMinor > 0 ? booking.preview : null;
}

/**
 * The one cancellation of a request (accounts §4, decision 0187), from the request page, the
 * quote page and the API alike. When anything was paid, the canceller must confirm the refund
 * the cancellation schedule gives (`confirm_refund_minor`, checked against the server's own
 * figure, never used as an amount). Then the trip's status and every quote's (requestCancelled,
 * each remembering its previous status) change in ONE transaction; after its commit a paid
 * booking is refunded by the schedule and its invoice closed by a credit note. Nothing paid:
 * the quotes let go of their invoice links and an issued invoice is kept for a reactivation.
 * A coupon not on an invoice is given back in the same transaction, as no quote is accepted
 * any more (decision 0191).
 */
export async function cancelTrip(
  deps: CancelTripDeps,
  user: AuthenticatedUser,
  tripId: number,
  input: CancelTripInput,
  options: {
    /**
     * The quote page's "Cancel this booking": this quote's booking is closed (invoice and
     * credit note) even when nothing was paid on it yet.
     */
    quoteId?: number;
  } = {},
): Promise<CancelledTrip> {
  // Who may not read the trip learns nothing of its money: the same 404 as before.
  await deps.trips.get(user, tripId);
  const booking = await bookingOf(deps, tripId);
  if (options.quoteId !== undefined && booking?.quoteId !== options.quoteId)
    throw new AppError("not_found", "quote_not_found", "We could not find this quote.");
  const refunded =
    booking && (booking.preview.paidMinor > 0 || options.quoteId !== undefined) ? booking : null;
  if (refunded) checkConfirmed(refunded.preview, input.confirm_refund_minor);

  await deps.db.transaction(async (tx) => {
    await deps.trips.cancelIn(tx, user, tripId, input);
    await deps.quotes.cancelAllForTrip(tx, tripId, actorOf(user.role), user.id);
    await deps.coupons.releaseForTrip(tx, tripId);
    await deps.events.record(tx, "trip.cancelled", { tripId, actorUserId: user.id });
  });
  await deps.quotes.refreshStages(tripId);
  // Lead timers stay: they find the trip inactive and do nothing.
  await deps.events.deliver();
  // The refund calls the gateway, so it follows the commit; a crash in between leaves the
  // trip cancelled and the refund for staff to finish (decision 0187).
  const creditNote = refunded ? await refundBooking(deps, user, refunded) : null;
  if (refunded) {
    const { preview, invoice } = refunded;
    await deps.events.publish("booking.cancelled", {
      quoteId: refunded.quoteId,
      tripId,
      refundMinor: preview.refundMinor,
      currency: preview.currency,
      travellerUserId: invoice.travellerUserId,
      agentId: invoice.agentId,
    });
  }
  return {
    trip: await deps.trips.get(user, tripId),
    booking: refunded ? { ...refunded.preview, creditNote } : null,
  };
}
