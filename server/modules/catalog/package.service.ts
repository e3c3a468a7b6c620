import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ArtFeature } from "../../../common/artwork";
import { MAX_COMPARE_PACKAGES, PACKAGE_REVIEWS_PAGE_SIZE } from "../../../common/catalog";
import type { ReviewText } from "../../../common/reviews";
import { normalizeSearchText } from "../../../common/search";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";
import {
  artFeatureRow,
  cardColumns,
  cardRow,
  PACKAGE_FEATURE,
  type PackageCard,
  type PackagePrice,
  packagePriceOf,
  pictureRow,
  priceColumns,
  priceRow,
  reviewColumns,
  toPackageCard,
} from "./package-query";
import { cityIdsWithin, type Places, resolvePlaces, tripPlaces } from "./places";

// Package detail, compare, similar packages and the facts other modules read about a package.

const packageRefRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  days: z.number(),
  nights: z.number(),
});
const packageFactsRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  days: z.number(),
  d_slug: z.string(),
  d_name: z.string(),
});
const detailRow = z.object({
  id: z.number(),
  slug: z.string(),
  family_key: z.string(),
  name: z.string(),
  heading: z.string(),
  days: z.number(),
  nights: z.number(),
  overview: z.string(),
  d_slug: z.string(),
  d_name: z.string(),
  feature: artFeatureRow,
  inclusions: z.array(z.string()),
  inclusion_details: z.array(z.string()),
  exclusions: z.array(z.string()),
  hotel_category: z.number(),
  rating: z.number(),
  reviews_count: z.number(),
  labels: z.array(z.string()),
  ...priceRow.shape,
});
const monthPriceRow = z.object({
  month: z.number(),
  start_price_minor: int8,
  end_price_minor: int8,
  discounted_start_price_minor: int8,
});
const cityDaysRow = z.object({ name: z.string(), days: z.number() });
const itineraryRow = z.object({
  day: z.number(),
  city: z.string(),
  title: z.string(),
  description: z.string(),
});
const reviewRow = z.object(reviewColumns);

export { PACKAGE_REVIEWS_PAGE_SIZE };

/** Similar packages shown on package detail. */
export const SIMILAR_PACKAGES_LIMIT = 4;

export interface PackageDetail {
  id: number;
  slug: string;
  familyKey: string;
  name: string;
  heading: string;
  days: number;
  nights: number;
  overview: string;
  destination: { slug: string; name: string };
  feature: ArtFeature | null;
  cities: { name: string; days: number }[];
  itinerary: { day: number; city: string; title: string; description: string }[];
  inclusions: string[];
  inclusionDetails: string[];
  exclusions: string[];
  hotelCategory: number;
  rating: number;
  reviewsCount: number;
  labels: string[];
  discountPercent: number;
  /** The price for the travel month asked, or the cheapest month's when it has none. */
  price: PackagePrice;
  /** The cheapest month's price: what cards without a month show as "from". */
  fromPrice: PackagePrice;
  /** The month whose price fromPrice is (the earliest of equally cheap ones). */
  cheapestMonth: number | null;
  months: {
    month: number;
    startPriceMinor: number;
    endPriceMinor: number;
    discountedStartPriceMinor: number;
  }[];
  reviews: ReviewText[];
}

/** What the artwork of a package or destination is drawn from. */
export interface PictureSubject {
  seed: string;
  palette: string[];
  feature: ArtFeature | null;
}

/** Words of an agent's package search that say nothing about which package. */
const PACKAGE_SEARCH_FILLER = new Set([
  "package",
  "packages",
  "tour",
  "tours",
  "trip",
  "holiday",
  "in",
  "and",
  "to",
  "the",
  "of",
]);

