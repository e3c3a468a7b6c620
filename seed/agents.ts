import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { type ArtMotif, motifOf, SCENIC_KINDS } from "../common/artwork";
import { MONTH_NAMES } from "../common/months";
import type { Db } from "../server/db";
import {
  agentDestinations,
  agents,
  agentTestimonials,
  destinations,
  users,
} from "../server/db/schema";
import type {
  CitySeed,
  DestinationSeed,
  LandmarkSeed,
} from "../server/modules/guides/data/geography";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import { AGENCIES, type AgencySeed } from "./data/agencies";
import { kebab, landmarkRef, NAME_POOLS, placeName, shortCityName } from "./packages";
import { createPrng, hashSeed, type Prng } from "./prng";

/**
 * The agencies of seed/data/agencies.ts with a history: converted trips and traveller
 * testimonials filed under each destination they serve. Every testimonial is composed from the
 * trip's real places (cities and landmarks of server/modules/guides/data/geography.ts), the kind of stay that
 * destination offers and the agency's own people, so no two read alike. Deterministic: one PRNG
 * per agency, derived from the seed and the agency's name, so adding an agency changes nobody
 * else's history.
 */

export interface GeneratedTestimonial {
  destinationSlug: string;
  author: string;
  city: string;
  rating: number;
  title: string;
  body: string;
  /** YYYY-MM-DD. */
  travelledOn: string;
}

export interface GeneratedAgency {
  seed: AgencySeed;
  encodedId: string;
  email: string;
  mobile: string;
  palette: [string, string, string];
  motif: ArtMotif;
  ratingTenths: number;
  convertedTrips: number;
  responseMinutes: number;
  testimonials: GeneratedTestimonial[];
}

/** Testimonials fall between these dates: a fixed window, so the seed never depends on today. */
const FIRST_YEAR = 2023;
const LAST_YEAR = 2026;
const LAST_MONTH_OF_LAST_YEAR = 10;

export function encodedIdOf(name: string): string {
  return `${kebab(name)}-${hashSeed(name).toString(36).slice(-4)}`;
}

// ─────────────────────────────── Contact details ───────────────────────────────

/** Dial code and mobile pattern by base city: "#" is a random digit. */
const MOBILE_FORMATS: Record<string, string> = {
  Dubai: "+971 5# ### ####",
  Bangkok: "+66 8# ### ####",
  Singapore: "+65 9### ####",
  Malé: "+960 7## ####",
  Denpasar: "+62 81# #### ####",
  Hanoi: "+84 9# ### ####",
  Colombo: "+94 77 ### ####",
  Kathmandu: "+977 98## ######",
  Istanbul: "+90 53# ### ## ##",
  Baku: "+994 50 ### ## ##",
  Auckland: "+64 21 ### ####",
  Tokyo: "+81 90 #### ####",
  London: "+44 7### ######",
  Nairobi: "+254 7## ### ###",
  "Cape Town": "+27 8# ### ####",
  Cairo: "+20 10 #### ####",
  "Port Louis": "+230 5### ####",
};
const INDIAN_MOBILE = "+91 9#### #####";

