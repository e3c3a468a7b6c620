/**
 * Deterministic generator of holiday packages over the seed geography (server/modules/guides/data/geography.ts).
 *
 * Everything here is a pure function of the PRNG it is given: no clock, no Math.random, no I/O.
 * A package is a route through the cities of one destination, a day-by-day itinerary that names
 * the real landmarks of each day's city, plus categories, inclusions, prices by month and reviews.
 *
 * Scale: packages are produced in "families" (the same itinerary at different hotel categories)
 * and interleaved across destinations in proportion to popularity. Reviews are the expensive
 * part, so only the first RICH_REVIEW_PACKAGES_PER_DESTINATION packages of each destination get
 * the full 0-40 reviews; every later package gets at most LIGHT_REVIEW_MAX. At the default scale
 * (2,400 packages over ~60 destinations) nearly every package is "rich"; at 100k the total stays
 * around a quarter of a million reviews instead of two million. `generatePackageBatches` yields
 * the same sequence as `generatePackages` in slices, so a seeder never holds all 100k at once.
 */

import { distanceKm } from "../common/geo";
import { MONTH_NAMES } from "../common/months";
import type {
  CitySeed,
  DestinationSeed,
  LandmarkKind,
  LandmarkSeed,
} from "../server/modules/guides/data/geography";
import { createPrng, type Prng } from "./prng";
import { SentenceBudget } from "./sentence-budget";

// ─────────────────────────────── Public types ───────────────────────────────

export type PackageCategory = "honeymoon" | "family" | "friends" | "seasonal" | "bike";
export type TripType = "Adventure" | "Nature" | "Hill Station" | "Religious" | "Water Activities";
export type Inclusion = "Meals" | "Cab" | "Shared Coach";
export type Geography = readonly DestinationSeed[];

export interface PackageReview {
  author: string;
  city: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** YYYY-MM */
  travelledOn: string;
}

export interface ItineraryDay {
  day: number;
  citySlug: string;
  title: string;
  description: string;
}

export interface MonthPrice {
  month: number;
  startPrice: number;
  endPrice: number;
}

export interface GeneratedPackage {
  /** unique kebab-case, ends with a 4-character suffix that is unique per generation run */
  slug: string;
  /** shared by packages with the same itinerary at different hotel categories */
  familyKey: string;
  name: string;
  heading: string;
  destinationSlug: string;
  days: number;
  nights: number;
  cities: { citySlug: string; days: number }[];
  itinerary: ItineraryDay[];
  categories: PackageCategory[];
  tripTypes: TripType[];
  inclusions: Inclusion[];
  inclusionDetails: string[];
  exclusions: string[];
  hotelCategory: 2 | 3 | 4 | 5;
  basePricePerPersonInr: number;
  monthPrices: MonthPrice[];
  discountPercent: number;
  labels: string[];
  overview: string;
  popularity: number;
  rating: number;
  reviews: PackageReview[];
}

export interface DestinationFaq {
  question: string;
  answer: string;
}

/** `1k` exists for the listing-query bench, which compares the same queries at 1k and 100k. */
export const SCALE_PACKAGE_COUNTS = {
  small: 300,
  "1k": 1_000,
  default: 2400,
  "100k": 100_000,
} as const;

/** Packages per destination (in generation order) that get the full 0-40 reviews. */
export const RICH_REVIEW_PACKAGES_PER_DESTINATION = 50;
/** Upper bound on reviews for every later package of a destination. */
export const LIGHT_REVIEW_MAX = 3;

export const PACKAGE_LABELS = [
  "Best seller",
  "Trending",
  "Customisable",
  "Free cancellation",
  "Early bird",
] as const;

// ─────────────────────────────── Small helpers ───────────────────────────────

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;

function monthName(m: number): string {
  return MONTH_NAMES[(m - 1 + 12) % 12] ?? "January";
}

