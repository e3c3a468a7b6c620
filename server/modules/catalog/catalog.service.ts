import { asc, desc, eq, sql } from "drizzle-orm";
import { DEFAULT_DESTINATIONS } from "../../../common/default-destinations";
import type { CurrencyCode } from "../../../common/locale";
import {
  HOLIDAY_THEME_LINKS,
  type NavLink,
  PACKAGE_LISTING_LINKS,
  WEEKEND_GETAWAY_LINKS,
} from "../../../common/navigation";
import type { Db } from "../../db";
import { memoize } from "../../lib/ttl-cache";
import { destinations, exchangeRates } from "./catalog.schema";
import type { CatalogueChanges } from "./catalogue-changes";

export type DestinationType = "india" | "international";

export interface NavGroup {
  region: string;
  links: NavLink[];
}

export interface TopNavigation {
  listing: NavLink[];
  weekend: NavLink[];
  category: NavLink[];
  destination: Record<DestinationType, NavGroup[]>;
}

export interface DestinationCard {
  slug: string;
  name: string;
  type: DestinationType;
  region: string;
  tagline: string;
  bestMonths: number[];
  idealDays: { min: number; max: number };
  palette: string[];
  cityNames: string[];
  href: string;
}

export interface TrendingDestination {
  slug: string;
  name: string;
  type: DestinationType;
  region: string;
  palette: string[];
  /** Packages of the category at this destination. */
  packagesCount: number;
  /** The cheapest of them, by its cheapest month: INR paise. */
  fromPriceMinor: number;
}

/** Package categories trending destinations are listed for; "tour" means every package. */
export const TRENDING_CATEGORIES = [
  "tour",
  "honeymoon",
  "family",
  "friends",
  "seasonal",
  "bike",
] as const;
export type TrendingCategory = (typeof TRENDING_CATEGORIES)[number];

export interface DestinationOption {
  value: string;
  label: string;
  hasPackage: boolean;
}

const NAV_DESTINATIONS_PER_TYPE = 24;
/** A sitemap file holds at most 50,000 URLs; leave room for the fixed pages. */
const SITEMAP_PACKAGE_LIMIT = 45_000;
const CACHE_MS = 60_000;

export function destinationHref(slug: string): string {
  return `/tour-packages/${slug}`;
}

function fixedNavigation(): Omit<TopNavigation, "destination"> {
  return {
    listing: [...PACKAGE_LISTING_LINKS],
    weekend: [...WEEKEND_GETAWAY_LINKS],
    category: [...HOLIDAY_THEME_LINKS],
  };
}

