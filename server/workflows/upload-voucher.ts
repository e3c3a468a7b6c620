import type { AuthenticatedUser } from "../../common/roles";
import type { VoucherType, VoucherView } from "../../common/vouchers";
import type { DomainEvents } from "../events/domain-events";
import type { ConfirmQuotePaymentDeps } from "./confirm-quote-payment";
import { convertIfComplete } from "./confirm-quote-payment";
import { releaseVoucheredPayout } from "./release-vouchered-payout";

/**
 * The agent uploads a voucher (issue 11 §6): the vouchers module stores it and records
 * voucher.uploaded with its row; the handler below then releases the agency's held share of
 * what was paid so far (decision 0127) and converts a fully paid quote, before the agent's
 * page answers or, after a crash, when the job runner delivers it.
 */
export async function uploadVoucher(
  deps: Pick<ConfirmQuotePaymentDeps, "events"> & {
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
  await deps.events.deliver();
  return voucher;
}

/** voucher.uploaded's handler: payout released, quote converted when all is paid. */
export function settleUploadedVoucher(
  deps: Pick<
    ConfirmQuotePaymentDeps,
    "quotes" | "trips" | "invoices" | "vouchers" | "events" | "payments"
  > & { events: Pick<DomainEvents, "handle"> },
) {
  deps.events.handle("voucher-settlement", "voucher.uploaded", async ({ quoteId, tripId }) => {
    const invoice = await deps.invoices.forQuote(quoteId);
    if (invoice) {
      await releaseVoucheredPayout(deps, {
        agentId: invoice.agentId,
        quoteId,
        tripId,
        currency: invoice.currency,
        memo: "vouchers uploaded",
      });
    }
    await convertIfComplete(deps, quoteId);
  });
}
