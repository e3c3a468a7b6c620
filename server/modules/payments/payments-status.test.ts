import { describe, expect, it } from "vitest";
import { PAYMENT_ORDER_STATUSES } from "../../../common/payments";
import { nextOrderStatus, nextRefundStatus } from "./payments-status";

describe("payment state machines", () => {
  it("captured is final: nothing moves it", () => {
    for (const event of ["payment.pending", "payment.captured", "payment.failed"] as const) {
      expect(nextOrderStatus("captured", event)).toBeNull();
    }
  });
  it("a capture may follow a failure; a pending only follows created", () => {
    expect(nextOrderStatus("failed", "payment.captured")).toBe("captured");
    for (const from of PAYMENT_ORDER_STATUSES) {
      expect(nextOrderStatus(from, "payment.pending")).toBe(from === "created" ? "pending" : null);
    }
  });
  it("refunds end once", () => {
    expect(nextRefundStatus("pending", "refund.processed")).toBe("processed");
    expect(nextRefundStatus("processed", "refund.failed")).toBeNull();
    expect(nextRefundStatus("failed", "refund.processed")).toBeNull();
  });
});
