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
import { int8, rowsOf } from "../../lib/sql-rows";
import { analyticsLeadFacts, analyticsTripFacts } from "./analytics.schema";

// The analytics module owns its read models (analytics.schema.ts) and answers every chart
// from them with one index-bound query each (decision 0215). Other modules' rows reach it only
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
const hours = z
  .union([z.number(), z.string(), z.null()])
  .transform((v) => (v === null ? null : Number(v)));

const FunnelRow = z.object({
  c0: z.number(),
  c1: z.number(),
  c2: z.number(),
  c3: z.number(),
  c4: z.number(),
  c5: z.number(),
  h1: hours,
  h2: hours,
  h3: hours,
  h4: hours,
  h5: hours,
});

const MoneyRow = z.object({
  key: z.string(),
  bookings: z.number(),
  value: num,
  revenue: num,
  commission: num,
});

const ScoreRow = z.object({
  agent_id: z.number(),
  leads: z.number(),
  quoted: z.number(),
  response_hours: hours,
  quotes: num,
  won: num,
  sla_misses: z.number(),
});
export type ScoreFacts = z.output<typeof ScoreRow>;

const hoursBetween = (a: string, b: string) =>
  sql.raw(
    `percentile_cont(0.5) within group (order by extract(epoch from ${b} - ${a})) filter (where ${b} is not null and ${a} is not null) / 3600.0`,
  );

export function createAnalyticsService(db: Db) {
  async function funnel(range: AnalyticsRange) {
    const counts = MARKETPLACE_STEPS.map(
      (s, i) => sql`count(${sql.raw(s.column)})::int as ${sql.raw(`c${i}`)}`,
    );
    const medians = MARKETPLACE_STEPS.slice(1).map(
      (s, i) =>
        sql`${hoursBetween(MARKETPLACE_STEPS[i]?.column ?? "requested_at", s.column)} as ${sql.raw(`h${i + 1}`)}`,
    );
    const [row] = rowsOf(
      await db.execute(sql`
        select ${sql.join([...counts, ...medians], sql`, `)}
        from analytics_trip_facts
        where requested_at >= ${range.from} and requested_at < ${range.to}`),
      FunnelRow,
    );
    if (!row) throw new Error("an aggregate always answers one row");
    return row;
  }

  async function money(range: AnalyticsRange, key: SQL): Promise<MoneyBreakdownRow[]> {
    const rows = rowsOf(
      await db.execute(sql`
        select ${key} as key, count(*)::int as bookings,
          coalesce(sum(booking_value_minor), 0)::bigint as value,
          coalesce(sum(revenue_minor), 0)::bigint as revenue,
          coalesce(sum(commission_minor), 0)::bigint as commission
        from analytics_trip_facts
        where paid_at >= ${range.from} and paid_at < ${range.to}
        group by 1
        order by ${key === TOTAL ? sql`1` : sql`3 desc, 1`}`),
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

  const TOTAL = sql`'all'`;
  const bucketOf = (unit: "week" | "month") =>
    sql`to_char(date_trunc(${unit}, paid_at at time zone 'UTC'), 'YYYY-MM-DD')`;

  return {
    /** Counts and median hours of the marketplace funnel for requests made in the range. */
    async marketplaceFunnel(
      current: AnalyticsRange,
      previous: AnalyticsRange,
    ): Promise<FunnelStepView[]> {
      const [now, before] = await Promise.all([funnel(current), funnel(previous)]);
      const count = (r: z.output<typeof FunnelRow>, i: number) =>
        r[`c${i}` as "c0"] satisfies number;
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
          select count(*)::int as n from analytics_trip_facts
          where requested_at >= ${range.from} and requested_at < ${range.to}`),
        z.object({ n: z.number() }),
      );
      const [booked] = await money(range, TOTAL);
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
      const rows = await money(range, bucketOf(unit));
      return rows
        .map(({ key, ...r }) => ({ bucket: key, ...r }))
        .sort((a, b) => a.bucket.localeCompare(b.bucket));
    },

    /** Bookings paid in the range per destination or source, largest booking value first. */
    moneyPer(range: AnalyticsRange, by: "destination" | "source"): Promise<MoneyBreakdownRow[]> {
      return money(range, sql.raw(by));
    },

    /** Per agency, the leads routed to it in the range: answers, speed, wins, SLA misses. */
    async scorecards(range: AnalyticsRange, now: Date): Promise<ScoreFacts[]> {
      return rowsOf(
        await db.execute(sql`
          select agent_id, count(*)::int as leads, count(first_quoted_at)::int as quoted,
            ${hoursBetween("routed_at", "first_quoted_at")} as response_hours,
            coalesce(sum(quotes_sent), 0)::bigint as quotes,
            coalesce(sum(won), 0)::bigint as won,
            count(*) filter (
              where first_quoted_at > respond_by
                 or (first_quoted_at is null and respond_by < ${now})
            )::int as sla_misses
          from analytics_lead_facts
          where routed_at >= ${range.from} and routed_at < ${range.to}
          group by agent_id
          order by leads desc, agent_id`),
        ScoreRow,
      );
    },

    /**
     * Replaces the facts of these requests: `trips` holds the rows of those that exist, `leads`
     * every lead of them (a request or lead no longer there loses its row).
     */
    async replaceFacts(tripIds: number[], trips: TripFactsRow[], leads: LeadFactsRow[]) {
      if (tripIds.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.delete(analyticsLeadFacts).where(inArray(analyticsLeadFacts.tripId, tripIds));
        await tx.delete(analyticsTripFacts).where(inArray(analyticsTripFacts.tripId, tripIds));
        if (trips.length > 0) await tx.insert(analyticsTripFacts).values(trips);
        if (leads.length > 0) await tx.insert(analyticsLeadFacts).values(leads);
      });
    },

    /** Forgets every fact (before a full rebuild). */
    async clear() {
      await db.transaction(async (tx) => {
        await tx.delete(analyticsLeadFacts);
        await tx.delete(analyticsTripFacts);
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
