// Universal search timing (issue 13: suggestions over 100,000 packages with p95 <= 50 ms on
// PGlite, <= 25 ms on PostgreSQL). Seeds a throwaway database at each scale given, fills the
// search index, then times suggest() and search() on typed, misspelt and aliased queries:
// p50 and p95 of BENCH_RUNS calls each after warm-up.
//
//   npx tsx bench/search.ts                      # 1k and default on PGlite
//   npx tsx bench/search.ts --scale 100k         # one scale
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/search.ts --scale 1k   # PostgreSQL (the
//     database is emptied by the seed: use a throwaway one)
//   BENCH_SCALE_DIR=dir keeps seeded PGlite databases for the next run.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { resetCatalog, SEED_SCALES, type SeedScale, seedIfEmpty } from "../seed/seed";
import { migrateDatabase, openDatabase } from "../server/db";
import { createSearchService } from "../server/modules/search";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const QUERIES = [
  "ke",
  "keral",
  "kerala",
  "goaa",
  "munar",
  "bangalore",
  "cochin",
  "goa beach",
  "manali snow",
  "zzqx",
];

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

async function measure(scale: SeedScale) {
  const url = process.env.BENCH_DATABASE_URL;
  const keep = process.env.BENCH_SCALE_DIR;
  const dir = url
    ? undefined
    : keep
      ? path.join(keep, `search-${scale}`)
      : mkdtempSync(path.join(tmpdir(), `bench-search-${scale}-`));
  if (dir) mkdirSync(dir, { recursive: true });
  const database = url
    ? await openDatabase({ driver: "postgres", url, poolSize: 4 })
    : await openDatabase({ driver: "pglite", dir });
  try {
    await migrateDatabase(database);
    if (url) await resetCatalog(database.db);
    const seeded = await seedIfEmpty(database.db, { scale });
    if (seeded) console.log(`  seeded ${scale}: ${seeded.packages} packages`);
    const search = createSearchService({ db: database.db });
    const t0 = performance.now();
    const documents = await search.rebuild();
    const fill = performance.now() - t0;
    await database.db.execute(sql`analyze search_documents`);
    console.log(
      `  ${scale} (${database.driver}): ${documents} documents filled in ${(fill / 1000).toFixed(1)} s`,
    );
    const rows: string[] = [];
    // The machine's own speed right now: a transaction of one trivial statement (the search
    // runs one transaction: set the trigram threshold, then the query).
    const base: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      base.push(performance.now() - t);
    }
    rows.push(
      `    baseline transaction(select 1)  p50 ${pct(base, 0.5).toFixed(2)} ms  p95 ${pct(base, 0.95).toFixed(2)} ms`,
    );
    for (const [name, call] of [
      ["suggest", (q: string) => search.suggest(q)],
      ["search", (q: string) => search.search(q)],
    ] as const) {
      const all: number[] = [];
      for (const q of QUERIES) {
        for (let i = 0; i < WARMUP; i++) await call(q);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await call(q);
          times.push(performance.now() - t);
        }
        all.push(...times);
        rows.push(
          `    ${name.padEnd(8)} ${JSON.stringify(q).padEnd(14)} p50 ${pct(times, 0.5).toFixed(2)} ms  p95 ${pct(times, 0.95).toFixed(2)} ms`,
        );
      }
      rows.push(
        `    ${name.padEnd(8)} ALL            p50 ${pct(all, 0.5).toFixed(2)} ms  p95 ${pct(all, 0.95).toFixed(2)} ms`,
      );
    }
    console.log(rows.join("\n"));
  } finally {
    await database.close();
    if (dir && !keep) rmSync(dir, { recursive: true, force: true });
  }
}

const flag = process.argv.indexOf("--scale");
const chosen = flag >= 0 ? process.argv[flag + 1] : undefined;
const scales: SeedScale[] = chosen
  ? SEED_SCALES.includes(chosen as SeedScale)
    ? [chosen as SeedScale]
    : (() => {
        throw new Error(`--scale must be one of ${SEED_SCALES.join(", ")}`);
      })()
  : ["1k", "default"];
for (const scale of scales) await measure(scale);