function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function joinList(items: readonly string[]): string {
  if (items.length === 0) return "";
  if (items.length === 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function round100(n: number): number {
  return Math.round(n / 100) * 100;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "Alleppey (Alappuzha)" → "Alleppey": the name used in running text. */
export function shortCityName(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, "").trim();
}

export function kebab(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Indian digit grouping: 120000 → "1,20,000". */
export function formatInr(n: number): string {
  const s = String(Math.round(n));
  if (s.length <= 3) return `₹${s}`;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest},${last3}`;
}

function weightedPick<T>(r: Prng, items: readonly T[], weight: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += Math.max(0, weight(item));
  if (total <= 0) return r.pick(items);
  let x = r.next() * total;
  for (const item of items) {
    x -= Math.max(0, weight(item));
    if (x < 0) return item;
  }
  return items[items.length - 1] as T;
}

function weightedKey<K extends string | number>(
  r: Prng,
  table: readonly (readonly [K, number])[],
): K {
  return weightedPick(r, table, ([, w]) => w)[0];
}

function chance(r: Prng, p: number): boolean {
  return r.next() < p;
}

/** "November to March", "March to June and September to November". */
export function formatMonthRanges(months: readonly number[]): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 0) return "any time of year";
  if (set.size === 12) return "all year round";
  const runs: [number, number][] = [];
  for (let m = 1; m <= 12; m++) {
    const prev = m === 1 ? 12 : m - 1;
    if (!set.has(m) || set.has(prev)) continue;
    let end = m;
    while (set.has(end === 12 ? 1 : end + 1)) end = end === 12 ? 1 : end + 1;
    runs.push([m, end]);
  }
  runs.sort((a, b) => a[0] - b[0]);
  return joinList(
    runs.map(([a, b]) => (a === b ? monthName(a) : `${monthName(a)} to ${monthName(b)}`)),
  );
}

// ─────────────────────────────── Landmark wording ───────────────────────────────

/** Names read with "the" in running text ("visit the Taj Mahal"). */
const THE_NAMES = new Set([
  "Taj Mahal",
  "Red Fort",
  "Golden Temple",
  "Colosseum",
  "Pantheon",
  "Bosphorus",
  "Acropolis",
  "Alhambra",
  "Matterhorn",
  "Corniche",
  "Eiffel Tower",
  "Chinese Fishing Nets",
  "Grand Canal",
  "Grand Bazaar",
  "Grand Palace",
  "Great Barrier Reef",
  "Great Ocean Road",
  "Shore Temple",
  "Pancha Rathas",
  "Burj Al Arab",
  "Jet d'Eau",
  "London Eye",
  "Las Vegas Strip",
  "Royal Mile",
  "Royal Crescent",
  "Canal Ring",
  "Palm Jumeirah",
  "Rijksmuseum",
  "Arc de Triomphe",
  "Aiguille du Midi",
  "Mer de Glace",
  "Real Alcázar",
  "Generalife",
  "Albaicín",
  "Marble Mountains",
  "Kaafu Atoll Sandbanks",
  "Pamukkale Travertines",
  "Orchha Chhatris",
  "Muniyara Dolmens",
  "Kumily Spice Plantations",
  "Gobustan Rock Art",
  "Sacred Monkey Forest Sanctuary",
  "South Ari Marine Protected Area",
  "Sunday Walking Street",
  "Hoi An Ancient Town",
  "Big Buddha",
  "National Memorial Chorten",
  "Ateshgah Fire Temple",
  "Upper Caravanserai",
  "Al Ain Oasis",
  "Duomo di Milano",
  "Doge's Palace",
  "City Palace Jaipur",
  "City Palace Udaipur",
  "Royal Botanical Gardens, Peradeniya",
  "Promenade des Anglais",
  "Tsim Sha Tsui Promenade",
  "Kaziranga Orchid and Biodiversity Park",
  "Seven Coloured Earth",
  "Attari–Wagah Border",
  "Cellular Jail",
  "Roman Baths",
]);

const NO_THE = new Set(["Tower Bridge", "Buckingham Palace"]);

const THE_SUFFIX =
  /\b(Museum|Museums|Gallery|Bridge|Palace|Memorial|Aquarium|Observatory|Dam|Cathedral|Basilica|Railway|Gondola|Ropeway|Tram|Ferry|Fountain|Skywalk|Tower|Towers|Statue|Building|Center|Centre|River|Souk|Market|Quarter|Pagoda|Stupa|Buddha|Monument|Tunnel|Tunnels|Islands|Caves|Dunes|Waterfalls|Slopes|Volcano|Volcanoes|House|Garden|Gardens)$/;

/** How a landmark is referred to mid-sentence: "the Taj Mahal", "Amber Fort", "the Ridge". */
export function landmarkRef(name: string): string {
  if (name.startsWith("The ")) return `the ${name.slice(4)}`;
  if (THE_NAMES.has(name)) return `the ${name}`;
  if (/^(St\.? |Sri |Our |Fort |Mount |Lake )/.test(name)) return name;
  if (/['’]s\b/.test(name)) return name;
  if (NO_THE.has(name)) return name;
  if (/^[A-Z][^\s]*( [A-Z][^\s]*)* of /.test(name)) return `the ${name}`;
  if (/^(Great|Grand) /.test(name) && !/Beach|Baie|Anse|Bassin/.test(name)) return `the ${name}`;
  if (THE_SUFFIX.test(name)) return `the ${name}`;
  return name;
}

/** Proper names at the start of a description: never take an article. */
const NO_ARTICLE_PROPER = new Set([
  "Harmandir",
  "Sangetsar",
  "Sri",
  "Wat",
  "Koh",
  "Menara",
  "Monas,",
  "Supertree",
  "Ramakrishna",
  "Sumendu",
  "Yumesamdong,",
  "Ganga",
  "Leonardo",
  "Ramesses",
  "Jim",
  "Southeast",
  "Buddhist,",
]);

/** First words of descriptions that are proper nouns or proper adjectives: keep the capital. */
const KEEP_CAPITAL = new Set([
  "Hanuman",
  "Ganesh",
  "Gelugpa",
  "Indo-Saracenic",
  "Portuguese-built",
  "Durpin",
  "Buddhist",
  "Jain",
  "Renaissance",
  ...NO_ARTICLE_PROPER,
]);

const NO_ARTICLE_WORDS = new Set([
  "a",
  "an",
  "the",
  "one",
  "two",
  "three",
  "four",
  "five",
  "around",
  "where",
  "home",
  "host",
  "scene",
  "site",
  "venue",
  "so",
  "now",
  "often",
  "known",
  "famous",
  "counted",
  "reached",
  "built",
  "completed",
  "founded",
  "dedicated",
  "crossed",
  "housed",
  "parkland",
]);

const THE_ARTICLE_WORDS = new Set(["former", "starting", "highest"]);
const VERB_START = new Set(["protects", "traces", "holds"]);
const UNCOUNTABLE_HEADS = new Set(["sand", "water", "parkland", "art"]);
const HEAD_STOP_WORDS = new Set([
  "with",
  "of",
  "on",
  "in",
  "for",
  "near",
  "at",
  "above",
  "below",
  "beside",
  "by",
  "from",
  "to",
  "across",
  "around",
  "beyond",
  "up",
  "over",
  "under",
  "along",
  "between",
  "inside",
  "within",
  "where",
  "that",
  "which",
  "about",
  "behind",
  "among",
  "towards",
  "laid",
  "built",
  "lit",
  "set",
  "run",
  "home",
  "contiguous",
  "now",
  "later",
  "part",
  "through",
  "into",
  "past",
  "outside",
  "known",
  "famous",
  "popular",
  "shaped",
  "found",
  "held",
  "seen",
  "grown",
  "made",
  "sold",
  "including",
  "plus",
]);

/** Descriptions led by these nouns describe what people do there: "Lake Zurich, known for lake cruises". */
const KNOWN_FOR_HEADS = new Set([
  "cruises",
  "rides",
  "trips",
  "walks",
  "drives",
  "safaris",
  "tours",
  "views",
  "trails",
  "collections",
  "displays",
  "masterpieces",
  "sculptures",
  "hundreds",
  "stars",
  "replicas",
]);

/** Descriptions that open with another name for the place: "Mirik Lake, also called Sumendu Lake, …". */
const ALIAS_FIRST = new Set([
  "Harmandir",
  "Sangetsar",
  "Ramakrishna",
  "Sumendu",
  "Koh",
  "Menara",
  "Wat",
  "Sri",
  "Ganga",
  "Yumesamdong,",
  "Monas,",
  "Vulture's",
]);

function headChunk(words: string[]): string[] {
  const chunk: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const raw = words[i] ?? "";
    const w = raw.toLowerCase().replace(/[.,;:]$/, "");
    if (i > 0 && (HEAD_STOP_WORDS.has(w) || /(ed|ing)$/.test(w))) break;
    chunk.push(w);
    if (/[,;:]$/.test(raw)) break;
  }
  return chunk;
}

function needsArticle(words: string[]): "a" | "the" | "" {
  const first = words[0] ?? "";
  const lower = first.toLowerCase();
  if (/^\d/.test(first) || first.endsWith(",")) return "";
  if (NO_ARTICLE_PROPER.has(first) || /['’]s$/.test(first)) return "";
  if (NO_ARTICLE_WORDS.has(lower)) return "";
  if (THE_ARTICLE_WORDS.has(lower)) return "the";
  const next = words[1]?.toLowerCase() ?? "";
  if (/ed$/.test(lower) && ["in", "by", "to", "for", "among", "as"].includes(next)) return "";
  // Head noun: the last word before the first preposition, participle or punctuation.
  const chunk = headChunk(words);
  if (chunk.includes("and")) return "";
  const head = chunk[chunk.length - 1] ?? "";
  if (UNCOUNTABLE_HEADS.has(head)) return "";
  if (/s$/.test(head) && !/(ss|us|is)$/.test(head)) return "";
  return "a";
}

function articleFor(word: string): string {
  if (/^(uni|une|use|UNESCO|one)/i.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/**
 * A landmark with its description folded in, for the END of a sentence:
 * "the Basilica of Bom Jesus, a baroque basilica that holds the mortal remains of St Francis Xavier".
 * Descriptions that are whole sentences come out as "Lake Pichola. Boat rides pass …".
 */
const appositiveCache = new Map<string, string>();
export function landmarkAppositive(l: LandmarkSeed): string {
  const key = `${l.name}|${l.description}`;
  const cached = appositiveCache.get(key);
  if (cached !== undefined) return cached;
  const refName = landmarkRef(l.name);
  const desc = l.description.trim().replace(/\.$/, "");
  const words = desc.split(/\s+/);
  const first = words[0] ?? "";
  const clause =
    (desc.split(/[,;]/)[0] ?? desc).split(/\b(?:where|whose|that|which|who)\b/i)[0] ?? "";
  const clauseWords = clause.split(/\s+/);
  const verbAt = clauseWords.findIndex((w) => ["is", "are", "offer", "pass"].includes(w));
  const before = (clauseWords[verbAt - 1] ?? "").toLowerCase();
  const sentence = verbAt > 0 && !["a", "an", "the", "high", "border", "road"].includes(before);
  let out: string;
  if (sentence) {
    out = `${refName}, where ${first.charAt(0).toLowerCase()}${desc.slice(1)}`;
  } else if (ALIAS_FIRST.has(first) && !/['’]s$/.test(words[1] ?? "")) {
    out = `${refName}, also called ${desc}`;
  } else if (first === "Supertree") {
    out = `${refName}, home to ${desc}`;
  } else {
    const keep =
      KEEP_CAPITAL.has(first) ||
      /['’]s$/.test(first) ||
      /[A-Z].*[A-Z]/.test(first) ||
      /^\d/.test(first);
    const lowered = keep ? desc : `${first.charAt(0).toLowerCase()}${desc.slice(1)}`;
    const lowerFirst = first.toLowerCase();
    if (VERB_START.has(lowerFirst)) out = `${refName}, which ${lowered}`;
    else if (lowerFirst === "boating" || headChunk(words).some((w) => KNOWN_FOR_HEADS.has(w)))
      out = `${refName}, known for ${lowered}`;
    else {
      const article = needsArticle(words);
      const prefix = article === "a" ? `${articleFor(lowered)} ` : article === "the" ? "the " : "";
      out = `${refName}, ${prefix}${lowered}`;
    }
  }
  appositiveCache.set(key, out);
  return out;
}

// ─────────────────────────────── Geography rules ───────────────────────────────

interface Hub {
  name: string;
  lat: number;
  lng: number;
  /** on an island: journeys to the mainland are by water */
  island?: boolean;
}

interface DestinationRules {
  /** city every route starts from */
  gateway?: string;
  /** routes come back to the gateway before departure */
  roundTrip?: boolean;
  /** the cities are districts of one place: one hotel, no transfers between them */
  metro?: string;
  /** where travellers usually land when it is not one of the cities */
  hub?: Hub;
  /** per-city override of the hub (remote cities reached another way) */
  cityHubs?: Record<string, Hub>;
  /** cities with an airport of their own (international routes start at one) */
  airports?: string[];
  /** cities that never share a route */
  incompatible?: [string, string][];
  /** gateway-only cities: never a route's first stop and at most one day */
  minorCities?: string[];
  /** altitude to acclimatise to on arrival */
  acclimatise?: string;
  /** cities a short drive from a metro that make a two- or three-day break on their own */
  shortBreaks?: string[];
  /** share of families that are such short breaks (default SHORT_BREAK_SHARE) */
  shortBreakShare?: number;
  /** how people arrive, when it is worth saying (e.g. Maldives resorts) */
  cost: { fixed: number; nightly: number };
}

const HUBS = {
  kochi: { name: "Kochi airport", lat: 10.152, lng: 76.392 },
  chandigarh: { name: "Chandigarh", lat: 30.733, lng: 76.779 },
  srinagar: { name: "Srinagar airport", lat: 33.987, lng: 74.774 },
  bhuntar: { name: "Bhuntar airport", lat: 31.876, lng: 77.154 },
  jaipur: { name: "Jaipur airport", lat: 26.824, lng: 75.812 },
  leh: { name: "Leh airport", lat: 34.136, lng: 77.546 },
  portBlair: {
    name: "Veer Savarkar International Airport in Port Blair",
    lat: 11.641,
    lng: 92.73,
    island: true,
  },
  dehradun: { name: "Dehradun airport", lat: 30.19, lng: 78.18 },
  bagdogra: { name: "Bagdogra airport or New Jalpaiguri station", lat: 26.681, lng: 88.328 },
  coimbatore: { name: "Coimbatore airport", lat: 11.03, lng: 77.043 },
  mangaluru: { name: "Mangaluru airport", lat: 12.961, lng: 74.89 },
  guwahati: { name: "Guwahati airport", lat: 26.106, lng: 91.586 },
  tezpur: { name: "Tezpur airport", lat: 26.709, lng: 92.784 },
  lilabari: { name: "Lilabari airport (North Lakhimpur)", lat: 27.295, lng: 94.097 },
  manaliTown: { name: "Manali", lat: 32.24, lng: 77.19 },
  delhi: { name: "Delhi airport or railway station", lat: 28.556, lng: 77.1 },
  chennai: { name: "Chennai airport", lat: 12.99, lng: 80.169 },
  dubai: { name: "Dubai International Airport", lat: 25.253, lng: 55.365 },
  abuDhabi: { name: "Zayed International Airport", lat: 24.433, lng: 54.651 },
  changi: { name: "Changi Airport", lat: 1.364, lng: 103.991 },
  hongKong: { name: "Hong Kong International Airport", lat: 22.308, lng: 113.918 },
  male: { name: "Velana International Airport in Malé", lat: 4.192, lng: 73.529, island: true },
  bali: { name: "Ngurah Rai International Airport", lat: -8.748, lng: 115.167 },
  zurich: { name: "Zurich Airport", lat: 47.458, lng: 8.555 },
  geneva: { name: "Geneva airport", lat: 46.238, lng: 6.109 },
  paro: { name: "Paro International Airport", lat: 27.403, lng: 89.425 },
  mauritius: { name: "Sir Seewoosagur Ramgoolam International Airport", lat: -20.43, lng: 57.683 },
  seychelles: {
    name: "Seychelles International Airport on Mahé",
    lat: -4.674,
    lng: 55.522,
    island: true,
  },
  cdg: { name: "Paris Charles de Gaulle Airport", lat: 49.01, lng: 2.55 },
  naples: { name: "Naples airport", lat: 40.886, lng: 14.291 },
  izmir: { name: "Izmir airport", lat: 38.292, lng: 27.157 },
  denizli: { name: "Denizli Çardak airport", lat: 37.786, lng: 29.701 },
  kayseri: { name: "Kayseri airport", lat: 38.77, lng: 35.495 },
  pantnagar: { name: "Pantnagar airport or Kathgodam station", lat: 29.031, lng: 79.473 },
  george: { name: "George airport", lat: -34.005, lng: 22.379 },
  kmia: { name: "Kruger Mpumalanga International Airport", lat: -25.383, lng: 31.105 },
  pilanesberg: { name: "Pilanesberg airport", lat: -25.333, lng: 27.173 },
} satisfies Record<string, Hub>;

const INDIA_DEFAULT_COST = { fixed: 4000, nightly: 4000 };

const RULES: Record<string, Omit<DestinationRules, "cost"> & { cost?: DestinationRules["cost"] }> =
  {
    goa: { cost: { fixed: 3000, nightly: 4300 } },
    kerala: { gateway: "kochi", hub: HUBS.kochi, cost: { fixed: 4500, nightly: 4500 } },
    "himachal-pradesh": {
      gateway: "shimla",
      hub: HUBS.chandigarh,
      cityHubs: { kaza: HUBS.manaliTown },
      cost: { fixed: 4500, nightly: 3900 },
    },
    kashmir: {
      gateway: "srinagar",
      roundTrip: true,
      hub: HUBS.srinagar,
      cost: { fixed: 5000, nightly: 4800 },
    },
    manali: { metro: "Manali", hub: HUBS.bhuntar, cost: { fixed: 3500, nightly: 3800 } },
    rajasthan: {
      gateway: "jaipur",
      hub: HUBS.jaipur,
      shortBreaks: ["jaipur", "ranthambore"],
      cost: { fixed: 4500, nightly: 4300 },
    },
    ladakh: {
      gateway: "leh",
      roundTrip: true,
      hub: HUBS.leh,
      acclimatise: "about 3,500 m",
      cost: { fixed: 6500, nightly: 5000 },
    },
    "andaman-and-nicobar": {
      gateway: "port-blair",
      roundTrip: true,
      hub: HUBS.portBlair,
      cost: { fixed: 7000, nightly: 5200 },
    },
    uttarakhand: {
      hub: HUBS.dehradun,
      shortBreaks: ["rishikesh", "mussoorie", "nainital", "jim-corbett"],
      cityHubs: { nainital: HUBS.pantnagar, "jim-corbett": HUBS.pantnagar },
      cost: { fixed: 4000, nightly: 3800 },
    },
    shimla: { hub: HUBS.chandigarh, cost: { fixed: 3500, nightly: 3800 } },
    sikkim: { gateway: "gangtok", hub: HUBS.bagdogra, cost: { fixed: 5500, nightly: 4000 } },
    darjeeling: { hub: HUBS.bagdogra, cost: { fixed: 4500, nightly: 3800 } },
    ooty: { hub: HUBS.coimbatore, cost: { fixed: 3500, nightly: 3900 } },
    munnar: { metro: "Munnar", hub: HUBS.kochi, cost: { fixed: 4000, nightly: 4200 } },
    coorg: { hub: HUBS.mangaluru, cost: { fixed: 4000, nightly: 4300 } },
    meghalaya: { hub: HUBS.guwahati, cost: { fixed: 5000, nightly: 4000 } },
    "uttar-pradesh": { shortBreaks: ["agra", "vrindavan"], cost: { fixed: 3500, nightly: 3400 } },
    delhi: { metro: "Delhi", hub: HUBS.delhi, cost: { fixed: 2500, nightly: 3800 } },
    karnataka: {
      gateway: "bengaluru",
      shortBreaks: ["mysuru", "chikmagalur"],
      cost: { fixed: 4000, nightly: 3800 },
    },
    "tamil-nadu": {
      gateway: "chennai",
      shortBreaks: ["mahabalipuram"],
      cost: { fixed: 4000, nightly: 3500 },
    },
    maharashtra: {
      gateway: "mumbai",
      shortBreaks: ["lonavala", "mahabaleshwar", "aurangabad"],
      // Mumbai and Pune have no other destination within a weekend's drive.
      shortBreakShare: 0.6,
      cost: { fixed: 4000, nightly: 4200 },
    },
    puducherry: { hub: HUBS.chennai, cost: { fixed: 3500, nightly: 3800 } },
    gujarat: {
      gateway: "ahmedabad",
      shortBreaks: ["ekta-nagar"],
      cost: { fixed: 4500, nightly: 3600 },
    },
    "madhya-pradesh": { cost: { fixed: 4500, nightly: 3700 } },
    punjab: { gateway: "amritsar", cost: { fixed: 3000, nightly: 3400 } },
    "west-bengal": {
      gateway: "kolkata",
      shortBreaks: ["santiniketan", "sundarbans"],
      cost: { fixed: 4000, nightly: 3500 },
    },
    assam: { gateway: "guwahati", hub: HUBS.guwahati, cost: { fixed: 4500, nightly: 3800 } },
    odisha: { gateway: "bhubaneswar", cost: { fixed: 3500, nightly: 3300 } },
    "arunachal-pradesh": {
      hub: HUBS.tezpur,
      cityHubs: { ziro: HUBS.lilabari },
      incompatible: [
        ["ziro", "tawang"],
        ["ziro", "dirang"],
      ],
      cost: { fixed: 6000, nightly: 4000 },
    },
    telangana: {
      gateway: "hyderabad",
      shortBreaks: ["warangal"],
      cost: { fixed: 3000, nightly: 3600 },
    },
    "andhra-pradesh": { cost: { fixed: 3500, nightly: 3400 } },
    // International
    dubai: { metro: "Dubai", hub: HUBS.dubai, cost: { fixed: 14000, nightly: 8500 } },
    thailand: {
      airports: ["bangkok", "phuket", "krabi", "chiang-mai"],
      cost: { fixed: 12000, nightly: 6500 },
    },
    maldives: { hub: HUBS.male, minorCities: ["male"], cost: { fixed: 15000, nightly: 19000 } },
    bali: { hub: HUBS.bali, cost: { fixed: 13000, nightly: 7000 } },
    singapore: { metro: "Singapore", hub: HUBS.changi, cost: { fixed: 14000, nightly: 10500 } },
    europe: {
      airports: ["paris", "rome", "zurich", "amsterdam", "prague"],
      cost: { fixed: 30000, nightly: 15500 },
    },
    malaysia: {
      airports: ["kuala-lumpur", "langkawi", "george-town"],
      cost: { fixed: 12000, nightly: 6200 },
    },
    vietnam: {
      airports: ["hanoi", "da-nang", "ho-chi-minh-city"],
      cost: { fixed: 13000, nightly: 5800 },
    },
    "sri-lanka": {
      gateway: "colombo",
      airports: ["colombo"],
      cost: { fixed: 10000, nightly: 6000 },
    },
    switzerland: {
      hub: HUBS.zurich,
      airports: ["geneva"],
      cost: { fixed: 32000, nightly: 19000 },
    },
    nepal: {
      gateway: "kathmandu",
      airports: ["kathmandu", "pokhara", "chitwan"],
      cost: { fixed: 8000, nightly: 4800 },
    },
    bhutan: {
      gateway: "paro",
      roundTrip: true,
      hub: HUBS.paro,
      cost: { fixed: 9000, nightly: 7500 },
    },
    mauritius: { hub: HUBS.mauritius, cost: { fixed: 15000, nightly: 13000 } },
    "abu-dhabi": { metro: "Abu Dhabi", hub: HUBS.abuDhabi, cost: { fixed: 14000, nightly: 8500 } },
    turkey: {
      airports: ["istanbul", "antalya"],
      cityHubs: { selcuk: HUBS.izmir, pamukkale: HUBS.denizli, goreme: HUBS.kayseri },
      cost: { fixed: 20000, nightly: 10000 },
    },
    australia: {
      airports: ["sydney", "melbourne", "gold-coast", "cairns"],
      cost: { fixed: 30000, nightly: 14500 },
    },
    "united-kingdom": {
      airports: ["london", "edinburgh", "inverness"],
      cost: { fixed: 30000, nightly: 16000 },
    },
    japan: { airports: ["tokyo", "osaka"], cost: { fixed: 28000, nightly: 16000 } },
    "united-states": {
      airports: ["new-york", "san-francisco", "las-vegas", "los-angeles", "orlando"],
      cost: { fixed: 30000, nightly: 15000 },
    },
    seychelles: { gateway: "mahe", hub: HUBS.seychelles, cost: { fixed: 18000, nightly: 16000 } },
    france: {
      hub: HUBS.cdg,
      airports: ["nice"],
      cityHubs: { chamonix: HUBS.geneva },
      cost: { fixed: 30000, nightly: 15500 },
    },
    indonesia: {
      airports: ["jakarta", "yogyakarta", "labuan-bajo", "lombok"],
      cost: { fixed: 14000, nightly: 6500 },
    },
    italy: {
      airports: ["venice", "florence", "pisa", "milan"],
      cityHubs: { positano: HUBS.naples },
      cost: { fixed: 30000, nightly: 15000 },
    },
    "hong-kong": { metro: "Hong Kong", hub: HUBS.hongKong, cost: { fixed: 15000, nightly: 11000 } },
    azerbaijan: { gateway: "baku", airports: ["baku"], cost: { fixed: 15000, nightly: 8000 } },
    "new-zealand": {
      airports: ["auckland", "queenstown", "rotorua"],
      cost: { fixed: 32000, nightly: 15500 },
    },
    greece: {
      airports: ["athens", "santorini", "mykonos", "heraklion"],
      cost: { fixed: 25000, nightly: 14500 },
    },
    spain: {
      airports: ["barcelona", "madrid", "seville", "granada"],
      cost: { fixed: 30000, nightly: 15000 },
    },
    egypt: {
      airports: ["cairo", "luxor", "aswan", "hurghada"],
      cost: { fixed: 18000, nightly: 10500 },
    },
    "south-africa": {
      airports: ["cape-town", "johannesburg"],
      cityHubs: { knysna: HUBS.george, kruger: HUBS.kmia, "sun-city": HUBS.pilanesberg },
      cost: { fixed: 25000, nightly: 13000 },
    },
    kenya: { gateway: "nairobi", airports: ["nairobi"], cost: { fixed: 22000, nightly: 15000 } },
    kazakhstan: { airports: ["almaty", "astana"], cost: { fixed: 15000, nightly: 7500 } },
    cambodia: { airports: ["siem-reap", "phnom-penh"], cost: { fixed: 12000, nightly: 5500 } },
  };

function rulesFor(d: DestinationSeed): DestinationRules {
  const r = RULES[d.slug] ?? {};
  const cost =
    r.cost ?? (d.type === "india" ? INDIA_DEFAULT_COST : { fixed: 15000, nightly: 9000 });
  return { ...r, cost };
}

/** Cities that sit beyond the day's base and are visited as a day trip from it. */
const DAY_TRIPS: Record<string, string[]> = {
  "baratang-island": ["port-blair"],
  absheron: ["baku"],
  gobustan: ["baku"],
  konark: ["puri", "bhubaneswar"],
  auroville: ["puducherry"],
  bhagamandala: ["madikeri"],
  mawlynnong: ["shillong", "sohra"],
  dawki: ["shillong", "sohra"],
  turtuk: ["nubra-valley"],
};

/** A city that can only be reached through another one on the same route. */
const REQUIRES: Record<string, string> = {
  lachung: "gangtok",
  kaza: "manali",
};

/** Dead ends: the road back out goes through the city they were reached from. */
const DEAD_ENDS: Record<string, string> = {
  lachung: "gangtok",
};

/** Cities on islands: journeys to and from them are by water. */
const ISLAND_CITIES = new Set([
  "port-blair",
  "havelock-island",
  "neil-island",
  "male",
  "maafushi",
  "south-ari-atoll",
  "baa-atoll",
  "santorini",
  "mykonos",
  "heraklion",
  "mahe",
  "praslin",
  "la-digue",
  "nusa-penida",
  "langkawi",
]);

/** Average train speed (km/h over straight-line distance × 1.3) where trains are the norm. */
const TRAIN_SPEED: Record<string, number> = {
  switzerland: 75,
  europe: 150,
  france: 150,
  italy: 130,
  spain: 200,
  "united-kingdom": 110,
  japan: 180,
};

/** Mountain destinations: slow, winding roads. Value is the average speed in km/h. */
const HILL_SPEED: Record<string, number> = {
  "himachal-pradesh": 30,
  kashmir: 30,
  manali: 30,
  ladakh: 25,
  uttarakhand: 32,
  shimla: 30,
  sikkim: 24,
  darjeeling: 30,
  ooty: 30,
  munnar: 30,
  coorg: 40,
  meghalaya: 30,
  "arunachal-pradesh": 25,
  bhutan: 30,
  nepal: 30,
};

/**
 * What a city is known for doing, as trip types, where its landmarks do not say it (a river is
 * not a landmark kind): white-water rafting on the Ganga at Rishikesh and on the Barapole in
 * Coorg, paragliding at Solang and Bir, the Triund and Rajmachi treks, boating on Naini Lake,
 * Venna Lake and Lake Pichola, boat safaris in the Sundarbans mangroves.
 */
const CITY_ACTIVITY_TYPES: Readonly<Record<string, readonly TripType[]>> = {
  rishikesh: ["Adventure", "Water Activities"],
  manali: ["Adventure"],
  "solang-valley": ["Adventure"],
  coorg: ["Adventure", "Water Activities"],
  dharamshala: ["Adventure"],
  lonavala: ["Adventure"],
  chikmagalur: ["Adventure"],
  gokarna: ["Adventure"],
  nainital: ["Water Activities"],
  mahabaleshwar: ["Water Activities"],
  udaipur: ["Water Activities"],
  sundarbans: ["Water Activities", "Nature"],
};

/** Indian and nearby hill stations (Hill Station trip type). */
const HILL_CITIES = new Set([
  "manali",
  "shimla",
  "dharamshala",
  "dalhousie",
  "gulmarg",
  "pahalgam",
  "sonamarg",
  "old-manali",
  "vashisht",
  "solang-valley",
  "naggar",
  "mussoorie",
  "nainital",
  "kufri",
  "chail",
  "narkanda",
  "gangtok",
  "pelling",
  "lachung",
  "namchi",
  "darjeeling-town",
  "kalimpong",
  "mirik",
  "ooty",
  "coonoor",
  "kotagiri",
  "munnar",
  "mattupetty",
  "chinnakanal",
  "madikeri",
  "shillong",
  "sohra",
  "lonavala",
  "mahabaleshwar",
  "pachmarhi",
  "tawang",
  "dirang",
  "araku-valley",
  "chikmagalur",
  "ella",
  "kandy",
  "genting-highlands",
  "thimphu",
  "paro",
  "pokhara",
]);

/** Winding roads even where the destination as a whole is not mountainous. */
const SLOW_ROAD_CITIES = new Set([
  ...HILL_CITIES,
  "thekkady",
  "marayoor",
  "kaza",
  "mudumalai",
  "kushalnagar",
  "bhagamandala",
  "ziro",
  "sohra",
  "mawlynnong",
  "dawki",
]);

const SAFARI_COUNTRIES = new Set(["kenya", "south-africa", "nepal"]);

interface Point {
  lat: number;
  lng: number;
  slug?: string;
  island?: boolean;
}

type Mode =
  | "drive"
  | "ride"
  | "train"
  | "flight"
  | "flight_or_train"
  | "ferry"
  | "speedboat"
  | "seaplane";

interface Leg {
  mode: Mode;
  hours: number;
  km: number;
  /** by water, with one end on the mainland (a jetty transfer is part of it) */
  partial?: boolean;
  /** the journey starts on an island */
  fromIsland?: boolean;
}

function onIsland(p: Point): boolean {
  return p.island === true || (p.slug !== undefined && ISLAND_CITIES.has(p.slug));
}

/** Road detours that straight-line distance badly underestimates (km by road). */
const ROAD_KM: Record<string, number> = {
  "krabi|phuket": 165,
  "nubra-valley|turtuk": 85,
  "leh|nubra-valley": 120,
  "leh|pangong": 160,
  "gangtok|lachung": 120,
  "lachung|pelling": 240,
};

function legBetween(d: DestinationSeed, a: Point, b: Point, bike: boolean): Leg {
  const straight = distanceKm(a, b);
  const known = ROAD_KM[`${a.slug}|${b.slug}`] ?? ROAD_KM[`${b.slug}|${a.slug}`];
  const aIsland = onIsland(a);
  const bIsland = onIsland(b);
  if ((aIsland || bIsland) && straight > 1) {
    if (straight > 250) return { mode: "flight", hours: 1.5, km: straight };
    const partial = !(aIsland && bIsland);
    if (d.slug === "maldives") {
      if (straight > 60) return { mode: "seaplane", hours: 0.75, km: straight };
      return { mode: "speedboat", hours: 0.25 + straight / 45, km: straight };
    }
    return {
      mode: "ferry",
      hours: 0.25 + (straight * 1.2) / 45,
      km: straight,
      partial,
      fromIsland: aIsland,
    };
  }
  const slowEnds =
    (a.slug !== undefined && SLOW_ROAD_CITIES.has(a.slug) ? 1 : 0) +
    (b.slug !== undefined && SLOW_ROAD_CITIES.has(b.slug) ? 1 : 0);
  const hill = HILL_SPEED[d.slug];
  const roadKm =
    known ?? straight * (hill ? 1.6 : slowEnds > 0 ? 1.35 : d.type === "india" ? 1.2 : 1.25);
  const trainSpeed = TRAIN_SPEED[d.slug];
  const flightThreshold = trainSpeed ? 500 : 350;
  if (straight > flightThreshold && !bike) {
    return {
      mode: d.type === "india" ? "flight_or_train" : "flight",
      hours: 2,
      km: straight,
    };
  }
  if (trainSpeed && !bike) {
    return { mode: "train", hours: 0.25 + (straight * 1.3) / trainSpeed, km: straight * 1.3 };
  }
  const plain = d.type === "india" ? 55 : 70;
  let hours: number;
  if (hill) hours = roadKm / hill;
  else if (slowEnds === 0) hours = roadKm / plain;
  else {
    // Only the climb at each slow end is slow (about 60 km of ghat road).
    const slowKm = Math.min(roadKm, 60 * slowEnds);
    hours = slowKm / 30 + (roadKm - slowKm) / plain;
  }
  return { mode: bike ? "ride" : "drive", hours, km: roadKm };
}

function durationText(hours: number): string {
  if (hours < 0.75) return "under an hour";
  const half = Math.round(hours * 2) / 2;
  if (half > 6) return `about ${numberWord(Math.round(hours))} hours`;
  if (half === 1) return "about an hour";
  if (half === 1.5) return "about an hour and a half";
  if (Number.isInteger(half)) return `about ${numberWord(half)} hours`;
  return `about ${numberWord(Math.floor(half))} and a half hours`;
}

function kmText(km: number): string {
  return `about ${Math.max(10, Math.round(km / 10) * 10)} km`;
}

// ─────────────────────────────── Route planning ───────────────────────────────

interface Stop {
  city: CitySeed;
  days: number;
  /** visited from the previous overnight base and back the same day */
  dayTrip: boolean;
}

function hubFor(rules: DestinationRules, city: CitySeed): Hub | undefined {
  return rules.cityHubs?.[city.slug] ?? rules.hub;
}

function chooseDays(r: Prng, d: DestinationSeed, bike: boolean, category: PackageCategory): number {
  const { min, max } = d.idealDays;
  let days: number;
  const roll = r.next();
  if (roll < 0.72) days = r.int(min, max);
  else if (roll < 0.86) days = min - 1;
  else days = max + r.int(1, 2);
  if (bike) days = Math.max(days, min + 1, 6);
  if (category === "honeymoon" && days > 10) days -= 1;
  // Two-day trips only where the destination is a short break to begin with.
  return clamp(days, min <= 2 ? 2 : 3, 15);
}

/** Plans the stops; may shorten `wantedDays` when the cities cannot fill them (one leisure day at most). */
function planRoute(
  r: Prng,
  d: DestinationSeed,
  rules: DestinationRules,
  wantedDays: number,
): Stop[] {
  let days = wantedDays;
  const cities = d.cities;
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  const metro = rules.metro !== undefined;
  let k: number;
  if (metro) k = clamp(Math.round(days / 1.6 + (r.next() - 0.5)), 1, cities.length);
  else if (days <= 3) k = 1;
  else {
    const floor = days >= 5 ? 2 : 1;
    k = clamp(Math.max(floor, Math.round((days - 1) / 2.3) + r.int(-1, 1)), 1, cities.length);
  }

  // Start city.
  let start: CitySeed | undefined = rules.gateway ? bySlug.get(rules.gateway) : undefined;
  const dayTripOnly = (c: CitySeed) => !metro && DAY_TRIPS[c.slug] !== undefined;
  const reachable = (c: CitySeed) => {
    const hub = hubFor(rules, c);
    return !hub || legBetween(d, hub, c, false).hours <= 6.5;
  };
  const candidatesToStart = cities.filter(
    (c) =>
      !dayTripOnly(c) &&
      !(rules.minorCities ?? []).includes(c.slug) &&
      REQUIRES[c.slug] === undefined &&
      (!rules.airports ||
        rules.airports.includes(c.slug) ||
        rules.cityHubs?.[c.slug] !== undefined),
  );
  const nearHub = candidatesToStart.filter(reachable);
  const startable = nearHub.length > 0 ? nearHub : candidatesToStart;
  if (!start) {
    const hub = rules.hub;
    if (hub && (metro || chance(r, 0.75))) {
      start = [...startable].sort((a, b) => distanceKm(a, hub) - distanceKm(b, hub))[0];
    }
    if (!start) start = weightedPick(r, startable, (c) => 1 / (cities.indexOf(c) + 1));
  }
  const first = start ?? (cities[0] as CitySeed);

  // Pick the rest, favouring cities near the ones already chosen.
  const chosen: CitySeed[] = [first];
  const isIncompatible = (c: CitySeed) =>
    (rules.incompatible ?? []).some(
      ([x, y]) =>
        (c.slug === x && chosen.some((o) => o.slug === y)) ||
        (c.slug === y && chosen.some((o) => o.slug === x)),
    );
  const capacity = (cs: CitySeed[]) =>
    cs.reduce(
      (sum, c) => sum + (DAY_TRIPS[c.slug] && !metro ? 1 : Math.ceil(c.landmarks.length / 2) + 1),
      0,
    );
  while (chosen.length < k || (capacity(chosen) < days && chosen.length < cities.length)) {
    const candidates = cities.filter((c) => {
      if (chosen.includes(c) || isIncompatible(c)) return false;
      const needs = REQUIRES[c.slug];
      if (needs && !chosen.some((o) => o.slug === needs)) return false;
      const bases = metro ? undefined : DAY_TRIPS[c.slug];
      if (bases && !chosen.some((o) => bases.includes(o.slug))) return false;
      return true;
    });
    if (candidates.length === 0) break;
    const next = weightedPick(r, candidates, (c) => {
      const near = Math.min(...chosen.map((o) => distanceKm(o, c)));
      return (c.landmarks.length + 1) / (1 + near / 120) ** 2;
    });
    chosen.push(next);
  }

  days = Math.min(days, Math.max(2, capacity(chosen) + 1));

  // Order: overnight stops by nearest neighbour from the start; day trips right after their base.
  const trips = metro ? [] : chosen.filter((c) => DAY_TRIPS[c.slug] !== undefined);
  const overnight = chosen.filter((c) => !trips.includes(c));
  const ordered: CitySeed[] = [first];
  const rest = overnight.filter((c) => c !== first);
  if (metro) ordered.push(...r.shuffle(rest));
  else {
    while (rest.length > 0) {
      const last = ordered[ordered.length - 1] as CitySeed;
      // A city reached only through another one comes straight after it.
      const dependant = rest.find((c) => REQUIRES[c.slug] === last.slug);
      if (dependant) {
        rest.splice(rest.indexOf(dependant), 1);
        ordered.push(dependant);
        const back = bySlug.get(DEAD_ENDS[dependant.slug] ?? "");
        if (back && rest.length > 0) ordered.push(back);
        continue;
      }
      rest.sort((a, b) => distanceKm(last, a) - distanceKm(last, b));
      const nextIdx = rest.findIndex((c) => {
        const needs = REQUIRES[c.slug];
        return !needs || ordered.some((o) => o.slug === needs);
      });
      const [next] = rest.splice(Math.max(0, nextIdx), 1);
      if (next) ordered.push(next);
    }
  }

  // Build stops with minimum days, dropping stops that do not fit.
  interface Draft {
    city: CitySeed;
    dayTrip: boolean;
    days: number;
    returnLeg: boolean;
  }
  let drafts: Draft[] = [];
  for (const c of ordered) {
    drafts.push({ city: c, dayTrip: false, days: 1, returnLeg: false });
    for (const t of trips) {
      if ((DAY_TRIPS[t.slug] ?? []).includes(c.slug) && !drafts.some((x) => x.city === t)) {
        drafts.push({ city: t, dayTrip: true, days: 1, returnLeg: false });
      }
    }
  }
  const overnightCount = () => drafts.filter((x) => !x.dayTrip && !x.returnLeg).length;
  if (rules.roundTrip && overnightCount() >= 2) {
    drafts.push({ city: first, dayTrip: false, days: 1, returnLeg: true });
  }
  const minimum = () => drafts.reduce((sum, x) => sum + x.days, 0);
  while (minimum() > days && drafts.length > 1) {
    // Drop the last day trip, else the last overnight stop that is not the start.
    let idx = -1;
    for (let i = drafts.length - 1; i >= 0; i--) {
      if (drafts[i]?.dayTrip) {
        idx = i;
        break;
      }
    }
    if (idx < 0) {
      for (let i = drafts.length - 1; i > 0; i--) {
        const x = drafts[i];
        if (x && !x.returnLeg) {
          idx = i;
          break;
        }
      }
    }
    if (idx < 0) break;
    const removed = drafts[idx] as Draft;
    drafts.splice(idx, 1);
    // Day trips depend on their base; a return leg needs two overnight stops.
    drafts = drafts.filter(
      (x) =>
        !x.dayTrip ||
        (DAY_TRIPS[x.city.slug] ?? []).some((b) =>
          drafts.some((o) => !o.dayTrip && o.city.slug === b),
        ),
    );
    if (overnightCount() < 2) drafts = drafts.filter((x) => !x.returnLeg);
    if (removed.city === first) break;
  }

  // Share out the remaining days.
  let extra = days - minimum();
  const stays = drafts.filter((x) => !x.dayTrip && !x.returnLeg);
  const returnLeg = drafts.find((x) => x.returnLeg);
  if (returnLeg && extra > 0 && (d.slug === "ladakh" || chance(r, 0.6))) {
    returnLeg.days += 1;
    extra -= 1;
  }
  const lastStay = drafts[drafts.length - 1];
  if (lastStay && !lastStay.returnLeg && !lastStay.dayTrip && stays.length > 1 && extra > 0) {
    lastStay.days += 1;
    extra -= 1;
  }
  while (extra > 0 && stays.length > 0) {
    const growable = stays.filter((x) => !(rules.minorCities ?? []).includes(x.city.slug));
    if (growable.length === 0) break;
    const best = weightedPick(r, growable, (x) => {
      const capacity = Math.ceil(x.city.landmarks.length / 2) + 1;
      return x.days < capacity ? (x.city.landmarks.length + 1) / x.days : 0.15 / x.days;
    });
    best.days += 1;
    extra -= 1;
  }
  // If a day trip ended up last, move one day of its base after it.
  for (let guard = 0; guard < 3 && drafts[drafts.length - 1]?.dayTrip; guard++) {
    const base = [...drafts].reverse().find((x) => !x.dayTrip);
    if (base && base.days >= 2) {
      base.days -= 1;
      drafts.push({ city: base.city, dayTrip: false, days: 1, returnLeg: false });
    } else {
      drafts.pop();
      if (base) base.days += 1;
    }
  }
  // Dropping stops can leave the same city twice in a row: merge them.
  const merged: Draft[] = [];
  for (const x of drafts) {
    const prev = merged[merged.length - 1];
    if (prev && prev.city === x.city && !prev.dayTrip && !x.dayTrip) prev.days += x.days;
    else merged.push(x);
  }
  return merged.map((x) => ({ city: x.city, days: x.days, dayTrip: x.dayTrip }));
}

// ─────────────────────────────── Itinerary text ───────────────────────────────

type Group =
  | "ride"
  | "sight"
  | "peak"
  | "beach"
  | "island"
  | "water"
  | "waterfall"
  | "safari"
  | "wild"
  | "garden"
  | "temple"
  | "church"
  | "mosque"
  | "monastery"
  | "heritage"
  | "museum"
  | "street"
  | "market"
  | "view"
  | "trek"
  | "valley"
  | "desert"
  | "cave";

function groupOf(kind: LandmarkKind, d: DestinationSeed): Group {
  switch (kind) {
    case "beach":
      return "beach";
    case "island":
      return "island";
    case "backwaters":
    case "lake":
      return "water";
    case "waterfall":
      return "waterfall";
    case "national_park":
      return d.type === "india" || SAFARI_COUNTRIES.has(d.slug) ? "safari" : "wild";
    case "wildlife":
      return "wild";
    case "garden":
      return "garden";
    case "temple":
      return "temple";
    case "church":
      return "church";
    case "mosque":
      return "mosque";
    case "monastery":
      return "monastery";
    case "museum":
      return "museum";
    case "street":
      return "street";
    case "market":
      return "market";
    case "viewpoint":
      return "view";
    case "hill":
      return "peak";
    case "landmark":
      return "sight";
    case "trek":
      return "trek";
    case "valley":
      return "valley";
    case "desert":
      return "desert";
    case "cave":
      return "cave";
    default:
      return "heritage";
  }
}

type Phrase = (a: string) => string;

/** First visit of the day; `a` is the landmark appositive and always ends the sentence. */
const LEAD: Record<Group | "any", Phrase[]> = {
  ride: [
    (a) => `Start the day with a ride on ${a}.`,
    (a) => `After breakfast, take a ride on ${a}.`,
  ],
  sight: [
    (a) => `Start the day at ${a}.`,
    (a) => `Your first stop today is ${a}.`,
    (a) => `Head out after breakfast to ${a}.`,
  ],
  peak: [(a) => `Set out early for the best views of ${a}.`, (a) => `Spend the day around ${a}.`],
  any: [
    (a) => `After breakfast, set out for ${a}.`,
    (a) => `Start the day at ${a}.`,
    (a) => `Begin with a visit to ${a}.`,
    (a) => `Your first stop today is ${a}.`,
    (a) => `Spend the morning at ${a}.`,
  ],
  beach: [
    (a) => `Spend a relaxed morning by the sea at ${a}.`,
    (a) => `Head to the beach after breakfast: today it is ${a}.`,
    (a) => `The morning is for sun and sea at ${a}.`,
  ],
  island: [
    (a) => `Board a boat after breakfast for ${a}.`,
    (a) => `Spend the day island-hopping, starting with ${a}.`,
    (a) => `Take a boat trip out to ${a}.`,
  ],
  water: [
    (a) => `Begin the day with a boat ride on ${a}.`,
    (a) => `Spend the morning out on the water at ${a}.`,
    (a) => `Enjoy a leisurely cruise on ${a}.`,
  ],
  waterfall: [
    (a) => `Head out after breakfast to ${a}.`,
    (a) => `Start the day with a visit to ${a}.`,
  ],
  safari: [
    (a) => `Set out at dawn on a guided safari in ${a}.`,
    (a) => `An early-morning jeep safari takes you into ${a}.`,
    (a) => `Head out at first light for a safari in ${a}.`,
  ],
  wild: [(a) => `Spend the morning at ${a}.`, (a) => `Set out after breakfast for ${a}.`],
  garden: [
    (a) => `Take an unhurried morning walk through ${a}.`,
    (a) => `Start the day among the flowers and trees of ${a}.`,
  ],
  temple: [
    (a) => `Begin the day with a visit to ${a}.`,
    (a) => `Start early to beat the crowds at ${a}.`,
  ],
  church: [(a) => `Begin with a visit to ${a}.`, (a) => `Start the day at ${a}.`],
  mosque: [
    (a) => `Dress modestly for this morning's visit to ${a}.`,
    (a) => `Begin with a visit to ${a}.`,
  ],
  monastery: [
    (a) => `Head up after breakfast to ${a}.`,
    (a) => `Start the day with the morning prayers at ${a}.`,
  ],
  heritage: [
    (a) => `Begin with a guided tour of ${a}.`,
    (a) => `After breakfast, explore ${a}.`,
    (a) => `Spend the morning exploring ${a}.`,
  ],
  museum: [(a) => `Spend a couple of hours at ${a}.`, (a) => `Begin the day indoors at ${a}.`],
  street: [(a) => `Take a morning walk around ${a}.`, (a) => `Start with a stroll through ${a}.`],
  market: [
    (a) => `Begin with a browse through ${a}.`,
    (a) => `Start the day with some shopping at ${a}.`,
  ],
  view: [
    (a) => `Take in the panoramic views from ${a}.`,
    (a) => `Head up after breakfast to ${a}.`,
    (a) => `Head up early, while the skies are clear, to ${a}.`,
  ],
  trek: [
    (a) => `Lace up your walking shoes for a hike to ${a}.`,
    (a) => `Set off on a guided walk to ${a}.`,
  ],
  valley: [(a) => `Head out after breakfast to ${a}.`, (a) => `Spend the day exploring ${a}.`],
  desert: [
    (a) => `In the afternoon, ride a camel or a jeep across ${a}.`,
    (a) => `Head out to the dunes at ${a}.`,
  ],
  cave: [
    (a) => `Explore the caves this morning: ${a}.`,
    (a) => `Start the day with a visit to ${a}.`,
  ],
};

/** Second visit of the day. */
const FOLLOW: Record<Group | "any", Phrase[]> = {
  ride: [(a) => `Later, take a ride on ${a}.`, (a) => `In the afternoon, ride ${a}.`],
  sight: [(a) => `Later, continue to ${a}.`, (a) => `In the afternoon, head to ${a}.`],
  peak: [(a) => `Later, take in the views of ${a}.`],
  any: [
    (a) => `Later, continue to ${a}.`,
    (a) => `In the afternoon, visit ${a}.`,
    (a) => `After lunch, head to ${a}.`,
    (a) => `From there, move on to ${a}.`,
    (a) => `The afternoon is set aside for ${a}.`,
  ],
  beach: [
    (a) => `End the day watching the sunset at ${a}.`,
    (a) => `Spend the late afternoon at ${a}.`,
  ],
  island: [(a) => `In the afternoon, take a boat out to ${a}.`],
  water: [
    (a) => `In the evening, enjoy a boat ride on ${a}.`,
    (a) => `Round off the day by the water at ${a}.`,
  ],
  waterfall: [(a) => `On the way back, stop at ${a}.`],
  safari: [(a) => `In the afternoon, head out on a drive through ${a}.`],
  wild: [(a) => `In the afternoon, visit ${a}.`],
  garden: [(a) => `Later, walk through ${a}.`],
  temple: [
    (a) => `In the evening, attend the aarti at ${a}.`,
    (a) => `Later, stop for darshan at ${a}.`,
  ],
  church: [(a) => `Later, stop at ${a}.`],
  mosque: [(a) => `Later, visit ${a}.`],
  monastery: [(a) => `In the afternoon, visit ${a}.`],
  heritage: [(a) => `In the afternoon, continue to ${a}.`, (a) => `Later, explore ${a}.`],
  museum: [(a) => `Later, spend an hour or two at ${a}.`],
  street: [
    (a) => `In the evening, stroll along ${a}.`,
    (a) => `End the day with a walk around ${a}.`,
  ],
  market: [
    (a) => `Finish with some shopping at ${a}.`,
    (a) => `In the evening, browse the stalls at ${a}.`,
  ],
  view: [
    (a) => `Round off the day with the views from ${a}.`,
    (a) => `In the evening, catch the sunset from ${a}.`,
  ],
  trek: [(a) => `In the afternoon, take a short walk to ${a}.`],
  valley: [(a) => `Later, continue to ${a}.`],
  desert: [(a) => `As the sun goes down, head out to ${a}.`],
  cave: [(a) => `Later, explore ${a}.`],
};

/** A sentence after a single visit, about what you do there. */
const ACTIVITY: Record<Group, string[]> = {
  ride: [
    "Grab a window seat and keep your camera ready for the views.",
    "Tickets sell out in the busy season, so an early start helps.",
  ],
  sight: [
    "Allow a couple of hours to take it all in at an easy pace.",
    "Keep your camera handy for some of the best photographs of the trip.",
  ],
  peak: [
    "Clear mornings give the best views, so an early start is worth it.",
    "Carry warm layers, as the weather can change quickly up high.",
  ],
  beach: [
    "Swim, try the water sports on offer or simply unwind in a beach shack.",
    "Stay on for the sunset before heading back to the hotel.",
    "Bring your swimwear and sunscreen; there is plenty of time in the water.",
  ],
  island: [
    "Swim or snorkel where the water allows, and enjoy a relaxed lunch before the boat back.",
    "Carry sunscreen, a hat and plenty of water for the time out on the water.",
  ],
  water: [
    "The calm water and the views around make this one of the most peaceful experiences of the trip.",
    "Keep your camera handy for the reflections in the early light.",
  ],
  waterfall: [
    "The falls are at their fullest after the rains, and the walk to them is short and easy.",
    "Spend time by the cascade and the pools below it.",
  ],
  safari: [
    "Keep your binoculars ready: the naturalist helps you spot the wildlife and birds along the way.",
    "Safari zones are allotted by the forest department, and sightings are a matter of luck.",
  ],
  wild: [
    "It is a favourite with children and nature lovers alike.",
    "Allow a few unhurried hours to see it properly.",
  ],
  garden: [
    "The lawns and flower beds are perfect for an unhurried walk and photographs.",
    "It is at its most colourful in the flowering season.",
  ],
  temple: [
    "Remove your footwear at the entrance and allow time to take in the carvings and the rituals.",
    "Modest clothing is recommended for the visit.",
  ],
  church: [
    "Take time to admire the architecture and the quiet interiors.",
    "Photography rules vary, so check at the entrance.",
  ],
  mosque: [
    "Visitors are welcome outside prayer times; carry a scarf or shawl.",
    "Take time to admire the architecture and the calm courtyards.",
  ],
  monastery: [
    "Walk quietly through the prayer halls, past murals, butter lamps and spinning prayer wheels.",
    "If you are lucky, you may catch the monks at prayer.",
  ],
  heritage: [
    "A local guide brings the history and the stories behind it to life.",
    "Allow a couple of hours to explore at an easy pace.",
    "Wear comfortable shoes; there is a fair bit of walking.",
  ],
  museum: [
    "It is an easy introduction to the history and culture of the region.",
    "Allow at least an hour to see the main galleries.",
  ],
  street: [
    "Stop at a café or a street-food stall along the way.",
    "It is a great place to soak in the local atmosphere.",
  ],
  market: [
    "Bargaining is part of the fun, so take your time.",
    "Look out for local handicrafts and souvenirs to take home.",
  ],
  view: [
    "Keep your camera ready; the views are best on a clear day.",
    "Carry a light jacket, as it can get breezy at the top.",
  ],
  trek: [
    "The walk is moderate; carry water, a cap and good shoes.",
    "Take it slowly and enjoy the scenery along the trail.",
  ],
  valley: [
    "Spend time walking in the meadows and enjoying the scenery.",
    "Pony rides and short walks are possible for those who want them.",
  ],
  desert: [
    "Stay on for the sunset over the sand.",
    "Dinner is followed by folk music under the stars.",
  ],
  cave: [
    "The cool interiors and rock formations make for a memorable visit.",
    "A guide explains the history and legends of the caves.",
  ],
};

const THIRD: Phrase[] = [
  (a) => `If time permits, also stop at ${a}.`,
  (a) => `There is also time for a quick visit to ${a}.`,
  (a) => `The day ends at ${a}.`,
];

interface TextCtx {
  r: Prng;
  d: DestinationSeed;
  rules: DestinationRules;
  bike: boolean;
  honeymoon: boolean;
  family: boolean;
}

/** Countries and island groups read with "the" in running text: "the Maldives", "the UK". */
const THE_PLACES = new Set(["maldives", "united-kingdom", "united-states"]);

export function placeName(d: DestinationSeed): string {
  return THE_PLACES.has(d.slug) ? `the ${d.name}` : d.name;
}

function cityText(c: CitySeed): string {
  return shortCityName(c.name);
}

function overnightName(ctx: TextCtx, c: CitySeed): string {
  return ctx.rules.metro ?? cityText(c);
}

function closer(ctx: TextCtx, c: CitySeed): string {
  const base = overnightName(ctx, c);
  return ctx.r.pick([
    `Overnight stay in ${base}.`,
    `Return to your hotel in ${base} for the night.`,
    `The evening is free to relax at the hotel in ${base}.`,
    `Dinner and overnight stay in ${base}.`,
  ]);
}

function groupList(ctx: TextCtx, l: LandmarkSeed): Group {
  // Ferries, trams, mountain railways and cable cars are rides, not places to "visit".
  if (/Ferry|Tram|Railway|Gondola|Ropeway|SkyWay|Ngong Ping 360|Skyline/.test(l.name))
    return "ride";
  // Islands reached by road or visited for their history read like any other sight.
  if (
    l.kind === "island" &&
    !/beach|reef|snorkel|coral|lagoon|sandbank|limestone|sand\b/i.test(l.description)
  )
    return "sight";
  return groupOf(l.kind, ctx.d);
}

function leadSentence(ctx: TextCtx, l: LandmarkSeed): string {
  const g = groupList(ctx, l);
  let pool = g === "ride" || chance(ctx.r, 0.6) ? LEAD[g] : LEAD.any;
  if (g === "temple" && ctx.d.type === "india" && chance(ctx.r, 0.3)) {
    pool = [(a) => `Begin the day with darshan at ${a}.`];
  }
  return ctx.r.pick(pool)(landmarkAppositive(l));
}

function followSentence(ctx: TextCtx, l: LandmarkSeed): string {
  const g = groupList(ctx, l);
  let pool = g === "ride" || chance(ctx.r, 0.5) ? FOLLOW[g] : FOLLOW.any;
  if (g === "temple" && ctx.d.type !== "india") pool = FOLLOW.any;
  return ctx.r.pick(pool)(landmarkAppositive(l));
}

function activitySentence(ctx: TextCtx, l: LandmarkSeed): string {
  const g = groupList(ctx, l);
  if (g === "temple" && ctx.d.type !== "india") {
    return ctx.r.pick([
      "Take your time over the carvings and details; a guide adds a lot of context.",
      "Dress modestly, and carry water and a hat for the walk around.",
    ]);
  }
  return ctx.r.pick(ACTIVITY[g]);
}

/** Day titles use names as they are written. */
function sightseeingTitle(ctx: TextCtx, c: CitySeed, ls: LandmarkSeed[]): string {
  const C = cityText(c);
  const n = ls.map((l) => l.name);
  const [a, b, third] = n;
  if (!a) return `Explore ${C}`;
  if (!b) {
    const g = groupList(ctx, ls[0] as LandmarkSeed);
    const special: string[] = [];
    if (g === "beach") special.push(`Beach Day at ${a}`);
    if (g === "safari") special.push(`${a} Safari`);
    if (g === "trek") special.push(`Hike to ${a}`);
    if (g === "water") special.push(`Boat Ride on ${a}`);
    if (g === "view") special.push(`Views from ${a}`);
    if (g === "peak") special.push(`${a} Excursion`);
    if (g === "ride") special.push(`${a} Ride`);
    if (g === "island") special.push(`Day Trip to ${a}`);
    return ctx.r.pick([...special, `${C}: ${a}`, `Discover ${a}`, `${a}, ${C}`]);
  }
  if (!third) {
    return ctx.r.pick([
      `${a} and ${b}`,
      `${C} Sightseeing: ${a} and ${b}`,
      `Explore ${C}: ${a} and ${b}`,
      `${C} Highlights: ${a} and ${b}`,
    ]);
  }
  return ctx.r.pick([
    `${C} Sightseeing: ${a}, ${b} and ${third}`,
    `${a}, ${b} and ${third}`,
    `Full Day in ${C}: ${a}, ${b} and More`,
  ]);
}

function sightseeingDescription(
  ctx: TextCtx,
  c: CitySeed,
  ls: LandmarkSeed[],
  district: boolean,
): string {
  const [a, b, third] = ls;
  const parts: string[] = [];
  if (!a) return leisureDescription(ctx, c);
  if (district && chance(ctx.r, 0.7)) {
    parts.push(`Today, head over to ${cityText(c)}, starting at ${landmarkAppositive(a)}.`);
  } else {
    parts.push(leadSentence(ctx, a));
  }
  if (b) parts.push(followSentence(ctx, b));
  else parts.push(activitySentence(ctx, a));
  if (third) parts.push(ctx.r.pick(THIRD)(landmarkRef(third.name)));
  else if (chance(ctx.r, 0.45)) parts.push(closer(ctx, c));
  const text = parts.join(" ");
  return mentionsPlace(text, c) ? text : `${text.slice(0, -1)} in ${cityText(c)}.`;
}

function leisureTitle(ctx: TextCtx, c: CitySeed): string {
  const C = cityText(c);
  return ctx.r.pick([`Leisure Day in ${C}`, `${C} at Your Own Pace`, `Free Day in ${C}`]);
}

function leisureDescription(ctx: TextCtx, c: CitySeed): string {
  const C = cityText(c);
  const l = ctx.r.pick(c.landmarks);
  const ideas = ctx.bike
    ? "rest your legs, service the bikes"
    : ctx.r.pick([
        "try the local food",
        "shop for souvenirs",
        "book an optional activity",
        "catch up on rest",
      ]);
  return ctx.r.pick([
    `Enjoy a free day in ${C} to explore at your own pace. You could go back to ${landmarkRef(l.name)} for another look, ${ideas} or simply relax at the hotel.`,
    `The day is yours to spend as you like in ${C}. Revisit ${landmarkRef(l.name)}, ${ideas}, or take it easy before the next leg of the trip.`,
  ]);
}

function mentionsPlace(text: string, c: CitySeed): boolean {
  if (text.includes(cityText(c)) || text.includes(c.name)) return true;
  return c.landmarks.some((l) => text.includes(l.name));
}

/** The airport used for a city: its own, its per-city hub, or the nearest airport city's. */
/**
 * Where a city's flights go from, when it has no airport of its own: its per-city hub, or the
 * nearest city that has one ("Bangkok" for Pattaya).
 */
function airportFor(ctx: TextCtx, c: CitySeed): { place: string; airport: string } | undefined {
  const { rules, d } = ctx;
  if (!rules.airports || rules.airports.includes(c.slug)) return undefined;
  const hub = rules.cityHubs?.[c.slug];
  if (hub) return { place: hub.name, airport: hub.name };
  const nearest = d.cities
    .filter((x) => rules.airports?.includes(x.slug))
    .sort((x, y) => distanceKm(c, x) - distanceKm(c, y))[0];
  return nearest
    ? { place: cityText(nearest), airport: `${cityText(nearest)} airport` }
    : undefined;
}

function legSentence(ctx: TextCtx, leg: Leg, fromCity: CitySeed, toCity: CitySeed): string {
  const from = cityText(fromCity);
  const to = cityText(toCity);
  const dur = durationText(leg.hours);
  const r = ctx.r;
  if (leg.mode === "flight") {
    const out = airportFor(ctx, fromCity);
    const into = airportFor(ctx, toCity);
    if ((out || into) && out?.place !== into?.place) {
      const onward = into ? `${into.place}, then continue by road to ${to}` : to;
      return `Check out and transfer to ${out?.airport ?? `${from} airport`} for your flight to ${onward}.`;
    }
  }
  switch (leg.mode) {
    case "ride":
      return r.pick([
        `Ride from ${from} to ${to} today, covering ${kmText(leg.km)} with regular tea stops.`,
        `Saddle up after breakfast for the ride from ${from} to ${to} (${kmText(leg.km)}).`,
        `Today's ride takes you from ${from} to ${to}, a distance of ${kmText(leg.km)}.`,
      ]);
    case "train":
      return r.pick([
        `Check out and board a train from ${from} to ${to} (${dur}).`,
        `Take a scenic train ride from ${from} to ${to}, which takes ${dur}.`,
        `After breakfast, travel by train from ${from} to ${to} (${dur}).`,
      ]);
    case "flight":
      return r.pick([
        `Check out and transfer to the airport for your flight from ${from} to ${to}.`,
        `Fly from ${from} to ${to} today; our representative meets you on arrival.`,
      ]);
    case "flight_or_train":
      return r.pick([
        `Travel from ${from} to ${to} by flight or train (fares not included), and our driver meets you on arrival.`,
        `Check out and take a flight or train from ${from} to ${to}; our driver receives you on arrival.`,
      ]);
    case "ferry":
      if (leg.partial && leg.fromIsland) {
        return `Check out and take the ferry from ${from} back to the mainland, then continue by road to ${to}.`;
      }
      if (leg.partial) {
        return r.pick([
          `After breakfast, check out and transfer to the jetty for the ferry to ${to} (${dur} on the water).`,
          `Leave ${from} after breakfast for the jetty and the boat across to ${to}, a crossing of ${dur}.`,
        ]);
      }
      return r.pick([
        `Check out after breakfast and board the ferry from ${from} to ${to} (${dur}).`,
        `Take the ferry from ${from} to ${to}, a crossing of ${dur}.`,
      ]);
    case "speedboat":
      return `Check out and take a speedboat from ${from} to ${to} (${dur}).`;
    case "seaplane":
      return `Check out and fly by seaplane from ${from} to ${to}, a spectacular ride over the atolls.`;
    default:
      return r.pick([
        `After breakfast, check out and drive from ${from} to ${to} (${dur}).`,
        `Leave ${from} after breakfast for the drive to ${to}, which takes ${dur}.`,
        `Check out and set off on the road from ${from} to ${to}, ${dur} away.`,
        `Today, travel by road from ${from} to ${to} (${dur}).`,
      ]);
  }
}

/** "drive to X (about two hours)" for arrival and departure sentences. */
function legClause(leg: Leg, to: string): string {
  const dur = durationText(leg.hours);
  switch (leg.mode) {
    case "train":
      return `take the train to ${to} (${dur})`;
    case "ferry":
      if (leg.partial && leg.fromIsland)
        return `take the ferry back to the mainland and transfer to ${to}`;
      if (leg.partial) return `transfer to the jetty and take the ferry to ${to} (${dur})`;
      return `take the ferry to ${to} (${dur})`;
    case "speedboat":
      return `take a speedboat to ${to} (${dur})`;
    case "seaplane":
      return `fly by seaplane to ${to}`;
    case "flight":
      return `take a connecting flight to ${to}`;
    case "flight_or_train":
      return `travel on to ${to} by flight or train`;
    default:
      return `drive to ${to} (${dur})`;
  }
}

function arrivalTitle(ctx: TextCtx, c: CitySeed, l: LandmarkSeed | undefined): string {
  const C = cityText(c);
  if (ctx.rules.acclimatise) return `Arrive in ${C}: Rest and Acclimatise`;
  const metro = ctx.rules.metro;
  if (metro && metro !== C) {
    return l
      ? ctx.r.pick([`Arrive in ${metro}, Evening at ${l.name}`, `Welcome to ${metro}: ${l.name}`])
      : `Arrive in ${metro}: Evening in ${C}`;
  }
  const pool = [`Arrival in ${C}`, `Arrive in ${C}`, `Welcome to ${C}`];
  if (l) pool.push(`Arrive in ${C}, Evening at ${l.name}`, `Arrival in ${C} and ${l.name}`);
  return ctx.r.pick(pool);
}

function arrivalDescription(ctx: TextCtx, c: CitySeed, l: LandmarkSeed | undefined): string {
  const { r, d, rules } = ctx;
  const C = cityText(c);
  const base = overnightName(ctx, c);
  const ownAirport = rules.airports?.includes(c.slug) ?? false;
  const hub = ownAirport ? undefined : hubFor(rules, c);
  let first: string;
  if (hub && distanceKm(hub, c) > 25) {
    const leg = legBetween(d, hub, c, false);
    first = r.pick([
      `Arrive at ${hub.name}, where our representative meets you to ${legClause(leg, base)}.`,
      `On arrival at ${hub.name}, meet our representative and ${legClause(leg, base)}.`,
    ]);
  } else if (hub) {
    first = r.pick([
      `Arrive at ${hub.name}, where our representative meets you and transfers you to your hotel in ${base}.`,
      `Land at ${hub.name} and transfer to your hotel in ${base}.`,
    ]);
  } else if (d.type === "india") {
    const region = d.name === C ? "" : ` in ${C}`;
    first = r.pick([
      `Arrive in ${placeName(d)}, where our representative meets you at the airport or railway station and drives you to your hotel${region}.`,
      `On arrival in ${C}, you are met by our driver and taken to your hotel for check-in.`,
      `Your ${d.name} holiday begins as you arrive in ${C} and check in to your hotel.`,
    ]);
  } else {
    first = r.pick([
      `Arrive in ${C}, where our representative meets you at the airport and transfers you to your hotel.`,
      `Welcome to ${placeName(d)}: on arrival in ${C}, our representative transfers you to your hotel.`,
      `Your ${d.name} holiday begins as you land in ${C} and transfer to your hotel.`,
    ]);
  }
  const parts = [first];
  if (rules.acclimatise) {
    parts.push(
      `Rest for the day to acclimatise to the altitude of ${rules.acclimatise}; drink plenty of water and avoid exertion.`,
    );
    if (l)
      parts.push(`If you feel up to it, take a gentle evening walk to ${landmarkRef(l.name)}.`);
  } else if (l) {
    parts.push(
      r.pick([
        `In the evening, head out to ${landmarkAppositive(l)}.`,
        `After freshening up, spend the evening at ${landmarkAppositive(l)}.`,
        `Later in the day, take a relaxed walk to ${landmarkAppositive(l)}.`,
      ]),
    );
  } else if (base !== C) {
    parts.push(`Spend the evening exploring ${C} at your own pace.`);
  } else if (ctx.bike) {
    parts.push("In the evening, meet your road captain for a briefing and the allotment of bikes.");
  } else if (ctx.honeymoon) {
    parts.push(
      "Your room is decorated with flowers to welcome you, and the evening is yours to relax.",
    );
  } else {
    parts.push(
      r.pick([
        "The rest of the day is free to settle in and explore the neighbourhood.",
        "Spend the evening at leisure after the journey.",
        `Relax at the hotel and get ready for the days ahead in ${placeName(d)}.`,
      ]),
    );
  }
  if (ctx.bike && (l || base !== C) && !rules.acclimatise) {
    parts.push("Meet your road captain for a briefing and bike allotment.");
  } else if (parts.length < 3 && chance(r, 0.4)) parts.push(`Overnight stay in ${base}.`);
  const text = parts.join(" ");
  return mentionsPlace(text, c) ? text : `${text} Overnight stay in ${C}.`;
}

function transferTitle(
  ctx: TextCtx,
  from: CitySeed,
  to: CitySeed,
  l: LandmarkSeed | undefined,
): string {
  const A = cityText(from);
  const B = cityText(to);
  const pool = [`${A} to ${B}`, `Transfer to ${B}`, `Onward to ${B}`, `${A} – ${B}`];
  if (ctx.bike) pool.push(`Ride to ${B}`);
  if (l) pool.push(`${A} to ${B}, Evening at ${l.name}`, `On to ${B} and ${l.name}`);
  return ctx.r.pick(pool);
}

function transferDescription(
  ctx: TextCtx,
  from: CitySeed,
  to: CitySeed,
  l: LandmarkSeed | undefined,
  enRoute: LandmarkSeed | undefined,
): string {
  const leg = legBetween(ctx.d, from, to, ctx.bike);
  const A = cityText(from);
  const B = cityText(to);
  const parts = [legSentence(ctx, leg, from, to)];
  if (enRoute && (leg.mode === "drive" || leg.mode === "ride")) {
    parts.push(`Before leaving ${A}, stop at ${landmarkRef(enRoute.name)}.`);
  }
  if (l) {
    parts.push(
      ctx.r.pick([
        `After checking in, visit ${landmarkAppositive(l)}.`,
        `Reach ${B}, check in and head out in the evening to ${landmarkAppositive(l)}.`,
        `Once you have settled in, spend the evening at ${landmarkAppositive(l)}.`,
      ]),
    );
  } else {
    parts.push(
      ctx.r.pick([
        `Check in at your hotel in ${B} and spend the evening at leisure.`,
        "On arrival, check in and relax after the journey.",
        `The rest of the day is free to explore ${B} on your own.`,
      ]),
    );
  }
  return parts.slice(0, 3).join(" ");
}

function excursionTitle(ctx: TextCtx, c: CitySeed, ls: LandmarkSeed[]): string {
  const X = cityText(c);
  const [a, b] = ls;
  const pool = [`Day Trip to ${X}`, `${X} Day Excursion`];
  if (a && b) pool.push(`Excursion to ${X}: ${a.name} and ${b.name}`);
  else if (a) pool.push(`Day Trip to ${X}: ${a.name}`);
  return ctx.r.pick(pool);
}

function excursionDescription(
  ctx: TextCtx,
  base: CitySeed,
  c: CitySeed,
  ls: LandmarkSeed[],
): string {
  const X = cityText(c);
  const B = overnightName(ctx, base);
  const leg = legBetween(ctx.d, base, c, ctx.bike);
  const dur = durationText(leg.hours);
  const [a, b] = ls;
  const parts = [
    ctx.r.pick([
      `Set off early from ${B} on a day trip to ${X} (${dur} each way).`,
      `Today is a full-day excursion from ${B} to ${X}, ${dur} away.`,
    ]),
  ];
  if (a && b) parts.push(`Visit ${landmarkRef(a.name)} and ${landmarkAppositive(b)}.`);
  else if (a) parts.push(`The highlight is ${landmarkAppositive(a)}.`);
  parts.push(`Return to ${B} in the evening for the night.`);
  return parts.join(" ");
}

function departureTitle(ctx: TextCtx, c: CitySeed, l: LandmarkSeed | undefined): string {
  const C = cityText(c);
  const metro = ctx.rules.metro;
  if (metro && metro !== C) {
    return l ? `Morning at ${l.name} and Departure` : `Last Morning in ${C} and Departure`;
  }
  const pool = [`Departure from ${C}`, `Goodbye, ${C}`, `${C}: Departure`];
  if (l) pool.push(`Morning at ${l.name} and Departure`);
  return ctx.r.pick(pool);
}

function departureDescription(ctx: TextCtx, c: CitySeed, l: LandmarkSeed | undefined): string {
  const { r, d, rules } = ctx;
  const C = cityText(c);
  const parts: string[] = [];
  if (ctx.bike) {
    parts.push(`After breakfast, hand back the bikes and check out of your hotel in ${C}.`);
  } else if (l) {
    parts.push(
      r.pick([
        `After breakfast, make a last stop at ${landmarkAppositive(l)}.`,
        `If your flight is later in the day, squeeze in a final visit to ${landmarkAppositive(l)}.`,
      ]),
    );
  } else if (rules.metro && rules.metro !== C) {
    parts.push(
      `Spend a last hour around ${C} before checking out of your hotel in ${rules.metro}.`,
    );
  } else {
    parts.push(
      r.pick([
        `After a final breakfast in ${C}, check out of your hotel.`,
        `Enjoy a leisurely breakfast and check out of your hotel in ${C}.`,
        `It is time to say goodbye to ${C} after breakfast.`,
      ]),
    );
  }
  const cityHub = rules.cityHubs?.[c.slug];
  const isAirport = rules.airports?.includes(c.slug) ?? false;
  const hub = cityHub ?? (isAirport ? undefined : rules.hub);
  const hubLeg = hub ? legBetween(d, c, hub, false) : undefined;
  const byAir = hubLeg?.mode === "flight" || hubLeg?.mode === "flight_or_train";
  if (hub && hubLeg && distanceKm(hub, c) > 25 && hubLeg.hours <= 7 && !byAir) {
    parts.push(`Then ${legClause(hubLeg, hub.name)} for your onward journey.`);
  } else if (hub && distanceKm(hub, c) <= 25 && !byAir) {
    parts.push(`Our driver then drops you at ${hub.name} for your journey home.`);
  } else if (rules.airports && !isAirport && rules.airports.length > 0) {
    const airports = d.cities.filter((x) => rules.airports?.includes(x.slug));
    const nearest = [...airports].sort((x, y) => distanceKm(c, x) - distanceKm(c, y))[0];
    if (nearest) {
      const leg = legBetween(d, c, nearest, false);
      parts.push(`Then ${legClause(leg, `${cityText(nearest)} airport`)} for your flight home.`);
    } else parts.push("Then transfer to the airport for your flight home.");
  } else if (d.type === "india") {
    parts.push(
      r.pick([
        "Our driver then drops you at the nearest airport or railway station for your journey home.",
        "Then transfer to the nearest airport or railway station for your onward journey.",
      ]),
    );
  } else {
    parts.push(
      r.pick([
        `Then transfer to ${C} airport for your flight home.`,
        "Our representative then drops you at the airport for your flight home.",
      ]),
    );
  }
  const text = parts.join(" ");
  return mentionsPlace(text, c) ? text : `${text} Goodbye, ${C}!`;
}

function returnDepartureDescription(ctx: TextCtx, from: CitySeed, c: CitySeed): string {
  const leg = legBetween(ctx.d, from, c, ctx.bike);
  const bikes = ctx.bike ? " and hand back the bikes" : "";
  const hub = hubFor(ctx.rules, c);
  const to = hub && distanceKm(hub, c) <= 25 ? hub.name : `the airport in ${cityText(c)}`;
  const A = cityText(from);
  const C = cityText(c);
  const how =
    leg.mode === "ferry" || leg.mode === "speedboat"
      ? `take the early ferry from ${A} back to ${C}`
      : leg.mode === "ride"
        ? `ride back from ${A} to ${C} (${kmText(leg.km)})`
        : `drive back from ${A} to ${C} (${durationText(leg.hours)})`;
  return `Check out early and ${how}${bikes}. Continue straight to ${to} in time for your flight home.`;
}

// ─────────────────────────────── Itinerary assembly ───────────────────────────────

const LIGHT_KINDS = new Set<LandmarkKind>([
  "beach",
  "fort",
  "palace",
  "temple",
  "church",
  "mosque",
  "monastery",
  "museum",
  "viewpoint",
  "lake",
  "waterfall",
  "market",
  "garden",
  "monument",
  "street",
  "landmark",
  "backwaters",
  "desert",
]);
const HEAVY_HINT =
  /cable[- ]car|gondola|cogwheel|railway station|funicular|hike|trek|by boat|boat trip|day boats|snowfield|glacier|summit|\bpeak\b|\bpass\b|multi-day|day trip|cliff|km away|km south|km north|steps|ropeway|rack railway|permit|theme park|waterpark|amusement/i;

/** A visit that fits into an arrival evening or a departure morning. */
function isLight(l: LandmarkSeed): boolean {
  return LIGHT_KINDS.has(l.kind) && !HEAVY_HINT.test(l.description);
}

type DayType =
  | "arrival"
  | "transfer"
  | "excursion"
  | "district"
  | "sightseeing"
  | "departure"
  | "return_departure";

interface DayPlan {
  day: number;
  type: DayType;
  city: CitySeed;
  from: CitySeed;
  landmarks: LandmarkSeed[];
  enRoute?: LandmarkSeed;
}

function planDays(
  r: Prng,
  d: DestinationSeed,
  stops: Stop[],
  rules: DestinationRules,
  totalDays: number,
  bike: boolean,
): DayPlan[] {
  const plans: DayPlan[] = [];
  let day = 1;
  let base: CitySeed | undefined;
  for (const stop of stops) {
    for (let j = 0; j < stop.days; j++) {
      let type: DayType;
      const last = day === totalDays;
      const from = base ?? stop.city;
      if (day === 1) type = "arrival";
      else if (j === 0 && stop.dayTrip) type = "excursion";
      else if (j === 0 && rules.metro) type = last ? "departure" : "district";
      else if (j === 0 && base && base !== stop.city) type = last ? "return_departure" : "transfer";
      else type = last ? "departure" : "sightseeing";
      plans.push({ day, type, city: stop.city, from, landmarks: [] });
      day += 1;
    }
    if (!stop.dayTrip) base = stop.city;
  }

  // Share each city's landmarks out over its days.
  const byCity = new Map<string, DayPlan[]>();
  for (const p of plans) {
    const list = byCity.get(p.city.slug) ?? [];
    list.push(p);
    byCity.set(p.city.slug, list);
  }
  const queues = new Map<string, LandmarkSeed[]>();
  for (const [slug, list] of byCity) {
    const city = (list[0] as DayPlan).city;
    const queue = r.shuffle(city.landmarks);
    queues.set(slug, queue);
    const full = list.filter(
      (p) => p.type === "sightseeing" || p.type === "district" || p.type === "excursion",
    );
    // No evening outing after a long day on the road.
    const tiring = (p: DayPlan) => {
      const leg = legBetween(d, p.from, p.city, bike);
      return leg.hours > 5 || leg.mode === "flight" || leg.mode === "flight_or_train";
    };
    const light = list.filter(
      (p) => (p.type === "arrival" && !rules.acclimatise) || (p.type === "transfer" && !tiring(p)),
    );
    const take = (p: DayPlan) => {
      const l = queue.shift();
      if (l) p.landmarks.push(l);
    };
    // Arrival evenings, transfer evenings and departure mornings only suit short, easy visits.
    const takeLight = (p: DayPlan, ok: (l: LandmarkSeed) => boolean) => {
      const i = queue.findIndex(ok);
      if (i < 0) return;
      const [l] = queue.splice(i, 1);
      if (l) p.landmarks.push(l);
    };
    for (const p of full) take(p);
    for (const p of full) if (p.type === "excursion") take(p);
    // Arrival and transfer days get a visit only when there is plenty to go round.
    for (const p of light)
      if (queue.length > full.length || (full.length === 0 && chance(r, 0.7)))
        takeLight(p, isLight);
    for (const p of full) if (p.landmarks.length === 1 && chance(r, 0.85)) take(p);
    for (const p of full)
      if (p.landmarks.length === 2 && queue.length > 1 && chance(r, 0.4)) take(p);
    for (const p of list)
      if (p.type === "departure" && chance(r, 0.6))
        takeLight(p, (l) => isLight(l) && l.kind !== "desert");
    if (rules.acclimatise) {
      const arrival = list.find((p) => p.type === "arrival");
      const gentle = city.landmarks.find((l) => l.kind === "monument" || l.kind === "palace");
      if (arrival && gentle) arrival.enRoute = gentle;
    }
  }
  // Transfers can stop at something left over in the city being left.
  for (const p of plans) {
    if (p.type !== "transfer") continue;
    const left = queues.get(p.from.slug) ?? [];
    const i = left.findIndex((l) => isLight(l) && !/ (La|Pass)$/.test(l.name));
    if (i >= 0 && chance(r, 0.4)) p.enRoute = left.splice(i, 1)[0];
  }
  return plans;
}

function writeItinerary(ctx: TextCtx, plans: DayPlan[]): ItineraryDay[] {
  return plans.map((p) => {
    const [first] = p.landmarks;
    let title: string;
    let description: string;
    switch (p.type) {
      case "arrival": {
        const gentle = ctx.rules.acclimatise ? p.enRoute : first;
        title = arrivalTitle(ctx, p.city, gentle);
        description = arrivalDescription(ctx, p.city, gentle);
        break;
      }
      case "transfer":
        title = transferTitle(ctx, p.from, p.city, first);
        description = transferDescription(ctx, p.from, p.city, first, p.enRoute);
        break;
      case "excursion":
        title = excursionTitle(ctx, p.city, p.landmarks);
        description = excursionDescription(ctx, p.from, p.city, p.landmarks);
        break;
      case "return_departure":
        title = `${cityText(p.from)} to ${cityText(p.city)} and Departure`;
        description = returnDepartureDescription(ctx, p.from, p.city);
        break;
      case "departure":
        title = departureTitle(ctx, p.city, first);
        description = departureDescription(ctx, p.city, first);
        break;
      default:
        if (p.landmarks.length === 0) {
          title = leisureTitle(ctx, p.city);
          description = leisureDescription(ctx, p.city);
        } else {
          title = sightseeingTitle(ctx, p.city, p.landmarks);
          description = sightseeingDescription(ctx, p.city, p.landmarks, p.type === "district");
        }
    }
    return { day: p.day, citySlug: p.city.slug, title, description };
  });
}

// ─────────────────────────────── Categories & trip types ───────────────────────────────

/** Probability that a package of this destination is a motorbike tour. */
const BIKE_SHARE: Record<string, number> = {
  ladakh: 0.35,
  "himachal-pradesh": 0.15,
  manali: 0.12,
  uttarakhand: 0.1,
  rajasthan: 0.08,
  sikkim: 0.1,
  meghalaya: 0.1,
  kerala: 0.06,
  "arunachal-pradesh": 0.12,
  kashmir: 0.08,
  bhutan: 0.08,
  nepal: 0.06,
};

export function bikeFriendly(destinationSlug: string): boolean {
  return BIKE_SHARE[destinationSlug] !== undefined;
}

const CATEGORY_BIAS: Record<string, Partial<Record<"honeymoon" | "family" | "friends", number>>> = {
  maldives: { honeymoon: 3, friends: 0.5 },
  mauritius: { honeymoon: 2.5 },
  seychelles: { honeymoon: 3, friends: 0.5 },
  bali: { honeymoon: 2.2 },
  kashmir: { honeymoon: 1.6 },
  "andaman-and-nicobar": { honeymoon: 1.6 },
  kerala: { honeymoon: 1.5 },
  switzerland: { honeymoon: 1.6 },
  manali: { honeymoon: 1.4 },
  greece: { honeymoon: 1.6 },
  singapore: { family: 1.8 },
  dubai: { family: 1.5 },
  "abu-dhabi": { family: 1.6 },
  "hong-kong": { family: 1.5 },
  goa: { friends: 1.8 },
  ladakh: { friends: 1.6 },
  thailand: { friends: 1.4 },
  "uttar-pradesh": { family: 1.5, honeymoon: 0.5 },
  "tamil-nadu": { family: 1.4 },
  odisha: { family: 1.4 },
  punjab: { family: 1.5, honeymoon: 0.5 },
  "united-states": { family: 1.4 },
  delhi: { honeymoon: 0.15, family: 1.5 },
  gujarat: { honeymoon: 0.5 },
  "madhya-pradesh": { honeymoon: 0.6 },
  "west-bengal": { honeymoon: 0.6 },
  telangana: { honeymoon: 0.5 },
  "andhra-pradesh": { honeymoon: 0.5 },
};

function categoryWeights(d: DestinationSeed): [PackageCategory, number][] {
  const w = { honeymoon: 1, family: 1, friends: 1 };
  for (const c of d.cities)
    for (const l of c.landmarks) {
      if (["beach", "island", "backwaters", "lake"].includes(l.kind)) w.honeymoon += 0.35;
      if (["wildlife", "national_park", "museum", "temple"].includes(l.kind)) w.family += 0.3;
      if (["trek", "desert", "market", "street", "valley"].includes(l.kind)) w.friends += 0.3;
    }
  const bias = CATEGORY_BIAS[d.slug] ?? {};
  return [
    ["honeymoon", w.honeymoon * (bias.honeymoon ?? 1)],
    ["family", w.family * (bias.family ?? 1)],
    ["friends", w.friends * (bias.friends ?? 1)],
  ];
}

interface Season {
  /** Title case, for names: "Christmas and New Year" */
  name: string;
  /** for running text: "the summer holidays" */
  phrase: string;
  months: number[];
}

const SEASONS: {
  name: string;
  phrase: string;
  months: number[];
  all?: boolean;
  india?: boolean;
}[] = [
  { name: "Summer Holiday", phrase: "the summer holidays", months: [4, 5, 6] },
  { name: "Winter", phrase: "winter", months: [11, 12, 1, 2] },
  { name: "Monsoon", phrase: "the monsoon", months: [7, 8, 9], india: true },
  { name: "Spring", phrase: "spring", months: [3, 4] },
  { name: "Diwali", phrase: "the Diwali holidays", months: [10, 11], all: true },
  { name: "Christmas and New Year", phrase: "Christmas and New Year", months: [12, 1], all: true },
];

function seasonsFor(d: DestinationSeed, route: CitySeed[]): Season[] {
  const out: Season[] = [];
  const slugs = route.map((c) => c.slug);
  for (const s of SEASONS) {
    if (s.india && d.type !== "india") continue;
    const hit = s.months.filter((m) => d.bestMonths.includes(m));
    if (s.all ? hit.length < s.months.length : hit.length < 2) continue;
    let { name, phrase } = s;
    if (name === "Spring" && (slugs.includes("srinagar") || slugs.includes("amsterdam"))) {
      name = "Tulip Season";
      phrase = "tulip season";
    } else if (name === "Spring" && d.slug === "japan") {
      name = "Cherry Blossom";
      phrase = "cherry blossom season";
    } else if (
      name === "Winter" &&
      ["kashmir", "manali", "himachal-pradesh", "shimla"].includes(d.slug)
    ) {
      name = "Snowfall";
      phrase = "the snowfall season";
    }
    out.push({ name, phrase, months: hit });
  }
  return out;
}

const TRIP_TYPE_BY_KIND: Partial<Record<LandmarkKind, TripType>> = {
  beach: "Water Activities",
  island: "Water Activities",
  backwaters: "Water Activities",
  temple: "Religious",
  monastery: "Religious",
  church: "Religious",
  mosque: "Religious",
  trek: "Adventure",
  valley: "Adventure",
  desert: "Adventure",
  hill: "Hill Station",
  national_park: "Nature",
  wildlife: "Nature",
  lake: "Nature",
  waterfall: "Nature",
  garden: "Nature",
};

function tripTypesFor(
  d: DestinationSeed,
  route: CitySeed[],
  visited: LandmarkSeed[],
  bike: boolean,
): TripType[] {
  const score = new Map<TripType, number>();
  const add = (t: TripType, w: number) => score.set(t, (score.get(t) ?? 0) + w);
  for (const l of visited) {
    const t = TRIP_TYPE_BY_KIND[l.kind];
    if (t) add(t, 1);
  }
  for (const c of route) {
    if (HILL_CITIES.has(c.slug)) add("Hill Station", 1.5);
    for (const t of CITY_ACTIVITY_TYPES[c.slug] ?? []) add(t, 1);
    for (const l of c.landmarks) {
      const t = TRIP_TYPE_BY_KIND[l.kind];
      if (t) add(t, 0.25);
    }
  }
  if (bike) add("Adventure", 5);
  const ranked = [...score.entries()]
    .filter(([, w]) => w >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t);
  if (ranked.length > 0) return ranked.slice(0, 3);
  // Nothing typed on the route (forts, markets, museums): fall back to the destination as a whole.
  const fallback = new Map<TripType, number>();
  for (const c of d.cities)
    for (const l of c.landmarks) {
      const t = TRIP_TYPE_BY_KIND[l.kind];
      if (t) fallback.set(t, (fallback.get(t) ?? 0) + 1);
    }
  const best = [...fallback.entries()].sort((a, b) => b[1] - a[1])[0];
  return [best?.[0] ?? "Nature"];
}

// ─────────────────────────────── Names & headings ───────────────────────────────

function themeWord(visited: LandmarkSeed[], route: CitySeed[]): string {
  const count = new Map<string, number>();
  const add = (t: string, w = 1) => count.set(t, (count.get(t) ?? 0) + w);
  for (const l of visited) {
    switch (l.kind) {
      case "backwaters":
        add("Backwaters", 3);
        break;
      case "beach":
        add("Beaches");
        break;
      case "island":
        add("Islands");
        break;
      case "fort":
      case "palace":
        add("Royal Heritage");
        break;
      case "temple":
        add("Temples");
        break;
      case "monastery":
        add("Monasteries");
        break;
      case "national_park":
      case "wildlife":
        add("Wildlife");
        break;
      case "viewpoint":
      case "hill":
        add("Mountains");
        break;
      case "valley":
        add("Valleys");
        break;
      case "lake":
        add("Lakes");
        break;
      case "desert":
        add("Desert", 2);
        break;
      case "garden":
        add("Gardens");
        break;
      case "museum":
      case "monument":
        add("Heritage");
        break;
      default:
        break;
    }
  }
  if (route.some((c) => HILL_CITIES.has(c.slug))) add("Hills", 1.5);
  const ranked = [...count.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? "Highlights";
}

function packageName(
  r: Prng,
  d: DestinationSeed,
  primary: PackageCategory,
  season: Season | undefined,
  route: CitySeed[],
  visited: LandmarkSeed[],
  days: number,
): string {
  const D = d.name;
  const P = placeName(d);
  const theme = themeWord(visited, route);
  const names = unique(route.map(cityText));
  const [c1, c2] = names;
  const star = visited.find((l) =>
    ["viewpoint", "lake", "beach", "valley", "desert"].includes(l.kind),
  );
  const pool: string[] = [];
  switch (primary) {
    case "honeymoon":
      pool.push(
        `Romantic ${D} ${theme} Escape`,
        `${D} Honeymoon Special`,
        `Magical ${D} Honeymoon`,
        `${D} Romance`,
        `Couple's Retreat in ${P}`,
      );
      if (names.length <= 2) pool.push(`Honeymoon in ${c1 ?? D}`);
      if (c1 && c2) pool.push(`${c1} and ${c2} Honeymoon`);
      break;
    case "family":
      pool.push(
        `${D} Family Holiday`,
        `Fun-filled ${D} Family Trip`,
        `Explore ${P} with Family`,
        `Memorable ${D} Family Vacation`,
        `${D} ${theme} Family Tour`,
      );
      if (c1 && c2) pool.push(`${c1} and ${c2} Family Getaway`);
      break;
    case "friends":
      pool.push(
        `${D} Trip with Friends`,
        `${D} ${theme} Getaway`,
        `Ultimate ${D} Group Tour`,
        `${D} Squad Trip`,
        `Backpacking Through ${P}`,
      );
      if (days <= 4 && c1) pool.push(`Quick Getaway to ${c1}`);
      break;
    case "bike":
      pool.push(`${D} Bike Expedition`, `Royal Enfield ${D} Ride`, `${D} Motorbike Adventure`);
      if (c1 && names.length > 1) pool.push(`${c1} to ${names[names.length - 1]} Bike Tour`);
      if (star) pool.push(`Ride to ${star.name}`);
      break;
    default:
      break;
  }
  if (season && chance(r, 0.7)) {
    return r.pick([
      `${D} ${season.name} Special`,
      `${season.name} in ${P}`,
      `${D} ${season.name} Getaway`,
    ]);
  }
  if (primary !== "bike" && chance(r, 0.25)) {
    pool.push(
      `Best of ${P}`,
      `${D} Highlights`,
      `Enchanting ${P}`,
      `Discover ${P}`,
      `Classic ${D} Tour`,
    );
    if (names.length >= 3) pool.push(`${joinList(names.slice(0, 3))} Tour`);
  }
  return r.pick(pool);
}

function packageHeading(
  r: Prng,
  d: DestinationSeed,
  primary: PackageCategory,
  season: Season | undefined,
  route: CitySeed[],
  nights: number,
  days: number,
): string {
  const names = unique(route.map(cityText));
  const where = joinList(names);
  const label =
    primary === "honeymoon"
      ? "Honeymoon"
      : primary === "family"
        ? "Family"
        : primary === "friends"
          ? "Group"
          : "Bike Tour";
  const audience =
    primary === "honeymoon"
      ? "Couples"
      : primary === "family"
        ? "Families"
        : primary === "friends"
          ? "Friends"
          : "Riders";
  const tour = primary === "bike" ? "Motorbike" : label;
  const pool = [
    `${d.name} ${label} Package: ${where}`,
    `${plural(nights, "Night")} ${d.name} ${tour} Tour: ${where}`,
    `${d.name} Tour Package for ${audience}: ${where}`,
    `${nights}N/${days}D ${d.name} ${label} Package Covering ${where}`,
  ];
  if (season) pool.push(`${d.name} ${season.name} Package: ${where}`);
  return r.pick(pool);
}

function overviewText(
  r: Prng,
  d: DestinationSeed,
  primary: PackageCategory,
  season: Season | undefined,
  route: CitySeed[],
  visited: LandmarkSeed[],
  nights: number,
  hotelCategory: number,
  inclusions: Inclusion[],
): string {
  const names = joinList(unique(route.map(cityText)));
  const what =
    primary === "honeymoon"
      ? "honeymoon"
      : primary === "family"
        ? "family holiday"
        : primary === "friends"
          ? "trip with friends"
          : "motorbike tour";
  const nightsWord = `${nights}-night`;
  const s1 = r.pick([
    season
      ? `This ${nightsWord} ${what}, planned for ${season.phrase}, covers ${names} in ${placeName(d)}.`
      : `This ${nightsWord} ${what} covers ${names} in ${placeName(d)}.`,
    `Spend ${plural(nights, "night")} in ${placeName(d)} on this ${what}, taking in ${names}.`,
    `A ${nightsWord} ${what} through ${names}, planned for an easy pace in ${placeName(d)}.`,
  ]);
  const picks = unique(visited.map((l) => landmarkRef(l.name))).slice(0, 3);
  const s2 =
    picks.length > 0
      ? r.pick([
          `Highlights include ${joinList(picks)}.`,
          `You will see ${joinList(picks)} along the way.`,
        ])
      : `The route leaves plenty of free time to enjoy ${placeName(d)} at your own pace.`;
  const meals = inclusions.includes("Meals") ? "breakfast and dinner" : "breakfast";
  const transport = inclusions.includes("Cab")
    ? ", with a private cab for all transfers and sightseeing"
    : inclusions.includes("Shared Coach")
      ? ", with sightseeing by shared coach"
      : "";
  const s3 = `Stays are in ${hotelCategory}-star hotels with ${meals}${transport}.`;
  return `${s1} ${s2} ${s3}`;
}

// ─────────────────────────────── Inclusions & exclusions ───────────────────────────────

/** Concrete extras worth listing when a city is on the route. */
const CITY_EXTRAS: Record<string, string[]> = {
  alleppey: ["Houseboat stay with all meals in Alleppey"],
  srinagar: ["One-hour shikara ride on Dal Lake", "One night on a deluxe houseboat in Srinagar"],
  gulmarg: ["Gulmarg Gondola phase 1 tickets"],
  jaisalmer: ["Camel safari and cultural evening with dinner at Sam Sand Dunes"],
  ranthambore: ["One shared canter safari in Ranthambore National Park"],
  "jim-corbett": ["One jeep safari in Jim Corbett National Park"],
  kaziranga: ["One jeep safari in Kaziranga National Park"],
  thekkady: ["Guided walk through the Kumily spice plantations"],
  munnar: ["Entry tickets for Eravikulam National Park"],
  "port-blair": ["Entry tickets and the light-and-sound show at Cellular Jail"],
  "havelock-island": ["Ferry tickets between the islands"],
  leh: ["Inner Line Permits and environment fees", "Oxygen cylinder in the vehicle"],
  pangong: ["One night in a lakeside camp at Pangong"],
  "nubra-valley": ["One night in a Swiss tent camp in Nubra Valley"],
  gangtok: ["Permits for Tsomgo Lake"],
  lachung: ["Permits for North Sikkim (Lachung and Yumthang Valley)"],
  "downtown-dubai": ["Burj Khalifa 'At the Top' tickets (levels 124 and 125)"],
  deira: ["Dhow cruise dinner on Dubai Creek"],
  jumeirah: ["Desert safari with dune bashing and BBQ dinner"],
  "ha-long-bay": ["Overnight cruise on Ha Long Bay with meals"],
  sentosa: ["Universal Studios Singapore tickets"],
  mandai: ["Night Safari tickets with tram ride"],
  "marina-bay": ["Gardens by the Bay tickets (Flower Dome and Cloud Forest)"],
  phuket: ["Phi Phi Islands tour by speedboat with lunch"],
  pattaya: ["Coral Island tour with lunch"],
  "baa-atoll": ["Return seaplane transfers"],
  interlaken: ["Jungfraujoch excursion tickets"],
  lucerne: ["Mount Titlis excursion with the Rotair cable car"],
  paris: ["Eiffel Tower second-level tickets", "Seine river cruise"],
  luxor: ["Felucca ride on the Nile"],
  goreme: ["Hot-air balloon ride over Cappadocia (subject to weather)"],
  varanasi: ["Evening boat ride to watch the Ganga aarti at Dashashwamedh Ghat"],
  rishikesh: ["River rafting from Shivpuri (16 km stretch)"],
  sundarbans: ["Boat safari through the Sundarbans with a forest guide"],
  kandy: ["Kandyan cultural dance show"],
  amritsar: ["Transfers for the Beating Retreat ceremony at the Attari–Wagah Border"],
  "maasai-mara": ["Game drives in Maasai Mara National Reserve"],
  kruger: ["Game drives in Kruger National Park"],
  "yas-island": ["Ferrari World tickets"],
  "hong-kong-island": ["Peak Tram tickets to Victoria Peak"],
  "lantau-island": ["Ngong Ping 360 cable car tickets"],
};

/** Extras that only make sense when the landmark is on the itinerary. */
const EXTRA_NEEDS: Record<string, string> = {
  "One-hour shikara ride on Dal Lake": "Dal Lake",
  "Gulmarg Gondola phase 1 tickets": "Gulmarg Gondola",
  "Camel safari and cultural evening with dinner at Sam Sand Dunes": "Sam Sand Dunes",
  "One shared canter safari in Ranthambore National Park": "Ranthambore National Park",
  "One jeep safari in Jim Corbett National Park": "Jim Corbett National Park",
  "One jeep safari in Kaziranga National Park": "Kaziranga National Park",
  "Guided walk through the Kumily spice plantations": "Kumily Spice Plantations",
  "Entry tickets for Eravikulam National Park": "Eravikulam National Park",
  "Entry tickets and the light-and-sound show at Cellular Jail": "Cellular Jail",
  "Permits for Tsomgo Lake": "Tsomgo Lake",
  "Burj Khalifa 'At the Top' tickets (levels 124 and 125)": "Burj Khalifa",
  "Universal Studios Singapore tickets": "Universal Studios Singapore",
  "Night Safari tickets with tram ride": "Night Safari",
  "Gardens by the Bay tickets (Flower Dome and Cloud Forest)": "Gardens by the Bay",
  "Phi Phi Islands tour by speedboat with lunch": "Phi Phi Islands",
  "Coral Island tour with lunch": "Coral Island",
  "Jungfraujoch excursion tickets": "Jungfraujoch",
  "Mount Titlis excursion with the Rotair cable car": "Mount Titlis",
  "Eiffel Tower second-level tickets": "Eiffel Tower",
  "Evening boat ride to watch the Ganga aarti at Dashashwamedh Ghat": "Dashashwamedh Ghat",
  "Transfers for the Beating Retreat ceremony at the Attari–Wagah Border": "Attari–Wagah Border",
  "Game drives in Maasai Mara National Reserve": "Maasai Mara National Reserve",
  "Game drives in Kruger National Park": "Kruger National Park",
  "Ferrari World tickets": "Ferrari World",
  "Peak Tram tickets to Victoria Peak": "Peak Tram",
  "Ngong Ping 360 cable car tickets": "Ngong Ping 360",
};

function accommodationLine(
  ctx: TextCtx,
  plans: DayPlan[],
  hotelCategory: number,
  nights: number,
): string {
  const order: string[] = [];
  const nightsAt = new Map<string, number>();
  let base = "";
  for (const p of plans.slice(0, -1)) {
    if (p.type !== "excursion") base = overnightName(ctx, p.city);
    if (!nightsAt.has(base)) order.push(base);
    nightsAt.set(base, (nightsAt.get(base) ?? 0) + 1);
  }
  const split = order.map((b) => `${plural(nightsAt.get(b) ?? 0, "night")} in ${b}`);
  const kind = ctx.bike && hotelCategory <= 3 ? "hotels and camps" : "hotels";
  const stay = nights === 1 ? "1 night's stay" : `${nights} nights' stay`;
  if (split.length <= 1) return `${stay} in ${hotelCategory}-star ${kind} on twin sharing`;
  return `${stay} in ${hotelCategory}-star ${kind} on twin sharing: ${joinList(split)}`;
}

function inclusionDetailsFor(
  ctx: TextCtx,
  plans: DayPlan[],
  route: CitySeed[],
  hotelCategory: number,
  nights: number,
  inclusions: Inclusion[],
): string[] {
  const { r, d, rules } = ctx;
  const lines: string[] = [accommodationLine(ctx, plans, hotelCategory, nights)];
  if (ctx.bike) lines.push("Breakfast and dinner daily, with packed lunches on riding days");
  else if (inclusions.includes("Meals")) lines.push("Daily breakfast and dinner at the hotel");
  else lines.push("Daily breakfast at the hotel");

  if (ctx.bike) {
    lines.push(
      r.pick([
        "Royal Enfield Himalayan 450 or Classic 350 with fuel for the whole route",
        "Royal Enfield Classic 350 with fuel, riding gear on request",
      ]),
    );
    lines.push(
      "Backup vehicle with a mechanic and spare parts, led by an experienced road captain",
    );
  } else if (inclusions.includes("Cab")) {
    lines.push(
      d.type === "india" && HILL_SPEED[d.slug]
        ? r.pick([
            "Private SUV (Innova, Xylo or similar) for all transfers and sightseeing",
            "Private cab (SUV) for all transfers and sightseeing; AC is switched off on hill roads",
          ])
        : d.type === "india"
          ? r.pick([
              "Private AC sedan for all transfers and sightseeing as per the itinerary",
              "Private SUV (Innova or similar) for all transfers and sightseeing",
              "Private cab for all transfers and sightseeing as per the itinerary",
            ])
          : "Private transfers and sightseeing with an English-speaking driver",
    );
    if (d.type === "india" && chance(r, 0.6))
      lines.push("Driver allowances, tolls, parking and fuel charges");
  } else if (inclusions.includes("Shared Coach")) {
    lines.push(
      d.type === "india"
        ? "Sightseeing by shared AC coach with other travellers"
        : "Sightseeing tours on a seat-in-coach (SIC) basis",
    );
  } else if (TRAIN_SPEED[d.slug]) {
    lines.push("Second-class rail passes for all train journeys in the itinerary");
  } else if (d.slug === "maldives") {
    lines.push(
      "Return speedboat or seaplane transfers between Velana International Airport and your resort",
    );
  }

  const hub = rules.hub ?? rules.cityHubs?.[route[0]?.slug ?? ""];
  if (!ctx.bike && d.slug !== "maldives") {
    lines.push(
      hub
        ? `Arrival and departure transfers from ${hub.name}`
        : d.type === "india"
          ? "Pick-up and drop at the airport or railway station"
          : "Return airport transfers",
    );
  }

  const extras: string[] = [];
  const seen = new Set(plans.flatMap((p) => p.landmarks.map((l) => l.name)));
  for (const c of route)
    for (const e of CITY_EXTRAS[c.slug] ?? []) {
      const needs = EXTRA_NEEDS[e];
      if (!needs || seen.has(needs)) extras.push(e);
    }
  for (const e of r.shuffle(unique(extras)).slice(0, r.int(1, 2))) lines.push(e);

  if (ctx.honeymoon) {
    lines.push(
      r.pick([
        "Candlelight dinner for two on one evening",
        "Flower bed decoration and a honeymoon cake on arrival",
      ]),
    );
  } else if (ctx.family && chance(r, 0.5)) {
    lines.push("Complimentary stay for one child below 5 years sharing the parents' bed");
  }
  if (lines.length < 8 && chance(r, 0.5)) lines.push("All applicable hotel taxes");
  if (lines.length < 4) lines.push("Sightseeing as per the itinerary");
  return lines.slice(0, 8);
}

const CITY_EXCLUSIONS: Record<string, string> = {
  pahalgam: "Local union cabs for Aru Valley, Betaab Valley and Chandanwari in Pahalgam",
  gulmarg: "Pony rides and Gondola phase 2 tickets in Gulmarg",
  "solang-valley": "Paragliding, snow activities and local taxis at Solang Valley",
  "havelock-island": "Snorkelling and scuba diving charges",
  anjuna: "Water sports and beach activities",
  "nubra-valley": "Camel rides at Hunder Sand Dunes",
  "downtown-dubai": "Tourism Dirham fee, paid directly at the hotel",
};

function exclusionsFor(ctx: TextCtx, route: CitySeed[], inclusions: Inclusion[]): string[] {
  const { r, d } = ctx;
  const out: string[] = [];
  if (d.type === "india") {
    out.push(`Airfare or train fare to and from ${d.name}`);
    out.push("GST (5%) on the package cost");
  } else {
    out.push("International airfare");
    out.push(
      d.slug === "nepal"
        ? "Travel insurance"
        : d.slug === "bhutan"
          ? `Sustainable Development Fee of ${formatInr(1200)} per person per night for Indian nationals`
          : "Visa fees and travel insurance",
    );
    out.push("GST (5%) and TCS as applicable");
  }
  const optional = [
    "Personal expenses such as laundry, phone calls, tips and porterage",
    "Entry tickets, camera fees and activity charges unless mentioned under inclusions",
    inclusions.includes("Meals") || ctx.bike
      ? "Lunch, unless stated otherwise"
      : "Lunch and dinner",
    "Anything not specifically mentioned under inclusions",
    "Early check-in and late check-out, subject to availability",
  ];
  for (const c of route) {
    const e = CITY_EXCLUSIONS[c.slug];
    if (e) optional.unshift(e);
  }
  const want = r.int(4, 6) - out.length;
  for (const e of unique(optional).slice(0, Math.max(1, want + 1))) out.push(e);
  return unique(out).slice(0, 6);
}

// ─────────────────────────────── Prices ───────────────────────────────

const HOTEL_FACTOR: Record<2 | 3 | 4 | 5, number> = { 2: 0.78, 3: 1, 4: 1.38, 5: 1.95 };

function basePrice(
  r: Prng,
  d: DestinationSeed,
  rules: DestinationRules,
  nights: number,
  days: number,
  hotelCategory: 2 | 3 | 4 | 5,
  inclusions: Inclusion[],
  primary: PackageCategory,
  bike: boolean,
): number {
  const { fixed, nightly } = rules.cost;
  const mealsPerNight = inclusions.includes("Meals") ? (d.type === "india" ? 600 : 1400) : 0;
  // Riders stay in simpler hotels and camps but pay for the bike, fuel and backup vehicle.
  const stay = nightly * HOTEL_FACTOR[hotelCategory] * (bike ? 0.85 : 1);
  let price = fixed + nights * (stay + mealsPerNight);
  if (bike) price += days * 1500;
  if (inclusions.includes("Shared Coach")) price *= 0.9;
  else if (!inclusions.includes("Cab") && !bike) price *= 0.88;
  if (primary === "honeymoon") price *= 1.08;
  price *= 0.92 + r.next() * 0.16;
  return Math.max(2000, round100(price));
}

function monthPricesFor(r: Prng, base: number, peakMonths: number[]): MonthPrice[] {
  const peak = new Set(peakMonths);
  const shoulder = new Set<number>();
  for (const m of peak) {
    for (const n of [m === 1 ? 12 : m - 1, m === 12 ? 1 : m + 1]) if (!peak.has(n)) shoulder.add(n);
  }
  const peakFactor = 1.14 + r.next() * 0.16;
  const out: MonthPrice[] = [];
  for (let month = 1; month <= 12; month++) {
    let f: number;
    if (peak.has(month)) f = clamp(peakFactor + (r.next() - 0.5) * 0.06, 1.1, 1.35);
    else if (shoulder.has(month)) f = 0.93 + r.next() * 0.1;
    else f = 0.76 + r.next() * 0.13;
    const startPrice = round100(base * f);
    let endPrice = round100(startPrice * (1.07 + r.next() * 0.1));
    if (endPrice <= startPrice) endPrice = startPrice + 100;
    out.push({ month, startPrice, endPrice });
  }
  return out;
}

// ─────────────────────────────── Reviews ───────────────────────────────

export interface NamePool {
  /** share of travellers from this region (metros draw more travellers) */
  weight: number;
  male: string[];
  female: string[];
  last: string[];
  cities: string[];
}

/** Travellers' first and last names with home cities, by region; agent testimonials reuse them. */
export const NAME_POOLS: NamePool[] = [
  {
    weight: 22,
    male: ["Rahul", "Ankit", "Rohit", "Amit", "Vikas", "Nikhil", "Saurabh", "Abhishek"],
    female: ["Priya", "Neha", "Pooja", "Shruti", "Kavita", "Aditi", "Ritika", "Shweta"],
    last: ["Sharma", "Verma", "Gupta", "Agarwal", "Srivastava", "Tiwari", "Mishra", "Chauhan"],
    cities: ["Delhi", "Noida", "Gurugram", "Lucknow", "Kanpur", "Jaipur", "Dehradun"],
  },
  {
    weight: 8,
    male: ["Harpreet", "Gurpreet", "Manpreet", "Arjun", "Navjot", "Karan"],
    female: ["Simran", "Jasleen", "Harleen", "Mehak", "Navneet", "Ishita"],
    last: ["Gill", "Sandhu", "Sidhu", "Dhillon", "Bedi", "Kapoor", "Malhotra", "Arora"],
    cities: ["Chandigarh", "Ludhiana", "Amritsar", "Jalandhar", "Mohali"],
  },
  {
    weight: 10,
    male: ["Arindam", "Sourav", "Sayan", "Debojyoti", "Anirban", "Subhankar"],
    female: ["Moumita", "Debashree", "Ananya", "Rituparna", "Sreya", "Paromita"],
    last: ["Banerjee", "Chatterjee", "Mukherjee", "Ghosh", "Bose", "Sen", "Das", "Dutta"],
    cities: ["Kolkata", "Howrah", "Durgapur", "Siliguri"],
  },
  {
    weight: 9,
    male: ["Karthik", "Senthil", "Arun", "Vignesh", "Prakash", "Ganesh"],
    female: ["Divya", "Lakshmi", "Priyanka", "Meena", "Janani", "Aishwarya"],
    last: ["Iyer", "Krishnan", "Subramanian", "Raman", "Natarajan", "Sundaram"],
    cities: ["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli"],
  },
  {
    weight: 7,
    male: ["Anoop", "Jithin", "Sreejith", "Arjun", "Vishnu", "Rahul"],
    female: ["Aswathy", "Reshma", "Anjali", "Gopika", "Nimisha", "Sneha"],
    last: ["Nair", "Menon", "Pillai", "Kurup", "Varghese", "Thomas", "Joseph", "Mathew"],
    cities: ["Kochi", "Thiruvananthapuram", "Kozhikode", "Thrissur"],
  },
  {
    weight: 14,
    male: ["Srinivas", "Harsha", "Praveen", "Kiran", "Naveen", "Suresh"],
    female: ["Keerthi", "Sravani", "Deepthi", "Sindhu", "Swathi", "Bhavana"],
    last: ["Reddy", "Rao", "Naidu", "Gowda", "Hegde", "Shetty"],
    cities: ["Hyderabad", "Bengaluru", "Visakhapatnam", "Mysuru", "Vijayawada", "Mangaluru"],
  },
  {
    weight: 14,
    male: ["Aniket", "Tejas", "Omkar", "Siddharth", "Mandar", "Sagar"],
    female: ["Sneha", "Pallavi", "Rutuja", "Gauri", "Madhura", "Ketaki"],
    last: ["Patil", "Kulkarni", "Deshpande", "Joshi", "Jadhav", "Pawar", "Gokhale"],
    cities: ["Mumbai", "Pune", "Nagpur", "Nashik", "Thane"],
  },
  {
    weight: 8,
    male: ["Hardik", "Jigar", "Parth", "Chirag", "Dhaval", "Kunal"],
    female: ["Krupa", "Hetal", "Dhara", "Nidhi", "Khushbu", "Riddhi"],
    last: ["Patel", "Shah", "Mehta", "Desai", "Trivedi", "Parikh"],
    cities: ["Ahmedabad", "Surat", "Vadodara", "Rajkot"],
  },
  {
    weight: 6,
    male: ["Imran", "Faisal", "Arif", "Sameer", "Danish", "Tariq"],
    female: ["Sana", "Ayesha", "Zoya", "Nazia", "Farah", "Heena"],
    last: ["Khan", "Siddiqui", "Qureshi", "Ansari", "Shaikh", "Hussain"],
    cities: ["Hyderabad", "Lucknow", "Bhopal", "Mumbai", "Aligarh"],
  },
  {
    weight: 3,
    male: ["Rohan", "Joel", "Glen", "Clinton", "Neil", "Ryan"],
    female: ["Nisha", "Melissa", "Sharon", "Tanya", "Fiona", "Alisha"],
    last: ["D'Souza", "Fernandes", "Pereira", "D'Costa", "Rodrigues", "Pinto"],
    cities: ["Margao", "Mangaluru", "Mumbai", "Bengaluru", "Panaji"],
  },
  {
    weight: 2,
    male: ["Rupam", "Bhaskar", "Anupam", "Pranjal", "Dhruba"],
    female: ["Jyotishmita", "Smita", "Pragya", "Nilakshi", "Barnali"],
    last: ["Bora", "Gogoi", "Saikia", "Baruah", "Kalita"],
    cities: ["Guwahati", "Dibrugarh", "Jorhat", "Tezpur"],
  },
  {
    weight: 2,
    male: ["Subhash", "Debasish", "Manas", "Sandeep", "Prasanta"],
    female: ["Sasmita", "Lipsa", "Itishree", "Madhusmita", "Sonali"],
    last: ["Mohanty", "Patnaik", "Sahoo", "Behera", "Mishra"],
    cities: ["Bhubaneswar", "Cuttack", "Rourkela"],
  },
];

/**
 * A traveller and home city for a review or testimonial: regions weighted by how many travellers
 * they send, and within a region the first city (its metro) three times as often as the others.
 */
export function pickReviewer(r: Prng): { author: string; city: string } {
  const pool = weightedPick(r, NAME_POOLS, (p) => p.weight);
  const female = r.next() < 0.5;
  const author = `${r.pick(female ? pool.female : pool.male)} ${r.pick(pool.last)}`;
  const city = weightedPick(r, pool.cities, (c) => (c === pool.cities[0] ? 3 : 1));
  return { author, city };
}

const DRIVER_NAMES = [
  "Ramesh",
  "Suresh",
  "Manoj",
  "Rajesh",
  "Sunil",
  "Mohan",
  "Dinesh",
  "Raju",
  "Irfan",
  "Bablu",
];

function reviewStars(r: Prng, rating: number): 1 | 2 | 3 | 4 | 5 {
  const high = (rating - 3.6) / 1.3; // 0..1
  const x = r.next();
  const p5 = 0.35 + 0.4 * high;
  const p4 = p5 + 0.3;
  const p3 = p4 + 0.12 - 0.06 * high;
  const p2 = p3 + 0.05 - 0.03 * high;
  if (x < p5) return 5;
  if (x < p4) return 4;
  if (x < p3) return 3;
  if (x < p2) return 2;
  return 1;
}

function makeReview(
  ctx: TextCtx,
  budget: SentenceBudget,
  primary: PackageCategory,
  visited: LandmarkSeed[],
  route: CitySeed[],
  rating: number,
): PackageReview {
  const { r, d } = ctx;
  const { author, city } = pickReviewer(r);
  const stars = reviewStars(r, rating);
  // Trips between January 2022 and June 2025.
  const year = r.int(2022, 2025);
  let month = chance(r, 0.7) ? r.pick(d.bestMonths) : r.int(1, 12);
  if (year === 2025 && month > 6) month = r.int(1, 6);
  const M = monthName(month);
  const l = visited.length > 0 ? r.pick(visited) : r.pick(r.pick(route).landmarks);
  const l2 = visited.length > 1 ? r.pick(visited.filter((x) => x !== l)) : undefined;
  // Talk about the city the highlight is in; hotels are wherever the nights were spent.
  const c = route.find((x) => x.landmarks.includes(l)) ?? r.pick(route);
  const C = overnightName(ctx, c);
  const L = landmarkRef(l.name);
  const who =
    primary === "honeymoon"
      ? "honeymoon"
      : primary === "family"
        ? "family trip"
        : primary === "bike"
          ? "ride"
          : "trip";
  const driver = r.pick(DRIVER_NAMES);
  // Every sentence goes through the run's budget (no sentence more than three times in the
  // catalogue); a spent one gives way to another wording or is left out.
  const one = (candidates: string[]) => budget.pick(r, candidates);
  const service =
    d.type === "india"
      ? [
          `Our driver, ${driver}, was punctual, polite and knew the roads well.`,
          `${driver}, our driver, never once made us wait in ${C}.`,
          `${driver} drove us to ${L} and waited without a fuss.`,
          `Our driver ${driver} knew every shortcut around ${C}.`,
        ]
      : [
          `Our local guide in ${C} was punctual, friendly and full of stories.`,
          `The guide at ${L} knew the place inside out.`,
        ];

  let title: string;
  const body: string[] = [];
  const opener = (candidates: string[]) =>
    body.push(
      one(candidates) ??
        budget.pick(
          r,
          Array.from(
            { length: 14 },
            (_, k) => `We reached ${L} on day ${k + 1} of our ${who} in ${M} ${year}.`,
          ),
        ) ??
        budget.take(`${author} and party reached ${L} in ${M} ${year}.`),
    );
  const add = (candidates: string[]) => {
    const s = one(candidates);
    if (s) body.push(s);
  };
  if (stars >= 4) {
    title = r.pick(
      stars === 5
        ? [
            `Perfect ${who} in ${placeName(d)}`,
            `Loved every bit of ${placeName(d)}`,
            "Well-planned trip",
            "Memorable holiday",
            "Worth every rupee",
            "Superb arrangements",
            `${C} was the highlight`,
            "Highly recommended",
          ]
        : [
            "Great trip with a few hiccups",
            "Good value for money",
            "Very nice experience",
            `Enjoyed ${placeName(d)}`,
          ],
    );
    opener([
      `The highlight of our ${who} was ${L}.`,
      `The highlight of our ${M} ${who} was ${L}.`,
      `We loved our time at ${L} in ${M}.`,
      `The visit to ${L} was unforgettable.`,
      `${cap(L)} in ${M} was unforgettable.`,
      `Seeing ${L} in ${M} beat every photo we had seen.`,
      `We spent a whole morning at ${L} and could have stayed longer.`,
      `Nothing on our ${who} topped ${L}.`,
      `We still talk about ${L} from our ${M} ${who}.`,
      `${cap(L)} was the part of the ${who} we had looked forward to most, and it delivered.`,
    ]);
    if (l2 && chance(r, 0.5)) {
      const L2 = landmarkRef(l2.name);
      add([
        `We also really enjoyed ${L2}.`,
        `${cap(L2)} was a lovely bonus.`,
        `Do not skip ${L2}.`,
        `${cap(L2)} was better than we expected.`,
      ]);
    }
    add([
      ...service,
      `The hotel in ${C} was clean and the staff were very helpful.`,
      `Our room in ${C} was spotless and quiet.`,
      `The hotel staff in ${C} made us feel at home.`,
      `Everything from pick-up in ${C} to drop went like clockwork.`,
      `Our trip coordinator answered on WhatsApp within minutes, even during our ${M} ${who}.`,
    ]);
    if (primary === "honeymoon" && chance(r, 0.5))
      add([
        `The candlelight dinner in ${C} made it extra special for us.`,
        `The room in ${C} was decorated with flowers when we arrived.`,
        `The cake on our first night in ${C} was a sweet surprise.`,
      ]);
    else if (primary === "family" && chance(r, 0.5))
      add([
        `Our kids loved ${L}.`,
        `My parents found the pace around ${C} very comfortable.`,
        `The children still talk about ${L}.`,
        `Even our youngest managed the day at ${L} without trouble.`,
      ]);
    else if (primary === "friends" && chance(r, 0.5))
      add([
        `Our group of ${numberWord(r.int(4, 9))} friends had a blast in ${C}.`,
        `${cap(numberWord(r.int(4, 9)))} of us went, and ${L} won everyone over.`,
      ]);
    else if (primary === "bike" && chance(r, 0.6))
      add([
        `The bikes were well maintained all the way to ${C}.`,
        `The backup vehicle was never far behind on the road to ${C}.`,
        `Riding to ${L} was the best day in the saddle.`,
      ]);
    if (stars === 4)
      add([
        `The only issue was a long wait at check-in in ${C}.`,
        `Breakfast options at the hotel in ${C} were limited.`,
        `The traffic on the way to ${L} cost us some time.`,
        `The ${M} crowds at ${L} took some of the shine off.`,
      ]);
    else if (body.length < 4 && chance(r, 0.6))
      add([
        "Would definitely book with Triphive again.",
        `Highly recommend this package for anyone planning a trip to ${placeName(d)}.`,
        `We would book ${placeName(d)} with Triphive again, perhaps in ${monthName(month + 6)} next time.`,
        "Thank you, Triphive, for a lovely trip!",
      ]);
  } else {
    title = r.pick(
      stars === 3
        ? ["Decent trip", "Average hotels, good sightseeing", "Okay experience"]
        : [
            "Not as promised",
            `Disappointing hotel in ${C}`,
            "Poor coordination",
            "Expected much better",
          ],
    );
    opener([
      `We liked ${L}, but the rest of the trip did not match up.`,
      `We enjoyed ${L}, but there were problems along the way.`,
      `${cap(L)} was fine in ${M}; the arrangements around it were not.`,
      `Apart from ${L}, our ${M} ${who} was a letdown.`,
    ]);
    add([
      `The hotel in ${C} was not as good as the photos.`,
      `The drive to ${C} took much longer than we were told.`,
      `Sightseeing at ${L} felt rushed.`,
      `Our pick-up in ${C} on the first day was late.`,
      `The room in ${C} smelled damp.`,
    ]);
    if (stars === 3)
      add([
        "Overall it was fine for the price.",
        `Fair for the price, though ${C} deserved more time.`,
      ]);
    else
      add([
        "Support did respond, but only after several follow-ups.",
        `Nobody answered our calls about the hotel in ${C} for hours.`,
      ]);
  }
  return {
    author,
    city,
    rating: stars,
    title,
    body: body.slice(0, 4).join(" "),
    travelledOn: `${year}-${String(month).padStart(2, "0")}`,
  };
}

// ─────────────────────────────── Package assembly ───────────────────────────────

interface FamilyInput {
  d: DestinationSeed;
  /** global index of the first member, for unique slugs */
  index: number;
  size: number;
  /** how many packages of this destination came before this family */
  destinationOrdinal: number;
  /** names already in this destination's listing (issue 30: no two cards alike) */
  names: Set<string>;
  /** the run's review sentences (no sentence more than three times) */
  budget: SentenceBudget;
}

/**
 * A family name no other package of the destination carries: the drawn name, else with its
 * route, else with its length too, else numbered. Members add their hotel class, so every
 * class a family might have is checked and then claimed.
 */
const NEXT_NUMBER = new WeakMap<Set<string>, Map<string, number>>();

function uniqueName(
  name: string,
  taken: Set<string>,
  places: string[],
  days: number,
  members: number,
): string {
  const route = joinList(places);
  // The places the name does not already say ("Kochi and Alleppey Getaway with Varkala").
  const missing = places.filter((p) => !name.includes(p));
  const withRoute =
    missing.length === places.length
      ? `${name}: ${route}`
      : missing.length
        ? `${name} with ${joinList(missing)}`
        : `${name}, ${days} Days`;
  const candidates = [name, withRoute, missing.length ? `${withRoute}, ${days} Days` : withRoute];
  const classes = members > 1 ? Object.values(CLASS_NAME).map((c) => ` (${c})`) : [""];
  const free = (n: string) => !taken.has(n) && classes.every((c) => !taken.has(`${n}${c}`));
  let chosen = candidates.find(free);
  // Numbers only grow: start after the last one this name was given (linear at 100k).
  const counters = NEXT_NUMBER.get(taken) ?? new Map<string, number>();
  NEXT_NUMBER.set(taken, counters);
  let k = counters.get(candidates[2] as string) ?? 2;
  for (; !chosen; k++) if (free(`${candidates[2]} ${k}`)) chosen = `${candidates[2]} ${k}`;
  counters.set(candidates[2] as string, k);
  taken.add(chosen);
  for (const c of classes) taken.add(`${chosen}${c}`);
  return chosen;
}

const SUFFIX_SPACE = 36 ** 4;

/** No cab or coach: everything is by boat or seaplane. */
const WATER_ONLY = new Set(["maldives"]);

function slugSuffix(index: number): string {
  // A bijection on [0, 36^4): unique for the first 1.6 million packages of a run.
  const scrambled = (index * 1_234_567 + 98_765) % SUFFIX_SPACE;
  return scrambled.toString(36).padStart(4, "0");
}

const CLASS_NAME: Record<2 | 3 | 4 | 5, string> = {
  2: "Budget",
  3: "Standard",
  4: "Deluxe",
  5: "Luxury",
};

function hotelTable(
  d: DestinationSeed,
  primary: PackageCategory,
): readonly (readonly [2 | 3 | 4 | 5, number])[] {
  const intl = d.type === "international";
  switch (primary) {
    case "honeymoon":
      return [
        [3, 30],
        [4, 45],
        [5, 25],
      ];
    case "family":
      return intl
        ? [
            [3, 45],
            [4, 40],
            [5, 15],
          ]
        : [
            [2, 10],
            [3, 45],
            [4, 35],
            [5, 10],
          ];
    case "friends":
      return intl
        ? [
            [3, 65],
            [4, 35],
          ]
        : [
            [2, 30],
            [3, 50],
            [4, 20],
          ];
    default:
      return [
        [2, 50],
        [3, 50],
      ];
  }
}

/** Share of families that are short breaks where a destination has `shortBreaks`. */
const SHORT_BREAK_SHARE = 0.3;

/**
 * A weekend getaway: two or three days in one city near a metro. Decided by a PRNG of its own
 * (derived from the family's seed) so that every other family draws exactly what it drew before
 * short breaks existed.
 */
function shortBreakStops(familySeed: number, rules: DestinationRules, d: DestinationSeed) {
  if (!rules.shortBreaks?.length) return null;
  const own = createPrng(familySeed ^ 0x5eed_b8ea);
  if (own.next() >= (rules.shortBreakShare ?? SHORT_BREAK_SHARE)) return null;
  const city = d.cities.find((c) => c.slug === own.pick(rules.shortBreaks ?? []));
  return city ? [{ city, days: own.int(2, 3), dayTrip: false }] : null;
}

function generateFamily(prng: Prng, input: FamilyInput): GeneratedPackage[] {
  const { d, size } = input;
  const familySeed = Math.floor(prng.next() * 4_294_967_296);
  const r = createPrng(familySeed);
  const rules = rulesFor(d);

  // Categories.
  const bike = chance(r, BIKE_SHARE[d.slug] ?? 0);
  const primary: PackageCategory = bike ? "bike" : weightedKey(r, categoryWeights(d));
  const shortBreak = bike ? null : shortBreakStops(familySeed, rules, d);
  const stops = shortBreak ?? planRoute(r, d, rules, chooseDays(r, d, bike, primary));
  const days = stops.reduce((sum, s) => sum + s.days, 0);
  const nights = days - 1;
  const route = stops.map((s) => s.city);
  const routeCities = unique(route);
  const categories: PackageCategory[] = [primary];
  const seasons = seasonsFor(d, routeCities);
  let season: Season | undefined;
  if (!bike && seasons.length > 0 && chance(r, 0.22)) {
    season = r.pick(seasons);
    categories.push("seasonal");
  } else if (bike && chance(r, 0.5)) categories.push("friends");

  const ctx: TextCtx = {
    r,
    d,
    rules,
    bike,
    honeymoon: primary === "honeymoon",
    family: primary === "family",
  };
  const plans = planDays(r, d, stops, rules, days, bike);
  const itinerary = writeItinerary(ctx, plans);
  const visited = plans.flatMap((p) => p.landmarks);
  const tripTypes = tripTypesFor(d, routeCities, visited, bike);

  // Inclusions shared by the family.
  const inclusions: Inclusion[] = [];
  if (bike || chance(r, 0.7)) inclusions.push("Meals");
  if (!bike && !WATER_ONLY.has(d.slug)) {
    const coachShare =
      rules.metro || d.slug === "thailand" || d.slug === "europe"
        ? 0.4
        : d.type === "india"
          ? 0.12
          : 0.25;
    const x = r.next();
    const cabShare = d.type === "india" ? 1 : TRAIN_SPEED[d.slug] ? 0.35 : 0.75;
    if (x < coachShare) inclusions.push("Shared Coach");
    else if (x < coachShare + cabShare) inclusions.push("Cab");
  }
  inclusions.sort(
    (a, b) =>
      ["Meals", "Cab", "Shared Coach"].indexOf(a) - ["Meals", "Cab", "Shared Coach"].indexOf(b),
  );

  const name = uniqueName(
    packageName(r, d, primary, season, routeCities, visited, days),
    input.names,
    unique(routeCities.map(cityText)),
    days,
    Math.min(size, hotelTable(d, primary).length),
  );
  const heading = packageHeading(r, d, primary, season, routeCities, nights, days);
  const exclusions = exclusionsFor(ctx, routeCities, inclusions);
  const peakMonths = season?.months ?? d.bestMonths;

  // Hotel categories of the members, lowest first.
  const table = hotelTable(d, primary);
  const classes = new Set<2 | 3 | 4 | 5>([weightedKey(r, table)]);
  const allowed = table.map(([c]) => c);
  let guard = 0;
  while (classes.size < Math.min(size, allowed.length) && guard++ < 20)
    classes.add(r.pick(allowed));
  const hotelClasses = [...classes].sort((a, b) => a - b);

  const slugBase = kebab(name);
  const familyKey = `${d.slug}-${slugSuffix(input.index)}`;
  const cities = stops.map((s) => ({ citySlug: s.city.slug, days: s.days }));

  return hotelClasses.map((hotelCategory, i) => {
    const memberName = hotelClasses.length > 1 ? `${name} (${CLASS_NAME[hotelCategory]})` : name;
    const inclusionDetails = inclusionDetailsFor(
      ctx,
      plans,
      routeCities,
      hotelCategory,
      nights,
      inclusions,
    );
    const base = basePrice(r, d, rules, nights, days, hotelCategory, inclusions, primary, bike);
    const monthPrices = monthPricesFor(r, base, peakMonths);
    const discountPercent = weightedKey(r, [
      [0, 30],
      [5, 15],
      [10, 20],
      [12, 10],
      [15, 15],
      [20, 10],
    ] as const);
    const popularity = clamp(Math.round(d.popularity * (3.5 + r.next() * 6.5)), 1, 1000);
    const rating = Math.round(clamp(3.6 + 1.3 * Math.sqrt(r.next()), 3.6, 4.9) * 10) / 10;
    const labels: string[] = [];
    if (popularity > 750 && chance(r, 0.55)) labels.push("Best seller");
    if (season && discountPercent >= 10 && chance(r, 0.6)) labels.push("Early bird");
    const extra: [string, number][] = [
      ["Trending", 0.1],
      ["Customisable", 0.15],
      ["Free cancellation", 0.1],
      ["Early bird", 0.04],
    ];
    for (const [label, p] of extra)
      if (labels.length < 2 && !labels.includes(label) && chance(r, p)) labels.push(label);

    const ordinal = input.destinationOrdinal + i;
    const rich = ordinal < RICH_REVIEW_PACKAGES_PER_DESTINATION;
    // Every package has a review or more, and its rating is their mean (issue 30: no rating
    // beside "(0)"); `rating` above is only the level the reviews are drawn around.
    const reviewCount = Math.max(
      1,
      rich
        ? Math.floor(r.next() ** 0.8 * (10 + (30 * d.popularity) / 100 + 1))
        : r.int(0, LIGHT_REVIEW_MAX),
    );
    const reviews: PackageReview[] = [];
    for (let k = 0; k < Math.min(40, reviewCount); k++) {
      reviews.push(makeReview(ctx, input.budget, primary, visited, routeCities, rating));
    }
    const meanRating =
      Math.round((reviews.reduce((sum, v) => sum + v.rating, 0) / reviews.length) * 10) / 10;

    return {
      slug: `${slugBase}-${nights}-night${nights === 1 ? "" : "s"}-${days}-days-${slugSuffix(input.index + i)}`,
      familyKey,
      name: memberName,
      heading,
      destinationSlug: d.slug,
      days,
      nights,
      cities: cities.map((c) => ({ ...c })),
      itinerary: itinerary.map((it) => ({ ...it })),
      categories: [...categories],
      tripTypes: [...tripTypes],
      inclusions: [...inclusions],
      inclusionDetails,
      exclusions: [...exclusions],
      hotelCategory,
      basePricePerPersonInr: base,
      monthPrices,
      discountPercent,
      labels,
      overview: overviewText(
        r,
        d,
        primary,
        season,
        routeCities,
        visited,
        nights,
        hotelCategory,
        inclusions,
      ),
      popularity,
      rating: meanRating,
      reviews,
    };
  });
}

// ─────────────────────────────── Distribution ───────────────────────────────

/** Split `count` across destinations in proportion to popularity² (largest remainder). */
function quotas(destinations: readonly DestinationSeed[], count: number): number[] {
  const weights = destinations.map((d) => d.popularity ** 2);
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * count);
  const q = exact.map((x) => Math.floor(x));
  let left = count - q.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    q[i] = (q[i] ?? 0) + 1;
    left -= 1;
  }
  return q;
}

