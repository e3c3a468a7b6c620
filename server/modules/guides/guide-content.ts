/**
 * Destination guides, built deterministically from the catalogue's geography (./data): every
 * destination and every city gets its places (the city's real landmarks, with coordinates, hours
 * and fees from data/guide-places.ts where curated), things to do at those places, travel
 * tips drawn from what the destination actually has, and nearest airports and stations
 * (data/transport.ts). Same input, same guides: no clock, no randomness beyond seeded order.
 * They live in the guides module because the server builds them at run time; the seed generator
 * reads the same geography from ./data (decision 0180).
 */
import { distanceKm } from "../../../common/geo";
import {
  type GuideCategory,
  type GuidePlace,
  type GuideThing,
  type HubDistance,
  PLACE_CATEGORIES,
  THING_CATEGORIES,
} from "../../../common/guides";
import { describeMonths } from "../../../common/months";
import { createPrng, hashSeed } from "../../lib/prng";
import type { DestinationSeed, LandmarkKind } from "./data/geography";
import { GEOGRAPHY } from "./data/geography";
import { PLACE_FACTS } from "./data/guide-places";
import { AIRPORTS, STATIONS, type TransportHub } from "./data/transport";

export interface GuideCity {
  slug: string;
  name: string;
  description: string;
  lat: number;
  lng: number;
}

export interface DestinationGuide {
  slug: string;
  name: string;
  type: "india" | "international";
  region: string;
  tagline: string;
  description: string;
  bestMonths: number[];
  idealDays: { min: number; max: number };
  currency: string;
  hasPackage: boolean;
  palette: [string, string, string];
  center: { lat: number; lng: number };
  cities: GuideCity[];
  places: GuidePlace[];
  things: GuideThing[];
  tips: { title: string; text: string }[];
}

const place = (setUrl: string): GuideCategory =>
  PLACE_CATEGORIES.find((c) => c.setUrl === setUrl) as GuideCategory;
const thing = (setUrl: string): GuideCategory =>
  THING_CATEGORIES.find((c) => c.setUrl === setUrl) as GuideCategory;

const PLACE_CATEGORY_OF: Record<LandmarkKind, string> = {
  beach: "beaches-and-islands",
  island: "beaches-and-islands",
  fort: "forts-and-palaces",
  palace: "forts-and-palaces",
  temple: "religious-sites",
  church: "religious-sites",
  mosque: "religious-sites",
  monastery: "religious-sites",
  museum: "heritage-and-landmarks",
  monument: "heritage-and-landmarks",
  landmark: "heritage-and-landmarks",
  lake: "nature",
  waterfall: "nature",
  garden: "nature",
  backwaters: "nature",
  valley: "nature",
  hill: "nature",
  desert: "nature",
  cave: "nature",
  national_park: "wildlife",
  wildlife: "wildlife",
  viewpoint: "viewpoints-and-treks",
  trek: "viewpoints-and-treks",
  market: "markets-and-streets",
  street: "markets-and-streets",
};

/** Usual hours and fee of a kind of place, for landmarks without curated facts. */
const KIND_DEFAULTS: Record<LandmarkKind, [timings: string, fee: string, minutes: number]> = {
  beach: ["Open all day; swim only where lifeguards flag it safe", "Free", 120],
  island: ["Boats run in daylight, weather permitting", "Boat fare; park fee where protected", 240],
  fort: ["Usually 09:00–17:00", "Small entry fee; higher for foreign visitors", 90],
  palace: ["Usually 09:30–17:00", "Entry fee; camera fee extra in many palaces", 90],
  temple: ["Early morning to night, often closed for a few hours after noon", "Free", 40],
  church: ["Daytime; quiet during services", "Free", 30],
  mosque: ["Outside prayer times; modest dress", "Free", 30],
  monastery: ["Morning prayers from about 06:00; open until dusk", "Free or a small donation", 45],
  museum: ["Usually 10:00–17:00, closed one day a week", "Entry fee", 75],
  monument: ["Sunrise to sunset", "Small entry fee at protected monuments", 60],
  landmark: ["Daylight hours", "Free", 45],
  lake: ["Daylight hours; boating in the day", "Free; boating extra", 60],
  waterfall: ["Daylight hours; fullest after the rains", "Free", 60],
  garden: ["Usually 08:00–18:00", "Small entry fee", 60],
  backwaters: ["Cruises in daylight", "Boat or houseboat fare", 240],
  valley: ["Daylight hours", "Free", 180],
  hill: ["Daylight hours", "Free", 120],
  desert: ["Best at sunrise and sunset", "Free; rides extra", 150],
  cave: ["Daylight hours, with a guide where required", "Entry fee", 60],
  national_park: [
    "Safaris in the early morning and late afternoon",
    "Safari permit per vehicle or seat",
    210,
  ],
  wildlife: ["Early morning and late afternoon are best", "Entry fee", 120],
  viewpoint: ["Best at sunrise or sunset", "Free", 45],
  trek: ["Start early; daylight only", "Forest or permit fee on some trails", 300],
  market: ["Usually 10:00–21:00", "Free", 90],
  street: ["Open all day; liveliest in the evening", "Free", 60],
};

