import type { CurrencyCode } from "../../../common/locale";
import type { PaymentOrderStatus, RefundStatus } from "../../../common/payments";
import type { AuthenticatedUser } from "../../../common/roles";

/**
 * The payments module's public types (docs/decisions/0120, /work notes payments-api.md).
 * A client module (quote instalments, hotel bookings, …) asks for an order for an amount its own
 * server code computed, sends the browser to `checkoutUrl`, and learns the outcome from domain
 * events (payments.events.ts). Amounts are integer minor units (paise), never from the browser.
 */

/** What is being paid for: the client module's own kind of thing. Lowercase snake case. */
export type BookableType = string;

/** One line of the ledger: positive debits, negative credits; a journal's lines sum to zero. */
export interface LedgerLine {
  /** An account key: `gateway`, `traveller_clearing`, `agent_payout_hold:12`, … (see LEDGER_ACCOUNTS). */
  account: string;
  amountMinor: number;
}

/** Where a captured amount goes, as credits (positive numbers here) that sum to the order amount. */
export interface Allocation {
  account: string;
  amountMinor: number;
}

export interface CreateOrderInput {
  bookableType: BookableType;
  /** The client's id of the thing paid for (a number is turned into its decimal text). */
  bookableId: string | number;
  /** The signed-in user paying: only they may open the checkout and the response page. */
  payerUserId: string;
  /** Computed by the calling server code (a quote instalment, a hotel stay). Positive, integer. */
  amountMinor: number;
  currency: CurrencyCode;
  /** Shown on the hosted payment page and the receipt ("Deposit for Kerala, 6 nights"). */
  description: string;
  /**
   * The same key (per payer) with the same bookable and amount answers the first order; with
   * anything else it is refused (409 payment_key_reused). Use the page form's token.
   */
  idempotencyKey: string;
  /**
   * How the captured money is split in the ledger, as credits summing to amountMinor. Default:
   * everything to `platform_revenue`. Agency trips use `ledgerHelpers.agencySplit(…)`.
   */
  allocations?: Allocation[];
  /**
   * Groups ledger lines (payout holds are released per reference). Default `${bookableType}:${bookableId}`;
   * the instalments of one quote share `quote:{quoteId}`.
   */
  ledgerReference?: string;
  /** Razorpay `partial_payment`; the sandbox always takes the full amount. Default false. */
  partialPayment?: boolean;
}

export interface PaymentOrderView {
  /** Public id (`pord_…`), used in URLs; never the row id. */
  id: string;
  bookableType: BookableType;
  bookableId: string;
  payerUserId: string;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  status: PaymentOrderStatus;
  gateway: GatewayName;
  /** The gateway's id of the order (`order_sbx_…`, `order_…` at Razorpay). */
  gatewayOrderId: string;
  /** Where to send the browser to pay (the sandbox's hosted page, or our Razorpay checkout page). */
  checkoutUrl: string;
  capturedMinor: number;
  /** Sum of processed and pending refunds. */
  refundedMinor: number;
  /** The payment method the gateway reported (card, upi, netbanking), once known. */
  method: string | null;
  failureReason: string | null;
  ledgerReference: string;
  createdAt: Date;
  capturedAt: Date | null;
  /** When a created or pending order expires (its creation plus the gateway's expiry). */
  expiresAt: Date;
  /**
   * Set on a capture for a bookable another order had already paid: that order's id. Such a
   * payment is not counted anywhere and is refunded in full automatically (decision 0189).
   */
  duplicateOf: string | null;
}

export interface RequestRefundInput {
  /** The order's public id. */
  orderId: string;
  /** At most the captured amount minus refunds already pending or processed. */
  amountMinor: number;
  reason: string;
  /** Per order: the same key answers the first refund. */
  idempotencyKey: string;
  /**
   * Which accounts give the money back (debits, positive, summing to amountMinor). Default: the
   * order's allocations, in proportion. Pass it when a payout was already released.
   */
  reversal?: Allocation[];
  /** Who asked (a user id), or "system". Kept on the refund row. */
  requestedBy: string;
}

