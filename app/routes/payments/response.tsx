import { Link, redirect } from "react-router";
import type { CurrencyCode } from "../../../common/locale";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  PaymentResponseQuery,
  paidTwiceText,
  paymentResponseUrl,
} from "../../../common/payments";
import { formatAmount } from "../../../common/quote-amounts";
import { When } from "../../components/when";
import { requireUser } from "../../lib/auth.server";
import type { Route } from "./+types/response";

// /payments/response?success=…&bookable_id=… (browsing §2, §5): where the gateway sends the
// payer back. The query's success is only a hint: the page shows the server's state of the
// payer's latest order for that bookable, and fetches the bookable's confirmation only when
// success is true (and the order is captured). Pending and "confirming" pages refresh themselves,
// and so does a captured payment whose booking is not counted yet ("Payment received, confirming
// your booking…"): after a success the page never says that nothing is booked (decision 0193).
// An attempt left until its time ran out shows as expired (decision 0190); a payment for
// something already paid, and its automatic refund, is said in plain words (decision 0189).

const CONFIRMING_REFRESH_SECONDS = 3;
const PENDING_REFRESH_SECONDS = 10;
// A gateway's webhook normally lands within seconds; an order this young may still be told.
const CONFIRMING_FOR_SECONDS = 10 * 60;
const NOT_COMPLETED_RECHECK_SECONDS = 2 * 60;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const query = PaymentResponseQuery.safeParse({
    success: url.searchParams.get("success") ?? undefined,
    bookable_id: url.searchParams.get("bookable_id") ?? undefined,
  });
  if (!query.success || !query.data.bookable_id) throw redirect(PAGE_NOT_FOUND_PATH);
  const ref = query.data.bookable_id;
  const view = await context.services.payments.responseView(user, ref, query.data.success);
  if (!view) throw redirect(PAGE_NOT_FOUND_PATH);
  return {
    state: view.state,
    duplicate: view.duplicate,
    paidTwice: view.paidTwice,
    successHint: query.data.success,
    order: {
      ...view.order,
      createdAt: view.order.createdAt.toISOString(),
      capturedAt: view.order.capturedAt?.toISOString() ?? null,
      expiresAt: view.order.expiresAt.toISOString(),
    },
    confirmation: view.confirmation,
    links: view.links,
    ageSeconds: Math.max(0, Math.round((Date.now() - view.order.createdAt.getTime()) / 1000)),
    selfUrl: paymentResponseUrl(ref, query.data.success),
    confirmationUrl: paymentResponseUrl(ref, true),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? HEADINGS[headingKey(data)] : "Payment"} | Triphive` },
  { name: "robots", content: "noindex" },
];

type Data = Route.ComponentProps["loaderData"];
type HeadingKey =
  | "captured"
  | "booking"
  | "duplicate"
  | "pending"
  | "confirming"
  | "notCompleted"
  | "failed"
  | "expired";

const HEADINGS: Record<HeadingKey, string> = {
  captured: "Payment received",
  booking: "Payment received",
  duplicate: "Already paid: refunding this payment",
  pending: "Payment pending",
  confirming: "Confirming your payment",
  notCompleted: "Payment not completed",
  failed: "Payment failed",
  expired: "Payment attempt expired",
};

function headingKey(
  data: Pick<Data, "state" | "successHint" | "duplicate" | "confirmation">,
): HeadingKey {
  if (data.state === "created") return data.successHint ? "confirming" : "notCompleted";
  if (data.state === "captured" && data.duplicate) return "duplicate";
  // Captured, but the booking has not counted it yet: say so and look again shortly.
  if (data.state === "captured" && data.confirmation?.settled === false) return "booking";
  return data.state;
}

/** The amount as the invoice and the quote pages print it (whole rupees; decision 0193). */
function money(amountMinor: number, currency: CurrencyCode) {
  return formatAmount(amountMinor, currency);
}

const TONES: Record<HeadingKey, { ring: string; icon: string; mark: string }> = {
  captured: { ring: "bg-emerald-100 text-emerald-800", icon: "✓", mark: "border-emerald-600" },
  duplicate: { ring: "bg-sky-100 text-sky-800", icon: "↺", mark: "border-sky-500" },
  booking: { ring: "bg-emerald-100 text-emerald-800", icon: "✓", mark: "border-sky-500" },
  pending: { ring: "bg-amber-100 text-amber-800", icon: "…", mark: "border-amber-500" },
  confirming: { ring: "bg-sky-100 text-sky-800", icon: "…", mark: "border-sky-500" },
  notCompleted: { ring: "bg-slate-200 text-slate-700", icon: "!", mark: "border-slate-400" },
  failed: { ring: "bg-red-100 text-red-800", icon: "✕", mark: "border-red-600" },
  expired: { ring: "bg-slate-200 text-slate-700", icon: "!", mark: "border-slate-400" },
};

export default function PaymentResponse({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const key = headingKey(data);
  const tone = TONES[key];
  const refresh = refreshSeconds(key, data);
  const method = data.order.method as PaymentMethod | null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {refresh ? <meta httpEquiv="refresh" content={String(refresh)} /> : null}
      <section
        className={`rounded-xl border-t-4 ${tone.mark} bg-white p-6 shadow-sm sm:p-8`}
        aria-labelledby="payment-heading"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${tone.ring}`}
          >
            {tone.icon}
          </span>
          <div className="min-w-0">
            <h1 id="payment-heading" className="text-2xl font-semibold text-slate-900">
              {HEADINGS[key]}
            </h1>
            <p className="mt-1 text-slate-600" role="status">
              <StateMessage data={data} keyName={key} />
            </p>
            {/* What is still due, and that nothing is booked, only when nothing went through. */}
            {data.links.note &&
            (key === "notCompleted" || key === "failed" || key === "pending") ? (
              <p className="mt-2 font-medium text-slate-800" data-testid="bookable-note">
                {data.links.note}
              </p>
            ) : null}
            {data.paidTwice.map((p) => (
              <p
                key={p.paidAt}
                className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950"
                data-testid="paid-twice"
              >
                {paidTwiceText(p, "this")}
              </p>
            ))}
          </div>
        </div>

        <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 border-t border-slate-200 pt-5 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Amount</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {money(data.order.amountMinor, data.order.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">For</dt>
            <dd className="text-slate-900">{data.order.description}</dd>
          </div>
          {method && PAYMENT_METHOD_LABELS[method] ? (
            <div>
              <dt className="text-slate-500">Method</dt>
              <dd className="text-slate-900">{PAYMENT_METHOD_LABELS[method]}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-500">{data.order.capturedAt ? "Paid on" : "Started on"}</dt>
            <dd className="text-slate-900">
              <When at={data.order.capturedAt ?? data.order.createdAt} />
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-slate-500">Payment reference</dt>
            <dd className="break-all font-mono text-xs text-slate-700">{data.order.id}</dd>
          </div>
        </dl>

        {data.confirmation ? (
          <div className="mt-6 rounded-lg bg-emerald-50 p-4">
            <h2 className="font-semibold text-emerald-900">{data.confirmation.title}</h2>
            {data.confirmation.lines.length ? (
              <dl className="mt-2 space-y-1 text-sm">
                {data.confirmation.lines.map((line) => (
                  <div key={line.label} className="flex flex-wrap gap-x-2">
                    <dt className="text-emerald-800">{line.label}:</dt>
                    <dd className="font-medium text-emerald-950">{line.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ) : null}

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Actions data={data} keyName={key} />
        </div>
      </section>
    </div>
  );
}

function refreshSeconds(
  key: HeadingKey,
  { ageSeconds, paidTwice }: Pick<Data, "ageSeconds" | "paidTwice">,
): number | null {
  if (key === "pending") return PENDING_REFRESH_SECONDS;
  // The refund of a second payment is asked for a moment after it arrived: show it going out.
  if (
    key === "duplicate" &&
    ageSeconds < CONFIRMING_FOR_SECONDS &&
    paidTwice.some((p) => p.refund === "requested")
  )
    return CONFIRMING_REFRESH_SECONDS;
  if ((key === "confirming" || key === "booking") && ageSeconds < CONFIRMING_FOR_SECONDS)
    return CONFIRMING_REFRESH_SECONDS;
  if (key === "notCompleted" && ageSeconds < NOT_COMPLETED_RECHECK_SECONDS) {
    return CONFIRMING_REFRESH_SECONDS;
  }
  return null;
}

function StateMessage({ data, keyName }: { data: Data; keyName: HeadingKey }) {
  switch (keyName) {
    case "captured":
      return <>Thank you. We have received your payment.</>;
    case "booking":
      return <>Payment received, confirming your booking… This page updates by itself.</>;
    case "pending":
      return data.order.method === "upi" ? (
        <>
          Your UPI payment is waiting for approval in your UPI app. Approve it there; this page
          updates by itself.
        </>
      ) : (
        <>
          Your payment is authorised and waiting for the bank's confirmation. This page updates by
          itself.
        </>
      );
    case "confirming":
      return (
        <>
          The payment gateway is telling us the result. This takes a few seconds; this page updates
          by itself.
        </>
      );
    case "notCompleted":
      return <>The payment was not completed. Nothing has been charged.</>;
    case "duplicate":
      return (
        <>
          This had already been paid when this payment arrived, so it is not counted. It is refunded
          to you in full.
        </>
      );
    case "expired":
      return data.successHint ? (
        <>
          This payment attempt had expired before the payment gateway confirmed a payment. Nothing
          has been charged; if a payment still goes through, it is counted, or refunded in full if
          it is no longer needed.
        </>
      ) : (
        <>
          This payment attempt was not completed in time, so it expired. Nothing has been charged;
          you can start again.
        </>
      );
    case "failed":
      return (
        <>
          {data.order.failureReason ?? "The payment did not go through."} Nothing has been charged;
          you can try again.
        </>
      );
  }
}

const PRIMARY =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const SECONDARY =
  "inline-flex items-center justify-center rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50";

function Actions({ data, keyName }: { data: Data; keyName: HeadingKey }) {
  const back = (
    <Link to={data.links.backUrl} className={SECONDARY}>
      {data.links.backLabel}
    </Link>
  );
  switch (keyName) {
    case "captured":
    case "booking":
      return data.confirmation ? (
        <>
          <Link to={data.confirmation.continueUrl} className={PRIMARY}>
            {data.confirmation.continueLabel}
          </Link>
          {back}
        </>
      ) : (
        <>
          <Link to={data.confirmationUrl} className={PRIMARY}>
            Show the confirmation
          </Link>
          {back}
        </>
      );
    case "confirming":
      if (data.ageSeconds >= CONFIRMING_FOR_SECONDS) {
        return (
          <>
            <Link to={data.links.retryUrl} className={PRIMARY}>
              Try again
            </Link>
            {back}
          </>
        );
      }
      return (
        <>
          <Link to={data.selfUrl} reloadDocument className={PRIMARY}>
            Check again
          </Link>
          {back}
        </>
      );
    case "pending":
      return (
        <>
          <Link to={data.selfUrl} reloadDocument className={PRIMARY}>
            Check again
          </Link>
          {back}
        </>
      );
    case "duplicate":
      return back;
    case "notCompleted":
    case "failed":
    case "expired":
      return (
        <>
          <Link to={data.links.retryUrl} className={PRIMARY}>
            Try again
          </Link>
          {back}
        </>
      );
  }
}
