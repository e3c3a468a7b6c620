import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { distanceKm } from "../../../common/geo";
import { DEFAULT_LOCALE } from "../../../common/locale";
import {
  buildWeekendUrl,
  defaultWeekendFilters,
  HOLIDAY_THEMES,
  parseWeekendUrl,
  WEEKEND_LEAVE_TOWN_KM,
  WEEKEND_RADIUS_KM,
  WEEKEND_SOURCES,
  type WeekendRoute,
  weekendSource,
} from "../../../common/weekend-url";
import { int8, rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createWeekendService, type WeekendListing } from "./weekend.service";

// Monday 14 December 2026 in India: the weekends ahead are 19–20 Dec, Christmas (25–27 Dec,
// long), 2–3 Jan and 9–10 Jan.
const MONDAY_BEFORE_CHRISTMAS = new Date("2026-12-14T04:30:00Z");

let database: TestDatabase;
let weekend: ReturnType<typeof createWeekendService>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  weekend = createWeekendService(database.db, { now: () => MONDAY_BEFORE_CHRISTMAS });
});
afterAll(async () => {
  await database?.close();
});

function routeOf(url: string): WeekendRoute {
  const parsed = parseWeekendUrl(url);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.route;
}

const list = (url: string) => weekend.listing(routeOf(url));

function countOf(result: WeekendListing, filter: string, value: string) {
  return result.filters.find((f) => f.name === filter)?.options.find((o) => o.value === value)
    ?.count;
}

async function citiesOf(packageIds: number[]) {
  return rowsOf(
    await database.db.execute(sql`
      select pc.package_id, c.lat, c.lng from package_cities pc join cities c on c.id = pc.city_id
      where pc.package_id in (${sql.join(
        packageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
    z.object({ package_id: z.number(), lat: z.number(), lng: z.number() }),
  );
}

describe("weekend listing", () => {
  it("lists short trips whose every city is within reach of Delhi and one out of town", async () => {
    const result = await list("/mktc/weekend-getaway-packages");
    expect(result.title).toBe("Weekend Getaway Packages from Delhi");
    expect(result.source).toEqual({ slug: "delhi", name: "Delhi" });
    expect(result.total).toBeGreaterThan(0);
    expect(result.packages.length).toBe(Math.min(20, result.total));
    const delhi = weekendSource("delhi");
    const rows = await citiesOf(result.packages.map((p) => p.id));
    for (const p of result.packages) {
      expect(p.days).toBeLessThanOrEqual(4);
      const kms = rows.filter((r) => r.package_id === p.id).map((r) => distanceKm(delhi, r));
      expect(Math.max(...kms)).toBeLessThanOrEqual(WEEKEND_RADIUS_KM);
      expect(Math.max(...kms)).toBeGreaterThan(WEEKEND_LEAVE_TOWN_KM);
      expect(Math.abs(p.distanceKm - Math.max(...kms))).toBeLessThanOrEqual(2.5);
    }
  });

  it("pages by 20 with the total", async () => {
    const first = await list("/places-near/bengaluru");
    expect(first.total).toBeGreaterThan(20);
    expect(first.pageCount).toBe(Math.ceil(first.total / 20));
    const second = await list("/places-near/bengaluru/page/2");
    expect(second.packages).toHaveLength(first.total - 20);
    const ids = new Set(first.packages.map((p) => p.id));
    expect(second.packages.some((p) => ids.has(p.id))).toBe(false);
  });

  it("keeps theme pages to the theme's trip type", async () => {
    const all = await list("/places-near/bengaluru");
    const religious = await list("/religious-places/near-bengaluru");
    expect(religious.title).toBe("Religious Places near Bengaluru");
    expect(religious.total).toBe(countOf(all, "trip_types", "Religious"));
    const ids = religious.packages.map((p) => p.id);
    const types = rowsOf(
      await database.db.execute(
        sql`select trip_types from packages where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
      z.object({ trip_types: z.array(z.string()) }),
    );
    for (const row of types) expect(row.trip_types).toContain("Religious");
  });

  it("sorts by distance, nearest first", async () => {
    const result = await list("/places-near/bengaluru?sort_by=distance_near_to_far");
    const kms = result.packages.map((p) => p.distanceKm);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  });

  it("answers an empty page, not an error, where nothing is in reach", async () => {
    const result = await list("/places-near/kolkata?trip_types[]=Water%20Activities&days[]=2");
    expect(result.total).toBe(0);
    expect(result.packages).toEqual([]);
  });
});

