import { Form, Link, useNavigation } from "react-router";
import type {
  AppliedOfferView,
  DiscountOfferView,
  DroppedOfferView,
} from "../../../common/coupons";
import { formatDate } from "../../../common/format";
import type { InvoiceView, RefundPreview } from "../../../common/invoices";
import { type InstalmentPaidTwice, paidTwiceText } from "../../../common/payments";
import { formatAmount } from "../../../common/quote-amounts";
import type { QuoteView } from "../../../common/quotes";
import { VOUCHER_TYPE_LABELS, type VoucherView } from "../../../common/vouchers";
import { useLocalePath } from "../../lib/locale";
import { ConfirmSubmit } from "../confirm-submit";
import { When } from "../when";
import { ConfirmRefundField, cancelBookingLabel, RefundSummary } from "./refund-summary";

export interface QuoteMoneyData {
  offers: {
    offers: DiscountOfferView[];
    applied: AppliedOfferView | null;
    /** The coupon accepting this quote dropped, and why (decision 0191). */
    dropped: DroppedOfferView | null;
    canApply: boolean;
  } | null;
  invoice: InvoiceView | null;
  refundPreview: RefundPreview | null;
  /** The traveller's latest attempt at what is due, when pending, failed or expired. */
  lastPayment?: {
    state: "pending" | "failed" | "expired";
    amountMinor: number;
    currency: string;
    failureReason: string | null;
    responseUrl: string;
  } | null;
  /** Instalments the traveller paid twice, each second payment refunded in full. */
  paidTwice?: InstalmentPaidTwice[];
}

/** Every amount of a quote prints through one formatter (whole rupees; decision 0193). */
export const money = (minor: number, currency: string) => formatAmount(minor, currency);

const LAST_PAYMENT_TONE = {
  pending: "bg-amber-50 text-amber-950",
  failed: "bg-red-50 text-red-900",
  expired: "bg-slate-100 text-slate-900",
} as const;

const button =
  "inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const ghost =
  "inline-flex items-center justify-center rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";

const STATUS_TEXT: Record<string, string> = {
  pending: "New",
  downloaded: "Downloaded",
  acknowledged: "Acknowledged",
};

