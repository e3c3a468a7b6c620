import type { ReactNode } from "react";
import { Link } from "react-router";
import { EXCLUSION_OPTIONS, INCLUSION_OPTIONS, type QuoteView } from "../../../common/quotes";
import { useLocalePath } from "../../lib/locale";
import { BookingBadge } from "../booking-badge";
import { Stars } from "../stars";
import { dayLabel } from "../trips/trip-format";
import { AgentBadge } from "./agent-badge";
import {
  compareLine,
  couponNote,
  daysNightsLabel,
  money,
  normalisePrice,
  priceOf,
  starsByCity,
  textsDiffer,
} from "./quote-math";
import { labelOf } from "./quote-sections";

interface Row {
  key: string;
  label: string;
  group: string;
  cells: ReactNode[];
  differs: boolean;
  best: boolean[];
}

/** The lines of the comparison, every price normalised per person and per night. */
export function compareRows(quotes: readonly QuoteView[]): Row[] {
  const prices = quotes.map((q) => normalisePrice(priceOf(q), q.nights));
  const rows: Row[] = [];
  const numeric = (
    key: string,
    label: string,
    group: string,
    values: (number | null)[],
    better: "lower" | "higher",
    show: (value: number, i: number) => ReactNode,
  ) => {
    const line = compareLine(values, better);
    rows.push({
      key,
      label,
      group,
      cells: values.map((v, i) => (v == null ? "—" : show(v, i))),
      ...line,
    });
  };
  const pricing = (i: number) => quotes[i]?.pricing ?? { currency: "INR" as const };

  numeric(
    "pp",
    "Price per person",
    "Price",
    prices.map((p) => p.perPersonMinor),
    "lower",
    (v, i) => money(v, pricing(i)),
  );
  numeric(
    "ppn",
    "Per person per night",
    "Price",
    prices.map((p) => p.perPersonPerNightMinor),
    "lower",
    (v, i) => money(v, pricing(i)),
  );
  numeric(
    "pn",
    "Per night (everyone)",
    "Price",
    prices.map((p) => p.perNightMinor),
    "lower",
    (v, i) => money(v, pricing(i)),
  );
  numeric(
    "total",
    "Total incl. taxes",
    "Price",
    prices.map((p) => p.totalMinor),
    "lower",
    (v, i) => {
      const note = quotes[i] ? couponNote(quotes[i].amounts) : "";
      return note ? `${money(v, pricing(i))} ${note}` : money(v, pricing(i));
    },
  );
  numeric(
    "discount",
    "Discount",
    "Price",
    quotes.map((q) => q.pricing.discountMinor),
    "higher",
    (v, i) => {
      if (v <= 0) return "None";
      const code = quotes[i]?.couponCode;
      return code ? `${money(v, pricing(i))} incl. coupon ${code}` : money(v, pricing(i));
    },
  );
  numeric(
    "nights",
    "Days / nights",
    "Trip",
    quotes.map((q) => q.nights),
    "higher",
    (_v, i) => daysNightsLabel(quotes[i]?.days ?? 0, quotes[i]?.nights ?? 0),
  );

  const stars = quotes.map((q) => starsByCity(q.hotelsDetail));
  const cities = [...new Set(stars.flatMap((m) => [...m.keys()]))];
  for (const city of cities) {
    numeric(
      `stars-${city}`,
      `Hotel in ${city}`,
      "Hotels",
      stars.map((m) => m.get(city) ?? null),
      "higher",
      (v) => (
        <span className="inline-flex items-center gap-1">
          <Stars rating={v} /> {v}★
        </span>
      ),
    );
  }

  // The checklists, one line per item any quote lists: ticked where a quote lists it.
  const checklist = (
    prefix: string,
    group: string,
    options: typeof INCLUSION_OPTIONS,
    lists: readonly (readonly string[])[],
    words: { yes: string; no: string },
    // An inclusion only one quote has is the better value; an item only one quote excludes is
    // not: another quote not listing it does not mean that quote includes it.
    boldListed: boolean,
  ) => {
    const listed = lists.map((list) => new Set(list));
    // A cell's content, not an array item: its <td> carries the key.
    const mark = (h: boolean): ReactNode =>
      h ? (
        <span className={boldListed ? "font-semibold text-emerald-700" : "text-rose-700"}>
          {boldListed ? "✓" : "✕"}
          <span className="sr-only"> {words.yes}</span>
        </span>
      ) : (
        <span className="text-slate-400">
          {boldListed ? "✕" : "—"}
          <span className="sr-only"> {words.no}</span>
        </span>
      );
    for (const option of options.filter((o) => listed.some((s) => s.has(o.value)))) {
      const has = listed.map((s) => s.has(option.value));
      const differs = new Set(has).size > 1;
      rows.push({
        key: `${prefix}-${option.value}`,
        label: labelOf(options, option.value),
        group,
        cells: has.map(mark),
        differs,
        best: has.map((h) => boldListed && differs && h),
      });
    }
  };
  checklist(
    "inc",
    "Included",
    INCLUSION_OPTIONS,
    quotes.map((q) => q.inclusions),
    { yes: "included", no: "not included" },
    true,
  );
  checklist(
    "exc",
    "Excluded",
    EXCLUSION_OPTIONS,
    quotes.map((q) => q.exclusions),
    { yes: "excluded", no: "not listed as excluded" },
    false,
  );

  const validity = quotes.map((q) => q.validUntil);
  rows.push({
    key: "valid",
    label: "Valid until",
    group: "Terms",
    cells: validity.map((v) => dayLabel(v)),
    differs: textsDiffer(validity),
    best: validity.map(() => false),
  });
  const terms = quotes.map((q) =>
    q.cancellationPolicy.length
      ? [...q.cancellationPolicy]
          .sort((a, b) => b.daysBefore - a.daysBefore)
          .map((r) => `${r.refundPercent}% if ${r.daysBefore}+ days before`)
          .join(" · ")
      : "No refund schedule given",
  );
  rows.push({
    key: "cancel",
    label: "Cancellation",
    group: "Terms",
    cells: terms,
    differs: textsDiffer(terms),
    best: terms.map(() => false),
  });
  return rows;
}

