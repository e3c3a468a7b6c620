// One derived booking state for a trip and for each of its quotes (decision 0193), computed
// from the stored facts: the trip's status, the quote's status, its invoice's total, payments,
// refunds and credit note, and its vouchers. Every page, the API, the notifications and the
// PDFs say what a booking is through this file, in the wording of whoever reads it, so one paid
// trip never reads "Booked" on one page, "Payment in progress" on another and "Converted" on a
// third. docs/booking-states.md is this table in prose. Pure: browser and server import it.
import type { QuoteStatus } from "./quotes";
import { isStaff, type Role } from "./roles";
import type { TripStatus } from "./trip-status";

export const BOOKING_STATES = [
  "draft",
  "awaiting_quotes",
  "quoted",
  "accepted",
  "invoiced",
  "deposit_paid",
  "fully_paid",
  "converted",
  "declined",
  "withdrawn",
  "postponed",
  "cancelled",
  "refund_pending",
  "refunded_partly",
  "refunded_fully",
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/**
 * The order money moves a live booking forward in: more paid, an invoice issued or vouchers
 * uploaded never moves a booking back along it (the unit test's property).
 */
export const BOOKING_PROGRESS: readonly BookingState[] = [
  "awaiting_quotes",
  "quoted",
  "accepted",
  "invoiced",
  "deposit_paid",
  "fully_paid",
  "converted",
];

/** The order a cancelled booking's refund moves in. */
export const REFUND_PROGRESS: readonly BookingState[] = [
  "cancelled",
  "refund_pending",
  "refunded_partly",
  "refunded_fully",
];

/** Who reads the state: the trip's traveller, the quote's agency, or operations staff. */
export type BookingAudience = "traveller" | "agent" | "staff";

export function audienceOf(role: Role): BookingAudience {
  if (role === "agent") return "agent";
  if (role === "traveller") return "traveller";
  return isStaff(role) || role === "dialer" ? "staff" : "traveller";
}

/** How a badge looks: closed or not yet sent, waiting, open, someone's move, paid, done, refund. */
export type BookingTone = "muted" | "waiting" | "open" | "action" | "paid" | "done" | "refund";

export interface BookingStateRow {
  /** The stored facts that give this state (what docs/booking-states.md lists). */
  facts: string;
  traveller: string;
  agent: string;
  staff: string;
  tone: BookingTone;
}

/** Each state's label per reader and its tone: the one table every page reads. */
export const BOOKING_STATE_TABLE: Readonly<Record<BookingState, BookingStateRow>> = {
  draft: {
    facts: "The agent's quote has no sent version yet.",
    traveller: "Draft",
    agent: "Draft · not sent",
    staff: "Draft · not sent",
    tone: "muted",
  },
  awaiting_quotes: {
    facts: "Trip Active, no quote sent yet (a trip with no quote of its own).",
    traveller: "Awaiting quotes",
    agent: "New lead",
    staff: "Awaiting quotes",
    tone: "waiting",
  },
  quoted: {
    facts: "Trip Active; the quote is sent and active (a trip: quotes sent, none accepted).",
    traveller: "Quoted",
    agent: "Quoted",
    staff: "Quoted",
    tone: "open",
  },
  accepted: {
    facts: "Quote chosen (the traveller accepted it), no live invoice yet.",
    traveller: "Accepted · invoice on its way",
    agent: "Accepted · issue the invoice",
    staff: "Accepted · awaiting invoice",
    tone: "action",
  },
  invoiced: {
    facts: "A live invoice, nothing paid on it.",
    traveller: "Invoiced · payment due",
    agent: "Invoiced · awaiting payment",
    staff: "Invoiced · awaiting payment",
    tone: "action",
  },
  deposit_paid: {
    facts: "A live invoice with something paid, less than its total.",
    traveller: "Booked · deposit paid",
    agent: "Booked · deposit paid",
    staff: "Booked · deposit paid",
    tone: "paid",
  },
  fully_paid: {
    facts: "A live invoice paid in full, no voucher uploaded yet.",
    traveller: "Booked · fully paid",
    agent: "Fully paid · upload vouchers",
    staff: "Fully paid · vouchers due",
    tone: "paid",
  },
  converted: {
    facts: "Paid in full and at least one voucher uploaded (quote and trip Converted).",
    traveller: "Confirmed · vouchers ready",
    agent: "Converted",
    staff: "Converted",
    tone: "done",
  },
  declined: {
    facts: "Quote declined by the traveller.",
    traveller: "Declined",
    agent: "Declined by the traveller",
    staff: "Declined",
    tone: "muted",
  },
  withdrawn: {
    facts: "Quote withdrawn by its agent (quote status canceled).",
    traveller: "Withdrawn by the agent",
    agent: "Withdrawn",
    staff: "Withdrawn",
    tone: "muted",
  },
  postponed: {
    facts: "Trip Postponed and no refund given or due.",
    traveller: "Postponed",
    agent: "Postponed",
    staff: "Postponed",
    tone: "muted",
  },
  cancelled: {
    facts: "Trip Cancelled (or the quote requestCancelled) and no refund given or due.",
    traveller: "Cancelled",
    agent: "Cancelled",
    staff: "Cancelled",
    tone: "muted",
  },
  refund_pending: {
    facts: "Cancelled after a payment; the credit note's refund is not all processed yet.",
    traveller: "Cancelled · refund on its way",
    agent: "Cancelled · refund pending",
    staff: "Cancelled · refund pending",
    tone: "refund",
  },
  refunded_partly: {
    facts: "Cancelled after a payment; refunds processed, less than was paid.",
    traveller: "Cancelled · partly refunded",
    agent: "Cancelled · partly refunded",
    staff: "Cancelled · partly refunded",
    tone: "refund",
  },
  refunded_fully: {
    facts: "Cancelled after a payment; everything paid refunded.",
    traveller: "Cancelled · fully refunded",
    agent: "Cancelled · fully refunded",
    staff: "Cancelled · fully refunded",
    tone: "refund",
  },
};

/** The money side of a quote's latest invoice (a cancelled one included). */
export interface BookingInvoiceFacts {
  /** The invoice's total: after the coupon, GST included. */
  totalMinor: number;
  /** Captured on it, before refunds. */
  paidMinor: number;
  /** Refunds processed by the gateway. */
  refundedMinor: number;
  /** What the cancellation's credit note gives back in all (0 without one). */
  refundDueMinor: number;
  /** Closed: a cancelled booking's invoice, or one whose issue was undone. */
  cancelled: boolean;
}

export interface BookingFacts {
  tripStatus: TripStatus;
  /** Quotes sent on the trip: only read for a trip without a booking quote. */
  sentQuotes: number;
  /**
   * The quote whose state this is: one quote's badge, or the trip's booking quote (chosen or
   * beyond, or a cancelled booking's). Null: a trip with no such quote.
   */
  quote: { status: QuoteStatus; sent: boolean } | null;
  /** The quote's latest invoice, if any. */
  invoice: BookingInvoiceFacts | null;
  /** Vouchers the agent uploaded for the quote. */
  vouchers: number;
}

/** The one rule: what a booking is, from its facts (the table above says how each reads). */
export function bookingStateOf(f: BookingFacts): BookingState {
  const q = f.quote;
  if (q && !q.sent) return "draft";
  if (q?.status === "declined") return "declined";
  if (q?.status === "canceled") return "withdrawn";
  const paid = Math.max(f.invoice?.paidMinor ?? 0, 0);
  const stopped =
    f.tripStatus === "Cancelled" ||
    f.tripStatus === "Postponed" ||
    q?.status === "requestCancelled";
  if (stopped) {
    if (paid > 0 && f.invoice) {
      const refunded = Math.max(f.invoice.refundedMinor, 0);
      if (refunded >= paid) return "refunded_fully";
      if (f.invoice.refundDueMinor > refunded) return "refund_pending";
      if (refunded > 0) return "refunded_partly";
    }
    return f.tripStatus === "Postponed" ? "postponed" : "cancelled";
  }
  if (!q) {
    // A trip without a booking quote: only its status and quote count are known.
    if (f.tripStatus === "Converted") return "converted";
    if (f.tripStatus === "Booked") return "deposit_paid";
    return f.sentQuotes > 0 ? "quoted" : "awaiting_quotes";
  }
  const invoice = f.invoice && !f.invoice.cancelled ? f.invoice : null;
  if (invoice) {
    if (invoice.totalMinor > 0 && paid >= invoice.totalMinor) {
      return f.vouchers > 0 || q.status === "converted" ? "converted" : "fully_paid";
    }
    return paid > 0 ? "deposit_paid" : "invoiced";
  }
  switch (q.status) {
    case "chosen":
      return "accepted";
    case "invoiced":
      return "invoiced";
    case "payment":
      return "deposit_paid";
    case "converted":
      return "converted";
    default:
      return "quoted";
  }
}

/** What a badge shows: the state, its label for this reader, its tone. */
export interface BookingStateView {
  state: BookingState;
  label: string;
  tone: BookingTone;
}

export function bookingView(state: BookingState, audience: BookingAudience): BookingStateView {
  const row = BOOKING_STATE_TABLE[state];
  return { state, label: row[audience], tone: row.tone };
}

export const bookingLabel = (state: BookingState, audience: BookingAudience): string =>
  BOOKING_STATE_TABLE[state][audience];

/** The state of these facts as this reader sees it. */
export function bookingStateView(facts: BookingFacts, audience: BookingAudience) {
  return bookingView(bookingStateOf(facts), audience);
}

/**
 * The trip's booking quote among its quotes: the one chosen or beyond, else (a stopped trip)
 * the one whose invoice was paid or is the latest. Null: the trip's state is its own.
 */
export function bookingQuoteOf<
  Q extends { id: number; status: QuoteStatus; invoice: BookingInvoiceFacts | null },
>(tripStatus: TripStatus, quotes: readonly Q[]): Q | null {
  const live = quotes.find(
    (q) =>
      q.status === "chosen" ||
      q.status === "invoiced" ||
      q.status === "payment" ||
      q.status === "converted",
  );
  if (live) return live;
  if (tripStatus !== "Cancelled" && tripStatus !== "Postponed") return null;
  const invoiced = quotes.filter((q) => q.status === "requestCancelled" && q.invoice);
  return (
    invoiced.find((q) => (q.invoice?.paidMinor ?? 0) > 0) ?? invoiced[invoiced.length - 1] ?? null
  );
}
