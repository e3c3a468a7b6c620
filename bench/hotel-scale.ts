// Hotel search cost at 10x the default hotel catalogue against 1x, in the same run (issue 12:
// within 1.5x). Seeds two throwaway PGlite databases (the small catalogue, then 3,000 and 30,000 hotels), then times the hotel listing for a city with 2 rooms and 3 nights (page of
// 10 priced for the stay) and one hotel's rooms-and-rates search: the median of BENCH_RUNS
// calls after warm-up. Run alone: npx tsx bench/hotel-scale.ts
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { addDays, todayIso } from "../common/hotel-stay";
import { parseHotelListingUrl } from "../common/hotel-url";
import { seedHotels } from "../seed/hotels-seed";
import { DEFAULT_SEED, seedIfEmpty } from "../seed/seed";
import { migrateDatabase, openDatabase } from "../server/db";
import { createHotelsService } from "../server/modules/hotels";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;
const BUDGET = 1.5;
const ROUTES = [
  "/hotels/goa",
  "/hotels/goa?sort_by=price",
  "/4-star-hotels/goa?themes[]=beach",
  "/resorts/kerala?sort_by=rating",
];

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;

async function measure(total: number) {
  const database = await openDatabase({ driver: "pglite" });
  try {
    await migrateDatabase(database);
    const t0 = performance.now();
    await seedIfEmpty(database.db, { scale: "small" });
    // The small catalogue seeds 300 hotels; replace them with `total` from the same generator.
    await database.db.execute(sql`truncate table hotels restart identity cascade`);
    await seedHotels(database.db, { count: total, seed: DEFAULT_SEED });
    console.log(`  seeded ${total} hotels in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    await database.db.execute(sql`analyze`);
    const hotels = createHotelsService({ db: database.db });
    const checkIn = addDays(todayIso(), 30);
    const stay = {
      checkIn,
      checkOut: addDays(checkIn, 3),
      rooms: [
        { adults: 2, children: 0 },
        { adults: 2, children: 1 },
      ],
    };
    const out = new Map<string, number>();
    for (const url of ROUTES) {
      const parsed = parseHotelListingUrl(url);
      if (!parsed.ok) throw new Error(parsed.reason);
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t = performance.now();
        await hotels.list(parsed.route, stay);
        if (i >= WARMUP) times.push(performance.now() - t);
      }
      out.set(url, median(times));
    }
    const first = await hotels.list(
      (parseHotelListingUrl("/hotels/goa") as { ok: true; route: never }).route,
      stay,
    );
    const id = first?.hotels[0]?.id as number;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t = performance.now();
      await hotels.search({ hotelId: id, ...stay });
      if (i >= WARMUP) times.push(performance.now() - t);
    }
    out.set("rooms and rates (one hotel)", median(times));
    return out;
  } finally {
    await database.close();
  }
}

const one = await measure(3_000);
const ten = await measure(30_000);
let worst = 0;
console.log("\nhotel search, 2 rooms x 3 nights: median ms at 1x (3,000) and 10x (30,000)");
for (const [name, ms] of one) {
  const ratio = (ten.get(name) ?? 0) / ms;
  worst = Math.max(worst, ratio);
  console.log(
    `  ${name.padEnd(40)} ${ms.toFixed(2).padStart(8)} ${(ten.get(name) ?? 0).toFixed(2).padStart(8)}  ${ratio.toFixed(2)}x`,
  );
}
console.log(
  `worst ratio ${worst.toFixed(2)}x (budget ${BUDGET}x): ${worst <= BUDGET ? "ok" : "OVER BUDGET"}`,
);
process.exitCode = worst <= BUDGET ? 0 : 1;