function mobileOf(r: Prng, baseCity: string): string {
  return (MOBILE_FORMATS[baseCity] ?? INDIAN_MOBILE).replace(/#/g, () => String(r.int(0, 9)));
}

// ─────────────────────────────── Stays ───────────────────────────────

/**
 * The kinds of places people stay in, by destination: what reviews talk about. "text|City"
 * ties a stay to a city (matched by the start of its short name), so a review never puts a
 * Fort Kochi bungalow in Munnar; untagged stays go wherever the traveller slept.
 */
const STAYS: Record<string, string[]> = {
  kerala: [
    "a two-bedroom houseboat with an upper deck|Alleppey",
    "a plantation homestay above the tea gardens|Munnar",
    "a heritage bungalow in Fort Kochi|Kochi",
    "a cliff-top cottage in Varkala|Varkala",
  ],
  munnar: ["a tea-estate bungalow", "a valley-view resort with a fireplace"],
  ooty: ["a colonial-era cottage with a fireplace", "a hillside resort above the lake"],
  coorg: ["a coffee-estate homestay", "a plantation resort with its own river walk"],
  goa: [
    "a Portuguese-style villa in Assagao|Anjuna",
    "a beach hut on Palolem|Palolem",
    "a boutique hotel in Fontainhas|Panaji",
  ],
  rajasthan: [
    "a haveli hotel with a rooftop restaurant",
    "a lake-facing heritage hotel|Udaipur",
    "a luxury tent in the Jaisalmer dunes|Jaisalmer",
  ],
  kashmir: ["a deluxe houseboat on Dal Lake|Srinagar", "a log-hut hotel in Pahalgam|Pahalgam"],
  ladakh: [
    "a family guesthouse in Leh|Leh",
    "a Swiss tent camp by Pangong|Pangong",
    "a Nubra camp|Nubra",
  ],
  "himachal-pradesh": ["an apple-orchard cottage", "a riverside resort on the Beas"],
  manali: ["a wooden cottage in Old Manali|Old Manali", "a riverside resort on the Beas"],
  shimla: ["a heritage hotel near the Mall Road|Kufri", "a pine-forest resort in Kufri|Kufri"],
  uttarakhand: [
    "a riverside camp above Rishikesh|Rishikesh",
    "a lake-view hotel in Nainital|Nainital",
  ],
  sikkim: ["a boutique hotel off MG Marg|Gangtok", "a mountain lodge in Lachung|Lachung"],
  darjeeling: ["a tea-estate bungalow", "a heritage hotel with a Kanchenjunga view"],
  meghalaya: [
    "a village homestay in Mawlynnong|Mawlynnong",
    "a pine-wood resort outside Shillong|Shillong",
  ],
  "andaman-and-nicobar": [
    "a beach resort on Havelock|Havelock",
    "a sea-facing cottage on Neil Island|Neil",
  ],
  "uttar-pradesh": [
    "a hotel with a Taj view from the rooftop|Agra",
    "a ghat-side guesthouse|Varanasi",
  ],
  delhi: ["a boutique hotel in South Delhi", "a business hotel near Connaught Place"],
  "madhya-pradesh": [
    "a jungle lodge on the edge of Bandhavgarh|Bandhavgarh",
    "a heritage palace hotel|Orchha",
  ],
  gujarat: ["a bhunga cottage at the Rann|Bhuj", "a lion-country resort at Sasan Gir|Sasan Gir"],
  maharashtra: [
    "a hill resort in Mahabaleshwar|Mahabaleshwar",
    "a villa with a pool in Lonavala|Lonavala",
  ],
  assam: ["a cottage resort next to Kaziranga|Kaziranga", "a bamboo cottage on Majuli|Majuli"],
  "arunachal-pradesh": [
    "a family homestay in Dirang|Dirang",
    "a hotel facing Tawang monastery|Tawang",
  ],
  odisha: ["a sea-facing hotel in Puri|Puri", "an eco-cottage at Satapada|Chilika"],
  "west-bengal": [
    "a river-facing eco-resort in the Sundarbans|Sundarbans",
    "a heritage hotel in Kolkata|Kolkata",
  ],
  karnataka: ["a heritage resort near Hampi|Hampi", "a beach cottage in Gokarna|Gokarna"],
  "tamil-nadu": [
    "a temple-town hotel in Madurai|Madurai",
    "a beach resort in Mahabalipuram|Mahabalipuram",
  ],
  puducherry: ["a French Quarter guesthouse|Puducherry", "a beach-side boutique hotel"],
  punjab: ["a hotel walking distance from the Golden Temple|Amritsar", "a haveli homestay"],
  telangana: [
    "a hotel in Banjara Hills|Hyderabad",
    "a lake-view hotel near Hussain Sagar|Hyderabad",
  ],
  "andhra-pradesh": ["a sea-facing hotel in Vizag|Visakhapatnam", "a valley resort in Araku|Araku"],
  maldives: [
    "a water villa with steps into the lagoon|Baa",
    "a beach villa on a one-island resort|South Ari",
    "a guesthouse on Maafushi|Maafushi",
  ],
  mauritius: ["a beach resort in Grand Baie|Grand Baie", "an east-coast resort with a lagoon view"],
  seychelles: ["a beach chalet on Praslin|Praslin", "a hillside villa on Mahé|Mahé"],
  bali: [
    "a private pool villa in Seminyak|Seminyak",
    "a jungle villa near Ubud|Ubud",
    "a cliff-top resort in Uluwatu|Uluwatu",
  ],
  dubai: [
    "a hotel on Sheikh Zayed Road",
    "a beach resort on the Palm|Dubai Marina",
    "a hotel in Deira|Deira",
  ],
  "abu-dhabi": ["a resort on Yas Island|Yas", "a beach hotel on Saadiyat|Saadiyat"],
  thailand: [
    "a beach resort in Patong|Phuket",
    "a pool-access room in Krabi|Krabi",
    "a hotel on Sukhumvit|Bangkok",
  ],
  singapore: ["a hotel near Orchard Road|Marina Bay", "a Sentosa resort|Sentosa"],
  malaysia: [
    "a hotel with a view of the Petronas Towers|Kuala Lumpur",
    "a beach resort in Langkawi|Langkawi",
  ],
  vietnam: [
    "an overnight cruise cabin on Ha Long Bay|Ha Long",
    "a riverside hotel in Hoi An|Hoi An",
  ],
  "sri-lanka": ["a tea-country bungalow in Ella|Ella", "a beach hotel near Galle|Galle"],
  nepal: ["a lakeside hotel in Pokhara|Pokhara", "a jungle lodge in Chitwan|Chitwan"],
  bhutan: ["a farmhouse stay in Paro|Paro", "a valley-view hotel in Punakha|Punakha"],
  switzerland: ["a chalet hotel in Interlaken|Interlaken", "a lake-view hotel in Lucerne|Lucerne"],
  europe: [
    "hotels a short walk from each main station",
    "a canal-side hotel in Amsterdam|Amsterdam",
  ],
  france: ["a small hotel near the Promenade des Anglais|Nice", "a chalet in Chamonix|Chamonix"],
  italy: ["a canal-view hotel in Venice|Venice", "a cliffside hotel in Positano|Positano"],
  spain: ["a hotel off La Rambla|Barcelona", "a riad-style hotel in Granada|Granada"],
  "united-kingdom": ["a hotel near Paddington|London", "a guesthouse in Inverness|Inverness"],
  greece: ["a cave hotel in Oia|Santorini", "a whitewashed hotel in Mykonos town|Mykonos"],
  turkey: ["a cave hotel in Göreme|Göreme", "an old-town hotel in Sultanahmet|Istanbul"],
  egypt: ["a Nile cruise cabin|Luxor", "a Giza hotel facing the pyramids|Cairo"],
  azerbaijan: ["an Old City boutique hotel in Baku|Baku", "a mountain resort in Gabala|Gabala"],
  japan: ["a ryokan with a private onsen", "a compact hotel near Shinjuku station|Tokyo"],
  "hong-kong": [
    "a harbour-view hotel in Kowloon|Kowloon",
    "a hotel near Disneyland on Lantau|Lantau",
  ],
  indonesia: [
    "a hotel near the Prambanan temples|Yogyakarta",
    "a liveaboard boat in Komodo|Labuan Bajo",
  ],
  australia: ["an apartment hotel in Darling Harbour|Sydney", "a Gold Coast resort|Gold Coast"],
  "new-zealand": ["a lakefront motel in Queenstown|Queenstown", "a farm stay near Rotorua|Rotorua"],
  "united-states": ["a Midtown Manhattan hotel|New York", "a Las Vegas Strip resort|Las Vegas"],
  "south-africa": ["a V&A Waterfront hotel|Cape Town", "a Kruger game lodge|Kruger"],
  kenya: [
    "a tented camp in the Maasai Mara|Maasai Mara",
    "a lodge facing Kilimanjaro in Amboseli|Amboseli",
  ],
};

/** A stay in one of the visited cities, and that city; `placed` when the text names the place. */
function stayOf(
  r: Prng,
  d: DestinationSeed,
  visited: CitySeed[],
): { text: string; city: CitySeed; placed: boolean } {
  const options = (STAYS[d.slug] ?? []).flatMap((option) => {
    const [text, cityName] = option.split("|") as [string, string | undefined];
    if (!cityName) return [{ text, city: r.pick(visited), placed: false }];
    const city = visited.find(
      (c) => shortCityName(c.name).startsWith(cityName) || c.name.includes(cityName),
    );
    return city ? [{ text, city, placed: true }] : [];
  });
  if (options.length) return r.pick(options);
  const fallback = d.type === "india" ? "a family-run homestay" : "a four-star hotel in the centre";
  return { text: fallback, city: r.pick(visited), placed: false };
}

// ─────────────────────────────── Testimonials ───────────────────────────────

type Party = "honeymoon" | "family" | "parents" | "friends" | "solo" | "couple";

const chance = (r: Prng, p: number) => r.next() < p;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"];
const word = (n: number) => NUMBER_WORDS[n] ?? String(n);

function ratingFor(r: Prng, quality: number): number {
  const p5 = Math.min(0.85, Math.max(0.1, 0.15 + (quality - 3.6) * 0.55));
  const x = r.next();
  if (x < p5) return 5;
  const rest = (x - p5) / (1 - p5);
  if (rest < 0.72) return 4;
  if (rest < 0.9) return 3;
  if (rest < 0.97) return 2;
  return 1;
}

interface TripContext {
  r: Prng;
  agency: AgencySeed;
  d: DestinationSeed;
  party: Party;
  nights: number;
  month: string;
  year: number;
  visited: CitySeed[];
  highlight: LandmarkSeed;
  highlightCity: CitySeed;
  second: LandmarkSeed | null;
  stay: string;
  stayCity: CitySeed;
  /** The stay's text already says where it is. */
  stayPlaced: boolean;
  planner: string;
  crew: AgencySeed["crew"][number];
  rating: number;
}

function cityList(cities: CitySeed[]): string {
  const names = cities.map((c) => shortCityName(c.name));
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function opening(t: TripContext): string {
  const { r, d } = t;
  const place = placeName(d);
  const where = cityList(t.visited);
  const n = t.nights;
  switch (t.party) {
    case "honeymoon":
      return r.pick([
        `We booked our honeymoon in ${place} for ${t.month} ${t.year}: ${word(n)} nights across ${where}.`,
        `Our honeymoon was ${word(n)} nights in ${where}, and we compared three quotes on Triphive before choosing ${t.agency.planners[0]}'s.`,
        `${n} nights in ${place} right after our wedding in ${t.month}, covering ${where}.`,
      ]);
    case "family": {
      const kids = r.int(1, 3);
      const ages = Array.from({ length: kids }, () => r.int(4, 15)).sort((a, b) => a - b);
      return r.pick([
        `Family trip to ${place} in ${t.month} ${t.year}, the two of us and ${kids === 1 ? `our ${ages[0]}-year-old` : `our ${word(kids)} kids (${ages.join(", ")})`}, ${word(n)} nights in ${where}.`,
        `We were a family of ${word(kids + 2)} doing ${where} over ${word(n)} nights in ${t.month}.`,
        `${cap(word(n))} nights in ${place} with ${kids === 1 ? "our son" : "the children"} during the ${t.month} holidays: ${where}.`,
      ]);
    }
    case "parents":
      return r.pick([
        `I planned this ${place} trip for my parents, both past sixty, and joined them for ${word(n)} nights in ${where}.`,
        `Took my in-laws to ${where} in ${t.month} ${t.year}; my father-in-law has a knee problem, so the pace mattered.`,
        `Three generations travelling together to ${place}, ${word(n)} nights, ${t.month} ${t.year}.`,
      ]);
    case "friends": {
      const k = r.int(4, 8);
      return r.pick([
        `${cap(word(k))} of us from college did ${where} in ${t.month} ${t.year}.`,
        `A group of ${word(k)} friends, ${word(n)} nights in ${place}, one shared budget and a lot of opinions.`,
        `Our office gang of ${word(k)} finally made the ${place} trip happen in ${t.month}.`,
      ]);
    }
    case "solo":
      return r.pick([
        `I travelled solo to ${place} for ${word(n)} nights in ${t.month} ${t.year}.`,
        d.type === "india"
          ? `My first solo trip in years: ${where}, ${t.month} ${t.year}.`
          : `My first solo trip abroad: ${where}, ${t.month} ${t.year}.`,
        `Solo woman traveller here, ${word(n)} nights in ${where}.`,
      ]);
    default:
      return r.pick([
        `My wife and I went to ${place} for our anniversary in ${t.month} ${t.year}: ${where}.`,
        `${cap(word(n))} nights in ${where} for the two of us in ${t.month}.`,
        `We finally did ${place} in ${t.month} ${t.year}, ${word(n)} nights between ${where}.`,
      ]);
  }
}

function highlightLine(t: TripContext): string {
  const { r } = t;
  const L = landmarkRef(t.highlight.name);
  const C = shortCityName(t.highlightCity.name);
  const lines = [
    `${cap(L)} was the high point; we got there before the crowds and had it almost to ourselves.`,
    (SCENIC_KINDS as readonly string[]).includes(t.highlight.kind)
      ? `Nobody had told us how beautiful ${L} would be, and we stayed an hour longer than planned.`
      : `We had not expected to enjoy ${L} as much as we did, and stayed an hour longer than planned.`,
    `${t.planner} suggested doing ${L} first thing in the morning, which was the best advice of the trip.`,
    `The evening at ${L} is what we still talk about at home.`,
    `In ${C}, ${L} alone was worth the journey.`,
  ];
  switch (t.highlight.kind) {
    case "backwaters":
    case "lake":
      lines.push(
        `The day on the water at ${L} was pure calm: lunch on board, kingfishers, no phones.`,
      );
      break;
    case "beach":
    case "island":
      lines.push(`We spent two lazy afternoons at ${L} and would happily have spent four.`);
      break;
    case "temple":
    case "church":
    case "mosque":
    case "monastery":
      lines.push(
        `The visit to ${L} in ${C} was well timed, with no long queue and enough time to sit quietly.`,
      );
      break;
    case "trek":
    case "viewpoint":
    case "hill":
    case "valley":
      lines.push(`The view from ${L} on a clear morning made the early start worth it.`);
      break;
    case "national_park":
    case "wildlife":
      if (/marine|reef|sea\b/i.test(t.highlight.name)) {
        lines.push(
          `Snorkelling at ${L} was the best hour of the trip: turtles, reef sharks and clear water.`,
        );
        break;
      }
      lines.push(
        `The safari at ${L} was booked for the early slot, which is when the animals are out.`,
      );
      break;
    case "fort":
    case "palace":
    case "monument":
    case "museum":
      lines.push(
        `${cap(L)} with a proper guide was a different experience from wandering it alone.`,
      );
      break;
  }
  let line = r.pick(lines);
  if (t.second && chance(r, 0.5)) {
    line += ` ${r.pick([
      `We also loved ${landmarkRef(t.second.name)}.`,
      `${cap(landmarkRef(t.second.name))} was a lovely surprise too.`,
      `Don't skip ${landmarkRef(t.second.name)} if you go.`,
    ])}`;
  }
  return line;
}

function stayLine(t: TripContext): string {
  const { r } = t;
  const C = shortCityName(t.stayCity.name);
  const stay = t.stay;
  const inCity = t.stayPlaced ? "" : ` in ${C}`;
  if (t.rating >= 4) {
    return r.pick([
      `Our stay at ${stay}${inCity} was exactly as the photos showed, spotless and quiet.`,
      `${cap(stay)}${inCity} turned out to be the nicest place we stayed, with staff who remembered our names.`,
      `${t.planner} upgraded us to ${stay}${inCity} for a small difference, and it was worth it.`,
      `The pick of the hotels was ${stay}${inCity}; breakfast alone deserves a review.`,
    ]);
  }
  return r.pick([
    `${cap(stay)}${inCity} looked better online than in person; the room smelled damp.`,
    `We were promised ${stay}${inCity} but got moved to a sister property for one night.`,
    `The stay at ${stay}${inCity} was fine, but housekeeping had to be chased every day.`,
  ]);
}

const ROLE_WORD = {
  driver: "driver",
  guide: "guide",
  captain: "captain",
  boatman: "boatman",
  host: "host",
} as const;

function staffLine(t: TripContext): string {
  const { r, crew, planner } = t;
  const C = shortCityName(t.highlightCity.name);
  const lines =
    crew.role === "driver"
      ? [
          t.d.type === "india"
            ? `${crew.name} drove us the whole way, never rushed us and knew where to stop for the best chai on the route.`
            : `${crew.name} drove us the whole way and knew every shortcut around ${C}.`,
          `Our driver ${crew.name} was careful on every road and waited patiently at every stop in ${C}.`,
          `${crew.name}, our driver, picked us up on time every single day, even the 5 am start in ${C}.`,
        ]
      : crew.role === "guide"
        ? [
            `Our guide ${crew.name} knew the history of every stone and made it fun for everyone.`,
            `${crew.name}, our guide in ${C}, adjusted the walking for my mother without being asked.`,
            `${crew.name} was the best guide we have ever had: funny, patient and full of stories.`,
          ]
        : [
            `${crew.name}, our ${ROLE_WORD[crew.role]} in ${C}, looked after us like family and arranged a local lunch we still crave.`,
            `The ${ROLE_WORD[crew.role]}, ${crew.name}, went out of his way to show us the quieter spots around ${C}.`,
          ];
  const plannerLines = [
    `${planner} reworked the itinerary ${word(r.int(2, 4))} times before we paid anything and never pushed a costlier hotel.`,
    `When our flight was delayed, ${planner} moved the first night's booking within the hour.`,
    `${planner} answered our WhatsApp messages even late at night.`,
    `${planner} sent a day-wise plan with every booking reference before we left.`,
  ];
  return chance(r, 0.55) ? r.pick(lines) : r.pick(plannerLines);
}

