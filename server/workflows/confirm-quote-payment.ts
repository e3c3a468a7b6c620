import { formatDate } from "../../common/format";
import { formatAmount } from "../../common/quote-amounts";
import type { DomainEvents } from "../events/domain-events";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { InvoicesService } from "../modules/invoices";
import type { JobQueue } from "../modules/jobs";
import type { PaymentsModule } from "../modules/payments";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import type { VouchersService } from "../modules/vouchers";
import { QUOTE_INSTALMENT } from "./pay-quote-instalment";
import { releaseVoucheredPayout } from "./release-vouchered-payout";

export const INSTALMENT_REMINDER_JOB = "quote_instalment_reminder";
/** Reminders go this many days before an instalment's due date (and on the day). */
export const REMINDER_DAYS_BEFORE = [3, 0] as const;

export interface ConfirmQuotePaymentDeps {
  quotes: Pick<QuotesService, "moneyFacts" | "moneyStep">;
  trips: Pick<TripsService, "systemStep">;
  invoices: Pick<InvoicesService, "recordPayment" | "forQuote" | "instalment">;
  vouchers: Pick<VouchersService, "forQuote">;
  payments: Pick<PaymentsModule, "ledger">;
  events: DomainEvents;
  jobs: Pick<JobQueue, "schedule" | "cancel">;
  mailer: Mailer;
  logger: Pick<Logger, "info" | "error">;
  publicUrl: string;
  now?: () => Date;
}

/**
 * A quote instalment captured by the payments module (its payment.captured event): counted
 * once on the invoice; the first payment moves the quote to payment and the trip to Booked;
 * with vouchers uploaded the agency's held share is released; everything paid plus vouchers
 * converts the quote and the trip (issue 11 §4).
 *
 * The outbox delivers an event at least once (decision 0184), so a second run after a crash
 * half-way goes on where the first stopped: each step is a compare-and-set and each event
 * it tells is keyed, so nothing is counted, moved or told twice.
 */
export async function confirmQuotePayment(
  deps: ConfirmQuotePaymentDeps,
  event: { bookableType: string; bookableId: string; orderId: string; capturedMinor: number },
): Promise<void> {
  if (event.bookableType !== QUOTE_INSTALMENT) return;
  const instalmentId = Number(event.bookableId);
  const found = await deps.invoices.instalment(instalmentId);
  if (!found) return;
  const { invoice } = await deps.invoices.recordPayment(
    instalmentId,
    event.orderId,
    event.capturedMinor,
  );
  if (!invoice) return;
  const quoteId = invoice.quoteId;
  await deps.jobs.cancel(reminderKey(instalmentId, 3));
  await deps.jobs.cancel(reminderKey(instalmentId, 0));
  const facts = await deps.quotes.moneyFacts(quoteId);
  if (facts.status === "invoiced" || facts.status === "payment") {
    // "payment" here: a first run moved the quote and stopped before the trip (a crash).
    if (facts.status === "invoiced")
      await deps.quotes.moneyStep(quoteId, "pay", "system", `order:${event.orderId}`);
    await deps.trips.systemStep(invoice.tripId, "book", `order:${event.orderId}`).catch((error) =>
      // A trip the traveller cancelled meanwhile stays cancelled; the refund workflow follows.
      deps.logger.error({ err: error, tripId: invoice.tripId }, "booking the trip failed"),
    );
    await deps.events.publish(
      "quote.booked",
      {
        quoteId,
        tripId: invoice.tripId,
        travellerUserId: invoice.travellerUserId,
        agentId: invoice.agentId,
      },
      { key: `quote.booked:${quoteId}` },
    );
  }
  await deps.events.publish(
    "quote.payment_captured",
    {
      invoiceId: invoice.id,
      instalmentId,
      quoteId,
      tripId: invoice.tripId,
      orderId: event.orderId,
      amountMinor: event.capturedMinor,
      currency: invoice.currency,
      travellerUserId: invoice.travellerUserId,
      agentId: invoice.agentId,
      allPaid: invoice.isAllPaymentReceived,
    },
    { key: `quote.payment_captured:${event.orderId}` },
  );
  const vouchers = await deps.vouchers.forQuote(quoteId);
  if (vouchers.length > 0) {
    await releaseVoucheredPayout(deps, {
      agentId: invoice.agentId,
      quoteId,
      tripId: invoice.tripId,
      currency: invoice.currency,
      memo: "vouchers uploaded before this payment",
    });
  }
  await convertIfComplete(deps, quoteId);
}

