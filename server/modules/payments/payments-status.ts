import type { PaymentOrderStatus, RefundStatus } from "../../../common/payments";

/**
 * The payment order's and the refund's state machines as tables (docs/decisions/0120). Only
 * the gateway moves them (through verified webhooks, or our own refusal of a refund call).
 * A capture may follow a failure (the payer retried on the gateway's page); nothing follows
 * a capture, so a late failure or pending is ignored.
 */
export const ORDER_TRANSITIONS: readonly {
  from: PaymentOrderStatus;
  event: "payment.pending" | "payment.captured" | "payment.failed";
  to: PaymentOrderStatus;
}[] = [
  { from: "created", event: "payment.pending", to: "pending" },
  { from: "created", event: "payment.captured", to: "captured" },
  { from: "pending", event: "payment.captured", to: "captured" },
  { from: "failed", event: "payment.captured", to: "captured" },
  { from: "created", event: "payment.failed", to: "failed" },
  { from: "pending", event: "payment.failed", to: "failed" },
];

export const REFUND_TRANSITIONS: readonly {
  from: RefundStatus;
  event: "refund.processed" | "refund.failed";
  to: RefundStatus;
}[] = [
  { from: "pending", event: "refund.processed", to: "processed" },
  { from: "pending", event: "refund.failed", to: "failed" },
];

export function nextOrderStatus(
  from: string,
  event: (typeof ORDER_TRANSITIONS)[number]["event"],
): PaymentOrderStatus | null {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

export function nextRefundStatus(
  from: string,
  event: (typeof REFUND_TRANSITIONS)[number]["event"],
): RefundStatus | null {
  return REFUND_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}
