import { sql } from "drizzle-orm";
import { z } from "zod";
import { FUNNEL_STEPS, type FunnelStep } from "../../../common/tracking-events";
import type { Db } from "../../db";
import { rowsOf } from "../../lib/sql-rows";

// The lead funnel's daily roll-up (decision 0232): tracking_daily_funnel holds, per UTC day and
// step, the distinct funnels that reached the step that day. A day's rows are recomputed from
// its events (one index range of tracking_events_name_idx per step) whenever events of the
// funnel's steps are written for it, so redelivery or a repeated write never double-counts.

const DAY_MS = 86_400_000;
const STEPS = sql.join(
  FUNNEL_STEPS.map((s) => sql`${s}`),
  sql`, `,
);

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC days of these events that belong to the funnel (the others need no roll-up). */
export function funnelDaysOf(rows: { name: string; createdAt?: Date | null }[]): string[] {
  const steps: readonly string[] = FUNNEL_STEPS;
  const days = new Set<string>();
  for (const row of rows) {
    if (steps.includes(row.name)) days.add(dayOf(row.createdAt ?? new Date()));
  }
  return [...days];
}

/** Recomputes the roll-up of the days from `from` (a UTC day) up to, not including, `to`. */
export async function rollFunnelDays(db: Db, from: string, to: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from tracking_daily_funnel where day >= ${from}::date and day < ${to}::date`,
    );
    await tx.execute(sql`
      insert into tracking_daily_funnel (day, step, funnels)
      select (created_at at time zone 'utc')::date, name,
        count(distinct coalesce(funnel_id, session_id, 'event:' || id))::int
      from tracking_events
      where name in (${STEPS})
        and created_at >= ${from}::date::timestamp at time zone 'utc'
        and created_at < ${to}::date::timestamp at time zone 'utc'
      group by 1, 2`);
  });
}

/** Recomputes each of these days. */
export async function rollFunnelDayList(db: Db, days: string[]): Promise<void> {
  for (const day of days) {
    const next = dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
    await rollFunnelDays(db, day, next);
  }
}

/** Every day's roll-up again, a month of events at a time (`npm run analytics:rebuild`). */
export async function rebuildFunnelDays(db: Db): Promise<void> {
  const [span] = rowsOf(
    await db.execute(sql`
      select min(created_at) as first, max(created_at) as last from tracking_events
      where name in (${STEPS})`),
    z.object({ first: z.coerce.date().nullable(), last: z.coerce.date().nullable() }),
  );
  await db.execute(sql`delete from tracking_daily_funnel`);
  if (!span?.first || !span.last) return;
  let from = Date.parse(`${dayOf(span.first)}T00:00:00Z`);
  const end = Date.parse(`${dayOf(span.last)}T00:00:00Z`) + DAY_MS;
  while (from < end) {
    const to = Math.min(end, from + 31 * DAY_MS);
    await rollFunnelDays(db, dayOf(new Date(from)), dayOf(new Date(to)));
    from = to;
  }
}

/** True when a range starts and ends on UTC midnights: the roll-up answers it. */
export const wholeDays = (range: { from: Date; to: Date }) =>
  range.from.getTime() % DAY_MS === 0 && range.to.getTime() % DAY_MS === 0;

/** Per step, the funnels of the days in the range, from the roll-up. */
export async function funnelCountsOfDays(
  db: Db,
  range: { from: Date; to: Date },
): Promise<Record<FunnelStep, number>> {
  const rows = rowsOf(
    await db.execute(sql`
      select step, coalesce(sum(funnels), 0)::int as n from tracking_daily_funnel
      where day >= ${dayOf(range.from)}::date and day < ${dayOf(range.to)}::date
      group by step`),
    z.object({ step: z.string(), n: z.number() }),
  );
  const counts = Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as Record<FunnelStep, number>;
  for (const row of rows) if (row.step in counts) counts[row.step as FunnelStep] = row.n;
  return counts;
}
