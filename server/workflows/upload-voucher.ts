import type { AuthenticatedUser } from "../../common/roles";
import type { VoucherType, VoucherView } from "../../common/vouchers";
import type { ConfirmQuotePaymentDeps } from "./confirm-quote-payment";
import { convertIfComplete } from "./confirm-quote-payment";
import { releaseVoucheredPayout } from "./release-vouchered-payout";

/**
 * The agent uploads a voucher (issue 11 §6): stored by the vouchers module, then the agency's
 * held share of what was paid so far is released (decision 0127), and a fully paid quote
 * converts.
 */
export async function uploadVoucher(
  deps: Pick<
    ConfirmQuotePaymentDeps,
    "quotes" | "trips" | "invoices" | "vouchers" | "events" | "payments"
  > & {
    upload(
      user: AuthenticatedUser,
      quoteId: number,
      type: VoucherType,
      file: { name: string; bytes: Uint8Array },
    ): Promise<VoucherView>;
  },
  user: AuthenticatedUser,
  quoteId: number,
  type: VoucherType,
  file: { name: string; bytes: Uint8Array },
): Promise<VoucherView> {
  const voucher = await deps.upload(user, quoteId, type, file);
  const facts = await deps.quotes.moneyFacts(quoteId);
  await deps.events.publish("voucher.uploaded", {
    voucherId: voucher.id,
    quoteId,
    tripId: facts.tripId,
    voucherType: type,
    travellerUserId: facts.travellerUserId,
    agentId: facts.agentId,
  });
  const invoice = await deps.invoices.forQuote(quoteId);
  if (invoice) {
    await releaseVoucheredPayout(deps, {
      agentId: facts.agentId,
      quoteId,
      tripId: facts.tripId,
      currency: invoice.currency,
      memo: "vouchers uploaded",
    });
  }
  await convertIfComplete(deps, quoteId);
  return voucher;
}