/**
 * Yields the same packages as `generatePackages`, `batchSize` at a time (a family is never
 * split across batches, so a batch may be up to two packages larger than `batchSize`).
 */
export function* generatePackageBatches(
  prng: Prng,
  geography: Geography,
  count: number,
  batchSize: number,
): Generator<GeneratedPackage[]> {
  const sellable = geography.filter((d) => d.hasPackage && d.cities.length > 0);
  if (count <= 0 || sellable.length === 0) return;
  const quota = quotas(sellable, count);
  const produced = sellable.map(() => 0);
  const namesOf = new Map<string, Set<string>>();
  const budget = new SentenceBudget();
  let index = 0;
  let batch: GeneratedPackage[] = [];
  while (index < count) {
    // The destination furthest behind its share goes next (spreads them evenly).
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let i = 0; i < sellable.length; i++) {
      const q = quota[i] ?? 0;
      const p = produced[i] ?? 0;
      if (p >= q) continue;
      const score = (p + 0.5) / q;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) break;
    const d = sellable[best] as DestinationSeed;
    const remaining = (quota[best] ?? 0) - (produced[best] ?? 0);
    const roll = prng.next();
    const size = Math.min(remaining, roll < 0.55 ? 1 : roll < 0.85 ? 2 : 3);
    const names = namesOf.get(d.slug) ?? new Set<string>();
    namesOf.set(d.slug, names);
    const family = generateFamily(prng, {
      d,
      index,
      size,
      destinationOrdinal: produced[best] ?? 0,
      names,
      budget,
    }).slice(0, size);
    produced[best] = (produced[best] ?? 0) + family.length;
    index += family.length;
    batch.push(...family);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export function generatePackages(
  prng: Prng,
  geography: Geography,
  count: number,
): GeneratedPackage[] {
  const out: GeneratedPackage[] = [];
  for (const batch of generatePackageBatches(prng, geography, count, 1000)) {
    for (const p of batch) out.push(p);
  }
  return out;
}

// ─────────────────────────────── Destination FAQs & footer ───────────────────────────────

const CURRENCY_NAMES: Record<string, string> = {
  INR: "Indian rupee",
  AED: "UAE dirham",
  THB: "Thai baht",
  MVR: "Maldivian rufiyaa",
  IDR: "Indonesian rupiah",
  SGD: "Singapore dollar",
  EUR: "euro",
  MYR: "Malaysian ringgit",
  VND: "Vietnamese dong",
  LKR: "Sri Lankan rupee",
  CHF: "Swiss franc",
  NPR: "Nepalese rupee",
  BTN: "Bhutanese ngultrum",
  MUR: "Mauritian rupee",
  TRY: "Turkish lira",
  AUD: "Australian dollar",
  GBP: "pound sterling",
  JPY: "Japanese yen",
  USD: "US dollar",
  SCR: "Seychellois rupee",
  HKD: "Hong Kong dollar",
  AZN: "Azerbaijani manat",
  NZD: "New Zealand dollar",
  EGP: "Egyptian pound",
  ZAR: "South African rand",
  KZT: "Kazakhstani tenge",
  KES: "Kenyan shilling",
  KHR: "Cambodian riel",
};

function currencyAnswer(d: DestinationSeed): string {
  const name = CURRENCY_NAMES[d.currency] ?? d.currency;
  const first = `The currency used in ${placeName(d)} is the ${name} (${d.currency}).`;
  if (d.currency === "INR") {
    return `${first} UPI and cards are accepted almost everywhere in towns, but carry some cash for small shops, remote stretches and places with patchy networks.`;
  }
  const notes: Record<string, string> = {
    BTN: "The ngultrum is pegged one-to-one to the Indian rupee, and Indian rupees are widely accepted across the country.",
    NPR: "Indian rupees are widely accepted, but rules on higher-value notes change, so carry ₹100 notes or exchange some money on arrival.",
    MVR: "Resorts usually bill in US dollars and accept cards, so you need little local cash unless you stay on a local island.",
    EUR: "Cards and contactless payments are accepted almost everywhere; keep a few euros in coins for small cafés and toilets.",
    CHF: "Cards are accepted almost everywhere, and many places also take euros, although change is given in francs.",
  };
  return `${first} ${notes[d.currency] ?? "Cards are accepted at hotels, malls and larger restaurants, but keep some local cash for markets, taxis and tips; you can exchange money or use a forex card before you travel."}`;
}

const METRO_TRANSPORT: Record<string, string> = {
  dubai:
    "The Dubai Metro, taxis and app cabs cover the city well, and abras still cross Dubai Creek for a dirham or two.",
  singapore:
    "The MRT, buses and taxis are clean and efficient, and an EZ-Link card or a contactless bank card works on all public transport.",
  "hong-kong":
    "The MTR, trams, buses and the Star Ferry reach almost everywhere, and an Octopus card works on all of them.",
  delhi: "The Delhi Metro reaches most sights, and app cabs and autorickshaws fill the gaps.",
  "abu-dhabi":
    "Taxis and app cabs are the easiest way around Abu Dhabi, and buses connect the islands and the city.",
  manali:
    "Local taxis run from Manali to Solang Valley and beyond, and the old village and Vashisht are easy walks from the Mall.",
  munnar:
    "Taxis and jeeps are the way to get around the tea estates; most viewpoints are within an hour's drive of Munnar town.",
};

function gettingAroundAnswer(d: DestinationSeed): string {
  const metro = METRO_TRANSPORT[d.slug];
  if (metro)
    return `${metro} Our ${d.name} packages include transfers and sightseeing by private cab or shared coach, depending on the package.`;
  const cities = d.cities.filter((c) => DAY_TRIPS[c.slug] === undefined);
  const [a, b] = cities;
  if (!a || !b) {
    return `Most visitors get around ${placeName(d)} by private cab or taxi. Our packages include transfers and sightseeing as per the itinerary.`;
  }
  const leg = legBetween(d, a, b, false);
  const A = cityText(a);
  const B = cityText(b);
  const modes = new Set<Mode>();
  for (const x of cities)
    for (const y of cities) if (x !== y) modes.add(legBetween(d, x, y, false).mode);
  const parts: string[] = [];
  if (modes.has("ferry") || modes.has("speedboat") || modes.has("seaplane")) {
    parts.push(
      d.slug === "maldives"
        ? "Resorts and local islands are reached by speedboat from Malé, and the more distant atolls by seaplane or domestic flight."
        : `Ferries link the islands of ${placeName(d)}; book them ahead in the busy season.`,
    );
  }
  if (TRAIN_SPEED[d.slug]) {
    parts.push(
      `Trains are the easiest way to travel between cities: ${A} to ${B} takes ${durationText(leg.hours)} by rail.`,
    );
  } else if (modes.has("flight") || modes.has("flight_or_train")) {
    parts.push(
      `Distances are long, so the bigger hops are best done by air${d.type === "india" ? " or train" : ""}, with a cab for local sightseeing.`,
    );
  }
  if (leg.mode === "drive") {
    parts.push(
      HILL_SPEED[d.slug]
        ? `Private cabs are the usual way to get around, and mountain roads are slow: the drive from ${A} to ${B} takes ${durationText(leg.hours)}.`
        : `Private cabs are the most convenient way to get around; the drive from ${A} to ${B} takes ${durationText(leg.hours)}.`,
    );
  }
  if (parts.length === 0)
    parts.push(`Private cabs and local taxis are the easiest way to get around ${placeName(d)}.`);
  parts.push("Our packages include all transfers as per the itinerary.");
  return parts.slice(0, 3).join(" ");
}

function bestTimeAnswer(d: DestinationSeed): string {
  const ranges = formatMonthRanges(d.bestMonths);
  const off = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => !d.bestMonths.includes(m));
  const offText =
    off.length > 0
      ? ` Outside these months, from ${formatMonthRanges(off)}, you can expect fewer crowds and lower package prices.`
      : "";
  return `The best time to visit ${placeName(d)} is ${ranges}, when the weather is most pleasant for sightseeing.${offText}`;
}

