// Listing query cost at 100k packages against the same query at 1k (DESIGN.md §6: within
// 1.5x). Seeds two throwaway PGlite databases (`1k` and `100k` scales, the same settings as the
// server), opens both, then times the listing service on representative listing routes.
// Run by bench/run.mjs, or alone: npx tsx bench/listing-scale.ts
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
// Each route's page query is EXPLAINed too: how many package rows it reads at each scale. That
// figure does not depend on the machine's load; the times do.
//
// The machine is shared and its load swings within seconds, so the two scales are measured
// side by side, never one after the other: every round times each route once at 1k and once at
// 100k, back to back (in alternating order), and a route's ratio is the median of its rounds'
// ratios. Times are medians of BENCH_RUNS rounds. The budget is judged on CPU time: PGlite
// runs in this process, on its one thread, so the CPU the process spends on a call is what the
// query costs, while wall time adds however long other processes held the cores (at a load of
// 20 on 2 cores, 3-5 times the CPU time, and the wall ratio of a route moved by 0.36 between
// runs where the CPU ratio moved by 0.07). Wall times are printed beside them, and the load
// average at the start and the end.
//
// BENCH_SCALE_DIR=dir keeps the seeded databases in dir for the next run (seeding 100k takes
// minutes). BENCH_ROUTES (URLs separated by spaces) measures other routes.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type ListingRoute, parseListingUrl } from "../common/listing-url";
import { seedIfEmpty } from "../seed/seed";
import { migrateDatabase, openDatabase } from "../server/db";
import { createListingService } from "../server/modules/catalog";

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 15);
/** The SQL counts at 100k take seconds each: a few runs. */
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 3);
const COLD_BUDGET_MS = 100;
const WARMUP = 5;
const BUDGET = 1.5;
const SCALES = ["1k", "100k"] as const;
type Scale = (typeof SCALES)[number];

