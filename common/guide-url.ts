// The destination guide URL grammar (browsing spec §2 "Destination guides"; docs/guide-urls.md):
//
//   /{destination}-tourism[/{city}]                                   guide home
//   /{destination}-tourism[/{city}]/places-to-visit[/{scheme}/{tab}]  places, 10 a page
//   /{destination}-tourism[/{city}]/things-to-do[/{scheme}/{tab}]     things to do, 10 a page
//   /{destination}-tourism[/{city}]/experience/{category}?t=ptv|ttd   one category
//   /{destination}-tourism[/{city}]/travel-guide-tips
//   /{destination}-tourism[/{city}]/how-to-reach[-from-{from}]
//   /{destination}-tourism[/{city}]/best-time-to-visit
//
// with an optional /{xx}-en/ locale prefix. Lists read filter_categories[], filtered_cities[] and
// page; exactly one category and no city redirects to experience/{setUrl} (guideRedirect).
// Whether the destination, city and category exist is the loader's question, not the grammar's.
import { categoriesOf, type GuideListKind } from "./guides";
import { splitSitePath } from "./listing-url";
import type { Locale } from "./locale";

export const GUIDE_SUFFIX = "-tourism";
export const MAX_GUIDE_PAGE = 1000;

/** The fixed words after the destination (or city) segment. */
export const GUIDE_TABS = [
  "places-to-visit",
  "things-to-do",
  "experience",
  "travel-guide-tips",
  "how-to-reach",
  "best-time-to-visit",
] as const;

/** The {scheme} of places-to-visit/{scheme}/{tab}: a tab per category or per city. */
export const GUIDE_SCHEMES = ["category", "city"] as const;
export type GuideScheme = (typeof GUIDE_SCHEMES)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;
const FROM_PREFIX = "how-to-reach-from-";

export type GuideView =
  | { kind: "home" }
  | {
      kind: "list";
      list: GuideListKind;
      scheme: GuideScheme | null;
      tab: string | null;
      categories: string[];
      cities: string[];
      page: number;
    }
  | { kind: "experience"; list: GuideListKind; category: string; page: number }
  | { kind: "tips" }
  | { kind: "how-to-reach"; from: string | null }
  | { kind: "best-time" };

export interface GuideRoute {
  locale: Locale;
  destination: string;
  city: string | null;
  view: GuideView;
}

export type GuideParseResult = { ok: true; route: GuideRoute } | { ok: false; reason: string };

const fail = (reason: string): GuideParseResult => ({ ok: false, reason });
const isSlug = (s: string) => s.length <= MAX_SLUG && SLUG.test(s);
const isTab = (s: string) =>
  (GUIDE_TABS as readonly string[]).includes(s) || s.startsWith(FROM_PREFIX);

/** The destination slug of a "{destination}-tourism" segment, or null. */
export function guideDestinationOf(segment: string): string | null {
  if (!segment.endsWith(GUIDE_SUFFIX)) return null;
  const slug = segment.slice(0, -GUIDE_SUFFIX.length);
  return isSlug(slug) ? slug : null;
}

function readPage(query: URLSearchParams): number | null {
  const raw = query.get("page");
  if (raw === null) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_GUIDE_PAGE ? page : null;
}

function readSlugs(query: URLSearchParams, key: string): string[] | null {
  const values = [...query.getAll(`${key}[]`), ...query.getAll(key)];
  if (values.length > 20 || values.some((v) => !isSlug(v))) return null;
  return [...new Set(values)].sort();
}