export function VoucherList({
  vouchers,
  canAcknowledge,
}: {
  vouchers: readonly VoucherView[];
  canAcknowledge: boolean;
}) {
  const localize = useLocalePath();
  if (vouchers.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Your agent has not uploaded vouchers yet. They appear here as soon as they do.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {vouchers.map((v) => (
        <li key={v.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <span className="mr-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
              {VOUCHER_TYPE_LABELS[v.voucherType]}
            </span>
            <span className="break-all font-medium text-slate-800">{v.docFileName}</span>
            <span className="block text-xs text-slate-500">
              Updated <When at={v.updatedAt} show="date" /> · {STATUS_TEXT[v.travellerStatus]}
            </span>
          </div>
          <div className="flex gap-2">
            <a href={localize(v.docUrl)} className={ghost} download>
              Download
            </a>
            {canAcknowledge && v.travellerStatus !== "acknowledged" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="voucher_ack" />
                <input type="hidden" name="voucher_id" value={v.id} />
                <button type="submit" className={ghost}>
                  I have it
                </button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The credit note of a cancelled booking's invoice (decision 0118), where the invoice shows. */
export function CreditNoteLink({ invoice }: { invoice: InvoiceView }) {
  const localize = useLocalePath();
  const note = invoice.creditNote;
  if (!note) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900"
      data-testid="credit-note"
    >
      <span>
        Credit note <strong>{note.number}</strong> · {money(note.totalMinor, invoice.currency)}{" "}
        credited
      </span>
      <Link to={localize(note.showUrl)} className="font-semibold text-brand-700 hover:underline">
        View credit note
      </Link>
      <a href={note.downloadUrl} className="font-semibold text-brand-700 hover:underline">
        Download PDF
      </a>
    </p>
  );
}

/**
 * The money side of a quote for its traveller (issue 11 §8): the coupon while the quote is
 * chosen, then the invoice, what is due and the pay button, the vouchers and the ops contact,
 * and cancelling a booking with the refund shown first. Every form works without JavaScript.
 */
export function QuoteMoneyPanel({
  quote,
  data,
  canAnswer,
  error,
}: {
  quote: QuoteView;
  data: QuoteMoneyData;
  canAnswer: boolean;
  error: string | null;
}) {
  const localize = useLocalePath();
  const busy = useNavigation().state === "submitting";
  const { offers, invoice, refundPreview, lastPayment, paidTwice = [] } = data;
  // Every figure from the quote's amounts (common/quote-amounts.ts): the invoice's once issued.
  const amounts = quote.amounts;
  const cur = amounts.currency;
  if (quote.status === "active" || quote.status === "declined" || quote.status === "canceled")
    return null;
  return (
    <section
      aria-labelledby="money-title"
      className="rounded-3xl border border-teal-200 bg-white p-5 shadow-sm"
      data-testid="quote-money"
    >
      <h2 id="money-title" className="text-lg font-bold text-slate-900">
        {quote.status === "chosen"
          ? "Your booking: waiting for the invoice"
          : quote.status === "converted"
            ? "Your trip is confirmed"
            : quote.status === "requestCancelled"
              ? "Booking cancelled"
              : "Your booking"}
      </h2>
      {error ? (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}

      {quote.status === "chosen" ? (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-slate-700">
            You accepted this quote. {quote.agent.companyName} will confirm the final price and send
            your invoice. Have a coupon? Apply it now: it comes off the package price before GST.
          </p>
          <p className="text-base font-semibold text-slate-900" data-testid="money-total">
            Total now {money(amounts.totalMinor, cur)}
            {amounts.coupon ? (
              <span className="ml-2 text-sm font-normal text-emerald-700">
                after coupon {amounts.coupon.code}
              </span>
            ) : null}
          </p>
          {offers?.dropped && !offers.applied ? (
            <p
              role="status"
              data-testid="coupon-dropped"
              className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-950"
            >
              {offers.dropped.message}
            </p>
          ) : null}
          {offers?.applied ? (
            <div
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-3"
              data-testid="coupon-applied"
            >
              <span>
                Coupon <strong className="font-mono">{offers.applied.offer_code}</strong>:{" "}
                {money(offers.applied.discountMinor, offers.applied.currency)} off
              </span>
              {canAnswer && offers.applied.state === "applied" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="coupon_remove" />
                  <button type="submit" className={ghost}>
                    Remove
                  </button>
                </Form>
              ) : null}
            </div>
          ) : canAnswer && offers?.canApply ? (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="coupon_apply" />
              <label className="flex flex-col text-sm">
                Coupon code
                <input
                  name="offer_code"
                  required
                  maxLength={24}
                  autoComplete="off"
                  className="mt-1 w-48 rounded-xl border border-slate-300 px-3 py-2 font-mono uppercase"
                />
              </label>
              <button type="submit" className={button} disabled={busy}>
                Apply
              </button>
            </Form>
          ) : null}
          {offers && offers.offers.length > 0 && !offers.applied ? (
            <ul className="space-y-1 text-xs text-slate-600">
              {offers.offers.map((o) => (
                <li key={o.offer_id}>
                  <span className="font-mono font-semibold text-slate-800">{o.offer_code}</span>:{" "}
                  {o.title} ({o.discountText}
                  {o.minTripValueText ? `; ${o.minTripValueText.toLowerCase()}` : ""})
                  {o.unavailableReason ? ` · ${o.unavailableReason}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {invoice ? (
        <div className="mt-3 space-y-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span>
              Invoice <strong>{invoice.number}</strong> · {money(amounts.totalMinor, cur)} · paid{" "}
              {money(amounts.paidMinor, cur)}
            </span>
            <Link
              to={localize(invoice.showUrl)}
              className="font-semibold text-brand-700 hover:underline"
            >
              View invoice
            </Link>
            <a href={invoice.downloadUrl} className="font-semibold text-brand-700 hover:underline">
              Download PDF
            </a>
          </div>
          {invoice.creditNote ? <CreditNoteLink invoice={invoice} /> : null}
          <ol className="space-y-1">
            {amounts.instalments.map((i) => (
              <li
                key={i.id}
                className="flex justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2"
              >
                <span>
                  {i.label} · due {formatDate(i.dueDate)}
                </span>
                <span className={i.status === "paid" ? "font-semibold text-emerald-700" : ""}>
                  {money(i.amountMinor, cur)} {i.status === "paid" ? "· paid" : ""}
                </span>
              </li>
            ))}
          </ol>
          {canAnswer
            ? paidTwice.map((p) => (
                <p
                  key={p.payment.paidAt}
                  data-testid="quote-paid-twice"
                  className="rounded-xl bg-sky-50 px-3 py-2 text-sky-950"
                >
                  {paidTwiceText(p.payment, `your ${p.label.toLowerCase()}`)}
                </p>
              ))
            : null}
          {lastPayment && canAnswer && invoice.dueNow ? (
            <p
              data-testid="quote-last-payment"
              className={`rounded-xl px-3 py-2 ${LAST_PAYMENT_TONE[lastPayment.state]}`}
            >
              {lastPayment.state === "pending" ? (
                <>
                  <strong>Payment pending:</strong>{" "}
                  {money(lastPayment.amountMinor, lastPayment.currency)} is waiting for approval in
                  your UPI app.{" "}
                </>
              ) : lastPayment.state === "expired" ? (
                <>
                  <strong>Your last payment attempt expired:</strong> it was not completed in time.
                  Nothing was charged.{" "}
                </>
              ) : (
                <>
                  <strong>Your last payment failed:</strong>{" "}
                  {lastPayment.failureReason ?? "it did not go through."} Nothing was charged.{" "}
                </>
              )}
              <a href={localize(lastPayment.responseUrl)} className="font-semibold underline">
                Details
              </a>
            </p>
          ) : null}
          {quote.paymentUrl &&
          amounts.dueNow &&
          canAnswer &&
          lastPayment?.state !== "pending" &&
          quote.status !== "requestCancelled" ? (
            <Link to={localize(quote.paymentUrl)} className={button}>
              Pay {amounts.dueNow.label.toLowerCase()}: {money(amounts.dueNow.dueMinor, cur)}
            </Link>
          ) : null}
        </div>
      ) : null}

      {quote.status === "payment" || quote.status === "converted" ? (
        <div className="mt-5">
          <h3 className="text-base font-bold text-slate-900">Vouchers</h3>
          <div className="mt-2">
            <VoucherList vouchers={quote.vouchers as VoucherView[]} canAcknowledge={canAnswer} />
          </div>
        </div>
      ) : null}

      {quote.opDetails ? (
        <p
          className="mt-4 rounded-2xl bg-teal-50 px-4 py-3 text-sm text-teal-900"
          data-testid="op-details"
        >
          Your Triphive contact for this trip: <strong>{quote.opDetails.name}</strong>,{" "}
          <a className="underline" href={`mailto:${quote.opDetails.email}`}>
            {quote.opDetails.email}
          </a>
        </p>
      ) : null}

      {refundPreview && canAnswer ? (
        <details className="mt-5 rounded-2xl border border-slate-200 p-4 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">
            Cancel this booking
          </summary>
          <div className="mt-2">
            <RefundSummary refund={refundPreview} />
          </div>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="cancel_booking" />
            <ConfirmRefundField refund={refundPreview} />
            <label className="flex flex-col">
              Reason (optional)
              <input
                name="reason"
                maxLength={200}
                className="mt-1 w-64 rounded-xl border border-slate-300 px-3 py-2"
              />
            </label>
            <ConfirmSubmit
              title="Cancel this booking?"
              description={<RefundSummary refund={refundPreview} />}
              confirmLabel="Yes, cancel the booking"
              cancelLabel="Keep my booking"
              danger
              className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
            >
              {cancelBookingLabel(refundPreview)}
            </ConfirmSubmit>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
