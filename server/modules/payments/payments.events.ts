import type { CurrencyCode } from "../../../common/locale";

/** What every payment event carries: enough for a client module to find its bookable. */
export interface PaymentEventBase {
  /** The order's public id (`pord_…`). */
  orderId: string;
  bookableType: string;
  bookableId: string;
  payerUserId: string;
  amountMinor: number;
  currency: CurrencyCode;
  ledgerReference: string;
}

export interface RefundEventBase {
  refundId: string;
  /**
   * The refund of a duplicate capture (decision 0189): that payment was never counted, so its
   * refund takes nothing off what the bookable has received.
   */
  ofDuplicate: boolean;
  orderId: string;
  bookableType: string;
  bookableId: string;
  payerUserId: string;
  amountMinor: number;
  currency: CurrencyCode;
  ledgerReference: string;
}

// Published after the transaction that changed the order or refund has committed, once per
// change (a duplicate webhook changes nothing and publishes nothing). Delivery is in-process;
// a listener must be idempotent (key on orderId / refundId) and must schedule a durable job
// for anything that has to survive a crash.
declare module "../../events/domain-events" {
  interface DomainEventMap {
    /** A UPI payment awaits the payer's approval in their app. */
    "payment.pending": PaymentEventBase;
    /** The money is ours: the ledger has the capture and the allocation. */
    "payment.captured": PaymentEventBase & {
      capturedMinor: number;
      method: string | null;
      capturedAt: string;
    };
    "payment.failed": PaymentEventBase & { failureReason: string };
    /** Not completed within the gateway's expiry: no longer payable (decision 0190). */
    "payment.expired": PaymentEventBase;
    /**
     * Captured for a bookable another order (`duplicateOf`) had already paid: not counted,
     * refunded in full by a job the same transaction scheduled (decision 0189).
     */
    "payment.duplicate_captured": PaymentEventBase & {
      capturedMinor: number;
      duplicateOf: string;
      capturedAt: string;
    };
    "refund.pending": RefundEventBase;
    "refund.processed": RefundEventBase;
    "refund.failed": RefundEventBase & { failureReason: string };
  }
}
