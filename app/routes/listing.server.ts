import { data, redirect } from "react-router";
import {
  buildListingUrl,
  type ListingRoute,
  listingTitle,
  parseListingUrl,
} from "../../common/listing-url";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import type { PhotoRef } from "../../common/photos";
import { hreflangLinks, itemListOf } from "../../common/seo";
import { calendarMonth, nextOccurrence, travelMonthChoices } from "../../common/travel-month";
import type { LoadContext } from "../../server/http/load-context";
import type { ListingResult } from "../../server/modules/catalog";
import { redirectToCanonicalPath } from "../lib/canonical.server";
import { localPricing, withShownPrices } from "../lib/prices.server";

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

  const { rates, show } = await localPricing(context, url.pathname);
  const now = new Date();
  // One object per result, origin and UTC day (the month choices start from this month) while
  // the rates stay the same: its packed JSON and its cards' stored markup are then made once,
  // not on every uncached request (decision 0176). The service keeps a result per route, its
  // locale (so the currency) included, so the route needs no place in the key.
  const key = `${url.origin} ${Math.floor(now.getTime() / DAY_MS)}`;
  let byKey = shown.get(result);
  if (!byKey) {
    byKey = new Map();
    shown.set(result, byKey);
  }
  const kept = byKey.get(key);
  if (kept?.rates === rates) return kept.listing;
  // Uploaded photos (decision 0219): a new one is a catalogue change, so a new result and a
  // new entry here; the listing's own copies are never stale.
  const [destinationPhotos, packagePhotos] = await Promise.all([
    result.destination
      ? context.services.photos.photosOf("destination", [result.destination.slug])
      : new Map<string, PhotoRef>(),
    context.services.photos.photosOf(
      "package",
      result.packages.map((p) => String(p.id)),
    ),
  ]);
  const listing = {
    ...listingData(url, route, canonical, result, show, now, packagePhotos),
    destinationPhoto: result.destination
      ? (destinationPhotos.get(result.destination.slug) ?? null)
      : null,
  };
  if (byKey.size >= KEYS_PER_RESULT) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, { rates, listing });
  return listing;
}

const DAY_MS = 86_400_000;
/** Origins × days a result is shown for at once: a handful; the bound is a guard. */
const KEYS_PER_RESULT = 32;
const shown = new WeakMap<ListingResult, Map<string, { rates: object; listing: ListingData }>>();

function listingData(
  url: URL,
  route: ListingRoute,
  canonical: string,
  result: ListingResult,
  show: (amountMinor: number) => string,
  now: Date,
  packagePhotos: ReadonlyMap<string, PhotoRef>,
) {
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
    packages: withShownPrices(result.packages, show).map((p) => ({
      ...p,
      photo: packagePhotos.get(String(p.id)) ?? null,
    })),
  };
}

export type ListingData = ReturnType<typeof listingData> & { destinationPhoto: PhotoRef | null };
