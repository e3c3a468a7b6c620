/**
 * Deterministic generator of the hotel catalogue over the seed geography: properties of every
 * type of the spec, placed near their city's landmarks, with room types, boards and base rates.
 * A pure function of its seed: no clock, no Math.random, no I/O. Nightly prices and allotments
 * are not generated here: they follow from the room type and the date
 * (server/modules/hotels/hotel-rates.ts, decision 0130).
 */

import { type PlaceScene, placeSceneOf } from "../common/artwork";
import { distanceKm } from "../common/geo";
import {
  type Board,
  FACILITIES,
  HOTEL_TRIP_TYPES,
  PROPERTY_TYPES,
  type PropertyType,
  priceLevelOf,
  slugify,
  type Theme,
} from "../common/hotels";
import { MONTH_NAMES } from "../common/months";
import type { CitySeed, DestinationSeed } from "../server/modules/guides/data/geography";
import { landmarkPoint, offsetPoint } from "../server/modules/hotels/landmark-points";
import { pickReviewer } from "./packages";
import { createPrng, hashSeed, type Prng } from "./prng";
import { SentenceBudget } from "./sentence-budget";

export const SCALE_HOTEL_COUNTS = {
  small: 300,
  "1k": 1_000,
  default: 3_000,
  "100k": 30_000,
} as const;

export interface GeneratedRoomType {
  code: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  maxGuests: number;
  bed: string;
  sizeSqm: number;
  boards: Board[];
  basePriceMinor: number;
  allotment: number;
  freeCancelDays: number;
}

export interface GeneratedHotelReview {
  author: string;
  authorCity: string;
  rating: number;
  title: string;
  body: string;
  tripType: string;
  stayedOn: string;
}

export interface GeneratedHotel {
  slug: string;
  name: string;
  destinationSlug: string;
  citySlug: string;
  propertyType: PropertyType;
  starRating: number;
  themes: Theme[];
  facilityIds: number[];
  tripTypes: string[];
  addressLine: string;
  addressBrief: string;
  lat: number;
  lng: number;
  landmarkName: string;
  landmarkSlug: string;
  landmarkKm: number;
  centreKm: number;
  nearbyLandmarks: string[];
  userRating: number;
  userRatingText: string;
  reviewsCount: number;
  description: string;
  checkInTime: string;
  checkOutTime: string;
  isBookableB2c: boolean;
  topRatedLuxury: boolean;
  topRatedBudget: boolean;
  recommended: boolean;
  score: number;
  minPriceMinor: number;
  priceLevel: number;
  discountPercent: number;
  galleryCount: number;
  roomTypes: GeneratedRoomType[];
  reviews: GeneratedHotelReview[];
}

// Share of each property type (per mille, summing to 1000).
const TYPE_WEIGHTS: Record<PropertyType, number> = {
  hotels: 380,
  resorts: 120,
  apartments: 80,
  "guest-houses": 100,
  hostels: 50,
  villas: 70,
  cottages: 60,
  "home-stays": 80,
  "hotels-and-resorts": 60,
};

const STARS_BY_TYPE: Record<PropertyType, [number, number]> = {
  hotels: [1, 5],
  resorts: [3, 5],
  apartments: [2, 4],
  "guest-houses": [1, 3],
  hostels: [1, 2],
  villas: [3, 5],
  cottages: [2, 4],
  "home-stays": [1, 3],
  "hotels-and-resorts": [3, 5],
};

// Rupees per night for a standard room, by stars.
const BASE_RUPEES: Record<number, [number, number]> = {
  1: [900, 1_600],
  2: [1_500, 2_900],
  3: [2_800, 5_600],
  4: [5_000, 9_800],
  5: [9_500, 22_000],
};

const TYPE_WORD: Record<PropertyType, string[]> = {
  hotels: ["Hotel", "Inn", "Residency", "Grand Hotel"],
  resorts: ["Resort", "Resort & Spa", "Retreat"],
  apartments: ["Apartments", "Serviced Apartments", "Suites"],
  "guest-houses": ["Guest House", "Lodge", "Guesthouse"],
  hostels: ["Hostel", "Backpackers", "Social Hostel"],
  villas: ["Villas", "Villa", "Private Villas"],
  cottages: ["Cottages", "Cottage Stay"],
  "home-stays": ["Homestay", "Home Stay", "Heritage Homestay"],
  "hotels-and-resorts": ["Hotel & Resort", "Hotels and Resorts"],
};

