// Paths whose first segment is open-ended (browsing spec §2): package listings, weekend
// getaways, destination guides ({destination}-tourism) and hotel listings (/{type}/{destination},
// common/hotel-url.ts). React Router cannot tell them apart by pattern, so the catch-all route asks here.
import { type GuideRoute, parseGuideUrl } from "./guide-url";
import { type HotelListingRoute, parseHotelListingUrl } from "./hotel-url";
import { type ListingRoute, parseListingUrl } from "./listing-url";
import { parseWeekendUrl, type WeekendRoute } from "./weekend-url";

export type BrowseRoute =
  | { kind: "listing"; route: ListingRoute }
  | { kind: "weekend"; route: WeekendRoute }
  | { kind: "guide"; route: GuideRoute }
  | { kind: "hotels"; route: HotelListingRoute };

export type BrowseParseResult = ({ ok: true } & BrowseRoute) | { ok: false; reason: string };

/** Reads a listing or weekend URL; a path neither grammar accepts belongs to the error page. */
export function parseBrowseUrl(
  pathname: string,
  search?: string | URLSearchParams,
): BrowseParseResult {
  const listing = parseListingUrl(pathname, search);
  if (listing.ok) return { ok: true, kind: "listing", route: listing.route };
  const weekend = parseWeekendUrl(pathname, search);
  if (weekend.ok) return { ok: true, kind: "weekend", route: weekend.route };
  const guide = parseGuideUrl(pathname, search);
  if (guide.ok) return { ok: true, kind: "guide", route: guide.route };
  const hotels = parseHotelListingUrl(pathname, search);
  if (hotels.ok) return { ok: true, kind: "hotels", route: hotels.route };
  return {
    ok: false,
    reason: `${listing.reason}; ${weekend.reason}; ${guide.reason}; ${hotels.reason}`,
  };
}
