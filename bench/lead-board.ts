// The pipeline board (/admin/leads, decision 0213) at 100,000 requests: the whole board (counts
// per status and the first cards of each column), one column's third page, a destination
// filter and a search, each timed as the median of BENCH_RUNS calls after warm-up against the
// budget (200 ms on PGlite, 50 ms on PostgreSQL). Requests are written in bulk (a bench
// fixture): a year of them, lead statuses in a believable spread, a fifth without a quote.
// Run alone: npx tsx bench/lead-board.ts (npm run bench:board). PGlite in memory;
// BENCH_DATABASE_URL=postgres://… (an admin URL) also runs it on a throwaway PostgreSQL
// database, created and dropped like the integration tests' ones; BENCH_ONLY=postgres skips
// PGlite.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { LeadBoardQuery } from "../common/ops-board";
import { insertUser } from "../server/modules/quotes/quotes-test-helpers";
import { createTestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 4;
const COUNT = Number(process.env.BENCH_TRIPS ?? 100_000);
const BUDGETS = { pglite: 200, postgres: 50 } as const;

const STATUS_SHARES: [string, number][] = [
  ["active", 0.12],
  ["in progress", 0.3],
  ["hot", 0.05],
  ["admin hot", 0.02],
  ["payment pending", 0.04],
  ["dormant", 0.15],
  ["cold", 0.22],
  ["converted", 0.1],
];
const PLACES = ["Kerala", "Goa", "Rajasthan", "Kashmir", "Ladakh", "Sikkim", "Bali", "Dubai"];

const QUERIES: { label: string; query: LeadBoardQuery }[] = [
  { label: "whole board", query: { page: 1 } },
  { label: "column 'cold', page 3", query: { page: 3, column: "cold" } },
  { label: "destination Goa", query: { page: 1, destination: "Goa" } },
  { label: "search 'goa'", query: { page: 1, q: "goa" } },
  { label: "escalated only", query: { page: 1, escalated: true } },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function run(engine: keyof typeof BUDGETS): Promise<boolean> {
  const BUDGET_MS = BUDGETS[engine];
  const database = await createTestDatabase();
  const { services } = createTestServices(database.db);
  const traveller = await insertUser(database.db, "traveller", "Asha");
  const cases = STATUS_SHARES.reduce<{ sql: string; upto: number }>(
    (acc, [status, share]) => {
      const upto = acc.upto + share;
      return { sql: `${acc.sql} when r < ${upto.toFixed(4)} then '${status}'`, upto };
    },
    { sql: "", upto: 0 },
  ).sql;
  const places = `array[${PLACES.map((p) => `'${p}'`).join(",")}]`;
  const started = performance.now();
  await database.db.execute(
    sql.raw(`
    insert into requested_trips (user_id, unique_key, secret_key, to_loc, from_loc, travel_month,
      durations, trip_type, adults, children, isd_code, phone_no, quotes_count, lead_status,
      status, created_at, updated_at)
    select '${traveller.id}', 'board-' || g, md5(g::text), array[(${places})[1 + g % ${PLACES.length}]],
      'Pune', 'nd', array['4-6'], 'family', 2, g % 3, '+91', '98470' || lpad(g::text, 5, '0'),
      case when g % 5 = 0 then 0 else 1 + g % 3 end,
      case ${cases} else 'active' end, 'Active',
      now() - (g * interval '1 hour' * 8760 / ${COUNT}), now()
    from (select g, ((g * 7919) % 10000) / 10000.0 as r from generate_series(1, ${COUNT}) g) s`),
  );
  await database.db.execute(sql`analyze requested_trips`);
  console.log(
    `\n${database.label}: ${COUNT} requests written in ${Math.round(performance.now() - started)} ms`,
  );
  let failed = false;
  for (const { label, query } of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      await services.leadBoard.board(query);
      if (i >= WARMUP) times.push(performance.now() - t0);
    }
    const ms = median(times);
    const ok = ms <= BUDGET_MS;
    failed ||= !ok;
    console.log(
      `${label.padEnd(24)} median ${ms.toFixed(1)} ms ${ok ? "ok" : `OVER ${BUDGET_MS} ms`}`,
    );
  }
  await database.close();
  return !failed;
}

let ok = process.env.BENCH_ONLY === "postgres" ? true : await run("pglite");
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  ok = (await run("postgres")) && ok;
}
process.exitCode = ok ? 0 : 1;