/** Type words that name the place's scenery: a beach resort stands only in a beach place. */
const SCENE_TYPE_WORD: Partial<Record<PlaceScene, Partial<Record<PropertyType, string[]>>>> = {
  beach: { resorts: ["Beach Resort"], cottages: ["Beach Cottages"], villas: ["Beach Villas"] },
  backwater: { resorts: ["Backwater Resort", "Lake Resort"], cottages: ["Lakeside Cottages"] },
  hill: { resorts: ["Hill Resort"], cottages: ["Woods Cottages", "Valley Cottages"] },
  forest: { resorts: ["Jungle Resort"], cottages: ["Woods Cottages"] },
  lake: { resorts: ["Lake Resort"], cottages: ["Lakeside Cottages"] },
  desert: { resorts: ["Desert Camp"], cottages: ["Desert Cottages"] },
};

/** Name words anywhere, and words that only fit a place of one scenery. */
const NAME_WORDS = [
  "Lotus",
  "Banyan",
  "Sunrise",
  "Horizon",
  "Emerald",
  "Heritage",
  "Orchid",
  "Tamarind",
  "Mango Tree",
  "Pearl",
  "Saffron",
  "Jasmine",
  "Ivory",
  "Zephyr",
  "Vista",
  "Serene",
  "Starlight",
  "Amber",
  "Indigo",
  "Sandalwood",
  "Peacock",
  "Moonstone",
  "Rosewood",
  "Tranquil",
  "Neem",
  "Marigold",
  "Champa",
  "Gulmohar",
  "Ashoka",
  "Kadamba",
  "Parijat",
  "Mayur",
  "Chandan",
  "Tulsi",
  "Kesar",
  "Bodhi",
  "Nilgiri",
  "Firefly",
  "Songbird",
  "Tanager",
];
const SCENE_NAME_WORDS: Partial<Record<PlaceScene, string[]>> = {
  beach: [
    "Palm Grove",
    "Sea Breeze",
    "Silver Sands",
    "Coral",
    "Blue Lagoon",
    "Driftwood",
    "Lighthouse",
    "Coconut Grove",
    "Seashell",
    "Tidewater",
    "Sandpiper",
    "Conch",
  ],
  backwater: [
    "Coconut Grove",
    "Heron Creek",
    "Paddy Fields",
    "Lagoon",
    "Riverside",
    "Palm Grove",
    "Coir",
    "Canal Side",
  ],
  hill: [
    "Whispering Pines",
    "Hilltop",
    "Cloud Nine",
    "Summit",
    "Cedar",
    "Meadow",
    "Oak",
    "Maple",
    "Misty Ridge",
    "Deodar",
    "Rhododendron",
    "Pine Crest",
    "Snow View",
  ],
  forest: ["Bamboo Grove", "Teak Wood", "Jungle Trail", "Canopy", "Fern Hill", "Wild Orchid"],
  lake: ["Lakeview", "Waterlily", "Riverside", "Still Waters", "Swan"],
  desert: ["Sand Dune", "Desert Rose", "Camel Trail", "Sunset Point", "Thar"],
  city: ["Metro", "Central", "Skyline", "Boulevard", "Parkside"],
  heritage: ["Haveli", "Old Town", "Courtyard", "Bazaar", "Durbar"],
};
const NAME_ADJECTIVES = [
  "Silver",
  "Blue",
  "Green",
  "Little",
  "Quiet",
  "Old",
  "Red",
  "White",
  "Sunny",
  "Wild",
  "Hidden",
  "Bright",
];

