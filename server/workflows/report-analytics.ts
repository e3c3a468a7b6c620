import {
  type AgentScorecard,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsTable,
  analyticsPeriodOf,
  type FunnelStepView,
  type MoneyBreakdownRow,
  type MoneyBucket,
} from "../../common/analytics";
import { FUNNEL_STEPS } from "../../common/tracking-events";
import type { Db } from "../db";
import { agencyScoreFacts } from "../modules/agents";
import { type AnalyticsService, type CsvValue, csvOf } from "../modules/analytics";
import type { TrackingService } from "../modules/tracking";

// The analytics page (decision 0215): the analytics module's read models, the tracking
// module's lead funnel and the agents module's names and ratings, composed for one period and
// the period it is compared with. Every figure is counted by the server from stored rows.

export interface ReportAnalyticsDeps {
  db: Db;
  analytics: AnalyticsService;
  tracking: Pick<TrackingService, "funnelCounts">;
  now?: () => Date;
}

export async function reportAnalytics(
  deps: ReportAnalyticsDeps,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const now = deps.now?.() ?? new Date();
  const period = analyticsPeriodOf(query, now);
  const { current, previous } = period;
  const [
    totalsNow,
    totalsBefore,
    leadNow,
    leadBefore,
    marketplaceFunnel,
    weekly,
    monthly,
    byDestination,
    bySource,
    scores,
  ] = await Promise.all([
    deps.analytics.totals(current),
    deps.analytics.totals(previous),
    deps.tracking.funnelCounts(current),
    deps.tracking.funnelCounts(previous),
    deps.analytics.marketplaceFunnel(current, previous),
    deps.analytics.moneyBy(current, "week"),
    deps.analytics.moneyBy(current, "month"),
    deps.analytics.moneyPer(current, "destination"),
    deps.analytics.moneyPer(current, "source"),
    deps.analytics.scorecards(current, now),
  ]);
  const leadFunnel: FunnelStepView[] = FUNNEL_STEPS.map((step, i) => {
    const prior = i === 0 ? null : leadNow[FUNNEL_STEPS[i - 1] ?? step];
    return {
      step,
      count: leadNow[step],
      previousCount: leadBefore[step],
      conversion: prior === null || prior === 0 ? null : leadNow[step] / prior,
      medianHours: null,
    };
  });
  const agencies = new Map(
    (
      await agencyScoreFacts(
        deps.db,
        scores.map((s) => s.agent_id),
      )
    ).map((a) => [a.agentId, a]),
  );
  const scorecards: AgentScorecard[] = scores.map((s) => ({
    agentId: s.agent_id,
    agency: agencies.get(s.agent_id)?.agency ?? `Agency ${s.agent_id}`,
    leads: s.leads,
    quotedLeads: s.quoted,
    medianFirstResponseHours: s.response_hours,
    quotesPerLead: s.leads === 0 ? 0 : s.quotes / s.leads,
    won: s.won,
    conversion: s.leads === 0 ? 0 : s.won / s.leads,
    rating: agencies.get(s.agent_id)?.rating ?? null,
    slaMisses: s.sla_misses,
  }));
  return {
    period,
    totals: { current: totalsNow, previous: totalsBefore },
    leadFunnel,
    marketplaceFunnel,
    weekly,
    monthly,
    byDestination,
    bySource,
    scorecards,
  };
}

const rupees = (minor: number) => Math.round(minor) / 100;
const ratio = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

function funnelCsv(steps: FunnelStepView[], withTime: boolean) {
  const header = ["step", "count", "previous_period_count", "conversion_from_previous_step"];
  if (withTime) header.push("median_hours_from_previous_step");
  return csvOf(
    header,
    steps.map((s) => {
      const row: CsvValue[] = [s.step, s.count, s.previousCount, ratio(s.conversion)];
      if (withTime) row.push(oneDecimal(s.medianHours));
      return row;
    }),
  );
}

const MONEY_HEADER = ["bookings", "booking_value_inr", "revenue_inr", "commission_inr"];
const moneyCells = (r: Omit<MoneyBucket, "bucket">): CsvValue[] => [
  r.bookings,
  rupees(r.bookingValueMinor),
  rupees(r.revenueMinor),
  rupees(r.commissionMinor),
];
const bucketsCsv = (key: string, rows: MoneyBucket[]) =>
  csvOf(
    [key, ...MONEY_HEADER],
    rows.map((r) => [r.bucket, ...moneyCells(r)]),
  );
const breakdownCsv = (key: string, rows: MoneyBreakdownRow[]) =>
  csvOf(
    [key, ...MONEY_HEADER],
    rows.map((r) => [r.key, ...moneyCells(r)]),
  );

/** One table of the report as CSV, as the page shows it. */
export function analyticsCsv(report: AnalyticsReport, table: AnalyticsTable): string {
  switch (table) {
    case "lead-funnel":
      return funnelCsv(report.leadFunnel, false);
    case "marketplace-funnel":
      return funnelCsv(report.marketplaceFunnel, true);
    case "weekly":
      return bucketsCsv("week_starting", report.weekly);
    case "monthly":
      return bucketsCsv("month", report.monthly);
    case "destinations":
      return breakdownCsv("destination", report.byDestination);
    case "sources":
      return breakdownCsv("source", report.bySource);
    case "agents":
      return csvOf(
        [
          "agency",
          "leads",
          "quoted_leads",
          "median_first_response_hours",
          "quotes_per_lead",
          "won",
          "conversion",
          "rating",
          "sla_misses",
        ],
        report.scorecards.map((s) => [
          s.agency,
          s.leads,
          s.quotedLeads,
          oneDecimal(s.medianFirstResponseHours),
          ratio(s.quotesPerLead),
          s.won,
          ratio(s.conversion),
          s.rating,
          s.slaMisses,
        ]),
      );
  }
}
