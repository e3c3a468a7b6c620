import { INITIAL_AGENTS_PER_TRIP } from "../../common/quotes";
import { type AuthenticatedUser, actorOf } from "../../common/roles";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import { type RouteLeadDeps, routeLead, scheduleLeadTimers } from "./route-lead";

export interface ReactivateTripDeps extends RouteLeadDeps {
  quotes: QuotesService;
  trips: TripsService;
}

/**
 * The request is active again: every quote becomes active (§4), agents still waiting to quote
 * get a fresh deadline, and the request is routed again up to three live agents when leads
 * were lost meanwhile.
 */
export async function reactivateTrip(
  deps: ReactivateTripDeps,
  user: AuthenticatedUser,
  tripId: number,
) {
  const trip = await deps.trips.reactivate(user, tripId);
  const { awaiting } = await deps.quotes.reactivateAllForTrip(trip.id, actorOf(user.role), user.id);
  await deps.events.publish("trip.reactivated", { tripId: trip.id, actorUserId: user.id });
  await scheduleLeadTimers(deps, awaiting);
  const live = await deps.leads.liveLeadCount(trip.id);
  if (live < INITIAL_AGENTS_PER_TRIP) {
    await routeLead(deps, trip.id, "reactivate", INITIAL_AGENTS_PER_TRIP - live);
  }
  return trip;
}