/** Real hotel brands and chains: no generated name may carry one (issue 30). */
export const HOTEL_BRAND_DENY_LIST = [
  "Taj",
  "Oberoi",
  "Trident",
  "Marriott",
  "Courtyard by Marriott",
  "Hyatt",
  "Radisson",
  "Lemon Tree",
  "Golden Tulip",
  "Hilton",
  "Sheraton",
  "Westin",
  "Novotel",
  "Ibis",
  "Holiday Inn",
  "Ramada",
  "ITC",
  "Leela",
  "Vivanta",
  "Ginger",
  "Fortune",
  "Sarovar",
  "Royal Orchid",
  "The Park",
  "Four Seasons",
  "Ritz",
  "Fairmont",
  "Mercure",
  "Pullman",
  "Accor",
  "Zostel",
  "OYO",
  "Treebo",
  "FabHotel",
  "Club Mahindra",
  "Sterling",
  "Evolve Back",
  "Neemrana",
  "Hometel",
  "Country Inn",
  "Best Western",
  "Wyndham",
  "Le Meridien",
  "Crowne Plaza",
  "Novotel",
  "Park Plaza",
  "Keys",
  "Pride",
  "Sayaji",
  "Welcomhotel",
  "Kingfisher",
  "Coconut Lagoon",
  "Cloud 9",
  "Aloft",
  "St. Regis",
];

const BRAND = new RegExp(
  `\b(${HOTEL_BRAND_DENY_LIST.map((b) => b.replace(/[.]/g, "\\.")).join("|")})\b`,
  "i",
);

// Name words that promise a class of hotel only 4 and 5 stars keep.
const GRAND_WORDS = /\b(grand|palace|luxury|regency|royal)\b/i;

/** A name with no word twice ("Hotel Vista Hotel & Resort"). */
export function hasDoubledWord(name: string): boolean {
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words).size !== words.length;
}

// The view a room looks out on, by the place's scenery.
const VIEW: Record<PlaceScene, string> = {
  beach: "Sea View",
  backwater: "Lake View",
  hill: "Valley View",
  forest: "Forest View",
  lake: "Lake View",
  desert: "Dune View",
  city: "City View",
  heritage: "Courtyard View",
};

const ROOM_NAMES: Record<PropertyType, string[]> = {
  hotels: ["Standard Room", "Deluxe Room", "Premium Room", "Executive Suite"],
  resorts: ["Garden View Room", "Deluxe {view} Room", "Pool Access Room", "Family Suite"],
  apartments: ["Studio Apartment", "One-bedroom Apartment", "Two-bedroom Apartment"],
  "guest-houses": ["Standard Double", "Deluxe Double", "Family Room"],
  hostels: ["Private Double", "Private Triple", "Ensuite Double"],
  villas: ["One-bedroom Villa", "Pool Villa", "Two-bedroom Villa"],
  cottages: ["Garden Cottage", "{view} Cottage", "Family Cottage"],
  "home-stays": ["Cosy Room", "Balcony Room", "Family Room"],
  "hotels-and-resorts": ["Superior Room", "Deluxe Room", "Club Room", "Suite"],
};

const BEDS = ["King bed", "Queen bed", "Twin beds", "King bed and sofa bed"];

const RATING_TEXT: [number, string][] = [
  [4.5, "Excellent"],
  [4, "Very good"],
  [3.5, "Good"],
  [3, "Pleasant"],
  [0, "Fair"],
];
export const ratingText = (rating: number) =>
  (RATING_TEXT.find(([min]) => rating >= min) as [number, string])[1];

const STREETS: Record<PlaceScene, string[]> = {
  beach: ["Beach Road", "Main Road", "Church Road", "Market Street", "Palm Avenue", "Coastal Road"],
  backwater: ["Canal Road", "Main Road", "Church Road", "Lake Road", "Boat Jetty Road"],
  hill: ["Mall Road", "Hill Road", "Main Road", "Station Road", "Temple Street", "Pine Avenue"],
  forest: ["Forest Road", "Main Road", "Estate Road", "Temple Street"],
  lake: ["Lake Road", "Main Road", "Temple Street", "Market Street"],
  desert: ["Fort Road", "Station Road", "Main Road", "Market Street"],
  city: ["MG Road", "Station Road", "Main Road", "Market Street", "Ring Road", "Park Street"],
  heritage: ["Fort Road", "Temple Street", "Station Road", "Market Street", "Palace Road"],
};