function niggleLine(t: TripContext): string {
  const { r } = t;
  const C = shortCityName(t.stayCity.name);
  const a = t.visited[0];
  const b = t.visited[t.visited.length - 1];
  const drive =
    a && b && a !== b
      ? `the transfer from ${shortCityName(a.name)} to ${shortCityName(b.name)} took longer than the itinerary said`
      : `one sightseeing day in ${C} felt a little packed`;
  return r.pick([
    `Only complaint: ${drive}.`,
    `One small thing: breakfast at the ${C} hotel was the same every day.`,
    `The room in ${C} faced the car park, but ${t.planner} offered to change it.`,
    `Minor hiccup with the ${C} check-in time, sorted with one call.`,
  ]);
}

function complaintLine(t: TripContext): string {
  const { r } = t;
  const C = shortCityName(t.highlightCity.name);
  const first = r.pick([
    `The car sent for the ${C} leg was not the one we had paid for.`,
    `Our pick-up at ${shortCityName((t.visited[0] ?? t.highlightCity).name)} on the first day was ${r.pick(["over an hour", "an hour and a half", "nearly two hours"])} late.`,
    `The sightseeing in ${C} was cut short because the driver wanted to beat traffic.`,
  ]);
  const second =
    t.rating >= 3
      ? `${t.planner} did sort things out, but only after several calls.`
      : r.pick([
          `We asked for the ${r.int(2, 9)},${r.int(1, 9)}00 rupee difference back and are still waiting.`,
          `Nobody from ${t.agency.name} called back until we had returned home.`,
        ]);
  return `${first} ${second}`;
}

