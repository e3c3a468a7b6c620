import { data, redirect } from "react-router";
import { formatRoomStay } from "../../../common/hotel-stay";
import {
  buildHotelListingUrl,
  type HotelListingRoute,
  hotelListingTitle,
} from "../../../common/hotel-url";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import type { PhotoRef } from "../../../common/photos";
import { hreflangLinks } from "../../../common/seo";
import type { LoadContext } from "../../../server/http/load-context";
import { redirectStayForm, stayOf } from "../../lib/hotel-stay.server";

/** A hotel listing page (§2 Hotels): 10 properties per page, priced for the chosen stay. */
export async function loadHotelListing(
  request: Request,
  context: LoadContext,
  route: HotelListingRoute,
) {
  const url = new URL(request.url);
  redirectStayForm(url);
  const canonical = buildHotelListingUrl(route);
  if (canonical.split("?")[0] !== url.pathname) throw redirect(canonical, 301);
  const stay = stayOf(request, url);
  const result = await context.services.hotels.list(route, stay);
  if (!result) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  if (route.page > result.pageCount) throw data(null, { status: 404 });
  // Links carry the stay the page shows, so a hotel opens with the same dates and rooms.
  // Deals on the destination's plain first page (§2 Hotels).
  const plain = route.page === 1 && !route.secondary && !route.landmark;
  const deals = plain
    ? await context.services.hotels.deals({ destination: route.destination, stay })
    : null;
  const photos = await context.services.photos.photosOf(
    "hotel",
    result.hotels.map((h) => String(h.id)),
  );
  const stayQuery = `checkin=${stay.checkIn}&checkout=${stay.checkOut}&roomStay=${encodeURIComponent(formatRoomStay(stay.rooms))}`;
  return {
    route,
    canonical,
    alternates: hreflangLinks(url.origin, canonical),
    title: hotelListingTitle(route, result.place, result.landmark?.name),
    stay,
    stayQuery,
    deals,
    ...result,
    /** Uploaded photos by hotel id (decision 0219); a hotel without one shows its artwork. */
    photos: Object.fromEntries(photos) as Record<string, PhotoRef>,
  };
}

export type HotelListingData = Awaited<ReturnType<typeof loadHotelListing>>;