/** What there is to do at a kind of place, and how long it takes. */
const ACTIVITY_OF: Partial<
  Record<LandmarkKind, [category: string, name: (p: string) => string, duration: string]>
> = {
  beach: ["water-activities", (p) => `Swim and watch the sunset at ${p}`, "2–3 hours"],
  island: ["water-activities", (p) => `Take a boat trip to ${p}`, "Half a day"],
  backwaters: [
    "water-activities",
    (p) => `Cruise ${p} by houseboat or canoe`,
    "Half a day to overnight",
  ],
  fort: ["heritage-walks", (p) => `Walk the ramparts of ${p}`, "1–2 hours"],
  palace: ["heritage-walks", (p) => `Tour the halls and courtyards of ${p}`, "1–2 hours"],
  street: ["heritage-walks", (p) => `Stroll and people-watch along ${p}`, "1–2 hours"],
  temple: ["spiritual", (p) => `Join the prayers at ${p}`, "About an hour"],
  monastery: ["spiritual", (p) => `Sit in on the morning chants at ${p}`, "About an hour"],
  church: ["spiritual", (p) => `See the interiors of ${p}`, "About 30 minutes"],
  mosque: ["spiritual", (p) => `Visit ${p} outside prayer times`, "About 30 minutes"],
  museum: ["culture", (p) => `Spend a morning in ${p}`, "1–2 hours"],
  monument: ["sightseeing", (p) => `See ${p}`, "About an hour"],
  landmark: ["sightseeing", (p) => `Stop at ${p}`, "About an hour"],
  viewpoint: ["sightseeing", (p) => `Catch sunrise or sunset from ${p}`, "About an hour"],
  lake: ["nature", (p) => `Go boating or walk the shore of ${p}`, "1–2 hours"],
  waterfall: ["nature", (p) => `Walk to ${p}`, "1–2 hours"],
  garden: ["nature", (p) => `Wander through ${p}`, "1–2 hours"],
  valley: ["nature", (p) => `Spend a day out in ${p}`, "Half a day to a day"],
  hill: ["adventure", (p) => `Hike or ski the slopes of ${p}`, "Half a day"],
  national_park: ["wildlife-safaris", (p) => `Go on a safari in ${p}`, "3–4 hours"],
  wildlife: ["wildlife-safaris", (p) => `Spot wildlife at ${p}`, "2–3 hours"],
  trek: ["adventure", (p) => `Trek to ${p}`, "Half a day to a day"],
  desert: ["adventure", (p) => `Ride a camel or jeep over ${p}`, "2–3 hours"],
  cave: ["adventure", (p) => `Explore ${p}`, "1–2 hours"],
  market: ["shopping-and-food", (p) => `Shop and snack your way through ${p}`, "1–2 hours"],
};

export function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Landmarks interleaved across cities, so the first page shows every city. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++)
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  return out;
}

function buildPlaces(d: DestinationSeed): GuidePlace[] {
  const seen = new Set<string>();
  const perCity = d.cities.map((city) =>
    city.landmarks.map((l): GuidePlace => {
      let slug = slugOf(l.name);
      if (seen.has(slug)) slug = `${slug}-${city.slug}`;
      seen.add(slug);
      const facts = PLACE_FACTS.get(l.name);
      const [timings, entryFee, visitMinutes] = KIND_DEFAULTS[l.kind];
      return {
        slug,
        name: l.name,
        kind: l.kind,
        category: place(PLACE_CATEGORY_OF[l.kind]),
        city: { slug: city.slug, name: city.name },
        lat: facts?.lat ?? city.lat,
        lng: facts?.lng ?? city.lng,
        approximate: !facts,
        timings: facts?.timings ?? timings,
        entryFee: facts?.entryFee ?? entryFee,
        visitMinutes: facts?.visitMinutes ?? visitMinutes,
        description: l.description,
      };
    }),
  );
  return interleave(perCity);
}

