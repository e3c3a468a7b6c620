import type { CreditNoteView, InvoiceView, RefundPreview } from "../../common/invoices";
import type { AuthenticatedUser } from "../../common/roles";
import type { InvoicesService } from "../modules/invoices";
import { LEDGER_ACCOUNTS, type PaymentOrderView, type PaymentsModule } from "../modules/payments";
import type { QuotesService } from "../modules/quotes";
import { QUOTE_INSTALMENT, quoteLedgerReference } from "./pay-quote-instalment";

// A trip's booking and what cancelling it gives back: read by the request page and the quote
// page before the traveller confirms, and applied by the one cancellation (cancel-trip.ts).

export interface BookingRefundDeps {
  quotes: Pick<QuotesService, "acceptedQuoteIdOf" | "moneyFacts">;
  invoices: Pick<InvoicesService, "forQuote" | "cancelWithCreditNote">;
  payments: Pick<PaymentsModule, "ordersForMany" | "requestRefund" | "ledger">;
  now?: () => Date;
}

/** A trip's booking: its accepted quote's live invoice and the refund a cancellation gives today. */
export interface Booking {
  quoteId: number;
  invoice: InvoiceView;
  preview: RefundPreview;
}

/** Every order of an invoice's instalments, newest first. */
export function ordersOf(
  deps: Pick<BookingRefundDeps, "payments">,
  invoice: InvoiceView,
): Promise<PaymentOrderView[]> {
  return deps.payments.ordersForMany(
    QUOTE_INSTALMENT,
    invoice.instalments.map((i) => i.id),
  );
}

/**
 * The captured ones that paid their instalment, oldest first, with what each can still refund.
 * A duplicate capture (decision 0189) is refunded in full on its own and counts for nothing.
 */
export const capturedOf = (orders: PaymentOrderView[]) =>
  orders.filter((o) => o.status === "captured" && o.duplicateOf === null).reverse();

/**
 * The refund the quote's cancellation schedule gives today for what was captured on `invoice`
 * (decision 0127), what the agency keeps, and what the credit note takes off (decision 0118).
 * No reader check: the caller has checked who asks.
 */
export async function refundPreviewOf(
  deps: Pick<BookingRefundDeps, "quotes" | "now">,
  invoice: InvoiceView,
  /** The invoice's orders (ordersOf). */
  orders: PaymentOrderView[],
): Promise<RefundPreview> {
  const now = deps.now ?? (() => new Date());
  const facts = await deps.quotes.moneyFacts(invoice.quoteId);
  const paidMinor = capturedOf(orders).reduce((s, o) => s + o.capturedMinor - o.refundedMinor, 0);
  // The day in India, where the schedule's days are counted.
  const today = new Date(now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const daysBefore = facts.startDate
    ? Math.round((Date.parse(facts.startDate) - Date.parse(today)) / 86_400_000)
    : null;
  const rules = [...facts.cancellationPolicy].sort((a, b) => b.daysBefore - a.daysBefore);
  const rule = daysBefore === null ? rules[0] : rules.find((r) => daysBefore >= r.daysBefore);
  const pct = rule?.refundPercent ?? 0;
  const refundMinor = Math.floor((paidMinor * pct) / 100);
  return {
    quoteId: invoice.quoteId,
    tripId: invoice.tripId,
    currency: invoice.currency,
    paidMinor,
    daysBeforeTravel: daysBefore,
    refundPercent: pct,
    refundMinor,
    keptMinor: paidMinor - refundMinor,
    rule: rule
      ? `${rule.refundPercent}% back when cancelling ${rule.daysBefore} or more days before travel`
      : "No refund this close to travel",
    invoiceNumber: invoice.number,
    creditMinor: refundMinor + Math.max(invoice.totalMinor - paidMinor, 0),
  };
}

/** The trip's booking, when its accepted quote has a live invoice; null otherwise. */
export async function bookingOf(deps: BookingRefundDeps, tripId: number): Promise<Booking | null> {
  const quoteId = await deps.quotes.acceptedQuoteIdOf(tripId);
  if (quoteId === null) return null;
  const invoice = await deps.invoices.forQuote(quoteId);
  if (!invoice || invoice.tripId !== tripId) return null;
  const preview = await refundPreviewOf(deps, invoice, await ordersOf(deps, invoice));
  return { quoteId, invoice, preview };
}

/**
 * The refund of a cancelled booking through the payments module, split over its captured
 * orders (never above a capture; the module's lock checks again), the agency giving its share
 * back from what is held first, then from what was released; then its invoice closed by a
 * credit note for what the agency does not keep (decision 0118). Each refund's idempotency key
 * names the quote and the order, so a repeat refunds nothing more.
 */
export async function refundBooking(
  deps: BookingRefundDeps,
  user: AuthenticatedUser,
  { quoteId, invoice, preview }: Booking,
): Promise<CreditNoteView | null> {
  let remaining = preview.refundMinor;
  const reference = quoteLedgerReference(quoteId);
  // The commission goes back in the proportion the payments kept it (decision 0230): what
  // the agency's rate was when they were paid, whatever admin has set since.
  let commissionLeft = Math.max(
    0,
    -(await deps.payments.ledger.balance(LEDGER_ACCOUNTS.platformCommission, {
      reference,
      currency: invoice.currency,
    })),
  );
  let paidLeft = preview.paidMinor;
  for (const order of capturedOf(await ordersOf(deps, invoice))) {
    if (remaining <= 0) break;
    const amount = Math.min(remaining, order.capturedMinor - order.refundedMinor);
    if (amount <= 0) continue;
    const commission =
      paidLeft > 0 ? Math.min(commissionLeft, Math.round((amount * commissionLeft) / paidLeft)) : 0;
    commissionLeft -= commission;
    paidLeft -= amount;
    const held = -(await deps.payments.ledger.balance(
      LEDGER_ACCOUNTS.agentPayoutHold(invoice.agentId),
      { reference, currency: invoice.currency },
    ));
    const agencyShare = amount - commission;
    const fromHold = Math.min(agencyShare, Math.max(held, 0));
    const reversal = [
      { account: LEDGER_ACCOUNTS.platformCommission, amountMinor: commission },
      { account: LEDGER_ACCOUNTS.agentPayoutHold(invoice.agentId), amountMinor: fromHold },
      {
        account: LEDGER_ACCOUNTS.agentPayable(invoice.agentId),
        amountMinor: agencyShare - fromHold,
      },
    ].filter((l) => l.amountMinor > 0);
    await deps.payments.requestRefund({
      orderId: order.id,
      amountMinor: amount,
      reason: `Booking cancelled: ${preview.rule}`,
      idempotencyKey: `cancel:quote:${quoteId}:${order.id}`,
      requestedBy: user.id,
      reversal,
    });
    remaining -= amount;
  }
  const by = user.role === "traveller" ? "the traveller" : "Triphive for the traveller";
  return deps.invoices.cancelWithCreditNote(invoice.id, {
    paidMinor: preview.paidMinor,
    refundMinor: preview.refundMinor,
    refundPercent: preview.refundPercent,
    reason: `Booking cancelled by ${by}: ${preview.rule}`,
    issuedBy: user.id,
  });
}
