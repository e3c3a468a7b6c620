// The analytics page's queries at 100,000 requests (decisions 0215, 0232): each must answer in under
// 200 ms on PGlite and 50 ms on PostgreSQL. A year of requests is written in bulk into the
// analytics read models (a bench fixture: the rows the refresh workflow would derive), with
// three agencies' leads per request and four lead-funnel events per request in the tracking
// table; then each query of the report runs for the last 90 days and for this year, the median
// of BENCH_RUNS calls after warm-up.
//
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://… (an admin URL) also runs it on a
// throwaway PostgreSQL database, created and dropped like the integration tests' ones.
// Run alone: npx tsx bench/analytics.ts (npm run bench:analytics).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { AnalyticsQuery, analyticsPeriodOf } from "../common/analytics";
import type { Db } from "../server/db";
import { createAnalyticsService } from "../server/modules/analytics";
import { createTestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;
const TRIPS = Number(process.env.BENCH_TRIPS ?? 100_000);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A year of requests, busier in the winter season; ~35% quoted to paid shares like the demo's. */
async function fill(db: Db) {
  await db.execute(
    sql.raw(`
    insert into analytics_trip_facts (trip_id, requested_at, destination, source, first_quote_at,
      accepted_at, invoiced_at, paid_at, converted_at, agent_id, booking_value_minor,
      revenue_minor, commission_minor)
    select g, at, (array['Kerala','Goa','Rajasthan','Himachal','Andaman','Kashmir','Sikkim','Ladakh','Bali','Thailand','Dubai','Maldives'])[1 + g % 12],
      (array['direct','google','facebook','instagram','newsletter','partner'])[1 + (g / 7) % 6],
      case when r < 0.85 then at + interval '5 hours' end,
      case when r < 0.35 then at + interval '3 days' end,
      case when r < 0.25 then at + interval '4 days' end,
      case when r < 0.18 then at + interval '6 days' end,
      case when r < 0.12 then at + interval '20 days' end,
      case when r < 0.25 then 1 + g % 40 end,
      case when r < 0.25 then 4000000 + (g % 97) * 150000 else 0 end,
      case when r < 0.18 then 1200000 + (g % 97) * 45000 else 0 end,
      case when r < 0.18 then 120000 + (g % 97) * 4500 else 0 end
    from (select g, ((g * 7919) % 1000) / 1000.0 as r,
                 now() - (g * interval '1 second' * 31536000 / ${TRIPS}) as at
          from generate_series(1, ${TRIPS}) g) x`),
  );
  await db.execute(
    sql.raw(`
    insert into analytics_lead_facts (trip_id, agent_id, routed_at, respond_by, first_quoted_at,
      quotes_sent, won)
    select t.trip_id, 1 + (t.trip_id * 3 + k) % 40, t.requested_at, t.requested_at + interval '24 hours',
      case when (t.trip_id + k) % 10 < 8 then t.requested_at + ((t.trip_id + k) % 30) * interval '1 hour' end,
      case when (t.trip_id + k) % 10 < 8 then 1 + (t.trip_id % 2) else 0 end,
      case when k = 0 and t.paid_at is not null then 1 else 0 end
    from analytics_trip_facts t cross join generate_series(0, 2) k`),
  );
  await db.execute(
    sql.raw(`
    insert into tracking_events (name, category, funnel_id, session_id, created_at)
    select (array['Module Viewed','First Question Answered','Trip Created','Flow Completed'])[s], 'lead_funnel',
      'f' || t.trip_id, 's' || t.trip_id, t.requested_at - (5 - s) * interval '1 minute'
    from analytics_trip_facts t cross join generate_series(1, 4) s`),
  );
  await db.execute(sql`analyze`);
}

async function run(label: string): Promise<number> {
  const database = await createTestDatabase();
  try {
    const db = database.db;
    const { services } = createTestServices(db);
    const analytics = createAnalyticsService(db);
    const started = performance.now();
    await fill(db);
    console.log(
      `\n${label}: ${TRIPS} requests, ${TRIPS * 3} leads, ${TRIPS * 4} funnel events written in ${((performance.now() - started) / 1000).toFixed(1)} s; median of ${RUNS} calls`,
    );
    // The fixture writes facts in bulk, around the refresh: build the daily roll-ups as
    // `npm run analytics:rebuild` would (decision 0232).
    const rolled = performance.now();
    await analytics.rebuildDays();
    await services.tracking.rebuildFunnelDays();
    // Statistics of the roll-ups too (autovacuum's analyze would come after such a write):
    // without them the planner guessed the size of the day tables (decision 0238).
    await db.execute(sql`analyze`);
    console.log(`  daily roll-ups built in ${((performance.now() - rolled) / 1000).toFixed(1)} s`);
    const now = new Date();
    let worst = 0;
    for (const preset of ["90d", "ytd"] as const) {
      const { current, previous } = analyticsPeriodOf(
        AnalyticsQuery.parse({ period: preset }),
        now,
      );
      const queries: [string, () => Promise<unknown>][] = [
        ["totals", () => analytics.totals(current)],
        ["marketplace funnel (+ previous)", () => analytics.marketplaceFunnel(current, previous)],
        ["money by week", () => analytics.moneyBy(current, "week")],
        ["money by month", () => analytics.moneyBy(current, "month")],
        ["by destination", () => analytics.moneyPer(current, "destination")],
        ["by source", () => analytics.moneyPer(current, "source")],
        ["agency scorecards", () => analytics.scorecards(current, now)],
        ["lead funnel (tracking)", () => services.tracking.funnelCounts(current)],
      ];
      for (const [name, call] of queries) {
        for (let i = 0; i < WARMUP; i++) await call();
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          await call();
          times.push(performance.now() - t0);
        }
        const ms = median(times);
        worst = Math.max(worst, ms);
        console.log(`  ${preset.padEnd(4)} ${name.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms`);
      }
    }
    console.log(`  slowest ${worst.toFixed(1)} ms`);
    return worst;
  } finally {
    await database.close();
  }
}

// BENCH_ONLY=postgres skips the PGlite run (its 100k fill takes minutes on a shared machine).
const pglite = process.env.BENCH_ONLY === "postgres" ? 0 : await run("PGlite (memory)");
let postgres = 0;
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  postgres = await run("PostgreSQL");
}
console.log(
  `\nbudgets: PGlite ${pglite.toFixed(1)} / 200 ms${process.env.BENCH_DATABASE_URL ? `, PostgreSQL ${postgres.toFixed(1)} / 50 ms` : ""}`,
);
process.exitCode = pglite <= 200 && postgres <= 50 ? 0 : 1;
