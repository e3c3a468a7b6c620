import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { MESSAGES } from "../../../common/messages";
import { MAX_AGENTS_PER_TRIP, type QuoteListItem } from "../../../common/quotes";
import type { TripView } from "../../../common/trip-views";
import { useLocalePath } from "../../lib/locale";
import { FormError } from "../auth/fields";
import { BookingBadge } from "../booking-badge";
import { AgentBadge } from "../quotes/agent-badge";
import { ComparePopup } from "../quotes/compare-popup";
import {
  canCompare,
  daysNightsLabel,
  isOpenQuote,
  money,
  toggleSelection,
  versionNote,
} from "../quotes/quote-math";
import { When } from "../when";
import { PopupLink, type PopupName } from "./popup";
import { destinationsLabel } from "./trip-format";
import { NoFields, type TripActionReply, useTripForm } from "./use-trip-form";

export const MAX_QUOTES = 3;

interface QuotesSectionProps {
  trip: TripView;
  quotes: QuoteListItem[];
  /** Agents currently holding a lead on this request (request_more_quotes adds one, 5 at most). */
  agentsWorking: number;
  /** The traveller's email; null when the viewer may not see it. */
  email: string | null;
  /** Staff read the page about the traveller, not as them. */
  viewer?: "traveller" | "staff" | "other";
  onOpen: (name: PopupName) => void;
  /** The page's one-shot message: the compare refusals show here, by the button. */
  flash?: string | null;
  pageReply?: TripActionReply | null;
}

/**
 * The request's quotes (accounts §2 "quote list"): one row per quote that an agent sent, with
 * what a traveller weighs first, and ticks for compare (2 to 3, §5). With none yet, it says
 * what happens next rather than showing examples that are not real.
 */
export function QuotesSection(props: QuotesSectionProps) {
  const { trip, quotes, agentsWorking, viewer = "traveller" } = props;
  const open = trip.status === "Active" || trip.status === "Booked";
  const mine = viewer === "traveller";
  return (
    <section
      aria-labelledby="quotes-title"
      className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="quotes-title" className="text-lg font-bold text-slate-900">
          {mine ? "Your quotes" : "The traveller's quotes"}
        </h2>
        <p className="text-sm text-slate-500">
          {quotes.length > 0
            ? `${quotes.length} received · ${agentsWorking} ${agentsWorking === 1 ? "agent" : "agents"} on ${mine ? "your" : "this"} request`
            : `${trip.quotes_count} of ${MAX_QUOTES}`}
        </p>
      </div>
      {quotes.length > 0 ? (
        <QuoteList {...props} />
      ) : open ? (
        <NoQuotesYet {...props} />
      ) : (
        <p className="mt-3 text-slate-600">
          {trip.status === "Converted"
            ? "This trip is confirmed."
            : `Agents are not quoting while this request is ${trip.status.toLowerCase()}. Reactivate it to receive quotes again.`}
        </p>
      )}
      {open && trip.status === "Active" && quotes.length > 0 ? (
        <MoreQuotes agentsWorking={agentsWorking} pageReply={props.pageReply} />
      ) : null}
    </section>
  );
}

function QuoteList({ trip, quotes, flash }: QuotesSectionProps) {
  const localize = useLocalePath();
  const { pathname } = useLocation();
  const saver = useFetcher();
  const [selected, setSelected] = useState<number[]>(() =>
    quotes.filter((q) => q.isSelected).map((q) => q.id),
  );
  const [message, setMessage] = useState<string | null>(() =>
    flash === "compareTooFew"
      ? MESSAGES.minCompareQuotes
      : flash === "compareTooMany"
        ? MESSAGES.maxCompareQuotes
        : null,
  );
  const [popup, setPopup] = useState(false);
  const compareAction = localize(`/requested_trips/${trip.id}/compare`);
  const compareHref = `${compareAction}?${selected.map((id) => `quote_ids[]=${id}`).join("&")}`;

  function toggle(id: number) {
    const answer = toggleSelection(selected, id);
    if (!answer.ok) {
      setMessage(MESSAGES.maxCompareQuotes);
      return;
    }
    setMessage(null);
    setSelected(answer.selected);
    saver.submit(
      { intent: "select", quote_id: String(id), selected: String(answer.selected.includes(id)) },
      { method: "post", action: pathname, preventScrollReset: true },
    );
  }

  return (
    <>
      <ul className="mt-4 space-y-3">
        {quotes.map((quote) => (
          <QuoteRow
            key={quote.id}
            quote={quote}
            tripId={trip.id}
            checked={selected.includes(quote.id)}
            onToggle={() => toggle(quote.id)}
          />
        ))}
      </ul>
      {/* Without JavaScript the ticked boxes travel in this form's query to the compare page. */}
      <Form
        method="get"
        action={compareAction}
        id="compare-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canCompare(selected)) setMessage(MESSAGES.minCompareQuotes);
          else setPopup(true);
        }}
        className="mt-4 flex flex-col gap-3 rounded-2xl bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="text-sm text-slate-700">
          <p>Tick 2 or 3 quotes to compare them side by side.</p>
          {message ? (
            <p role="alert" data-testid="compare-message" className="mt-1 font-medium text-red-700">
              {message}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          aria-haspopup="dialog"
          className="shrink-0 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800"
        >
          Compare{selected.length ? ` (${selected.length})` : ""}
        </button>
      </Form>
      <ComparePopup
        open={popup}
        onClose={() => setPopup(false)}
        quotes={quotes.filter((q) => selected.includes(q.id))}
        fullHref={compareHref}
      />
    </>
  );
}

