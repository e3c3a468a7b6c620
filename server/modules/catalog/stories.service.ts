import { sql } from "drizzle-orm";
import { z } from "zod";
import { destinationListingUrl } from "../../../common/listing-url";
import type { ReviewText } from "../../../common/reviews";
import type { Db } from "../../db";
import { int8, jsonColumn, rowsOf } from "../../lib/sql-rows";
import { memoize } from "../../lib/ttl-cache";
import type { CatalogChanges } from "./catalog-changes";
import { destinationFromPrice, reviewColumns } from "./package-query";

/** Spec §9: testimonials pages list 25 reviews each. */
export const TESTIMONIALS_PAGE_SIZE = 25;
export const CUSTOMER_WALL_SIZE = 48;
const CACHE_MS = 5 * 60_000;

export interface Review extends ReviewText {
  id: number;
  package: { slug: string; name: string; days: number; nights: number };
  destination: { slug: string; name: string };
}

export interface TestimonialsPage {
  destination: { slug: string; name: string } | null;
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  averageRating: number;
  reviews: Review[];
  /** Destinations with reviews, most reviewed first: the page's destination filter. */
  destinations: { slug: string; name: string; count: number }[];
}

/** What stories (blogs, travelogues) are written from: a destination, its towns and sights. */
export interface StoryDestination {
  slug: string;
  name: string;
  region: string;
  tagline: string;
  description: string;
  bestMonths: number[];
  idealDaysMin: number;
  idealDaysMax: number;
  fromPriceMinor: number | null;
  /** Its most popular packages, most popular first (their pictures show different sights). */
  packageIds: number[];
  cities: {
    slug: string;
    name: string;
    description: string;
    landmarks: { name: string; kind: string; description: string }[];
  }[];
}

/** The columns of REVIEW_COLUMNS, in their order. */
const reviewRow = z.object({
  id: z.number(),
  ...reviewColumns,
  p_slug: z.string(),
  p_name: z.string(),
  days: z.number(),
  nights: z.number(),
  d_slug: z.string(),
  d_name: z.string(),
});
type ReviewRow = z.infer<typeof reviewRow>;

const reviewedDestinationRow = z.object({ slug: z.string(), name: z.string(), count: z.number() });
const storyDestinationRow = z.object({
  slug: z.string(),
  name: z.string(),
  region: z.string(),
  tagline: z.string(),
  description: z.string(),
  best_months: z.array(z.number()),
  ideal_days_min: z.number(),
  ideal_days_max: z.number(),
  from_price: int8.nullable(),
  package_ids: z.array(z.number()).nullable(),
  cities: jsonColumn(
    z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        landmarks: z.array(
          z.object({ name: z.string(), kind: z.string(), description: z.string() }),
        ),
      }),
    ),
  ),
});
const reviewStatsRow = z.object({ total: z.number(), average: int8.nullable() });
const gatewayRow = z.object({
  days: z.number(),
  d_slug: z.string(),
  d_name: z.string(),
  cities: jsonColumn(z.array(z.object({ slug: z.string(), name: z.string() }))),
});

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  author: r.author,
  city: r.city,
  rating: r.rating,
  title: r.title,
  body: r.body,
  travelledOn: r.travelled_on,
  package: { slug: r.p_slug, name: r.p_name, days: r.days, nights: r.nights },
  destination: { slug: r.d_slug, name: r.d_name },
});

const REVIEW_COLUMNS = sql`r.id, r.author, r.city, r.rating, r.title, r.body, r.travelled_on,
  p.slug as p_slug, p.name as p_name, p.days, p.nights, d.slug as d_slug, d.name as d_name`;

/**
 * Travellers' reviews of packages as testimonials pages and the customer wall (spec §2, §7
 * browsing testimonials, §9 25 per page), and the destination facts stories are written from.
 */
