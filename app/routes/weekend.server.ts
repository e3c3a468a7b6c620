import { data, redirect } from "react-router";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import { hreflangLinks, itemListOf } from "../../common/seo";
import {
  buildWeekendUrl,
  HOLIDAY_THEMES,
  parseWeekendUrl,
  WEEKEND_SOURCES,
} from "../../common/weekend-url";
import type { LoadContext } from "../../server/http/load-context";
import { redirectToCanonicalPath } from "../lib/canonical.server";
import { localPriceFormatter, withShownPrices } from "../lib/prices.server";

/** Weekend-getaway pages: /mktc/weekend-getaway-packages, /places-near/…, /{theme}-places. */
export async function loadWeekend(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const parsed = parseWeekendUrl(url.pathname, url.searchParams);
  if (!parsed.ok) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  const { route } = parsed;
  const canonical = buildWeekendUrl(route);
  redirectToCanonicalPath(url, canonical);

  const { weekend } = context.services;
  const [result, places, offered, show] = await Promise.all([
    weekend.listing(route),
    weekend.places(route),
    weekend.themesOffered(),
    localPriceFormatter(context, url.pathname),
  ]);
  if (route.page > 1 && route.page > result.pageCount) throw data(null, { status: 404 });
  return {
    ...result,
    route,
    canonical,
    origin: url.origin,
    alternates: hreflangLinks(url.origin, canonical),
    itemList: itemListOf(result.packages),
    packages: withShownPrices(result.packages, show),
    places,
    // A source chip on a theme page, and a theme chip on a source's page, only where the
    // page it opens has getaways (the page shown stays, whatever it holds).
    sources: WEEKEND_SOURCES.filter(
      (s) => !route.theme || s.slug === route.source || offered[s.slug]?.includes(route.theme),
    ).map((s) => s.slug),
    themes: HOLIDAY_THEMES.filter(
      (t) => t.slug === route.theme || offered[route.source]?.includes(t.slug),
    ).map((t) => t.slug),
  };
}

export type WeekendData = Awaited<ReturnType<typeof loadWeekend>>;
