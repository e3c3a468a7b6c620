import type { CurrencyCode } from "../../../common/locale";
import type { QuoteTotals } from "../../../common/quote-costing";
import { money } from "./agent-format";
import type { DraftSummary } from "./builder-state";

// The builder's sticky summary (decision 0209): the draft as typed, its live totals from
// common/quote-costing.ts, what is missing before it can be sent, and whether it is saved.

export type SaveState =
  | { state: "saved"; at: string }
  | { state: "saving" }
  | { state: "dirty" }
  | { state: "failed"; reason: string }
  | { state: "idle" };

export function saveStateText(save: SaveState): string {
  switch (save.state) {
    case "saved":
      return `Saved ${save.at}`;
    case "saving":
      return "Saving…";
    case "dirty":
      return "Changes not saved yet";
    case "failed":
      return `Not saved: ${save.reason}`;
    default:
      return "";
  }
}

export function BuilderSummary({
  summary,
  totals,
  currency,
  save,
  readOnly,
}: {
  summary: DraftSummary;
  totals: QuoteTotals;
  currency: CurrencyCode;
  save: SaveState;
  readOnly: boolean;
}) {
  const { pricing, costing } = totals;
  const m = (minor: number) => money(minor, currency);
  return (
    <aside
      aria-label="Quote summary"
      className="rounded-3xl border border-slate-200 bg-white p-4 text-sm shadow-sm lg:sticky lg:top-4"
    >
      <h2 className="text-base font-bold text-slate-900">Summary</h2>
      {readOnly ? null : (
        <p
          role="status"
          data-testid="save-state"
          className={`mt-1 text-xs ${save.state === "failed" ? "font-semibold text-rose-700" : "text-slate-500"}`}
        >
          {saveStateText(save)}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-slate-700">
        <dt>Days</dt>
        <dd className="text-right">{summary.days}</dd>
        <dt>Cities</dt>
        <dd className="text-right">{summary.cities.join(", ") || "none"}</dd>
        <dt>Hotels chosen</dt>
        <dd className="text-right">
          {summary.hotelsChosen} of {summary.stays}
          {summary.catalogueHotels ? ` (${summary.catalogueHotels} from Triphive)` : ""}
        </dd>
      </dl>
      <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3" data-testid="live-totals">
        {costing ? (
          <>
            <Line label="Net cost" value={m(costing.netMinor)} testId="net" />
            <Line label="Markup" value={m(costing.markupMinor)} testId="markup" />
            <Line
              label={`Margin (${Math.round(costing.marginBps / 100)}%)`}
              value={m(costing.marginMinor)}
              testId="margin"
            />
          </>
        ) : null}
        <Line label="Per person" value={m(pricing.perPersonMinor)} testId="per-person" />
        {pricing.taxes
          .filter((t) => t.addedToTotal)
          .map((t) => (
            <Line key={t.code} label={t.label} value={m(t.amountMinor)} />
          ))}
        <div className="flex justify-between border-t border-slate-200 pt-1 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {m(pricing.totalMinor)}
          </dd>
        </div>
      </dl>
      {readOnly ? null : summary.missing.length ? (
        <div className="mt-3 rounded-xl bg-amber-50 p-3 text-xs text-amber-900">
          <p className="font-semibold">Before sending</p>
          <ul className="mt-1 list-disc pl-4">
            {summary.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-xs text-emerald-800">
          Ready to preview and send.
        </p>
      )}
    </aside>
  );
}

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
