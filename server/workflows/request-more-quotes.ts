import { MAX_AGENTS_PER_TRIP } from "../../common/quotes";
import type { AuthenticatedUser } from "../../common/roles";
import { type QuotesService, quoteErrors } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import { type RouteLeadDeps, routeLead } from "./route-lead";

export interface RequestMoreQuotesDeps extends RouteLeadDeps {
  quotes: QuotesService;
  trips: TripsService;
}

/** request_more_quotes: one more agent for the traveller's own active request, 5 at most. */
export async function requestMoreQuotes(
  deps: RequestMoreQuotesDeps,
  user: AuthenticatedUser,
  tripId: number,
) {
  // Only the request's own traveller asks for more quotes; anyone else gets the stranger's 404.
  if (user.role !== "traveller") throw quoteErrors.tripNotFound();
  const trip = await deps.trips.get(user, tripId);
  if (trip.status !== "Active") throw quoteErrors.tripNotActive();
  if ((await deps.leads.liveLeadCount(trip.id)) >= MAX_AGENTS_PER_TRIP)
    throw quoteErrors.moreQuotesLimit();
  const routed = await routeLead(deps, trip.id, "more_quotes", 1);
  if (routed.length === 0) throw quoteErrors.noAgentAvailable();
  return { agents: await deps.leads.liveLeadCount(trip.id) };
}