interface QuoteRowProps {
  quote: QuoteListItem;
  tripId: number;
  checked: boolean;
  onToggle: () => void;
}

function QuoteRow({ quote, tripId, checked, onToggle }: QuoteRowProps) {
  const localize = useLocalePath();
  const href = localize(`/requested_trips/${tripId}/quotes/${quote.id}`);
  const checkboxId = `compare-${quote.id}`;
  const dimmed = !isOpenQuote(quote.status);
  return (
    <li
      data-testid="quote-row"
      data-quote-id={quote.id}
      className={`rounded-2xl border p-4 ${checked ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"} ${dimmed ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <AgentBadge agent={quote.agent} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <BookingBadge booking={quote.booking} />
            <span>{daysNightsLabel(quote.days, quote.nights)}</span>
            {quote.hotelStars.length ? (
              <span>Hotels {quote.hotelStars.map((s) => `${s}-star`).join(" · ")}</span>
            ) : null}
            <span className="text-slate-500">
              {versionNote(quote.version)} <When at={quote.updatedAt} show="date" />
            </span>
            {quote.unreadCount > 0 ? (
              <span className="rounded-full bg-red-600 px-2 text-xs font-bold text-white">
                {quote.unreadCount} unread
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-end justify-between gap-3 sm:flex-col sm:items-end">
          <div className="sm:text-right">
            <p className="whitespace-nowrap text-xl font-bold text-slate-900">
              {money(quote.amounts.perPersonMinor, quote.amounts)}
              <span className="text-sm font-normal text-slate-500"> per person</span>
            </p>
            <p className="text-sm text-slate-600" data-testid="quote-row-total">
              {money(quote.amounts.totalMinor, quote.amounts)} total incl. taxes
            </p>
            {quote.amounts.coupon ? (
              <p className="text-xs font-medium text-emerald-700" data-testid="quote-row-coupon">
                Coupon {quote.amounts.coupon.code}:{" "}
                {money(quote.amounts.coupon.discountMinor, quote.amounts)} off
              </p>
            ) : null}
          </div>
          <Link
            to={href}
            className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            View quote
          </Link>
        </div>
      </div>
      <label
        htmlFor={checkboxId}
        className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700"
      >
        <input
          id={checkboxId}
          type="checkbox"
          name="quote_ids[]"
          value={quote.id}
          form="compare-form"
          checked={checked}
          onChange={onToggle}
          className="h-4 w-4 rounded border-slate-400 text-brand-700"
        />
        Add to compare
      </label>
    </li>
  );
}

function MoreQuotes({
  agentsWorking,
  pageReply,
}: {
  agentsWorking: number;
  pageReply?: TripActionReply | null;
}) {
  const { pathname } = useLocation();
  const { fetcher, form, busy } = useTripForm("more_quotes", NoFields, { pageReply });
  const full = agentsWorking >= MAX_AGENTS_PER_TRIP;
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <fetcher.Form
        method="post"
        action={pathname}
        {...getFormProps(form)}
        className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      >
        <input type="hidden" name="intent" value="more_quotes" />
        <p className="text-sm text-slate-600">
          {full
            ? `${MAX_AGENTS_PER_TRIP} agents are already working on your request, the most we ask.`
            : `Want more choice? We can ask one more agent (up to ${MAX_AGENTS_PER_TRIP} in all).`}
        </p>
        {full ? null : (
          <button
            type="submit"
            disabled={busy}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800 disabled:opacity-60"
          >
            {busy ? "Asking…" : "Request more quotes"}
          </button>
        )}
      </fetcher.Form>
      <div className="mt-2">
        <FormError id={form.errorId} errors={form.errors} />
      </div>
    </div>
  );
}

function NoQuotesYet({ trip, email, viewer = "traveller", onOpen }: QuotesSectionProps) {
  if (viewer !== "traveller") {
    return (
      <div className="mt-4">
        <p className="font-semibold text-slate-900">No quotes yet — the request is with agents.</p>
        <p className="mt-1 text-slate-600">
          Travel agents who know {destinationsLabel(trip.to_loc)} review the traveller's dates,
          travellers and budget, and up to {MAX_QUOTES} of them send a quote.{" "}
          {email ? (
            <>
              We email the traveller at <span className="font-medium text-slate-800">{email}</span>{" "}
              as soon as one arrives.
            </>
          ) : (
            "We email the traveller as soon as one arrives."
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="mt-4">
      <p className="font-semibold text-slate-900">No quotes yet — your request is with agents.</p>
      <p className="mt-1 text-slate-600">
        Travel agents who know {destinationsLabel(trip.to_loc)} review your dates, travellers and
        budget, and up to {MAX_QUOTES} of them send you a quote. We will email you at{" "}
        <span className="font-medium text-slate-800">{email}</span> as soon as one arrives, and it
        will show here.
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
