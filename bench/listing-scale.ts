// Listing query cost at 100k packages against the same query at 1k (DESIGN.md §6: within
// 1.5x). Seeds two throwaway PGlite databases (`1k` and `100k` scales, the same settings as the
// server), then times the listing service on representative listing routes: the median of
// BENCH_RUNS calls after warm-up. Run by bench/run.mjs, or alone: npx tsx bench/listing-scale.ts
//
// Two figures per route:
// - "query": the page-of-25 query, which a request runs unless that page is in memory
//   (`listings.queryPage`, past every cache). This is the budget.
// - "cold": a first visit to a filter set, which also counts the total and every filter
//   option in one pass over the packages the listing covers, in the facet index kept in
//   memory (docs/decisions/0155); that grows with the catalogue by nature, and is paid once
//   per filter set until the catalogue changes. "index" is what building that index costs, once
//   per catalogue version (in the background; listings count in SQL until it is ready), and
//   "cold SQL" the same first visit counted in SQL, as before the index.
// Each route's page query is EXPLAINed too: how many package rows it reads at each scale.
//
// BENCH_SCALE_DIR=dir keeps the seeded databases in dir for the next run (seeding 100k takes
// minutes). BENCH_PROPOSED_INDEXES=1 first creates the indexes proposed in
// docs/decisions/0042 (for trying them before their migration exists).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { parseListingUrl } from "../common/listing-url";
import { seedIfEmpty } from "../seed/seed";
import { migrateDatabase, openDatabase } from "../server/db";
import { createListingService } from "../server/modules/catalog";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The SQL counts at 100k take seconds each: a few runs. */
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 3);
const COLD_BUDGET_MS = 100;
const WARMUP = 5;
const BUDGET = 1.5;

export const ROUTES = [
  "/tour-packages",
  "/tour-packages/page/3",
  "/tour-packages/international",
  "/tour-packages/kerala",
  "/honeymoon-packages/goa",
  "/tour-packages/kerala?sort_by=price_low_to_high",
  "/tour-packages/kerala?sort_by=duration_short_to_long",
  "/tour-packages?sort_by=duration_short_to_long",
  "/tour-packages?month[]=12&sort_by=price_low_to_high",
  "/tour-packages/kerala?days[]=4-6&inclusions[]=Cab",
];

