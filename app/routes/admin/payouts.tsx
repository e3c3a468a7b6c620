import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { FORM_TOKEN_FIELD, formTokenOf, newFormToken } from "../../../common/form-token";
import { rowId } from "../../../common/ids";
import { STAFF_PAYOUTS_TOPIC } from "../../../common/live";
import {
  PAYOUTS_PAGE_SIZE,
  RELEASE_REASON_MAX,
  ReleasePayoutInput,
  StaffPayoutsQuery,
} from "../../../common/payouts";
import { isAppError } from "../../../server/lib/errors";
import { LiveView } from "../../components/live-view";
import { money, PayoutBadge, ReleaseHistory, StateTabs } from "../../components/money/payout-bits";
import { Pagination } from "../../components/pagination";
import { Toast } from "../../components/toast";
import { privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/payouts";

// Staff's payouts page (issue 11 §5; docs/decisions/0102): every agency's share of each paid
// quote from the ledger, held first, with the per-agency sums, and "Release payout" with a
// reason on each held row. A plain form post (no JavaScript needed), answered by a redirect
// and a flash toast; a refusal is shown on its row.

export const meta: Route.MetaFunction = () => [
  { title: "Payouts | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "payouts.release");
  const query = StaffPayoutsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const flash = readFlash(request);
  const payouts = await context.services.money.staffPayouts(user, query);
  return data(
    {
      payouts,
      status: query.status,
      formToken: newFormToken(),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

const Release = z.object({ intent: z.literal("release"), quoteId: rowId() });

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, "payouts.release");
  const form = await request.formData();
  const target = Release.safeParse(Object.fromEntries(form));
  if (!target.success) throw data(null, { status: 400 });
  const quoteId = target.data.quoteId;
  const input = ReleasePayoutInput.safeParse({ reason: form.get("reason") ?? "" });
  if (!input.success)
    return data({ quoteId, error: input.error.issues[0]?.message ?? "Say why." }, { status: 400 });
  try {
    await context.services.money.releasePayout(user, quoteId, input.data, formTokenOf(form));
  } catch (error) {
    if (isAppError(error) && error.status < 500)
      return data({ quoteId, error: error.message }, { status: error.status });
    throw error;
  }
  const url = new URL(request.url);
  return redirectWithFlash(`${url.pathname}${url.search}`, "payoutReleased", REPLACE);
}

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  const { payouts, status, formToken, toast } = loaderData;
  const localize = useLocalePath();
  const busy = useNavigation().state === "submitting";
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (n > 1) params.set("page", String(n));
    const q = params.toString();
    return localize(`/admin/payouts${q ? `?${q}` : ""}`);
  };
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6">
        <div>
          <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
            <Link to={localize("/admin")} className="hover:text-brand-700 hover:underline">
              Operations
            </Link>{" "}
            / <span className="font-medium text-slate-700">Payouts</span>
          </nav>
          <LiveView topics={[STAFF_PAYOUTS_TOPIC]} />
        </div>
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold text-slate-900">Agency payouts</h1>
            <p className="mt-1 max-w-2xl text-sm text-slate-600">
              An agency's share of what travellers paid is held until it uploads the vouchers.
              Release it here when the booking is confirmed another way; the reason is kept in the
              ledger and sent to the agency.
            </p>
          </div>
          <Link
            to={localize("/admin/payments")}
            className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Payments and ledger
          </Link>
        </header>

        <section aria-labelledby="agencies-title">
          <h2
            id="agencies-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500"
          >
            By agency
          </h2>
          {payouts.agencies.length === 0 ? (
            <p className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">
              No agency has been paid through Triphive yet. Payouts appear here once a traveller
              pays an invoice.
            </p>
          ) : (
            <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {payouts.agencies.map((a) => (
                <li
                  key={`${a.agencyId}-${a.currency}`}
                  className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <p className="font-semibold text-slate-900">{a.agencyName}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-xs text-slate-500">Held</dt>
                      <dd className="font-bold tabular-nums text-amber-800">
                        {money(a.heldMinor, a.currency)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">Released</dt>
                      <dd className="font-bold tabular-nums text-emerald-800">
                        {money(a.releasedMinor, a.currency)}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="payouts-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="payouts-title" className="text-lg font-bold text-slate-900">
              Payouts by quote
            </h2>
            <StateTabs
              base="/admin/payouts"
              current={status}
              label="Payout state"
              tabs={[
                { state: "held", label: "Held", count: payouts.counts.held },
                { state: "released", label: "Released", count: payouts.counts.released },
                { state: "refunded", label: "Refunded", count: payouts.counts.refunded },
                { state: undefined, label: "All" },
              ]}
            />
          </div>
          {payouts.rows.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">
              {status === "held"
                ? "Nothing is held: every paid booking has its vouchers or was released."
                : "No payouts here yet."}
            </p>
          ) : (
            <ul className="space-y-3">
              {payouts.rows.map((r) => {
                const refused = actionData?.quoteId === r.quoteId ? actionData.error : null;
                return (
                  <li
                    key={`${r.agencyId}-${r.quoteId}-${r.currency}`}
                    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                    data-testid="payout-row"
                    data-quote-id={r.quoteId}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                          {r.agencyName}
                        </p>
                        <p className="font-semibold text-slate-900">
                          {r.tripId ? (
                            <Link
                              to={localize(`/admin/trips/${r.tripId}`)}
                              className="text-brand-700 hover:underline"
                            >
                              {r.tripTitle}
                            </Link>
                          ) : (
                            r.tripTitle
                          )}
                        </p>
                        <p className="text-sm text-slate-600">
                          {r.travellerName ? `${r.travellerName} · ` : ""}quote #{r.quoteId}
                          {r.invoiceNumber ? ` · invoice ${r.invoiceNumber}` : ""}
                          {r.invoiceStatus === "cancelled" ? " · booking cancelled" : ""}
                        </p>
                      </div>
                      <PayoutBadge state={r.state} />
                    </div>
                    <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:max-w-lg">
                      <div>
                        <dt className="text-xs text-slate-500">Commission</dt>
                        <dd className="tabular-nums">{money(r.commissionMinor, r.currency)}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-slate-500">Held</dt>
                        <dd className="font-semibold tabular-nums" data-testid="held">
                          {money(r.heldMinor, r.currency)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs text-slate-500">Released</dt>
                        <dd className="font-semibold tabular-nums" data-testid="released">
                          {money(r.releasedMinor, r.currency)}
                        </dd>
                      </div>
                    </dl>
                    <ReleaseHistory releases={r.releases} currency={r.currency} />
                    {r.state === "held" ? (
                      <Form
                        method="post"
                        className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-end"
                      >
                        <input type="hidden" name="intent" value="release" />
                        <input type="hidden" name="quoteId" value={r.quoteId} />
                        <input
                          type="hidden"
                          name={FORM_TOKEN_FIELD}
                          value={`${formToken}-${r.quoteId}`.slice(0, 64)}
                        />
                        <label className="min-w-0 flex-1 text-sm font-medium text-slate-800">
                          Reason for releasing {money(r.heldMinor, r.currency)}
                          <input
                            name="reason"
                            required
                            minLength={3}
                            maxLength={RELEASE_REASON_MAX}
                            placeholder="e.g. hotel confirmed the booking by phone"
                            aria-invalid={refused ? true : undefined}
                            aria-describedby={refused ? `refused-${r.quoteId}` : undefined}
                            className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
                          />
                        </label>
                        <button
                          type="submit"
                          disabled={busy}
                          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                        >
                          Release payout
                        </button>
                      </Form>
                    ) : null}
                    {refused ? (
                      <p
                        id={`refused-${r.quoteId}`}
                        role="alert"
                        className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
                      >
                        {refused}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination
            page={payouts.page}
            pageCount={Math.ceil(payouts.total / PAYOUTS_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </section>
      </div>
      <Toast toast={toast} />
    </div>
  );
}
