import { data, redirect } from "react-router";
import { buildListingUrl, listingTitle, parseListingUrl } from "../../common/listing-url";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import { hreflangLinks, itemListOf } from "../../common/seo";
import { calendarMonth, nextOccurrence, travelMonthChoices } from "../../common/travel-month";
import type { LoadContext } from "../../server/http/load-context";
import { redirectToCanonicalPath } from "../lib/canonical.server";
import { localPriceFormatter, withShownPrices } from "../lib/prices.server";

/** Shared with the home route, which receives single-segment listings (/tour-packages). */
export async function loadListing(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const parsed = parseListingUrl(url.pathname, url.searchParams);
  if (!parsed.ok) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  const { route } = parsed;
  const canonical = buildListingUrl(route);
  // ?page=2 (old links) is read as the page and answered with the path form, /page/2.
  redirectToCanonicalPath(url, canonical, ["page"]);

  const result = await context.services.listings.list(route);
  if (!result || (route.page > 1 && route.page > result.pageCount))
    throw data(null, { status: 404 });

  const show = await localPriceFormatter(context, url.pathname);
  const now = new Date();
  const chosen = route.filters.months[0];
  return {
    /** The chosen month with its year ('YYYY-MM'): card and compare links carry it. */
    travelMonth: chosen ? nextOccurrence(chosen, now) : null,
    /** The month filter's options, from this month, each named with its year. */
    monthChoices: travelMonthChoices(now).map((m) => ({
      value: calendarMonth(m.value),
      label: m.label,
    })),
    route,
    canonical,
    origin: url.origin,
    alternates: hreflangLinks(url.origin, canonical),
    itemList: itemListOf(result.packages),
    title: listingTitle(route, result.destination?.name),
    total: result.total,
    pageCount: result.pageCount,
    facets: result.facets,
    destination: result.destination,
    packages: withShownPrices(result.packages, show),
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
