import { describe, expect, expectTypeOf, it } from "vitest";
import { checkWalks } from "../../testing/machine-properties";
import {
  HOTEL_BOOKING_ACTORS as ACTORS,
  canTakeHotelBookingEvent,
  HOLDS_ROOMS,
  HOTEL_BOOKING_EVENTS,
  HOTEL_BOOKING_MACHINE,
  HOTEL_BOOKING_STATUSES,
  HOTEL_BOOKING_TRANSITIONS,
  type HotelBookingStatus,
  nextHotelBookingStatus,
} from "./hotel-booking-status";
import type { hotelBookings } from "./hotels.schema";

describe("hotel booking status table", () => {
  // Every step the service takes today: book → pay (webhook), fail (webhook), expire (the
  // payment attempt's timer, decision 0190), guest cancels.
  it.each([
    ["pending_payment", "pay", "system", "confirmed"],
    ["pending_payment", "fail_payment", "system", "payment_failed"],
    ["pending_payment", "expire_payment", "system", "expired"],
    ["pending_payment", "cancel", "traveller", "cancelled"],
    ["confirmed", "cancel", "traveller", "cancelled"],
    ["payment_failed", "cancel", "traveller", "cancelled"],
  ] as const)("%s --%s by %s--> %s", (from, event, actor, to) => {
    expect(nextHotelBookingStatus(from, event, actor)).toBe(to);
    expect(canTakeHotelBookingEvent(from, event, actor)).toBe(true);
  });

  it.each([
    // A second capture or failure webhook finds the booking moved on: no step.
    ["confirmed", "pay"],
    ["payment_failed", "pay"],
    ["cancelled", "pay"],
    ["confirmed", "fail_payment"],
    ["payment_failed", "fail_payment"],
    ["cancelled", "fail_payment"],
    // An expiry after the payment, a failure or another expiry finds nothing to do.
    ["confirmed", "expire_payment"],
    ["payment_failed", "expire_payment"],
    ["expired", "expire_payment"],
    ["cancelled", "expire_payment"],
    // An expired booking is over: a late payment does not confirm it (it is refunded), it
    // does not fail again, and there is nothing left to cancel.
    ["expired", "pay"],
    ["expired", "fail_payment"],
    ["expired", "cancel"],
    // A cancelled booking stays cancelled.
    ["cancelled", "cancel"],
  ] as const)("refuses %s --%s whoever acts", (from, event) => {
    for (const actor of ACTORS) {
      expect(nextHotelBookingStatus(from, event, actor)).toBeNull();
      expect(canTakeHotelBookingEvent(from, event, actor)).toBe(false);
    }
  });

  it.each([
    // The guest cannot mark their own booking paid or failed: only the payments workflow does.
    ["pending_payment", "pay", "traveller"],
    ["pending_payment", "fail_payment", "traveller"],
    ["pending_payment", "expire_payment", "traveller"],
    // Cancelling is the guest's; the system never cancels a booking on its own.
    ["pending_payment", "cancel", "system"],
    ["confirmed", "cancel", "system"],
    ["payment_failed", "cancel", "system"],
  ] as const)("refuses %s --%s by %s", (from, event, actor) => {
    expect(nextHotelBookingStatus(from, event, actor)).toBeNull();
    expect(canTakeHotelBookingEvent(from, event, actor)).toBe(false);
  });

  it("has at most one rule per status and event, each between known statuses", () => {
    for (const from of HOTEL_BOOKING_STATUSES)
      for (const event of HOTEL_BOOKING_EVENTS)
        expect(
          HOTEL_BOOKING_TRANSITIONS.filter((t) => t.from === from && t.event === event).length,
        ).toBeLessThanOrEqual(1);
    for (const t of HOTEL_BOOKING_TRANSITIONS) {
      expect(HOTEL_BOOKING_STATUSES).toContain(t.from);
      expect(HOTEL_BOOKING_STATUSES).toContain(t.to);
    }
  });

  it("reaches only the table's statuses from a new booking, whatever happens in what order", () => {
    checkWalks(HOTEL_BOOKING_MACHINE, {
      // Cancelled and expired are the end; a failed or confirmed booking is only cancelled.
      cancelled: [],
      expired: [],
      payment_failed: ["cancel"],
      confirmed: ["cancel"],
    });
  });

  it("holds rooms exactly in the statuses a booking enters with them and leaves by giving them back", () => {
    expect([...HOLDS_ROOMS].sort()).toEqual(["confirmed", "pending_payment"]);
    // Every step out of a status holding rooms into one that does not gives them back.
    const releasing = HOTEL_BOOKING_TRANSITIONS.filter(
      (t) => HOLDS_ROOMS.includes(t.from) && !HOLDS_ROOMS.includes(t.to),
    ).map((t) => `${t.from}|${t.event}`);
    expect(releasing.sort()).toEqual([
      "confirmed|cancel",
      "pending_payment|cancel",
      "pending_payment|expire_payment",
      "pending_payment|fail_payment",
    ]);
  });

  it("types the status column with the statuses of the table", () => {
    expectTypeOf<
      (typeof hotelBookings.$inferSelect)["status"]
    >().toEqualTypeOf<HotelBookingStatus>();
  });
});