export const PROPOSED_INDEXES = [
  "create index if not exists packages_destination_min_price_idx on packages (destination_id, min_price_minor, id)",
  "create index if not exists packages_destination_days_idx on packages (destination_id, days, popularity desc, id)",
  "create index if not exists packages_days_popularity_idx on packages (days, popularity desc, id)",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function measure(scale: "1k" | "100k", dir: string) {
  const statements: { query: string; params: unknown[] }[] = [];
  let capture = false;
  const database = await openDatabase({
    driver: "pglite",
    dir,
    logQuery: (query, params) => {
      if (capture) statements.push({ query, params });
    },
  });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const seeded = await seedIfEmpty(database.db, { scale });
    if (seeded) {
      console.log(
        `  seeded ${scale}: ${seeded.packages} packages in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    if (process.env.BENCH_PROPOSED_INDEXES === "1") {
      for (const statement of PROPOSED_INDEXES) await database.db.execute(sql.raw(statement));
    }
    await database.db.execute(sql`analyze`);
    const listings = createListingService(database.db);
    const inSql = createListingService(database.db, { facetIndex: false });
    const indexStarted = performance.now();
    if (!(await listings.warm())) throw new Error("no facet index");
    const indexMs = performance.now() - indexStarted;
    const results = new Map<
      string,
      { query: number; counts: number; countsSql: number; rowsRead: number }
    >();
    // One pass over every route first, so that no route pays for the JIT's warm-up.
    for (const url of ROUTES) {
      const parsed = parseListingUrl(url);
      if (parsed.ok) for (let i = 0; i < WARMUP; i++) await listings.list(parsed.route);
    }
    for (const url of ROUTES) {
      const parsed = parseListingUrl(url);
      if (!parsed.ok) throw new Error(`${url}: ${parsed.reason}`);
      const route = parsed.route;
      const time = async (call: () => Promise<unknown>) => {
        const t = performance.now();
        if (!(await call())) throw new Error(`${url}: no listing at ${scale}`);
        return performance.now() - t;
      };
      const page = () => listings.queryPage(route);
      const cold = () => {
        listings.clearCounts();
        return listings.list(route);
      };
      const coldSql = () => {
        inSql.clearCounts();
        return inSql.list(route);
      };
      const query: number[] = [];
      const counts: number[] = [];
      const countsSql: number[] = [];
      // The month prices and the visited cities load on the first listing that needs them.
      await time(cold);
      for (let i = 0; i < WARMUP; i++) await time(page);
      for (let i = 0; i < RUNS; i++) query.push(await time(page));
      for (let i = 0; i < Math.min(RUNS, 10); i++) counts.push(await time(cold));
      for (let i = 0; i < SQL_RUNS; i++) countsSql.push(await time(coldSql));
      await time(page);
      statements.length = 0;
      capture = true;
      await time(page);
      capture = false;
      results.set(url, {
        query: median(query),
        counts: median(counts),
        countsSql: median(countsSql),
        rowsRead: await rowsRead(database.db, statements),
      });
    }
    return { results, indexMs };
  } finally {
    await database.close();
  }
}

/**
 * How many package rows the statements read (EXPLAIN ANALYZE: rows returned plus rows removed
 * by filters, over all loops, of every node on the packages table). An index-backed page of 25
 * reads about 25 past its offset, whatever the catalogue's size.
 */
async function rowsRead(
  db: Awaited<ReturnType<typeof openDatabase>>["db"],
  statements: { query: string; params: unknown[] }[],
) {
  // biome-ignore lint/suspicious/noExplicitAny: PGlite's client, for EXPLAIN with bind parameters.
  const client = (db as any).$client as {
    query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  let read = 0;
  for (const s of statements) {
    const plan = await client.query(`explain (analyze, format json) ${s.query}`, s.params);
    // PGlite parses the json column already; a driver that does not hands over the text.
    const cell: unknown = Object.values(plan.rows[0] ?? {})[0] ?? [];
    const root = typeof cell === "string" ? JSON.parse(cell) : cell;
    const walk = (node: Record<string, unknown>) => {
      if (node["Relation Name"] === "packages") {
        const loops = Number(node["Actual Loops"] ?? 1);
        const rows = Number(node["Actual Rows"] ?? 0) + Number(node["Rows Removed by Filter"] ?? 0);
        read += rows * loops;
      }
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    for (const entry of Array.isArray(root) ? root : [root]) walk(entry.Plan ?? entry);
  }
  return read;
}

export async function runListingScaleBench() {
  const keep = process.env.BENCH_SCALE_DIR;
  const root = keep ?? mkdtempSync(path.join(tmpdir(), "triphive-listing-scale-"));
  mkdirSync(root, { recursive: true });
  try {
    console.log(`listing query at 100k vs 1k packages (median of ${RUNS}, PGlite)`);
    const small = await measure("1k", path.join(root, "1k"));
    const large = await measure("100k", path.join(root, "100k"));
    let worst = 0;
    let coldest = 0;
    console.log(
      `  facet index built in ${small.indexMs.toFixed(0)} ms at 1k, ${large.indexMs.toFixed(0)} ms at 100k`,
    );
    console.log(
      `  ${"route".padEnd(54)} ${"query 1k".padStart(9)} ${"100k".padStart(8)} ${"ratio".padStart(6)}   ${"cold 1k".padStart(9)} ${"100k".padStart(8)} ${"cold SQL 1k".padStart(12)} ${"100k".padStart(8)}  rows read 1k / 100k`,
    );
    for (const url of ROUTES) {
      const a = small.results.get(url);
      const b = large.results.get(url);
      if (!a || !b) continue;
      const ratio = b.query / a.query;
      worst = Math.max(worst, ratio);
      coldest = Math.max(coldest, b.counts);
      console.log(
        `  ${url.padEnd(54)} ${a.query.toFixed(2).padStart(7)}ms ${b.query.toFixed(2).padStart(6)}ms ${ratio.toFixed(2).padStart(6)}   ${a.counts.toFixed(1).padStart(7)}ms ${b.counts.toFixed(1).padStart(6)}ms ${a.countsSql.toFixed(1).padStart(10)}ms ${b.countsSql.toFixed(1).padStart(6)}ms  ${a.rowsRead} / ${b.rowsRead}`,
      );
    }
    console.log(
      `listing query 100k / 1k, worst route: ${worst.toFixed(2)} (budget <= ${BUDGET})${worst <= BUDGET ? "" : "  OVER BUDGET"}`,
    );
    console.log(
      `first visit to a filter set at 100k, worst route: ${coldest.toFixed(1)} ms (budget < ${COLD_BUDGET_MS})${coldest < COLD_BUDGET_MS ? "" : "  OVER BUDGET"}`,
    );
    return worst;
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runListingScaleBench();
}
