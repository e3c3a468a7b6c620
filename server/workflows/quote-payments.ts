import { audienceOf, type BookingStateView } from "../../common/booking-state";
import type { InvoiceView, IssueInvoiceInput } from "../../common/invoices";
import { paymentResponseUrl } from "../../common/payments";
import type {
  AgencyPaymentsQuery,
  ReleasePayoutInput,
  StaffPayoutsQuery,
} from "../../common/payouts";
import { formatAmount, quoteAmounts } from "../../common/quote-amounts";
import type { QuoteView } from "../../common/quotes";
import type { AuthenticatedUser } from "../../common/roles";
import { CancelTripInput } from "../../common/trips";
import type { VoucherType, VoucherView } from "../../common/vouchers";
import type { DomainEvents } from "../events/domain-events";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { CouponsService } from "../modules/coupons";
import type { InvoicesService } from "../modules/invoices";
import type { JobHandlers, JobQueue } from "../modules/jobs";
import { LEDGER_ACCOUNTS, type PaymentOrderView, type PaymentsModule } from "../modules/payments";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import type { VouchersService } from "../modules/vouchers";
import { agencyPayments, releasePayoutByStaff, staffPayouts } from "./agency-payouts";
import type { BookingStates } from "./booking-states";
import { cancelTrip } from "./cancel-trip";
import {
  confirmQuotePayment,
  INSTALMENT_REMINDER_JOB,
  onInstalmentReminder,
  scheduleInstalmentReminders,
} from "./confirm-quote-payment";
import { issueInvoice } from "./issue-invoice";
import {
  PLATFORM_COMMISSION_BPS,
  payQuoteInstalment,
  QUOTE_INSTALMENT,
  quoteLedgerReference,
} from "./pay-quote-instalment";
import { postConversion, quoteAmountsView, quoteMoneyView } from "./quote-money-view";
import { settleUploadedVoucher, uploadVoucher } from "./upload-voucher";

export interface QuotePaymentsDeps {
  quotes: QuotesService;
  trips: TripsService;
  invoices: InvoicesService;
  coupons: CouponsService;
  vouchers: VouchersService;
  payments: PaymentsModule;
  events: DomainEvents;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The agency of an agent's login (agents module), for the agency's payments view. */
  agencyIdOf(userId: string): Promise<number | null>;
  /** The derived booking state (server/workflows/booking-states.ts), for the payer's pages. */
  bookingStates: BookingStates;
  now?: () => Date;
}

export interface RefundPreview {
  quoteId: number;
  tripId: number;
  currency: string;
  paidMinor: number;
  daysBeforeTravel: number | null;
  refundPercent: number;
  refundMinor: number;
  rule: string;
}

/**
 * Where an instalment stands, for the payment result page when the payment did not go
 * through: paid, or still due (and, before any payment, that nothing is booked yet). Read from
 * the invoice's amounts (common/quote-amounts.ts), never from the gateway's answer.
 */
export function instalmentNote(
  instalment: { id: number },
  invoice: { status: string },
  view: InvoiceView | null,
): string {
  if (!view || invoice.status === "cancelled") return "";
  const amounts = quoteAmounts({ pricing: view.pricingSnapshot, invoice: view });
  const part = amounts.instalments.find((i) => i.id === instalment.id);
  if (!part) return "";
  if (part.status === "paid") return `Your ${part.label.toLowerCase()} is paid.`;
  const due = `Your ${part.label.toLowerCase()} of ${formatAmount(part.dueMinor, amounts.currency)} is still due by ${part.dueDate}.`;
  return amounts.paidMinor > 0
    ? due
    : `${due} Nothing is booked yet: your trip is booked as soon as a payment goes through.`;
}

/** The traveller's latest payment attempt on what is due now (the payment and quote pages). */
export interface LastPaymentView {
  state: "pending" | "failed";
  amountMinor: number;
  currency: string;
  method: string | null;
  failureReason: string | null;
  startedAt: string;
  /** The payment result page of this attempt. */
  responseUrl: string;
}

