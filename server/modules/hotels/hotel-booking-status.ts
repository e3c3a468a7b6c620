import type { Actor } from "../../../common/roles";
import type { Executor } from "../../db";
import { defineMachine, moveRow, type Transition } from "../../lib/state-machine";
import { hotelBookings } from "./hotels.schema";

export const HOTEL_BOOKING_STATUSES = [
  "pending_payment",
  "confirmed",
  "payment_failed",
  "expired",
  "cancelled",
] as const;
export type HotelBookingStatus = (typeof HOTEL_BOOKING_STATUSES)[number];

/** A booking is written as `pending_payment` with its rooms taken (book), then moves below. */
export const NEW_HOTEL_BOOKING_STATUS: HotelBookingStatus = "pending_payment";

export const HOTEL_BOOKING_EVENTS = ["pay", "fail_payment", "expire_payment", "cancel"] as const;
export type HotelBookingEvent = (typeof HOTEL_BOOKING_EVENTS)[number];

/**
 * Who acts: the booking's own guest (a traveller; ownership is checked before the table is
 * asked) or the system (the payments workflow reacting to the gateway). Staff take no step
 * on a hotel booking today.
 */
export const HOTEL_BOOKING_ACTORS = ["traveller", "system"] as const satisfies readonly Actor[];
export type HotelBookingActor = (typeof HOTEL_BOOKING_ACTORS)[number];

export type HotelBookingTransition = Transition<
  HotelBookingStatus,
  HotelBookingEvent,
  HotelBookingActor
>;

/**
 * Every allowed status change of a hotel booking, top to bottom (decision 0178). A status
 * changes only through `changeStatus()`, so this table is the whole rule book.
 */
export const HOTEL_BOOKING_TRANSITIONS: readonly HotelBookingTransition[] = [
  // The gateway captured the payment: the stay is held for the guest.
  { from: "pending_payment", event: "pay", to: "confirmed", actors: ["system"] },
  // The payment failed: the rooms go back; the guest books again from the rate.
  { from: "pending_payment", event: "fail_payment", to: "payment_failed", actors: ["system"] },
  // The payment attempt was abandoned until its gateway's time ran out (decision 0190): the
  // rooms go back. A payment arriving after that is refunded in full (the payments workflow).
  { from: "pending_payment", event: "expire_payment", to: "expired", actors: ["system"] },
  // The guest cancels before check-out (the service checks the date); only a confirmed
  // booking is refunded, less the rate's penalty on the day.
  { from: "pending_payment", event: "cancel", to: "cancelled", actors: ["traveller"] },
  { from: "confirmed", event: "cancel", to: "cancelled", actors: ["traveller"] },
  { from: "payment_failed", event: "cancel", to: "cancelled", actors: ["traveller"] },
];

/** Statuses in which a booking holds its rooms (taken at booking, given back on leaving them). */
export const HOLDS_ROOMS: readonly HotelBookingStatus[] = ["pending_payment", "confirmed"];

export const HOTEL_BOOKING_MACHINE = defineMachine({
  states: HOTEL_BOOKING_STATUSES,
  initial: NEW_HOTEL_BOOKING_STATUS,
  events: HOTEL_BOOKING_EVENTS,
  actors: HOTEL_BOOKING_ACTORS,
  transitions: HOTEL_BOOKING_TRANSITIONS,
});

export const findHotelBookingTransition = HOTEL_BOOKING_MACHINE.find;

/** Whether `actor` may take `event` from `status`, read from the table. */
export const canTakeHotelBookingEvent = HOTEL_BOOKING_MACHINE.canTransition;

/** The status after `event`, or null when the table does not let `actor` take it. */
export const nextHotelBookingStatus = HOTEL_BOOKING_MACHINE.next;

type BookingRow = typeof hotelBookings.$inferSelect;

/**
 * The one status change of a hotel booking (decision 0194): moves one booking from `from` by
 * `event`. Refused by the table → null without a write; otherwise a compare-and-set on the old
 * status, so a booking that moved meanwhile (a second webhook, a cancel racing a payment) is
 * left alone and null comes back too. `set` writes the columns that go with the step (payment
 * id, timestamps, refund) in the same statement. Hotel bookings keep no audit rows.
 */
export async function changeStatus(
  tx: Executor,
  change: {
    bookingId: number;
    from: HotelBookingStatus;
    event: HotelBookingEvent;
    actor: HotelBookingActor;
    set?: Partial<Pick<BookingRow, "paymentId" | "confirmedAt" | "cancelledAt" | "refundMinor">>;
  },
): Promise<BookingRow | null> {
  return moveRow(
    tx,
    HOTEL_BOOKING_MACHINE,
    { table: hotelBookings, id: hotelBookings.id, status: hotelBookings.status },
    { id: change.bookingId, status: change.from },
    { event: change.event, actor: change.actor, set: (to) => ({ ...change.set, status: to }) },
  );
}
