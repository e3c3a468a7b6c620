import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  BASE_CATEGORY,
  buildListingUrl,
  defaultListingFilters,
  LISTING_BASES,
  type ListingBase,
  type ListingRoute,
  listingTitle,
} from "../../../common/listing-url";
import { DEFAULT_LOCALE } from "../../../common/locale";
import {
  durationListingRoute,
  SITEMAP_LIMIT,
  type SitemapPage,
  sitemapPath,
} from "../../../common/sitemap-url";
import type { Db } from "../../db";
import { countColumns, rowsOf } from "../../lib/sql-rows";
import { memoize } from "../../lib/ttl-cache";
import type { CatalogChanges } from "./catalog-changes";
import { destinationTypeColumn, textArray } from "./package-query";

// HTML sitemap pages (spec §2 "Sitemap pages", §7 "sitemap data: destination_slug; limit 400"):
// crawlable link lists into listings and packages.

const CACHE_MS = 60_000;

export interface SitemapLink {
  href: string;
  title: string;
  count: number;
}

const sitemapPackageRow = z.object({
  slug: z.string(),
  name: z.string(),
  days: z.number(),
  nights: z.number(),
  destination: z.string(),
});
export type SitemapPackage = z.infer<typeof sitemapPackageRow>;

const slugRow = z.object({ slug: z.string() });
const durationRow = z.object({
  days: z.number(),
  type: destinationTypeColumn,
  categories: z.array(z.string()),
});
const destinationRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
});
const daysCountRow = z.object({ days: z.number(), n: z.number() });
const countRow = z.object({ n: z.number() });
const daysRow = z.object({ days: z.number() });

export interface DestinationSitemap {
  destination: { slug: string; name: string; type: string };
  /** The destination's listings by category, then by duration. */
  listings: SitemapLink[];
  durations: SitemapLink[];
  /** The most popular packages, at most SITEMAP_LIMIT. */
  packages: SitemapPackage[];
  total: number;
}

export interface DurationSitemap {
  listing: { href: string; title: string };
  packages: SitemapPackage[];
  total: number;
  /** Sitemap pages of the other trip lengths with the same category and destination type. */
  otherLengths: { href: string; days: number }[];
}

const categoryTest = (base: ListingBase) => {
  const category = BASE_CATEGORY[base];
  return category ? sql`p.categories @> ${textArray([category])}` : sql`true`;
};

function listingLink(route: ListingRoute, count: number, name?: string): SitemapLink {
  return { href: buildListingUrl(route), title: listingTitle(route, name), count };
}

export function createSitemapService(db: Db, changes?: Pick<CatalogChanges, "subscribe">) {
  async function packagesWhere(where: ReturnType<typeof sql>) {
    return rowsOf(
      await db.execute(sql`
        select p.slug, p.name, p.days, p.nights, d.name as destination
        from packages p join destinations d on d.id = p.destination_id
        where ${where}
        order by p.popularity desc, p.id
        limit ${SITEMAP_LIMIT}`),
      sitemapPackageRow,
    );
  }

  const paths = memoize(CACHE_MS, async () => {
    const destinations = rowsOf(
      await db.execute(sql`
        select d.slug from destinations d
        where d.has_package and exists (select 1 from packages p where p.destination_id = d.id)
        order by d.popularity desc, d.slug`),
      slugRow,
    );
    const durations = rowsOf(
      await db.execute(sql`
        select p.days, d.type, array_agg(distinct c.category) as categories
        from packages p join destinations d on d.id = p.destination_id
          cross join lateral unnest(p.categories) as c(category)
        group by p.days, d.type order by d.type, p.days`),
      durationRow,
    );
    const pages: SitemapPage[] = [
      ...destinations.map((d) => ({ kind: "destination" as const, destination: d.slug })),
      ...durations.flatMap((row) =>
        LISTING_BASES.filter((base) => {
          const category = BASE_CATEGORY[base];
          return category === null || row.categories.includes(category);
        }).map((base) => ({
          kind: "duration" as const,
          days: row.days,
          base,
          destinationType: row.type,
        })),
      ),
    ];
    return pages.map(sitemapPath);
  });

  changes?.subscribe(() => paths.clear());
  return {
    /** Paths of every sitemap page that has packages, for /sitemap.xml. */
    paths,

    /** null when we sell no packages for the destination. */
    async destination(slug: string): Promise<DestinationSitemap | null> {
      const [destination] = rowsOf(
        await db.execute(
          sql`select id, slug, name, type from destinations where slug = ${slug} and has_package`,
        ),
        destinationRow,
      );
      if (!destination) return null;
      const inDestination = sql`p.destination_id = ${destination.id}`;
      const [counts, byDays, packages] = await Promise.all([
        db.execute(
          sql`select ${sql.join(
            LISTING_BASES.map(
              (base, i) =>
                sql`count(*) filter (where ${categoryTest(base)})::int as ${sql.raw(`c${i}`)}`,
            ),
            sql`, `,
          )} from packages p where ${inDestination}`,
        ),
        db.execute(
          sql`select p.days, count(*)::int as n from packages p where ${inDestination} group by p.days order by p.days`,
        ),
        packagesWhere(inDestination),
      ]);
      const [row] = rowsOf(counts, countColumns);
      const total = row?.c0 ?? 0;
      if (total === 0) return null;
      const base: ListingRoute = {
        locale: DEFAULT_LOCALE,
        base: "tour-packages",
        prefix: null,
        duration: null,
        destination: destination.slug,
        destinationType: null,
        page: 1,
        filters: defaultListingFilters(),
      };
      return {
        destination: { slug: destination.slug, name: destination.name, type: destination.type },
        listings: LISTING_BASES.map((b, i) =>
          listingLink({ ...base, base: b }, row?.[`c${i}`] ?? 0, destination.name),
        ).filter((l) => l.count > 0),
        durations: rowsOf(byDays, daysCountRow).map((d) =>
          listingLink(
            {
              ...base,
              prefix: `explore-${d.days}-days`,
              duration: { min: d.days, max: d.days },
            },
            d.n,
            destination.name,
          ),
        ),
        packages,
        total,
      };
    },

    /** Packages of one duration, listing category and destination type. */
    async duration(page: Extract<SitemapPage, { kind: "duration" }>): Promise<DurationSitemap> {
      const sameKind = sql`${categoryTest(page.base)} and d.type = ${page.destinationType}`;
      const where = sql`p.days = ${page.days} and ${sameKind}`;
      const [[count], packages, lengths] = await Promise.all([
        db
          .execute(
            sql`select count(*)::int as n from packages p join destinations d on d.id = p.destination_id where ${where}`,
          )
          .then((r) => rowsOf(r, countRow)),
        packagesWhere(where),
        db
          .execute(
            sql`select distinct p.days from packages p join destinations d on d.id = p.destination_id where ${sameKind} order by p.days`,
          )
          .then((r) => rowsOf(r, daysRow)),
      ]);
      const route = durationListingRoute(page);
      return {
        listing: { href: buildListingUrl(route), title: listingTitle(route) },
        packages,
        total: count?.n ?? 0,
        otherLengths: lengths
          .filter((l) => l.days !== page.days)
          .map((l) => ({ days: l.days, href: sitemapPath({ ...page, days: l.days }) })),
      };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
