import { type SQL, sql } from "drizzle-orm";
import { type ArtFeature, SCENIC_KINDS } from "../../../common/artwork";
import {
  BASE_CATEGORY,
  effectiveDestinationType,
  FILTER_OPTIONS,
  LISTING_PAGE_SIZE,
  type ListingRoute,
  listingOffset,
} from "../../../common/listing-url";
import { discountedMinor } from "../../../common/money";
import type { Db } from "../../db";
import {
  type CardRow,
  type CountedGroup as CountedGroupSpec,
  cardColumns,
  countFacets,
  destinationFeature,
  type FacetOption,
  PACKAGE_FEATURE,
  PACKAGE_ORDER,
  type PackageCard,
  priceExpr,
  priceInRanges,
  rowsOf,
  sqlList,
  textArray,
  toPackageCard,
  whereClause,
} from "./package-query";

export type { FacetOption, PackageCard };

// Listing queries (spec §7 "listing packages", "filter counts"). Values within a filter group
// are alternatives (OR); groups narrow each other (AND). Each group's counts apply every other
// group, so a count says what ticking that box would give.

export type FacetGroup =
  | "category"
  | "days"
  | "price_ranges"
  | "hotel_ratings"
  | "inclusions"
  | "trip_types"
  | "cities";

export interface ListingResult {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  packages: PackageCard[];
  facets: Record<FacetGroup, FacetOption[]>;
  destination: {
    slug: string;
    name: string;
    type: string;
    seoFooter: string;
    faqs: { question: string; answer: string }[];
  } | null;
}

