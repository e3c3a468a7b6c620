import { redirect } from "react-router";
import { distanceKm } from "../../common/geo";
import {
  buildGuideUrl,
  type GuideRoute,
  guidePath,
  guideRedirect,
  parseGuideUrl,
} from "../../common/guide-url";
import type { GuideListKind } from "../../common/guides";
import { describeMonths } from "../../common/months";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import { hreflangLinks } from "../../common/seo";
import { WEEKEND_SOURCES } from "../../common/weekend-url";
import type { LoadContext } from "../../server/http/load-context";
import { isAppError } from "../../server/lib/errors";
import {
  componentsFor,
  type GuidesService,
  guideLinks,
  hotelLinks,
  metaInformation,
} from "../../server/modules/guides";
import { showAgentsWhoKnow } from "../../server/workflows/show-agents-who-know";
import { redirectToCanonicalPath } from "../lib/canonical.server";
import { localPriceFormatter } from "../lib/prices.server";

/** Weekend getaways: the weekend source within a day's drive, else the weekend landing. */
function weekendLink(center: { lat: number; lng: number }, india: boolean) {
  if (!india) return null;
  const near = WEEKEND_SOURCES.map((s) => ({ s, km: distanceKm(s, center) })).sort(
    (a, b) => a.km - b.km,
  )[0];
  return near && near.km <= 400
    ? { label: `Weekend getaways near ${near.s.name}`, href: `/places-near/${near.s.slug}` }
    : { label: "Weekend getaways", href: "/mktc/weekend-getaway-packages" };
}

function listData(guides: GuidesService, route: GuideRoute, list: GuideListKind) {
  const { view } = route;
  if (view.kind !== "list" && view.kind !== "experience") return null;
  const categories = view.kind === "experience" ? [view.category] : [...view.categories];
  const cities = view.kind === "list" ? [...view.cities] : [];
  // /{scheme}/{tab}: the tab is one more category or city on top of the query's filters.
  if (view.kind === "list" && view.scheme === "category" && view.tab) categories.push(view.tab);
  if (view.kind === "list" && view.scheme === "city" && view.tab) cities.push(view.tab);
  const query = {
    destination: route.destination,
    city: route.city,
    list,
    categories: [...new Set(categories)],
    cities: [...new Set(cities)],
    page: view.page,
  };
  return list === "ptv"
    ? { kind: "ptv" as const, ...guides.places(query) }
    : { kind: "ttd" as const, ...guides.things(query) };
}

