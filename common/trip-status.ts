// The status table of a requested trip (decisions 0020, 0194). Pure data, so the landing page's
// links and the server's transitions read the same rules; the server's transition(), which
// throws AppError, and changeStatus() live in server/modules/trips/trip-status.ts.
import { defineMachine, type Transition } from "./state-machine";

export const TRIP_STATUSES = ["Active", "Cancelled", "Postponed", "Booked", "Converted"] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * `cancel_postponed`: the cancel modal answered with the postponed reason ("Postponed my trip.",
 * code Postponed): the trip is parked as Postponed, not given up (decision 0182).
 */
export const TRIP_EVENTS = [
  "cancel",
  "cancel_postponed",
  "reactivate",
  "postpone",
  "book",
  "convert",
] as const;
export type TripEvent = (typeof TRIP_EVENTS)[number];

/**
 * Who acts: the trip's own traveller, staff, or the system (a paid quote). Agents take no trip
 * transition; they act on a trip only through rows of its permission table.
 */
export const TRIP_ACTORS = ["traveller", "ops", "admin", "agent", "system"] as const;
export type TripActor = (typeof TRIP_ACTORS)[number];

export type TripTransition = Transition<TripStatus, TripEvent, TripActor>;

/**
 * Every allowed status change of a requested trip, top to bottom. A status changes only
 * through this table, so it is the whole rule book.
 */
export const TRIP_TRANSITIONS: readonly TripTransition[] = [
  // The traveller gives up the plan (cancel modal); a booked trip may still be called off.
  { from: "Active", event: "cancel", to: "Cancelled", actors: ["traveller", "ops", "admin"] },
  { from: "Booked", event: "cancel", to: "Cancelled", actors: ["traveller", "ops", "admin"] },
  // The same modal with the reason "Postponed my trip.": the trip waits, Reactivate brings it back.
  {
    from: "Active",
    event: "cancel_postponed",
    to: "Postponed",
    actors: ["traveller", "ops", "admin"],
  },
  {
    from: "Booked",
    event: "cancel_postponed",
    to: "Postponed",
    actors: ["traveller", "ops", "admin"],
  },
  // Staff park a trip the traveller wants to take later; agents stop quoting meanwhile.
  { from: "Active", event: "postpone", to: "Postponed", actors: ["ops", "admin"] },
  // Reactivate shows for Cancelled and Postponed (accounts §4); quotes come back to life.
  { from: "Cancelled", event: "reactivate", to: "Active", actors: ["traveller", "ops", "admin"] },
  { from: "Postponed", event: "reactivate", to: "Active", actors: ["traveller", "ops", "admin"] },
  // A quote was accepted and paid for: booked, then converted once the trip is delivered.
  { from: "Active", event: "book", to: "Booked", actors: ["system"] },
  { from: "Booked", event: "convert", to: "Converted", actors: ["system", "ops", "admin"] },
];

export const TRIP_MACHINE = defineMachine({
  states: TRIP_STATUSES,
  initial: "Active",
  events: TRIP_EVENTS,
  actors: TRIP_ACTORS,
  transitions: TRIP_TRANSITIONS,
});

export const findTransition = TRIP_MACHINE.find;

/** Whether `actor` may take `event` from `status`, read from the table. */
export const canTake = TRIP_MACHINE.canTransition;

/** The Cancel Booking link (accounts §4): shown when the table lets the traveller cancel. */
export const canCancel = (status: TripStatus, actor: TripActor = "traveller") =>
  canTake(status, "cancel", actor);

/** Reactivate shows instead of Cancel Booking when the table allows it. */
export const canReactivate = (status: TripStatus, actor: TripActor = "traveller") =>
  canTake(status, "reactivate", actor);

/**
 * A trip is open while agents may still work on it: it takes edits and callbacks. Cancelled and
 * Postponed trips are parked until reactivated; a Converted trip is over. This is its own rule,
 * not "can be cancelled": the marketplace may one day refuse a cancel of an open trip.
 */
const OPEN_STATUSES: readonly TripStatus[] = ["Active", "Booked"];
export function isOpen(status: TripStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

export function isTripStatus(value: unknown): value is TripStatus {
  return (TRIP_STATUSES as readonly unknown[]).includes(value);
}
