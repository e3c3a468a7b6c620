import { describe, expect, expectTypeOf, it } from "vitest";
import {
  PAYMENT_ORDER_STATUSES,
  type PaymentOrderStatus,
  type RefundStatus,
} from "../../../common/payments";
import { checkWalks } from "../../testing/machine-properties";
import type { paymentOrders, paymentRefunds } from "./payments.schema";
import {
  ORDER_EVENTS as EVENTS,
  LIVE_ORDER_STATUSES,
  nextOrderStatus,
  nextRefundStatus,
  ORDER_MACHINE,
  ORDER_TRANSITIONS,
  REFUND_MACHINE,
} from "./payments-status";

describe("payment state machines", () => {
  it("captured is final: nothing moves it", () => {
    for (const event of EVENTS) expect(nextOrderStatus("captured", event)).toBeNull();
  });
  it("a capture may follow a failure or an expiry; a pending only follows created", () => {
    expect(nextOrderStatus("failed", "payment.captured")).toBe("captured");
    expect(nextOrderStatus("expired", "payment.captured")).toBe("captured");
    for (const from of PAYMENT_ORDER_STATUSES) {
      expect(nextOrderStatus(from, "payment.pending")).toBe(from === "created" ? "pending" : null);
    }
  });
  it("only a live order expires, and an expired one is moved by nothing but a late capture", () => {
    for (const from of PAYMENT_ORDER_STATUSES) {
      const live = (LIVE_ORDER_STATUSES as readonly string[]).includes(from);
      expect(nextOrderStatus(from, "payment.expired")).toBe(live ? "expired" : null);
    }
    expect(nextOrderStatus("expired", "payment.failed")).toBeNull();
    expect(nextOrderStatus("expired", "payment.pending")).toBeNull();
    expect(nextOrderStatus("expired", "payment.expired")).toBeNull();
  });
  it("the live statuses are exactly those a gateway event or the timer can still move off", () => {
    const movable = new Set(
      ORDER_TRANSITIONS.filter((t) => t.event !== "payment.captured").map((t) => t.from),
    );
    expect([...movable].sort()).toEqual([...LIVE_ORDER_STATUSES].sort());
  });
  it("every transition names known statuses and no pair is listed twice", () => {
    const pairs = ORDER_TRANSITIONS.map((t) => `${t.from}|${t.event}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const t of ORDER_TRANSITIONS) {
      expect(PAYMENT_ORDER_STATUSES).toContain(t.from);
      expect(PAYMENT_ORDER_STATUSES).toContain(t.to);
    }
  });
  it("refunds end once", () => {
    expect(nextRefundStatus("pending", "refund.processed")).toBe("processed");
    expect(nextRefundStatus("processed", "refund.failed")).toBeNull();
    expect(nextRefundStatus("failed", "refund.processed")).toBeNull();
  });
  it("only our timer expires an order; the gateway moves it otherwise", () => {
    expect(ORDER_MACHINE.canTransition("created", "payment.expired", "system")).toBe(true);
    expect(ORDER_MACHINE.canTransition("created", "payment.expired", "gateway")).toBe(false);
    expect(ORDER_MACHINE.canTransition("created", "payment.captured", "system")).toBe(false);
    // A refund fails by the gateway's word, or when the gateway refused our call to make it.
    expect(REFUND_MACHINE.canTransition("pending", "refund.failed", "system")).toBe(true);
    expect(REFUND_MACHINE.canTransition("pending", "refund.processed", "system")).toBe(false);
  });
  it("walks any sequence of webhooks and timers only through the tables' rows", () => {
    checkWalks(ORDER_MACHINE, {
      // Captured is the end; a failed or expired attempt is only ever captured late.
      captured: [],
      failed: ["payment.captured"],
      expired: ["payment.captured"],
    });
    checkWalks(REFUND_MACHINE, { processed: [], failed: [] });
  });
  it("types the status columns with the statuses of the tables", () => {
    expectTypeOf<
      (typeof paymentOrders.$inferSelect)["status"]
    >().toEqualTypeOf<PaymentOrderStatus>();
    expectTypeOf<(typeof paymentRefunds.$inferSelect)["status"]>().toEqualTypeOf<RefundStatus>();
  });
});