function closingLine(t: TripContext, next: DestinationSeed | null): string {
  const { r } = t;
  return r.pick([
    next
      ? `We have already asked ${t.planner} to plan ${placeName(next)} next.`
      : `We will book with ${t.planner} again.`,
    `Would recommend ${t.agency.name} to anyone going to ${placeName(t.d)}.`,
    `Worth every rupee we paid for ${placeName(t.d)}.`,
  ]);
}

function titleOf(t: TripContext): string {
  const { r } = t;
  const place = placeName(t.d);
  const C = shortCityName(t.highlightCity.name);
  const what =
    t.party === "honeymoon"
      ? "honeymoon"
      : t.party === "family" || t.party === "parents"
        ? "family holiday"
        : t.party === "friends"
          ? "friends' trip"
          : "trip";
  if (t.rating === 5) {
    return r.pick([
      `${cap(place)} done right`,
      `Flawless ${what} in ${place}`,
      `${t.planner} made our ${what}`,
      `${C} stole our hearts`,
      `Best ${what} we have had`,
      `Every detail taken care of in ${place}`,
    ]);
  }
  if (t.rating === 4) {
    return r.pick([
      `Lovely ${place}, a few small hiccups`,
      `Great ${ROLE_WORD[t.crew.role]}, good hotels`,
      `Very good ${what}, would book again`,
      `${C} was the highlight`,
    ]);
  }
  if (t.rating === 3) {
    return r.pick([`Okay ${what}, average hotels`, `Good sightseeing, patchy service in ${C}`]);
  }
  return r.pick([`Not what was promised in ${C}`, `Disappointing ${what} to ${place}`]);
}

