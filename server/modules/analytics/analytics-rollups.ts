import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";
import {
  analyticsDailyAgents,
  analyticsDailyFunnel,
  analyticsDailyMoney,
} from "./analytics.schema";

// The daily roll-ups of the analytics facts (decision 0232). A day's rows are recomputed from
// the facts of that day (the cohort's requests, the bookings paid, the leads routed), in the
// transaction that replaced a fact of it, and every day again on a rebuild. Recomputing the
// whole day keeps a roll-up equal to a direct count of the facts whatever was redelivered.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Runner = Db | Tx;

const DAY_MS = 86_400_000;
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** A histogram of hours, rounded to a tenth: "5.2" → how many. */
export type HoursHistogram = Record<string, number>;

const hoursKey = (from: Date, to: Date) =>
  String(Math.round((to.getTime() - from.getTime()) / 360_000) / 10);

function add(histogram: HoursHistogram, key: string, n = 1) {
  histogram[key] = (histogram[key] ?? 0) + n;
}

/** The median of a histogram, interpolated like percentile_cont(0.5); null when empty. */
export function medianOf(histogram: HoursHistogram): number | null {
  const entries = Object.entries(histogram)
    .map(([k, n]) => [Number(k), n] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const valueAt = (index: number) => {
    let seen = 0;
    for (const [value, n] of entries) {
      seen += n;
      if (index < seen) return value;
    }
    return entries[entries.length - 1]?.[0] ?? 0;
  };
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.ceil((total - 1) / 2))) / 2;
}

const FunnelFact = z.object({
  requested_at: z.coerce.date(),
  first_quote_at: z.coerce.date().nullable(),
  accepted_at: z.coerce.date().nullable(),
  invoiced_at: z.coerce.date().nullable(),
  paid_at: z.coerce.date().nullable(),
  converted_at: z.coerce.date().nullable(),
});
const MoneyFact = z.object({
  paid_at: z.coerce.date(),
  destination: z.string(),
  source: z.string(),
  value: int8.transform(Number),
  revenue: int8.transform(Number),
  commission: int8.transform(Number),
});
const LeadFact = z.object({
  routed_at: z.coerce.date(),
  agent_id: z.number(),
  respond_by: z.coerce.date(),
  first_quoted_at: z.coerce.date().nullable(),
  quotes_sent: z.number(),
  won: z.number(),
});