export function createPackageService(db: Db, places?: Pick<Places, "tree">) {
  const service = {
    /**
     * Packages to compare, in the order asked, one per family: a second version of the same
     * itinerary adds nothing to a comparison (spec §4). Unknown ids are left out.
     */
    async compare(ids: readonly number[], month: number | null): Promise<PackageDetail[]> {
      const details = await Promise.all(
        [...new Set(ids)].slice(0, MAX_COMPARE_PACKAGES).map((id) => service.detail(id, { month })),
      );
      const families = new Set<string>();
      return details.filter((p): p is PackageDetail => {
        if (!p || families.has(p.familyKey)) return false;
        families.add(p.familyKey);
        return true;
      });
    },

    /**
     * What an agent starts a quote from (decision 0207): packages visiting the request's places
     * (to_loc: "Munnar", "Alleppey"), those that visit more of them first, then the most
     * popular; among those, a package as long as the trip (`days`) comes before longer or shorter
     * ones. A search that names places ("kerala", "alleppey", "cochin") looks in and under
     * those places instead; its other words ("houseboat") must be in the package's name,
     * heading, themes or inclusions.
     */
    async searchForDestinations(
      names: readonly string[],
      q?: string,
      { days = null, limit = 8 }: { days?: number | null; limit?: number } = {},
    ) {
      if (!places) throw new Error("package search: the place hierarchy is not configured");
      const tree = await places.tree();
      const leadPlaces = tripPlaces(tree, { names });
      const text = normalizeSearchText(q ?? "");
      const mentioned = resolvePlaces(tree, text);
      const named = new Set(mentioned.flatMap((m) => m.words.split(" ")));
      const words = text
        .split(" ")
        .filter((w) => w && !named.has(w) && !PACKAGE_SEARCH_FILLER.has(w))
        .slice(0, 6);
      const scope = mentioned.length ? mentioned.map((m) => m.place) : leadPlaces;
      const cityIds = cityIdsWithin(
        tree,
        scope.map((p) => p.id),
      );
      if (cityIds.length === 0) return [];
      const visits = (ids: number[]) =>
        sql`exists (select 1 from package_cities pc where pc.package_id = p.id
          and pc.city_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}))`;
      const covered = leadPlaces
        .map((place) => cityIdsWithin(tree, [place.id]))
        .filter((ids) => ids.length > 0)
        .map((ids) => sql`(case when ${visits(ids)} then 1 else 0 end)`);
      const haystack = sql`lower(p.name || ' ' || p.heading || ' ' || array_to_string(p.categories, ' ')
        || ' ' || array_to_string(p.trip_types, ' ') || ' ' || array_to_string(p.inclusions, ' '))`;
      const wordConditions = words.map(
        // Normalised words hold only [a-z0-9]: nothing to escape in the pattern.
        (w) => sql`and ${haystack} like ${`%${w}%`}`,
      );
      return rowsOf(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.days, p.nights
          from packages p
          where ${visits(cityIds)} ${sql.join(wordConditions, sql` `)}
          order by ${covered.length ? sql.join(covered, sql` + `) : sql`0`} desc,
            ${days ? sql`abs(p.days - ${days}),` : sql``} p.popularity desc, p.id
          limit ${limit}`),
        packageRefRow,
      );
    },

    /** The few facts other modules need about a package (trip requests, prefills). */
    async ref(slugOrId: string | number) {
      const rows = rowsOf(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.days, d.slug as d_slug, d.name as d_name
          from packages p join destinations d on d.id = p.destination_id
          where ${typeof slugOrId === "number" ? sql`p.id = ${slugOrId}` : sql`p.slug = ${slugOrId}`}
          limit 1`),
        packageFactsRow,
      );
      const p = rows[0];
      return p
        ? {
            id: p.id,
            slug: p.slug,
            name: p.name,
            days: p.days,
            destinationSlug: p.d_slug,
            destinationName: p.d_name,
          }
        : null;
    },

    /** A package priced for `month` (1-12; null for its cheapest month), one page of reviews. */
    async detail(
      slugOrId: string | number,
      { month = null, reviewsPage = 1 }: { month?: number | null; reviewsPage?: number } = {},
    ): Promise<PackageDetail | null> {
      const [p] = rowsOf(
        await db.execute(sql`
          select p.id, p.slug, p.family_key, p.name, p.heading, p.days, p.nights, p.overview, d.slug as d_slug, d.name as d_name,
            ${PACKAGE_FEATURE} as feature, p.inclusions, p.inclusion_details, p.exclusions, p.hotel_category, p.rating, p.reviews_count,
            p.labels, ${priceColumns(month)}
          from packages p join destinations d on d.id = p.destination_id
          where ${typeof slugOrId === "number" ? sql`p.id = ${slugOrId}` : sql`p.slug = ${slugOrId}`}`),
        detailRow,
      );
      if (!p) return null;
      const [cities, itinerary, months, reviews] = await Promise.all([
        db.execute(
          sql`select c.name, pc.days from package_cities pc join cities c on c.id = pc.city_id where pc.package_id = ${p.id} order by pc.position`,
        ),
        db.execute(
          sql`select pd.day, c.name as city, pd.title, pd.description from package_days pd join cities c on c.id = pd.city_id where pd.package_id = ${p.id} order by pd.day`,
        ),
        db.execute(
          sql`select month, start_price_minor, end_price_minor, discounted_start_price_minor from package_month_prices where package_id = ${p.id} order by month`,
        ),
        db.execute(
          sql`select author, city, rating, title, body, travelled_on from package_reviews where package_id = ${p.id} order by id limit ${PACKAGE_REVIEWS_PAGE_SIZE} offset ${PACKAGE_REVIEWS_PAGE_SIZE * (reviewsPage - 1)}`,
        ),
      ]);
      const monthRows = rowsOf(months, monthPriceRow).map((m) => ({
        month: m.month,
        startPriceMinor: Number(m.start_price_minor),
        endPriceMinor: Number(m.end_price_minor),
        discountedStartPriceMinor: Number(m.discounted_start_price_minor),
      }));
      const fromPrice = packagePriceOf(p, null);
      return {
        id: p.id,
        slug: p.slug,
        familyKey: p.family_key,
        name: p.name,
        heading: p.heading,
        days: p.days,
        nights: p.nights,
        overview: p.overview,
        destination: { slug: p.d_slug, name: p.d_name },
        feature: p.feature,
        cities: rowsOf(cities, cityDaysRow),
        itinerary: rowsOf(itinerary, itineraryRow),
        inclusions: p.inclusions,
        inclusionDetails: p.inclusion_details,
        exclusions: p.exclusions,
        hotelCategory: p.hotel_category,
        rating: p.rating,
        reviewsCount: p.reviews_count,
        labels: p.labels,
        discountPercent: p.discount_percent,
        price: packagePriceOf(p, month),
        fromPrice,
        cheapestMonth:
          monthRows.find((m) => m.discountedStartPriceMinor === fromPrice.discountedPriceMinor)
            ?.month ?? null,
        months: monthRows,
        reviews: rowsOf(reviews, reviewRow).map(({ travelled_on, ...r }) => ({
          ...r,
          travelledOn: travelled_on,
        })),
      };
    },

    /**
     * Packages like this one (spec §2 "similar packages"): same destination, nearest in length
     * and price, one per family and never this package's own family (its other hotel
     * categories are the same trip). Prices for `month`.
     */
    async similar(
      packageId: number,
      month: number | null,
      limit = SIMILAR_PACKAGES_LIMIT,
    ): Promise<PackageCard[]> {
      const rows = rowsOf(
        await db.execute(sql`
          with me as (select id, family_key, destination_id, days, greatest(min_price_minor, 1) as price
                      from packages where id = ${packageId}),
          ranked as (
            select distinct on (p.family_key) p.id,
              abs(p.days - me.days)::float / me.days + abs(p.min_price_minor - me.price)::float / me.price as distance
            from packages p, me
            where p.destination_id = me.destination_id and p.family_key <> me.family_key
            order by p.family_key, distance, p.popularity desc, p.id)
          select ${cardColumns(month)}
          from ranked r join packages p on p.id = r.id join destinations d on d.id = p.destination_id
          order by r.distance, p.popularity desc, p.id
          limit ${limit}`),
        cardRow,
      );
      return rows.map((r) => toPackageCard(r, month));
    },

    /** Cards of the given packages in the given order; unknown ids are left out. */
    async cards(ids: readonly number[], month: number | null): Promise<PackageCard[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf(
        await db.execute(sql`
          select ${cardColumns(month)}
          from packages p join destinations d on d.id = p.destination_id
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
        cardRow,
      );
      const byId = new Map(rows.map((r) => [r.id, toPackageCard(r, month)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** What a package's picture is drawn from; null for an unknown id. */
    async pictureSubject(packageId: number): Promise<PictureSubject | null> {
      const [row] = rowsOf(
        await db.execute(sql`
          select d.palette, ${PACKAGE_FEATURE} as feature
          from packages p join destinations d on d.id = p.destination_id where p.id = ${packageId}`),
        pictureRow,
      );
      return row
        ? { seed: `package-${packageId}`, palette: row.palette, feature: row.feature }
        : null;
    },
  };
  return service;
}

export type PackageService = ReturnType<typeof createPackageService>;