function testimonial(
  r: Prng,
  agency: AgencySeed,
  d: DestinationSeed,
  others: DestinationSeed[],
): GeneratedTestimonial {
  const pool = r.pick(NAME_POOLS);
  const female = chance(r, 0.5);
  const author = `${r.pick(female ? pool.female : pool.male)} ${r.pick(pool.last)}`;
  const year = r.int(FIRST_YEAR, LAST_YEAR);
  let month = chance(r, 0.7) ? r.pick(d.bestMonths) : r.int(1, 12);
  if (year === LAST_YEAR && month > LAST_MONTH_OF_LAST_YEAR)
    month = r.int(1, LAST_MONTH_OF_LAST_YEAR);
  const day = r.int(1, 28);
  const visited = r
    .shuffle(d.cities)
    .slice(0, Math.min(d.cities.length, r.int(1, 3)))
    .sort((a, b) => d.cities.indexOf(a) - d.cities.indexOf(b));
  const highlightCity = r.pick(visited.filter((c) => c.landmarks.length > 0));
  const highlight = r.pick(highlightCity.landmarks);
  const rest = visited.flatMap((c) => c.landmarks).filter((l) => l !== highlight);
  const stay = stayOf(r, d, visited);
  const t: TripContext = {
    r,
    agency,
    d,
    party: r.pick(["honeymoon", "family", "family", "parents", "friends", "solo", "couple"]),
    // At least a night per city visited, and one more to breathe.
    nights: Math.max(visited.length + 1, r.int(d.idealDays.min, d.idealDays.max) - 1),
    month: MONTH_NAMES[month - 1] ?? "January",
    year,
    visited,
    highlight,
    highlightCity,
    second: rest.length > 0 ? r.pick(rest) : null,
    stay: stay.text,
    stayCity: stay.city,
    stayPlaced: stay.placed,
    planner: r.pick(agency.planners),
    crew: r.pick(agency.crew),
    rating: ratingFor(r, agency.quality),
  };
  const body = [opening(t), highlightLine(t)];
  if (t.rating >= 4) {
    // The stay, the people or both: each said once.
    const middle = chance(r, 0.5) ? [stayLine, staffLine] : [staffLine, stayLine];
    for (const line of middle.slice(0, chance(r, 0.5) ? 2 : 1)) body.push(line(t));
    if (t.rating === 4) body.push(niggleLine(t));
    else if (chance(r, 0.6)) body.push(closingLine(t, others.length ? r.pick(others) : null));
  } else {
    body.push(stayLine(t), complaintLine(t));
  }
  return {
    destinationSlug: d.slug,
    author,
    city: r.pick(pool.cities),
    rating: t.rating,
    title: titleOf(t),
    // Two lines drawn from the same pool can coincide; say each thing once.
    body: [...new Set(body)].join(" "),
    travelledOn: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  };
}

