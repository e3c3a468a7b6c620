import { type BestTimeMonth, bestTimeToVisit } from "../../../common/best-time";
import { formatDistanceKm } from "../../../common/format";
import { distanceKm } from "../../../common/geo";
import { guidePath } from "../../../common/guide-url";
import {
  categoriesOf,
  GUIDE_PAGE_SIZE,
  type GuideCategory,
  type GuideComponent,
  type GuideFacet,
  type GuideList,
  type GuideListKind,
  type GuidePlace,
  type GuideThing,
  type HubDistance,
} from "../../../common/guides";
import { describeMonths, MONTH_NAMES } from "../../../common/months";
import type { DestinationGuideFacts } from "../catalog";
import { ORIGINS } from "./data/transport";
import {
  allGuides,
  type DestinationGuide,
  type GuideCity,
  nearestAirports,
  nearestStations,
} from "./guide-content";
import { drawMap, type MapPoint } from "./guide-map";
import { GuideNotFound } from "./guides.errors";

/** The catalogue reads a guide needs (the catalog service provides them). */
export interface GuideCatalog {
  destinationGuideFacts(slug: string): Promise<DestinationGuideFacts | null>;
}

export interface GuideScope {
  guide: DestinationGuide;
  city: GuideCity | null;
  /** "Goa" or "Panaji, Goa". */
  title: string;
  /** The city when there is one, else the destination. */
  name: string;
  /** Where a traveller arrives: the city, or the destination's main (first) city. */
  center: { lat: number; lng: number };
  /** The name of that place. */
  arrival: string;
}

export interface ListQuery {
  destination: string;
  city: string | null;
  list: GuideListKind;
  /** Category setUrls; an empty list means every category. */
  categories: string[];
  /** City slugs; an empty list means every city in scope. */
  cities: string[];
  page: number;
}

export interface ReachMode {
  mode: "air" | "rail" | "road";
  summary: string;
  hubs: HubDistance[];
}

export interface HowToReach {
  from: { slug: string; name: string; lat: number; lng: number } | null;
  /** Where distances are measured to: the city, or the destination's main city. */
  to: string;
  /** Straight-line kilometres from `from` to the destination (or city). */
  distanceKm: number | null;
  modes: ReachMode[];
  origins: { slug: string; name: string }[];
}

/** Wide for screens from 640 px; narrow (taller, so labels stay readable) for phones. */
export const MAP_SIZES = {
  wide: { width: 800, height: 520 },
  narrow: { width: 440, height: 520 },
} as const;
export type MapSize = keyof typeof MAP_SIZES;

const km = (n: number) => formatDistanceKm(n);

/** Roads run about 30% longer than the straight line, at about 55 km/h on Indian highways. */
function driveSummary(from: string, to: string, straightKm: number): string {
  const hours = Math.ceil((straightKm * 1.3) / 55);
  const days = Math.ceil(hours / 9);
  return `${from} is ${km(straightKm)} from ${to} in a straight line. Roads add about a third, so plan on roughly ${hours} hours at the wheel${days > 1 ? `, or ${days} days at 9 hours a day` : ""}.`;
}

/** Road trips make sense from these countries' neighbours by land (India's borders). */
const ROAD_FROM_INDIA = new Set(["nepal", "bhutan"]);

/**
 * Layout components of a guide page (spec §2), in page order. Every one renders on the server
 * (csr false): the pages are cached whole and read without JavaScript.
 */
const COMPONENTS: Record<string, GuideComponent[]> = {
  home: [
    { name: "banner", csr: false },
    { name: "about_destination", csr: false },
    { name: "essential_info", csr: false },
    { name: "places_to_visit", csr: false },
    { name: "things_to_do", csr: false },
    { name: "timings_and_entry_fees", csr: false },
    { name: "map", csr: false },
    { name: "best_time_to_visit", csr: false },
    { name: "tips", csr: false },
    { name: "how_to_reach", csr: false },
    { name: "faqs", csr: false },
    { name: "traveller_stories", csr: false },
  ],
  list: [
    { name: "banner", csr: false },
    { name: "filters", csr: false },
    { name: "list", csr: false },
    { name: "map", csr: false },
    { name: "pagination", csr: false },
  ],
  tips: [
    { name: "banner", csr: false },
    { name: "tips", csr: false },
    { name: "essential_info", csr: false },
    { name: "faqs", csr: false },
  ],
  "how-to-reach": [
    { name: "banner", csr: false },
    { name: "how_to_reach", csr: false },
    { name: "map", csr: false },
  ],
  "best-time": [
    { name: "banner", csr: false },
    { name: "best_time_to_visit", csr: false },
  ],
};

