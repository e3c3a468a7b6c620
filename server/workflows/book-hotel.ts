import { formatDate } from "../../common/format";
import type { HotelCheckoutInput } from "../../common/hotel-api";
import { buildHotelUrl } from "../../common/hotel-url";
import type { AuthenticatedUser } from "../../common/roles";
import type { Logger } from "../lib/logger";
import type { HotelsService } from "../modules/hotels";
import { LEDGER_ACCOUNTS, type PaymentsModule } from "../modules/payments";

// Hotel checkout and cancellation across the hotels and payments modules (issue 12 §6).
// The hotels module books (rooms taken in the booking's transaction) and cancels (rooms back,
// refund per the rate's policy); the payments module takes and gives back the money.

export const HOTEL_BOOKABLE = "hotel_booking";
/** The platform's margin on a stay; the rest is owed to the hotel. */
const HOTEL_COMMISSION_BPS = 1_500;

interface Deps {
  hotels: HotelsService;
  payments: PaymentsModule;
}

/** Books the rate for the user and opens a payment order for it; answers where to pay. */
export async function bookHotel(
  deps: Deps,
  user: Pick<AuthenticatedUser, "id">,
  input: HotelCheckoutInput & { form_token: string },
) {
  const { booking } = await deps.hotels.book(user, {
    rateKey: input.rate_key,
    formToken: input.form_token,
    expectedTotalMinor: input.expected_total,
    leadName: input.lead_name,
    leadEmail: input.lead_email,
    leadPhone: input.lead_phone,
    guests: input.guests,
  });
  const commission = Math.round((booking.totalMinor * HOTEL_COMMISSION_BPS) / 10_000);
  const order = await deps.payments.createOrder({
    bookableType: HOTEL_BOOKABLE,
    bookableId: booking.id,
    payerUserId: user.id,
    amountMinor: booking.totalMinor,
    currency: "INR",
    description: `Hotel stay ${booking.checkIn} to ${booking.checkOut} (booking HB-${String(booking.id).padStart(6, "0")})`,
    idempotencyKey: `hotel:${input.form_token}`,
    allocations: [
      {
        account: LEDGER_ACCOUNTS.supplierPayable("hotels"),
        amountMinor: booking.totalMinor - commission,
      },
      { account: LEDGER_ACCOUNTS.platformCommission, amountMinor: commission },
    ],
  });
  return { booking, order };
}

/** The guest cancels: rooms go back and what the policy leaves is refunded through payments. */
export async function cancelHotelBooking(
  deps: Deps,
  user: Pick<AuthenticatedUser, "id">,
  bookingId: number,
) {
  const result = await deps.hotels.cancel(user, bookingId);
  let refund = null;
  if (result.refundMinor > 0 && result.paymentId) {
    refund = await deps.payments.requestRefund({
      orderId: result.paymentId,
      amountMinor: result.refundMinor,
      reason: `Hotel booking HB-${String(bookingId).padStart(6, "0")} cancelled by the guest`,
      idempotencyKey: `cancel:hotel_booking:${bookingId}`,
      requestedBy: user.id,
    });
  }
  return { ...result, refund };
}

/** Listens to the payments module's events for hotel bookings (idempotent: compare-and-set). */
export function listenToHotelPayments(deps: Deps & { logger: Logger }) {
  return {
    async captured(e: {
      bookableType: string;
      bookableId: string;
      orderId: string;
      amountMinor: number;
      payerUserId: string;
    }) {
      if (e.bookableType !== HOTEL_BOOKABLE) return;
      const id = Number(e.bookableId);
      if (await deps.hotels.markPaid(id, e.orderId)) return;
      // Captured after the booking gave its rooms back (a failed payment retried at the
      // gateway, or paid after the attempt expired, decision 0190): the stay is not held any
      // more, so the money goes back in full.
      const state = await deps.hotels.bookingState(id);
      if (state?.status === "payment_failed" || state?.status === "expired") {
        await deps.payments.requestRefund({
          orderId: e.orderId,
          amountMinor: e.amountMinor,
          reason: "Payment arrived after the booking had lapsed",
          idempotencyKey: `lapsed:hotel_booking:${id}`,
          requestedBy: "system",
        });
        deps.logger.warn(
          { bookingId: id, status: state.status },
          "hotel payment captured after the booking lapsed: refunded in full",
        );
      }
    },
    async failed(e: { bookableType: string; bookableId: string }) {
      if (e.bookableType !== HOTEL_BOOKABLE) return;
      await deps.hotels.markPaymentFailed(Number(e.bookableId));
    },
    /** The attempt expired unpaid (decision 0190): the rooms it holds go back. */
    async expired(e: { bookableType: string; bookableId: string }) {
      if (e.bookableType !== HOTEL_BOOKABLE) return;
      await deps.hotels.markPaymentExpired(Number(e.bookableId));
    },
  };
}

const DATE = (iso: string) => formatDate(iso);

/** How /payments/response talks about a hotel booking. */
export function registerHotelBookable(payments: PaymentsModule, hotels: HotelsService) {
  payments.registerBookable({
    type: HOTEL_BOOKABLE,
    async confirmation(bookableId, user) {
      const b = await hotels.booking(user, Number(bookableId));
      if (!b) return null;
      return {
        title: `Your stay at ${b.hotel.name}`,
        lines: [
          { label: "Booking reference", value: b.reference },
          { label: "Check-in", value: `${DATE(b.checkIn)} from ${b.hotel.checkInTime}` },
          { label: "Check-out", value: `${DATE(b.checkOut)} until ${b.hotel.checkOutTime}` },
          { label: "Room", value: `${b.rooms.length} × ${b.room.name}, ${b.boardName}` },
        ],
        continueUrl: `/hotel-bookings/${b.id}`,
        continueLabel: "View booking and voucher",
      };
    },
    async links(bookableId, user) {
      const b = await hotels.booking(user, Number(bookableId));
      if (!b) return null;
      return {
        retryUrl: `${buildHotelUrl(b.hotel.slug)}/review-booking?rate_key=${encodeURIComponent(b.rateKey)}`,
        backUrl: "/travellers/dashboard",
        backLabel: "Your bookings",
      };
    },
  });
}