/** A guide page: /{destination}-tourism/… (common/guide-url.ts; docs/guide-urls.md). */
export async function loadGuide(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const parsed = parseGuideUrl(url.pathname, url.searchParams);
  if (!parsed.ok) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  const { route } = parsed;
  // Spec §2: exactly one category and no city is that category's experience page.
  const experience = guideRedirect(route);
  if (experience) throw redirect(experience, 302);
  const canonical = buildGuideUrl(route);
  redirectToCanonicalPath(url, canonical);

  const { guides } = context.services;
  try {
    const scope = guides.scope(route.destination, route.city);
    const { view } = route;
    const list =
      view.kind === "list" || view.kind === "experience"
        ? listData(guides, route, view.list)
        : null;
    if (list && view.kind !== "home" && "page" in view && view.page > list.pageCount)
      throw redirect(PAGE_NOT_FOUND_PATH, 302);
    const reach =
      view.kind === "how-to-reach" || view.kind === "home"
        ? guides.howToReach(
            route.destination,
            route.city,
            view.kind === "how-to-reach" ? view.from : null,
          )
        : null;
    const show = await localPriceFormatter(context, url.pathname);
    const catalogue = guides.catalogue(route.destination);

    // Below-the-fold sections are deferred (decision 0037): not awaited, they stream in; a page
    // the page cache keeps is rendered whole.
    const bestTime =
      view.kind === "home" || view.kind === "best-time"
        ? guides.bestTime(route.destination).then((b) => ({
            summary: b.summary,
            months: b.months.map((m) => ({
              month: m.month,
              name: m.name,
              price: m.priceMinor === null ? null : show(m.priceMinor),
              best: m.best,
              cheapest: m.cheapest,
            })),
          }))
        : null;
    const faqs =
      view.kind === "home" || view.kind === "tips"
        ? guides.faqs(route.destination, route.city)
        : null;
    const stories =
      view.kind === "home" ? catalogue.then((f) => (f?.stories ?? []).slice(0, 4)) : null;
    const packages = await catalogue;

    const meta = metaInformation(guides, route.destination, route.city);
    const mapQuery = route.city ? `city=${route.city}` : "";
    const mapSrc = (extra = "") => {
      const qs = [mapQuery, extra].filter(Boolean).join("&");
      return `/browsing/v1/guides/${route.destination}/map.svg${qs ? `?${qs}` : ""}`;
    };
    return {
      route,
      canonical,
      alternates: hreflangLinks(url.origin, canonical),
      /** Spec §2 layout: meta_info.destination and components with a name and a csr flag. */
      meta_info: { ...meta, canonical },
      components: componentsFor(view.kind),
      guide: {
        slug: scope.guide.slug,
        name: scope.guide.name,
        type: scope.guide.type,
        tagline: scope.guide.tagline,
        description: scope.guide.description,
        palette: scope.guide.palette,
        bestMonths: describeMonths(scope.guide.bestMonths),
        cities: scope.guide.cities.map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
        })),
      },
      city: scope.city
        ? { slug: scope.city.slug, name: scope.city.name, description: scope.city.description }
        : null,
      title: scope.title,
      name: scope.name,
      essentials:
        view.kind === "home" || view.kind === "tips"
          ? guides.essentialInfo(route.destination, route.city)
          : null,
      highlights: view.kind === "home" ? guides.highlights(route.destination, route.city) : null,
      /** Agencies that sell this destination, with their covers (decisions 0218, 0241). */
      agentsWhoKnow:
        view.kind === "home"
          ? showAgentsWhoKnow(context.services, route.destination).catch(() => [])
          : null,
      timings:
        view.kind === "home"
          ? guides.timingsAndFees(route.destination, route.city).slice(0, 10)
          : null,
      tips:
        view.kind === "home" || view.kind === "tips"
          ? guides.tips(route.destination, route.city)
          : null,
      list,
      mapPoints:
        view.kind === "home" || list
          ? guides.mapPoints(route.destination, route.city).filter((p) => p.kind === "place")
          : null,
      mapSrc: list
        ? mapSrc(
            [
              "list=ptv",
              ...list.categories
                .filter((c) => c.selected)
                .map((c) => `filter_categories[]=${c.value}`),
              ...list.cities.filter((c) => c.selected).map((c) => `filtered_cities[]=${c.value}`),
              list.page > 1 ? `page=${list.page}` : "",
            ]
              .filter(Boolean)
              .join("&"),
          )
        : view.kind === "how-to-reach"
          ? mapSrc(view.from ? `from=${view.from}` : "reach=true")
          : mapSrc(),
      reach,
      bestTime,
      faqs,
      stories,
      links: {
        packages: packages?.packagesCount
          ? {
              label: `${packages.packagesCount} ${scope.guide.name} tour packages`,
              href: `/tour-packages/${route.destination}`,
              from: packages.fromPriceMinor === null ? null : show(packages.fromPriceMinor),
            }
          : null,
        hotels: hotelLinks(guides, route.destination).filter(
          (l) =>
            !route.city ||
            l.href.endsWith(`/${route.city}`) ||
            l.href === `/hotels/${route.destination}`,
        ),
        weekend: weekendLink(scope.center, scope.guide.type === "india"),
        guide: guideLinks(guides, route.destination),
        home: guidePath(route.destination, route.city),
      },
    };
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") throw redirect(PAGE_NOT_FOUND_PATH, 302);
    throw error;
  }
}

export type GuideData = Awaited<ReturnType<typeof loadGuide>>;
