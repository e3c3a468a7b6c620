// What the agent's workspace and staff read of leads: the views the leads and quotes services
// answer with and the pages show, declared once for both.
import type { BookingStateView } from "./booking-state";
import type { QuoteAmounts } from "./quote-amounts";
import type { LeadStage, QuotePricing, QuoteStatus } from "./quotes";
import type { TripStatus } from "./trips";

export interface InboxItem {
  leadId: number;
  tripId: number;
  stage: LeadStage;
  state: string;
  reason: string;
  destinations: string[];
  travellerFirstName: string;
  adults: number;
  children: number;
  travelMonth: string;
  startDate: string | null;
  tripDays: number | null;
  budget: number | null;
  routedAt: string;
  respondBy: string;
  updatedAt: string;
  tripStatus: TripStatus;
  /** The agent's newest quote on the trip, and when the traveller last opened one. */
  latestQuote: { id: number; version: number; status: QuoteStatus; sent: boolean } | null;
  /**
   * The booking state of that quote in the agent's words (common/booking-state.ts); null
   * without a quote, or from the bare quotes module (server/workflows/quote-pages.ts fills it).
   */
  booking?: BookingStateView | null;
  viewedAt: string | null;
  /** Chat messages from the traveller the agent has not read, over its quotes on the trip. */
  unreadMessages: number;
}

export interface Inbox {
  counts: Record<LeadStage, number>;
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadTrip {
  id: number;
  status: TripStatus;
  toLoc: string[];
  fromLoc: string;
  travelMonth: string;
  startDate: string | null;
  durations: string[];
  tripDays: number | null;
  tripType: string;
  adults: number;
  children: number;
  budget: number | null;
  comments: string;
  preferences: Record<string, string | undefined>;
  traveller: { firstName: string; email: string; phone: string; masked: boolean };
  createdAt: string;
}

export interface AgentQuoteSummary {
  id: number;
  status: QuoteStatus;
  latestVersion: number;
  sentVersion: number | null;
  hasDraft: boolean;
  viewedAt: string | null;
  totalMinor: number | null;
  currency: string | null;
  /**
   * The sent quote's amounts from the one money function (common/quote-amounts.ts): with the
   * trip's coupon or its invoice once server/workflows/quote-pages.ts adds them; null unsent.
   */
  amounts: QuoteAmounts | null;
  /** The sent version's pricing, as sent (before any coupon); null unsent. */
  pricing: QuotePricing | null;
  hotelRejections: number;
  updatedAt: string;
  /** The booking state in the agent's words; filled by server/workflows/quote-pages.ts. */
  booking?: BookingStateView | null;
}

export interface LeadDetail {
  leadId: number;
  stage: LeadStage;
  state: string;
  reason: string;
  routedAt: string;
  respondBy: string;
  firstQuotedAt: string | null;
  trip: LeadTrip;
  documents: {
    id: number;
    name: string;
    contentType: string;
    sizeBytes: number;
    createdAt: string;
  }[];
  callbacks: {
    id: number;
    quoteId: number;
    option: string;
    reason: string;
    state: string;
    createdAt: string;
  }[];
  quotes: AgentQuoteSummary[];
  /** Whether another agent's quote of this trip is chosen or beyond. */
  lostToAnother: boolean;
}

export interface RoutingHistoryRow {
  leadId: number;
  agentId: number;
  companyName: string;
  state: string;
  reason: string;
  stage: LeadStage;
  routedAt: string;
  respondBy: string;
  firstQuotedAt: string | null;
  closedAt: string | null;
}
