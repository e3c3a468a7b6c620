import { audienceOf, type BookingStateView } from "../../common/booking-state";
import { formatDate } from "../../common/format";
import type { InvoiceView, IssueInvoiceInput, RefundPreview } from "../../common/invoices";
import { type InstalmentPaidTwice, paymentResponseUrl } from "../../common/payments";
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
import type { Db } from "../db";
import type { DomainEvents } from "../events/domain-events";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { CouponsService } from "../modules/coupons";
import type { InvoicesService } from "../modules/invoices";
import type { JobHandlers, JobQueue } from "../modules/jobs";
import {
  LEDGER_ACCOUNTS,
  type PaymentOrderView,
  type PaymentsModule,
  paidTwiceView,
} from "../modules/payments";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";
import type { VouchersService } from "../modules/vouchers";
import { agencyPayments, releasePayoutByStaff, staffPayouts } from "./agency-payouts";
import { ordersOf, refundPreviewOf } from "./booking-refund";
import type { BookingStates } from "./booking-states";
import { cancelTrip } from "./cancel-trip";
import {
  confirmQuotePayment,
  INSTALMENT_REMINDER_JOB,
  onInstalmentReminder,
  scheduleInstalmentReminders,
} from "./confirm-quote-payment";
import { issueInvoice } from "./issue-invoice";
import { payQuoteInstalment, QUOTE_INSTALMENT, quoteLedgerReference } from "./pay-quote-instalment";
import { postConversion, quoteAmountsView, quoteMoneyView } from "./quote-money-view";
import { settleUploadedVoucher, uploadVoucher } from "./upload-voucher";

export interface QuotePaymentsDeps {
  /** Opens the transactions of the workflows that change several modules in one commit. */
  db: Pick<Db, "transaction">;
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
  /** The commission admin set for an agency (decision 0230); unset: the platform's default. */
  commissionBpsOf?: (agencyId: number) => Promise<number>;
  /** The derived booking state (server/workflows/booking-states.ts), for the payer's pages. */
  bookingStates: BookingStates;
  now?: () => Date;
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
  const due = `Your ${part.label.toLowerCase()} of ${formatAmount(part.dueMinor, amounts.currency)} is still due by ${formatDate(part.dueDate)}.`;
  return amounts.paidMinor > 0
    ? due
    : `${due} Nothing is booked yet: your trip is booked as soon as a payment goes through.`;
}

/** The traveller's latest payment attempt on what is due now (the payment and quote pages). */
export interface LastPaymentView {
  /** expired: abandoned on the gateway's page until its time ran out (decision 0190). */
  state: "pending" | "failed" | "expired";
  amountMinor: number;
  currency: string;
  method: string | null;
  failureReason: string | null;
  startedAt: string;
  /** The payment result page of this attempt. */
  responseUrl: string;
}

/** The traveller's latest attempt at `due` when pending, failed or expired, from its orders (newest first). */
function lastPaymentOf(
  user: AuthenticatedUser,
  due: { id: number },
  orders: PaymentOrderView[],
): LastPaymentView | null {
  const [latest] = orders.filter((o) => o.payerUserId === user.id);
  if (
    !latest ||
    (latest.status !== "pending" && latest.status !== "failed" && latest.status !== "expired")
  )
    return null;
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
                    ? `${next.label} of ${money(next.dueMinor)} due ${formatDate(next.dueDate)}`
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
    // A duplicate capture was never counted on the invoice, so neither is its refund (0189).
    if (event.bookableType !== QUOTE_INSTALMENT || event.ofDuplicate) return;
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

  /** The instalments the traveller paid twice, each second payment with its refund (0189). */
  async function paidTwiceOf(
    invoice: InvoiceView,
    orders: PaymentOrderView[],
  ): Promise<InstalmentPaidTwice[]> {
    const duplicates = await deps.payments.duplicatesOf(orders);
    return duplicates.map((d) => ({
      label: invoice.instalments.find((i) => String(i.id) === d.bookableId)?.label ?? "Payment",
      payment: paidTwiceView(d),
    }));
  }

  /**
   * The refund a cancellation gives today for the quote's booking, for its own traveller only
   * (the quote page). `known`: the quote's invoice and its orders, when the caller has them.
   */
  async function preview(
    user: AuthenticatedUser,
    tripId: number,
    quoteId: number,
    known?: { invoice: InvoiceView | null; orders: PaymentOrderView[] },
  ): Promise<RefundPreview> {
    const invoice = known ? known.invoice : await deps.invoices.forQuote(quoteId);
    if (!invoice || invoice.tripId !== tripId || invoice.travellerUserId !== user.id)
      throw new AppError("not_found", "quote_not_found", "We could not find this quote.");
    return refundPreviewOf(deps, invoice, known ? known.orders : await ordersOf(deps, invoice));
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

    /** `instalmentId`: the one the page offered; an instalment paid meanwhile is refused. */
    payInstalment: (
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      formToken: string,
      instalmentId?: number,
    ) => payQuoteInstalment(deps, user, tripId, quoteId, formToken, instalmentId),

    /**
     * The traveller's latest attempt at the instalment due now when it is pending (a UPI
     * request waiting for approval), failed or expired (abandoned until its time ran out); null
     * when there is none or it is still open. From the payments module's orders.
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

    /** The traveller's second payments of the quote's instalments, refunded in full (0189). */
    async paidTwice(user: AuthenticatedUser, quoteId: number): Promise<InstalmentPaidTwice[]> {
      const invoice = await deps.invoices.forQuote(quoteId);
      if (!invoice || invoice.travellerUserId !== user.id || user.role !== "traveller") return [];
      return paidTwiceOf(invoice, await ordersOf(deps, invoice));
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
      const owned = traveller && invoice?.travellerUserId === user.id;
      const orders = invoice && (wantsPreview || owned) ? await ordersOf(deps, invoice) : [];
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
      const paidTwice = invoice && owned ? await paidTwiceOf(invoice, orders) : [];
      return {
        fields,
        section: { offers, invoice: shown, refundPreview, lastPayment, paidTwice },
      };
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
     * The traveller cancels a booked trip from its quote page: the one cancellation of the
     * request (cancel-trip.ts, decision 0187) with this quote's booking closed, refunded by the
     * schedule, its invoice closed by a credit note. `confirmedRefundMinor`: the refund the page
     * showed; without it, the refund the schedule gives now.
     */
    async cancelBooking(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      reason: string,
      confirmedRefundMinor?: number,
    ) {
      const p = await preview(user, tripId, quoteId);
      const { booking } = await cancelTrip(
        deps,
        user,
        tripId,
        CancelTripInput.parse({
          cancel_reason: "Not going, cancel my plan",
          otherReason: reason,
          confirm_refund_minor: confirmedRefundMinor ?? p.refundMinor,
        }),
        { quoteId },
      );
      if (!booking) throw new Error("a booking cancelled without its refund");
      return booking;
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
