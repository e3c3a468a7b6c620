import type { CurrencyCode } from "../../common/locale";
import { quoteAmounts } from "../../common/quote-amounts";
import type { AuthenticatedUser } from "../../common/roles";
import { AppError } from "../lib/errors";
import type { InvoicesService } from "../modules/invoices";
import type { PaymentOrderView, PaymentsModule } from "../modules/payments";

/** The platform's commission on a quote's payments, basis points (decision 0127). */
export const PLATFORM_COMMISSION_BPS = 1_000;
export const QUOTE_INSTALMENT = "quote_instalment";
export const quoteLedgerReference = (quoteId: number) => `quote:${quoteId}`;

export interface PayQuoteInstalmentDeps {
  invoices: Pick<InvoicesService, "get" | "forQuote">;
  payments: Pick<PaymentsModule, "createOrder" | "ledger">;
}

/**
 * The traveller pays what is due now on a quote's invoice (issue 11 §3-4): the server picks the
 * next unpaid instalment and its remaining amount; nothing the browser sends is an amount. The
 * order splits into the platform's commission and the agency's share, held until vouchers.
 */
export async function payQuoteInstalment(
  deps: PayQuoteInstalmentDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
  formToken: string,
): Promise<PaymentOrderView> {
  const live = await deps.invoices.forQuote(quoteId);
  if (!live || live.tripId !== tripId)
    throw new AppError("not_found", "invoice_not_found", "We could not find this invoice.");
  // The reader check: the invoice's own traveller only (staff and agents do not pay).
  const invoice = await deps.invoices.get(user, live.id);
  if (user.role !== "traveller" || invoice.travellerUserId !== user.id)
    throw new AppError("not_found", "invoice_not_found", "We could not find this invoice.");
  // What is left of the instalment due now, from the one money function (decision 0193): the
  // figure the payment page, the invoice and the response page show, whole rupees.
  const due = quoteAmounts({ pricing: invoice.pricingSnapshot, invoice }).dueNow;
  if (!due || due.dueMinor <= 0)
    throw new AppError("conflict", "invoice_nothing_due", "Nothing is due on this invoice.");
  const amountMinor = due.dueMinor;
  return deps.payments.createOrder({
    bookableType: QUOTE_INSTALMENT,
    bookableId: due.id,
    payerUserId: user.id,
    amountMinor,
    currency: invoice.currency as CurrencyCode,
    description: `${due.label} for ${invoice.tripTitle} (invoice ${invoice.number})`,
    idempotencyKey: formToken,
    allocations: deps.payments.ledger.agencySplit({
      amountMinor,
      agencyId: invoice.agentId,
      commissionBps: PLATFORM_COMMISSION_BPS,
    }),
    ledgerReference: quoteLedgerReference(quoteId),
  });
}
