import type { ConfirmQuotePaymentDeps } from "./confirm-quote-payment";
import { quoteLedgerReference } from "./pay-quote-instalment";

/**
 * With a voucher uploaded, the agency's held share of what was paid on the quote is released
 * (decision 0127) and the agency is told by `payout.released`. Both orders lead here: the
 * voucher after the payment, or a payment after the voucher. Releasing twice releases nothing
 * the second time, and then nothing is told.
 */
export async function releaseVoucheredPayout(
  deps: Pick<ConfirmQuotePaymentDeps, "payments" | "events">,
  payout: { agentId: number; quoteId: number; tripId: number; currency: string; memo: string },
): Promise<void> {
  const { releasedMinor } = await deps.payments.ledger.releasePayout({
    agencyId: payout.agentId,
    reference: quoteLedgerReference(payout.quoteId),
    currency: payout.currency,
    memo: payout.memo,
  });
  if (releasedMinor === 0) return;
  await deps.events.publish("payout.released", {
    agentId: payout.agentId,
    quoteId: payout.quoteId,
    tripId: payout.tripId,
    releasedMinor,
    currency: payout.currency,
    by: "vouchers",
    actorUserId: null,
    reason: payout.memo,
  });
}