function placesAnswer(d: DestinationSeed): string {
  const lines = d.cities.slice(0, 4).map((c) => {
    const ls = c.landmarks.slice(0, 2).map((l) => landmarkRef(l.name));
    return `${cityText(c)} for ${joinList(ls)}`;
  });
  return `Popular stops include ${joinList(lines)}. ${d.cities.length > 4 ? `You can also add ${joinList(d.cities.slice(4).map(cityText))} if you have more time.` : `Most itineraries combine ${d.cities.length > 2 ? "two or three" : "both"} of these depending on the number of days.`}`;
}

const PERMIT_ANSWERS: Record<string, string> = {
  sikkim:
    "Indian citizens need permits for protected areas such as Tsomgo Lake, Nathu La and North Sikkim (Lachung and Yumthang Valley). These are arranged through registered tour operators, so keep a photo ID and passport-size photographs handy.",
  "arunachal-pradesh":
    "Yes, Indian citizens need an Inner Line Permit (ILP) to enter Arunachal Pradesh, which can be applied for online. Carry a printout along with a photo ID, as it is checked at entry points.",
  bhutan:
    "Indian nationals do not need a visa for Bhutan but must obtain an entry permit, using a passport or voter ID. A Sustainable Development Fee of ₹1,200 per person per night is also payable.",
};

