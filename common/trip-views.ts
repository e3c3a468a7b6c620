import { type BookingStateView, bookingStateOf, bookingView } from "./booking-state";
import type { TripCancellation, TripPreferences, TripStatus } from "./trips";

// What the trips module shows of a request, to the traveller, the nurture link and staff: one
// declaration for the server that builds it and the pages that render it.

/** Everything a signed-in user can do to one requested trip. Creating one has no trip yet. */
export const TRIP_ACTIONS = [
  "read",
  "edit",
  "preferences",
  "contact",
  "callback",
  "cancel",
  "reactivate",
  "postpone",
  "feedback",
  "listDocuments",
  "downloadDocument",
  "uploadDocument",
  "nurtureKeys",
  /** The quiz answers and flight details (common/trip-details.ts): reading, and writing. */
  "readDetails",
  "details",
] as const;
export type TripAction = (typeof TRIP_ACTIONS)[number];

/** A request as the traveller and the API see it (accounts §3 "Requested trip"). */
export interface TripView {
  id: number;
  status: TripStatus;
  to_loc: string[];
  from_loc: string;
  travel_month: string;
  travel_month_label: string;
  start_date: string | null;
  durations: string[];
  trip_days: number | null;
  trip_type: string;
  adults: number;
  children: number;
  /** Per person, whole units of budget_currency. */
  budget: number | null;
  budget_currency: string | null;
  isd_code: string;
  phone_no: string;
  number_verified: boolean;
  lead_status: string;
  exclusive_preferences_values: TripPreferences;
  quotes_count: number;
  /** The booking state's label for the reader (spec field; common/booking-state.ts). */
  booking_status_label: string;
  /** The derived booking state with its label and tone, as the reader sees it (decision 0193). */
  booking_state: BookingStateView;
  comments: string;
  package: { slug: string; name: string } | null;
  missing_preferences: boolean;
  can_cancel: boolean;
  can_reactivate: boolean;
  /** What the viewing user may do to it (trip-permissions.ts): staff see fewer forms. */
  allowed_actions: TripAction[];
  cancellation: TripCancellation | null;
  created_at: string;
  updated_at: string;
}

/**
 * A request as its nurture link shows it: anyone holding the link sees this and only this
 * (what the nurture page needs to ask for preferences), never the phone, comments or
 * cancellation of the full view.
 */
export interface NurtureTripView {
  to_loc: string[];
  travel_month_label: string;
  adults: number;
  children: number;
  booking_status_label: string;
  exclusive_preferences_values: TripPreferences;
  budget: number | null;
  budget_currency: string | null;
}

/** One row of operations' request list. */
export interface StaffTripRow {
  id: number;
  to_loc: string[];
  status: TripStatus;
  travel_month_label: string;
  adults: number;
  children: number;
  quotes_count: number;
  traveller_name: string;
  created_at: string;
  /** The derived booking state in staff's words (server/workflows/trip-pages.ts). */
  booking_state?: BookingStateView;
}

export interface TripDocumentView {
  id: number;
  name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/**
 * A trip's booking state from its own facts alone (its status and quote count), in the
 * traveller's words: what the trips module answers by itself. Pages and the API read the trip
 * through server/workflows/trip-pages.ts, which replaces it with the state the trip's quotes,
 * invoice, payments and vouchers give, in the reader's words (decision 0193).
 */
export function tripOnlyBookingState(status: TripStatus, quotesCount: number): BookingStateView {
  return bookingView(
    bookingStateOf({
      tripStatus: status,
      sentQuotes: quotesCount,
      quote: null,
      invoice: null,
      vouchers: 0,
    }),
    "traveller",
  );
}