export function CompareTable({ quotes }: { quotes: readonly QuoteView[] }) {
  const localize = useLocalePath();
  const rows = compareRows(quotes);
  let group = "";
  return (
    <div
      className="relative overflow-x-auto rounded-3xl border border-slate-200 bg-white shadow-sm"
      data-testid="compare-scroll"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">
          The quotes side by side; lines that differ are marked, the better value in bold.
        </caption>
        <thead>
          <tr className="align-top">
            <th
              scope="col"
              className="sticky left-0 z-10 w-40 bg-white p-4 text-left text-xs font-medium uppercase tracking-wide text-slate-500"
            >
              {quotes.length} quotes
            </th>
            {quotes.map((q) => (
              <th key={q.id} scope="col" className="min-w-[13rem] p-4 text-left font-normal">
                <AgentBadge agent={q.agent} size="sm" />
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <BookingBadge booking={q.booking} />
                  <span className="text-xs text-slate-500">v{q.version}</span>
                </div>
                <Link
                  to={localize(`/requested_trips/${q.tripId}/quotes/${q.id}`)}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  Open quote
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) => {
            const out: ReactNode[] = [];
            if (row.group !== group) {
              group = row.group;
              out.push(
                <tr key={`g-${group}`} className="bg-slate-50">
                  <th
                    scope="colgroup"
                    colSpan={quotes.length + 1}
                    className="px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
                  >
                    {group}
                  </th>
                </tr>,
              );
            }
            out.push(
              <tr
                key={row.key}
                data-differs={row.differs || undefined}
                className={`border-t border-slate-100 ${row.differs ? "bg-amber-50/60" : ""}`}
              >
                <th
                  scope="row"
                  className={`sticky left-0 z-10 p-4 text-left font-medium text-slate-700 ${row.differs ? "bg-amber-50" : "bg-white"}`}
                >
                  {row.label}
                  {row.differs ? (
                    <span className="ml-1 text-xs font-normal text-amber-800">· differs</span>
                  ) : null}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per quote, in quote order.
                    key={i}
                    className={`p-4 ${row.best[i] ? "font-bold text-emerald-800" : "text-slate-800"}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>,
            );
            return out;
          })}
        </tbody>
      </table>
    </div>
  );
}