const STAFF = [
  "Anil",
  "Babu",
  "Chitra",
  "Deepak",
  "Elizabeth",
  "Farhan",
  "Geetha",
  "Hari",
  "Irfan",
  "Jose",
  "Kamala",
  "Lalit",
  "Mini",
  "Naresh",
  "Omana",
  "Prakash",
  "Rajan",
  "Sabitha",
  "Tenzin",
  "Usha",
  "Vinod",
  "Wasim",
  "Yamini",
  "Zubin",
  "Ashraf",
  "Bindu",
  "Cyril",
  "Dolma",
  "Ebin",
  "Firoz",
];
const DESK_DEEDS = [
  "sorted out an early check-in for us",
  "found us a quieter room at the back",
  "booked a reliable taxi to the airport",
  "pointed us to a family-run restaurant nearby",
  "arranged a birthday cake at an hour's notice",
  "kept our bags safe after check-out",
  "helped us plan a day of sightseeing",
  "lent us an umbrella when the rain came",
  "upgraded our room without being asked",
  "called a doctor when our son had a fever",
];
const DISHES = [
  "appam and stew",
  "masala dosa",
  "idli and sambar",
  "aloo paratha",
  "poha",
  "puttu and kadala",
  "chole bhature",
  "pesarattu",
  "upma",
  "fresh fruit",
  "egg bhurji",
  "banana pancakes",
];
const FOOD_PRAISE = [
  "was made fresh every morning",
  "was the best we had on the trip",
  "tasted home-made",
  "was worth waking up early for",
  "kept us going until lunch",
];
const ROOM_FEATURES = [
  "a firm, comfortable bed",
  "plenty of hot water at any hour",
  "blackout curtains that actually worked",
  "a balcony big enough for two chairs",
  "a kettle and good local tea",
  "a spotless bathroom",
  "a desk we could really work at",
  "a large wardrobe for a family's luggage",
];
const COMPLAINTS = [
  "The Wi-Fi dropped out most evenings",
  "The lift was slow at breakfast time",
  "Hot water took a while to come through",
  "Room service was slow on our last night",
  "The air conditioner was noisy",
  "Check-out took longer than it should have",
  "Parking was tight for a bigger car",
  "Towels were not changed one day",
];
const TITLES: Record<number, string[]> = {
  5: [
    "Perfect stay",
    "Would come back",
    "Loved every minute",
    "Exceeded expectations",
    "Best stay in {city}",
    "A gem in {city}",
  ],
  4: ["Very comfortable", "Great location", "Good value", "Pleasant stay", "Good base in {city}"],
  3: ["Decent for the price", "Average", "OK for a short stay", "Fine for a night in {city}"],
  2: ["Needs work", "Not as pictured", "Disappointing"],
};

interface ReviewInput {
  name: string;
  cityShort: string;
  count: number;
  targetRating: number;
  nearest: { name: string; km: number };
  roomNames: string[];
  hasPool: boolean;
  hasSpa: boolean;
  scene: PlaceScene;
}

/**
 * A hotel's reviews: each opens on something of this hotel (its room, its landmark, its name),
 * then the staff, the food, a room's detail or a complaint, drawn so that no sentence is written
 * more than three times in the whole catalogue (`SentenceBudget`).
 */
