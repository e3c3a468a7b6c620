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
    "refund.pending": RefundEventBase;
    "refund.processed": RefundEventBase;
    "refund.failed": RefundEventBase & { failureReason: string };
  }
}
