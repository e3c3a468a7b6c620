import { Link } from "react-router";
import type { TripView } from "../../../server/modules/trips";
import { useLocalePath } from "../../lib/locale";
import { PopupLink, type PopupName } from "./popup";
import { destinationsLabel } from "./trip-format";

export const MAX_QUOTES = 3;

interface QuotesSectionProps {
  trip: TripView;
  email: string;
  onOpen: (name: PopupName) => void;
}

/**
 * The request's quotes. Agents cannot quote yet, so a request has none: the section says so
 * and what happens next, rather than showing examples that are not real.
 */
export function QuotesSection({ trip, email, onOpen }: QuotesSectionProps) {
  const localize = useLocalePath();
  const open = trip.status === "Active" || trip.status === "Booked";
  return (
    <section
      aria-labelledby="quotes-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="quotes-title" className="text-lg font-bold text-slate-900">
          Your quotes
        </h2>
        <p className="text-sm text-slate-500">
          {trip.quotes_count} of {MAX_QUOTES}
        </p>
      </div>
      {trip.quotes_count > 0 ? (
        <p className="mt-3 text-slate-700">
          {trip.quotes_count === 1
            ? "One agent has sent you a quote."
            : `${trip.quotes_count} agents have sent you quotes.`}{" "}
          {trip.quotes_count >= 2 ? (
            <Link
              to={localize(`/requested_trips/${trip.id}/compare`)}
              className="font-semibold text-brand-700 hover:underline"
            >
              Compare them side by side
            </Link>
          ) : null}
        </p>
      ) : open ? (
        <div className="mt-4">
          <p className="font-semibold text-slate-900">
            No quotes yet — your request is with agents.
          </p>
          <p className="mt-1 text-slate-600">
            Travel agents who know {destinationsLabel(trip.to_loc)} review your dates, travellers
            and budget, and up to {MAX_QUOTES} of them send you a quote. We will email you at{" "}
            <span className="font-medium text-slate-800">{email}</span> as soon as one arrives, and
            it will show here.
          </p>
          <ol className="mt-5 grid gap-3 sm:grid-cols-3">
            <Step n={1} title="Agents review your request">
              Specialists for your destination check what you asked for.
            </Step>
            <Step n={2} title={`Up to ${MAX_QUOTES} quotes arrive`}>
              Each with a day-by-day plan, hotels, inclusions and a price.
            </Step>
            <Step n={3} title="Compare, chat and book">
              Ask for changes, then book the one that fits.
            </Step>
          </ol>
          <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
            <p>Meanwhile, tell agents how you like to travel so the first quotes fit.</p>
            <PopupLink
              name="editPref"
              onOpen={onOpen}
              className="shrink-0 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Add preferences
            </PopupLink>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">
          {trip.status === "Converted"
            ? "This trip is confirmed."
            : `Agents are not quoting while this request is ${trip.status.toLowerCase()}. Reactivate it to receive quotes again.`}
        </p>
      )}
    </section>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 p-3 sm:block sm:p-4">
      <span
        aria-hidden="true"
        className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-sun-400/25 text-sm font-bold text-amber-800"
      >
        {n}
      </span>
      <div className="sm:mt-2">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-600 sm:mt-1">{children}</p>
      </div>
    </li>
  );
}
