import type { TripStatus } from "../../../common/trips";
import { AppError } from "../../lib/errors";

export type TripEvent = "cancel" | "reactivate" | "postpone" | "book" | "convert";
/** Who acts: the trip's own traveller, staff, or the system (a paid quote). */
export type TripActor = "traveller" | "ops" | "admin" | "system";

interface Transition {
  from: TripStatus;
  event: TripEvent;
  to: TripStatus;
  actors: readonly TripActor[];
}

/**
 * Every allowed status change of a requested trip, top to bottom (DESIGN.md §3). A status
 * changes only through `transition()`, so this table is the whole rule book.
 */
export const TRIP_TRANSITIONS: readonly Transition[] = [
  // The traveller gives up the plan (cancel modal); a booked trip may still be called off.
  { from: "Active", event: "cancel", to: "Cancelled", actors: ["traveller", "ops", "admin"] },
  { from: "Booked", event: "cancel", to: "Cancelled", actors: ["traveller", "ops", "admin"] },
  // Staff park a trip the traveller wants to take later; agents stop quoting meanwhile.
  { from: "Active", event: "postpone", to: "Postponed", actors: ["ops", "admin"] },
  // Reactivate shows for Cancelled and Postponed (accounts §4); quotes come back to life.
  { from: "Cancelled", event: "reactivate", to: "Active", actors: ["traveller", "ops", "admin"] },
  { from: "Postponed", event: "reactivate", to: "Active", actors: ["traveller", "ops", "admin"] },
  // A quote was accepted and paid for: booked, then converted once the trip is delivered.
  { from: "Active", event: "book", to: "Booked", actors: ["system"] },
  { from: "Booked", event: "convert", to: "Converted", actors: ["system", "ops", "admin"] },
];

export function findTransition(from: TripStatus, event: TripEvent): Transition | undefined {
  return TRIP_TRANSITIONS.find((t) => t.from === from && t.event === event);
}

/** The status after `event`, or a 409 naming why it is refused. */
export function transition(from: TripStatus, event: TripEvent, actor: TripActor): TripStatus {
  const rule = findTransition(from, event);
  if (!rule) {
    throw new AppError(
      "conflict",
      "invalid_trip_transition",
      `A request that is ${from} cannot be ${event === "cancel" ? "cancelled" : `${event}ed`}.`,
    );
  }
  if (!rule.actors.includes(actor)) {
    throw new AppError("forbidden", "trip_transition_forbidden", "You cannot make this change.");
  }
  return rule.to;
}
