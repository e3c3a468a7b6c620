import { inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type {
  AnalyticsRange,
  FunnelStepView,
  MoneyBreakdownRow,
  MoneyBucket,
  MoneyTotals,
} from "../../../common/analytics";
import type { Db } from "../../db";
import { int8, jsonColumn, rowsOf } from "../../lib/sql-rows";
import {
  analyticsDailyAgents,
  analyticsDailyFunnel,
  analyticsDailyMoney,
  analyticsLeadFacts,
  analyticsTripFacts,
} from "./analytics.schema";
import {
  dayOf,
  factDaysOf,
  medianOf,
  rebuildAnalyticsDays,
  rollAnalyticsDayList,
} from "./analytics-rollups";

// The analytics module owns its read models (analytics.schema.ts) and answers every chart
// from their daily roll-ups (decision 0232, after 0215): a period reads at most one row per day
// and key, whatever the number of requests. Other modules' rows reach it only
// through server/workflows/refresh-trip-analytics.ts.

export type TripFactsRow = typeof analyticsTripFacts.$inferInsert;
export type LeadFactsRow = typeof analyticsLeadFacts.$inferInsert;

/** The marketplace funnel's steps, in order, with the fact column each counts. */
export const MARKETPLACE_STEPS = [
  { step: "Requested", column: "requested_at" },
  { step: "First quote", column: "first_quote_at" },
  { step: "Accepted", column: "accepted_at" },
  { step: "Invoiced", column: "invoiced_at" },
  { step: "Paid", column: "paid_at" },
  { step: "Converted", column: "converted_at" },
] as const;

const num = int8.transform(Number);

const FunnelCounts = z.object({
  c0: z.number(),
  c1: z.number(),
  c2: z.number(),
  c3: z.number(),
  c4: z.number(),
  c5: z.number(),
});
type FunnelRow = z.output<typeof FunnelCounts> & Record<`h${1 | 2 | 3 | 4 | 5}`, number | null>;

const MoneyRow = z.object({
  key: z.string(),
  bookings: z.number(),
  value: num,
  revenue: num,
  commission: num,
});

const ScoreTotals = z.object({
  agent_id: z.number(),
  leads: z.number(),
  quoted: z.number(),
  quotes: num,
  won: num,
  sla_misses: z.number(),
});
export type ScoreFacts = z.output<typeof ScoreTotals> & { response_hours: number | null };

const HistogramRow = z.object({ h: jsonColumn(z.record(z.string(), z.number())) });

const days = (range: AnalyticsRange) =>
  sql`day >= ${dayOf(range.from)}::date and day < ${dayOf(range.to)}::date`;

export function createAnalyticsService(db: Db) {
  /** The funnel of the requests made in the range, from the daily roll-up (decision 0232). */
  async function funnel(range: AnalyticsRange) {
    const [counts] = rowsOf(
      await db.execute(sql`
        select coalesce(sum(requested), 0)::int as c0, coalesce(sum(first_quote), 0)::int as c1,
          coalesce(sum(accepted), 0)::int as c2, coalesce(sum(invoiced), 0)::int as c3,
          coalesce(sum(paid), 0)::int as c4, coalesce(sum(converted), 0)::int as c5
        from analytics_daily_funnel where ${days(range)}`),
      FunnelCounts,
    );
    if (!counts) throw new Error("an aggregate always answers one row");
    const steps = rowsOf(
      await db.execute(sql`
        select x.i::int as i, jsonb_object_agg(x.key, x.n) as h
        from (
          select s.i, e.key, sum(e.value::int)::int as n
          from analytics_daily_funnel f,
            jsonb_array_elements(f.step_hours) with ordinality as s(h, i),
            jsonb_each_text(s.h) as e
          where ${days(range)}
          group by s.i, e.key
        ) x
        group by x.i`),
      z.object({ i: z.number(), h: HistogramRow.shape.h }),
    );
    const median = (i: number) => medianOf(steps.find((s) => s.i === i)?.h ?? {});
    return { ...counts, h1: median(1), h2: median(2), h3: median(3), h4: median(4), h5: median(5) };
  }

  async function money(
    range: AnalyticsRange,
    dimension: "all" | "destination" | "source",
    key: SQL = sql`key`,
  ): Promise<MoneyBreakdownRow[]> {
    const rows = rowsOf(
      await db.execute(sql`
        select ${key} as key, coalesce(sum(bookings), 0)::int as bookings,
          coalesce(sum(booking_value_minor), 0)::bigint as value,
          coalesce(sum(revenue_minor), 0)::bigint as revenue,
          coalesce(sum(commission_minor), 0)::bigint as commission
        from analytics_daily_money
        where dimension = ${dimension} and ${days(range)}
        group by 1
        order by ${dimension === "all" ? sql`1` : sql`3 desc, 1`}`),
      MoneyRow,
    );
    return rows.map((r) => ({
      key: r.key,
      bookings: r.bookings,
      bookingValueMinor: r.value,
      revenueMinor: r.revenue,
      commissionMinor: r.commission,
    }));
  }

  const bucketOf = (unit: "week" | "month") =>
    sql`to_char(date_trunc(${unit}, day::timestamp), 'YYYY-MM-DD')`;

  return {
    /** Counts and median hours of the marketplace funnel for requests made in the range. */
    async marketplaceFunnel(
      current: AnalyticsRange,
      previous: AnalyticsRange,
    ): Promise<FunnelStepView[]> {
      const [now, before] = await Promise.all([funnel(current), funnel(previous)]);
      const count = (r: FunnelRow, i: number) => r[`c${i}` as "c0"] satisfies number;
      return MARKETPLACE_STEPS.map((s, i) => {
        const prior = i === 0 ? null : count(now, i - 1);
        return {
          step: s.step,
          count: count(now, i),
          previousCount: count(before, i),
          conversion: prior === null || prior === 0 ? null : count(now, i) / prior,
          medianHours: i === 0 ? null : now[`h${i}` as "h1"],
        };
      });
    },

    /** Requests made and bookings paid in the range, with their money. */
    async totals(range: AnalyticsRange): Promise<MoneyTotals> {
      const [requests] = rowsOf(
        await db.execute(sql`
          select coalesce(sum(requested), 0)::int as n from analytics_daily_funnel
          where ${days(range)}`),
        z.object({ n: z.number() }),
      );
      const [booked] = await money(range, "all");
      return {
        requests: requests?.n ?? 0,
        bookings: booked?.bookings ?? 0,
        bookingValueMinor: booked?.bookingValueMinor ?? 0,
        revenueMinor: booked?.revenueMinor ?? 0,
        commissionMinor: booked?.commissionMinor ?? 0,
      };
    },

    /** Bookings paid in the range, per week (Monday) or month, oldest first. */
    async moneyBy(range: AnalyticsRange, unit: "week" | "month"): Promise<MoneyBucket[]> {
      const rows = await money(range, "all", bucketOf(unit));
      return rows
        .map(({ key, ...r }) => ({ bucket: key, ...r }))
        .sort((a, b) => a.bucket.localeCompare(b.bucket));
    },

    /** Bookings paid in the range per destination or source, largest booking value first. */
    moneyPer(range: AnalyticsRange, by: "destination" | "source"): Promise<MoneyBreakdownRow[]> {
      return money(range, by);
    },

    /** Per agency, the leads routed to it in the range: answers, speed, wins, SLA misses. */
    async scorecards(range: AnalyticsRange, now: Date): Promise<ScoreFacts[]> {
      const [totals, histograms, recent] = await Promise.all([
        db.execute(sql`
          select agent_id, coalesce(sum(leads), 0)::int as leads,
            coalesce(sum(quoted), 0)::int as quoted,
            coalesce(sum(quotes_sent), 0)::bigint as quotes, coalesce(sum(won), 0)::bigint as won,
            (coalesce(sum(late_quoted), 0) + coalesce(sum(unanswered) filter (
              where unanswered_due_last < ${now}), 0))::int as sla_misses
          from analytics_daily_agents where ${days(range)}
          group by agent_id`),
        db.execute(sql`
          select x.agent_id, jsonb_object_agg(x.key, x.n) as h
          from (
            select a.agent_id, e.key, sum(e.value::int)::int as n
            from analytics_daily_agents a, jsonb_each_text(a.response_hours) as e
            where ${days(range)}
            group by a.agent_id, e.key
          ) x
          group by x.agent_id`),
        // Unanswered leads of the days whose last deadline is still ahead (a day or two, along
        // analytics_daily_agents_due_idx): counted one by one, each day's along
        // analytics_lead_facts_routed_idx. A plain join let the planner hash every lead fact
        // (decision 0238).
        db.execute(sql`
          select a.agent_id, sum(f.n)::int as n
          from analytics_daily_agents a
          cross join lateral (
            select count(*) as n from analytics_lead_facts f
            where f.routed_at >= a.day::timestamp at time zone 'utc'
              and f.routed_at < (a.day + 1)::timestamp at time zone 'utc'
              and f.agent_id = a.agent_id
              and f.first_quoted_at is null and f.respond_by < ${now}
          ) f
          where ${days(range)} and a.unanswered_due_last >= ${now}
          group by a.agent_id
          having sum(f.n) > 0`),
      ]);
      const hoursOf = new Map(
        rowsOf(histograms, z.object({ agent_id: z.number(), h: HistogramRow.shape.h })).map((r) => [
          r.agent_id,
          medianOf(r.h),
        ]),
      );
      const lateOf = new Map(
        rowsOf(recent, z.object({ agent_id: z.number(), n: z.number() })).map((r) => [
          r.agent_id,
          r.n,
        ]),
      );
      return rowsOf(totals, ScoreTotals)
        .map((r) => ({
          ...r,
          response_hours: hoursOf.get(r.agent_id) ?? null,
          sla_misses: r.sla_misses + (lateOf.get(r.agent_id) ?? 0),
        }))
        .sort((a, b) => b.leads - a.leads || a.agent_id - b.agent_id);
    },

    /**
     * Replaces the facts of these requests: `trips` holds the rows of those that exist, `leads`
     * every lead of them (a request or lead no longer there loses its row). The daily roll-ups
     * of every day those facts were or now are on are recomputed in the same transaction,
     * unless `roll` is false (a rebuild rolls every day once at its end).
     */
    async replaceFacts(
      tripIds: number[],
      trips: TripFactsRow[],
      leads: LeadFactsRow[],
      options: { roll?: boolean } = {},
    ) {
      if (tripIds.length === 0) return;
      await db.transaction(async (tx) => {
        const roll = options.roll !== false;
        const touched = roll ? await factDaysOf(tx, tripIds) : [];
        await tx.delete(analyticsLeadFacts).where(inArray(analyticsLeadFacts.tripId, tripIds));
        await tx.delete(analyticsTripFacts).where(inArray(analyticsTripFacts.tripId, tripIds));
        if (trips.length > 0) await tx.insert(analyticsTripFacts).values(trips);
        if (leads.length > 0) await tx.insert(analyticsLeadFacts).values(leads);
        if (!roll) return;
        for (const t of trips) {
          touched.push(dayOf(t.requestedAt));
          if (t.paidAt) touched.push(dayOf(t.paidAt));
        }
        for (const l of leads) touched.push(dayOf(l.routedAt));
        await rollAnalyticsDayList(tx, touched);
      });
    },

    /** Recomputes every daily roll-up from the facts (the end of a rebuild; bench fixtures). */
    rebuildDays: () => rebuildAnalyticsDays(db),

    /** Forgets every fact and roll-up (before a full rebuild). */
    async clear() {
      await db.transaction(async (tx) => {
        await tx.delete(analyticsLeadFacts);
        await tx.delete(analyticsTripFacts);
        await tx.delete(analyticsDailyFunnel);
        await tx.delete(analyticsDailyMoney);
        await tx.delete(analyticsDailyAgents);
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
