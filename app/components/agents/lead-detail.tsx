import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { plural } from "../../../common/format";
import type { AgentQuoteSummary, LeadTrip, LeadDetail as LeadView } from "../../../common/leads";
import { formatAmount } from "../../../common/quote-amounts";
import {
  DEFAULT_QUOTE_DAYS,
  DEFAULT_QUOTE_NIGHTS,
  REQUEST_CALLBACK_OPTIONS,
} from "../../../common/quotes";
import { PREFERENCE_KEYS, travelMonthLabel } from "../../../common/trips";
import { useLocalePath } from "../../lib/locale";
import { BookingBadge } from "../booking-badge";
import {
  budgetLabel,
  dayLabel,
  destinationsLabel,
  durationLabel,
  fileKindLabel,
  fileSizeLabel,
  preferenceLabel,
  travellersLabel,
  tripTypeLabel,
} from "../trips/trip-format";
import { When } from "../when";
import { timeAgo, timeLeftToQuote } from "./agent-format";
import { StageBadge } from "./leads-inbox";

/**
 * The lead page's data: the lead as the services read it (common/leads.ts), its traveller's
 * contact at the top (masked until the agent quoted), and where a new quote can start from.
 */
export interface AgentLeadData extends LeadView {
  traveller: LeadTrip["traveller"];
  /** The agent's quotes for other trips to the same destination, to start from. */
  previousQuotes: { id: number; tripId: number; label: string }[];
  /** Catalogue packages of the trip's destination matching the search. */
  packages: { id: number; name: string; days: number; nights: number; slug: string }[];
  packageQuery: string | undefined;
}

