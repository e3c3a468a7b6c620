import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { ArtFeature } from "../../../common/artwork";
import { DEFAULT_DESTINATIONS } from "../../../common/default-destinations";
import { HERO_SLIDE_COUNT } from "../../../common/hero-slider";
import { destinationListingUrl } from "../../../common/listing-url";
import type { CurrencyCode } from "../../../common/locale";
import {
  HOLIDAY_THEME_LINKS,
  type NavLink,
  PACKAGE_LISTING_LINKS,
  WEEKEND_GETAWAY_LINKS,
} from "../../../common/navigation";
import { buildPackageUrl } from "../../../common/package-url";
import type { ReviewText } from "../../../common/reviews";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";
import { memoize } from "../../lib/ttl-cache";
import { destinations, exchangeRates } from "./catalog.schema";
import type { CatalogChanges } from "./catalog-changes";
import type { PictureSubject } from "./package.service";
import {
  artFeatureRow,
  destinationFeature,
  destinationFromPrice,
  destinationTypeColumn,
  pictureRow,
  reviewColumns,
} from "./package-query";

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
  /** The sight its picture shows (common/artwork.ts). */
  feature: ArtFeature | null;
  cityNames: string[];
  href: string;
}

/** A hero slide on home: a destination with what its packages start at. */
export interface HeroSlide {
  slug: string;
  name: string;
  tagline: string;
  feature: ArtFeature | null;
  packages: number;
  /** Start price before its discount of the package that is cheapest after it, INR paise. */
  fromPriceMinor: number;
  /** The same package's price after its discount. */
  fromDiscountedPriceMinor: number;
  maxDiscountPercent: number;
  href: string;
}

/** A traveller's review of a package, for home's testimonials. */
export interface Testimonial extends ReviewText {
  package: { slug: string; name: string };
  destination: string;
}

/** What package detail shows of its destination below the fold. */
export interface DestinationFacts {
  name: string;
  bestMonths: number[];
  faqs: { question: string; answer: string }[];
}
/** What a destination guide shows of the catalogue (packages, month prices, FAQs, reviews). */
export interface DestinationGuideFacts {
  name: string;
  packagesCount: number;
  /** The cheapest package's cheapest month, after discount: INR paise; null without packages. */
  fromPriceMinor: number | null;
  /** Per month, the lowest discounted start price among the destination's packages. */
  monthPrices: { month: number; priceMinor: number }[];
  faqs: { question: string; answer: string }[];
  /** Travellers' reviews of the destination's packages, best and most recent first. */
  stories: {
    author: string;
    city: string;
    rating: number;
    title: string;
    body: string;
    travelledOn: string;
    package: { slug: string; name: string };
  }[];
}

const GUIDE_STORIES = 6;

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
/** Home's hero slider: the most popular destinations, four in India and the rest abroad. */
const HERO_SLIDES = { india: 4, international: HERO_SLIDE_COUNT - 4 } as const;
const TESTIMONIALS_ON_HOME = 6;
/** Reviews considered per destination when picking its testimonial. */
const TESTIMONIAL_CANDIDATES = 5;
/** A sitemap file holds at most 50,000 URLs; leave room for the fixed pages. */
const SITEMAP_PACKAGE_LIMIT = 45_000;
const CACHE_MS = 60_000;

/** A destination's tour-package listing: where its cards and menu entries lead. */
export function destinationHref(slug: string): string {
  return destinationListingUrl(slug);
}

const trendingRow = z.object({
  slug: z.string(),
  name: z.string(),
  type: destinationTypeColumn,
  region: z.string(),
  palette: z.array(z.string()),
  packages_count: z.number(),
  from_price_minor: int8,
});
const sitemapRow = z.object({ kind: z.enum(["destination", "package"]), slug: z.string() });
const heroSlideRow = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  feature: artFeatureRow,
  packages: z.number(),
  min_price_minor: int8,
  min_discounted_price_minor: int8,
  max_discount: z.number().nullable(),
});
const testimonialRow = z.object({
  ...reviewColumns,
  p_slug: z.string(),
  p_name: z.string(),
  d_name: z.string(),
});
const faqRow = z.object({ question: z.string(), answer: z.string() });
const guideFactsRow = z.object({
  id: z.number(),
  name: z.string(),
  packages_count: z.number(),
  from_price: int8.nullable(),
});
const monthPriceRow = z.object({ month: z.number(), price: int8 });
const storyRow = z.object({ ...reviewColumns, slug: z.string(), name: z.string() });

