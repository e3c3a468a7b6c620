import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { FORM_TOKEN_FIELD, formTokenOf, newFormToken } from "../../../common/form-token";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney, toMinor } from "../../../common/money";
import {
  GATEWAY_CHECK_MAX_MINOR,
  GATEWAY_CHECK_TYPE,
  paymentResponseUrl,
} from "../../../common/payments";
import { isAppError } from "../../../server/lib/errors";
import { When } from "../../components/when";
import { privateHeaders } from "../../lib/agent-workspace.server";
import { startGatewayCheck } from "../../lib/payments.server";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/payments";

// Staff's payments page (docs/decisions/0123): the gateway in use, the latest payments of every
// kind with their state, the ledger's balances (which sum to zero), and a gateway check: a small
// payment through the real checkout, refundable from here.

export const meta: Route.MetaFunction = () => [
  { title: "Payments | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "payments.view");
  const payments = context.services.payments;
  const [orders, balances, totals] = await Promise.all([
    payments.recentOrders(20),
    payments.ledger.balances(),
    payments.ledger.totals(),
  ]);
  return data(
    {
      gateway: payments.gateway.name,
      formToken: newFormToken(),
      orders: orders.map((o) => ({
        id: o.id,
        bookable: `${o.bookableType}:${o.bookableId}`,
        description: o.description,
        amountMinor: o.amountMinor,
        refundedMinor: o.refundedMinor,
        currency: o.currency,
        status: o.status,
        method: o.method,
        createdAt: o.createdAt.toISOString(),
        // A capture for something already paid: refunded in full by itself (decision 0189).
        duplicateOf: o.duplicateOf,
        refundable:
          o.bookableType === GATEWAY_CHECK_TYPE &&
          o.status === "captured" &&
          o.capturedMinor > o.refundedMinor,
        responseUrl:
          o.bookableType === GATEWAY_CHECK_TYPE
            ? paymentResponseUrl({ bookableType: o.bookableType, bookableId: o.bookableId }, true)
            : null,
      })),
      balances: balances.filter((b) => b.balanceMinor !== 0),
      totals,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const Rupees = z.coerce
  .number({ message: "Enter an amount in rupees." })
  .positive("Enter an amount above zero.")
  .max(
    GATEWAY_CHECK_MAX_MINOR / 100,
    `At most ${formatMoney({ amountMinor: GATEWAY_CHECK_MAX_MINOR, currency: "INR" })}.`,
  )
  .refine((v) => Number.isInteger(v * 100), "Use at most two decimals.");
const Submission = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("check"), amount: Rupees }),
  z.object({
    intent: z.literal("refund"),
    orderId: z.string().regex(/^pord_[a-f0-9]{20}$/),
    amount: Rupees,
  }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, "payments.view");
  const form = await request.formData();
  const token = formTokenOf(form);
  const parsed = Submission.safeParse(Object.fromEntries(form));
  if (!parsed.success || !token) {
    return { ok: false, message: parsed.error?.issues[0]?.message ?? "Please reload the page." };
  }
  const payments = context.services.payments;
  const input = parsed.data;
  try {
    if (input.intent === "check") {
      const order = await startGatewayCheck(payments, user, toMinor(input.amount, "INR"), token);
      throw redirect(order.checkoutUrl);
    }
    const order = await payments.getOrder(input.orderId);
    if (!order || order.bookableType !== GATEWAY_CHECK_TYPE) throw data(null, { status: 404 });
    const refund = await payments.requestRefund({
      orderId: order.id,
      amountMinor: toMinor(input.amount, order.currency),
      reason: "Gateway check refunded by staff",
      idempotencyKey: token,
      requestedBy: user.id,
    });
    return {
      ok: true,
      message: `Refund of ${formatMoney({ amountMinor: refund.amountMinor, currency: refund.currency }, { fractionDigits: 2 })} is ${refund.status}.`,
    };
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency: currency as CurrencyCode }, { fractionDigits: 2 });

const STATUS_TONE: Record<string, string> = {
  created: "bg-slate-100 text-slate-700",
  pending: "bg-amber-100 text-amber-900",
  captured: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-800",
  expired: "bg-slate-200 text-slate-600",
};

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { gateway, orders, balances, totals, formToken } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900">Payments</h1>
          <p className="text-sm text-slate-600">
            Gateway: <strong>{gateway === "sandbox" ? "Sandbox (embedded)" : "Razorpay"}</strong> ·
            webhooks at <code className="text-xs">/payments/webhooks/{gateway}</code>
          </p>
        </div>
        <nav aria-label="Operations" className="flex flex-wrap gap-3">
          <Link
            to="/admin/payouts"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Agency payouts
          </Link>
          <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
            Staff dashboard
          </Link>
        </nav>
      </header>

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`rounded-lg px-4 py-3 text-sm ${actionData.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}

      <section
        aria-labelledby="check"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="check" className="text-lg font-bold text-slate-900">
          Check the gateway
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Pays a small amount through the gateway's own checkout, so you see the webhook arrive and
          the ledger move. Refund it below afterwards.
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="check" />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          <label className="text-sm font-medium text-slate-800">
            Amount (₹)
            <input
              name="amount"
              inputMode="decimal"
              defaultValue="1"
              required
              className="mt-1 block w-32 rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Start a gateway check
          </button>
        </Form>
      </section>

      <section aria-labelledby="recent">
        <h2 id="recent" className="text-lg font-bold text-slate-900">
          Latest payments
        </h2>
        {orders.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No payments yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm">
            {orders.map((o) => (
              <li
                key={o.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {money(o.amountMinor, o.currency)}{" "}
                    <span
                      className={`ml-1 rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[o.status] ?? ""}`}
                    >
                      {o.status}
                    </span>
                    {o.refundedMinor > 0 ? (
                      <span className="ml-2 text-xs text-slate-600">
                        refunded {money(o.refundedMinor, o.currency)}
                      </span>
                    ) : null}
                  </p>
                  {o.duplicateOf ? (
                    <p className="text-xs font-semibold text-sky-800" data-testid="paid-twice">
                      Paid twice: <span className="font-mono">{o.duplicateOf}</span> had already
                      paid this, so it is not counted.{" "}
                      {o.refundedMinor >= o.amountMinor
                        ? "Refunded in full automatically."
                        : "Its automatic refund is not out yet, or failed: duplicate_payments in the ledger holds it."}
                    </p>
                  ) : null}
                  <p className="truncate text-slate-600">
                    {o.description} · <span className="font-mono text-xs">{o.bookable}</span>
                    {o.method ? ` · ${o.method}` : ""}
                  </p>
                  <p className="font-mono text-xs text-slate-500">
                    {o.id} · <When at={o.createdAt} />
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {o.responseUrl ? (
                    <Link
                      to={o.responseUrl}
                      className="text-sm font-semibold text-brand-700 hover:underline"
                    >
                      Result page
                    </Link>
                  ) : null}
                  {o.refundable ? (
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="refund" />
                      <input type="hidden" name="orderId" value={o.id} />
                      <input
                        type="hidden"
                        name={FORM_TOKEN_FIELD}
                        value={`${formToken}-${o.id.slice(5, 13)}`}
                      />
                      <label className="sr-only" htmlFor={`refund-${o.id}`}>
                        Refund amount for {o.id} (₹)
                      </label>
                      <input
                        id={`refund-${o.id}`}
                        name="amount"
                        inputMode="decimal"
                        defaultValue={String((o.amountMinor - o.refundedMinor) / 100)}
                        className="w-24 rounded-md border border-slate-300 px-2 py-1"
                      />
                      <button
                        type="submit"
                        className="rounded-md border border-slate-400 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-50"
                      >
                        Refund
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ledger">
        <h2 id="ledger" className="text-lg font-bold text-slate-900">
          Ledger balances
        </h2>
        <p className="text-sm text-slate-600">
          Debits positive, credits negative. Every currency sums to{" "}
          {totals.length === 0
            ? "zero (no entries yet)"
            : totals
                .map((t) => `${money(t.sumMinor, t.currency)} over ${t.entries} entries`)
                .join(", ")}
          .
        </p>
        {balances.length ? (
          <table className="mt-3 w-full rounded-2xl border border-slate-200 bg-white text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="px-4 py-2 font-medium">Account</th>
                <th className="px-4 py-2 text-right font-medium">Balance</th>
              </tr>
            </thead>
            <tbody>
              {balances.map((b) => (
                <tr key={`${b.account}-${b.currency}`} className="border-t border-slate-100">
                  <td className="px-4 py-2 font-mono text-xs">{b.account}</td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {money(b.balanceMinor, b.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}
