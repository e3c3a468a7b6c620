import { formatDate } from "../../../common/format";
import type { CurrencyCode } from "../../../common/locale";
import { MINOR_UNITS } from "../../../common/money";
import { type CancellationRule, type QuotePricing, taxLineLabel } from "../../../common/quotes";
import { money, refundPreview } from "./agent-format";

export function ComputedPrice({
  name,
  label,
  value,
  currency,
}: {
  name: string;
  label: string;
  value: number;
  currency: CurrencyCode;
}) {
  return (
    <div>
      <p className="block text-xs font-medium text-slate-600">{label}</p>
      <p
        className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm font-semibold tabular-nums text-slate-900"
        data-testid={name}
      >
        {money(value * (MINOR_UNITS[currency] ?? 100), currency)}
      </p>
      <input type="hidden" name={name} value={String(value)} readOnly />
      <p className="mt-1 text-xs text-slate-500">From the costing</p>
    </div>
  );
}

export function PricingSummary({
  pricing,
  title = "Totals at the last save",
}: {
  pricing: QuotePricing | null;
  title?: string;
}) {
  if (!pricing) {
    return (
      <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        Save the draft to see its totals with taxes.
      </p>
    );
  }
  const c = pricing.currency as CurrencyCode;
  const taxes = pricing.taxes;
  return (
    <div className="mt-4 rounded-2xl bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="quote-totals">
        <Row label="Subtotal" value={money(pricing.subtotalMinor, c)} />
        {pricing.discountMinor > 0 ? (
          <Row label="Discount" value={`-${money(pricing.discountMinor, c)}`} />
        ) : null}
        {taxes.map((tax) => (
          <Row
            key={tax.code}
            label={`${taxLineLabel(tax)}${tax.addedToTotal ? "" : ", shown, not added"}`}
            value={money(tax.amountMinor, c)}
            hint={`Rate in force since ${formatDate(tax.asOf)}, Indian rules for tour packages`}
          />
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd>{money(pricing.totalMinor, c)}</dd>
        </div>
        <Row label="Per person" value={money(pricing.perPersonMinor, c)} />
      </dl>
    </div>
  );
}

function Row({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex justify-between gap-4 text-slate-700">
      <dt>
        {label}
        {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function RefundPreview({
  policy,
  pricing,
  caption = "Refund preview (saved schedule)",
}: {
  policy: CancellationRule[];
  pricing: QuotePricing | null;
  caption?: string;
}) {
  if (policy.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        No cancellation schedule saved yet: the traveller will see that the quote is not refundable.
      </p>
    );
  }
  const rows = refundPreview(
    policy,
    pricing
      ? { amountMinor: pricing.totalMinor, currency: pricing.currency as CurrencyCode }
      : null,
  );
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="bg-slate-50 px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          {caption}
        </caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="px-4 py-2 font-medium">When the traveller cancels</th>
            <th className="px-4 py-2 font-medium">Refund</th>
            {pricing ? <th className="px-4 py-2 text-right font-medium">Amount</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.when} className="border-t border-slate-100">
              <td className="px-4 py-2">{row.when}</td>
              <td className="px-4 py-2">{row.refundPercent}%</td>
              {pricing ? <td className="px-4 py-2 text-right tabular-nums">{row.refund}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
