import {
  PAYMENT_ORDER_STATUSES,
  type PaymentOrderStatus,
  REFUND_STATUSES,
  type RefundStatus,
} from "../../../common/payments";
import type { Executor } from "../../db";
import { defineMachine, moveRow, type Transition } from "../../lib/state-machine";
import { paymentOrders, paymentRefunds } from "./payments.schema";

export const ORDER_EVENTS = [
  "payment.pending",
  "payment.captured",
  "payment.failed",
  "payment.expired",
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const REFUND_EVENTS = ["refund.processed", "refund.failed"] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

/**
 * Who moves a payment: the gateway (a verified webhook) or the system (our own expiry timer,
 * the jobs module, decision 0190; our refund call the gateway refused).
 */
export const PAYMENT_ACTORS = ["gateway", "system"] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

/**
 * The payment order's and the refund's state machines as tables (docs/decisions/0120, 0194).
 * Only created and pending orders are live: a bookable has at most one (decision 0189).
 */
export const ORDER_TRANSITIONS: readonly Transition<
  PaymentOrderStatus,
  OrderEvent,
  PaymentActor
>[] = [
  // A UPI request (or a Razorpay authorisation) waits for the payer's approval.
  { from: "created", event: "payment.pending", to: "pending", actors: ["gateway"] },
  // Money in. Nothing follows a capture: a late failure, pending or expiry is ignored.
  { from: "created", event: "payment.captured", to: "captured", actors: ["gateway"] },
  { from: "pending", event: "payment.captured", to: "captured", actors: ["gateway"] },
  // The payer retried on the gateway's page after a failure.
  { from: "failed", event: "payment.captured", to: "captured", actors: ["gateway"] },
  // Paid after our timer gave up on it: the money is taken into account all the same (counted
  // if the bookable still wants it, refunded in full if another order paid it; decision 0190).
  { from: "expired", event: "payment.captured", to: "captured", actors: ["gateway"] },
  { from: "created", event: "payment.failed", to: "failed", actors: ["gateway"] },
  { from: "pending", event: "payment.failed", to: "failed", actors: ["gateway"] },
  // Not completed within the gateway's expiry: our timer stops the attempt being live.
  { from: "created", event: "payment.expired", to: "expired", actors: ["system"] },
  { from: "pending", event: "payment.expired", to: "expired", actors: ["system"] },
];

export const ORDER_MACHINE = defineMachine({
  states: PAYMENT_ORDER_STATUSES,
  initial: "created",
  events: ORDER_EVENTS,
  actors: PAYMENT_ACTORS,
  transitions: ORDER_TRANSITIONS,
});

/** Statuses of an order still waiting for the payer: one per bookable (a partial unique index). */
export const LIVE_ORDER_STATUSES = [
  "created",
  "pending",
] as const satisfies readonly PaymentOrderStatus[];

export const REFUND_TRANSITIONS: readonly Transition<RefundStatus, RefundEvent, PaymentActor>[] = [
  { from: "pending", event: "refund.processed", to: "processed", actors: ["gateway"] },
  // The gateway reports the refund failed, or refused our call to make it.
  { from: "pending", event: "refund.failed", to: "failed", actors: ["gateway", "system"] },
];

export const REFUND_MACHINE = defineMachine({
  states: REFUND_STATUSES,
  initial: "pending",
  events: REFUND_EVENTS,
  actors: PAYMENT_ACTORS,
  transitions: REFUND_TRANSITIONS,
});

/** The order's status after `event`, whoever sends it; null when the table has no such step. */
export function nextOrderStatus(
  from: PaymentOrderStatus,
  event: OrderEvent,
): PaymentOrderStatus | null {
  return ORDER_MACHINE.find(from, event)?.to ?? null;
}

/** The refund's status after `event`, whoever sends it; null when the table has no such step. */
export function nextRefundStatus(from: RefundStatus, event: RefundEvent): RefundStatus | null {
  return REFUND_MACHINE.find(from, event)?.to ?? null;
}

type OrderRow = typeof paymentOrders.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * The one status change of a payment order (decision 0194), inside the caller's transaction
 * with the order row locked: refused by the table → null without a write; otherwise a
 * compare-and-set on the status the order was read in. `set` writes the columns that go with
 * the step. The caller posts the ledger and records the domain event in the same `t`.
 */
export async function changeOrderStatus(
  t: Executor,
  change: {
    order: Pick<OrderRow, "id" | "status">;
    event: OrderEvent;
    actor: PaymentActor;
    set: Omit<Partial<typeof paymentOrders.$inferInsert>, "status">;
  },
): Promise<OrderRow | null> {
  return moveRow(
    t,
    ORDER_MACHINE,
    { table: paymentOrders, id: paymentOrders.id, status: paymentOrders.status },
    change.order,
    { event: change.event, actor: change.actor, set: (to) => ({ ...change.set, status: to }) },
  );
}

/** The one status change of a refund: like changeOrderStatus, the refund row locked. */
export async function changeRefundStatus(
  t: Executor,
  change: {
    refund: Pick<RefundRow, "id" | "status">;
    event: RefundEvent;
    actor: PaymentActor;
    set: Omit<Partial<typeof paymentRefunds.$inferInsert>, "status">;
  },
): Promise<RefundRow | null> {
  return moveRow(
    t,
    REFUND_MACHINE,
    { table: paymentRefunds, id: paymentRefunds.id, status: paymentRefunds.status },
    change.refund,
    { event: change.event, actor: change.actor, set: (to) => ({ ...change.set, status: to }) },
  );
}
