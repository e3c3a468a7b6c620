import { calendarDay } from "./format";
// Hotel constants of the browsing spec (§2 Hotels, §5, §9): property types, themes, star
// ratings, boards, rate classes, facilities, the listing's filter whitelist and sort options.
// Browser and server both read them; the URL grammar (hotel-url.ts) and the service agree here.

/** Property types, in the spec's list order (§9). Each is also a listing's primary pivot (§2). */
export const PROPERTY_TYPES = [
  "hotels",
  "resorts",
  "apartments",
  "guest-houses",
  "hostels",
  "villas",
  "cottages",
  "home-stays",
  "hotels-and-resorts",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, { one: string; many: string }> = {
  hotels: { one: "Hotel", many: "Hotels" },
  resorts: { one: "Resort", many: "Resorts" },
  apartments: { one: "Apartment", many: "Apartments" },
  "guest-houses": { one: "Guest house", many: "Guest Houses" },
  hostels: { one: "Hostel", many: "Hostels" },
  villas: { one: "Villa", many: "Villas" },
  cottages: { one: "Cottage", many: "Cottages" },
  "home-stays": { one: "Home stay", many: "Home Stays" },
  "hotels-and-resorts": { one: "Hotel & resort", many: "Hotels and Resorts" },
};

export const THEMES = [
  "beach",
  "boutique",
  "luxury",
  "budget",
  "honeymoon",
  "family",
  "water",
  "spa",
  "pool",
  "luxury-beach",
  "family-beach",
] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  beach: "Beach",
  boutique: "Boutique",
  luxury: "Luxury",
  budget: "Budget",
  honeymoon: "Honeymoon",
  family: "Family",
  water: "Water",
  spa: "Spa",
  pool: "Pool",
  "luxury-beach": "Luxury Beach",
  "family-beach": "Family Beach",
};

/** Stars a property may have (§9: 1 to 5). */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
/** Stars accepted as a listing pivot: 1 to 5, and 7 (§9). */
export const PIVOT_STAR_RATINGS = [1, 2, 3, 4, 5, 7] as const;

export const BOARDS = ["room_only", "breakfast", "half_board", "full_board"] as const;
export type Board = (typeof BOARDS)[number];
export const BOARD_LABELS: Record<Board, string> = {
  room_only: "Room only",
  breakfast: "Breakfast included",
  half_board: "Half board (breakfast and dinner)",
  full_board: "Full board (all meals)",
};

export const RATE_CLASSES = ["refundable", "non_refundable"] as const;
export type RateClass = (typeof RATE_CLASSES)[number];
/** The price object's rateClassCode and rateClassName (§3). */
export const RATE_CLASS_INFO: Record<RateClass, { code: string; name: string }> = {
  refundable: { code: "NOR", name: "Refundable" },
  non_refundable: { code: "NRF", name: "Non-refundable" },
};

/** Facilities with stable ids: `facilities_ids[]` filters by these. */
export const FACILITIES = [
  { id: 1, name: "Free Wi-Fi" },
  { id: 2, name: "Swimming pool" },
  { id: 3, name: "Spa" },
  { id: 4, name: "Restaurant" },
  { id: 5, name: "Bar" },
  { id: 6, name: "Fitness centre" },
  { id: 7, name: "Free parking" },
  { id: 8, name: "Airport shuttle" },
  { id: 9, name: "Room service" },
  { id: 10, name: "Air conditioning" },
  { id: 11, name: "Kids' club" },
  { id: 12, name: "Beach access" },
  { id: 13, name: "Kitchen" },
  { id: 14, name: "Laundry" },
  { id: 15, name: "24-hour front desk" },
  { id: 16, name: "Garden" },
] as const;
export const FACILITY_IDS: readonly number[] = FACILITIES.map((f) => f.id);
export const facilityName = (id: number): string | null =>
  FACILITIES.find((f) => f.id === id)?.name ?? null;