function fixedNavigation(): Omit<TopNavigation, "destination"> {
  return {
    listing: [...PACKAGE_LISTING_LINKS],
    weekend: [...WEEKEND_GETAWAY_LINKS],
    category: [...HOLIDAY_THEME_LINKS],
  };
}

export function createCatalogService(db: Db, changes?: CatalogChanges) {
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
        // Spelled out with table names: inside a correlated subquery Drizzle would render
        // bare column names, and "id" would then mean cities.id.
        cityNames: sql<
          string[]
        >`coalesce((select array_agg(c.name order by c.position) from cities c where c.destination_id = "destinations"."id"), '{}')`,
        feature: sql<ArtFeature | null>`${destinationFeature(sql`"destinations"."id"`)}`,
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
    const inCategory = category === "tour" ? null : sql`p.categories @> array[${category}]::text[]`;
    const rows = await db.execute(sql`
      select d.slug, d.name, d.type, d.region, d.palette, count(*)::int as packages_count,
        ${destinationFromPrice(sql`d.id`, { discounted: false, where: inCategory })} as from_price_minor
      from destinations d join packages p on p.destination_id = d.id
      where d.has_package ${inCategory ? sql`and ${inCategory}` : sql``}
      group by d.id
      order by d.popularity desc, count(*) desc, d.name`);
    return rowsOf(rows, trendingRow).map(({ packages_count, from_price_minor, ...d }) => ({
      ...d,
      packagesCount: packages_count,
      fromPriceMinor: Number(from_price_minor),
    }));
  };

  // Few (type, limit) pairs exist, all chosen by our own routes, so this map stays small.
  const featured = new Map<string, () => Promise<DestinationCard[]>>();

  const sitemap = memoize(CACHE_MS, async () => {
    const rows = await db.execute(sql`
      select 'destination' as kind, d.slug from destinations d
        where d.has_package and exists (select 1 from packages p where p.destination_id = d.id)
      union all
      (select 'package', p.slug from packages p order by p.popularity desc, p.id limit ${SITEMAP_PACKAGE_LIMIT})`);
    return rowsOf(rows, sitemapRow).map((r) =>
      r.kind === "destination" ? destinationHref(r.slug) : buildPackageUrl(r.slug),
    );
  });

  const heroSlides = memoize(CACHE_MS, async (): Promise<HeroSlide[]> => {
    const rows = rowsOf(
      await db.execute(sql`
        with selling as (
          select id, slug, name, tagline, popularity, type from destinations d
          where has_package and exists (select 1 from packages p where p.destination_id = d.id)),
        top as (
          (select * from selling where type = 'india' order by popularity desc, name limit ${HERO_SLIDES.india})
          union all
          (select * from selling where type = 'international' order by popularity desc, name limit ${HERO_SLIDES.international}))
        select d.slug, d.name, d.tagline, ${destinationFeature(sql`d.id`)} as feature,
          (select count(*)::int from packages p where p.destination_id = d.id) as packages,
          cheapest.min_price_minor, cheapest.min_discounted_price_minor,
          (select max(p.discount_percent) from packages p where p.destination_id = d.id) as max_discount
        from top d
        cross join lateral (select p.min_price_minor, p.min_discounted_price_minor from packages p
          where p.destination_id = d.id order by p.min_discounted_price_minor, p.id limit 1) cheapest
        order by d.popularity desc, d.name`),
      heroSlideRow,
    );
    return rows.map((r) => {
      return {
        slug: r.slug,
        name: r.name,
        tagline: r.tagline,
        feature: r.feature,
        packages: r.packages,
        fromPriceMinor: Number(r.min_price_minor),
        fromDiscountedPriceMinor: Number(r.min_discounted_price_minor),
        maxDiscountPercent: r.max_discount ?? 0,
        href: destinationHref(r.slug),
      };
    });
  });

  const testimonials = memoize(CACHE_MS, async (): Promise<Testimonial[]> => {
    // One review per popular destination, from its most popular packages, so the section
    // speaks for several places rather than one busy package.
    const rows = rowsOf(
      await db.execute(sql`
        select x.author, x.city, x.rating, x.title, x.body, x.travelled_on, x.p_slug, x.p_name, d.name as d_name
        from (select id, name, popularity from destinations d where has_package
                and exists (select 1 from packages p join package_reviews r on r.package_id = p.id
                            where p.destination_id = d.id and r.rating >= 4)
              order by popularity desc, name limit ${TESTIMONIALS_ON_HOME}) d
        cross join lateral (
          select r.author, r.city, r.rating, r.title, r.body, r.travelled_on, p.slug as p_slug, p.name as p_name
          from packages p join package_reviews r on r.package_id = p.id
          where p.destination_id = d.id and r.rating >= 4
          order by p.popularity desc, r.rating desc, r.id limit ${TESTIMONIAL_CANDIDATES}) x
        order by d.popularity desc, d.name`),
      testimonialRow,
    );
    // One per destination, preferring a headline not already used ("Memorable holiday" is a
    // common one), so the section reads as different voices.
    const chosen = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const current = chosen.get(row.d_name);
      const titleTaken = (title: string) =>
        [...chosen.values()].some((c) => c !== current && c.title === title);
      if (!current || (titleTaken(current.title) && !titleTaken(row.title))) {
        chosen.set(row.d_name, row);
      }
    }
    return [...chosen.values()].map((r) => ({
      author: r.author,
      city: r.city,
      rating: r.rating,
      title: r.title,
      body: r.body,
      travelledOn: r.travelled_on,
      package: { slug: r.p_slug, name: r.p_name },
      destination: r.d_name,
    }));
  });

  // Every destination (a few hundred rows) by lower-case name and by slug, in id order: trip
  // requests name their destinations, and every quote page looks them up (issue 14).
  const destinationIndex = memoize(CACHE_MS, async () => {
    const rows = await db
      .select({
        id: destinations.id,
        name: destinations.name,
        slug: destinations.slug,
        type: destinations.type,
      })
      .from(destinations)
      .orderBy(asc(destinations.id));
    return rows.map((r) => ({ ...r, lowerName: r.name.toLowerCase() }));
  });

  changes?.subscribe(() => {
    for (const memo of [
      topNavigation,
      searchList,
      rates,
      sitemap,
      heroSlides,
      testimonials,
      destinationIndex,
    ]) {
      memo.clear();
    }
    featured.clear();
    trending.clear();
  });

  return {
    /**
     * The destinations a trip request names (`to_loc`): by name, any case, or by slug with
     * spaces as hyphens; in id order. From memory; a name the memory does not know (a
     * destination added since, by a writer that did not signal) is looked up in the database.
     */
    async destinationsNamed(
      names: readonly string[],
    ): Promise<{ id: number; name: string; type: DestinationType }[]> {
      if (names.length === 0) return [];
      const lower = names.map((n) => n.toLowerCase());
      const slugs = lower.map((n) => n.replace(/\s+/g, "-"));
      const index = await destinationIndex();
      const found = index.filter((d) => lower.includes(d.lowerName) || slugs.includes(d.slug));
      const known = lower.every((n, i) =>
        found.some((d) => d.lowerName === n || d.slug === slugs[i]),
      );
      if (known) return found.map(({ id, name, type }) => ({ id, name, type }));
      return db
        .select({ id: destinations.id, name: destinations.name, type: destinations.type })
        .from(destinations)
        .where(
          or(inArray(sql`lower(${destinations.name})`, lower), inArray(destinations.slug, slugs)),
        )
        .orderBy(asc(destinations.id));
    },

    /** Home's hero slides, most popular first (spec §2 "hero slider"). */
    heroSlides,
    /** Reviews by travellers for home, one per popular destination. */
    testimonials,

    /** Best months and FAQs of a destination; null when there is none by that slug. */
    async destinationFacts(slug: string): Promise<DestinationFacts | null> {
      const [row] = await db
        .select({
          id: destinations.id,
          name: destinations.name,
          bestMonths: destinations.bestMonths,
        })
        .from(destinations)
        .where(eq(destinations.slug, slug));
      if (!row) return null;
      const faqs = rowsOf(
        await db.execute(
          sql`select question, answer from destination_faqs where destination_id = ${row.id} order by position`,
        ),
        faqRow,
      );
      return { name: row.name, bestMonths: row.bestMonths, faqs };
    },

    /** The catalogue side of a destination guide; null for an unknown slug. */
    async destinationGuideFacts(slug: string): Promise<DestinationGuideFacts | null> {
      const [row] = rowsOf(
        await db.execute(sql`
          select d.id, d.name,
            (select count(*)::int from packages p where p.destination_id = d.id) as packages_count,
            ${destinationFromPrice(sql`d.id`)} as from_price
          from destinations d where d.slug = ${slug}`),
        guideFactsRow,
      );
      if (!row) return null;
      const [months, faqs, stories] = await Promise.all([
        db.execute(sql`
          select m.month, min(m.discounted_start_price_minor) as price
          from package_month_prices m join packages p on p.id = m.package_id
          where p.destination_id = ${row.id}
          group by m.month order by m.month`),
        db.execute(
          sql`select question, answer from destination_faqs where destination_id = ${row.id} order by position`,
        ),
        db.execute(sql`
          select r.author, r.city, r.rating, r.title, r.body, r.travelled_on, p.slug, p.name
          from packages p join package_reviews r on r.package_id = p.id
          where p.destination_id = ${row.id}
          order by p.popularity desc, r.rating desc, r.id desc
          limit ${GUIDE_STORIES}`),
      ]);
      return {
        name: row.name,
        packagesCount: row.packages_count,
        fromPriceMinor: row.from_price === null ? null : Number(row.from_price),
        monthPrices: rowsOf(months, monthPriceRow).map((m) => ({
          month: Number(m.month),
          priceMinor: Number(m.price),
        })),
        faqs: rowsOf(faqs, faqRow),
        stories: rowsOf(stories, storyRow).map((r) => ({
          author: r.author,
          city: r.city,
          rating: Number(r.rating),
          title: r.title,
          body: r.body,
          travelledOn: r.travelled_on,
          package: { slug: r.slug, name: r.name },
        })),
      };
    },

    /** What a destination's picture is drawn from; null for an unknown slug. */
    async pictureSubject(slug: string): Promise<PictureSubject | null> {
      const [row] = rowsOf(
        await db.execute(
          sql`select d.palette, ${destinationFeature(sql`d.id`)} as feature from destinations d where d.slug = ${slug}`,
        ),
        pictureRow,
      );
      return row
        ? { seed: `destination-${slug}`, palette: row.palette, feature: row.feature }
        : null;
    },

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

    /** Destinations by id (others' references, e.g. a coupon's destinations), by name. */
    async destinationsByIds(ids: readonly number[]): Promise<DestinationRef[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: destinations.id, slug: destinations.slug, name: destinations.name })
        .from(destinations)
        .where(inArray(destinations.id, [...new Set(ids)]))
        .orderBy(asc(destinations.name));
    },

    /** Destinations whose name or slug is one of `refs` (case-insensitive). */
    async destinationsByNames(refs: readonly string[]): Promise<DestinationRef[]> {
      const keys = [...new Set(refs.map((r) => r.trim().toLowerCase()).filter(Boolean))];
      if (keys.length === 0) return [];
      return db
        .select({ id: destinations.id, slug: destinations.slug, name: destinations.name })
        .from(destinations)
        .where(
          or(inArray(sql`lower(${destinations.name})`, keys), inArray(destinations.slug, keys)),
        )
        .orderBy(asc(destinations.name));
    },

    async countDestinations(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(destinations);
      return row?.n ?? 0;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export interface DestinationRef {
  id: number;
  slug: string;
  name: string;
}