function hotelReviews(r: Prng, budget: SentenceBudget, h: ReviewInput): GeneratedHotelReview[] {
  return Array.from({ length: h.count }, (_, k) => {
    const rating = Math.max(2, Math.min(5, Math.round(h.targetRating + (r.next() - 0.5) * 1.6)));
    const month = ((k * 5 + r.int(0, 4)) % 12) + 1;
    const monthName = MONTH_NAMES[month - 1] as string;
    const room = r.pick(h.roomNames);
    const nights = r.int(1, 6);
    const minutes = Math.max(2, Math.round(h.nearest.km * (h.nearest.km < 1.5 ? 12 : 3)));
    const mode = h.nearest.km < 1.5 ? "walk" : "drive";
    const who = r.pick([
      "our family",
      "the two of us",
      "a work trip",
      "a group of friends",
      "our parents",
    ]);
    const body: string[] = [];
    const opener =
      budget.pick(r, [
        `We took the ${room} for ${nights === 1 ? "one night" : `${nights} nights`} in ${monthName}.`,
        `${h.nearest.name} is a ${minutes}-minute ${mode} from ${h.name}.`,
        `${h.name} was a good base for ${who} in ${h.cityShort}.`,
        `We chose ${h.name} for ${who} because it is close to ${h.nearest.name}.`,
        `Our ${room} at ${h.name} ${rating >= 4 ? "was better than the photos" : "was smaller than we expected"}.`,
      ]) ??
      budget.take(`We stayed at ${h.name} for ${nights} nights in ${monthName} ${2025 + (k % 2)}.`);
    body.push(opener);
    const extras: (string | null)[] = [];
    if (rating >= 4) {
      extras.push(
        budget.pick(r, [
          `${r.pick(STAFF)} at the front desk ${r.pick(DESK_DEEDS)}.`,
          `The ${r.pick(DISHES)} at breakfast ${r.pick(FOOD_PRAISE)}.`,
          `The ${room} had ${r.pick(ROOM_FEATURES)}.`,
        ]),
      );
      if (h.hasPool && r.next() < 0.3)
        extras.push(
          budget.pick(r, [
            `The pool was ${r.pick(["quiet", "warm", "spotless", "shaded"])} in the ${r.pick(["mornings", "afternoons", "evenings"])} of ${monthName}.`,
          ]),
        );
      if (h.hasSpa && r.next() < 0.25)
        extras.push(
          budget.pick(r, [
            `The ${r.pick(["Ayurvedic massage", "foot massage", "head massage", "couples' massage"])} at the spa was ${r.pick(["worth every rupee", "the best part of our stay", "very relaxing"])}.`,
          ]),
        );
    } else {
      extras.push(
        budget.pick(r, [
          `${r.pick(COMPLAINTS)} during our stay in ${monthName}.`,
          `${r.pick(COMPLAINTS)}, though ${r.pick(STAFF)} tried to help.`,
        ]),
      );
      if (rating === 3 && r.next() < 0.6)
        extras.push(
          budget.pick(r, [
            `Fair value for ${nights === 1 ? "a night" : `${nights} nights`} near ${h.nearest.name}.`,
          ]),
        );
    }
    for (const e of extras) if (e) body.push(e);
    const title = (r.pick(TITLES[rating] as string[]) as string).replace("{city}", h.cityShort);
    const reviewer = pickReviewer(r);
    return {
      author: reviewer.author,
      authorCity: reviewer.city,
      rating,
      title,
      body: body.join(" "),
      tripType: r.pick(HOTEL_TRIP_TYPES).value,
      stayedOn: `${2025 + (month > 10 ? 0 : 1)}-${String(month).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
    };
  });
}

/**
 * A name of its own in its city (issue 30): a name word that fits the place's scenery, with a
 * type word of the property's type (a beach resort only in a beach place); then an adjective
 * before the word; then the area's name after it. No word twice, no real brand, and "Grand"
 * only for 4 and 5 stars.
 */
function hotelName(
  r: Prng,
  names: Map<string, Set<string>>,
  citySlug: string,
  cityShort: string,
  type: PropertyType,
  scene: PlaceScene,
  stars: number,
): string {
  const taken = names.get(citySlug) ?? new Set<string>();
  names.set(citySlug, taken);
  const words = [
    ...NAME_WORDS,
    ...(SCENE_NAME_WORDS[scene] ?? []),
    ...(SCENE_NAME_WORDS[scene] ?? []),
  ];
  const typeWords = [...TYPE_WORD[type], ...(SCENE_TYPE_WORD[scene]?.[type] ?? [])].filter(
    (w) => stars >= 4 || !GRAND_WORDS.test(w),
  );
  const ok = (n: string) =>
    !taken.has(n) && !hasDoubledWord(n) && !BRAND.test(n) && (stars >= 4 || !GRAND_WORDS.test(n));
  const build = (attempt: number) => {
    const word = r.pick(words);
    const typeWord = r.pick(typeWords);
    const the = attempt % 3 === 0 && !/^(Hotel|Inn)/.test(typeWord) ? "The " : "";
    if (attempt < 6) return `${the}${word} ${typeWord}`;
    if (attempt < 30) return `${the}${r.pick(NAME_ADJECTIVES)} ${word} ${typeWord}`;
    return `${r.pick(NAME_ADJECTIVES)} ${word} ${typeWord} ${cityShort}`;
  };
  for (let attempt = 0; attempt < 60; attempt++) {
    const name = build(attempt);
    if (ok(name)) {
      taken.add(name);
      return name;
    }
  }
  // Every combination drawn was taken: walk them in order.
  for (const adjective of NAME_ADJECTIVES)
    for (const word of words)
      for (const typeWord of typeWords)
        for (const area of ["", ` ${cityShort}`]) {
          const name = `${adjective} ${word} ${typeWord}${area}`;
          if (ok(name)) {
            taken.add(name);
            return name;
          }
        }
  throw new Error(`no hotel name left in ${citySlug}`);
}

function pickWeighted<T extends string>(r: Prng, weights: Record<T, number>): T {
  const total = Object.values<number>(weights).reduce((a, b) => a + b, 0);
  let x = r.next() * total;
  for (const [key, w] of Object.entries<number>(weights)) {
    x -= w;
    if (x < 0) return key as T;
  }
  return Object.keys(weights)[0] as T;
}

const round50 = (n: number) => Math.round(n / 50) * 50;
const round1 = (n: number) => Math.round(n * 10) / 10;

interface CityChoice {
  destination: DestinationSeed;
  city: CitySeed;
}

/**
 * Cities weighted by their destination's popularity to the 8th power (the favourites hold most of the
 * stock: Goa has a few hundred properties, a rarely visited country a handful), shared among
 * the destination's cities with the first counting double.
 */
function cityWeights(geography: readonly DestinationSeed[]): { choice: CityChoice; w: number }[] {
  return geography.flatMap((destination) => {
    const shares = destination.cities.length + 1;
    return destination.cities.map((city, i) => ({
      choice: { destination, city },
      w: (destination.popularity / 100) ** 8 * ((i === 0 ? 2 : 1) / shares),
    }));
  });
}

/**
 * Generates `count` hotels. Every city gets at least one; the rest follow popularity. The
 * property types cycle through the spec's list first so that every type exists at any scale.
 */
export function* generateHotelBatches(
  seed: number,
  geography: readonly DestinationSeed[],
  count: number,
  batchSize: number,
): Generator<GeneratedHotel[]> {
  const r = createPrng(seed ^ 0x5a17e1);
  const weights = cityWeights(geography);
  const total = weights.reduce((a, b) => a + b.w, 0);
  const slugs = new Set<string>();
  const names = new Map<string, Set<string>>();
  const budget = new SentenceBudget();
  let batch: GeneratedHotel[] = [];
  for (let i = 0; i < count; i++) {
    let choice: CityChoice;
    if (i < weights.length) choice = (weights[i] as { choice: CityChoice }).choice;
    else {
      let x = r.next() * total;
      let found = weights[0] as { choice: CityChoice; w: number };
      for (const c of weights) {
        x -= c.w;
        if (x < 0) {
          found = c;
          break;
        }
      }
      choice = found.choice;
    }
    const type =
      i < PROPERTY_TYPES.length * 3
        ? (PROPERTY_TYPES[i % PROPERTY_TYPES.length] as PropertyType)
        : pickWeighted(r, TYPE_WEIGHTS);
    batch.push(
      generateHotel(createPrng(hashSeed(`${seed}/hotel/${i}`)), choice, type, {
        slugs,
        names,
        budget,
      }),
    );
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

function generateHotel(
  r: Prng,
  { destination, city }: CityChoice,
  type: PropertyType,
  run: { slugs: Set<string>; names: Map<string, Set<string>>; budget: SentenceBudget },
): GeneratedHotel {
  const { slugs, budget } = run;
  const scene: PlaceScene = placeSceneOf(city.landmarks) ?? "city";
  const seaside = scene === "beach" || scene === "backwater";
  const [minStar, maxStar] = STARS_BY_TYPE[type];
  const starRating = r.int(minStar, maxStar);
  // Near one of the city's landmarks, beaches and scenery first.
  const points = city.landmarks.map((l) => ({ ...l, ...landmarkPoint(city, l.name) }));
  const anchor =
    points.length === 0
      ? null
      : r.next() < 0.6
        ? (points.find((p) => p.kind === "beach" && r.next() < 0.7) ?? r.pick(points))
        : r.pick(points);
  const position = anchor
    ? offsetPoint(anchor, 0.15 + r.next() * 2.5, r.next() * 2 * Math.PI)
    : offsetPoint(city, 0.3 + r.next() * 4, r.next() * 2 * Math.PI);
  const distances = points
    .map((p) => ({ name: p.name, kind: p.kind, km: round1(distanceKm(position, p)) }))
    .sort((a, b) => a.km - b.km);
  const nearest = distances[0] ?? { name: city.name, kind: "landmark", km: 0 };
  // A beach property only where the place is a beach (or backwater) place, as its pictures are.
  const nearBeach = seaside && distances.some((d) => d.kind === "beach" && d.km <= 4);

  const themes = new Set<Theme>();
  if (nearBeach) themes.add("beach");
  if (starRating >= 5 || (starRating === 4 && r.next() < 0.35)) themes.add("luxury");
  if (starRating <= 2) themes.add("budget");
  if (["villas", "cottages", "resorts"].includes(type) && r.next() < 0.6) themes.add("honeymoon");
  if (r.next() < 0.45) themes.add("family");
  if (type === "home-stays" || (starRating >= 3 && r.next() < 0.15)) themes.add("boutique");
  const hasPool = starRating >= 4 ? r.next() < 0.85 : r.next() < 0.25;
  const hasSpa = starRating >= 4 ? r.next() < 0.6 : r.next() < 0.08;
  if (hasPool) themes.add("pool");
  if (hasSpa) themes.add("spa");
  if (
    nearBeach ||
    distances.some((d) => ["lake", "backwaters", "waterfall"].includes(d.kind) && d.km <= 3)
  )
    if (r.next() < 0.5) themes.add("water");
  if (themes.has("luxury") && themes.has("beach")) themes.add("luxury-beach");
  if (themes.has("family") && themes.has("beach")) themes.add("family-beach");

  const facilityIds = FACILITIES.filter((f) => {
    switch (f.id) {
      case 2:
        return hasPool;
      case 3:
        return hasSpa;
      case 12:
        return nearBeach && r.next() < 0.7;
      case 11:
        return themes.has("family") && starRating >= 4;
      case 13:
        return ["apartments", "villas", "cottages", "home-stays"].includes(type);
      case 1:
      case 10:
        return r.next() < 0.92;
      default:
        return r.next() < 0.25 + starRating * 0.12;
    }
  }).map((f) => f.id);

  const tripTypes = HOTEL_TRIP_TYPES.map((t) => t.value).filter((t) =>
    t === "honeymoon"
      ? themes.has("honeymoon") || r.next() < 0.2
      : t === "family"
        ? themes.has("family") || r.next() < 0.3
        : r.next() < 0.35,
  );

  const cityShort = city.name.split(" (")[0] as string;
  const name = hotelName(r, run.names, city.slug, cityShort, type, scene, starRating);
  let slug = slugify(`${name} ${cityShort}`);
  for (let k = 2; slugs.has(slug); k++) slug = `${slugify(`${name} ${cityShort}`)}-${k}`;
  slugs.add(slug);

  const [lo, hi] = BASE_RUPEES[starRating] as [number, number];
  const abroad = destination.type === "international" ? 1.6 : 1;
  const baseRupees = round50((lo + r.next() * (hi - lo)) * abroad);
  const roomNames = ROOM_NAMES[type].map((n) => n.replace("{view}", VIEW[scene]));
  const roomCount = Math.min(roomNames.length, r.int(2, 4));
  const resortish = ["resorts", "hotels-and-resorts", "villas"].includes(type);
  const roomTypes: GeneratedRoomType[] = roomNames.slice(0, roomCount).map((roomName, i) => {
    const family = /family|two-bedroom|suite/i.test(roomName);
    const maxAdults = family ? 3 : i === 0 && r.next() < 0.3 ? 2 : r.pick([2, 3]);
    const maxChildren = family ? 2 : r.pick([1, 1, 2]);
    const boards: Board[] = ["room_only"];
    if (r.next() < 0.9 || i > 0) boards.push("breakfast");
    if (r.next() < (resortish ? 0.7 : 0.35)) boards.push("half_board");
    if (r.next() < (resortish ? 0.5 : 0.15)) boards.push("full_board");
    return {
      code: `${slugify(roomName)
        .split("-")
        .map((w) => w[0])
        .join("")
        .toUpperCase()}${i + 1}`,
      name: roomName,
      maxAdults,
      maxChildren,
      maxGuests: family ? 4 : 3,
      bed: family ? "King bed and sofa bed" : r.pick(BEDS.slice(0, 3)),
      sizeSqm: 18 + starRating * 4 + i * 8 + r.int(0, 6),
      boards,
      basePriceMinor: round50(baseRupees * (1 + i * (0.22 + r.next() * 0.12))) * 100,
      allotment: r.int(2, 8),
      freeCancelDays: r.pick([1, 2, 3, 7]),
    };
  });
  const minPriceMinor = Math.min(...roomTypes.map((t) => t.basePriceMinor));

  const targetRating = Math.min(
    5,
    Math.max(2.6, 3.1 + starRating * 0.22 + (r.next() - 0.35) * 1.1),
  );
  const discountPercent = r.next() < 0.32 ? r.int(8, 35) : 0;
  // Every rating shown is the mean of the reviews that exist (issue 30): 2 to 14 of them.
  const reviews = hotelReviews(r, budget, {
    name,
    cityShort,
    count: r.int(2, 4 + starRating * 2),
    targetRating,
    nearest,
    roomNames: roomTypes.map((t) => t.name),
    hasPool,
    hasSpa,
    scene,
  });
  const userRating = round1(reviews.reduce((sum, v) => sum + v.rating, 0) / reviews.length);
  const reviewsCount = reviews.length;

  const area = nearest.km < 1.5 ? `near ${nearest.name}` : city.name;
  const street = `${r.int(1, 240)}, ${r.pick(STREETS[scene])}`;
  const typeLabel = TYPE_WORD[type][0]?.toLowerCase() ?? "property";
  const description = [
    `${name} is a ${starRating}-star ${typeLabel} in ${city.name}, ${destination.name}, ${nearest.km} km from ${nearest.name}.`,
    `It has ${roomCount} room types${hasPool ? ", a swimming pool" : ""}${hasSpa ? ", a spa" : ""} and ${
      facilityIds.includes(4) ? "an in-house restaurant" : "cafés within walking distance"
    }.`,
    themes.has("beach")
      ? "The beach is a short walk away; sunset views are a favourite with guests."
      : `${city.description.split(". ")[0]}.`,
  ].join(" ");

  const score = Math.round(
    Math.min(
      1000,
      Math.max(1, userRating * 140 + starRating * 25 + r.int(0, 200) + (discountPercent ? 40 : 0)),
    ),
  );
  return {
    slug,
    name,
    destinationSlug: destination.slug,
    citySlug: city.slug,
    propertyType: type,
    starRating,
    themes: [...themes],
    facilityIds,
    tripTypes,
    addressLine: `${street}, ${area === city.name ? "" : `${area}, `}${city.name}, ${destination.name}`,
    addressBrief: `${city.name.split(" (")[0]}, ${destination.name}`,
    lat: position.lat,
    lng: position.lng,
    landmarkName: nearest.name,
    landmarkSlug: slugify(nearest.name),
    landmarkKm: nearest.km,
    centreKm: round1(distanceKm(position, city)),
    nearbyLandmarks: distances
      .filter((d) => d.km <= 10)
      .slice(0, 8)
      .map((d) => slugify(d.name)),
    userRating,
    userRatingText: ratingText(userRating),
    reviewsCount,
    description,
    checkInTime: r.pick(["12:00", "13:00", "14:00"]),
    checkOutTime: r.pick(["10:00", "11:00", "12:00"]),
    isBookableB2c: r.next() < 0.94,
    topRatedLuxury: starRating >= 4 && userRating >= 4.5,
    topRatedBudget: starRating <= 3 && userRating >= 4.2,
    recommended: userRating >= 4.3 && r.next() < 0.5,
    score,
    minPriceMinor,
    priceLevel: priceLevelOf(minPriceMinor / 100),
    discountPercent,
    galleryCount: r.int(5, 8),
    roomTypes,
    reviews,
  };
}