/** Price levels: the cheapest nightly rate of a property, in rupees. */
export const PRICE_LEVELS = [
  { value: 1, label: "Under ₹2,000", min: 0, max: 2_000 },
  { value: 2, label: "₹2,000 - ₹4,000", min: 2_000, max: 4_000 },
  { value: 3, label: "₹4,000 - ₹8,000", min: 4_000, max: 8_000 },
  { value: 4, label: "₹8,000 - ₹15,000", min: 8_000, max: 15_000 },
  { value: 5, label: "Above ₹15,000", min: 15_000, max: 10_000_000 },
] as const;
export const priceLevelOf = (rupees: number): number =>
  PRICE_LEVELS.find((l) => rupees >= l.min && rupees < l.max)?.value ?? 5;

/** User-rating filter values: "at least this rating" out of 5. */
export const USER_RATINGS = [
  { value: "4.5", label: "4.5+ Excellent" },
  { value: "4", label: "4+ Very good" },
  { value: "3.5", label: "3.5+ Good" },
  { value: "3", label: "3+ Pleasant" },
] as const;

export const HOTEL_TRIP_TYPES = [
  { value: "honeymoon", label: "Honeymoon" },
  { value: "family", label: "Family" },
  { value: "friends", label: "Friends" },
  { value: "business", label: "Business" },
  { value: "solo", label: "Solo" },
] as const;

/** §5: only these filter keys survive in a hotel listing's query. */
export const HOTEL_FILTER_KEYS = [
  "star_ratings",
  "property_types",
  "themes",
  "price_levels",
  "trip_types",
  "user_ratings",
  "city",
  "nearby_landmarks",
  "facilities_ids",
] as const;
export type HotelFilterKey = (typeof HOTEL_FILTER_KEYS)[number];

export const HOTEL_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price", label: "Price: low to high" },
  { value: "rating", label: "Guest rating" },
  { value: "distance", label: "Distance" },
] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number]["value"];
export const DEFAULT_HOTEL_SORT: HotelSort = "recommended";

/** §9: hotel listing page size. */
export const HOTEL_PAGE_SIZE = 10;
/** §9: guests per room at most; the default room; the default stay. */
export const ROOM_MAX_GUESTS = 3;
export const DEFAULT_ROOM = { adults: 2, children: 0 } as const;
export const DEFAULT_CHECKIN_DAYS_AHEAD = 15;
export const DEFAULT_NIGHTS = 1;
/** At most this many rooms in one search, and nights in one stay (ours, not the spec's). */
export const MAX_ROOMS = 5;
export const MAX_NIGHTS = 30;
/** Prices and allotments exist for this many days from today. */
export const BOOKING_HORIZON_DAYS = 365;

/** The saved hotel search cookie (§3): hotel_id, checkInDate, checkOutDate, rooms. */
export const HOTEL_SEARCH_COOKIE = "hotel_search";

/** Deal card sizes (§9). */
export const DEAL_CARD = { width: 360, height: 352 } as const;
export const DEAL_CARD_SMALL = { width: 248, height: 248 } as const;

export const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * A hotel booking's status as its guest reads it (the statuses and their steps:
 * server/modules/hotels/hotel-booking-status.ts; expired: decision 0190).
 */
export const HOTEL_BOOKING_STATUS_LABELS: Readonly<Record<string, string>> = {
  confirmed: "Confirmed",
  pending_payment: "Waiting for payment",
  payment_failed: "Payment failed",
  expired: "Not paid in time: rooms released",
  cancelled: "Cancelled",
};

/**
 * The deal badge's season (browsing §7 names the "Summer Deal" badge) from the month it is shown
 * in India, so November never says "Summer": Mar-May summer, Jun-Sep monsoon, Oct festive,
 * Nov-Feb winter.
 */
export function seasonDealLabel(at: Date | string): string {
  const month = Number(calendarDay(at).slice(5, 7));
  if (month >= 3 && month <= 5) return "Summer Deal";
  if (month >= 6 && month <= 9) return "Monsoon Deal";
  if (month === 10) return "Festive Deal";
  return "Winter Deal";
}
