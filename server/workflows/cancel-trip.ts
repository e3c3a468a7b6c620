import { type AuthenticatedUser, actorOf } from "../../common/roles";
import type { CancelTripInput } from "../../common/trips";
import type { DomainEvents } from "../events/domain-events";
import type { CouponsService } from "../modules/coupons";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";

export interface CancelTripDeps {
  quotes: QuotesService;
  trips: TripsService;
  coupons: Pick<CouponsService, "releaseForTrip">;
  events: Pick<DomainEvents, "publish">;
}

/**
 * The request is cancelled (trip status Cancelled, through the trips module's table), then
 * every quote becomes requestCancelled with its previous status remembered and its invoice
 * link cleared (§4), and a coupon not on an invoice is given back, as no quote is accepted any
 * more (decision 0191). Lead timers stay: they find the trip inactive and do nothing.
 */
export async function cancelTrip(
  deps: CancelTripDeps,
  user: AuthenticatedUser,
  tripId: number,
  input: CancelTripInput,
) {
  const trip = await deps.trips.cancel(user, tripId, input);
  await deps.quotes.cancelAllForTrip(trip.id, actorOf(user.role), user.id);
  await deps.coupons.releaseForTrip(trip.id);
  await deps.events.publish("trip.cancelled", { tripId: trip.id, actorUserId: user.id });
  return trip;
}
