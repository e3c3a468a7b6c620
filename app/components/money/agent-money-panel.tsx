import { Form, useNavigation } from "react-router";
import { formatDate } from "../../../common/format";
import { GST_STATES } from "../../../common/gst";
import {
  DEFAULT_BALANCE_DAYS_BEFORE_TRAVEL,
  DEFAULT_DEPOSIT_PERCENT,
  type InvoiceView,
} from "../../../common/invoices";
import { VOUCHER_TYPE_LABELS, VOUCHER_TYPES, type VoucherView } from "../../../common/vouchers";
import { CreditNoteLink, money } from "./quote-money-panel";

export interface AgentQuoteMoney {
  quoteId: number;
  status: string;
  draft: {
    totalMinor: number;
    currency: string;
    lines: { label: string; amountMinor: number; kind: string }[];
    couponCode: string | null;
    travelDate: string | null;
    /** The GSTIN on the agency's profile, "" when it set none. */
    agencyGstin: string;
    /** The traveller's state (GST code) their starting city suggests, or "". */
    travellerState: string;
  } | null;
  invoice: InvoiceView | null;
  vouchers: VoucherView[];
  payout: { heldMinor: number; releasedMinor: number } | null;
}

const input = "mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm";
const button =
  "rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

/**
 * The agent's money on a lead (issue 11 §2, §6, §8): confirm the final price and issue the
 * invoice of the accepted quote; then payments received and the payout held or released; and
 * the vouchers to upload once the traveller has paid.
 */