export function createStoriesService(db: Db, changes?: Pick<CatalogChanges, "subscribe">) {
  const reviewedDestinations = memoize(CACHE_MS, async () =>
    rowsOf(
      await db.execute(sql`
        select d.slug, d.name, count(*)::int as count
        from package_reviews r join packages p on p.id = r.package_id
          join destinations d on d.id = p.destination_id
        group by d.id order by count(*) desc, d.name`),
      reviewedDestinationRow,
    ),
  );

  const storyDestinations = memoize(CACHE_MS, async (): Promise<StoryDestination[]> => {
    const rows = rowsOf(
      await db.execute(sql`
        select d.slug, d.name, d.region, d.tagline, d.description, d.best_months,
          d.ideal_days_min, d.ideal_days_max,
          ${destinationFromPrice(sql`d.id`)} as from_price,
          (select array_agg(t.id) from (select p.id from packages p where p.destination_id = d.id
            order by p.popularity desc, p.id limit 7) t) as package_ids,
          coalesce((select json_agg(json_build_object(
              'slug', c.slug, 'name', c.name, 'description', c.description,
              'landmarks', coalesce((select json_agg(json_build_object(
                  'name', l.name, 'kind', l.kind, 'description', l.description) order by l.position)
                from landmarks l where l.city_id = c.id), '[]'::json)) order by c.position)
            from cities c where c.destination_id = d.id), '[]'::json) as cities
        from destinations d where d.has_package
        order by d.popularity desc, d.name`),
      storyDestinationRow,
    );
    return rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      region: r.region,
      tagline: r.tagline,
      description: r.description,
      bestMonths: r.best_months,
      idealDaysMin: r.ideal_days_min,
      idealDaysMax: r.ideal_days_max,
      fromPriceMinor: r.from_price === null ? null : Number(r.from_price),
      packageIds: r.package_ids ?? [],
      cities: r.cities,
    }));
  });

  changes?.subscribe(() => {
    reviewedDestinations.clear();
    storyDestinations.clear();
  });

  return {
    storyDestinations,

    /** One page of reviews, of one destination or all; null for an unknown destination. */
    async testimonials(
      destinationSlug: string | null,
      page: number,
    ): Promise<TestimonialsPage | null> {
      const destinations = await reviewedDestinations();
      let destination: { slug: string; name: string } | null = null;
      if (destinationSlug) {
        const found = destinations.find((d) => d.slug === destinationSlug);
        if (!found) return null;
        destination = { slug: found.slug, name: found.name };
      }
      const where = destination ? sql`d.slug = ${destination.slug}` : sql`true`;
      const offset = (page - 1) * TESTIMONIALS_PAGE_SIZE;
      const [stats] = rowsOf(
        await db.execute(sql`
          select count(*)::int as total, avg(r.rating) as average
          from package_reviews r join packages p on p.id = r.package_id
            join destinations d on d.id = p.destination_id where ${where}`),
        reviewStatsRow,
      );
      const reviews = rowsOf(
        await db.execute(sql`
          select ${REVIEW_COLUMNS}
          from package_reviews r join packages p on p.id = r.package_id
            join destinations d on d.id = p.destination_id
          where ${where}
          order by r.rating desc, length(r.body) desc, r.id
          limit ${TESTIMONIALS_PAGE_SIZE} offset ${offset}`),
        reviewRow,
      ).map(toReview);
      const total = stats?.total ?? 0;
      return {
        destination,
        page,
        pageSize: TESTIMONIALS_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(total / TESTIMONIALS_PAGE_SIZE)),
        total,
        averageRating: Math.round(Number(stats?.average ?? 0) * 10) / 10,
        reviews,
        destinations,
      };
    },

    /**
     * Inline gateways of a package (§7 "inline gateways by package id"): listings a reader of
     * the package may want next. Null for an unknown package.
     */
    async inlineGateways(packageId: number): Promise<{ label: string; href: string }[] | null> {
      const [row] = rowsOf(
        await db.execute(sql`
          select p.days, d.slug as d_slug, d.name as d_name,
            coalesce((select json_agg(json_build_object('slug', c.slug, 'name', c.name) order by pc.position)
              from package_cities pc join cities c on c.id = pc.city_id where pc.package_id = p.id), '[]'::json) as cities
          from packages p join destinations d on d.id = p.destination_id where p.id = ${packageId}`),
        gatewayRow,
      );
      if (!row) return null;
      const seen = new Set<string>();
      return [
        { label: `${row.d_name} tour packages`, href: destinationListingUrl(row.d_slug) },
        {
          label: `${row.days}-day ${row.d_name} packages`,
          href: destinationListingUrl(row.d_slug, { days: row.days }),
        },
        {
          label: `${row.d_name} honeymoon packages`,
          href: destinationListingUrl(row.d_slug, { base: "honeymoon-packages" }),
        },
        ...row.cities
          .filter((c) => !seen.has(c.slug) && seen.add(c.slug))
          .map((c) => ({
            label: `Packages visiting ${c.name}`,
            href: destinationListingUrl(row.d_slug, { cities: [c.slug] }),
          })),
        { label: `${row.d_name} traveller reviews`, href: `/testimonials/${row.d_slug}` },
      ];
    },

    /** The customer wall: five-star reviews, one per package, spread over destinations. */
    async customerWall(): Promise<Review[]> {
      return rowsOf(
        await db.execute(sql`
          select * from (
            select ${REVIEW_COLUMNS},
              row_number() over (partition by d.id order by length(r.body) desc, r.id) as n
            from package_reviews r join packages p on p.id = r.package_id
              join destinations d on d.id = p.destination_id
            where r.rating = 5
          ) x where n <= 3
          order by n, id
          limit ${CUSTOMER_WALL_SIZE}`),
        // n (its rank in its destination) only orders the wall.
        reviewRow,
      ).map(toReview);
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
