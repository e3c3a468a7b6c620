import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
} from "react-router";
import { FORM_TOKEN_FIELD, formTokenOf, newFormToken } from "../../../common/form-token";
import { formatDate, formatTime } from "../../../common/format";
import { paidTwiceText } from "../../../common/payments";
import { PayInstalmentForm, QuoteParams } from "../../../common/quote-pages";
import { isAppError } from "../../../server/lib/errors";
import { BookingBadge } from "../../components/booking-badge";
import { ConfirmSubmit } from "../../components/confirm-submit";
import { money } from "../../components/money/quote-money-panel";
import { destinationsLabel } from "../../components/trips/trip-format";
import { requireUser } from "../../lib/auth.server";
import { useLocalePath } from "../../lib/locale";
import { useTimeZone } from "../../lib/time-zone";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/payment";

// The payment page of a quote (issue 11 §8): the schedule, what is due now, and one button that
// asks the server for an order of the amount it computes; the gateway's page takes it from
// there and comes back to /payments/response. Only the trip's traveller sees it.

const PENDING_REFRESH_SECONDS = 10;

export const meta: Route.MetaFunction = () => [
  { title: "Pay for your trip | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { id, quoteId } = parseParams(QuoteParams, params);
  const quote = await orNotFound(context.services.quotes.get(user, id, quoteId));
  const invoice = await context.services.invoices.forQuote(quote.id);
  if (!invoice || user.role !== "traveller") throw data(null, { status: 404 });
  // The latest attempt at what is due now, when it failed, expired or waits for UPI approval,
  // and any instalment paid twice (its second payment refunded in full).
  const [lastPayment, paidTwice] = await Promise.all([
    context.services.money.lastPayment(user, quote.id),
    context.services.money.paidTwice(user, quote.id),
  ]);
  return { quote, invoice, lastPayment, paidTwice, formToken: newFormToken() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { id, quoteId } = parseParams(QuoteParams, params);
  const formData = await request.formData();
  const token = formTokenOf(formData) ?? newFormToken();
  const form = PayInstalmentForm.parse(Object.fromEntries(formData));
  try {
    // No amount is read from the form: the server pays the next instalment due, if it is the
    // one this page offered; a second tab's start answers the same order.
    const order = await context.services.money.payInstalment(
      user,
      id,
      quoteId,
      token,
      form.instalment_id,
    );
    return redirect(order.checkoutUrl);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

/**
 * A refused start (409: paid meanwhile in another tab, or nothing due) still reloads the page,
 * so the schedule shows what is paid beside the refusal rather than the stale "Pay" button.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, invoice, lastPayment, paidTwice, formToken } = loaderData;
  const pending = lastPayment?.state === "pending";
  const localize = useLocalePath();
  const busy = useNavigation().state !== "idle";
  // Every figure from the quote's amounts (common/quote-amounts.ts): the order the button asks
  // for is exactly `due.dueMinor`, and the invoice, the gateway and the result page print it.
  const amounts = quote.amounts;
  const cur = amounts.currency;
  const due = amounts.dueNow;
  const quoteUrl = `/requested_trips/${quote.tripId}/quotes/${quote.id}`;
  return (
    <div className="bg-slate-50">
      {pending ? <meta httpEquiv="refresh" content={String(PENDING_REFRESH_SECONDS)} /> : null}
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <Link to={localize(quoteUrl)} className="hover:text-brand-700 hover:underline">
            Your quote
          </Link>{" "}
          / <span className="font-medium text-slate-700">Payment</span>
        </nav>
        <h1 className="text-2xl font-extrabold text-slate-900">
          Pay for {destinationsLabel(quote.destinationsList.map((d) => d.name))}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {quote.agent.companyName} · invoice {invoice.number} ·{" "}
          <span data-testid="trip-status">
            <BookingBadge booking={quote.booking} />
          </span>
        </p>
        {paidTwice.map((p) => (
          <p
            key={p.payment.paidAt}
            role="status"
            data-testid="paid-twice"
            className="mt-5 rounded-3xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
          >
            {paidTwiceText(p.payment, `your ${p.label.toLowerCase()}`)}
          </p>
        ))}
        {lastPayment && due ? (
          <LastPaymentNotice
            last={lastPayment}
            dueLabel={due.label}
            tripBooked={amounts.paidMinor > 0}
          />
        ) : null}
        <section
          aria-labelledby="schedule-title"
          className="mt-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="schedule-title" className="text-base font-bold text-slate-900">
            Payment schedule
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {amounts.instalments.map((i) => (
              <li
                key={i.id}
                className={`flex flex-wrap justify-between gap-2 rounded-2xl px-4 py-3 ${i.id === due?.id ? "bg-teal-50 ring-1 ring-teal-300" : "bg-slate-50"}`}
              >
                <span>
                  <strong>{i.label}</strong>
                  <span className="block text-xs text-slate-500">
                    Due {formatDate(i.dueDate)}
                    {invoice.instalments.find((p) => p.id === i.id)?.overdue ? " · overdue" : ""}
                  </span>
                </span>
                <span className="text-right">
                  {money(i.amountMinor, cur)}
                  <span
                    className={`block text-xs ${i.status === "paid" ? "font-semibold text-emerald-700" : "text-slate-500"}`}
                  >
                    {i.status === "paid" ? "Paid" : i.id === due?.id ? "Due now" : "Later"}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 text-sm">
            <div>
              <dt className="text-xs text-slate-500">Total</dt>
              <dd className="font-semibold">{money(amounts.totalMinor, cur)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Paid</dt>
              <dd className="font-semibold text-emerald-700">{money(amounts.paidMinor, cur)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Still to pay</dt>
              <dd className="font-semibold">{money(amounts.dueMinor, cur)}</dd>
            </div>
          </dl>
          {amounts.coupon ? (
            <p className="mt-3 text-xs text-emerald-700">
              Includes coupon {amounts.coupon.code}: {money(amounts.coupon.discountMinor, cur)} off.
            </p>
          ) : null}
        </section>
        {actionData && "error" in actionData ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {due && pending ? (
          <p className="mt-5 text-sm text-slate-600">
            You can pay again here if the UPI request is declined or expires.
          </p>
        ) : due ? (
          <Form method="post" className="mt-5">
            <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
            <input type="hidden" name="instalment_id" value={due.id} />
            <ConfirmSubmit
              title={`Pay ${money(due.dueMinor, cur)} now?`}
              description={`Your ${due.label.toLowerCase()} for invoice ${invoice.number}. You will be taken to our payment partner's secure page to pay.`}
              confirmLabel="Continue to pay"
              disabled={busy}
              className="w-full rounded-full bg-brand-700 px-6 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
            >
              Pay {due.label.toLowerCase()}: {money(due.dueMinor, cur)}
            </ConfirmSubmit>
            <p className="mt-2 text-xs text-slate-500">
              You will be taken to our payment partner's secure page. Triphive holds your payment
              and releases it to the agent once your vouchers are issued.
            </p>
          </Form>
        ) : (
          <p className="mt-5 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
            Everything is paid. Thank you!
          </p>
        )}
        <p className="mt-6 text-sm">
          <Link
            to={localize(invoice.showUrl)}
            className="font-semibold text-brand-700 hover:underline"
          >
            View invoice
          </Link>{" "}
          ·{" "}
          <a href={invoice.downloadUrl} className="font-semibold text-brand-700 hover:underline">
            Download PDF
          </a>
        </p>
      </div>
    </div>
  );
}

const NOTICE_TONES = {
  pending: {
    box: "border-amber-300 bg-amber-50 text-amber-950",
    icon: "bg-amber-200 text-amber-900",
    mark: "…",
  },
  expired: {
    box: "border-slate-300 bg-slate-100 text-slate-900",
    icon: "bg-slate-300 text-slate-800",
    mark: "!",
  },
  failed: {
    box: "border-red-200 bg-red-50 text-red-950",
    icon: "bg-red-200 text-red-900",
    mark: "✕",
  },
} as const;

/** The box around the latest attempt's notice: its tone, icon and heading. */
function Notice({
  state,
  title,
  children,
}: {
  state: keyof typeof NOTICE_TONES;
  title: string;
  children: React.ReactNode;
}) {
  const tone = NOTICE_TONES[state];
  return (
    <section
      role={state === "failed" ? "alert" : "status"}
      data-testid="last-payment"
      className={`mt-5 flex gap-3 rounded-3xl border p-4 text-sm ${tone.box}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-lg font-bold ${tone.icon}`}
      >
        {tone.mark}
      </span>
      <div className="min-w-0">
        <h2 className="font-bold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function LastPaymentNotice({
  last,
  dueLabel,
  tripBooked,
}: {
  last: NonNullable<Route.ComponentProps["loaderData"]["lastPayment"]>;
  dueLabel: string;
  tripBooked: boolean;
}) {
  const localize = useLocalePath();
  const amount = money(last.amountMinor, last.currency);
  const started = formatTime(last.startedAt, useTimeZone());
  const due = dueLabel.toLowerCase();
  const notBooked = tripBooked ? "." : " and your trip is not booked yet.";
  if (last.state === "pending") {
    return (
      <Notice state="pending" title="Payment pending">
        <p className="mt-1">
          Your {last.method === "upi" ? "UPI " : ""}payment of {amount} for the {due} (started{" "}
          {started}) is waiting for approval
          {last.method === "upi" ? " in your UPI app" : " from your bank"}.{" "}
          {tripBooked
            ? "We update your booking once it is approved."
            : "Your trip is booked once it is approved."}{" "}
          This page updates by itself.
        </p>
        <a
          href={localize(last.responseUrl)}
          className="mt-2 inline-block font-semibold text-amber-900 underline"
        >
          Payment details
        </a>
      </Notice>
    );
  }
  if (last.state === "expired") {
    return (
      <Notice state="expired" title="Your last payment attempt expired">
        <p className="mt-1">
          The payment of {amount} for the {due} (started {started}) was not completed in time, so it
          expired. Nothing was charged: the {due} is still due{notBooked} Start again below.
        </p>
      </Notice>
    );
  }
  return (
    <Notice state="failed" title="Your last payment failed">
      <p className="mt-1">
        {last.failureReason ?? "The payment did not go through."} Nothing was charged: the {due} of{" "}
        {amount} is still due{notBooked} Try again below, with another card or method if you like.
      </p>
    </Notice>
  );
}