/** All paid plus at least one voucher: the quote converts and the trip with it. */
export async function convertIfComplete(
  deps: Pick<ConfirmQuotePaymentDeps, "quotes" | "trips" | "invoices" | "vouchers" | "events">,
  quoteId: number,
): Promise<boolean> {
  const invoice = await deps.invoices.forQuote(quoteId);
  if (!invoice?.isAllPaymentReceived) return false;
  if ((await deps.vouchers.forQuote(quoteId)).length === 0) return false;
  const facts = await deps.quotes.moneyFacts(quoteId);
  if (facts.status !== "payment" && facts.status !== "invoiced") return false;
  await deps.quotes.moneyStep(quoteId, "convert", "system", "all paid and vouchers issued");
  await deps.trips.systemStep(invoice.tripId, "convert", "all paid and vouchers issued");
  await deps.events.publish(
    "quote.converted",
    {
      quoteId,
      tripId: invoice.tripId,
      travellerUserId: invoice.travellerUserId,
      agentId: invoice.agentId,
    },
    { key: `quote.converted:${quoteId}` },
  );
  return true;
}

const reminderKey = (instalmentId: number, daysBefore: number) =>
  `instalment-reminder:${instalmentId}:${daysBefore}`;

/** At issue: durable reminders before each instalment's due date (09:00 IST). */
export async function scheduleInstalmentReminders(
  deps: Pick<ConfirmQuotePaymentDeps, "jobs" | "now">,
  instalments: { id: number; dueDate: string }[],
): Promise<void> {
  const now = (deps.now ?? (() => new Date()))();
  for (const part of instalments) {
    for (const days of REMINDER_DAYS_BEFORE) {
      const runAt = new Date(`${part.dueDate}T09:00:00+05:30`);
      runAt.setUTCDate(runAt.getUTCDate() - days);
      if (runAt <= now) continue;
      await deps.jobs.schedule(
        INSTALMENT_REMINDER_JOB,
        { instalmentId: part.id, daysBefore: days },
        { runAt, dedupeKey: reminderKey(part.id, days) },
      );
    }
  }
}

/** The reminder job: a mail to the traveller if the instalment is still due. */
export async function onInstalmentReminder(
  deps: Pick<ConfirmQuotePaymentDeps, "invoices" | "quotes" | "mailer" | "publicUrl" | "logger">,
  payload: Record<string, unknown>,
): Promise<void> {
  const found = await deps.invoices.instalment(Number(payload.instalmentId));
  if (found?.instalment.status !== "due" || found.invoice.status === "cancelled") return;
  const { instalment, invoice } = found;
  const facts = await deps.quotes.moneyFacts(invoice.quoteId);
  // A cancelled request's kept invoice asks for nothing until it is reactivated (decision 0187).
  if (facts.status === "requestCancelled" || !facts.traveller.email) return;
  // The figure the payment page and the gateway show (whole rupees; decision 0193).
  const amount = formatAmount(
    Math.max(instalment.amountMinor - instalment.paidMinor, 0),
    invoice.currency,
  );
  const url = `${deps.publicUrl}/requested_trips/${invoice.tripId}/quotes/${invoice.quoteId}/payment`;
  const text = `Hello ${facts.traveller.name || "there"},\n\nThe ${instalment.label.toLowerCase()} of ${amount} for ${invoice.tripTitle} (invoice ${invoice.number}) is due on ${formatDate(instalment.dueDate)}.\n\nPay it here: ${url}\n\nTriphive`;
  await deps.mailer.send({
    to: facts.traveller.email,
    subject: `Payment due on ${formatDate(instalment.dueDate)}: ${invoice.tripTitle}`,
    text,
    html: `<p>${escapeHtml(text)
      .replaceAll("\n\n", "</p><p>")
      .replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`,
  });
  deps.logger.info({ instalmentId: instalment.id }, "instalment reminder sent");
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
