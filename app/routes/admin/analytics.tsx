import { Form, Link } from "react-router";
import {
  ANALYTICS_PRESET_LABELS,
  ANALYTICS_PRESETS,
  AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsTable,
  type FunnelStepView,
  type MoneyBreakdownRow,
  type MoneyBucket,
  type MoneyTotals,
} from "../../../common/analytics";
import { formatCount, formatRating } from "../../../common/format";
import {
  LAYOUT_ROW_CLASS,
  LAYOUT_WIDTH_CLASS,
  type LayoutWidth,
} from "../../../common/layout-widths";
import { formatMoney } from "../../../common/money";
import {
  BreakdownChart,
  FunnelChart,
  MoneyChart,
  oneDecimal,
  percent,
} from "../../components/analytics/charts";
import { privateHeaders, requireRole, STAFF_ROLES } from "../../lib/agent-workspace.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/analytics";

// Analytics for operations (decision 0215): funnels, money and agency scorecards of a period
// against the period before, as server-drawn charts with their tables and CSV downloads.

export const meta: Route.MetaFunction = () => [
  { title: "Analytics | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF_ROLES);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = AnalyticsQuery.safeParse(params);
  // A custom period that does not parse shows its errors over the default period.
  const query = parsed.success ? parsed.data : AnalyticsQuery.parse({});
  const errors = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const report = await context.services.analytics.report(query);
  return {
    report,
    errors: errors as Partial<Record<"from" | "to", string>>,
    asked: { period: params.period ?? "30d", from: params.from ?? "", to: params.to ?? "" },
  };
}

const inr = (minor: number) => formatMoney({ amountMinor: Math.round(minor), currency: "INR" });
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(2, 4)}`;
const weekLabel = (day: string) =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
const hoursLabel = (h: number | null) =>
  h === null ? "–" : h < 48 ? `${oneDecimal(h)} h` : `${oneDecimal(h / 24)} days`;

function Change({ now, before }: { now: number; before: number }) {
  if (before === 0) {
    return <span className="text-slate-500">{now === 0 ? "no change" : "new this period"}</span>;
  }
  const change = (now - before) / before;
  const up = change >= 0;
  return (
    <span className={up ? "text-emerald-700" : "text-red-700"}>
      {up ? "▲" : "▼"} {Math.round(Math.abs(change * 100))}%
      <span className="sr-only"> {up ? "up" : "down"} on the previous period</span>
    </span>
  );
}

function Kpis({ current, previous }: { current: MoneyTotals; previous: MoneyTotals }) {
  const rate = (t: MoneyTotals) => (t.requests === 0 ? 0 : t.bookings / t.requests);
  const cards = [
    {
      label: "Requests",
      value: formatCount(current.requests),
      now: current.requests,
      before: previous.requests,
    },
    {
      label: "Bookings paid",
      value: formatCount(current.bookings),
      now: current.bookings,
      before: previous.bookings,
    },
    {
      label: "Booking value",
      value: inr(current.bookingValueMinor),
      now: current.bookingValueMinor,
      before: previous.bookingValueMinor,
    },
    {
      label: "Revenue collected",
      value: inr(current.revenueMinor),
      now: current.revenueMinor,
      before: previous.revenueMinor,
    },
    {
      label: "Commission",
      value: inr(current.commissionMinor),
      now: current.commissionMinor,
      before: previous.commissionMinor,
    },
    {
      label: "Bookings per request",
      value: percent(rate(current)),
      now: rate(current),
      before: rate(previous),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
      {cards.map((c) => (
        <div key={c.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {c.label}
          </dt>
          <dd className="mt-1 text-xl font-extrabold text-slate-900">{c.value}</dd>
          <dd className="text-xs">
            <Change now={c.now} before={c.before} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  id,
  title,
  note,
  csvHref,
  width = "FULL",
  children,
}: {
  id: string;
  title: string;
  note: string;
  csvHref: string;
  /** Its share of the row it sits in (common/layout-widths). */
  width?: LayoutWidth;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${LAYOUT_WIDTH_CLASS[width]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <p className="max-w-3xl text-sm text-slate-600">{note}</p>
        </div>
        <a
          href={csvHref}
          download
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const td = "px-3 py-2 text-slate-800";
const num = "px-3 py-2 text-right tabular-nums text-slate-800";

function Scroll({ children }: { children: React.ReactNode }) {
  return <div className="overflow-x-auto">{children}</div>;
}

function FunnelTable({
  steps,
  caption,
  timed,
}: {
  steps: FunnelStepView[];
  caption: string;
  timed: boolean;
}) {
  return (
    <Scroll>
      <table className="w-full min-w-[480px] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Step
            </th>
            <th scope="col" className={`${th} text-right`}>
              Count
            </th>
            <th scope="col" className={`${th} text-right`}>
              Previous period
            </th>
            <th scope="col" className={`${th} text-right`}>
              From step before
            </th>
            {timed ? (
              <th scope="col" className={`${th} text-right`}>
                Median time from step before
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {steps.map((s) => (
            <tr key={s.step}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {s.step}
              </th>
              <td className={num}>{formatCount(s.count)}</td>
              <td className={num}>{formatCount(s.previousCount)}</td>
              <td className={num}>{s.conversion === null ? "–" : percent(s.conversion)}</td>
              {timed ? <td className={num}>{hoursLabel(s.medianHours)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function MoneyTable({
  rows,
  keyHeader,
  caption,
}: {
  rows: (MoneyBreakdownRow | (MoneyBucket & { key: string }))[];
  keyHeader: string;
  caption: string;
}) {
  return (
    <Scroll>
      <table className="w-full min-w-[480px] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              {keyHeader}
            </th>
            <th scope="col" className={`${th} text-right`}>
              Bookings
            </th>
            <th scope="col" className={`${th} text-right`}>
              Booking value
            </th>
            <th scope="col" className={`${th} text-right`}>
              Revenue
            </th>
            <th scope="col" className={`${th} text-right`}>
              Commission
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className={`${td} text-slate-500`}>
                No bookings were paid in this period.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {r.key}
                </th>
                <td className={num}>{formatCount(r.bookings)}</td>
                <td className={num}>{inr(r.bookingValueMinor)}</td>
                <td className={num}>{inr(r.revenueMinor)}</td>
                <td className={num}>{inr(r.commissionMinor)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Scroll>
  );
}

function Scorecards({ report }: { report: AnalyticsReport }) {
  return (
    <Scroll>
      <table className="w-full min-w-[760px] text-sm">
        <caption className="sr-only">Agency scorecards</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Agency
            </th>
            <th scope="col" className={`${th} text-right`}>
              Leads
            </th>
            <th scope="col" className={`${th} text-right`}>
              Median first response
            </th>
            <th scope="col" className={`${th} text-right`}>
              Quotes per lead
            </th>
            <th scope="col" className={`${th} text-right`}>
              Won
            </th>
            <th scope="col" className={`${th} text-right`}>
              Conversion
            </th>
            <th scope="col" className={`${th} text-right`}>
              Rating
            </th>
            <th scope="col" className={`${th} text-right`}>
              SLA misses
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.scorecards.length === 0 ? (
            <tr>
              <td colSpan={8} className={`${td} text-slate-500`}>
                No leads were routed in this period.
              </td>
            </tr>
          ) : (
            report.scorecards.map((s) => (
              <tr key={s.agentId}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {s.agency}
                </th>
                <td className={num}>{formatCount(s.leads)}</td>
                <td className={num}>{hoursLabel(s.medianFirstResponseHours)}</td>
                <td className={num}>{String(Math.round(s.quotesPerLead * 100) / 100)}</td>
                <td className={num}>{s.won}</td>
                <td className={num}>{percent(s.conversion)}</td>
                <td className={num}>{s.rating === null ? "–" : `${formatRating(s.rating)} / 5`}</td>
                <td className={`${num} ${s.slaMisses > 0 ? "font-semibold text-red-700" : ""}`}>
                  {s.slaMisses}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Scroll>
  );
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { report, errors, asked } = loaderData;
  const { period } = report;
  const localize = useLocalePath();
  const search = new URLSearchParams({ period: period.preset });
  if (period.preset === "custom") {
    search.set("from", period.fromDay);
    search.set("to", period.toDay);
  }
  const csv = (table: AnalyticsTable) => localize(`/admin/analytics/csv/${table}?${search}`);
  const range = `${period.fromDay} to ${period.toDay}`;
  const compared = `${period.previousFromDay} to ${period.previousToDay}`;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link to={localize("/admin")} className="hover:text-brand-700 hover:underline">
            Operations
          </Link>{" "}
          / <span className="font-medium text-slate-700">Analytics</span>
        </nav>
        <header className="space-y-3">
          <h1 className="text-2xl font-extrabold text-slate-900">Analytics</h1>
          <p className="text-sm text-slate-600">
            {period.label}: {range}, compared with {compared}. Bookings count on the day their first
            payment was captured; money is in rupees at each quote's rate.
          </p>
          <Form
            method="get"
            className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                Period
              </legend>
              {ANALYTICS_PRESETS.map((p) => (
                <label
                  key={p}
                  className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
                >
                  <input
                    type="radio"
                    name="period"
                    value={p}
                    defaultChecked={
                      asked.period === p ||
                      (p === "30d" && !ANALYTICS_PRESETS.includes(asked.period as never))
                    }
                    className="accent-brand-600"
                  />
                  {ANALYTICS_PRESET_LABELS[p]}
                </label>
              ))}
            </fieldset>
            <label className="text-sm text-slate-700">
              From
              <input
                type="date"
                name="from"
                defaultValue={asked.from}
                aria-invalid={errors.from ? true : undefined}
                aria-describedby={errors.from ? "from-error" : undefined}
                className="ml-1 rounded-lg border border-slate-300 px-2 py-1"
              />
            </label>
            <label className="text-sm text-slate-700">
              To
              <input
                type="date"
                name="to"
                defaultValue={asked.to}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={errors.to ? "to-error" : undefined}
                className="ml-1 rounded-lg border border-slate-300 px-2 py-1"
              />
            </label>
            <button
              type="submit"
              className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Show
            </button>
            {errors.from || errors.to ? (
              <div role="alert" className="w-full text-sm text-red-800">
                {errors.from ? <p id="from-error">Custom period: {errors.from}</p> : null}
                {errors.to ? <p id="to-error">Custom period: {errors.to}</p> : null}
                <p className="text-slate-600">Showing the last 30 days instead.</p>
              </div>
            ) : null}
          </Form>
        </header>

        <Kpis current={report.totals.current} previous={report.totals.previous} />

        <Section
          id="lead-funnel"
          title="Lead funnel"
          note="Visitors of the request form, counted once per funnel: who saw it, answered its first question, created a request and finished the flow."
          csvHref={csv("lead-funnel")}
        >
          <Scroll>
            <FunnelChart
              id="lead-funnel-chart"
              title="Lead funnel"
              description={report.leadFunnel.map((s) => `${s.step}: ${s.count}`).join(", ")}
              steps={report.leadFunnel}
            />
          </Scroll>
          <FunnelTable steps={report.leadFunnel} caption="Lead funnel by step" timed={false} />
        </Section>

        <Section
          id="marketplace-funnel"
          title="Marketplace funnel"
          note="Requests made in the period and how far each has gone since: a first quote, a quote accepted, invoiced, paid, and converted (paid and vouchered)."
          csvHref={csv("marketplace-funnel")}
        >
          <Scroll>
            <FunnelChart
              id="marketplace-funnel-chart"
              title="Marketplace funnel"
              description={report.marketplaceFunnel.map((s) => `${s.step}: ${s.count}`).join(", ")}
              steps={report.marketplaceFunnel}
            />
          </Scroll>
          <FunnelTable
            steps={report.marketplaceFunnel}
            caption="Marketplace funnel by step"
            timed
          />
        </Section>

        <Section
          id="weekly"
          title="Bookings by week"
          note="Booking value, money collected and the platform's commission of the bookings paid each week (weeks start on Monday)."
          csvHref={csv("weekly")}
        >
          <Scroll>
            <MoneyChart
              id="weekly-chart"
              title="Booking value and commission by week"
              description={`${report.weekly.length} weeks; ${report.weekly.map((b) => `${b.bucket}: ${inr(b.bookingValueMinor)}`).join(", ")}`}
              buckets={report.weekly}
              labelOf={weekLabel}
            />
          </Scroll>
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              Table by week
            </summary>
            <MoneyTable
              rows={report.weekly.map((b) => ({ ...b, key: b.bucket }))}
              keyHeader="Week starting"
              caption="Bookings by week"
            />
          </details>
        </Section>

        <Section
          id="monthly"
          title="Bookings by month"
          note="The same figures by calendar month."
          csvHref={csv("monthly")}
        >
          <Scroll>
            <MoneyChart
              id="monthly-chart"
              title="Booking value and commission by month"
              description={report.monthly
                .map((b) => `${monthLabel(b.bucket)}: ${inr(b.bookingValueMinor)}`)
                .join(", ")}
              buckets={report.monthly}
              labelOf={monthLabel}
            />
          </Scroll>
          <MoneyTable
            rows={report.monthly.map((b) => ({ ...b, key: monthLabel(b.bucket) }))}
            keyHeader="Month"
            caption="Bookings by month"
          />
        </Section>

        <div className={`${LAYOUT_ROW_CLASS} gap-6`}>
          <Section
            id="destinations"
            width="HALF"
            title="By destination"
            note="Bookings paid in the period by the request's first destination."
            csvHref={csv("destinations")}
          >
            <Scroll>
              <BreakdownChart
                id="destinations-chart"
                title="Booking value by destination"
                description={report.byDestination
                  .slice(0, 8)
                  .map((r) => `${r.key}: ${inr(r.bookingValueMinor)}`)
                  .join(", ")}
                rows={report.byDestination}
              />
            </Scroll>
            <MoneyTable
              rows={report.byDestination}
              keyHeader="Destination"
              caption="Bookings by destination"
            />
          </Section>
          <Section
            id="sources"
            width="HALF"
            title="By source"
            note="Where the request came from: its campaign source, else its traffic type."
            csvHref={csv("sources")}
          >
            <Scroll>
              <BreakdownChart
                id="sources-chart"
                title="Booking value by source"
                description={report.bySource
                  .slice(0, 8)
                  .map((r) => `${r.key}: ${inr(r.bookingValueMinor)}`)
                  .join(", ")}
                rows={report.bySource}
              />
            </Scroll>
            <MoneyTable rows={report.bySource} keyHeader="Source" caption="Bookings by source" />
          </Section>
        </div>

        <Section
          id="agents"
          title="Agency scorecards"
          note="Leads routed in the period: median time to the first quote, quote versions sent per lead, leads won (paid), the agency's rating, and SLA misses (no quote by the lead's deadline)."
          csvHref={csv("agents")}
        >
          <Scorecards report={report} />
        </Section>
      </div>
    </div>
  );
}