/** Recomputes every roll-up row of the days from `from` up to, not including, `to`. */
export async function rollAnalyticsDays(db: Runner, from: string, to: string): Promise<void> {
  const [start, end] = [at(from), at(to)];
  const [funnelFacts, moneyFacts, leadFacts] = await Promise.all([
    db.execute(sql`
      select requested_at, first_quote_at, accepted_at, invoiced_at, paid_at, converted_at
      from analytics_trip_facts where requested_at >= ${start} and requested_at < ${end}`),
    db.execute(sql`
      select paid_at, destination, source, booking_value_minor as value,
        revenue_minor as revenue, commission_minor as commission
      from analytics_trip_facts where paid_at >= ${start} and paid_at < ${end}`),
    db.execute(sql`
      select routed_at, agent_id, respond_by, first_quoted_at, quotes_sent, won
      from analytics_lead_facts where routed_at >= ${start} and routed_at < ${end}`),
  ]);

  const funnel = new Map<string, typeof analyticsDailyFunnel.$inferInsert>();
  for (const f of rowsOf(funnelFacts, FunnelFact)) {
    const day = dayOf(f.requested_at);
    let row = funnel.get(day);
    if (!row) {
      row = {
        day,
        requested: 0,
        firstQuote: 0,
        accepted: 0,
        invoiced: 0,
        paid: 0,
        converted: 0,
        stepHours: [{}, {}, {}, {}, {}],
      };
      funnel.set(day, row);
    }
    const steps = [
      f.requested_at,
      f.first_quote_at,
      f.accepted_at,
      f.invoiced_at,
      f.paid_at,
      f.converted_at,
    ];
    row.requested += 1;
    const counted = ["firstQuote", "accepted", "invoiced", "paid", "converted"] as const;
    counted.forEach((column, i) => {
      const reached = steps[i + 1];
      const before = steps[i];
      if (!reached || !row) return;
      row[column] = (row[column] ?? 0) + 1;
      if (before) add(row.stepHours[i] ?? {}, hoursKey(before, reached));
    });
  }

  const money = new Map<string, typeof analyticsDailyMoney.$inferInsert>();
  for (const f of rowsOf(moneyFacts, MoneyFact)) {
    const day = dayOf(f.paid_at);
    for (const [dimension, key] of [
      ["all", "all"],
      ["destination", f.destination],
      ["source", f.source],
    ] as const) {
      const id = `${dimension}\u0000${day}\u0000${key}`;
      const row = money.get(id) ?? {
        day,
        dimension,
        key,
        bookings: 0,
        bookingValueMinor: 0,
        revenueMinor: 0,
        commissionMinor: 0,
      };
      row.bookings += 1;
      row.bookingValueMinor += f.value;
      row.revenueMinor += f.revenue;
      row.commissionMinor += f.commission;
      money.set(id, row);
    }
  }

  const agents = new Map<string, typeof analyticsDailyAgents.$inferInsert>();
  for (const f of rowsOf(leadFacts, LeadFact)) {
    const day = dayOf(f.routed_at);
    const id = `${day}\u0000${f.agent_id}`;
    const row = agents.get(id) ?? {
      day,
      agentId: f.agent_id,
      leads: 0,
      quoted: 0,
      quotesSent: 0,
      won: 0,
      lateQuoted: 0,
      unanswered: 0,
      unansweredDueLast: null,
      responseHours: {},
    };
    row.leads += 1;
    row.quotesSent += f.quotes_sent;
    row.won += f.won;
    if (f.first_quoted_at) {
      row.quoted += 1;
      if (f.first_quoted_at > f.respond_by) row.lateQuoted += 1;
      add(row.responseHours, hoursKey(f.routed_at, f.first_quoted_at));
    } else {
      row.unanswered += 1;
      if (!row.unansweredDueLast || f.respond_by > row.unansweredDueLast) {
        row.unansweredDueLast = f.respond_by;
      }
    }
    agents.set(id, row);
  }

  const days = sql`day >= ${from}::date and day < ${to}::date`;
  await db.execute(sql`delete from analytics_daily_funnel where ${days}`);
  await db.execute(sql`delete from analytics_daily_money where ${days}`);
  await db.execute(sql`delete from analytics_daily_agents where ${days}`);
  const insertAll = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 1_000) await insert(rows.slice(i, i + 1_000));
  };
  await insertAll([...funnel.values()], (c) => db.insert(analyticsDailyFunnel).values(c));
  await insertAll([...money.values()], (c) => db.insert(analyticsDailyMoney).values(c));
  await insertAll([...agents.values()], (c) => db.insert(analyticsDailyAgents).values(c));
}

/** Recomputes each of these days (the days a replaced fact was or now is on). */
export async function rollAnalyticsDayList(db: Runner, days: Iterable<string>): Promise<void> {
  for (const day of [...new Set(days)].sort()) await rollAnalyticsDays(db, day, nextDay(day));
}

/** Every day of the facts again, a month at a time. */
export async function rebuildAnalyticsDays(db: Db): Promise<void> {
  const [span] = rowsOf(
    await db.execute(sql`
      select least(min(requested_at), min(paid_at), (select min(routed_at) from analytics_lead_facts)) as first,
        greatest(max(requested_at), max(paid_at), (select max(routed_at) from analytics_lead_facts)) as last
      from analytics_trip_facts`),
    z.object({ first: z.coerce.date().nullable(), last: z.coerce.date().nullable() }),
  );
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDailyFunnel);
    await tx.delete(analyticsDailyMoney);
    await tx.delete(analyticsDailyAgents);
  });
  if (!span?.first || !span.last) return;
  let from = dayOf(span.first);
  const end = nextDay(dayOf(span.last));
  while (from < end) {
    const to = dayOf(new Date(Math.min(at(end).getTime(), at(from).getTime() + 31 * DAY_MS)));
    await db.transaction((tx) => rollAnalyticsDays(tx, from, to));
    from = to;
  }
}

/** The days the facts of these requests sit on now (before they are replaced). */
export async function factDaysOf(db: Runner, tripIds: number[]): Promise<string[]> {
  const ids = sql.join(
    tripIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select requested_at as at from analytics_trip_facts where trip_id in (${ids})
      union select paid_at from analytics_trip_facts where trip_id in (${ids}) and paid_at is not null
      union select routed_at from analytics_lead_facts where trip_id in (${ids})`),
    z.object({ at: z.coerce.date() }),
  );
  return rows.map((r) => dayOf(r.at));
}
