import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { distanceKm } from "../../../common/geo";
import {
  indiaToday,
  type UpcomingWeekend,
  upcomingWeekends,
  WEEKEND_TYPES,
  type WeekendType,
} from "../../../common/holidays";
import { FILTER_OPTIONS } from "../../../common/listing-url";
import { DEFAULT_LOCALE } from "../../../common/locale";
import { MONTH_NAMES } from "../../../common/months";
import {
  defaultWeekendFilters,
  HOLIDAY_THEMES,
  type HolidayThemeSlug,
  WEEKEND_DAYS_OPTIONS,
  WEEKEND_FILTERS,
  WEEKEND_LEAVE_TOWN_KM,
  WEEKEND_MAX_DAYS,
  WEEKEND_PAGE_SIZE,
  WEEKEND_RADIUS_KM,
  WEEKEND_SORT_OPTIONS,
  WEEKEND_SOURCES,
  type WeekendFilterName,
  type WeekendRoute,
  type WeekendSourceSlug,
  weekendOffset,
  weekendSource,
  weekendTitle,
} from "../../../common/weekend-url";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";
import { memoize } from "../../lib/ttl-cache";
import type { CatalogChanges } from "./catalog-changes";
import {
  type CountedGroup,
  cardColumns,
  cardRow,
  countFacets,
  PACKAGE_ORDER,
  type PackageCard,
  priceExpr,
  priceInRanges,
  sqlList,
  textArray,
  toPackageCard,
  whereClause,
} from "./package-query";

// Weekend getaways (spec §2 "Weekend getaways", §7 "weekend listing, weekend filter, weekend
// filter count", "destination listing"): packages of at most WEEKEND_MAX_DAYS days whose every
// city lies within WEEKEND_RADIUS_KM of the source city and one of them beyond
// WEEKEND_LEAVE_TOWN_KM. Distances come from the cities' coordinates.

/** Months offered by the month filter: this one and the next five (spec §2 months of travel). */
const MONTHS_AHEAD = 6;
const CACHE_MS = 60_000;

export interface WeekendCard extends PackageCard {
  /** Straight-line distance from the source city to the trip's farthest city. */
  distanceKm: number;
}

export interface WeekendFilterOption {
  value: string;
  label: string;
  selected: boolean;
  /** Packages this option would give with the other filters; absent on sort_by. */
  count?: number;
  /** Dates of a weekend, e.g. "25–27 Dec · Christmas Day". */
  detail?: string;
}

/** One filter of the weekend pages, in the spec's order, carrying its query parameter. */
export interface WeekendFilter {
  name: WeekendFilterName;
  title: string;
  param_name: string;
  multiple: boolean;
  options: WeekendFilterOption[];
}

/** A place near the source city (spec §7 "destination listing"). */
export interface WeekendPlace {
  city: { slug: string; name: string };
  destination: { slug: string; name: string };
  distanceKm: number;
  /** Weekend getaways that visit it. */
  packages: number;
}

export interface WeekendListing {
  source: { slug: WeekendSourceSlug; name: string };
  theme: { slug: HolidayThemeSlug; label: string } | null;
  title: string;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  packages: WeekendCard[];
  weekends: UpcomingWeekend[];
  filters: WeekendFilter[];
}

const cityRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  d_id: z.number(),
  d_slug: z.string(),
  d_name: z.string(),
});
type CityRow = z.infer<typeof cityRow>;
const totalRow = z.object({ n: z.number() });
const existsRow = z.object({ found: z.boolean() });
/** A getaway's card and how far its farthest city lies (numeric: a string on node-postgres). */
const getawayRow = cardRow.extend({ distance_km: int8 });
const cityCountRow = z.object({ city_id: z.number(), n: z.number() });

interface NearCity extends CityRow {
  km: number;
}

/** What a route's queries depend on besides the route: the cities in reach and the calendar. */
interface Scope {
  route: WeekendRoute;
  near: NearCity[];
  weekends: UpcomingWeekend[];
  /** The month prices are read for: the chosen month, else the first chosen weekend's. */
  priceMonth: number | null;
}

type CountedFilter = Exclude<WeekendFilterName, "sort_by">;

const kmRounded = (km: number) => Math.round(km / 5) * 5;

