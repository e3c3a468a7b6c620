// Agency payouts (issue 11 §5, §8; decision 0102): what staff release and what an agency sees
// of its money. Shared by the pages, the JSON API and the workflows.
import { z } from "zod";

export const PAYOUTS_PAGE_SIZE = 20;

/** A quote's payout: part of it still held, all of it released, or refunded to nothing. */
export const PAYOUT_STATES = ["held", "released", "refunded"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  held: "Held",
  released: "Released",
  refunded: "Refunded",
};

// From links and tabs, not forms to correct: anything unreadable falls back to the first page.
const pageNumber = z.coerce.number().int().min(1).max(10_000);
const payoutState = z.enum(PAYOUT_STATES);
const page = pageNumber.catch(1);
const state = payoutState.optional().catch(undefined);

/** `/agents/dashboard/payments?status=&page=` (the page; the API reads PayoutsApiQuery). */
export const AgencyPaymentsQuery = z.object({ status: state, page });
export type AgencyPaymentsQuery = z.output<typeof AgencyPaymentsQuery>;

/** `/admin/payouts?status=&page=` (the page; the API reads PayoutsApiQuery). */
export const StaffPayoutsQuery = z.object({ status: state, page });
export type StaffPayoutsQuery = z.output<typeof StaffPayoutsQuery>;

// The JSON API refuses what it cannot read (400 with the field) instead of falling back, and
// its schemas are plain enough for the OpenAPI document (which cannot describe `.catch`).
/** GET /agents/v2/payments and GET /admin/v1/payouts: the same query, strictly read. */
export const PayoutsApiQuery = z.object({
  status: payoutState.optional(),
  page: pageNumber.default(1),
});

export const RELEASE_REASON_MAX = 200;

/** A staff release: why (recorded on the ledger journal, shown to the agency). */
export const ReleasePayoutInput = z.object({
  reason: z
    .string({ error: "Say why the payout is released." })
    .trim()
    .min(3, "Say why the payout is released (at least 3 characters).")
    .max(RELEASE_REASON_MAX, `At most ${RELEASE_REASON_MAX} characters.`)
    // One line, no control characters: it is shown on pages and in notifications.
    .transform((s) => s.replace(/[\p{Cc}]/gu, " ")),
});
export type ReleasePayoutInput = z.output<typeof ReleasePayoutInput>;

export interface PayoutRelease {
  at: string;
  amountMinor: number;
  /** Why: "vouchers uploaded", or the staff member's reason. */
  reason: string;
  by: "vouchers" | "staff";
}

export interface MoneyTotals {
  currency: string;
  /** Captured from travellers. */
  receivedMinor: number;
  /** Refunds asked of the gateway (pending or processed). */
  refundedMinor: number;
  /** The platform's commission, net of refunds. */
  commissionMinor: number;
  heldMinor: number;
  releasedMinor: number;
}

/** One payout row of the staff page: an agency's share of one quote. */
export interface StaffPayoutRow {
  agencyId: number;
  agencyName: string;
  quoteId: number;
  tripId: number | null;
  invoiceNumber: string | null;
  tripTitle: string;
  travellerName: string;
  invoiceStatus: string | null;
  currency: string;
  heldMinor: number;
  releasedMinor: number;
  commissionMinor: number;
  state: PayoutState;
  releases: PayoutRelease[];
}

export interface StaffPayoutsPage {
  rows: StaffPayoutRow[];
  page: number;
  pageSize: number;
  total: number;
  counts: Record<PayoutState, number>;
  /** Per agency: held and released in each currency. */
  agencies: {
    agencyId: number;
    agencyName: string;
    currency: string;
    heldMinor: number;
    releasedMinor: number;
  }[];
}

export interface AgencyPayment {
  orderId: string;
  at: string;
  instalment: string;
  amountMinor: number;
  /** created | pending | captured | failed | expired (the gateway's state, or our expiry). */
  status: string;
  /**
   * A second payment of something already paid (decision 0189): refunded in full to the
   * traveller, counted in no total.
   */
  paidTwice: boolean;
  method: string | null;
  refunds: { amountMinor: number; status: string; at: string }[];
}

/** One quote of the agency's payments page: its payments, commission and payout. */
export interface AgencyQuoteMoney {
  quoteId: number;
  tripId: number;
  invoiceNumber: string;
  invoiceStatus: string;
  tripTitle: string;
  travellerName: string;
  travelDate: string | null;
  currency: string;
  totalMinor: number;
  payments: AgencyPayment[];
  receivedMinor: number;
  refundedMinor: number;
  commissionMinor: number;
  heldMinor: number;
  releasedMinor: number;
  state: PayoutState | "unpaid";
  releases: PayoutRelease[];
  leadUrl: string;
}

export interface AgencyPaymentsPage {
  quotes: AgencyQuoteMoney[];
  page: number;
  pageSize: number;
  total: number;
  counts: Record<PayoutState | "unpaid", number>;
  totals: MoneyTotals[];
}
