import { data, redirect } from "react-router";
import { buildListingUrl, listingTitle, parseListingUrl } from "../../common/listing-url";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import { hreflangLinks } from "../../common/seo";
import type { LoadContext } from "../../server/http/load-context";
import { localPriceFormatter } from "../lib/prices.server";

/** Shared with the home route, which receives single-segment listings (/tour-packages). */
export async function loadListing(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const parsed = parseListingUrl(url.pathname, url.searchParams);
  if (!parsed.ok) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  const { route } = parsed;
  const canonical = buildListingUrl(route);
  // Redirect only a non-canonical path (/page/1, a trailing slash). Query spellings vary by
  // client (browsers and data requests encode "[]"), so they get rel=canonical instead of a
  // redirect that could loop.
  const canonicalPath = canonical.split("?")[0];
  if (canonicalPath !== url.pathname) throw redirect(`${canonicalPath}${url.search}`, 301);

  const result = await context.services.listings.list(route);
  if (!result || (route.page > 1 && route.page > result.pageCount))
    throw data(null, { status: 404 });

  const show = await localPriceFormatter(context, url.pathname);
  return {
    route,
    canonical,
    origin: url.origin,
    alternates: hreflangLinks(url.origin, canonical),
    // Structured data lists the first 5 packages with INR prices (spec §9).
    itemList: result.packages.slice(0, 5).map((p, i) => ({
      position: i + 1,
      name: p.name,
      slug: p.slug,
      priceInr: Math.round(p.discountedPriceMinor / 100),
    })),
    title: listingTitle(route, result.destination?.name),
    total: result.total,
    pageCount: result.pageCount,
    facets: result.facets,
    destination: result.destination,
    packages: result.packages.map(({ priceMinor, discountedPriceMinor, ...p }) => ({
      ...p,
      price: show(priceMinor),
      discountedPrice: show(discountedPriceMinor),
    })),
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