/** How many of an agency's reviews each destination gets: the home destination most. */
function reviewShares(r: Prng, total: number, count: number): number[] {
  const shares = Array.from({ length: count }, () => 1);
  let left = total - count;
  while (left > 0) {
    const i = chance(r, 0.4) ? 0 : r.int(0, count - 1);
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** Pure: the agencies with their histories, the same for the same seed. */
export function generateAgencies(
  seed: number,
  geography: readonly DestinationSeed[] = GEOGRAPHY,
): GeneratedAgency[] {
  const bySlug = new Map(geography.map((d) => [d.slug, d]));
  const seen = new Set<string>();
  return AGENCIES.map((agency) => {
    const r = createPrng((seed ^ hashSeed(`agency:${agency.name}`)) >>> 0);
    const served = agency.destinations.map((slug) => {
      const d = bySlug.get(slug);
      if (!d) throw new Error(`agency ${agency.name} serves unknown destination ${slug}`);
      return d;
    });
    const shares = reviewShares(r, agency.reviews, served.length);
    const testimonials: GeneratedTestimonial[] = [];
    served.forEach((d, i) => {
      const others = served.filter((o) => o !== d);
      for (let k = 0; k < (shares[i] ?? 0); k++) {
        let t = testimonial(r, agency, d, others);
        // A repeat of an earlier review, word for word, would give the generator away.
        for (let tries = 0; seen.has(t.body) && tries < 10; tries++) {
          t = testimonial(r, agency, d, others);
        }
        seen.add(t.body);
        testimonials.push(t);
      }
    });
    const sum = testimonials.reduce((s, t) => s + t.rating, 0);
    const home = served[0] as DestinationSeed;
    const reviews = testimonials.length;
    return {
      seed: agency,
      encodedId: encodedIdOf(agency.name),
      email: `${kebab(agency.contact.split(" ")[0] ?? "hello")}@${agency.domain}`,
      mobile: mobileOf(r, agency.baseCity),
      palette: [home.palette[0], home.palette[1], home.palette[2]],
      motif: homeMotif(home),
      ratingTenths: reviews ? Math.round((sum * 10) / reviews) : 0,
      // Not every traveller writes a review: two to three trips per review, plus repeat guests.
      convertedTrips: reviews + Math.round(reviews * (1 + r.next() * 1.5)) + r.int(3, 30),
      responseMinutes: agency.responseMinutes,
      testimonials,
    };
  });
}

/**
 * The scene of the agency's home destination, drawn small on its badge
 * (server/modules/agents/artwork.ts): its first scenic landmark, as the catalogue's pictures
 * prefer landscapes to buildings.
 */
export function homeMotif(d: DestinationSeed): ArtMotif {
  const landmarks = d.cities.flatMap((c) =>
    c.landmarks.map((l) => ({ name: l.name, kind: l.kind, city: c.name })),
  );
  const scenic = landmarks.find((l) => (SCENIC_KINDS as readonly string[]).includes(l.kind));
  return motifOf(scenic ?? landmarks[0] ?? null);
}

// ─────────────────────────────── Writing ───────────────────────────────

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const CHUNK = 500;

async function insertChunks<T extends Record<string, unknown>>(
  tx: Tx,
  // biome-ignore lint/suspicious/noExplicitAny: any Drizzle table; rows are checked at the call site.
  table: any,
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Writes the agencies; the catalogue's destinations must exist. Returns how many. */
export async function seedAgents(db: Db, seed: number): Promise<number> {
  const generated = generateAgencies(seed);
  const ids = new Map(
    (await db.select({ id: destinations.id, slug: destinations.slug }).from(destinations)).map(
      (d) => [d.slug, d.id],
    ),
  );
  const destinationId = (slug: string) => {
    const id = ids.get(slug);
    if (id === undefined)
      throw new Error(`agents seed: destination ${slug} is not in the catalogue`);
    return id;
  };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(agents)
      .values(
        generated.map((a) => ({
          encodedId: a.encodedId,
          companyName: a.seed.name,
          contactName: a.seed.contact,
          email: a.email,
          mobile: a.mobile,
          baseCity: a.seed.baseCity,
          about: a.seed.about,
          languages: a.seed.languages,
          foundedYear: a.seed.founded,
          verificationStatus: a.seed.verified ? ("verified" as const) : ("pending" as const),
          responseMinutes: a.responseMinutes,
          ratingTenths: a.ratingTenths,
          convertedTrips: a.convertedTrips,
          reviewsCount: a.testimonials.length,
          palette: a.palette,
          artMotif: a.motif,
        })),
      )
      .returning({ id: agents.id, encodedId: agents.encodedId });
    const agentId = new Map(inserted.map((a) => [a.encodedId, a.id]));
    await insertChunks(
      tx,
      agentDestinations,
      generated.flatMap((a) =>
        a.seed.destinations.map((slug, position) => ({
          agentId: agentId.get(a.encodedId) as number,
          destinationId: destinationId(slug),
          position,
        })),
      ),
    );
    await insertChunks(
      tx,
      agentTestimonials,
      generated.flatMap((a) =>
        a.testimonials.map((t) => ({
          agentId: agentId.get(a.encodedId) as number,
          destinationId: destinationId(t.destinationSlug),
          author: t.author,
          city: t.city,
          rating: t.rating,
          title: t.title,
          body: t.body,
          travelledOn: t.travelledOn,
        })),
      ),
    );
  });
  return generated.length;
}

/** A database seeded before agents existed gets them on its next start. */
export async function seedAgentsIfEmpty(db: Db, seed: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(agents);
  if ((row?.n ?? 0) > 0) return 0;
  return seedAgents(db, seed);
}

/**
 * Embedded mode: the demo agent accounts (seed/demo-accounts.ts) work the leads of their
 * agencies. Links only agencies not linked yet, so it is safe on every start.
 */
export async function linkDemoAgents(db: Db): Promise<number> {
  const demo = AGENCIES.filter((a) => a.demoEmail);
  const emails = demo.map((a) => a.demoEmail as string);
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  let linked = 0;
  for (const agency of demo) {
    const user = accounts.find((u) => u.email === agency.demoEmail);
    if (!user) continue;
    const done = await db
      .update(agents)
      .set({ userId: user.id })
      .where(and(eq(agents.encodedId, encodedIdOf(agency.name)), isNull(agents.userId)))
      .returning({ id: agents.id });
    linked += done.length;
  }
  return linked;
}