function conditions(route: ListingRoute, destinationId: number | null, skip?: FacetGroup): SQL[] {
  const f = route.filters;
  const month = f.months[0] ?? null;
  const where: SQL[] = [];
  if (destinationId !== null) where.push(sql`p.destination_id = ${destinationId}`);
  const type = effectiveDestinationType(route);
  if (type === "india" || type === "international") {
    where.push(
      sql`exists (select 1 from destinations d where d.id = p.destination_id and d.type = ${type})`,
    );
  }
  const baseCategory = BASE_CATEGORY[route.base];
  if (baseCategory) where.push(sql`p.categories @> ${textArray([baseCategory])}`);
  if (route.duration)
    where.push(sql`p.days between ${route.duration.min} and ${route.duration.max}`);
  if (skip !== "category" && f.category.length)
    where.push(sql`p.categories && ${textArray(f.category)}`);
  if (skip !== "days" && f.days.length) {
    const buckets = FILTER_OPTIONS.days.filter((d) => f.days.includes(d.value));
    where.push(
      sql`(${sql.join(
        buckets.map((b) =>
          b.max === null ? sql`p.days >= ${b.min}` : sql`p.days between ${b.min} and ${b.max}`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (skip !== "price_ranges" && f.priceRanges.length) {
    const ranges = FILTER_OPTIONS.price_ranges.filter((r) => f.priceRanges.includes(r.value));
    where.push(priceInRanges(priceExpr(month), ranges));
  }
  if (skip !== "hotel_ratings" && f.hotelRatings.length) {
    where.push(sql`p.hotel_category in (${sqlList(f.hotelRatings)})`);
  }
  if (skip !== "inclusions" && f.inclusions.length)
    where.push(sql`p.inclusions && ${textArray(f.inclusions)}`);
  if (skip !== "trip_types" && f.tripTypes.length)
    where.push(sql`p.trip_types && ${textArray(f.tripTypes)}`);
  if (skip !== "cities" && f.cities.length) {
    where.push(
      sql`exists (select 1 from package_cities pc join cities c on c.id = pc.city_id where pc.package_id = p.id and c.slug in (${sqlList(f.cities)}))`,
    );
  }
  return where;
}

export { destinationFeature, PACKAGE_FEATURE };

type CountedGroup = Exclude<FacetGroup, "cities">;

/** Each option of a group with the SQL condition a package meets to count for it. */
function optionsOf(group: CountedGroup, price: SQL): { value: string; label: string; test: SQL }[] {
  switch (group) {
    case "category":
      return FILTER_OPTIONS.category.map((o) => ({
        ...o,
        test: sql`p.categories @> ${textArray([o.value])}`,
      }));
    case "inclusions":
      return FILTER_OPTIONS.inclusions.map((o) => ({
        ...o,
        test: sql`p.inclusions @> ${textArray([o.value])}`,
      }));
    case "trip_types":
      return FILTER_OPTIONS.trip_types.map((o) => ({
        ...o,
        test: sql`p.trip_types @> ${textArray([o.value])}`,
      }));
    case "hotel_ratings":
      return FILTER_OPTIONS.hotel_ratings.map((o) => ({
        value: String(o.value),
        label: o.label,
        test: sql`p.hotel_category = ${o.value}`,
      }));
    case "days":
      return FILTER_OPTIONS.days.map((d) => ({
        value: d.value,
        label: d.label,
        test: d.max === null ? sql`p.days >= ${d.min}` : sql`p.days between ${d.min} and ${d.max}`,
      }));
    case "price_ranges":
      return FILTER_OPTIONS.price_ranges.map((r) => ({
        value: r.value,
        label: r.label,
        test: sql`${price} >= ${r.min * 100} and ${price} < ${r.max * 100}`,
      }));
  }
}

function selectedIn(route: ListingRoute, group: CountedGroup): string[] {
  const f = route.filters;
  const byGroup: Record<CountedGroup, readonly (string | number)[]> = {
    category: f.category,
    days: f.days,
    price_ranges: f.priceRanges,
    hotel_ratings: f.hotelRatings,
    inclusions: f.inclusions,
    trip_types: f.tripTypes,
  };
  return byGroup[group].map(String);
}

export function createListingService(db: Db) {
  async function destinationOf(slug: string) {
    const [row] = rowsOf<{
      id: number;
      slug: string;
      name: string;
      type: string;
      seo_footer: string;
    }>(
      await db.execute(
        sql`select id, slug, name, type, seo_footer from destinations where slug = ${slug} and has_package`,
      ),
    );
    return row ?? null;
  }

  async function facets(route: ListingRoute, destinationId: number | null, groups: FacetGroup[]) {
    const price = priceExpr(route.filters.months[0] ?? null);
    const counted: CountedGroupSpec<CountedGroup>[] = groups
      .filter((g): g is CountedGroup => g !== "cities")
      .map((g) => ({ group: g, options: optionsOf(g, price), selected: selectedIn(route, g) }));
    const [counts, cities] = await Promise.all([
      countFacets(
        db,
        counted,
        (skip) => sql`from packages p ${whereClause(conditions(route, destinationId, skip))}`,
      ),
      groups.includes("cities") ? cityFacet(route, destinationId) : Promise.resolve([]),
    ]);
    return groups.map((g) => (g === "cities" ? cities : (counts.get(g) ?? [])));
  }

  /** The destination's cities that its packages visit; without a destination, none. */
  async function cityFacet(
    route: ListingRoute,
    destinationId: number | null,
  ): Promise<FacetOption[]> {
    const where = whereClause(conditions(route, destinationId, "cities"));
    const f = route.filters;
    if (destinationId === null) return [];
    const rows = rowsOf<{ slug: string; name: string; n: number }>(
      await db.execute(sql`
            select c.slug, c.name, count(distinct p.id)::int as n
            from packages p join package_cities pc on pc.package_id = p.id join cities c on c.id = pc.city_id
            ${where} group by c.slug, c.name order by n desc, c.name limit 20`),
    );
    const options = rows.map((r) => ({
      value: r.slug,
      label: r.name,
      count: r.n,
      selected: f.cities.includes(r.slug),
    }));
    // A selected city stays visible even when other filters leave it with nothing.
    for (const slug of f.cities) {
      if (!options.some((o) => o.value === slug))
        options.push({ value: slug, label: slug, count: 0, selected: true });
    }
    return options;
  }

  return {
    /** null when the route names a destination we do not sell packages for. */
    async list(route: ListingRoute): Promise<ListingResult | null> {
      const destination = route.destination ? await destinationOf(route.destination) : null;
      if (route.destination && !destination) return null;
      const destinationId = destination?.id ?? null;
      const month = route.filters.months[0] ?? null;
      const price = priceExpr(month);
      const where = whereClause(conditions(route, destinationId));

      const [countRow] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from packages p ${where}`),
      );
      const total = countRow?.n ?? 0;
      const rows = rowsOf<CardRow>(
        await db.execute(sql`
          select ${cardColumns(price)}
          from packages p join destinations d on d.id = p.destination_id
          ${where}
          order by ${PACKAGE_ORDER[route.filters.sortBy](price)}
          limit ${LISTING_PAGE_SIZE} offset ${listingOffset(route.page)}`),
      );
      const groups: FacetGroup[] = [
        "category",
        "days",
        "price_ranges",
        "hotel_ratings",
        "inclusions",
        "trip_types",
        "cities",
      ];
      const facetValues = await facets(route, destinationId, groups);
      const faqs = destination
        ? rowsOf<{ question: string; answer: string }>(
            await db.execute(
              sql`select question, answer from destination_faqs where destination_id = ${destination.id} order by position`,
            ),
          )
        : [];
      return {
        total,
        page: route.page,
        pageSize: LISTING_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)),
        packages: rows.map(toPackageCard),
        facets: Object.fromEntries(
          groups.map((g, i) => [g, facetValues[i]]),
        ) as ListingResult["facets"],
        destination: destination
          ? {
              slug: destination.slug,
              name: destination.name,
              type: destination.type,
              seoFooter: destination.seo_footer,
              faqs,
            }
          : null,
      };
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;

import { PACKAGE_REVIEWS_PAGE_SIZE } from "../../../common/catalog";

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
  months: { month: number; startPriceMinor: number; endPriceMinor: number }[];
  reviews: {
    author: string;
    city: string;
    rating: number;
    title: string;
    body: string;
    travelledOn: string;
  }[];
}

