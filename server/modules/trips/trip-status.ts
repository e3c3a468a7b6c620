import {
  TRIP_MACHINE,
  type TripActor,
  type TripEvent,
  type TripStatus,
} from "../../../common/trip-status";
import type { Executor } from "../../db";
import { moveRow, stepOrThrow } from "../../lib/state-machine";
import * as errors from "./trips.errors";
import { requestedTripEvents, requestedTrips } from "./trips.schema";

// The table itself is pure data in common/trip-status.ts, where the landing page reads it too.
export {
  findTransition,
  TRIP_MACHINE,
  TRIP_TRANSITIONS,
  type TripActor,
  type TripEvent,
} from "../../../common/trip-status";

type TripRow = typeof requestedTrips.$inferSelect;

// The past participle of each event, written out: "reactivate" + "ed" is not a word.
const VERBS: Record<TripEvent, string> = {
  cancel: "cancelled",
  cancel_postponed: "cancelled",
  reactivate: "reactivated",
  postpone: "postponed",
  book: "booked",
  convert: "converted",
};

const REFUSAL = {
  conflict: "invalid_trip_transition",
  forbidden: "trip_transition_forbidden",
  message: (from: TripStatus, event: TripEvent) =>
    `A request that is ${from} cannot be ${VERBS[event]}.`,
};

/** The status after `event`, or a 409 naming why it is refused (403 for the wrong actor). */
export const transition = (from: TripStatus, event: TripEvent, actor: TripActor) =>
  stepOrThrow(TRIP_MACHINE, REFUSAL, from, event, actor);

/**
 * The one status change of a trip (decision 0194): the table is asked (409/403 when it
 * refuses), the row is compared-and-set on the status it was read with (409 `trip_changed` when
 * a concurrent change moved it) and its requested_trip_events row is written, in the caller's
 * transaction `tx`. Who the user is relative to the trip (permissions) is the caller's check.
 */
export async function changeStatus(
  tx: Executor,
  change: {
    trip: TripRow;
    event: TripEvent;
    actor: TripActor;
    /** The user, or for the system the reason (`order:pord_…`). */
    actorId: string;
    at: Date;
    set?: Partial<typeof requestedTrips.$inferInsert>;
  },
): Promise<TripRow> {
  const { trip, event, actor } = change;
  const to = transition(trip.status, event, actor);
  const updated = await moveRow(
    tx,
    TRIP_MACHINE,
    { table: requestedTrips, id: requestedTrips.id, status: requestedTrips.status },
    trip,
    { event, actor, set: (status) => ({ ...change.set, status, updatedAt: change.at }) },
  );
  if (!updated) throw errors.tripChanged();
  await tx.insert(requestedTripEvents).values({
    tripId: trip.id,
    event,
    fromStatus: trip.status,
    toStatus: to,
    actorId: change.actorId,
    actorRole: actor,
  });
  return updated;
}
