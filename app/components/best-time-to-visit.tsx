import { Link } from "react-router";
import { describeMonths, MONTH_NAMES, MONTH_SHORT } from "../../common/months";

export interface BestTimeCell {
  month: number;
  /** Formatted price for the month, or null when the package has none. */
  price: string | null;
  best: boolean;
  cheapest: boolean;
}

/**
 * Twelve months with this package's price for each: the destination's best months in green,
 * the cheapest marked. Each month links to the page priced for it.
 */
export function BestTimeToVisit({
  destination,
  months,
  selected,
}: {
  destination: string;
  months: readonly BestTimeCell[];
  selected: number;
}) {
  const best = months.filter((m) => m.best).map((m) => m.month);
  const cheapest = months.filter((m) => m.cheapest);
  return (
    <section aria-labelledby="best-time-title" className="mt-10">
      <h2 id="best-time-title" className="text-xl font-bold text-slate-900">
        Best time to visit {destination}
      </h2>
      <p className="mt-2 text-slate-700">
        {best.length ? (
          <>
            The weather is at its best in <strong>{describeMonths(best)}</strong>.{" "}
          </>
        ) : null}
        {cheapest.length ? (
          <>
            This trip costs least in{" "}
            <strong>{cheapest.map((m) => MONTH_NAMES[m.month - 1]).join(", ")}</strong> (
            {cheapest[0]?.price} per person).
          </>
        ) : null}
      </p>
      <ol className="mt-4 grid grid-cols-4 gap-1.5 sm:grid-cols-6 xl:grid-cols-12">
        {months.map((m) => {
          return (
            <li key={m.month}>
              <Link
                to={`?month=${m.month}`}
                preventScrollReset
                aria-current={m.month === selected ? "true" : undefined}
                className={`flex h-full flex-col items-center rounded-lg border px-1 py-2 text-center transition hover:border-brand-500 ${
                  m.best ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-white"
                } ${m.month === selected ? "ring-2 ring-brand-600" : ""}`}
              >
                {/* The link's name is its text (what a voice user says is what they see); the
                    sr-only parts complete the short visible labels. */}
                <span className="text-xs font-semibold uppercase tracking-wide text-slate-700">
                  <span aria-hidden="true">{MONTH_SHORT[m.month - 1]}</span>
                  <span className="sr-only">{MONTH_NAMES[m.month - 1]}: </span>
                </span>
                <span className="mt-1 text-[11px] font-medium text-slate-900">
                  {m.price ? (
                    <>
                      {m.price}
                      <span className="sr-only"> per person</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">no departures</span>
                    </>
                  )}
                </span>
                {m.cheapest ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="mt-1 rounded-full bg-sun-400 px-1.5 text-[10px] font-bold text-slate-900"
                    >
                      Lowest
                    </span>
                    <span className="sr-only">, lowest price</span>
                  </>
                ) : null}
                {m.best ? <span className="sr-only">, best weather</span> : null}
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="h-3 w-3 rounded border border-emerald-200 bg-emerald-50"
          />
          Best weather
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-6 rounded-full bg-sun-400" />
          Lowest price of the year
        </span>
        <span>All prices per person, twin sharing.</span>
      </p>
    </section>
  );
}