/** What the artwork of a package or destination is drawn from. */
export interface PictureSubject {
  seed: string;
  palette: string[];
  feature: ArtFeature | null;
}

export function createPackageService(db: Db) {
  return {
    /** The few facts other modules need about a package (trip requests, prefills). */
    async ref(slugOrId: string | number) {
      const rows = rowsOf<{
        id: number;
        slug: string;
        name: string;
        days: number;
        d_slug: string;
        d_name: string;
      }>(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.days, d.slug as d_slug, d.name as d_name
          from packages p join destinations d on d.id = p.destination_id
          where ${typeof slugOrId === "number" ? sql`p.id = ${slugOrId}` : sql`p.slug = ${slugOrId}`}
          limit 1`),
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

    async detail(slugOrId: string | number, reviewsPage = 1): Promise<PackageDetail | null> {
      const [p] = rowsOf<{
        id: number;
        slug: string;
        family_key: string;
        name: string;
        heading: string;
        days: number;
        nights: number;
        overview: string;
        d_slug: string;
        d_name: string;
        feature: ArtFeature | null;
        inclusions: string[];
        inclusion_details: string[];
        exclusions: string[];
        hotel_category: number;
        rating: number;
        reviews_count: number;
        labels: string[];
        discount_percent: number;
      }>(
        await db.execute(sql`
          select p.id, p.slug, p.family_key, p.name, p.heading, p.days, p.nights, p.overview, d.slug as d_slug, d.name as d_name,
            ${PACKAGE_FEATURE} as feature, p.inclusions, p.inclusion_details, p.exclusions, p.hotel_category, p.rating, p.reviews_count,
            p.labels, p.discount_percent
          from packages p join destinations d on d.id = p.destination_id
          where ${typeof slugOrId === "number" ? sql`p.id = ${slugOrId}` : sql`p.slug = ${slugOrId}`}`),
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
          sql`select month, start_price_minor, end_price_minor from package_month_prices where package_id = ${p.id} order by month`,
        ),
        db.execute(
          sql`select author, city, rating, title, body, travelled_on from package_reviews where package_id = ${p.id} order by id limit ${PACKAGE_REVIEWS_PAGE_SIZE} offset ${PACKAGE_REVIEWS_PAGE_SIZE * (reviewsPage - 1)}`,
        ),
      ]);
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
        cities: rowsOf<{ name: string; days: number }>(cities),
        itinerary: rowsOf<PackageDetail["itinerary"][number]>(itinerary),
        inclusions: p.inclusions,
        inclusionDetails: p.inclusion_details,
        exclusions: p.exclusions,
        hotelCategory: p.hotel_category,
        rating: p.rating,
        reviewsCount: p.reviews_count,
        labels: p.labels,
        discountPercent: p.discount_percent,
        months: rowsOf<{
          month: number;
          start_price_minor: string | number;
          end_price_minor: string | number;
        }>(months).map((m) => ({
          month: m.month,
          startPriceMinor: Number(m.start_price_minor),
          endPriceMinor: Number(m.end_price_minor),
        })),
        reviews: rowsOf<{
          author: string;
          city: string;
          rating: number;
          title: string;
          body: string;
          travelled_on: string;
        }>(reviews).map(({ travelled_on, ...r }) => ({ ...r, travelledOn: travelled_on })),
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
      const price = priceExpr(month);
      const rows = rowsOf<CardRow>(
        await db.execute(sql`
          with me as (select id, family_key, destination_id, days, greatest(min_price_minor, 1) as price
                      from packages where id = ${packageId}),
          ranked as (
            select distinct on (p.family_key) p.id,
              abs(p.days - me.days)::float / me.days + abs(p.min_price_minor - me.price)::float / me.price as distance
            from packages p, me
            where p.destination_id = me.destination_id and p.family_key <> me.family_key
            order by p.family_key, distance, p.popularity desc, p.id)
          select ${cardColumns(price)}
          from ranked r join packages p on p.id = r.id join destinations d on d.id = p.destination_id
          order by r.distance, p.popularity desc, p.id
          limit ${limit}`),
      );
      return rows.map(toPackageCard);
    },

    /** Cards of the given packages in the given order; unknown ids are left out. */
    async cards(ids: readonly number[], month: number | null): Promise<PackageCard[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<CardRow>(
        await db.execute(sql`
          select ${cardColumns(priceExpr(month))}
          from packages p join destinations d on d.id = p.destination_id
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      );
      const byId = new Map(rows.map((r) => [r.id, toPackageCard(r)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** What a package's picture is drawn from; null for an unknown id. */
    async pictureSubject(packageId: number): Promise<PictureSubject | null> {
      const [row] = rowsOf<{ palette: string[]; feature: ArtFeature | null }>(
        await db.execute(sql`
          select d.palette, ${PACKAGE_FEATURE} as feature
          from packages p join destinations d on d.id = p.destination_id where p.id = ${packageId}`),
      );
      return row
        ? { seed: `package-${packageId}`, palette: row.palette, feature: row.feature }
        : null;
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
