import {
  findTransition,
  type TripActor,
  type TripEvent,
  type TripStatus,
} from "../../../common/trip-status";
import { AppError } from "../../lib/errors";

// The table itself is pure data in common/trip-status.ts, where the landing page reads it too.
export {
  findTransition,
  TRIP_TRANSITIONS,
  type TripActor,
  type TripEvent,
} from "../../../common/trip-status";

/** The status after `event`, or a 409 naming why it is refused (403 for the wrong actor). */
export function transition(from: TripStatus, event: TripEvent, actor: TripActor): TripStatus {
  const rule = findTransition(from, event);
  if (!rule) {
    throw new AppError(
      "conflict",
      "invalid_trip_transition",
      `A request that is ${from} cannot be ${event.startsWith("cancel") ? "cancelled" : `${event}ed`}.`,
    );
  }
  if (!rule.actors.includes(actor)) {
    throw new AppError("forbidden", "trip_transition_forbidden", "You cannot make this change.");
  }
  return rule.to;
}
