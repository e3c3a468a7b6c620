import { redirect } from "react-router";
import { parseBrowseUrl } from "../../common/browse-url";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import type { LoadContext } from "../../server/http/load-context";
import { pack } from "../lib/packed";
import { loadGuide } from "./guide.server";
import { loadHotelListing } from "./hotels/listing.server";
import { loadListing } from "./listing.server";
import { loadWeekend } from "./weekend.server";

/**
 * Pages with an open-ended first segment: package listings, weekend getaways and destination
 * guides. Shared by the
 * catch-all route and the home route, which receives single segments (/tour-packages,
 * /hill-station-places) because the optional locale segment outranks the catch-all.
 */
export async function loadBrowsePage(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const parsed = parseBrowseUrl(url.pathname, url.searchParams);
  if (!parsed.ok) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  if (parsed.kind === "guide")
    return { kind: "guide" as const, guide: await loadGuide(request, context) };
  if (parsed.kind === "hotels")
    return {
      kind: "hotels" as const,
      hotels: pack(await loadHotelListing(request, context, parsed.route), context),
    };
  return parsed.kind === "listing"
    ? { kind: "listing" as const, listing: pack(await loadListing(request, context), context) }
    : { kind: "weekend" as const, weekend: pack(await loadWeekend(request, context), context) };
}

export type BrowseData = Awaited<ReturnType<typeof loadBrowsePage>>;
