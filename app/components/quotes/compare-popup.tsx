import { Link } from "react-router";
import type { QuoteListItem } from "../../../common/quotes";
import { Popup } from "../trips/popup";
import {
  compareLine,
  couponNote,
  daysNightsLabel,
  money,
  normalisePrice,
  priceOf,
} from "./quote-math";

interface ComparePopupProps {
  open: boolean;
  onClose: () => void;
  /** The ticked quotes, 2 or 3 (the list refuses to open it otherwise). */
  quotes: QuoteListItem[];
  /** The full compare page for the same quotes. */
  fullHref: string;
}

/**
 * The compare popup (accounts §2): the ticked quotes' prices normalised per person and per
 * night, side by side, the best of each line marked; the compare page has every line.
 */
export function ComparePopup({ open, onClose, quotes, fullHref }: ComparePopupProps) {
  if (quotes.length < 2) return null;
  const prices = quotes.map((q) => normalisePrice(priceOf(q), q.nights));
  const lines: { label: string; values: (number | null)[]; show: (i: number) => string }[] = [
    {
      label: "Per person",
      values: prices.map((p) => p.perPersonMinor),
      show: (i) => money(prices[i]?.perPersonMinor ?? 0, quotes[i]?.pricing ?? { currency: "INR" }),
    },
    {
      label: "Per person per night",
      values: prices.map((p) => p.perPersonPerNightMinor),
      show: (i) => {
        const v = prices[i]?.perPersonPerNightMinor;
        return v == null ? "—" : money(v, quotes[i]?.pricing ?? { currency: "INR" });
      },
    },
    {
      label: "Total",
      values: prices.map((p) => p.totalMinor),
      show: (i) => {
        const total = money(prices[i]?.totalMinor ?? 0, quotes[i]?.pricing ?? { currency: "INR" });
        const note = quotes[i] ? couponNote(quotes[i].amounts) : "";
        return note ? `${total} ${note}` : total;
      },
    },
    {
      label: "Days / nights",
      values: quotes.map((q) => q.nights),
      show: (i) => daysNightsLabel(quotes[i]?.days ?? 0, quotes[i]?.nights ?? 0),
    },
  ];
  return (
    <Popup
      open={open}
      onClose={onClose}
      closeHref="#quotes-title"
      title="Compare quotes"
      description="Prices include taxes; lower is marked."
      wide
    >
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[26rem] text-sm">
          <thead>
            <tr>
              <th scope="col" className="w-32" />
              {quotes.map((q) => (
                <th
                  key={q.id}
                  scope="col"
                  className="px-2 pb-2 text-left align-bottom font-semibold text-slate-900"
                >
                  {q.agent.companyName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const { differs, best } = compareLine(
                line.values,
                line.label === "Days / nights" ? "higher" : "lower",
              );
              return (
                <tr key={line.label} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-600">
                    {line.label}
                  </th>
                  {quotes.map((q, i) => (
                    <td
                      key={q.id}
                      className={`px-2 py-2 ${differs && best[i] ? "font-bold text-emerald-800" : "text-slate-800"}`}
                    >
                      {line.show(i)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Link
        to={fullHref}
        className="mt-5 block rounded-full bg-brand-700 px-5 py-2.5 text-center font-semibold text-white shadow hover:bg-brand-800"
      >
        See the full comparison
      </Link>
    </Popup>
  );
}
