// Quotes: the marketplace's shared vocabulary (accounts-trips-quotes §3 "Quote", §4 quote and
// hotel selection states, §5 decline and compare rules, §7 quote calls, §9 constants). The
// view types use the spec's field names, so the pages and the JSON API read the same object.
// Browser and server both import this file: types, constants and pure rules only.
import type { BookingStateView } from "./booking-state";
import type { CurrencyCode } from "./locale";
import type { QuoteAmounts } from "./quote-amounts";
import type { QuoteCosting, TotalsContext } from "./quote-costing";

// ---------------------------------------------------------------------------------------------
// Statuses (§4). The transition table itself lives in server/modules/quotes/quote-status.ts.

export const QUOTE_STATUSES = [
  "active",
  "chosen",
  "declined",
  "invoiced",
  "payment",
  "converted",
  "canceled",
  "requestCancelled",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** §4: invoiced or payment, or converted with payments not complete. */
export function isInvoicedQuote(status: QuoteStatus, allPaymentsReceived: boolean): boolean {
  return (
    status === "invoiced" ||
    status === "payment" ||
    (status === "converted" && !allPaymentsReceived)
  );
}

/**
 * A quote the traveller accepted, whatever happened since: its agent's contact shows, and the
 * trip's other agents have lost the lead.
 */
export const CHOSEN_OR_BEYOND: readonly QuoteStatus[] = [
  "chosen",
  "invoiced",
  "payment",
  "converted",
];

/** Hotel selection status (§4): 1 selected (accepted), -1 rejected, 0 not yet answered. */
export type HotelSelectionStatus = 1 | -1 | 0;

/**
 * Where a lead stands for the agent it was routed to (the inbox's stages, issue 9 §3).
 * new: routed, no quote sent yet · quoted: a sent quote is active · chosen: the traveller
 * accepted it (invoice requested) · invoiced · paid (a payment was received) · converted ·
 * lost: declined, withdrawn, expired, the trip cancelled, or another agent's quote chosen.
 */
export const LEAD_STAGES = [
  "new",
  "quoted",
  "chosen",
  "invoiced",
  "paid",
  "converted",
  "lost",
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

// ---------------------------------------------------------------------------------------------
// Constants (§7 "GET quote constants", §9).

export const COMPARE_MAX = 3;
export const COMPARE_MIN = 2;
export const DEFAULT_QUOTE_DAYS = 5;
export const DEFAULT_QUOTE_NIGHTS = 4;
/** Agents per request at first routing, and with request_more_quotes at most. */
export const INITIAL_AGENTS_PER_TRIP = 3;
export const MAX_AGENTS_PER_TRIP = 5;
/** Alternatives an agent may offer per city stay, besides the proposed hotel. */
export const MAX_HOTEL_ALTERNATIVES = 2;

export interface ReasonOption {
  value: string;
  label: string;
}

export const QUOTE_REJECTION_REASONS: readonly ReasonOption[] = [
  { value: "price_high", label: "Price is too high" },
  { value: "itinerary_mismatch", label: "Itinerary does not match my plan" },
  { value: "hotels_not_good", label: "Hotels are not good enough" },
  { value: "better_quote", label: "Got a better quote from another agent" },
  { value: "plans_changed", label: "My travel plans changed" },
  { value: "agent_unresponsive", label: "Agent did not respond in time" },
  { value: "other", label: "Other" },
];

export const HOTEL_REJECTION_REASONS: readonly ReasonOption[] = [
  { value: "location", label: "Location is not convenient" },
  { value: "rating", label: "Star rating is too low" },
  { value: "reviews", label: "Poor reviews" },
  { value: "price", label: "Too expensive" },
  { value: "stayed_before", label: "I have stayed there before" },
  { value: "other", label: "Other" },
];

/** Callback options on a quote; a request with none uses request_cta_4 (§5). */
export const REQUEST_CALLBACK_OPTIONS: readonly ReasonOption[] = [
  { value: "request_cta_1", label: "Discuss the itinerary" },
  { value: "request_cta_2", label: "Negotiate the price" },
  { value: "request_cta_3", label: "Change hotels" },
  { value: "request_cta_4", label: "Just call me back" },
];
export const DEFAULT_CALLBACK_OPTION = "request_cta_4";

/** The builder's inclusion checklist; free text adds anything else (inclusionsText). */
export const INCLUSION_OPTIONS: readonly ReasonOption[] = [
  { value: "breakfast", label: "Daily breakfast" },
  { value: "dinner", label: "Dinners" },
  { value: "airport_transfers", label: "Airport transfers" },
  { value: "sightseeing", label: "Sightseeing as per itinerary" },
  { value: "private_cab", label: "Private cab for the whole trip" },
  { value: "guide", label: "Local guide" },
  { value: "entry_tickets", label: "Entry tickets" },
  { value: "flights", label: "Flights" },
  { value: "train", label: "Train tickets" },
  { value: "visa", label: "Visa assistance" },
  { value: "insurance", label: "Travel insurance" },
  { value: "activities", label: "Activities as per itinerary" },
];

export const EXCLUSION_OPTIONS: readonly ReasonOption[] = [
  { value: "flights", label: "Flights" },
  { value: "lunch", label: "Lunches" },
  { value: "personal_expenses", label: "Personal expenses" },
  { value: "tips", label: "Tips and porterage" },
  { value: "entry_tickets", label: "Entry tickets" },
  { value: "visa", label: "Visa fees" },
  { value: "insurance", label: "Travel insurance" },
  { value: "optional_activities", label: "Optional activities" },
];

// ---------------------------------------------------------------------------------------------
// Views (§3 "Quote", "Agent"). Amounts in *Minor fields are integer minor units; the spec's
// display fields (price, totalPrice, priceInRupee) are whole units, rounded as §9 says.

/** §3 "Agent" plus what the profile and the quote card show. */
export interface AgentCard {
  id: number;
  /** Opaque id used in /agents/{encodedId}. */
  encodedId: string;
  companyName: string;
  /** URL of the generated profile picture. */
  profilePicture: string;
  /** 0-5 with one decimal. */
  displayRating: number;
  agentsConvertedTrips: number;
  reviewsCount: number;
  /** /agents/{encodedId}, with ?rtrip_id= when shown for a trip. */
  testimonialUrl: string;
  /** Masked ("r***@…", "+91 98•••••210") until the traveller accepts one of this agent's quotes. */
  email: string;
  mobileNumber: string;
  verified: boolean;
  yearsInBusiness: number;
  /** Median first-quote time in hours, for "usually quotes within N h". */
  responseTimeHours: number;
  languages: string[];
  destinations: { id: number; name: string; slug: string }[];
}

export interface QuoteDayInfo {
  cityId: number | null;
  cityName: string;
  /** Stable id of the day within the quote, across versions where the day was kept. */
  tripDayId: string;
  /** 1-based. */
  dayOfItinerary: number;
  /** YYYY-MM-DD from the trip's start date, or null when the trip has no date. */
  dateOfItinerary: string | null;
  title: string;
  description: string;
}

/** A day of an agency's day library (decision 0210), as the builder lists and inserts it. */
export interface LibraryDay {
  id: number;
  title: string;
  cityId: number | null;
  cityName: string;
  description: string;
  activities: string[];
  transfers: string[];
}

export interface QuoteHotelInfo {
  /** The hotels catalogue's id when the agent picked one from it; null for a typed hotel. */
  hotelId: number | null;
  /** Stable key of this hotel within the quote (hotel status calls name it). */
  hotelKey: string;
  city: string;
  name: string;
  description: string;
  /** Star rating 1-5. */
  rating: number;
  hotelImages: string[];
  address: string;
  /** Link to the hotel's page (TripAdvisor-style URL in the spec). */
  taUrl: string;
  tripDayId: string;
  quoteCityId: string;
  isAlternative: boolean;
  selectionStatus: HotelSelectionStatus;
  rejection: { reason: string; otherReason: string } | null;
}

export interface QuoteHotelStay {
  quoteCityId: string;
  city: string;
  nights: number;
  /** dayOfItinerary numbers of the nights spent here. */
  days: number[];
  /** The proposed hotel first, then up to MAX_HOTEL_ALTERNATIVES alternatives. */
  hotelInfos: QuoteHotelInfo[];
}

export interface TaxLine {
  /** e.g. "gst_tour_package", "tcs_overseas_tour". */
  code: string;
  label: string;
  /** Rate in basis points (500 = 5%). */
  rateBps: number;
  amountMinor: number;
  /** Collected on top of the price (GST) or only shown (TCS: adjustable against income tax). */
  addedToTotal: boolean;
  source: string;
  asOf: string;
}

/** A tax's name with its rate, once: "GST (5%)", "TCS on overseas tour package (2%)". */
export function taxLineLabel(tax: Pick<TaxLine, "label" | "rateBps">): string {
  return tax.label.includes("%") ? tax.label : `${tax.label} (${tax.rateBps / 100}%)`;
}

/** What a tax is, in a traveller's words rather than the law's (decision 0211). */
export function taxInPlainWords(tax: Pick<TaxLine, "code" | "rateBps">): string {
  const rate = `${tax.rateBps / 100}%`;
  if (tax.code === "gst_tour_package")
    return `GST on tour packages is ${rate} of the package price. Your invoice shows it as CGST and SGST when you and the agency are in the same state, IGST otherwise.`;
  if (tax.code === "tcs_overseas_tour")
    return `TCS of ${rate} on trips abroad is collected with your payment and is not a cost: it counts towards your income tax, and you claim it in your return.`;
  return `${rate} as the law sets.`;
}

/** Computed by the server only (issue 9 §3); never accepted from a client. */
export interface QuotePricing {
  currency: CurrencyCode;
  travellers: { adults: number; children: number };
  pricePerAdultMinor: number;
  pricePerChildMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  taxes: TaxLine[];
  totalMinor: number;
  perPersonMinor: number;
  /** The total in rupees (minor units) at the exchange rate of the day the version was sent. */
  totalInRupeeMinor: number;
}

/** §3 pricingInfo, whole units for display. */
export interface PricingInfo {
  price: number;
  priceInRupee: number;
  currency: CurrencyCode;
  perPersonText: string;
  totalPrice: number;
}

export interface CancellationRule {
  /** Refund applies when cancelling at least this many days before travel. */
  daysBefore: number;
  refundPercent: number;
}

export interface QuoteVersionSummary {
  version: number;
  sentAt: string;
}

/** What changed from the previous sent version (issue 9 §3), for "what's new in v2". */
export interface QuoteDiff {
  fromVersion: number;
  toVersion: number;
  days: { dayOfItinerary: number; change: "added" | "removed" | "changed"; title: string }[];
  hotels: { city: string; change: "added" | "removed" | "changed"; name: string; was?: string }[];
  inclusions: { added: string[]; removed: string[] };
  exclusions: { added: string[]; removed: string[] };
  price: { fromTotalMinor: number; toTotalMinor: number } | null;
}

export interface QuoteView {
  id: number;
  tripId: number;
  status: QuoteStatus;
  /** The version the traveller sees (the latest sent one). */
  version: number;
  versions: QuoteVersionSummary[];
  days: number;
  nights: number;
  agent: AgentCard;
  pricingInfo: PricingInfo;
  pricing: QuotePricing;
  /** Whole units, as §3 "discount". */
  discount: number;
  discountableTypeId: number | null;
  discountableType: string | null;
  /**
   * The coupon taken off `pricing`: only ever on the trip's accepted quote (chosen, or the
   * invoice's coupon once invoiced; decision 0191); null on every other quote.
   */
  couponCode: string | null;
  destinationsList: { id: number; name: string }[];
  itinerary: { daysInformation: QuoteDayInfo[] };
  hotelsDetail: QuoteHotelStay[];
  inclusions: string[];
  exclusions: string[];
  inclusionsText: string;
  exclusionsText: string;
  cabsText: string;
  flightsText: string;
  description: string;
  validUntil: string;
  cancellationPolicy: CancellationRule[];
  /** Filled by the money issue; null until then. */
  invoiceShowUrl: string | null;
  invoiceDownloadUrl: string | null;
  travelerDetailUrl: string | null;
  paymentUrl: string | null;
  downloadUrl: string;
  vouchers: unknown[];
  installmentInfo: { isAllPaymentReceived: boolean };
  tripStatus: string;
  opDetails: { name: string; email: string } | null;
  subAccountId: string | null;
  updatedAt: string;
  /** The traveller's compare selection. */
  isSelected: boolean;
  /** Present when the previous sent version exists. */
  diff: QuoteDiff | null;
  declineReason: { reason: string; otherReason: string } | null;
  viewedAt: string | null;
  /**
   * Every amount of the quote, from the one money function (common/quote-amounts.ts, decision
   * 0193): the sent quote's own figures until the money view adds the coupon or the invoice.
   */
  amounts: QuoteAmounts;
  /**
   * The booking state as the reader sees it (common/booking-state.ts, decision 0193); null
   * from the bare quotes module, filled by server/workflows/quote-pages.ts for pages and API.
   */
  booking: BookingStateView | null;
}

/** One row of the traveller's quote list and of the compare popup. */
export type QuoteListItem = Pick<
  QuoteView,
  | "id"
  | "status"
  | "version"
  | "days"
  | "nights"
  | "agent"
  | "pricingInfo"
  | "pricing"
  | "couponCode"
  | "destinationsList"
  | "updatedAt"
  | "isSelected"
  | "amounts"
  | "booking"
  | "tripStatus"
> & {
  /** Star ratings of the proposed hotels, in stay order. */
  hotelStars: number[];
  unreadCount: number;
};

/** What the builder saves; the traveller's view is derived from it (server/modules/quotes/quote-view.ts). */
export interface QuoteContent {
  days: {
    tripDayId: string;
    cityId: number | null;
    cityName: string;
    title: string;
    description: string;
  }[];
  stays: {
    quoteCityId: string;
    cityId: number | null;
    city: string;
    nights: number;
    hotels: {
      hotelKey: string;
      hotelId: number | null;
      name: string;
      city: string;
      rating: number;
      address: string;
      description: string;
      images: string[];
      link: string;
    }[];
  }[];
  inclusions: string[];
  exclusions: string[];
  inclusionsText: string;
  exclusionsText: string;
  cabsText: string;
  flightsText: string;
  description: string;
  pricePerAdult: number;
  pricePerChild: number;
  currency: string;
  discount: number;
  validUntil: string;
  cancellationPolicy: CancellationRule[];
  /** The agency's net costs and markup (decision 0209); never shown to the traveller. */
  costing?: QuoteCosting | null;
  /** Where the draft started, for the agent's reference. */
  origin:
    | { from: "package"; packageId: number }
    | { from: "quote"; quoteId: number }
    | { from: "blank" };
}

/** The builder's state of one quote: the editable draft (or the latest sent version). */
export interface QuoteEditor {
  quoteId: number;
  tripId: number;
  status: QuoteStatus;
  tripStatus: string;
  /** The booking state in the agent's words; filled by server/workflows/quote-pages.ts. */
  booking: BookingStateView | null;
  version: number;
  state: "draft" | "sent";
  content: QuoteContent;
  pricing: QuoteView["pricing"];
  trip: {
    adults: number;
    children: number;
    startDate: string | null;
    toLoc: string[];
    international: boolean;
    /** The catalogue cities of the trip's places: the builder's city picker (decision 0227). */
    cities: { cityId: number; name: string }[];
  };
  /** What the builder needs to run common/quote-costing.ts as the agent types. */
  totalsContext: TotalsContext;
  /** Hotel answers of the latest sent version, so the agent sees what to change. */
  hotelAnswers: { hotelKey: string; status: 1 | -1; reason: string; otherReason: string }[];
}
