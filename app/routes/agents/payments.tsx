import { data, Link } from "react-router";
import { formatDate } from "../../../common/format";
import { AgencyPaymentsQuery, PAYOUTS_PAGE_SIZE } from "../../../common/payouts";
import { isAppError } from "../../../server/lib/errors";
import { EmptyState } from "../../components/account-summary";
import { AgentWorkspaceNav } from "../../components/agents/workspace-nav";
import { LiveView } from "../../components/live-view";
import { money, PayoutBadge, ReleaseHistory, StateTabs } from "../../components/money/payout-bits";
import { Pagination } from "../../components/pagination";
import { When } from "../../components/when";
import { privateHeaders, requireRole } from "../../lib/agent-workspace.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/payments";

// The agency's money across all its quotes (issue 11 §8; docs/decisions/0102): what travellers
// paid on each invoiced quote, refunds, the platform's commission and the agency's payout held
// or released (when, why), with totals. Only the signed-in agent's own agency: the agency comes
// from the login, never from the URL; other roles get the workspace's 404.

export const meta: Route.MetaFunction = () => [
  { title: "Payments and payouts | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const query = AgencyPaymentsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const payments = await context.services.money.agencyPayments(user, query);
    return data(
      { unlinked: false as const, payments, status: query.status },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    // An agent login not yet linked to an agency has no payments: say so, as the inbox does.
    if (isAppError(error) && error.code === "agents_only")
      return data({ unlinked: true as const, payments: null, status: query.status });
    throw error;
  }
}

const PAYMENT_TONE: Record<string, string> = {
  created: "text-slate-600",
  pending: "text-amber-800",
  captured: "text-emerald-800",
  failed: "text-red-700",
  expired: "text-slate-500",
  paidTwice: "text-sky-800",
};
// An abandoned attempt expires (decision 0190); a second payment of an instalment already
// paid is the traveller's money, refunded in full, in no total (decision 0189).
const PAYMENT_LABEL: Record<string, string> = {
  created: "Not paid yet",
  pending: "Pending",
  captured: "Received",
  failed: "Failed",
  expired: "Expired, not paid",
  paidTwice: "Paid twice: refunded to the traveller",
};
const shownState = (p: { status: string; paidTwice: boolean }) =>
  p.paidTwice ? "paidTwice" : p.status;

export default function AgentPayments({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { payments, status } = loaderData;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (n > 1) params.set("page", String(n));
    const q = params.toString();
    return localize(`/agents/dashboard/payments${q ? `?${q}` : ""}`);
  };
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16 pt-8">
        <header className="space-y-3">
          <div>
            <p className="text-sm font-medium text-brand-700">Agent workspace</p>
            <h1 className="text-2xl font-extrabold text-slate-900">Payments and payouts</h1>
          </div>
          <AgentWorkspaceNav current="payments" />
          <LiveView mine />
        </header>
        {loaderData.unlinked || !payments ? (
          <EmptyState title="Your login is not linked to an agency yet">
            <p>Once operations links your login to your agency, its payments appear here.</p>
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="totals-title">
              <h2 id="totals-title" className="sr-only">
                Totals
              </h2>
              {(payments.totals.length
                ? payments.totals
                : [
                    {
                      currency: "INR",
                      receivedMinor: 0,
                      refundedMinor: 0,
                      commissionMinor: 0,
                      heldMinor: 0,
                      releasedMinor: 0,
                    },
                  ]
              ).map((t) => (
                <dl
                  key={t.currency}
                  className="grid grid-cols-2 gap-3 sm:grid-cols-5"
                  data-testid="money-totals"
                >
                  {[
                    ["Received from travellers", t.receivedMinor, "text-slate-900"],
                    ["Refunded", t.refundedMinor, "text-slate-700"],
                    ["Triphive commission", t.commissionMinor, "text-slate-700"],
                    ["Your payout held", t.heldMinor, "text-amber-800"],
                    ["Your payout released", t.releasedMinor, "text-emerald-800"],
                  ].map(([label, amount, tone]) => (
                    <div
                      key={label as string}
                      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
                    >
                      <dt className="text-xs font-medium text-slate-500">{label}</dt>
                      <dd className={`mt-1 text-lg font-bold tabular-nums ${tone}`}>
                        {money(amount as number, t.currency)}
                      </dd>
                    </div>
                  ))}
                </dl>
              ))}
              <p className="mt-2 text-xs text-slate-500">
                Your payout on a booking is held until you upload its vouchers on the lead page, or
                until Triphive operations release it.
              </p>
            </section>

            <section aria-labelledby="quotes-title" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="quotes-title" className="text-lg font-bold text-slate-900">
                  Bookings
                </h2>
                <StateTabs
                  base="/agents/dashboard/payments"
                  current={status}
                  label="Payout state"
                  tabs={[
                    { state: undefined, label: "All" },
                    { state: "held", label: "Held", count: payments.counts.held },
                    { state: "released", label: "Released", count: payments.counts.released },
                    { state: "refunded", label: "Refunded", count: payments.counts.refunded },
                  ]}
                />
              </div>
              {payments.quotes.length === 0 ? (
                <EmptyState title={status ? "Nothing here" : "No payments yet"}>
                  <p>
                    {status
                      ? "No booking of yours is in this state."
                      : "When a traveller accepts your quote and you issue the invoice, what they pay shows here."}
                  </p>
                </EmptyState>
              ) : (
                <ul className="space-y-4">
                  {payments.quotes.map((q) => (
                    <li
                      key={q.quoteId}
                      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
                      data-testid="agency-quote-money"
                      data-quote-id={q.quoteId}
                    >
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <div className="min-w-0">
                          <h3 className="font-bold text-slate-900">
                            <Link
                              to={localize(q.leadUrl)}
                              className="text-brand-700 hover:underline"
                            >
                              {q.tripTitle}
                            </Link>
                          </h3>
                          <p className="text-sm text-slate-600">
                            {q.travellerName} · quote #{q.quoteId} · invoice {q.invoiceNumber} (
                            {money(q.totalMinor, q.currency)})
                            {q.travelDate ? ` · travels ${formatDate(q.travelDate)}` : ""}
                            {q.invoiceStatus === "cancelled" ? " · booking cancelled" : ""}
                          </p>
                        </div>
                        <PayoutBadge state={q.state} />
                      </div>

                      {q.payments.length ? (
                        <>
                          {/* Phones: one card per payment; wider screens: a table. */}
                          <ul
                            className="mt-3 divide-y divide-slate-100 text-sm sm:hidden"
                            aria-label={`Payments on quote #${q.quoteId}`}
                          >
                            {q.payments.map((p) => (
                              <li key={p.orderId} className="py-2">
                                <p className="flex items-baseline justify-between gap-3">
                                  <span className="font-medium text-slate-900">{p.instalment}</span>
                                  <span className="font-semibold tabular-nums">
                                    {money(p.amountMinor, q.currency)}
                                  </span>
                                </p>
                                <p className="text-slate-600">
                                  <When at={p.at} /> ·{" "}
                                  <span
                                    className={`font-semibold ${PAYMENT_TONE[shownState(p)] ?? ""}`}
                                  >
                                    {PAYMENT_LABEL[shownState(p)] ?? p.status}
                                  </span>
                                  {p.method ? ` · ${p.method}` : ""}
                                </p>
                                {p.refunds.map((f) => (
                                  <p key={f.at} className="text-slate-600">
                                    Refund {money(f.amountMinor, q.currency)} {f.status}
                                  </p>
                                ))}
                              </li>
                            ))}
                          </ul>
                          <table className="mt-3 hidden w-full text-left text-sm sm:table">
                            <caption className="sr-only">Payments on quote #{q.quoteId}</caption>
                            <thead className="text-xs uppercase text-slate-500">
                              <tr>
                                <th className="py-1.5 pr-3 font-medium">Date</th>
                                <th className="py-1.5 pr-3 font-medium">Instalment</th>
                                <th className="py-1.5 pr-3 text-right font-medium">Amount</th>
                                <th className="py-1.5 pr-3 font-medium">Status</th>
                                <th className="py-1.5 font-medium">Refunds</th>
                              </tr>
                            </thead>
                            <tbody>
                              {q.payments.map((p) => (
                                <tr key={p.orderId} className="border-t border-slate-100 align-top">
                                  <td className="py-1.5 pr-3 whitespace-nowrap">
                                    <When at={p.at} />
                                  </td>
                                  <td className="py-1.5 pr-3">{p.instalment}</td>
                                  <td className="py-1.5 pr-3 text-right tabular-nums">
                                    {money(p.amountMinor, q.currency)}
                                  </td>
                                  <td
                                    className={`py-1.5 pr-3 font-semibold ${PAYMENT_TONE[shownState(p)] ?? ""}`}
                                  >
                                    {PAYMENT_LABEL[shownState(p)] ?? p.status}
                                    {p.method ? (
                                      <span className="font-normal text-slate-500">
                                        {" "}
                                        · {p.method}
                                      </span>
                                    ) : null}
                                  </td>
                                  <td className="py-1.5">
                                    {p.refunds.length
                                      ? p.refunds.map((f) => (
                                          <span key={f.at} className="block">
                                            {money(f.amountMinor, q.currency)} {f.status}
                                          </span>
                                        ))
                                      : "—"}
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </>
                      ) : (
                        <p className="mt-3 text-sm text-slate-600">
                          Invoice issued; the traveller has not paid yet.
                        </p>
                      )}

                      <dl className="mt-3 grid grid-cols-2 gap-2 rounded-2xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
                        <div>
                          <dt className="text-xs text-slate-500">Received</dt>
                          <dd className="tabular-nums">
                            {money(q.receivedMinor - q.refundedMinor, q.currency)}
                            {q.refundedMinor ? (
                              <span className="block text-xs text-slate-500">
                                after {money(q.refundedMinor, q.currency)} refunded
                              </span>
                            ) : null}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-xs text-slate-500">Commission</dt>
                          <dd className="tabular-nums">{money(q.commissionMinor, q.currency)}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-slate-500">Payout held</dt>
                          <dd
                            className="font-semibold tabular-nums text-amber-800"
                            data-testid="held"
                          >
                            {money(q.heldMinor, q.currency)}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-xs text-slate-500">Payout released</dt>
                          <dd
                            className="font-semibold tabular-nums text-emerald-800"
                            data-testid="released"
                          >
                            {money(q.releasedMinor, q.currency)}
                          </dd>
                        </div>
                      </dl>
                      <ReleaseHistory releases={q.releases} currency={q.currency} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={payments.page}
                pageCount={Math.ceil(payments.total / PAYOUTS_PAGE_SIZE)}
                hrefFor={hrefFor}
              />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