export function createWeekendService(
  db: Db,
  options: { now?: () => Date; changes?: Pick<CatalogChanges, "subscribe"> } = {},
) {
  const now = options.now ?? (() => new Date());

  const indianCities = memoize(CACHE_MS, async () =>
    rowsOf(
      await db.execute(sql`
        select c.id, c.slug, c.name, c.lat, c.lng, d.id as d_id, d.slug as d_slug, d.name as d_name
        from cities c join destinations d on d.id = c.destination_id
        where d.type = 'india' and d.has_package`),
      cityRow,
    ),
  );

  async function scopeOf(route: WeekendRoute): Promise<Scope> {
    const source = weekendSource(route.source);
    const near = (await indianCities())
      .map((c) => ({ ...c, km: distanceKm(source, c) }))
      .filter((c) => c.km <= WEEKEND_RADIUS_KM)
      .sort((a, b) => a.km - b.km);
    const weekends = upcomingWeekends(now());
    const chosenWeekend = weekends.find((w) => route.filters.weekendNumbers.includes(w.number));
    const priceMonth =
      route.filters.months[0] ??
      (chosenWeekend ? Number(chosenWeekend.saturday.slice(5, 7)) : null);
    return { route, near, weekends, priceMonth };
  }

  /** (city id, km) of the cities in reach, for joining. */
  function nearTable(near: NearCity[]): SQL {
    return sql`(values ${sql.join(
      near.map((c) => sql`(${c.id}::int, ${c.km}::float8)`),
      sql`, `,
    )}) as near(city_id, km)`;
  }

  /** Longest trip over the weekends that pass `test`; null when none does. */
  function longestTrip(weekends: UpcomingWeekend[], test: (w: UpcomingWeekend) => boolean) {
    const fitting = weekends.filter(test);
    return fitting.length ? Math.max(...fitting.map((w) => w.maxTripDays)) : null;
  }

  const fitsTrip = (maxDays: number | null): SQL =>
    maxDays === null ? sql`false` : sql`p.days <= ${maxDays}`;

  /** The getaway itself: short, in reach, out of town, on the theme. */
  function baseConditions({ route, near }: Scope): SQL[] {
    const away = near.filter((c) => c.km > WEEKEND_LEAVE_TOWN_KM);
    if (away.length === 0) return [sql`false`];
    const where = [
      sql`p.days <= ${WEEKEND_MAX_DAYS}`,
      sql`p.destination_id in (${sqlList([...new Set(near.map((c) => c.d_id))])})`,
      sql`not exists (select 1 from package_cities pc where pc.package_id = p.id and pc.city_id not in (${sqlList(near.map((c) => c.id))}))`,
      sql`exists (select 1 from package_cities pc where pc.package_id = p.id and pc.city_id in (${sqlList(away.map((c) => c.id))}))`,
    ];
    if (route.theme) {
      const theme = HOLIDAY_THEMES.find((t) => t.slug === route.theme);
      if (theme) where.push(sql`p.trip_types @> ${textArray([theme.tripType])}`);
    }
    return where;
  }

  /** Base conditions and every filter but `skip`'s. */
  function conditions(scope: Scope, skip?: CountedFilter): SQL[] {
    const f = scope.route.filters;
    const where = baseConditions(scope);
    if (skip !== "price_ranges" && f.priceRanges.length) {
      const ranges = FILTER_OPTIONS.price_ranges.filter((r) => f.priceRanges.includes(r.value));
      where.push(priceInRanges(priceExpr(scope.priceMonth), ranges));
    }
    if (skip !== "month" && f.months.length) where.push(inSeason(f.months));
    if (skip !== "days" && f.days.length) where.push(sql`p.days in (${sqlList(f.days)})`);
    const numbers = skip === "weekend_number" ? [] : f.weekendNumbers;
    const types = skip === "weekend_type" ? [] : f.weekendTypes;
    if (numbers.length || types.length) {
      where.push(
        fitsTrip(
          longestTrip(
            scope.weekends,
            (w) =>
              (!numbers.length || numbers.includes(w.number)) &&
              (!types.length || types.includes(w.type)),
          ),
        ),
      );
    }
    if (skip !== "trip_types" && f.tripTypes.length)
      where.push(sql`p.trip_types && ${textArray(f.tripTypes)}`);
    return where;
  }

  /** The destination is at its best in one of the months. */
  function inSeason(months: readonly number[]): SQL {
    return sql`exists (select 1 from destinations dm where dm.id = p.destination_id and dm.best_months && array[${sqlList(months)}]::smallint[])`;
  }

  function monthOptions(selected: readonly number[]) {
    const [year = 0, month = 1] = indiaToday(now()).split("-").map(Number);
    const ahead = Array.from({ length: MONTHS_AHEAD }, (_, i) => {
      const m = ((month - 1 + i) % 12) + 1;
      return { month: m, year: year + Math.floor((month - 1 + i) / 12) };
    });
    // A chosen month outside the window (an old link) stays visible so it can be cleared.
    for (const m of selected) {
      if (!ahead.some((a) => a.month === m)) ahead.push({ month: m, year: 0 });
    }
    return ahead.map((a) => ({
      value: String(a.month),
      label: a.year ? `${MONTH_NAMES[a.month - 1]} ${a.year}` : (MONTH_NAMES[a.month - 1] ?? ""),
    }));
  }

  function weekendDetail(w: UpcomingWeekend): string {
    return [w.dates, ...w.holidays.map((h) => h.name)].join(" · ");
  }

  /** Every filter in the spec's order, options with the SQL a package meets to count for them. */
  function filterSpecs(scope: Scope) {
    const { route, weekends } = scope;
    const f = route.filters;
    const price = priceExpr(scope.priceMonth);
    const specs: Record<
      CountedFilter,
      {
        options: { value: string; label: string; detail?: string; test: SQL }[];
        selected: string[];
      }
    > = {
      price_ranges: {
        options: FILTER_OPTIONS.price_ranges.map((r) => ({
          value: r.value,
          label: r.label,
          test: priceInRanges(price, [r]),
        })),
        selected: f.priceRanges,
      },
      month: {
        options: monthOptions(f.months).map((o) => ({
          ...o,
          test: inSeason([Number(o.value)]),
        })),
        selected: f.months.map(String),
      },
      days: {
        options: WEEKEND_DAYS_OPTIONS.map((d) => ({
          value: String(d.value),
          label: d.label,
          test: sql`p.days = ${d.value}`,
        })),
        selected: f.days.map(String),
      },
      weekend_number: {
        options: weekends.map((w) => ({
          value: String(w.number),
          label: w.label,
          detail: weekendDetail(w),
          test: fitsTrip(
            longestTrip([w], (x) => !f.weekendTypes.length || f.weekendTypes.includes(x.type)),
          ),
        })),
        selected: f.weekendNumbers.map(String),
      },
      weekend_type: {
        options: WEEKEND_TYPES.map((t) => ({
          value: t.value,
          label: t.label,
          test: fitsTrip(
            longestTrip(
              weekends,
              (w) =>
                w.type === (t.value as WeekendType) &&
                (!f.weekendNumbers.length || f.weekendNumbers.includes(w.number)),
            ),
          ),
        })),
        selected: f.weekendTypes,
      },
      trip_types: {
        options: FILTER_OPTIONS.trip_types.map((t) => ({
          value: t.value,
          label: t.label,
          test: sql`p.trip_types @> ${textArray([t.value])}`,
        })),
        selected: f.tripTypes,
      },
    };
    return specs;
  }

  function assemble(
    scope: Scope,
    counts: Map<CountedFilter, { value: string; count: number }[]> | null,
  ): WeekendFilter[] {
    const specs = filterSpecs(scope);
    return WEEKEND_FILTERS.map((filter) => {
      if (filter.name === "sort_by") {
        return {
          name: filter.name,
          title: filter.title,
          param_name: filter.paramName,
          multiple: false,
          options: WEEKEND_SORT_OPTIONS.map((o) => ({
            value: o.value,
            label: o.label,
            selected: o.value === scope.route.filters.sortBy,
          })),
        };
      }
      const spec = specs[filter.name];
      const counted = counts?.get(filter.name);
      return {
        name: filter.name,
        title: filter.title,
        param_name: filter.paramName,
        multiple: true,
        options: spec.options.map((o) => ({
          value: o.value,
          label: o.label,
          selected: spec.selected.includes(o.value),
          ...(o.detail ? { detail: o.detail } : {}),
          ...(counted ? { count: counted.find((c) => c.value === o.value)?.count ?? 0 } : {}),
        })),
      };
    });
  }

  async function countFilters(scope: Scope) {
    const specs = filterSpecs(scope);
    const groups: CountedGroup<CountedFilter>[] = (Object.keys(specs) as CountedFilter[]).map(
      (name) => ({ group: name, options: specs[name].options, selected: specs[name].selected }),
    );
    return countFacets(
      db,
      groups,
      (skip) => sql`from packages p ${whereClause(conditions(scope, skip))}`,
    );
  }

  async function listing(route: WeekendRoute): Promise<WeekendListing> {
    const scope = await scopeOf(route);
    const where = whereClause(conditions(scope));
    const price = priceExpr(scope.priceMonth);
    const source = weekendSource(route.source);
    const theme = route.theme ? HOLIDAY_THEMES.find((t) => t.slug === route.theme) : undefined;
    const empty = scope.near.length === 0;
    const distance = empty
      ? sql`0`
      : sql`(select max(near.km) from package_cities pc join ${nearTable(scope.near)} on near.city_id = pc.city_id where pc.package_id = p.id)`;
    const order =
      route.filters.sortBy === "distance_near_to_far"
        ? sql`distance_km asc, p.popularity desc, p.id`
        : PACKAGE_ORDER[route.filters.sortBy](price);

    const [[countRow], rows, counts] = await Promise.all([
      db
        .execute(sql`select count(*)::int as n from packages p ${where}`)
        .then((r) => rowsOf(r, totalRow)),
      db
        .execute(sql`
          select ${cardColumns(scope.priceMonth)}, ${distance} as distance_km
          from packages p join destinations d on d.id = p.destination_id
          ${where}
          order by ${order}
          limit ${WEEKEND_PAGE_SIZE} offset ${weekendOffset(route.page)}`)
        .then((r) => rowsOf(r, getawayRow)),
      countFilters(scope),
    ]);
    const total = countRow?.n ?? 0;
    return {
      source: { slug: source.slug, name: source.name },
      theme: theme ? { slug: theme.slug, label: theme.label } : null,
      title: weekendTitle(route),
      total,
      page: route.page,
      pageSize: WEEKEND_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / WEEKEND_PAGE_SIZE)),
      packages: rows.map((r) => ({
        ...toPackageCard(r, scope.priceMonth),
        distanceKm: kmRounded(Number(r.distance_km)),
      })),
      weekends: scope.weekends,
      filters: assemble(scope, counts),
    };
  }

  /**
   * The holiday themes that have getaways from each source city (issue 30: a link leads to a
   * non-empty page or is not offered). One existence check per source and theme, kept until the
   * catalogue changes (or ten minutes).
   */
  const themesOffered = memoize(CACHE_MS * 10, async () => {
    const offered: Partial<Record<WeekendSourceSlug, HolidayThemeSlug[]>> = {};
    for (const source of WEEKEND_SOURCES) {
      const themes: HolidayThemeSlug[] = [];
      for (const theme of HOLIDAY_THEMES) {
        const scope = await scopeOf({
          locale: DEFAULT_LOCALE,
          kind: "theme",
          source: source.slug,
          theme: theme.slug,
          page: 1,
          filters: defaultWeekendFilters(),
        });
        const [row] = rowsOf(
          await db.execute(
            sql`select exists (select 1 from packages p ${whereClause(baseConditions(scope))}) as found`,
          ),
          existsRow,
        );
        if (row?.found) themes.push(theme.slug);
      }
      offered[source.slug] = themes;
    }
    return offered;
  });

  options.changes?.subscribe(() => {
    indianCities.clear();
    themesOffered.clear();
  });
  return {
    /** Spec §7 "weekend listing": one page of 20 getaways with the filters and their counts. */
    listing,

    /** Per source city, the holiday themes it has getaways for: what its pages offer. */
    themesOffered,

    /** Spec §7 "weekend filter": the filters of a page, without counts. */
    async filters(route: WeekendRoute): Promise<WeekendFilter[]> {
      return assemble(await scopeOf(route), null);
    },

    /** Spec §7 "weekend filter count": the filters with each option's count. */
    async filterCounts(route: WeekendRoute): Promise<WeekendFilter[]> {
      const scope = await scopeOf(route);
      return assemble(scope, await countFilters(scope));
    },

    /**
     * Spec §7 "destination listing": the places in a weekend's reach of the source city that
     * getaways (on the theme, when given) visit, nearest first.
     */
    async places(route: Pick<WeekendRoute, "source" | "theme">): Promise<WeekendPlace[]> {
      const scope = await scopeOf({
        locale: DEFAULT_LOCALE,
        kind: route.theme ? "theme" : "near",
        source: route.source,
        theme: route.theme,
        page: 1,
        filters: defaultWeekendFilters(),
      });
      const away = scope.near.filter((c) => c.km > WEEKEND_LEAVE_TOWN_KM);
      if (away.length === 0) return [];
      const counts = rowsOf(
        await db.execute(sql`
          select pc.city_id, count(distinct p.id)::int as n
          from packages p join package_cities pc on pc.package_id = p.id
          ${whereClause([...baseConditions(scope), sql`pc.city_id in (${sqlList(away.map((c) => c.id))})`])}
          group by pc.city_id`),
        cityCountRow,
      );
      const byCity = new Map(counts.map((r) => [r.city_id, r.n]));
      return away
        .filter((c) => (byCity.get(c.id) ?? 0) > 0)
        .map((c) => ({
          city: { slug: c.slug, name: c.name },
          destination: { slug: c.d_slug, name: c.d_name },
          distanceKm: kmRounded(c.km),
          packages: byCity.get(c.id) ?? 0,
        }));
    },
  };
}

export type WeekendService = ReturnType<typeof createWeekendService>;