const DEFAULT_ROUTES = [
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
/** BENCH_ROUTES="url url …" measures those routes instead. */
const ROUTES = process.env.BENCH_ROUTES?.split(/\s+/).filter(Boolean) ?? DEFAULT_ROUTES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const load = () => loadavg()[0]?.toFixed(1) ?? "?";

/** One call's wall-clock and CPU milliseconds. */
interface Sample {
  wall: number;
  cpu: number;
}

async function sample(url: string, call: () => Promise<unknown>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  if (!(await call())) throw new Error(`${url}: no listing`);
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** A seeded database at one scale with its listing services (facet index built). */
async function open(scale: Scale, dir: string) {
  const statements: { query: string; params: unknown[] }[] = [];
  let capture = false;
  const database = await openDatabase({
    driver: "pglite",
    dir,
    logQuery: (query, params) => {
      if (capture) statements.push({ query, params });
    },
  });
  await migrateDatabase(database);
  const started = performance.now();
  const seeded = await seedIfEmpty(database.db, { scale });
  if (seeded) {
    console.log(
      `  seeded ${scale}: ${seeded.packages} packages in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  await database.db.execute(sql`analyze`);
  const listings = createListingService(database.db);
  const inSql = createListingService(database.db, { facetIndex: false });
  const indexStarted = performance.now();
  if (!(await listings.warm())) throw new Error("no facet index");
  const indexMs = performance.now() - indexStarted;
  return {
    indexMs,
    close: () => database.close(),
    page: (route: ListingRoute) => () => listings.queryPage(route),
    cold: (route: ListingRoute) => () => {
      listings.clearCounts();
      return listings.list(route);
    },
    coldSql: (route: ListingRoute) => () => {
      inSql.clearCounts();
      return inSql.list(route);
    },
    /** The package rows the route's page query reads, and the cards it lists. */
    async rowsRead(route: ListingRoute) {
      await listings.queryPage(route);
      statements.length = 0;
      capture = true;
      const cards = (await listings.queryPage(route))?.length ?? 0;
      capture = false;
      return `${await rowsRead(database.db, statements)} (${cards})`;
    },
  };
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

type Opened = Awaited<ReturnType<typeof open>>;
type Call = (scale: Opened) => (route: ListingRoute) => () => Promise<unknown>;

/**
 * `runs` rounds over every route, each route timed at both scales back to back (1k first on
 * even rounds, 100k first on odd ones): per route and scale, the samples; per route, the
 * ratio 100k / 1k of each round.
 */
async function interleaved(
  scales: Record<Scale, Opened>,
  routes: { url: string; route: ListingRoute }[],
  call: Call,
  runs: number,
) {
  const samples = new Map(
    routes.map((r) => [r.url, { "1k": [] as Sample[], "100k": [] as Sample[] }]),
  );
  for (let round = 0; round < runs; round++) {
    for (const { url, route } of routes) {
      const order: Scale[] = round % 2 ? ["100k", "1k"] : ["1k", "100k"];
      for (const scale of order) {
        samples.get(url)?.[scale].push(await sample(url, call(scales[scale])(route)));
      }
    }
  }
  return samples;
}

const ratioOf = (samples: Record<Scale, Sample[]>, of: keyof Sample) =>
  median(samples["100k"].map((s, i) => s[of] / (samples["1k"][i]?.[of] ?? Number.NaN)));
const medianOf = (samples: Sample[], of: keyof Sample) => median(samples.map((s) => s[of]));

export async function runListingScaleBench() {
  const keep = process.env.BENCH_SCALE_DIR;
  const root = keep ?? mkdtempSync(path.join(tmpdir(), "triphive-listing-scale-"));
  mkdirSync(root, { recursive: true });
  const routes = ROUTES.map((url) => {
    const parsed = parseListingUrl(url);
    if (!parsed.ok) throw new Error(`${url}: ${parsed.reason}`);
    return { url, route: parsed.route };
  });
  const scales = {} as Record<Scale, Opened>;
  try {
    for (const scale of SCALES) scales[scale] = await open(scale, path.join(root, scale));
    console.log(
      `listing query at 100k vs 1k packages, PGlite: ${RUNS} rounds, 1k and 100k side by side (load ${load()})`,
    );
    console.log(
      `  facet index built in ${scales["1k"].indexMs.toFixed(0)} ms at 1k, ${scales["100k"].indexMs.toFixed(0)} ms at 100k`,
    );
    // Warm-up: every route at both scales, so that no route pays for the JIT's warm-up, and a
    // first visit each, which loads the month prices and the visited cities it needs.
    await interleaved(scales, routes, (s) => s.cold, 1);
    await interleaved(scales, routes, (s) => s.page, WARMUP);
    const query = await interleaved(scales, routes, (s) => s.page, RUNS);
    const cold = await interleaved(scales, routes, (s) => s.cold, COLD_RUNS);
    const coldSql = await interleaved(scales, routes, (s) => s.coldSql, SQL_RUNS);
    const rows = new Map<string, Record<Scale, string>>();
    for (const { url, route } of routes) {
      rows.set(url, {
        "1k": await scales["1k"].rowsRead(route),
        "100k": await scales["100k"].rowsRead(route),
      });
    }
    let worst = 0;
    let worstWall = 0;
    let coldest = 0;
    const columns = (cells: string[]) =>
      `  ${(cells[0] ?? "").padEnd(54)}${cells
        .slice(1)
        .map((cell, k) => cell.padStart([8, 8, 6, 9, 8, 6, 9, 8, 8, 8, 13][k] ?? 8))
        .join(" ")}`;
    const ms = (v: number) => `${v.toFixed(v < 100 ? 2 : 0)}`;
    console.log(
      columns([
        "route (ms; cold = first visit)",
        "cpu 1k",
        "100k",
        "ratio",
        "wall 1k",
        "100k",
        "ratio",
        "cold 1k",
        "100k",
        "cpu",
        "SQL 100k",
        "rows (cards) 1k / 100k",
      ]),
    );
    for (const { url } of routes) {
      const q = query.get(url);
      const c = cold.get(url);
      const s = coldSql.get(url);
      const r = rows.get(url);
      if (!q || !c || !s || !r) continue;
      const cpuRatio = ratioOf(q, "cpu");
      const wallRatio = ratioOf(q, "wall");
      const coldMs = medianOf(c["100k"], "wall");
      worst = Math.max(worst, cpuRatio);
      worstWall = Math.max(worstWall, wallRatio);
      coldest = Math.max(coldest, coldMs);
      console.log(
        columns([
          url,
          ms(medianOf(q["1k"], "cpu")),
          ms(medianOf(q["100k"], "cpu")),
          cpuRatio.toFixed(2),
          ms(medianOf(q["1k"], "wall")),
          ms(medianOf(q["100k"], "wall")),
          wallRatio.toFixed(2),
          ms(medianOf(c["1k"], "wall")),
          ms(coldMs),
          ms(medianOf(c["100k"], "cpu")),
          ms(medianOf(s["100k"], "wall")),
          `${r["1k"]} / ${r["100k"]}`,
        ]),
      );
    }
    console.log(
      `listing query 100k / 1k, worst route: ${worst.toFixed(2)} in CPU time (budget <= ${BUDGET})${worst <= BUDGET ? "" : "  OVER BUDGET"}, ${worstWall.toFixed(2)} in wall time`,
    );
    console.log(
      `first visit to a filter set at 100k, worst route: ${coldest.toFixed(1)} ms wall (budget < ${COLD_BUDGET_MS})${coldest < COLD_BUDGET_MS ? "" : "  OVER BUDGET"} (load ${load()})`,
    );
    return worst;
  } finally {
    for (const scale of SCALES) await scales[scale]?.close();
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runListingScaleBench();
}
