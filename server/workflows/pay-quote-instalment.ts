import type { CurrencyCode } from "../../common/locale";
import { quoteAmounts } from "../../common/quote-amounts";
import type { AuthenticatedUser } from "../../common/roles";
import { AppError } from "../lib/errors";
import type { InvoicesService } from "../modules/invoices";
import type { PaymentOrderView, PaymentsModule } from "../modules/payments";
import type { QuotesService } from "../modules/quotes";

/**
 * The platform's commission on a quote's payments, basis points (decision 0127), for an agency
 * whose own commission is unknown; admin sets each agency's (decision 0230).
 */
export const PLATFORM_COMMISSION_BPS = 1_000;
export const QUOTE_INSTALMENT = "quote_instalment";
export const quoteLedgerReference = (quoteId: number) => `quote:${quoteId}`;

export interface PayQuoteInstalmentDeps {
  quotes: Pick<QuotesService, "moneyFacts">;
  invoices: Pick<InvoicesService, "get" | "forQuote">;
  payments: Pick<PaymentsModule, "createOrder" | "ledger">;
  /** The agency's commission as admin set it (agents module); unset: the platform's default. */
  commissionBpsOf?: (agencyId: number) => Promise<number>;
}

/**
 * The traveller pays what is due now on a quote's invoice (decision 0127): the server picks the
 * next unpaid instalment and its remaining amount; nothing the browser sends is an amount. The
 * page names the instalment it offered (`instalmentId`): one paid meanwhile (another tab) is
 * refused in plain words rather than silently becoming the next one. A second start while an
 * order for the instalment is live answers that order (decision 0189). The order splits into
 * the platform's commission and the agency's share, held until vouchers.
 */
export async function payQuoteInstalment(
  deps: PayQuoteInstalmentDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
  formToken: string,
  instalmentId?: number,
): Promise<PaymentOrderView> {
  const live = await deps.invoices.forQuote(quoteId);
  if (!live || live.tripId !== tripId)
    throw new AppError("not_found", "invoice_not_found", "We could not find this invoice.");
  // The reader check: the invoice's own traveller only (staff and agents do not pay).
  const invoice = await deps.invoices.get(user, live.id);
  if (user.role !== "traveller" || invoice.travellerUserId !== user.id)
    throw new AppError("not_found", "invoice_not_found", "We could not find this invoice.");
  // A cancelled request keeps its unpaid invoice for a reactivation (decision 0187); nothing
  // is paid on it meanwhile.
  if ((await deps.quotes.moneyFacts(quoteId)).status === "requestCancelled")
    throw new AppError(
      "conflict",
      "booking_not_payable",
      "This request is cancelled: reactivate it to pay for this quote.",
    );
  const offered =
    instalmentId === undefined ? undefined : invoice.instalments.find((i) => i.id === instalmentId);
  if (offered?.status === "paid")
    throw new AppError(
      "conflict",
      "instalment_already_paid",
      `Your ${offered.label.toLowerCase()} is already paid, so it cannot be paid again. Nothing more is due for it.`,
    );
  // What is left of the instalment due now, from the one money function (decision 0193): the
  // figure the payment page, the invoice and the response page show, whole rupees.
  const due = quoteAmounts({ pricing: invoice.pricingSnapshot, invoice }).dueNow;
  if (!due || due.dueMinor <= 0)
    throw new AppError("conflict", "invoice_nothing_due", "Nothing is due on this invoice.");
  if (instalmentId !== undefined && due.id !== instalmentId)
    throw new AppError(
      "conflict",
      "instalment_not_due",
      `This is not the payment due now: please pay your ${due.label.toLowerCase()} first.`,
    );
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
      // The agency's commission now: the split is written with the order, so a later change
      // by admin never moves money already taken (a refund gives back what this one kept).
      commissionBps: (await deps.commissionBpsOf?.(invoice.agentId)) ?? PLATFORM_COMMISSION_BPS,
    }),
    ledgerReference: quoteLedgerReference(quoteId),
  });
}
