// The money events of quotes (issue 11 §8), added to the domain event map by declaration
// merging. Recorded through the outbox by server/workflows/* (decision 0184); notifications
// handle them.
declare module "../../events/domain-events" {
  interface DomainEventMap {
    "invoice.issued": {
      invoiceId: number;
      number: string;
      quoteId: number;
      tripId: number;
      agentId: number;
      travellerUserId: string;
      totalMinor: number;
      currency: string;
    };
    /** A captured payment counted against a quote's invoice (once per order). */
    "quote.payment_captured": {
      invoiceId: number;
      instalmentId: number;
      quoteId: number;
      tripId: number;
      orderId: string;
      amountMinor: number;
      currency: string;
      travellerUserId: string;
      agentId: number;
      allPaid: boolean;
    };
    /** A payment attempt on a quote's instalment failed (once per order). */
    "quote.payment_failed": {
      quoteId: number;
      tripId: number;
      orderId: string;
      amountMinor: number;
      currency: string;
      failureReason: string;
      travellerUserId: string;
      agentId: number;
    };
    /** A refund of a quote's payment reached the traveller (once per refund). */
    "quote.refund_processed": {
      quoteId: number;
      tripId: number;
      refundId: string;
      amountMinor: number;
      currency: string;
      travellerUserId: string;
      agentId: number;
    };
    "quote.booked": { quoteId: number; tripId: number; travellerUserId: string; agentId: number };
    "quote.converted": {
      quoteId: number;
      tripId: number;
      travellerUserId: string;
      agentId: number;
    };
    "booking.cancelled": {
      quoteId: number;
      tripId: number;
      refundMinor: number;
      currency: string;
      travellerUserId: string;
      agentId: number;
    };
    /** An agency's held share of a quote moved to what it is owed (vouchers, or staff). */
    "payout.released": {
      agentId: number;
      quoteId: number;
      tripId: number;
      releasedMinor: number;
      currency: string;
      by: "vouchers" | "staff";
      /** The staff member who released it; null when vouchers did. */
      actorUserId: string | null;
      reason: string;
    };
  }
}

export {};
