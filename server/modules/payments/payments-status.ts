import type { PaymentOrderStatus, RefundStatus } from "../../../common/payments";

export type OrderEvent =
  | "payment.pending"
  | "payment.captured"
  | "payment.failed"
  | "payment.expired";

/**
 * The payment order's and the refund's state machines as tables (docs/decisions/0120). The
 * gateway moves an order through verified webhooks; our own expiry timer (the jobs module,
 * decision 0190) moves it to expired. Only created and pending orders are live: a bookable has
 * at most one (decision 0189).
 */
export const ORDER_TRANSITIONS: readonly {
  from: PaymentOrderStatus;
  event: OrderEvent;
  to: PaymentOrderStatus;
}[] = [
  // A UPI request (or a Razorpay authorisation) waits for the payer's approval.
  { from: "created", event: "payment.pending", to: "pending" },
  // Money in. Nothing follows a capture: a late failure, pending or expiry is ignored.
  { from: "created", event: "payment.captured", to: "captured" },
  { from: "pending", event: "payment.captured", to: "captured" },
  // The payer retried on the gateway's page after a failure.
  { from: "failed", event: "payment.captured", to: "captured" },
  // Paid after our timer gave up on it: the money is taken into account all the same (counted
  // if the bookable still wants it, refunded in full if another order paid it; decision 0190).
  { from: "expired", event: "payment.captured", to: "captured" },
  { from: "created", event: "payment.failed", to: "failed" },
  { from: "pending", event: "payment.failed", to: "failed" },
  // Not completed within the gateway's expiry: the attempt stops being live.
  { from: "created", event: "payment.expired", to: "expired" },
  { from: "pending", event: "payment.expired", to: "expired" },
];

/** Statuses of an order still waiting for the payer: one per bookable (a partial unique index). */
export const LIVE_ORDER_STATUSES = [
  "created",
  "pending",
] as const satisfies readonly PaymentOrderStatus[];

export const REFUND_TRANSITIONS: readonly {
  from: RefundStatus;
  event: "refund.processed" | "refund.failed";
  to: RefundStatus;
}[] = [
  { from: "pending", event: "refund.processed", to: "processed" },
  { from: "pending", event: "refund.failed", to: "failed" },
];

export function nextOrderStatus(from: string, event: OrderEvent): PaymentOrderStatus | null {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

export function nextRefundStatus(
  from: string,
  event: (typeof REFUND_TRANSITIONS)[number]["event"],
): RefundStatus | null {
  return REFUND_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}
