/**
 * Deterministic generator of the hotel catalogue over the seed geography: properties of every
 * type of the spec, placed near their city's landmarks, with room types, boards and base rates.
 * A pure function of its seed: no clock, no Math.random, no I/O. Nightly prices and allotments
 * are not generated here: they follow from the room type and the date
 * (server/modules/hotels/hotel-rates.ts, decision 0130).
 */
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
import type { CitySeed, DestinationSeed } from "../server/modules/guides/data/geography";
import { landmarkPoint, offsetPoint } from "../server/modules/hotels/landmark-points";
import { NAME_POOLS } from "./packages";
import { createPrng, hashSeed, type Prng } from "./prng";

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
  resorts: ["Resort", "Beach Resort", "Resort & Spa", "Retreat"],
  apartments: ["Apartments", "Serviced Apartments", "Suites"],
  "guest-houses": ["Guest House", "Lodge", "Guesthouse"],
  hostels: ["Hostel", "Backpackers", "Social Hostel"],
  villas: ["Villas", "Villa", "Private Villas"],
  cottages: ["Cottages", "Cottage Stay", "Woods Cottages"],
  "home-stays": ["Homestay", "Home Stay", "Heritage Homestay"],
  "hotels-and-resorts": ["Hotel & Resort", "Hotels and Resorts"],
};

const NAME_WORDS = [
  "Palm Grove",
  "Sea Breeze",
  "Silver Sands",
  "Coral",
  "Lotus",
  "Banyan",
  "Sunrise",
  "Horizon",
  "Emerald",
  "Royal",
  "Heritage",
  "Casa",
  "Blue Lagoon",
  "Golden Tulip",
  "Orchid",
  "Tamarind",
  "Mango Tree",
  "Pearl",
  "Saffron",
  "Jasmine",
  "Ivory",
  "Cedar",
  "Monsoon",
  "Zephyr",
  "Vista",
  "Serene",
  "Maple",
  "Oak",
  "Riverside",
  "Hilltop",
  "Cloud Nine",
  "Starlight",
  "Amber",
  "Indigo",
  "Sandalwood",
  "Peacock",
  "Kingfisher",
  "Driftwood",
  "Lighthouse",
  "Moonstone",
  "Rosewood",
  "Tranquil",
  "Windmill",
  "Neem",
  "Coconut Grove",
  "Whispering Pines",
  "Summit",
  "Meadow",
];

const NAME_PREFIX = ["The ", "", "", "Hotel ", ""];

const ROOM_NAMES: Record<PropertyType, string[]> = {
  hotels: ["Standard Room", "Deluxe Room", "Premium Room", "Executive Suite"],
  resorts: ["Garden View Room", "Deluxe Sea View Room", "Pool Access Room", "Family Suite"],
  apartments: ["Studio Apartment", "One-bedroom Apartment", "Two-bedroom Apartment"],
  "guest-houses": ["Standard Double", "Deluxe Double", "Family Room"],
  hostels: ["Private Double", "Private Triple", "Ensuite Double"],
  villas: ["One-bedroom Villa", "Pool Villa", "Two-bedroom Villa"],
  cottages: ["Garden Cottage", "Valley View Cottage", "Family Cottage"],
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

const REVIEW_LINES: Record<number, { titles: string[]; bodies: string[] }> = {
  5: {
    titles: ["Perfect stay", "Would come back", "Loved every minute", "Exceeded expectations"],
    bodies: [
      "The staff remembered our names from the first evening and the room was spotless every day.",
      "Breakfast had plenty of local dishes and the location made sightseeing easy.",
      "Check-in was quick, the room was quiet and the view from the balcony was lovely.",
    ],
  },
  4: {
    titles: ["Very comfortable", "Great location", "Good value", "Pleasant stay"],
    bodies: [
      "Clean rooms and helpful staff; the Wi-Fi was slow in the evenings.",
      "A short walk to the main sights; the restaurant could offer more choice.",
      "Comfortable beds and good showers. Housekeeping was a little late on one day.",
    ],
  },
  3: {
    titles: ["Decent for the price", "Average", "OK for a short stay"],
    bodies: [
      "The room was smaller than the pictures suggest but clean enough.",
      "Fine for a night or two. Some noise from the road in the morning.",
    ],
  },
};

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
    batch.push(generateHotel(createPrng(hashSeed(`${seed}/hotel/${i}`)), choice, type, slugs));
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
  slugs: Set<string>,
): GeneratedHotel {
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
  const nearBeach = distances.some((d) => d.kind === "beach" && d.km <= 4);

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

  let name = "";
  let slug = "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const word = r.pick(NAME_WORDS);
    const base = `${r.pick(NAME_PREFIX)}${word} ${r.pick(TYPE_WORD[type])}`;
    name = attempt < 3 ? base : `${base} ${city.name.split(" (")[0]}`;
    slug = slugify(`${name} ${city.name.split(" (")[0]}`);
    if (attempt >= 6) slug = `${slug}-${attempt}`;
    if (!slugs.has(slug)) break;
  }
  slugs.add(slug);

  const [lo, hi] = BASE_RUPEES[starRating] as [number, number];
  const abroad = destination.type === "international" ? 1.6 : 1;
  const baseRupees = round50((lo + r.next() * (hi - lo)) * abroad);
  const roomNames = ROOM_NAMES[type];
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

  const userRating = round1(
    Math.min(5, Math.max(2.6, 3.1 + starRating * 0.22 + (r.next() - 0.35) * 1.1)),
  );
  const reviewsCount = r.int(12, 40 + starRating * 180);
  const discountPercent = r.next() < 0.32 ? r.int(8, 35) : 0;
  const pool = r.pick(NAME_POOLS);
  const reviews: GeneratedHotelReview[] = Array.from({ length: 4 }, (_, k) => {
    const rating = Math.max(3, Math.min(5, Math.round(userRating + (r.next() - 0.5) * 1.4)));
    const lines = REVIEW_LINES[rating] as { titles: string[]; bodies: string[] };
    const female = r.next() < 0.5;
    const month = ((k * 3 + r.int(0, 2)) % 12) + 1;
    return {
      author: `${r.pick(female ? pool.female : pool.male)} ${r.pick(pool.last)}`,
      authorCity: r.pick(pool.cities),
      rating,
      title: r.pick(lines.titles),
      body: r.pick(lines.bodies),
      tripType: r.pick(HOTEL_TRIP_TYPES).value,
      stayedOn: `${2025 + (month > 10 ? 0 : 1)}-${String(month).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
    };
  });

  const area = nearest.km < 1.5 ? `near ${nearest.name}` : city.name;
  const street = `${r.int(1, 240)}, ${r.pick(["Beach Road", "Main Road", "MG Road", "Station Road", "Temple Street", "Church Road", "Lake Road", "Hill Road", "Market Street", "Palm Avenue"])}`;
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