export function AgentMoneyPanel({ items }: { items: AgentQuoteMoney[] }) {
  const busy = useNavigation().state === "submitting";
  if (items.length === 0) return null;
  return (
    <div className="mt-6 space-y-6">
      {items.map((m) => (
        <section
          key={m.quoteId}
          aria-labelledby={`money-${m.quoteId}`}
          className="rounded-3xl border border-teal-200 bg-white p-5 shadow-sm"
          data-testid="agent-money"
        >
          <h2 id={`money-${m.quoteId}`} className="text-base font-bold text-slate-900">
            Booking · quote #{m.quoteId}
          </h2>
          {m.draft && !m.invoice ? (
            <Form method="post" className="mt-3 space-y-3 text-sm">
              <p className="text-slate-700">
                The traveller accepted this quote and asks for the invoice. Check the final price
                {m.draft.couponCode ? ` (coupon ${m.draft.couponCode} applied)` : ""} and issue it.
              </p>
              <table className="w-full">
                <tbody>
                  {m.draft.lines.map((l) => (
                    <tr key={l.label} className={l.kind === "info" ? "text-slate-500" : ""}>
                      <td className="py-0.5 pr-3">{l.label}</td>
                      <td className="py-0.5 text-right tabular-nums">
                        {money(l.amountMinor, m.draft?.currency ?? "INR")}
                      </td>
                    </tr>
                  ))}
                  <tr className="border-t border-slate-200 font-bold">
                    <td className="py-1">Total payable</td>
                    <td className="py-1 text-right tabular-nums">
                      {money(m.draft.totalMinor, m.draft.currency)}
                    </td>
                  </tr>
                </tbody>
              </table>
              <input type="hidden" name="intent" value="issue_invoice" />
              <input type="hidden" name="quote_id" value={m.quoteId} />
              <input type="hidden" name="confirmTotalMinor" value={m.draft.totalMinor} />
              <div className="grid gap-3 sm:grid-cols-2">
                <label className="block">
                  Deposit (%)
                  <input
                    name="depositPercent"
                    type="number"
                    min={10}
                    max={100}
                    defaultValue={DEFAULT_DEPOSIT_PERCENT}
                    className={input}
                  />
                </label>
                <label className="block">
                  Balance due, days before travel
                  <input
                    name="balanceDaysBeforeTravel"
                    type="number"
                    min={0}
                    max={90}
                    defaultValue={DEFAULT_BALANCE_DAYS_BEFORE_TRAVEL}
                    className={input}
                  />
                </label>
                <label className="block">
                  Your agency's GSTIN
                  <input
                    name="agencyGstin"
                    maxLength={15}
                    defaultValue={m.draft.agencyGstin}
                    className={`${input} uppercase`}
                    placeholder="32ABCDE1234F1Z9"
                  />
                </label>
                <label className="block">
                  Your agency's address
                  <input name="agencyAddress" maxLength={200} className={input} />
                </label>
                <label className="block">
                  Traveller's GSTIN (if they asked)
                  <input name="travellerGstin" maxLength={15} className={`${input} uppercase`} />
                </label>
                <label className="block">
                  Traveller's state (place of supply)
                  <select
                    name="travellerState"
                    defaultValue={m.draft.travellerState}
                    className={input}
                  >
                    <option value="">Not known: the agency's state</option>
                    {GST_STATES.map((s) => (
                      <option key={s.code} value={s.code}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="block">
                  Traveller's billing address
                  <input name="travellerAddress" maxLength={200} className={input} />
                </label>
              </div>
              <p className="text-xs text-slate-500">
                {m.draft.travelDate
                  ? `Travel on ${formatDate(m.draft.travelDate)}.`
                  : "No travel date yet: the traveller pays in full."}{" "}
                GST 5% is added on the package: CGST + SGST when the traveller is in your state,
                IGST otherwise; TCS on trips abroad is shown, not added.
              </p>
              <button type="submit" className={button} disabled={busy}>
                Confirm {money(m.draft.totalMinor, m.draft.currency)} and issue invoice
              </button>
            </Form>
          ) : null}
          {m.invoice ? (
            <div className="mt-3 space-y-2 text-sm">
              <p>
                Invoice <strong>{m.invoice.number}</strong> ·{" "}
                <span className="capitalize">{m.invoice.status.replace("_", " ")}</span> · received{" "}
                {money(m.invoice.paidMinor, m.invoice.currency)} of{" "}
                {money(m.invoice.totalMinor, m.invoice.currency)} ·{" "}
                <a
                  className="font-semibold text-brand-700 hover:underline"
                  href={m.invoice.downloadUrl}
                >
                  PDF
                </a>
              </p>
              <CreditNoteLink invoice={m.invoice} />
              <ul className="space-y-1">
                {m.invoice.instalments.map((i) => (
                  <li
                    key={i.id}
                    className="flex justify-between rounded-xl bg-slate-50 px-3 py-1.5"
                  >
                    <span>
                      {i.label} · due {formatDate(i.dueDate)}
                    </span>
                    <span className={i.status === "paid" ? "font-semibold text-emerald-700" : ""}>
                      {money(i.amountMinor, m.invoice?.currency ?? "INR")}
                      {i.status === "paid" ? " · paid" : ""}
                    </span>
                  </li>
                ))}
              </ul>
              {m.payout ? (
                <p className="text-slate-700" data-testid="payout">
                  Your payout: {money(m.payout.heldMinor, m.invoice.currency)} held until vouchers
                  are uploaded · {money(m.payout.releasedMinor, m.invoice.currency)} released.
                  Triphive keeps a 10% commission.
                </p>
              ) : null}
            </div>
          ) : null}
          {m.status === "payment" || m.status === "converted" ? (
            <div className="mt-4">
              <h3 className="font-semibold text-slate-900">Vouchers</h3>
              {m.vouchers.length ? (
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {m.vouchers.map((v) => (
                    <li key={v.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span>
                        {VOUCHER_TYPE_LABELS[v.voucherType]} · {v.docFileName}
                      </span>
                      <span className="text-xs text-slate-500">
                        {v.travellerStatus === "pending"
                          ? "Not opened yet"
                          : `Traveller: ${v.travellerStatus}`}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-600">
                  Upload the traveller's vouchers: your payout is released once they are here.
                </p>
              )}
              <Form
                method="post"
                encType="multipart/form-data"
                className="mt-3 flex flex-wrap items-end gap-2 text-sm"
              >
                <input type="hidden" name="intent" value="upload_voucher" />
                <input type="hidden" name="quote_id" value={m.quoteId} />
                <label className="flex flex-col">
                  Item
                  <select
                    name="voucherType"
                    className="mt-1 rounded-xl border border-slate-300 px-3 py-2"
                  >
                    {VOUCHER_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {VOUCHER_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col">
                  File (PDF, JPEG or PNG, up to 5 MB)
                  <input
                    name="file"
                    type="file"
                    required
                    accept=".pdf,.jpg,.jpeg,.png"
                    className="mt-1"
                  />
                </label>
                <button type="submit" className={button} disabled={busy}>
                  Upload voucher
                </button>
              </Form>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