describe("weekend filters", () => {
  it("lists the filters in the spec's order, each with its param_name", async () => {
    const result = await list("/mktc/weekend-getaway-packages");
    expect(result.filters.map((f) => [f.name, f.param_name])).toEqual([
      ["price_ranges", "price_ranges[]"],
      ["month", "month[]"],
      ["days", "days[]"],
      ["weekend_number", "weekend_number[]"],
      ["weekend_type", "weekend_type[]"],
      ["trip_types", "trip_types[]"],
      ["sort_by", "sort_by"],
    ]);
    const months = result.filters.find((f) => f.name === "month")?.options.map((o) => o.label);
    expect(months).toEqual([
      "December 2026",
      "January 2027",
      "February 2027",
      "March 2027",
      "April 2027",
      "May 2027",
    ]);
  });

  it("dates the next four weekends and knows Christmas makes a long one", async () => {
    const result = await list("/places-near/bengaluru");
    expect(result.weekends.map((w) => [w.saturday, w.type])).toEqual([
      ["2026-12-19", "regular"],
      ["2026-12-26", "long"],
      ["2027-01-02", "regular"],
      ["2027-01-09", "regular"],
    ]);
    const options = result.filters.find((f) => f.name === "weekend_number")?.options;
    expect(options?.[1]).toMatchObject({
      value: "2",
      label: "Next weekend",
      detail: "25–27 Dec · Christmas Day",
    });
  });

  it("fits trips to weekends: up to 3 days on a regular one, 4 on a long one", async () => {
    const all = await list("/places-near/bengaluru");
    const regular = await list("/places-near/bengaluru?weekend_number[]=1");
    const long = await list("/places-near/bengaluru?weekend_type[]=long");
    const fourDays = countOf(all, "days", "4") ?? 0;
    expect(fourDays).toBeGreaterThan(0);
    expect(regular.total).toBe(all.total - fourDays);
    expect(long.total).toBe(all.total);
    expect(countOf(all, "weekend_number", "1")).toBe(regular.total);
    expect(countOf(all, "weekend_number", "2")).toBe(all.total);
    expect(countOf(all, "weekend_type", "regular")).toBe(regular.total);
    // Both together: a regular weekend among the long ones is none.
    const none = await list("/places-near/bengaluru?weekend_number[]=1&weekend_type[]=long");
    expect(none.total).toBe(0);
    expect(countOf(regular, "weekend_type", "long")).toBe(0);
  });

  it("counts each option against the other active filters", async () => {
    const all = await list("/places-near/bengaluru");
    const byDays = ["2", "3", "4"].reduce((n, d) => n + (countOf(all, "days", d) ?? 0), 0);
    expect(byDays).toBe(all.total);
    const nature = await list("/places-near/bengaluru?trip_types[]=Nature");
    const natureByDays = ["2", "3", "4"].reduce((n, d) => n + (countOf(nature, "days", d) ?? 0), 0);
    expect(natureByDays).toBe(nature.total);
    // A group's own counts ignore its own selection.
    expect(nature.filters.find((f) => f.name === "trip_types")?.options).toEqual(
      all.filters
        .find((f) => f.name === "trip_types")
        ?.options.map((o) => ({ ...o, selected: o.value === "Nature" })),
    );
    const threeDays = await list("/places-near/bengaluru?trip_types[]=Nature&days[]=3");
    expect(countOf(nature, "days", "3")).toBe(threeDays.total);
  });

  it("narrows by month to destinations in season and prices by that month", async () => {
    const all = await list("/places-near/bengaluru");
    const january = await list("/places-near/bengaluru?month[]=1&sort_by=price_low_to_high");
    expect(january.total).toBe(countOf(all, "month", "1") ?? -1);
    expect(january.total).toBeLessThanOrEqual(all.total);
    // Sorted by the price cards show, after the discount (issue 15 item 19).
    const prices = january.packages.map((p) => p.discountedPriceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const [first] = january.packages;
    if (first) {
      const [row] = rowsOf(
        await database.db.execute(
          sql`select start_price_minor from package_month_prices where package_id = ${first.id} and month = 1`,
        ),
        z.object({ start_price_minor: int8 }),
      );
      expect(first.priceMinor).toBe(Number(row?.start_price_minor));
    }
  });

  it("gives filters without counts, and the same filters with counts", async () => {
    const route = routeOf("/hill-station-places?days[]=3");
    const plain = await weekend.filters(route);
    const counted = await weekend.filterCounts(route);
    expect(plain.every((f) => f.options.every((o) => o.count === undefined))).toBe(true);
    expect(counted.map((f) => f.name)).toEqual(plain.map((f) => f.name));
    expect(
      counted.find((f) => f.name === "days")?.options.every((o) => typeof o.count === "number"),
    ).toBe(true);
    expect(
      counted.find((f) => f.name === "days")?.options.find((o) => o.value === "3"),
    ).toMatchObject({ selected: true });
  });
});

describe("places near a source city", () => {
  it("lists the places getaways visit, nearest first, with their counts", async () => {
    const places = await weekend.places({ source: "bengaluru", theme: null });
    expect(places.length).toBeGreaterThan(0);
    const kms = places.map((p) => p.distanceKm);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    for (const p of places) {
      expect(p.distanceKm).toBeGreaterThan(WEEKEND_LEAVE_TOWN_KM - 5);
      expect(p.distanceKm).toBeLessThanOrEqual(WEEKEND_RADIUS_KM);
      expect(p.packages).toBeGreaterThan(0);
    }
    const total = (await list("/places-near/bengaluru")).total;
    for (const p of places) expect(p.packages).toBeLessThanOrEqual(total);
  });
});

describe("holiday themes offered per source city", () => {
  it("offers a theme from a source exactly when its page there has getaways", async () => {
    const offered = await weekend.themesOffered();
    let shown = 0;
    for (const source of WEEKEND_SOURCES) {
      for (const theme of HOLIDAY_THEMES) {
        const url = buildWeekendUrl({
          locale: DEFAULT_LOCALE,
          kind: "theme",
          source: source.slug,
          theme: theme.slug,
          page: 1,
          filters: defaultWeekendFilters(),
        });
        const { total } = await list(url);
        expect(offered[source.slug]?.includes(theme.slug), `${url}: ${total}`).toBe(total > 0);
        if (total > 0) shown += 1;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });
});