function buildThings(d: DestinationSeed, places: GuidePlace[]): GuideThing[] {
  const out: GuideThing[] = [];
  for (const p of places) {
    const activity = ACTIVITY_OF[p.kind as LandmarkKind];
    if (!activity) continue;
    const [category, name, duration] = activity;
    out.push({
      slug: `${p.slug}-${category}`,
      name: name(p.name),
      category: thing(category),
      city: p.city,
      place: { slug: p.slug, name: p.name },
      lat: p.lat,
      lng: p.lng,
      duration,
      description: p.description,
    });
  }
  // Seeded by the destination so each guide's order is stable but not grouped by kind.
  const prng = createPrng(hashSeed(`guide-things-${d.slug}`));
  const head = out.slice(0, 3);
  return [...head, ...prng.shuffle(out.slice(3))];
}

const HIGH_ALTITUDE = new Set([
  "ladakh",
  "leh",
  "nubra-valley",
  "pangong",
  "turtuk",
  "kaza",
  "lachung",
  "tawang",
  "sonamarg",
]);
/** Destinations whose cities are islands apart: boats, not cars, get between them. */
const ISLANDS = new Set(["maldives", "seychelles", "lakshadweep", "andaman-and-nicobar"]);

const PERMITS: Record<string, string> = {
  ladakh:
    "Nubra Valley, Pangong Lake and Turtuk need an Inner Line Permit for Indians and a Protected Area Permit for foreigners, issued online by the Leh district administration.",
  sikkim:
    "Tsomgo Lake, Nathu La, Lachung and Yumthang need a Protected Area Permit arranged through a registered Sikkim tour operator; carry photo ID and passport photos.",
  "arunachal-pradesh":
    "Indian visitors need an Inner Line Permit (apply online on the Arunachal ILP portal); foreign visitors need a Protected Area Permit.",
  nagaland:
    "Indian visitors from outside the state need an Inner Line Permit, issued online; foreign visitors register with the local police within 24 hours.",
  lakshadweep:
    "Every visitor needs an entry permit from the Lakshadweep administration, usually arranged with the tour package.",
  "andaman-and-nicobar":
    "Indians need no permit for Port Blair, Havelock, Neil or Baratang; foreign visitors get a Restricted Area Permit on arrival.",
  bhutan:
    "Indian citizens need a permit (passport or voter ID) issued at Phuentsholing or Paro airport, and pay Bhutan's Sustainable Development Fee per night.",
};