export function createCatalogService(db: Db, changes?: CatalogueChanges) {
  const topNavigation = memoize(CACHE_MS, async (): Promise<TopNavigation> => {
    const rows = await db
      .select({
        slug: destinations.slug,
        name: destinations.name,
        type: destinations.type,
        region: destinations.region,
      })
      .from(destinations)
      .where(eq(destinations.hasPackage, true))
      .orderBy(desc(destinations.popularity), asc(destinations.name));

    const destination: Record<DestinationType, NavGroup[]> = { india: [], international: [] };
    for (const type of ["india", "international"] as const) {
      const groups = new Map<string, NavLink[]>();
      for (const row of rows.filter((r) => r.type === type).slice(0, NAV_DESTINATIONS_PER_TYPE)) {
        const links = groups.get(row.region) ?? [];
        links.push({ label: row.name, href: destinationHref(row.slug) });
        groups.set(row.region, links);
      }
      destination[type] = [...groups].map(([region, links]) => ({ region, links }));
    }
    return { ...fixedNavigation(), destination };
  });

  const searchList = memoize(CACHE_MS, async () => {
    const rows = await db
      .select({
        slug: destinations.slug,
        name: destinations.name,
        hasPackage: destinations.hasPackage,
      })
      .from(destinations)
      .orderBy(desc(destinations.popularity), asc(destinations.name));
    const searchableDestinations: DestinationOption[] = rows.map((r) => ({
      value: r.slug,
      label: r.name,
      hasPackage: r.hasPackage,
    }));
    return { defaultDestinations: [...DEFAULT_DESTINATIONS], searchableDestinations };
  });

  async function loadFeatured(type: DestinationType, limit: number): Promise<DestinationCard[]> {
    const rows = await db
      .select({
        slug: destinations.slug,
        name: destinations.name,
        type: destinations.type,
        region: destinations.region,
        tagline: destinations.tagline,
        bestMonths: destinations.bestMonths,
        idealDaysMin: destinations.idealDaysMin,
        idealDaysMax: destinations.idealDaysMax,
        palette: destinations.palette,
        // Spelled out with table names: inside a correlated subquery Drizzle would render
        // bare column names, and "id" would then mean cities.id.
        cityNames: sql<
          string[]
        >`coalesce((select array_agg(c.name order by c.position) from cities c where c.destination_id = "destinations"."id"), '{}')`,
      })
      .from(destinations)
      .where(sql`${destinations.type} = ${type} and ${destinations.hasPackage}`)
      .orderBy(desc(destinations.popularity), asc(destinations.name))
      .limit(limit);
    return rows.map(({ idealDaysMin, idealDaysMax, ...r }) => ({
      ...r,
      idealDays: { min: idealDaysMin, max: idealDaysMax },
      href: destinationHref(r.slug),
    }));
  }

  const rates = memoize(CACHE_MS, async () => {
    const rows = await db
      .select({ currency: exchangeRates.currency, perInr: exchangeRates.perInr })
      .from(exchangeRates);
    return Object.fromEntries(rows.map((r) => [r.currency, r.perInr])) as Partial<
      Record<CurrencyCode, number>
    >;
  });

  // Six categories: one memo each, over every destination; callers take what they need.
  const trending = new Map<TrendingCategory, () => Promise<TrendingDestination[]>>();
  const loadTrending = async (category: TrendingCategory): Promise<TrendingDestination[]> => {
    const rows = await db.execute(sql`
      select d.slug, d.name, d.type, d.region, d.palette, count(*)::int as packages_count,
        min(p.min_price_minor) as from_price_minor
      from destinations d join packages p on p.destination_id = d.id
      where d.has_package ${category === "tour" ? sql`` : sql`and p.categories @> array[${category}]::text[]`}
      group by d.id
      order by d.popularity desc, count(*) desc, d.name`);
    return (
      rows as unknown as {
        rows: (Omit<TrendingDestination, "packagesCount" | "fromPriceMinor"> & {
          packages_count: number;
          from_price_minor: string | number;
        })[];
      }
    ).rows.map(({ packages_count, from_price_minor, ...d }) => ({
      ...d,
      packagesCount: packages_count,
      fromPriceMinor: Number(from_price_minor),
    }));
  };

  // Few (type, limit) pairs exist, all chosen by our own routes, so this map stays small.
  const featured = new Map<string, () => Promise<DestinationCard[]>>();

  const sitemap = memoize(CACHE_MS, async () => {
    const rows = await db.execute(sql`
      select '/tour-packages/' || d.slug as path from destinations d
        where d.has_package and exists (select 1 from packages p where p.destination_id = d.id)
      union all
      (select '/packages/' || p.slug from packages p order by p.popularity desc, p.id limit ${SITEMAP_PACKAGE_LIMIT})`);
    return (rows as unknown as { rows: { path: string }[] }).rows.map((r) => r.path);
  });

  changes?.subscribe(() => {
    for (const memo of [topNavigation, searchList, rates, sitemap]) memo.clear();
    featured.clear();
    trending.clear();
  });

  return {
    /** Paths for /sitemap.xml: listings per destination, then the most popular packages. */
    sitemapPaths: sitemap,
    /** Units of each currency per INR, for showing prices in the locale's currency. */
    exchangeRates: rates,
    topNavigation,
    /** The fixed menus alone, for when destinations cannot be read. */
    fallbackNavigation: (): TopNavigation => ({
      ...fixedNavigation(),
      destination: { india: [], international: [] },
    }),
    /** Spec §7 "destination search list": defaultDestinations + searchableDestinations. */
    destinationSearchList: searchList,

    featuredDestinations(type: DestinationType, limit: number): Promise<DestinationCard[]> {
      const key = `${type}:${limit}`;
      let load = featured.get(key);
      if (!load) {
        load = memoize(CACHE_MS, () => loadFeatured(type, limit));
        featured.set(key, load);
      }
      return load();
    },

    /**
     * Spec §7 "trending destinations by category" (default tour): destinations that sell
     * packages of the category, most popular first, with how many and from what price.
     */
    async trendingDestinations(
      category: TrendingCategory = "tour",
      limit = 12,
    ): Promise<TrendingDestination[]> {
      let load = trending.get(category);
      if (!load) {
        load = memoize(CACHE_MS, () => loadTrending(category));
        trending.set(category, load);
      }
      return (await load()).slice(0, limit);
    },

    async countDestinations(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(destinations);
      return row?.n ?? 0;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