export function LeadDetail({ data, now }: { data: AgentLeadData; now: string }) {
  const { trip, traveller } = data;
  const lead = data;
  const left = timeLeftToQuote(lead.respondBy, now);
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <Card title="Request" id="request-title">
          <div className="flex flex-wrap items-center gap-3">
            <StageBadge stage={lead.stage} />
            <span className="text-sm text-slate-600">
              Routed <time dateTime={lead.routedAt}>{timeAgo(lead.routedAt, now)}</time>
              {lead.stage === "new" && lead.respondBy ? (
                <>
                  {" · "}
                  <span
                    className={
                      left.urgency === "overdue"
                        ? "font-semibold text-rose-700"
                        : left.urgency === "soon"
                          ? "font-semibold text-amber-700"
                          : ""
                    }
                  >
                    Quote within: {left.label}
                  </span>
                </>
              ) : null}
            </span>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Fact label="Destinations" value={destinationsLabel(trip.toLoc)} />
            <Fact label="Leaving from" value={trip.fromLoc || "Not given"} />
            <Fact
              label="When"
              value={trip.startDate ? dayLabel(trip.startDate) : travelMonthLabel(trip.travelMonth)}
            />
            <Fact label="Duration" value={durationLabel(trip.durations, trip.tripDays)} />
            <Fact label="Travellers" value={travellersLabel(trip.adults, trip.children)} />
            <Fact label="Trip type" value={tripTypeLabel(trip.tripType)} />
            <Fact label="Budget" value={budgetLabel(trip.budget) ?? "Not given"} />
            <Fact label="Request status" value={trip.status} />
          </dl>
          {trip.comments ? (
            <blockquote className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
              “{trip.comments}”
            </blockquote>
          ) : null}
        </Card>

        <Card title="Preferences" id="preferences-title">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            {PREFERENCE_KEYS.map((key) => (
              <Fact
                key={key}
                label={key[0]?.toUpperCase() + key.slice(1)}
                value={preferenceLabel(key, trip.preferences[key]) ?? "No preference given"}
              />
            ))}
          </dl>
        </Card>

        {data.lostToAnother ? (
          <p className="rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
            The traveller chose another agent's quote for this trip.
          </p>
        ) : null}
        <QuotesCard quotes={data.quotes} tripId={trip.id} now={now} />
        {lead.stage === "lost" || data.lostToAnother || trip.status !== "Active" ? null : (
          <StartQuoteCard data={data} />
        )}
      </div>

      <aside className="space-y-6 lg:sticky lg:top-20">
        <Card title="Traveller" id="traveller-title">
          <p className="text-base font-semibold text-slate-900">{traveller.firstName}</p>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact label="Phone" value={traveller.phone} />
            <Fact label="Email" value={traveller.email} />
          </dl>
          {traveller.masked ? (
            <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-inset ring-amber-600/20">
              Contact details stay masked until you send this traveller a quote, so travellers hear
              from agents who have something to offer.
            </p>
          ) : null}
        </Card>

        <Card title="Callback requests" id="callbacks-title">
          {data.callbacks.length === 0 ? (
            <p className="text-sm text-slate-600">The traveller has not asked for a call.</p>
          ) : (
            <ul className="space-y-3 text-sm">
              {data.callbacks.map((c) => (
                <li key={c.id} className="rounded-xl bg-slate-50 px-3 py-2">
                  <p className="font-medium text-slate-900">
                    {REQUEST_CALLBACK_OPTIONS.find((o) => o.value === c.option)?.label ?? c.option}
                  </p>
                  {c.reason ? <p className="text-slate-700">“{c.reason}”</p> : null}
                  <p className="text-xs text-slate-500">
                    On quote #{c.quoteId} · {timeAgo(c.createdAt, now)} ·{" "}
                    {c.state === "open" ? "Open" : "Handled"}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Documents" id="documents-title">
          {data.documents.length === 0 ? (
            <p className="text-sm text-slate-600">The traveller has not shared any documents.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {data.documents.map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-3">
                  <span className="min-w-0">
                    {/* The trip's document route serves them to agents holding a live lead
                    (trip-permissions.ts). */}
                    <a
                      href={`/requested_trips/${trip.id}/documents/${d.id}`}
                      className="block truncate font-medium text-brand-700 hover:underline"
                    >
                      {d.name}
                    </a>
                    <span className="text-xs text-slate-500">
                      {fileKindLabel(d.contentType)} · {fileSizeLabel(d.sizeBytes)} ·{" "}
                      <When at={d.createdAt} show="date" />
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </aside>
    </div>
  );
}

function QuotesCard({
  quotes,
  tripId,
  now,
}: {
  quotes: AgentQuoteSummary[];
  tripId: number;
  now: string;
}) {
  const localize = useLocalePath();
  return (
    <Card title="Your quotes" id="quotes-title">
      {quotes.length === 0 ? (
        <p className="text-sm text-slate-600">
          You have not quoted on this request yet. Start one below.
        </p>
      ) : (
        <ul className="space-y-3">
          {quotes.map((q) => (
            <li key={q.id} className="rounded-2xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  Quote #{q.id}
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {q.sentVersion ? `v${q.sentVersion} sent` : "Not sent yet"}
                    {q.hasDraft ? ` · draft v${q.latestVersion}` : ""}
                  </span>
                </p>
                <BookingBadge booking={q.booking} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {q.amounts
                  ? `${formatAmount(q.amounts.totalMinor, q.amounts.currency)}${q.amounts.coupon ? ` after coupon ${q.amounts.coupon.code}` : ""}`
                  : "No price yet"}
                {q.sentVersion
                  ? q.viewedAt
                    ? ` · Viewed by the traveller ${timeAgo(q.viewedAt, now)}`
                    : " · Not viewed yet"
                  : ""}
              </p>
              {q.hotelRejections > 0 ? (
                <p className="mt-2 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
                  The traveller rejected {plural(q.hotelRejections, "hotel")} of v{q.sentVersion}:
                  the reasons are in the builder.{" "}
                  {q.hasDraft ? "Your draft answers them." : "Revise to answer with a new version."}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-slate-500">Updated {timeAgo(q.updatedAt, now)}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={localize(`/agents/dashboard/quotes/${q.id}/edit`)}
                  className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {q.hasDraft ? `Edit draft v${q.latestVersion}` : `Open v${q.latestVersion}`}
                </Link>
                <Link
                  to={localize(`/agents/dashboard/quotes/${q.id}/preview`)}
                  className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                >
                  Preview
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only">Request #{tripId}</p>
    </Card>
  );
}

function StartQuoteCard({ data }: { data: AgentLeadData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const where = destinationsLabel(data.trip.toLoc);
  return (
    <Card title={data.quotes.length ? "Start another quote" : "Start a quote"} id="start-title">
      <div className="space-y-5">
        <div>
          <h3 className="text-sm font-semibold text-slate-800">From a catalogue package</h3>
          <Form method="get" className="mt-2 flex gap-2" role="search">
            <label htmlFor="package-search" className="sr-only">
              Search packages
            </label>
            <input
              id="package-search"
              type="search"
              name="packages"
              defaultValue={data.packageQuery ?? ""}
              maxLength={80}
              placeholder={`Search ${where} packages`}
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm"
            />
            <button
              type="submit"
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Search
            </button>
          </Form>
          {data.packages.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              {data.packageQuery
                ? `No ${where} packages match “${data.packageQuery}”.`
                : `The catalogue has no packages for ${where}.`}
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {data.packages.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="block truncate font-medium text-slate-900">{p.name}</span>
                    <span className="text-xs text-slate-500">
                      {p.days} days / {p.nights} nights
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="start" />
                    <input type="hidden" name="from" value="package" />
                    <input type="hidden" name="packageId" value={p.id} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={`Use ${p.name}`}
                      className="shrink-0 whitespace-nowrap rounded-full bg-brand-700 px-3.5 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                    >
                      Use package
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h3 className="text-sm font-semibold text-slate-800">From one of your earlier quotes</h3>
          <p className="mt-0.5 text-xs text-slate-500">
            Any quote you sent, {where} first. Its days, hotels and prices are copied; the dates
            follow this trip&apos;s start.
          </p>
          {data.previousQuotes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              You have sent no quotes yet. Once you have, any of them can be copied here.
            </p>
          ) : (
            <Form method="post" className="mt-2 flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="start" />
              <input type="hidden" name="from" value="quote" />
              <label htmlFor="previous-quote" className="sr-only">
                Earlier quote
              </label>
              <select
                id="previous-quote"
                name="quoteId"
                className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm"
              >
                {data.previousQuotes.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.label}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                disabled={busy}
                className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                Copy quote
              </button>
            </Form>
          )}
        </div>

        <Form method="post" className="flex flex-wrap items-center justify-between gap-2">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="from" value="blank" />
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-800">Blank quote</span>: {DEFAULT_QUOTE_DAYS}{" "}
            days / {DEFAULT_QUOTE_NIGHTS} nights to fill in.
          </p>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            Start blank
          </button>
        </Form>
      </div>
    </Card>
  );
}

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </div>
  );
}
