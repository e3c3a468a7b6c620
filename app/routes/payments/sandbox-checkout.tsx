import { Form, redirect } from "react-router";
import { z } from "zod";
import { formatTime } from "../../../common/format";
import type { CurrencyCode } from "../../../common/locale";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../../../common/payments";
import { formatAmount } from "../../../common/quote-amounts";
import { useTimeZone } from "../../lib/time-zone";
import type { Route } from "./+types/sandbox-checkout";

// The embedded sandbox gateway's hosted checkout (docs/decisions/0121). It stands for another
// company's page: no Triphive header, its own look, and it only ever tells Triphive what
// happened through signed webhooks. The tester picks the method and the outcome.

const Params = z.object({ gatewayOrderId: z.string().regex(/^order_sbx_[a-f0-9]{20}$/) });
const Submission = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("pay"),
    method: z.enum(PAYMENT_METHODS),
    outcome: z.enum(["success", "failure", "pending"]),
  }),
  z.object({ intent: z.literal("approve") }),
  z.object({ intent: z.literal("decline") }),
]);

function sandboxOf(context: Route.LoaderArgs["context"]) {
  const sandbox = context.services.payments.sandbox;
  if (!sandbox) throw redirect(PAGE_NOT_FOUND_PATH);
  return sandbox;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const sandbox = sandboxOf(context);
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw redirect(PAGE_NOT_FOUND_PATH);
  const view = await sandbox.checkoutView(parsed.data.gatewayOrderId);
  if (!view) throw redirect(PAGE_NOT_FOUND_PATH);
  return { ...view, expiresAt: view.expiresAt?.toISOString() ?? null };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const sandbox = sandboxOf(context);
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw redirect(PAGE_NOT_FOUND_PATH);
  const id = parsed.data.gatewayOrderId;
  // Only the choice is read: an amount or anything else in the form is never looked at.
  const submission = Submission.safeParse(Object.fromEntries(await request.formData()));
  if (!submission.success) return { error: "Choose a payment method and an outcome." };
  const choice = submission.data;
  if (choice.intent === "pay" && choice.outcome === "pending" && choice.method !== "upi") {
    return { error: "Only a UPI payment can wait for approval. Choose UPI." };
  }
  // The result is told to Triphive before the payer goes back, as a gateway's signed callback
  // is: the response page then shows the booking, not "confirming" (decision 0193).
  const hosted = { deliverNow: true };
  const view =
    choice.intent === "pay"
      ? await sandbox.pay(id, { method: choice.method, outcome: choice.outcome }, hosted)
      : await sandbox.resolveUpi(id, choice.intent === "approve", hosted);
  if (!view) throw redirect(PAGE_NOT_FOUND_PATH);
  // A pending UPI request stays here (the payer's phone is this page's second half).
  if (view.status === "pending") throw redirect(`/payments/sandbox/checkout/${id}`);
  throw redirect(view.returnUrl);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Pay ${data.merchantName} | Sandbox Pay` : "Sandbox Pay" },
  { name: "robots", content: "noindex" },
];

const METHOD_DETAIL: Record<PaymentMethod, string> = {
  card: "Test card 4111 1111 1111 1111 · 12/30 · CVV 123",
  upi: "Test VPA traveller@sandbox",
  netbanking: "Sandbox Bank of India",
};

/** The order's amount as Triphive's pages print it (whole rupees; decision 0193). */
function Amount({ amountMinor, currency }: { amountMinor: number; currency: CurrencyCode }) {
  return <>{formatAmount(amountMinor, currency)}</>;
}

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const order = loaderData;
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <div className="bg-indigo-950 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <p className="text-lg font-semibold tracking-tight">
            Sandbox<span className="text-indigo-300">Pay</span>
          </p>
          <p className="rounded bg-amber-400 px-2 py-0.5 text-xs font-bold uppercase text-amber-950">
            Test mode
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 md:grid-cols-[1fr_1.4fr]">
        <section
          aria-label="Order summary"
          className="rounded-lg bg-indigo-900 p-5 text-white shadow-sm"
        >
          <p className="text-xs uppercase tracking-wide text-indigo-200">Paying to</p>
          <h1 className="mt-1 text-lg font-semibold">{order.merchantName}</h1>
          <p className="mt-3 text-sm text-indigo-100">{order.description}</p>
          <p className="mt-5 text-xs uppercase tracking-wide text-indigo-200">Amount</p>
          <p className="text-3xl font-bold" data-testid="sandbox-amount">
            <Amount amountMinor={order.amountMinor} currency={order.currency} />
          </p>
          <p className="mt-5 break-all text-xs text-indigo-300">Order {order.gatewayOrderId}</p>
        </section>
        <section className="rounded-lg bg-white p-5 shadow-sm">
          {order.status === "created" ? (
            <PayForm order={order} error={actionData?.error} />
          ) : order.status === "pending" ? (
            <PendingUpi order={order} error={actionData?.error} />
          ) : (
            <Finished order={order} />
          )}
        </section>
      </div>
      <p className="mx-auto max-w-3xl px-4 pb-8 text-xs text-slate-500">
        This is Triphive's built-in test gateway. No money moves: choose what the bank should
        answer. Triphive learns the result only from this gateway's signed webhooks.
      </p>
    </div>
  );
}

type Order = Route.ComponentProps["loaderData"];

function PayForm({ order, error }: { order: Order; error?: string }) {
  return (
    <Form method="post" className="space-y-5">
      <input type="hidden" name="intent" value="pay" />
      <fieldset>
        <legend className="text-sm font-semibold">Payment method</legend>
        <div className="mt-2 grid gap-2">
          {PAYMENT_METHODS.map((method, i) => (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
            >
              <input
                type="radio"
                name="method"
                value={method}
                defaultChecked={i === 0}
                className="mt-1 accent-indigo-700"
              />
              <span>
                <span className="block font-medium">{PAYMENT_METHOD_LABELS[method]}</span>
                <span className="block text-xs text-slate-500">{METHOD_DETAIL[method]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">Simulate the bank's answer</legend>
        <div className="mt-2 grid gap-2 text-sm">
          {(
            [
              ["success", "Payment succeeds"],
              ["failure", "Payment fails (declined)"],
              ["pending", "UPI: waits for approval in the UPI app"],
            ] as const
          ).map(([value, label], i) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="outcome"
                value={value}
                defaultChecked={i === 0}
                className="accent-indigo-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="w-full rounded-md bg-indigo-700 px-4 py-3 font-semibold text-white hover:bg-indigo-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        Pay <Amount amountMinor={order.amountMinor} currency={order.currency} />
      </button>
      <a href={order.returnUrl} className="block text-center text-sm text-slate-600 underline">
        Cancel and return to {order.merchantName}
      </a>
    </Form>
  );
}

function PendingUpi({ order, error }: { order: Order; error?: string }) {
  const zone = useTimeZone();
  const expires = order.expiresAt ? formatTime(order.expiresAt, zone) : null;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Waiting for approval in your UPI app</h2>
      <p className="text-sm text-slate-600">
        A collect request for <Amount amountMinor={order.amountMinor} currency={order.currency} />{" "}
        was sent to traveller@sandbox.
        {expires ? ` It expires at ${expires}.` : ""}
      </p>
      {error ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="rounded-md border border-dashed border-slate-300 p-3">
        <p className="text-xs font-semibold uppercase text-slate-500">The payer's phone</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <button
              type="submit"
              className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
            >
              Approve in UPI app
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="decline" />
            <button
              type="submit"
              className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Decline in UPI app
            </button>
          </Form>
        </div>
      </div>
      <a href={order.returnUrl} className="block text-sm text-indigo-800 underline">
        Return to {order.merchantName} and wait there
      </a>
    </div>
  );
}

const FINISHED = {
  captured: ["Payment successful", "This order is paid. You can go back to the merchant."],
  failed: ["Payment failed", "This order's payment failed. Go back to the merchant to try again."],
  // Sandbox orders take payment for 30 minutes (decision 0190), as real checkouts time out.
  expired: [
    "This payment link has expired",
    "The order was not paid in time and takes no payment any more. Go back to the merchant to start again.",
  ],
} as const;

function Finished({ order }: { order: Order }) {
  const ok = order.status === "captured";
  const [heading, text] =
    FINISHED[order.status === "expired" ? "expired" : ok ? "captured" : "failed"];
  return (
    <div className="space-y-4">
      <h2 className={`text-lg font-semibold ${ok ? "text-emerald-800" : "text-red-800"}`}>
        {heading}
      </h2>
      <p className="text-sm text-slate-600">{text}</p>
      <a
        href={order.returnUrl}
        className="inline-block rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
      >
        Return to {order.merchantName}
      </a>
    </div>
  );
}