/** The traveller's latest attempt at `due` when pending or failed, from its orders (newest first). */
function lastPaymentOf(
  user: AuthenticatedUser,
  due: { id: number },
  orders: PaymentOrderView[],
): LastPaymentView | null {
  const [latest] = orders.filter((o) => o.payerUserId === user.id);
  if (!latest || (latest.status !== "pending" && latest.status !== "failed")) return null;
  return {
    state: latest.status,
    amountMinor: latest.amountMinor,
    currency: latest.currency,
    method: latest.method,
    failureReason: latest.failureReason,
    startedAt: latest.createdAt.toISOString(),
    responseUrl: paymentResponseUrl(
      { bookableType: QUOTE_INSTALMENT, bookableId: String(due.id) },
      false,
    ),
  };
}

/**
 * Everything that spans quotes, trips, invoices, coupons, vouchers and payments for a quote's
 * money (issue 11), bound once per process in services.ts: use cases for pages and APIs, the
 * payments module's bookable "quote_instalment", its event listeners and the reminder job.
 */
export function registerQuotePayments(deps: QuotePaymentsDeps) {
  const now = deps.now ?? (() => new Date());
  const confirmDeps = { ...deps };
  const payoutDeps = {
    invoices: deps.invoices,
    payments: deps.payments,
    events: deps.events,
    agencyIdOf: deps.agencyIdOf,
  };

  deps.payments.registerBookable({
    type: QUOTE_INSTALMENT,
    async confirmation(bookableId, user, order) {
      const found = await deps.invoices.instalment(Number(bookableId));
      if (!found || found.invoice.travellerUserId !== user.id) return null;
      const { invoice, instalment } = found;
      const [view, counted, facts] = await Promise.all([
        deps.invoices.byId(invoice.id),
        deps.invoices.paymentCounted(order.id),
        deps.quotes.moneyFacts(invoice.quoteId),
      ]);
      // Every figure from the one money function, the booking as the request page names it.
      const amounts = view ? quoteAmounts({ pricing: view.pricingSnapshot, invoice: view }) : null;
      const money = (m: number) => formatAmount(m, invoice.currency);
      const booking = (
        await deps.bookingStates.ofQuotes(
          [{ id: invoice.quoteId, status: facts.status, tripStatus: facts.tripStatus, sent: true }],
          "traveller",
        )
      ).get(invoice.quoteId);
      const next = amounts?.dueNow;
      return {
        title: `${instalment.label} for ${invoice.tripTitle}`,
        lines: [
          { label: "Invoice", value: invoice.number },
          { label: "Paid", value: money(order.amountMinor) },
          ...(counted && amounts
            ? [
                { label: "Received so far", value: money(amounts.paidMinor) },
                { label: "Booking", value: booking?.label ?? "" },
                {
                  label: "Next",
                  value: next
                    ? `${next.label} of ${money(next.dueMinor)} due ${next.dueDate}`
                    : "Everything is paid. Your agent will upload your vouchers.",
                },
              ]
            : []),
        ],
        continueUrl: `/requested_trips/${invoice.tripId}/quotes/${invoice.quoteId}`,
        continueLabel: "Back to your booking",
        settled: counted,
      };
    },
    async links(bookableId, user) {
      const found = await deps.invoices.instalment(Number(bookableId));
      if (!found || found.invoice.travellerUserId !== user.id) return null;
      const { invoice, instalment } = found;
      return {
        retryUrl: `/requested_trips/${invoice.tripId}/quotes/${invoice.quoteId}/payment`,
        backUrl: `/requested_trips/${invoice.tripId}/quotes/${invoice.quoteId}`,
        backLabel: "Back to your quote",
        note: instalmentNote(instalment, invoice, await deps.invoices.byId(invoice.id)),
      };
    },
  });

  settleUploadedVoucher(confirmDeps);
  deps.events.handle("quote-payments", "payment.captured", (event) =>
    confirmQuotePayment(confirmDeps, event),
  );
  deps.events.handle("quote-payments", "refund.processed", async (event) => {
    if (event.bookableType !== QUOTE_INSTALMENT) return;
    const found = await deps.invoices.instalment(Number(event.bookableId));
    if (!found) return;
    const { invoice } = found;
    await deps.invoices.recordRefund(invoice.id, event.refundId, event.amountMinor);
    await deps.events.publish(
      "quote.refund_processed",
      {
        quoteId: invoice.quoteId,
        tripId: invoice.tripId,
        refundId: event.refundId,
        amountMinor: event.amountMinor,
        currency: event.currency,
        travellerUserId: invoice.travellerUserId,
        agentId: invoice.agentId,
      },
      { key: `quote.refund_processed:${event.refundId}` },
    );
  });
  // The traveller is told of a failed attempt on a quote's instalment (the bell and a mail).
  deps.events.handle("quote-payments", "payment.failed", async (event) => {
    if (event.bookableType !== QUOTE_INSTALMENT) return;
    const found = await deps.invoices.instalment(Number(event.bookableId));
    if (!found) return;
    const { invoice } = found;
    await deps.events.publish(
      "quote.payment_failed",
      {
        quoteId: invoice.quoteId,
        tripId: invoice.tripId,
        orderId: event.orderId,
        amountMinor: event.amountMinor,
        currency: event.currency,
        failureReason: event.failureReason,
        travellerUserId: invoice.travellerUserId,
        agentId: invoice.agentId,
      },
      { key: `quote.payment_failed:${event.orderId}` },
    );
  });

  const jobHandlers: JobHandlers = {
    [INSTALMENT_REMINDER_JOB]: (payload) => onInstalmentReminder(confirmDeps, payload),
  };

  /** Every order of an invoice's instalments, newest first. */
  function ordersOf(invoice: InvoiceView): Promise<PaymentOrderView[]> {
    return deps.payments.ordersForMany(
      QUOTE_INSTALMENT,
      invoice.instalments.map((i) => i.id),
    );
  }

  /** The captured ones, oldest first, with what each can still refund. */
  const capturedOf = (orders: PaymentOrderView[]) =>
    orders.filter((o) => o.status === "captured").reverse();

  /** Captured orders of a quote's invoice, oldest first, with what each can still refund. */
  async function capturedOrders(quoteId: number): Promise<PaymentOrderView[]> {
    const invoice = await deps.invoices.forQuote(quoteId);
    return invoice ? capturedOf(await ordersOf(invoice)) : [];
  }

  async function preview(
    user: AuthenticatedUser,
    tripId: number,
    quoteId: number,
    /** The quote's invoice (invoices.forQuote) and its orders, when the caller has them. */
    known?: { invoice: InvoiceView | null; orders: PaymentOrderView[] },
  ): Promise<RefundPreview> {
    const invoice = known ? known.invoice : await deps.invoices.forQuote(quoteId);
    if (!invoice || invoice.tripId !== tripId || invoice.travellerUserId !== user.id)
      throw new AppError("not_found", "quote_not_found", "We could not find this quote.");
    const facts = await deps.quotes.moneyFacts(quoteId);
    const orders = capturedOf(known ? known.orders : await ordersOf(invoice));
    const paidMinor = orders.reduce((s, o) => s + o.capturedMinor - o.refundedMinor, 0);
    const today = new Date(now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const daysBefore = facts.startDate
      ? Math.round((Date.parse(facts.startDate) - Date.parse(today)) / 86_400_000)
      : null;
    const rules = [...facts.cancellationPolicy].sort((a, b) => b.daysBefore - a.daysBefore);
    const rule = daysBefore === null ? rules[0] : rules.find((r) => daysBefore >= r.daysBefore);
    const pct = rule?.refundPercent ?? 0;
    return {
      quoteId,
      tripId,
      currency: invoice.currency,
      paidMinor,
      daysBeforeTravel: daysBefore,
      refundPercent: pct,
      refundMinor: Math.floor((paidMinor * pct) / 100),
      rule: rule
        ? `${rule.refundPercent}% back when cancelling ${rule.daysBefore} or more days before travel`
        : "No refund this close to travel",
    };
  }

  return {
    jobHandlers,
    quoteView: (view: QuoteView) => quoteMoneyView(deps, view),

    /**
     * The booking state of an invoice's quote in `user`'s words (the invoice page and PDF); the
     * caller checked that `user` may read the invoice.
     */
    async bookingOfInvoice(
      user: AuthenticatedUser,
      invoice: Pick<InvoiceView, "quoteId">,
    ): Promise<BookingStateView | null> {
      const facts = await deps.quotes.moneyFacts(invoice.quoteId).catch(() => null);
      if (!facts) return null;
      const states = await deps.bookingStates.ofQuotes(
        [{ id: facts.quoteId, status: facts.status, tripStatus: facts.tripStatus, sent: true }],
        audienceOf(user.role),
      );
      return states.get(facts.quoteId) ?? null;
    },

    /** A quote's amounts alone (the quote list and compare), or null for its sent pricing. */
    amountsView: async (quote: Pick<QuoteView, "id" | "tripId" | "status" | "pricing">) =>
      (await quoteAmountsView(deps, quote)).fields,

    async issueInvoice(user: AuthenticatedUser, quoteId: number, input: IssueInvoiceInput) {
      const invoice = await issueInvoice(deps, user, quoteId, input);
      await scheduleInstalmentReminders(deps, invoice.instalments);
      return invoice;
    },

    payInstalment: (user: AuthenticatedUser, tripId: number, quoteId: number, formToken: string) =>
      payQuoteInstalment(deps, user, tripId, quoteId, formToken),

    /**
     * The traveller's latest attempt at the instalment due now when it is pending (a UPI
     * request waiting for approval) or failed; null when there is none or it was abandoned.
     * From the payments module's orders, i.e. what the gateway's webhooks said.
     */
    async lastPayment(user: AuthenticatedUser, quoteId: number): Promise<LastPaymentView | null> {
      const invoice = await deps.invoices.forQuote(quoteId);
      const due = invoice?.dueNow;
      if (!invoice || !due || invoice.travellerUserId !== user.id) return null;
      return lastPaymentOf(
        user,
        due,
        await deps.payments.ordersForMany(QUOTE_INSTALMENT, [due.id]),
      );
    },

    /**
     * The money side of the traveller's quote page (issue 11 §8), the invoice read once: the
     * quote's money fields (quoteMoneyView) and the page's money section: the coupons on a
     * chosen quote, the invoice (a cancelled booking's closed one), the refund a cancellation
     * would give today and the latest payment attempt. The reader may see `view` (quotes.get
     * without money checked it); the section is null while nothing is accepted.
     */
    async quotePage(user: AuthenticatedUser, view: QuoteView) {
      if (view.status === "active" || view.status === "declined" || view.status === "canceled")
        return { fields: await quoteMoneyView(deps, view), section: null };
      const invoice = await deps.invoices.forQuote(view.id);
      // A cancelled booking shows its closed invoice and the credit note that reduced it.
      const closed =
        !invoice && view.status === "requestCancelled"
          ? await deps.invoices.latestForQuote(view.id)
          : null;
      const fields = await quoteMoneyView(deps, view, { invoice, closed });
      const quote = { ...view, ...fields };
      const offers =
        quote.status === "chosen" ? await deps.coupons.listForTrip(user, quote.tripId) : null;
      const shown = invoice ?? closed;
      const traveller = user.role === "traveller";
      const wantsPreview =
        shown && quote.status === "payment" && quote.tripStatus === "Booked" && traveller;
      const due = shown?.dueNow && traveller ? invoice?.dueNow : undefined;
      const owned = invoice?.travellerUserId === user.id;
      const orders = invoice && (wantsPreview || (due && owned)) ? await ordersOf(invoice) : [];
      const refundPreview = wantsPreview
        ? await preview(user, quote.tripId, quote.id, { invoice, orders }).catch(() => null)
        : null;
      const lastPayment =
        due && owned
          ? lastPaymentOf(
              user,
              due,
              orders.filter((o) => o.bookableId === String(due.id)),
            )
          : null;
      return { fields, section: { offers, invoice: shown, refundPreview, lastPayment } };
    },

    uploadVoucher: (
      user: AuthenticatedUser,
      quoteId: number,
      type: VoucherType,
      file: { name: string; bytes: Uint8Array },
    ) =>
      uploadVoucher(
        { ...deps, upload: (u, q, t, f) => deps.vouchers.upload(u, q, t, f) },
        user,
        quoteId,
        type,
        file,
      ),

    postConversion: (user: AuthenticatedUser, tripId: number) =>
      postConversion({ ...deps, readTrip: (u, id) => deps.trips.get(u, id) }, user, tripId),

    async vouchersForTrip(user: AuthenticatedUser, tripId: number): Promise<VoucherView[]> {
      await deps.trips.get(user, tripId);
      const quoteId = await deps.quotes.acceptedQuoteIdOf(tripId);
      if (quoteId === null) return [];
      return deps.vouchers.listForQuote(user, quoteId).catch(() => []);
    },

    /** The refund the quote's cancellation schedule gives today, before the traveller confirms. */
    cancelPreview: preview,

    /**
     * The traveller cancels a booked trip: refunds per the schedule through the payments module
     * (never above what was captured; its own lock checks again), the invoice closed, the trip
     * and its quotes cancelled through their tables. The agency gives back its share first from
     * what is held, then from what was released.
     */
    async cancelBooking(user: AuthenticatedUser, tripId: number, quoteId: number, reason: string) {
      const p = await preview(user, tripId, quoteId);
      const invoice = await deps.invoices.forQuote(quoteId);
      if (!invoice)
        throw new AppError("not_found", "quote_not_found", "We could not find this quote.");
      let remaining = p.refundMinor;
      const reference = quoteLedgerReference(quoteId);
      for (const order of await capturedOrders(quoteId)) {
        if (remaining <= 0) break;
        const amount = Math.min(remaining, order.capturedMinor - order.refundedMinor);
        if (amount <= 0) continue;
        const commission = Math.round((amount * PLATFORM_COMMISSION_BPS) / 10_000);
        const held = -(await deps.payments.ledger.balance(
          LEDGER_ACCOUNTS.agentPayoutHold(invoice.agentId),
          { reference, currency: invoice.currency },
        ));
        const agencyShare = amount - commission;
        const fromHold = Math.min(agencyShare, Math.max(held, 0));
        const reversal = [
          { account: LEDGER_ACCOUNTS.platformCommission, amountMinor: commission },
          ...(fromHold > 0
            ? [{ account: LEDGER_ACCOUNTS.agentPayoutHold(invoice.agentId), amountMinor: fromHold }]
            : []),
          ...(agencyShare - fromHold > 0
            ? [
                {
                  account: LEDGER_ACCOUNTS.agentPayable(invoice.agentId),
                  amountMinor: agencyShare - fromHold,
                },
              ]
            : []),
        ].filter((l) => l.amountMinor > 0);
        await deps.payments.requestRefund({
          orderId: order.id,
          amountMinor: amount,
          reason: `Booking cancelled: ${p.rule}`,
          idempotencyKey: `cancel:quote:${quoteId}:${order.id}`,
          requestedBy: user.id,
          reversal,
        });
        remaining -= amount;
      }
      // The invoice is closed by a credit note for what the agency does not keep (0118).
      const creditNote = await deps.invoices.cancelWithCreditNote(invoice.id, {
        paidMinor: p.paidMinor,
        refundMinor: p.refundMinor,
        refundPercent: p.refundPercent,
        reason: `Booking cancelled by the traveller: ${p.rule}`,
        issuedBy: user.id,
      });
      await cancelTrip(
        deps,
        user,
        tripId,
        CancelTripInput.parse({ cancel_reason: "Not going, cancel my plan", otherReason: reason }),
      );
      await deps.events.publish("booking.cancelled", {
        quoteId,
        tripId,
        refundMinor: p.refundMinor,
        currency: p.currency,
        travellerUserId: user.id,
        agentId: invoice.agentId,
      });
      return { ...p, creditNote };
    },

    /**
     * Staff release an agency's held payout for a quote without waiting for vouchers, with a
     * reason (server/workflows/agency-payouts.ts, decision 0102).
     */
    releasePayout: (
      user: AuthenticatedUser,
      quoteId: number,
      input: ReleasePayoutInput,
      idempotencyKey?: string,
    ) => releasePayoutByStaff(payoutDeps, user, quoteId, input, idempotencyKey),

    /** Staff: every agency's payouts per quote (the /admin/payouts page and API). */
    staffPayouts: (user: AuthenticatedUser, query: StaffPayoutsQuery) =>
      staffPayouts(payoutDeps, user, query),

    /** An agent: the own agency's payments, commission and payouts (page and API). */
    agencyPayments: (user: AuthenticatedUser, query: AgencyPaymentsQuery) =>
      agencyPayments(payoutDeps, user, query),

    /** Held and released amounts of an agency's quote (agent payments view, staff payouts). */
    async payoutOf(agencyId: number, quoteId: number, currency: string) {
      const reference = quoteLedgerReference(quoteId);
      const held = -(await deps.payments.ledger.balance(LEDGER_ACCOUNTS.agentPayoutHold(agencyId), {
        reference,
        currency,
      }));
      const payable = -(await deps.payments.ledger.balance(LEDGER_ACCOUNTS.agentPayable(agencyId), {
        reference,
        currency,
      }));
      return { heldMinor: held + 0, releasedMinor: payable + 0 };
    },
  };
}