/** Reads a guide URL (same arguments as parseListingUrl). Never throws. */
export function parseGuideUrl(
  pathname: string,
  search?: string | URLSearchParams,
): GuideParseResult {
  const site = splitSitePath(pathname, search);
  if (!site.ok) return fail(site.reason);
  const { locale, segments, query } = site;
  const [first = "", ...rest] = segments;
  const destination = guideDestinationOf(first);
  if (!destination) return fail("not a guide: the first segment must be {destination}-tourism");
  if (rest.some((s) => !isSlug(s))) return fail("path segments must be lowercase slugs");

  let city: string | null = null;
  if (rest[0] !== undefined && !isTab(rest[0])) city = rest.shift() as string;
  const [tab, ...params] = rest;
  const page = readPage(query);
  if (page === null) return fail("page must be a number from 1 to 1000");
  const route = (view: GuideView): GuideParseResult => ({
    ok: true,
    route: { locale, destination, city, view },
  });

  if (tab === undefined) return route({ kind: "home" });
  if (tab === "places-to-visit" || tab === "things-to-do") {
    const list: GuideListKind = tab === "places-to-visit" ? "ptv" : "ttd";
    if (params.length !== 0 && params.length !== 2) return fail("expected /{scheme}/{tab}");
    const [scheme = null, value = null] = params;
    if (scheme !== null && !(GUIDE_SCHEMES as readonly string[]).includes(scheme))
      return fail(`unknown scheme: ${scheme}`);
    if (scheme === "category" && !categoriesOf(list).some((c) => c.setUrl === value))
      return fail(`unknown category: ${value}`);
    const categories = readSlugs(query, "filter_categories");
    const cities = readSlugs(query, "filtered_cities");
    if (!categories || !cities) return fail("filters must be slugs");
    return route({
      kind: "list",
      list,
      scheme: scheme as GuideScheme | null,
      tab: value,
      categories,
      cities,
      page,
    });
  }
  if (tab === "experience") {
    const [category, ...extra] = params;
    if (!category || extra.length) return fail("expected /experience/{category}");
    const t = query.get("t") ?? "ptv";
    if (t !== "ptv" && t !== "ttd") return fail("t must be ptv or ttd");
    if (!categoriesOf(t).some((c) => c.setUrl === category))
      return fail(`unknown category: ${category}`);
    return route({ kind: "experience", list: t, category, page });
  }
  if (params.length) return fail("too many path segments");
  if (tab === "travel-guide-tips") return route({ kind: "tips" });
  if (tab === "best-time-to-visit") return route({ kind: "best-time" });
  if (tab === "how-to-reach") return route({ kind: "how-to-reach", from: null });
  if (tab.startsWith(FROM_PREFIX)) {
    const from = tab.slice(FROM_PREFIX.length);
    if (!isSlug(from)) return fail("how-to-reach-from needs a place");
    return route({ kind: "how-to-reach", from });
  }
  return fail(`unknown guide page: ${tab}`);
}

/** Path of a guide page without locale or query: /goa-tourism/panaji/places-to-visit. */
export function guidePath(
  destination: string,
  city: string | null = null,
  tab: string | null = null,
): string {
  return `/${destination}${GUIDE_SUFFIX}${city ? `/${city}` : ""}${tab ? `/${tab}` : ""}`;
}

function viewTab(view: GuideView): string | null {
  switch (view.kind) {
    case "home":
      return null;
    case "list": {
      const base = view.list === "ptv" ? "places-to-visit" : "things-to-do";
      return view.scheme ? `${base}/${view.scheme}/${view.tab}` : base;
    }
    case "experience":
      return `experience/${view.category}`;
    case "tips":
      return "travel-guide-tips";
    case "best-time":
      return "best-time-to-visit";
    case "how-to-reach":
      return view.from ? `${FROM_PREFIX}${view.from}` : "how-to-reach";
  }
}

/** The canonical URL of a guide route (locale prefix, path, query in a fixed order). */
export function buildGuideUrl(route: GuideRoute): string {
  const path = `${route.locale.prefix}${guidePath(route.destination, route.city, viewTab(route.view))}`;
  const query = new URLSearchParams();
  const { view } = route;
  if (view.kind === "list") {
    for (const c of view.categories) query.append("filter_categories[]", c);
    for (const c of view.cities) query.append("filtered_cities[]", c);
  }
  if (view.kind === "experience") query.set("t", view.list);
  if ((view.kind === "list" || view.kind === "experience") && view.page > 1)
    query.set("page", String(view.page));
  const qs = query.toString().replace(/%5B%5D/g, "[]");
  return qs ? `${path}?${qs}` : path;
}

/**
 * Spec §2: a places or things list with exactly one category and no city is the experience page
 * of that category on the same path, with t=ptv or t=ttd. Null when the route stays.
 */
export function guideRedirect(route: GuideRoute): string | null {
  const { view } = route;
  if (view.kind !== "list" || view.categories.length !== 1 || view.cities.length !== 0) return null;
  return buildGuideUrl({
    ...route,
    view: { kind: "experience", list: view.list, category: view.categories[0] as string, page: 1 },
  });
}

/** The same page with another page number (spec: page = selected page + 1, same path). */
export function guidePageUrl(route: GuideRoute, page: number): string {
  const { view } = route;
  if (view.kind !== "list" && view.kind !== "experience") return buildGuideUrl(route);
  return buildGuideUrl({ ...route, view: { ...view, page } });
}