export function componentsFor(view: string): GuideComponent[] {
  return COMPONENTS[view === "experience" ? "list" : view] ?? COMPONENTS.home ?? [];
}

function facets(
  options: readonly { value: string; label: string }[],
  counts: Map<string, number>,
  selected: readonly string[],
): GuideFacet[] {
  return options
    .map((o) => ({
      value: o.value,
      label: o.label,
      count: counts.get(o.value) ?? 0,
      selected: selected.includes(o.value),
    }))
    .filter((f) => f.count > 0 || f.selected);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

export function createGuidesService(deps: { catalog: GuideCatalog }) {
  const guides = allGuides();
  const svgCache = new Map<string, string>();

  /** The guide and city of a URL; throws not_found for an unknown slug or a foreign city. */
  function scope(destination: string, city: string | null = null): GuideScope {
    const guide = guides.get(destination);
    if (!guide) throw GuideNotFound(destination);
    if (city === null) {
      // A destination is reached through its first (main) city: Tokyo for Japan, Kochi for Kerala.
      const gateway = guide.cities[0] as GuideCity;
      return {
        guide,
        city: null,
        title: guide.name,
        name: guide.name,
        center: { lat: gateway.lat, lng: gateway.lng },
        arrival: gateway.name,
      };
    }
    const c = guide.cities.find((x) => x.slug === city);
    if (!c) throw GuideNotFound(`${destination}/${city}`);
    return {
      guide,
      city: c,
      title: `${c.name}, ${guide.name}`,
      name: c.name,
      center: { lat: c.lat, lng: c.lng },
      arrival: c.name,
    };
  }

  const inScope = <T extends { city: { slug: string } }>(s: GuideScope, items: readonly T[]) =>
    s.city ? items.filter((i) => i.city.slug === s.city?.slug) : [...items];

  function list<T extends GuidePlace | GuideThing>(
    s: GuideScope,
    items: readonly T[],
    q: ListQuery,
  ): GuideList<T> {
    const all = inScope(s, items);
    const byCity = q.cities.length ? all.filter((i) => q.cities.includes(i.city.slug)) : all;
    const byCategory = q.categories.length
      ? all.filter((i) => q.categories.includes(i.category.setUrl))
      : all;
    const matching = byCity.filter(
      (i) => !q.categories.length || q.categories.includes(i.category.setUrl),
    );
    const pageCount = Math.max(1, Math.ceil(matching.length / GUIDE_PAGE_SIZE));
    const start = (q.page - 1) * GUIDE_PAGE_SIZE;
    const cityOptions = (s.city ? [s.city] : s.guide.cities).map((c) => ({
      value: c.slug,
      label: c.name,
    }));
    return {
      items: matching.slice(start, start + GUIDE_PAGE_SIZE),
      total: matching.length,
      page: q.page,
      pageSize: GUIDE_PAGE_SIZE,
      pageCount,
      // Each facet counts under the other facet's selection, so options never lead to nothing.
      categories: facets(
        categoriesOf(q.list).map((c) => ({ value: c.setUrl, label: c.label })),
        countBy(byCity, (i) => i.category.setUrl),
        q.categories,
      ),
      cities: facets(
        cityOptions,
        countBy(byCategory, (i) => i.city.slug),
        q.cities,
      ),
    };
  }

  function howToReach(destination: string, city: string | null, from: string | null): HowToReach {
    const s = scope(destination, city);
    const origin = from === null ? null : ORIGINS.find((o) => o.slug === from);
    if (origin === undefined) throw GuideNotFound(`how-to-reach-from-${from}`);
    const airports = nearestAirports(s.center);
    const stations = nearestStations(s.center);
    const modes: ReachMode[] = [];
    const there = s.arrival;
    const distance = origin ? Math.round(distanceKm(origin, s.center)) : null;

    if (airports[0]) {
      const fromAirport = origin ? nearestAirports(origin, 1)[0] : null;
      modes.push({
        mode: "air",
        summary: fromAirport
          ? `Fly from ${fromAirport.name} (${fromAirport.code}) to ${airports[0].name} (${airports[0].code}), ${km(airports[0].distanceKm)} in a straight line from ${there}. The two airports are ${km(Math.round(distanceKm(fromAirport, airports[0])))} apart.`
          : `The nearest airport is ${airports[0].name} (${airports[0].code}), ${km(airports[0].distanceKm)} from ${there} in a straight line${airports[1] ? `; ${airports[1].name} (${airports[1].code}) is ${km(airports[1].distanceKm)} away` : ""}.`,
        hubs: airports,
      });
    }
    // From an Indian city, trains reach only Indian destinations (and the Nepal border).
    const railFromOrigin = !origin || s.guide.type === "india" || ROAD_FROM_INDIA.has(s.guide.slug);
    if (stations[0] && railFromOrigin) {
      const fromStation = origin ? nearestStations(origin, 1)[0] : null;
      modes.push({
        mode: "rail",
        summary: fromStation
          ? `Take a train from ${fromStation.name} (${fromStation.code}) to ${stations[0].name} (${stations[0].code}), ${km(stations[0].distanceKm)} from ${there}; the stations are ${km(Math.round(distanceKm(fromStation, stations[0])))} apart as the crow flies.`
          : `The nearest railway station is ${stations[0].name} (${stations[0].code}), ${km(stations[0].distanceKm)} from ${there} in a straight line.`,
        hubs: stations,
      });
    }
    const byRoad = s.guide.type === "india" || ROAD_FROM_INDIA.has(s.guide.slug);
    const island = s.guide.slug === "andaman-and-nicobar" || s.guide.slug === "lakshadweep";
    if (byRoad && !island) {
      const nearOrigins = ORIGINS.map((o) => ({
        code: o.slug,
        name: o.name,
        lat: o.lat,
        lng: o.lng,
        distanceKm: Math.round(distanceKm(o, s.center)),
      }))
        .sort((a, b) => a.distanceKm - b.distanceKm)
        .slice(0, 3);
      modes.push({
        mode: "road",
        summary: origin
          ? driveSummary(origin.name, there, distance as number)
          : `By road, the nearest big cities are ${nearOrigins.map((o) => `${o.name} (${km(o.distanceKm)})`).join(", ")}, measured in a straight line; roads add a quarter to a third.`,
        hubs: nearOrigins,
      });
    }
    return {
      from: origin
        ? { slug: origin.slug, name: origin.name, lat: origin.lat, lng: origin.lng }
        : null,
      to: s.arrival,
      distanceKm: distance,
      modes,
      origins: ORIGINS.map((o) => ({ slug: o.slug, name: o.name })),
    };
  }

  async function facts(destination: string) {
    return deps.catalog.destinationGuideFacts(destination);
  }

  async function bestTime(destination: string): Promise<{
    months: (BestTimeMonth & { name: string })[];
    summary: string;
  }> {
    const s = scope(destination);
    const f = await facts(destination);
    const months = bestTimeToVisit(f?.monthPrices ?? [], s.guide.bestMonths).map((m) => ({
      ...m,
      name: MONTH_NAMES[m.month - 1] as string,
    }));
    const cheapest = months.filter((m) => m.cheapest).map((m) => m.name);
    return {
      months,
      summary: `The best time to visit ${s.guide.name} is ${describeMonths(s.guide.bestMonths)}.${cheapest.length ? ` Packages are cheapest in ${cheapest.join(" and ")}.` : ""}`,
    };
  }

  function essentialInfo(destination: string, city: string | null) {
    const s = scope(destination, city);
    const airport = nearestAirports(s.center, 1)[0] ?? null;
    const station = nearestStations(s.center, 1)[0] ?? null;
    const places = inScope(s, s.guide.places);
    return {
      bestTime: describeMonths(s.guide.bestMonths),
      idealDuration: `${s.guide.idealDays.min}–${s.guide.idealDays.max} days`,
      currency: s.guide.currency,
      nearestAirport: airport,
      nearestStation: station,
      placesCount: places.length,
      thingsCount: inScope(s, s.guide.things).length,
      cities: (s.city ? [s.city] : s.guide.cities).map((c) => ({ slug: c.slug, name: c.name })),
    };
  }

  async function faqs(destination: string, city: string | null) {
    const s = scope(destination, city);
    const f = city === null ? await facts(destination) : null;
    const places = inScope(s, s.guide.places);
    const airport = nearestAirports(s.center, 1)[0];
    const generated = [
      {
        question: `What are the best places to visit in ${s.name}?`,
        answer: `${places
          .slice(0, 5)
          .map((p) => p.name)
          .join(
            ", ",
          )}${places.length > 5 ? `, and ${places.length - 5} more on the places-to-visit page` : ""}.`,
      },
      {
        question: `How many days are enough for ${s.name}?`,
        answer: `${s.guide.idealDays.min} to ${s.guide.idealDays.max} days for ${s.guide.name}${s.city ? `, of which a day or two in ${s.city.name}` : ""}.`,
      },
      {
        question: `When is the best time to visit ${s.name}?`,
        answer: `${describeMonths(s.guide.bestMonths)}.`,
      },
      ...(airport
        ? [
            {
              question: `Which is the nearest airport to ${s.name}?`,
              answer: `${airport.name} (${airport.code}), about ${km(airport.distanceKm)} from ${s.arrival} in a straight line.`,
            },
          ]
        : []),
    ];
    // The catalogue's own FAQs come first; ours fill the topics they leave out.
    const asked = (f?.faqs ?? []).map((q) => q.question.toLowerCase());
    const topics = ["places", "how many days", "best time", "airport"];
    const fresh = generated.filter((_, i) => !asked.some((q) => q.includes(topics[i] as string)));
    return [...(f?.faqs ?? []), ...fresh];
  }

  function mapPoints(destination: string, city: string | null): MapPoint[] {
    const s = scope(destination, city);
    const places = inScope(s, s.guide.places).slice(0, 30);
    const cities: MapPoint[] = (s.city ? [s.city] : s.guide.cities).map((c) => ({
      lat: c.lat,
      lng: c.lng,
      label: c.name,
      kind: "city",
    }));
    return [
      ...cities,
      ...places.map(
        (p, i): MapPoint => ({ lat: p.lat, lng: p.lng, label: p.name, kind: "place", n: i + 1 }),
      ),
    ];
  }

  function cached(key: string, draw: () => string): string {
    let svg = svgCache.get(key);
    if (!svg) {
      svg = draw();
      // Bounded by the catalogue: destinations × (cities + origins + 1) maps at most.
      svgCache.set(key, svg);
    }
    return svg;
  }

  /**
   * Spec §7 lookup_parent: a slug that is a city rather than a destination is read as that city
   * of its destination (panaji → goa/panaji). Without it, only destinations are found.
   */
  function resolve(
    slug: string,
    city: string | null,
    lookupParent: boolean,
  ): { destination: string; city: string | null } {
    if (guides.has(slug)) return { destination: slug, city };
    if (lookupParent && city === null) {
      for (const g of guides.values())
        if (g.cities.some((c) => c.slug === slug)) return { destination: g.slug, city: slug };
    }
    throw GuideNotFound(slug);
  }

  return {
    /** Drops the drawn maps: a catalogue change (decision 0199). */
    forgetDrawn(): void {
      svgCache.clear();
    },
    scope,
    resolve,
    /** Destinations and their cities, for sitemaps and links. */
    destinations: () =>
      [...guides.values()].map((g) => ({
        slug: g.slug,
        name: g.name,
        type: g.type,
        cities: g.cities.map((c) => ({ slug: c.slug, name: c.name })),
      })),
    places(q: ListQuery): GuideList<GuidePlace> {
      const s = scope(q.destination, q.city);
      return list(s, s.guide.places, { ...q, list: "ptv" });
    },
    things(q: ListQuery): GuideList<GuideThing> {
      const s = scope(q.destination, q.city);
      return list(s, s.guide.things, { ...q, list: "ttd" });
    },
    /** The top of each list for the guide home. */
    highlights(destination: string, city: string | null) {
      const s = scope(destination, city);
      return {
        places: inScope(s, s.guide.places).slice(0, 6),
        things: inScope(s, s.guide.things).slice(0, 6),
        placesCount: inScope(s, s.guide.places).length,
        thingsCount: inScope(s, s.guide.things).length,
      };
    },
    /** Hours and fees of every place in scope (spec: timings, entry fees). */
    timingsAndFees(destination: string, city: string | null) {
      const s = scope(destination, city);
      return inScope(s, s.guide.places).map((p) => ({
        slug: p.slug,
        name: p.name,
        city: p.city,
        timings: p.timings,
        entryFee: p.entryFee,
        visitMinutes: p.visitMinutes,
      }));
    },
    tips(destination: string, city: string | null) {
      const s = scope(destination, city);
      return s.guide.tips;
    },
    essentialInfo,
    faqs,
    bestTime,
    howToReach,
    /** Packages, price and travellers' stories from the catalogue; null when it has none. */
    catalogue: facts,
    mapPoints,
    /** The SVG map of a guide's places, or of how to reach it from an origin. */
    mapSvg(
      destination: string,
      city: string | null,
      from: string | null = null,
      size: MapSize = "wide",
    ): string {
      const s = scope(destination, city);
      if (from !== null) {
        const reach = howToReach(destination, city, from);
        const origin = reach.from;
        if (!origin) throw GuideNotFound(from);
        return cached(`${size}/${destination}/${city ?? ""}/from/${from}`, () =>
          drawMap(
            [
              { lat: origin.lat, lng: origin.lng, label: origin.name, kind: "origin" },
              { lat: s.center.lat, lng: s.center.lng, label: s.name, kind: "city" },
              ...(reach.modes.find((m) => m.mode === "air")?.hubs.slice(0, 1) ?? [])
                .filter((h) => h.distanceKm > 25)
                .map((h): MapPoint => ({ lat: h.lat, lng: h.lng, label: h.code, kind: "airport" })),
            ],
            { title: `${origin.name} to ${s.title}`, line: true, ...MAP_SIZES[size] },
          ),
        );
      }
      return cached(`${size}/${destination}/${city ?? ""}`, () =>
        drawMap(mapPoints(destination, city), { title: `Map of ${s.title}`, ...MAP_SIZES[size] }),
      );
    },
    /** The map of one page of places: its items numbered as the page numbers them. */
    listMapSvg(q: ListQuery, size: MapSize = "wide"): string {
      const s = scope(q.destination, q.city);
      const page = list(s, s.guide.places, { ...q, list: "ptv" });
      const first = (page.page - 1) * page.pageSize + 1;
      const key = `${size}/${q.destination}/${q.city ?? ""}/list/${q.categories.join(",")}/${q.cities.join(",")}/${q.page}`;
      return cached(key, () =>
        drawMap(
          [
            ...(s.city ? [s.city] : s.guide.cities)
              .filter((c) => !q.cities.length || q.cities.includes(c.slug))
              .map((c): MapPoint => ({ lat: c.lat, lng: c.lng, label: c.name, kind: "city" })),
            ...page.items.map(
              (p, i): MapPoint => ({
                lat: p.lat,
                lng: p.lng,
                label: p.name,
                kind: "place",
                n: first + i,
              }),
            ),
          ],
          { title: `Map of places to visit in ${s.title}`, ...MAP_SIZES[size] },
        ),
      );
    },
    /** How to reach without an origin: the nearest hubs on a map around the destination. */
    reachMapSvg(destination: string, city: string | null, size: MapSize = "wide"): string {
      const s = scope(destination, city);
      const reach = howToReach(destination, city, null);
      return cached(`${size}/${destination}/${city ?? ""}/reach`, () =>
        drawMap(
          [
            { lat: s.center.lat, lng: s.center.lng, label: s.name, kind: "city" },
            ...reach.modes
              .filter((m) => m.mode !== "road")
              .flatMap((m) =>
                m.hubs.slice(0, 2).map(
                  (h): MapPoint => ({
                    lat: h.lat,
                    lng: h.lng,
                    label: `${h.code} · ${km(h.distanceKm)}`,
                    kind: m.mode === "air" ? "airport" : "station",
                  }),
                ),
              ),
          ],
          { title: `Airports and stations near ${s.title}`, ...MAP_SIZES[size] },
        ),
      );
    },
    /** Spec §7 "destination by duration": destinations grouped by the days they need. */
    destinationsByDuration() {
      const buckets = [
        { key: "1-3", label: "1 to 3 days", min: 1, max: 3 },
        { key: "4-6", label: "4 to 6 days", min: 4, max: 6 },
        { key: "7-9", label: "7 to 9 days", min: 7, max: 9 },
        { key: "10-12", label: "10 to 12 days", min: 10, max: 12 },
        { key: ">12", label: "13 days or more", min: 13, max: Number.POSITIVE_INFINITY },
      ];
      return buckets.map((b) => ({
        key: b.key,
        label: b.label,
        destinations: [...guides.values()]
          .filter((g) => g.idealDays.min <= b.max && g.idealDays.max >= b.min)
          .map((g) => ({
            slug: g.slug,
            name: g.name,
            idealDays: g.idealDays,
            href: guidePath(g.slug),
          })),
      }));
    },
    categoryOf(list: GuideListKind, setUrl: string): GuideCategory | null {
      return categoriesOf(list).find((c) => c.setUrl === setUrl) ?? null;
    },
  };
}

export type GuidesService = ReturnType<typeof createGuidesService>;