export interface RefundView {
  id: string;
  orderId: string;
  bookableType: BookableType;
  bookableId: string;
  amountMinor: number;
  currency: CurrencyCode;
  status: RefundStatus;
  reason: string;
  failureReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
}

/**
 * A capture for a bookable that another order had already paid (decision 0189), and where its
 * automatic full refund stands: what the payer is told and staff see.
 */
export interface DuplicatePaymentView {
  orderId: string;
  bookableId: string;
  amountMinor: number;
  currency: CurrencyCode;
  capturedAt: Date;
  /** Null until the refund job has run (a moment after the capture). */
  refund: { status: RefundStatus; amountMinor: number; at: Date } | null;
}

/** What the response page shows for a captured payment; from the bookable's module. */
export interface BookableConfirmation {
  /** "Payment received" heading's subject: "Deposit for your Kerala trip". */
  title: string;
  /** Facts to show: booking reference, dates, what comes next. */
  lines: { label: string; value: string }[];
  /** The next page (booking details, the quote) and its label. */
  continueUrl: string;
  continueLabel: string;
  /**
   * False while the bookable's module has not counted this captured payment yet (its
   * payment.captured handler has not run): the page says the payment is received and the
   * booking is being confirmed, and refreshes itself. Absent or true: confirmed.
   */
  settled?: boolean;
}

/** How the response page talks about one bookable; each client type registers one. */
export interface BookableHandler {
  type: BookableType;
  /** Called only when the query says success=true and the server's order is captured. Null: not this user's (404). */
  confirmation(
    bookableId: string,
    user: AuthenticatedUser,
    /** The captured order the payer came back from. */
    order: { id: string; amountMinor: number },
  ): Promise<BookableConfirmation | null>;
  /**
   * Where to start over after a failure (the payment page), where to go back, and optionally a
   * line on where the bookable stands (e.g. what is still due). Null: not this user's.
   */
  links(
    bookableId: string,
    user: AuthenticatedUser,
  ): Promise<{ retryUrl: string; backUrl: string; backLabel: string; note?: string } | null>;
}

export type GatewayName = "sandbox" | "razorpay";

/** What a gateway told us, after its signature was checked: one normalized shape for both. */
export interface GatewayEvent {
  /** The gateway's event id: the dedupe key (unique per gateway). */
  eventId: string;
  type:
    | "payment.pending"
    | "payment.captured"
    | "payment.failed"
    | "refund.processed"
    | "refund.failed";
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  gatewayRefundId: string | null;
  amountMinor: number;
  currency: string;
  method: string | null;
  failureReason: string | null;
  /** When it happened at the gateway (out-of-order deliveries are judged by state, not by this). */
  occurredAt: Date;
}

export type WebhookVerdict =
  | { ok: true; events: GatewayEvent[] }
  | { ok: false; reason: "missing_signature" | "bad_signature" | "stale" | "malformed" };

export interface GatewayOrderRequest {
  /** Our order's public id, the gateway's `receipt`. */
  receipt: string;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  partialPayment: boolean;
  /** Our response page for this bookable, without `success` (the gateway adds it). */
  callbackUrl: string;
}

/** One payment gateway (server/modules/payments/gateways): the sandbox or Razorpay. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * How long an order stays payable at this gateway from its creation; then our timer expires
   * it (decision 0190). Each gateway has its constant.
   */
  readonly orderExpiryMs: number;
  createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }>;
  /** Where the payer goes for this order. */
  checkoutUrl(order: { id: string; gatewayOrderId: string }): string;
  /** Checks the signature of a webhook over its raw body, then parses it. Never throws. */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): WebhookVerdict;
  /** Asks the gateway to refund; the outcome arrives later as a refund.* webhook. */
  refund(request: {
    gatewayPaymentId: string;
    amountMinor: number;
    refundId: string;
  }): Promise<{ gatewayRefundId: string }>;
}