function buildTips(d: DestinationSeed, places: GuidePlace[]): { title: string; text: string }[] {
  const kinds = new Set(places.map((p) => p.kind));
  const cityNames = d.cities.map((c) => c.name);
  const tips: { title: string; text: string }[] = [];
  tips.push({
    title: "When to go",
    text: `${d.name} is at its best in ${describeMonths(d.bestMonths)}. Book stays early for those months; outside them prices drop and sights are quieter.`,
  });
  tips.push({
    title: "How long to stay",
    text: `Give it ${d.idealDays.min}–${d.idealDays.max} days: enough for ${cityNames.slice(0, 3).join(", ")}${cityNames.length > 4 ? ` and ${cityNames.length - 3} more` : cityNames.length === 4 ? ` and ${cityNames[3]}` : ""} without rushing.`,
  });
  if (d.cities.length > 1) {
    let far = { a: d.cities[0], b: d.cities[1], km: 0 };
    for (const a of d.cities)
      for (const b of d.cities) {
        const km = distanceKm(a, b);
        if (km > far.km) far = { a, b, km };
      }
    tips.push({
      title: "Getting around",
      text: `${far.a?.name} and ${far.b?.name} are ${Math.round(far.km)} km apart in a straight line, the widest spread on this guide. ${ISLANDS.has(d.slug) ? "Ferries, speedboats and (in the Maldives) seaplanes link the islands: book transfers with your stay and keep a spare day for weather." : far.km > 250 ? "Fly or take an overnight train between them, and group the sights nearby into the same days." : "A hired car with a driver covers them comfortably; start early to beat traffic."}`,
    });
  }
  if (PERMITS[d.slug]) tips.push({ title: "Permits", text: PERMITS[d.slug] as string });
  if (d.cities.some((c) => HIGH_ALTITUDE.has(c.slug)) || HIGH_ALTITUDE.has(d.slug)) {
    const high = d.cities.filter((c) => HIGH_ALTITUDE.has(c.slug)).map((c) => c.name);
    tips.push({
      title: "Altitude",
      text: `${high.length ? high.join(", ") : d.name} ${high.length === 1 ? "lies" : "lie"} above 3,000 m. Rest for the first day, drink plenty of water and climb higher only after you acclimatise.`,
    });
  }
  const worship = places.filter((p) =>
    ["temple", "mosque", "monastery", "church"].includes(p.kind),
  );
  if (worship.length) {
    tips.push({
      title: "Visiting places of worship",
      text: `Cover shoulders and knees at ${worship
        .slice(0, 2)
        .map((p) => p.name)
        .join(
          " and ",
        )}${worship.length > 2 ? " and the other shrines" : ""}, take off shoes where asked and check whether photography is allowed inside.`,
    });
  }
  const parks = places.filter((p) => p.kind === "national_park");
  if (parks.length) {
    tips.push({
      title: "Safaris",
      text: `Book ${parks[0]?.name} safaris on the official booking site as soon as your dates are fixed; early-morning slots sell out first and give the best sightings.`,
    });
  }
  const beaches = places.filter((p) => p.kind === "beach");
  if (beaches.length) {
    tips.push({
      title: "At the beach",
      text: `Swim only between the flags at ${beaches
        .slice(0, 2)
        .map((p) => p.name)
        .join(
          " or ",
        )}; currents get strong in the monsoon, when lifeguards close stretches of sea.`,
    });
  }
  if (kinds.has("market") || kinds.has("street")) {
    const market =
      places.find((p) => p.kind === "market") ?? places.find((p) => p.kind === "street");
    tips.push({
      title: "Shopping",
      text: `Bargain politely at ${market?.name}: start at about half the first price. Carry small notes and a cloth bag.`,
    });
  }
  if (d.currency !== "INR") {
    tips.push({
      title: "Money",
      text: `The local currency is ${d.currency}. Cards work in cities; carry some ${d.currency} in cash for markets, boats and small towns, and tell your bank before you travel.`,
    });
  }
  return tips;
}

function center(d: DestinationSeed) {
  const lat = d.cities.reduce((s, c) => s + c.lat, 0) / d.cities.length;
  const lng = d.cities.reduce((s, c) => s + c.lng, 0) / d.cities.length;
  return { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 };
}

export function buildGuide(d: DestinationSeed): DestinationGuide {
  const places = buildPlaces(d);
  return {
    slug: d.slug,
    name: d.name,
    type: d.type,
    region: d.region,
    tagline: d.tagline,
    description: d.description,
    bestMonths: d.bestMonths,
    idealDays: d.idealDays,
    currency: d.currency,
    hasPackage: d.hasPackage,
    palette: d.palette,
    center: center(d),
    cities: d.cities.map(({ slug, name, description, lat, lng }) => ({
      slug,
      name,
      description,
      lat,
      lng,
    })),
    places,
    things: buildThings(d, places),
    tips: buildTips(d, places),
  };
}

let built: Map<string, DestinationGuide> | null = null;

/** Every destination's guide, built once per process from the geography. */
export function allGuides(): Map<string, DestinationGuide> {
  if (!built) built = new Map(GEOGRAPHY.map((d) => [d.slug, buildGuide(d)]));
  return built;
}

/** The hubs nearest a point, nearest first, within `withinKm`. */
export function nearestHubs(
  hubs: readonly TransportHub[],
  point: { lat: number; lng: number },
  count: number,
  withinKm = Number.POSITIVE_INFINITY,
): HubDistance[] {
  return hubs
    .map((h) => ({ ...h, distanceKm: Math.round(distanceKm(point, h)) }))
    .filter((h) => h.distanceKm <= withinKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.code.localeCompare(b.code))
    .slice(0, count);
}

export const nearestAirports = (point: { lat: number; lng: number }, count = 3) =>
  nearestHubs(AIRPORTS, point, count, 600);
export const nearestStations = (point: { lat: number; lng: number }, count = 3) =>
  nearestHubs(STATIONS, point, count, 250);
