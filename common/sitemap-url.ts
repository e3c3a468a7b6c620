// HTML sitemap pages (browsing spec §2 "Sitemap pages", §7 "sitemap data: destination_slug;
// limit 400"): /sitemap/explore-travel-destination-{destination} and
// /sitemap/explore-{days}-days-{category}-packages-in-{destinationType}, where
// "{category}-packages" is a listing base (tour-packages, honeymoon-packages, …).
import {
  type DestinationType,
  defaultListingFilters,
  isSlug,
  LISTING_BASES,
  type ListingBase,
  type ListingRoute,
  listingTitle,
} from "./listing-url";
import { DEFAULT_LOCALE } from "./locale";

/** At most this many packages on a sitemap page (spec §9). */
export const SITEMAP_LIMIT = 400;
const MAX_DAYS = 60;

export type SitemapPage =
  | { kind: "destination"; destination: string }
  | { kind: "duration"; days: number; base: ListingBase; destinationType: DestinationType };

const DESTINATION = /^explore-travel-destination-(.+)$/;
const DURATION =
  /^explore-([1-9][0-9]?)-days-([a-z]+(?:-[a-z]+)*-packages)-in-(india|international)$/;

/** Reads the segment after /sitemap/; null for any other shape. */
export function parseSitemapSlug(slug: string): SitemapPage | null {
  const destination = DESTINATION.exec(slug);
  if (destination) {
    const d = destination[1] ?? "";
    return isSlug(d) ? { kind: "destination", destination: d } : null;
  }
  const duration = DURATION.exec(slug);
  if (!duration) return null;
  const days = Number(duration[1]);
  const base = duration[2] as ListingBase;
  if (days > MAX_DAYS || !LISTING_BASES.includes(base)) return null;
  return { kind: "duration", days, base, destinationType: duration[3] as DestinationType };
}

export function sitemapPath(page: SitemapPage): string {
  return page.kind === "destination"
    ? `/sitemap/explore-travel-destination-${page.destination}`
    : `/sitemap/explore-${page.days}-days-${page.base}-in-${page.destinationType}`;
}

/** The listing a duration sitemap page lists the packages of. */
export function durationListingRoute(
  page: Extract<SitemapPage, { kind: "duration" }>,
): ListingRoute {
  return {
    locale: DEFAULT_LOCALE,
    base: page.base,
    prefix: `explore-${page.days}-days`,
    duration: { min: page.days, max: page.days },
    destination: null,
    destinationType: page.destinationType,
    page: 1,
    filters: defaultListingFilters(),
  };
}

/** "5 Days Honeymoon Packages in India", "Explore Kerala: All Listings and Packages". */
export function sitemapTitle(page: SitemapPage, destinationName?: string): string {
  if (page.kind === "destination")
    return `Explore ${destinationName ?? page.destination}: All Listings and Packages`;
  const route = durationListingRoute(page);
  return page.destinationType === "india"
    ? `${listingTitle({ ...route, destinationType: null })} in India`
    : listingTitle(route);
}
