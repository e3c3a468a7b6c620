import { Form, Link } from "react-router";
import { plural } from "../../../common/format";
import type { InboxItem } from "../../../common/leads";
import { LEAD_STAGES, type LeadStage } from "../../../common/quotes";
import { travelMonthLabel } from "../../../common/trips";
import { useLocalePath } from "../../lib/locale";
import { EmptyState } from "../account-summary";
import { BookingBadge } from "../booking-badge";
import { Pagination } from "../pagination";
import {
  budgetLabel,
  dayLabel,
  destinationsLabel,
  durationLabel,
  travellersLabel,
} from "../trips/trip-format";
import { STAGE_EMPTY, STAGE_LABELS, timeAgo, timeLeftToQuote, type Urgency } from "./agent-format";

export interface InboxProps {
  counts: Record<LeadStage, number>;
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
  stage: LeadStage | undefined;
  q: string | undefined;
  /** The loader's clock, so "3 h left" reads the same on the server and after hydration. */
  now: string;
}

export const STAGE_TONE: Record<LeadStage, string> = {
  new: "bg-sky-50 text-sky-800 ring-sky-600/25",
  quoted: "bg-brand-50 text-brand-800 ring-brand-600/25",
  chosen: "bg-violet-50 text-violet-800 ring-violet-600/25",
  invoiced: "bg-amber-50 text-amber-900 ring-amber-600/30",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  converted: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  lost: "bg-slate-100 text-slate-600 ring-slate-400/30",
};

const URGENCY_TONE: Record<Urgency, string> = {
  none: "text-slate-500",
  ok: "text-slate-700",
  soon: "font-semibold text-amber-700",
  overdue: "font-semibold text-rose-700",
};

export function StageBadge({ stage }: { stage: LeadStage }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STAGE_TONE[stage]}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {STAGE_LABELS[stage]}
    </span>
  );
}

/** The inbox URL for a stage, search and page; the first page and "all" stay implicit. */
export function inboxHref(stage: LeadStage | undefined, q: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (stage) params.set("stage", stage);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/agents/dashboard${query ? `?${query}` : ""}`;
}

export function LeadsInbox({ counts, items, total, page, pageSize, stage, q, now }: InboxProps) {
  const localize = useLocalePath();
  const all = LEAD_STAGES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const empty = STAGE_EMPTY[stage ?? "all"];
  return (
    <div className="space-y-4">
      <nav aria-label="Lead stages" className="-mx-4 overflow-x-auto px-4 pb-1">
        <ul className="flex w-max gap-2">
          {[undefined, ...LEAD_STAGES].map((s) => {
            const current = s === stage;
            const count = s ? (counts[s] ?? 0) : all;
            return (
              <li key={s ?? "all"}>
                <Link
                  to={localize(inboxHref(s, q))}
                  aria-current={current ? "page" : undefined}
                  className={`flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset transition ${
                    current
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
                  }`}
                >
                  {s ? STAGE_LABELS[s] : "All"}
                  <span
                    className={`rounded-full px-1.5 text-xs tabular-nums ${current ? "bg-white/20" : "bg-slate-100 text-slate-600"}`}
                  >
                    {count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form
        method="get"
        role="search"
        className="flex gap-2"
        action={localize("/agents/dashboard")}
      >
        {stage ? <input type="hidden" name="stage" value={stage} /> : null}
        <label htmlFor="lead-search" className="sr-only">
          Search leads
        </label>
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={q ?? ""}
          maxLength={80}
          placeholder="Traveller name, destination or trip id"
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800"
        >
          Search
        </button>
      </Form>

      {q ? (
        <p className="text-sm text-slate-600">
          {plural(total, "lead")} matching “{q}”{stage ? ` in ${STAGE_LABELS[stage]}` : ""} ·{" "}
          <Link
            to={localize(inboxHref(stage, undefined))}
            className="font-semibold text-brand-700 hover:underline"
          >
            Clear search
          </Link>
        </p>
      ) : null}

      {items.length === 0 ? (
        <EmptyState title={q ? `No leads match “${q}”` : empty.title}>
          <p>{q ? "Try a traveller's first name, a destination or a trip number." : empty.body}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Leads">
          {items.map((lead) => (
            <li key={lead.tripId}>
              <LeadRow lead={lead} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        hrefFor={(n) => localize(inboxHref(stage, q, n))}
      />
    </div>
  );
}

function LeadRow({ lead, now }: { lead: InboxItem; now: string }) {
  const localize = useLocalePath();
  const left = timeLeftToQuote(lead.respondBy, now);
  const when = lead.startDate ? dayLabel(lead.startDate) : travelMonthLabel(lead.travelMonth);
  // The inbox knows an exact length only; the lead page shows the traveller's buckets.
  const duration = lead.tripDays ? durationLabel([], lead.tripDays) : null;
  const budget = budgetLabel(lead.budget);
  return (
    <Link
      to={localize(`/agents/dashboard/leads/${lead.tripId}`)}
      className={`block rounded-2xl border bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow ${
        lead.stage === "new" ? "border-brand-300 ring-1 ring-brand-200" : "border-slate-200"
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            {lead.stage === "new" ? (
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
            ) : null}
            <span className="truncate">{destinationsLabel(lead.destinations)}</span>
            {lead.stage === "new" ? <span className="sr-only">(not quoted yet)</span> : null}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {lead.travellerFirstName} · Trip #{lead.tripId}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {lead.unreadMessages > 0 ? (
            <span
              data-testid="unread-messages"
              className="inline-flex items-center rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white"
            >
              {lead.unreadMessages === 1 ? "1 new message" : `${lead.unreadMessages} new messages`}
            </span>
          ) : null}
          {lead.viewedAt != null ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/20">
              <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true" fill="none">
                <path
                  d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
                <circle cx="10" cy="10" r="2.5" fill="currentColor" />
              </svg>
              Viewed
            </span>
          ) : null}
          <StageBadge stage={lead.stage} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">Travel</dt>
          <dd className="font-medium text-slate-800">
            {when}
            {duration ? ` · ${duration}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Travellers</dt>
          <dd className="font-medium text-slate-800">
            {travellersLabel(lead.adults, lead.children)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Budget</dt>
          <dd className="font-medium text-slate-800">{budget ?? "Not given"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Routed</dt>
          <dd className="text-slate-800">
            <time dateTime={lead.routedAt}>{timeAgo(lead.routedAt, now)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
        {lead.stage === "new" ? (
          <span className={URGENCY_TONE[left.urgency]}>
            {lead.respondBy ? (
              <time dateTime={lead.respondBy}>Quote within: {left.label}</time>
            ) : (
              left.label
            )}
          </span>
        ) : (
          <span className="inline-flex flex-wrap items-center gap-2 text-slate-600">
            {lead.latestQuote ? (
              <>
                Quote v{lead.latestQuote.version}
                <BookingBadge booking={lead.booking} />
              </>
            ) : (
              "No quote sent"
            )}
          </span>
        )}
        <span className="font-semibold text-brand-700">Open lead →</span>
      </div>
    </Link>
  );
}
