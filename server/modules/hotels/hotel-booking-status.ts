import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../common/roles";
import type { Db } from "../../db";
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

export type HotelBookingEvent = "pay" | "fail_payment" | "expire_payment" | "cancel";

/**
 * Who acts: the booking's own guest (a traveller; ownership is checked before the table is
 * asked) or the system (the payments workflow reacting to the gateway). Staff take no step
 * on a hotel booking today.
 */
export type HotelBookingActor = Extract<Actor, "traveller" | "system">;

export interface HotelBookingTransition {
  from: HotelBookingStatus;
  event: HotelBookingEvent;
  to: HotelBookingStatus;
  actors: readonly HotelBookingActor[];
}

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

export function findHotelBookingTransition(
  from: HotelBookingStatus,
  event: HotelBookingEvent,
): HotelBookingTransition | undefined {
  return HOTEL_BOOKING_TRANSITIONS.find((t) => t.from === from && t.event === event);
}

/** Whether `actor` may take `event` from `status`, read from the table. */
export function canTakeHotelBookingEvent(
  status: HotelBookingStatus,
  event: HotelBookingEvent,
  actor: HotelBookingActor,
): boolean {
  return findHotelBookingTransition(status, event)?.actors.includes(actor) ?? false;
}

/** The status after `event`, or null when the table does not let `actor` take it. */
export function nextHotelBookingStatus(
  from: HotelBookingStatus,
  event: HotelBookingEvent,
  actor: HotelBookingActor,
): HotelBookingStatus | null {
  const rule = findHotelBookingTransition(from, event);
  return rule?.actors.includes(actor) ? rule.to : null;
}

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
type BookingRow = typeof hotelBookings.$inferSelect;

/**
 * Moves one booking from `from` by `event`: refused by the table → null without a write;
 * otherwise a compare-and-set on the old status, so a booking that moved meanwhile (a second
 * webhook, a cancel racing a payment) is left alone and null comes back too. `set` writes the
 * columns that go with the step (payment id, timestamps, refund) in the same statement.
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
  const to = nextHotelBookingStatus(change.from, change.event, change.actor);
  if (!to) return null;
  const [row] = await tx
    .update(hotelBookings)
    .set({ ...change.set, status: to })
    .where(and(eq(hotelBookings.id, change.bookingId), eq(hotelBookings.status, change.from)))
    .returning();
  return row ?? null;
}
