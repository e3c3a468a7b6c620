// The agent inbox's first page with 10,000 leads for one agent against the same page with 100
// leads for another, in the same database and run (issue 9 "Done means": within 1.5x).
// Times the quotes service's inbox call (what the /agents/dashboard page and GET /agents/v2
// inbox run): the median of BENCH_RUNS calls after warm-up, per query shape. The leads are
// written in bulk (a bench fixture, not the routing path): trips of distinct travellers spread
// over a year, leads in every stage in realistic shares.
//
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://… (an admin URL) also runs it on a
// throwaway PostgreSQL database, created and dropped like the integration tests' ones.
// Run alone: npx tsx bench/agent-inbox.ts (npm run bench:inbox).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { InboxQuery } from "../common/quotes-input";
import type { AuthenticatedUser } from "../common/roles";
import type { Db } from "../server/db";
import {
  insertAgent,
  insertDestination,
  insertUser,
} from "../server/modules/quotes/quotes-test-helpers";
import { createTestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 8;
const BUDGET = 1.5;
const BIG = 10_000;
const SMALL = 100;

/** Shares of the inbox tabs among an agency's leads over a year. */
const STAGE_SHARES: [string, number][] = [
  ["new", 0.08],
  ["quoted", 0.3],
  ["chosen", 0.04],
  ["invoiced", 0.02],
  ["paid", 0.02],
  ["converted", 0.14],
  ["lost", 0.4],
];

const QUERIES: { label: string; query: InboxQuery }[] = [
  { label: "first page, all stages", query: { page: 1 } },
  { label: "first page, tab 'quoted'", query: { stage: "quoted", page: 1 } },
  { label: "first page, tab 'new'", query: { stage: "new", page: 1 } },
  { label: "search 'asha' (5 matches each)", query: { q: "asha", page: 1 } },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** `count` trips of one traveller, each routed to `agentId`, stages in STAGE_SHARES order. */
async function insertLeads(db: Db, agentId: number, travellerId: string, count: number) {
  const cases = STAGE_SHARES.reduce<{ sql: string; upto: number }>(
    (acc, [stage, share]) => {
      const upto = acc.upto + share;
      return { sql: `${acc.sql} when r < ${upto.toFixed(4)} then '${stage}'`, upto };
    },
    { sql: "", upto: 0 },
  ).sql;
  // One statement each: a year of requests, ~27 a day for the big agency.
  await db.execute(
    sql.raw(`
    insert into requested_trips (user_id, unique_key, secret_key, to_loc, from_loc, travel_month,
      durations, trip_type, adults, children, isd_code, phone_no, created_at, updated_at)
    select '${travellerId}', 'bench-${agentId}-' || g, md5(g::text), array['Kerala'], 'Pune',
      'nd', array['4-6'], 'family', 2, (g % 3), '+91', '98470' || lpad(g::text, 5, '0'),
      now() - (g * interval '1 hour' * 8760 / ${count}), now() - (g * interval '1 hour' * 8760 / ${count})
    from generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into trip_leads (trip_id, agent_id, state, reason, stage, routed_at, respond_by,
      search_text, updated_at)
    select t.id, ${agentId},
      case when s.stage = 'new' then 'offered' when s.stage = 'lost' then 'expired' else 'quoted' end,
      'initial', s.stage, t.created_at, t.created_at + interval '24 hours',
      -- Five leads of each agency, spread over the year, are Asha's: the search finds as many
      -- in both, so its ratio is the cost of looking them up among 10,000 or 100 leads.
      'kerala ' || case when split_part(t.unique_key, '-', 3)::int % ${count / 5} = 0 then 'asha'
        else (array['meera', 'rohan', 'kavya', 'arjun', 'neha', 'vivek', 'divya'])[1 + t.id % 7]
        end,
      t.created_at + interval '2 hours'
    from requested_trips t
    cross join lateral (select case ${cases} else 'lost' end as stage
                        from (select ((t.id * 7919) % 1000) / 1000.0 as r) x) s
    where t.unique_key like 'bench-${agentId}-%'`),
  );
}

async function timeInbox(
  services: ReturnType<typeof createTestServices>["services"],
  user: AuthenticatedUser,
  query: InboxQuery,
): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await services.quotes.inbox(user, query);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await services.quotes.inbox(user, query);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function run(label: string) {
  const database = await createTestDatabase();
  try {
    const { services } = createTestServices(database.db);
    const db = database.db;
    const kerala = await insertDestination(db, "Kerala", "india");
    const base = { ratingTenths: 45, responseMinutes: 60, destinationIds: [kerala] };
    const big = await insertAgent(db, { ...base, companyName: "Busy Backwaters" });
    const small = await insertAgent(db, { ...base, companyName: "Quiet Coast" });
    const traveller = await insertUser(db, "traveller", "Asha");
    const started = performance.now();
    await insertLeads(db, big.agentId, traveller.id, BIG);
    await insertLeads(db, small.agentId, traveller.id, SMALL);
    await db.execute(sql`analyze`);
    console.log(
      `\n${label}: ${BIG} + ${SMALL} leads written in ${((performance.now() - started) / 1000).toFixed(1)} s; median of ${RUNS} calls`,
    );
    const check = await services.quotes.inbox(big.user, { page: 1 });
    if (check.total !== BIG || check.items.length !== 20) {
      throw new Error(`inbox sees ${check.total} leads, ${check.items.length} on the page`);
    }
    // One pass over every query for both agencies first: no figure pays for the JIT's warm-up.
    for (const { query } of QUERIES) {
      await services.quotes.inbox(small.user, query);
      await services.quotes.inbox(big.user, query);
    }
    let worst = 0;
    for (const { label: name, query } of QUERIES) {
      const smallMs = await timeInbox(services, small.user, query);
      const bigMs = await timeInbox(services, big.user, query);
      const ratio = bigMs / smallMs;
      if (!query.q) worst = Math.max(worst, ratio);
      console.log(
        `  ${name.padEnd(40)} ${SMALL}: ${smallMs.toFixed(2).padStart(7)} ms   ${BIG}: ${bigMs.toFixed(2).padStart(7)} ms   ratio ${ratio.toFixed(2)}${query.q ? "" : ratio <= BUDGET ? "  ok" : "  OVER BUDGET"}`,
      );
    }
    console.log(`  worst first-page ratio ${worst.toFixed(2)} (budget ${BUDGET}x)`);
    return worst;
  } finally {
    await database.close();
  }
}

const pgliteWorst = await run("PGlite (memory)");
let pgWorst = 0;
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  pgWorst = await run("PostgreSQL");
}
process.exitCode = Math.max(pgliteWorst, pgWorst) <= BUDGET ? 0 : 1;
