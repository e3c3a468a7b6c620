import { describe, expect, expectTypeOf, it } from "vitest";
import type { TripStatus } from "../../../common/trips";
import { isAppError } from "../../lib/errors";
import { checkWalks } from "../../testing/machine-properties";
import { TRIP_MACHINE, transition } from "./trip-status";
import type { requestedTripEvents, requestedTrips } from "./trips.schema";

describe("trip status table", () => {
  it.each([
    ["Active", "cancel", "traveller", "Cancelled"],
    ["Booked", "cancel", "traveller", "Cancelled"],
    // The cancel modal with the reason "Postponed my trip." (decision 0182).
    ["Active", "cancel_postponed", "traveller", "Postponed"],
    ["Booked", "cancel_postponed", "traveller", "Postponed"],
    ["Active", "cancel_postponed", "ops", "Postponed"],
    ["Cancelled", "reactivate", "traveller", "Active"],
    ["Postponed", "reactivate", "traveller", "Active"],
    ["Active", "postpone", "ops", "Postponed"],
    ["Active", "book", "system", "Booked"],
    ["Booked", "convert", "system", "Converted"],
  ] as const)("%s --%s by %s--> %s", (from, event, actor, to) => {
    expect(transition(from, event, actor)).toBe(to);
  });

  it.each([
    ["Cancelled", "cancel", "traveller"],
    ["Converted", "cancel", "traveller"],
    ["Postponed", "cancel", "traveller"],
    ["Postponed", "cancel_postponed", "traveller"],
    ["Cancelled", "cancel_postponed", "traveller"],
    ["Converted", "cancel_postponed", "admin"],
    ["Active", "reactivate", "traveller"],
    ["Converted", "reactivate", "admin"],
  ] as const)("refuses %s --%s with a conflict", (from, event, actor) => {
    expect(() => transition(from, event, actor)).toThrowError(/cannot be/);
  });

  it.each([
    ["Active", "postpone", "traveller"],
    ["Active", "book", "traveller"],
    ["Booked", "convert", "traveller"],
  ] as const)("refuses %s --%s by %s as forbidden", (from, event, actor) => {
    try {
      transition(from, event, actor);
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.status).toBe(403);
    }
  });

  it("walks any sequence of events only through the table's rows, from a new request's status", () => {
    checkWalks(TRIP_MACHINE, {
      // Converted is the end; a cancelled or parked request only comes back by Reactivate.
      Converted: [],
      Cancelled: ["reactivate"],
      Postponed: ["reactivate"],
    });
  });

  it("types the status columns with the statuses of the table", () => {
    expectTypeOf<(typeof requestedTrips.$inferSelect)["status"]>().toEqualTypeOf<TripStatus>();
    expectTypeOf<
      (typeof requestedTripEvents.$inferSelect)["toStatus"]
    >().toEqualTypeOf<TripStatus>();
  });
});
