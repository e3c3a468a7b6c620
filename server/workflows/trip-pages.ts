import { audienceOf } from "../../common/booking-state";
import type { AuthenticatedUser } from "../../common/roles";
import type { StaffTripRow, TripView } from "../../common/trip-views";
import type { TripsService } from "../modules/trips";
import type { BookingStates } from "./booking-states";

export interface TripPagesDeps {
  /** The trips module's service, which knows a trip's status but not its money. */
  trips: TripsService;
  bookingStates: BookingStates;
}

/**
 * Trips as pages and the API read them: each view with the booking state its quotes,
 * invoice, payments and vouchers give (common/booking-state.ts, decision 0193) in the reader's
 * words, so the request page, the dashboard, staff's list and the API's booking_status_label
 * say the same as the quote badge. Everything else is the trips service's own method; the
 * workflows keep the bare service.
 */
export function createTripPages(deps: TripPagesDeps): TripsService {
  const { trips, bookingStates } = deps;

  async function withStates(user: AuthenticatedUser, views: TripView[]): Promise<TripView[]> {
    const states = await bookingStates.ofTrips(
      views.map((v) => ({ id: v.id, status: v.status, sentQuotes: v.quotes_count })),
      audienceOf(user.role),
    );
    return views.map((v) => {
      const state = states.get(v.id) ?? v.booking_state;
      return { ...v, booking_state: state, booking_status_label: state.label };
    });
  }

  const one = async (user: AuthenticatedUser, view: TripView) =>
    (await withStates(user, [view]))[0] as TripView;

  return {
    ...trips,
    get: async (...args: Parameters<TripsService["get"]>) => one(args[0], await trips.get(...args)),
    listOwn: async (user) => withStates(user, await trips.listOwn(user)),
    update: async (...args: Parameters<TripsService["update"]>) =>
      one(args[0], await trips.update(...args)),
    updatePreferences: async (...args: Parameters<TripsService["updatePreferences"]>) =>
      one(args[0], await trips.updatePreferences(...args)),
    updateContact: async (...args: Parameters<TripsService["updateContact"]>) =>
      one(args[0], await trips.updateContact(...args)),

    async staffList(user, query) {
      const list = await trips.staffList(user, query);
      const states = await bookingStates.ofTrips(
        list.items.map((r) => ({ id: r.id, status: r.status, sentQuotes: r.quotes_count })),
        audienceOf(user.role),
      );
      return {
        ...list,
        items: list.items.map(
          (r): StaffTripRow => ({ ...r, booking_state: states.get(r.id) ?? r.booking_state }),
        ),
      };
    },
  };
}
