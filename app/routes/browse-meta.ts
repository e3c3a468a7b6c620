import { categoryLabel } from "../../common/guides";
import { WEEKEND_MAX_DAYS, WEEKEND_RADIUS_KM } from "../../common/weekend-url";
import { unpack } from "../lib/packed";
import { pageMeta } from "../lib/page-meta";
import type { BrowseData } from "./browse.server";
import type { GuideData } from "./guide.server";
import type { HotelListingData } from "./hotels/listing.server";
import type { ListingData } from "./listing.server";
import type { WeekendData } from "./weekend.server";

// The head of every page the browse dispatch renders (listings, guides, hotel listings,
// weekends), apart from the pages themselves: meta runs for every page the catch-all and home
// routes render, while the guide, hotel and weekend pages load only when one is shown
// (docs/decisions/0157).

export function browseMeta(data: BrowseData | undefined) {
  if (!data) return [];
  if (data.kind === "guide") return guideMeta(data.guide);
  if (data.kind === "hotels") return hotelListingMeta(unpack(data.hotels));
  return data.kind === "listing"
    ? listingMeta(unpack(data.listing))
    : weekendMeta(unpack(data.weekend));
}

function listingMeta(data: ListingData) {
  const where = data.destination ? ` in ${data.destination.name}` : "";
  return pageMeta({
    title: data.title,
    description: `Compare ${data.total} ${data.title.toLowerCase()}${where}: day-by-day itineraries, hotels and month-wise prices from verified travel agents.`,
    canonical: data.canonical,
    alternates: data.alternates,
  });
}

/** The page's heading: what the URL shows, for which place. */
export function guideTitle(data: GuideData): string {
  const { view } = data.route;
  return view.kind === "list"
    ? `${view.list === "ptv" ? "Places to visit" : "Things to do"} in ${data.title}`
    : view.kind === "experience"
      ? `${categoryLabel(view.list, view.category)} in ${data.title}`
      : view.kind === "how-to-reach"
        ? `How to reach ${data.title}${data.reach?.from ? ` from ${data.reach.from.name}` : ""}`
        : view.kind === "best-time"
          ? `Best time to visit ${data.title}`
          : view.kind === "tips"
            ? `${data.title} travel tips`
            : `${data.title} Tourism`;
}

export function guideMeta(data: GuideData) {
  return pageMeta({
    title: data.route.view.kind === "home" ? data.meta_info.title : guideTitle(data),
    description: data.meta_info.description,
    canonical: data.canonical,
    alternates: data.alternates,
  });
}

export function hotelListingMeta(data: HotelListingData) {
  return pageMeta({
    title: data.title,
    description: `${data.total} ${data.title.toLowerCase()}: star ratings, guest ratings, distances to landmarks and prices for your dates.`,
    canonical: data.canonical,
    alternates: data.alternates,
  });
}

export function weekendMeta(data: WeekendData) {
  return pageMeta({
    title: data.route.page > 1 ? `${data.title} (page ${data.route.page})` : data.title,
    description: `${data.total} weekend getaways from ${data.source.name}: trips of 2 to ${WEEKEND_MAX_DAYS} days to places within ${WEEKEND_RADIUS_KM} km, with day-by-day itineraries, month-wise prices and the long weekends ahead.`,
    canonical: data.canonical,
    alternates: data.alternates,
  });
}