export function generateDestinationFaqs(
  prng: Prng,
  destination: DestinationSeed,
): DestinationFaq[] {
  const d = destination;
  const faqs: DestinationFaq[] = [
    { question: `What is the best time to visit ${placeName(d)}?`, answer: bestTimeAnswer(d) },
    {
      question: `How many days are enough for a ${d.name} trip?`,
      answer: `Plan ${d.idealDays.min} to ${d.idealDays.max} days for ${placeName(d)}. ${
        d.cities.length > 1
          ? `That is enough to see ${joinList(d.cities.slice(0, 3).map(cityText))} without rushing, with time for a leisure day or two.`
          : `That leaves time for ${cityText(d.cities[0] as CitySeed)} and a relaxed day or two.`
      }`,
    },
    {
      question: `Which places should I include in my ${d.name} itinerary?`,
      answer: placesAnswer(d),
    },
    { question: `Which currency is used in ${placeName(d)}?`, answer: currencyAnswer(d) },
    { question: `How do I get around ${placeName(d)}?`, answer: gettingAroundAnswer(d) },
  ];
  const extras: DestinationFaq[] = [];
  extras.push({
    question: `What is ${placeName(d)} famous for?`,
    answer: `${d.tagline.replace(/\.$/, "")}. ${d.description.split(/(?<=\.)\s+/)[0] ?? ""}`.trim(),
  });
  const permit = PERMIT_ANSWERS[d.slug];
  if (permit)
    extras.push({ question: `Do I need a permit to visit ${placeName(d)}?`, answer: permit });
  const weights = categoryWeights(d);
  const top = [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "family";
  const landmarks = d.cities.flatMap((c) => c.landmarks);
  const beachy = landmarks.filter((l) =>
    ["beach", "island", "backwaters", "lake"].includes(l.kind),
  );
  if (top === "honeymoon" && beachy.length > 0) {
    extras.push({
      question: `Is ${placeName(d)} good for a honeymoon?`,
      answer: `Yes, ${placeName(d)} is one of the most popular honeymoon choices with Indian couples. Places such as ${joinList(beachy.slice(0, 3).map((l) => landmarkRef(l.name)))} are ideal for a relaxed, romantic holiday.`,
    });
  } else {
    const kid = landmarks.filter((l) =>
      ["wildlife", "national_park", "museum", "garden", "landmark"].includes(l.kind),
    );
    if (kid.length > 0 && !rulesFor(d).acclimatise) {
      extras.push({
        question: `Is ${placeName(d)} good for a family holiday?`,
        answer: `Yes, ${placeName(d)} works well for families with children and older parents. ${cap(joinList(kid.slice(0, 3).map((l) => landmarkRef(l.name))))} ${kid.length === 1 ? "is an easy, rewarding outing" : "are easy, rewarding outings"} for all ages.`,
      });
    }
  }
  const extraCount = prng.int(0, Math.min(2, extras.length));
  return [...faqs, ...prng.shuffle(extras).slice(0, extraCount)];
}

export function seoFooterFor(destination: DestinationSeed): string {
  const d = destination;
  const cityNames = joinList(d.cities.map(cityText));
  const landmarks = d.cities
    .map((c) => c.landmarks[0])
    .filter((l): l is LandmarkSeed => l !== undefined)
    .slice(0, 4)
    .map((l) => landmarkRef(l.name));
  const p1 = `${d.description} ${d.name} tour packages on Triphive cover ${cityNames}, with sightseeing at places such as ${joinList(landmarks)}.`;
  const who = ["honeymoon", "family", "group"];
  if (bikeFriendly(d.slug)) who.push("motorbike");
  const p2 = `The best time to visit ${placeName(d)} is ${formatMonthRanges(d.bestMonths)}, and most travellers spend ${d.idealDays.min} to ${d.idealDays.max} days here. ${currencyAnswer(d).split(/(?<=\.)\s+/)[0]} Choose from ${joinList(who)} packages with hotels from ${d.type === "india" ? 2 : 3}-star to 5-star, and customise the itinerary with a Triphive travel expert before you book.`;
  return `${p1}\n\n${p2}`;
}
