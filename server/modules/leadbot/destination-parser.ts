// Reads a traveller's free text ("goa me 5 din", "anywhere but Kerala, 2 adults and a kid,
// 1.5 lakh for two in Dec") into a trip draft. Pure: the catalogue arrives as a gazetteer and
// the clock as `now`, so the same input always gives the same draft. The approach and its
// limits are in docs/decisions/0030-lead-chatbot-destination-parser.md.
import type {
  BudgetRange,
  KnownTripType,
  ParsedPlace,
  PlaceKind,
  PlaceMatch,
  TripDraft,
} from "../../../common/leadbot";
import { FILTER_OPTIONS } from "../../../common/listing-url";
import {
  BUDGET_MAX,
  BUDGET_MIN,
  CHILDREN_MAX,
  durationBucketOf,
  TRAVELLERS_MAX,
  TRIP_DAYS_MAX,
} from "../../../common/trips";
import { editDistance, normalizeWord, type Token, tokenize, typoAllowance } from "./text-match";

// ---- Gazetteer ------------------------------------------------------------------------------

export interface GazetteerSource {
  destinations: readonly {
    slug: string;
    name: string;
    type: "india" | "international";
    has_packages: boolean;
  }[];
  cities: readonly { slug: string; name: string; destination_slug: string }[];
}

/**
 * Names travellers use that the catalogue does not spell out: abbreviations, old names, and
 * regions named after their best-known part. Each points at a destination or city slug; an
 * alias whose slug is not in the catalogue is ignored.
 */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  hp: "himachal-pradesh",
  himanchal: "himachal-pradesh",
  "j&k": "kashmir",
  "j and k": "kashmir",
  "jammu and kashmir": "kashmir",
  "jammu kashmir": "kashmir",
  "kashmir valley": "kashmir",
  kashmeer: "kashmir",
  andamans: "andaman-and-nicobar",
  "andaman islands": "andaman-and-nicobar",
  "andaman nicobar": "andaman-and-nicobar",
  "leh ladakh": "ladakh",
  "gods own country": "kerala",
  "north goa": "goa",
  "south goa": "goa",
  pondicherry: "puducherry",
  pondy: "puducherry",
  udhagamandalam: "ooty",
  kodagu: "coorg",
  orissa: "odisha",
  uttaranchal: "uttarakhand",
  "spiti valley": "kaza",
  corbett: "jim-corbett",
  bangalore: "bengaluru",
  mysore: "mysuru",
  cochin: "kochi",
  alappuzha: "alleppey",
  bombay: "mumbai",
  calcutta: "kolkata",
  madras: "chennai",
  banaras: "varanasi",
  benaras: "varanasi",
  kashi: "varanasi",
  "taj mahal": "agra",
  vizag: "visakhapatnam",
  dilli: "delhi",
  ncr: "delhi",
  uk: "united-kingdom",
  england: "united-kingdom",
  britain: "united-kingdom",
  "great britain": "united-kingdom",
  scotland: "united-kingdom",
  usa: "united-states",
  america: "united-states",
  "united states of america": "united-states",
  swiss: "switzerland",
  srilanka: "sri-lanka",
  lanka: "sri-lanka",
  ceylon: "sri-lanka",
  nz: "new-zealand",
  hongkong: "hong-kong",
  kl: "kuala-lumpur",
  penang: "george-town",
  saigon: "ho-chi-minh-city",
  halong: "ha-long-bay",
  cappadocia: "goreme",
  holland: "amsterdam",
  netherlands: "amsterdam",
  fuji: "kawaguchiko",
  "mount fuji": "kawaguchiko",
  "amalfi coast": "positano",
  amalfi: "positano",
  "masai mara": "maasai-mara",
};

/**
 * Words that are also place names ("Nice", "Bath", "Malé", "Mon") or sit one typo away from
 * one ("parks" → Paris). A place is never recognised from such a word alone.
 */
const PLACE_STOPWORDS = new Set(
  `a an the to in on at of for from with and or but not no nor me my we us our i is are am be
  was were it its this that these those there here go going gone went come visit see trip trips
  tour tours travel plan plans holiday holidays vacation package packages day days night nights
  week weeks month months year years budget family friends friend honeymoon couple kids kid
  people adults adult child children want wanna need like love please thanks hello hi hey any
  anywhere somewhere some place places city cities country beach beaches hill hills mountain
  mountains snow nice bath male mon parks park parts pairs party cheap best good great more
  less than under below about around within upto only also just very much many few all both
  each per person head total time date dates hotel hotels flight flights cab cabs rs inr
  me mein mai hai hain ho ko ka ki ke se tak log logo din jana jaana chahte chahiye nahi nahin
  nhi nai mat hum ham aur ya kya koi kahin kahi bhi ek do teen char chaar paanch panch chhe
  saat aath nau das chalo ghumne ghoomne ghumna mujhe hume humko hamko apne saath sath wala
  wali wale acha accha achha kuch kitna kitne mahine mahina raat hafta hafte agle agla is iss
  chai dost dosto yaar bachche chain chair galley hardware parish slain sprain schilling crate create creme crepe`.split(
    /\s+/,
  ),
);

interface Place {
  kind: PlaceKind;
  slug: string;
  name: string;
  destination_slug: string;
  destination_name: string;
  destination_type: "india" | "international";
  has_packages: boolean;
}

interface PlaceKey {
  /** Token norms joined by one space: "himachal pradesh". */
  spaced: string;
  tokens: number;
  place: Place;
  match: Exclude<PlaceMatch, "fuzzy">;
}

export interface Gazetteer {
  /** Exact lookup by spaced form, and by the same without spaces ("srilanka", "hongkong"). */
  readonly bySpaced: ReadonlyMap<string, PlaceKey>;
  readonly byCompact: ReadonlyMap<string, PlaceKey>;
  /** Fuzzy candidates, grouped by first letter: a typo rarely hits the first key. */
  readonly byFirstLetter: ReadonlyMap<string, readonly PlaceKey[]>;
  readonly maxTokens: number;
  /** By "destination:slug" and "city:slug"; a slug may name both (Manali, Shimla, Ooty). */
  readonly places: ReadonlyMap<string, Place>;
}

function placeId(kind: PlaceKind, slug: string): string {
  return `${kind}:${slug}`;
}

/** "Port Blair (Sri Vijaya Puram)" → port blair, sri vijaya puram; "A & B" → a, b. */
function nameVariants(name: string, slug: string): string[] {
  const variants = new Set<string>();
  const paren = /\(([^)]*)\)/g;
  const main = name.replace(paren, " ");
  for (const part of [main, ...[...name.matchAll(paren)].map((m) => m[1] ?? "")]) {
    variants.add(part);
    for (const piece of part.split("&")) variants.add(piece);
  }
  variants.add(slug.replace(/-/g, " "));
  return [...variants];
}

function keyTokens(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.kind !== "punct")
    .map((t) => t.norm);
}

export function compileGazetteer(
  source: GazetteerSource,
  aliases: Readonly<Record<string, string>> = PLACE_ALIASES,
): Gazetteer {
  const places = new Map<string, Place>();
  const bySpaced = new Map<string, PlaceKey>();
  const byCompact = new Map<string, PlaceKey>();
  const destinations = new Map(source.destinations.map((d) => [d.slug, d]));

  const addKey = (words: string[], place: Place, match: PlaceKey["match"]) => {
    if (words.length === 0) return;
    if (words.length === 1 && PLACE_STOPWORDS.has(words[0] as string)) return;
    const spaced = words.join(" ");
    // First come, first kept: destinations before cities, catalogue names before aliases.
    if (!bySpaced.has(spaced)) bySpaced.set(spaced, { spaced, tokens: words.length, place, match });
    const compact = words.join("");
    if (!byCompact.has(compact)) {
      byCompact.set(compact, { spaced, tokens: words.length, place, match });
    }
  };

  for (const d of source.destinations) {
    const place: Place = {
      kind: "destination",
      slug: d.slug,
      name: d.name,
      destination_slug: d.slug,
      destination_name: d.name,
      destination_type: d.type,
      has_packages: d.has_packages,
    };
    places.set(placeId("destination", d.slug), place);
    for (const v of nameVariants(d.name, d.slug)) addKey(keyTokens(v), place, "exact");
  }
  for (const c of source.cities) {
    const parent = destinations.get(c.destination_slug);
    if (!parent) continue;
    const place: Place = {
      kind: "city",
      slug: c.slug,
      name: c.name,
      destination_slug: parent.slug,
      destination_name: parent.name,
      destination_type: parent.type,
      has_packages: parent.has_packages,
    };
    places.set(placeId("city", c.slug), place);
    for (const v of nameVariants(c.name, c.slug)) addKey(keyTokens(v), place, "exact");
  }
  for (const [alias, slug] of Object.entries(aliases)) {
    const place = places.get(placeId("destination", slug)) ?? places.get(placeId("city", slug));
    if (place) addKey(keyTokens(alias), place, "alias");
  }

  const byFirstLetter = new Map<string, PlaceKey[]>();
  let maxTokens = 1;
  for (const key of bySpaced.values()) {
    // Aliases are curated spellings already; near-misses of them ("crate" for Crete) are noise.
    if (key.match === "alias") continue;
    const first = key.spaced[0] as string;
    byFirstLetter.set(first, [...(byFirstLetter.get(first) ?? []), key]);
  }
  for (const key of bySpaced.values()) maxTokens = Math.max(maxTokens, key.tokens);
  return { bySpaced, byCompact, byFirstLetter, maxTokens, places };
}

function toParsedPlace(place: Place, match: PlaceMatch, text: string): ParsedPlace {
  return { ...place, match, text };
}

/**
 * A place named exactly (slug, catalogue name or alias), as the slider's destination answer
 * is: no typo tolerance, since it comes from a picker.
 */
export function findPlace(gazetteer: Gazetteer, text: string): ParsedPlace | null {
  const trimmed = text.trim();
  const bySlug =
    gazetteer.places.get(placeId("destination", trimmed)) ??
    gazetteer.places.get(placeId("city", trimmed));
  if (bySlug) return toParsedPlace(bySlug, "exact", trimmed);
  const key = gazetteer.bySpaced.get(keyTokens(trimmed).join(" "));
  return key ? toParsedPlace(key.place, key.match, trimmed) : null;
}

// ---- Vocabulary -----------------------------------------------------------------------------

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  chhah: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
};

const MONTH_WORDS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
/** Ordinary words too ("we may go"): months only with a date, a year or "in", "next"… */
const AMBIGUOUS_MONTHS = new Set(["may", "march", "mar"]);

/** Words the recognisers below know, recognised with typos too ("febuary", "freinds"). */
const FUZZY_VOCABULARY = [
  "january",
  "february",
  "september",
  "october",
  "november",
  "december",
  "honeymoon",
  "family",
  "friends",
  "sightseeing",
  "pilgrimage",
  "weekend",
  "children",
  "adults",
  "people",
  "nights",
  "thousand",
];
const EXACT_VOCABULARY = new Set([...Object.keys(MONTH_WORDS), ...Object.keys(NUMBER_WORDS)]);

/** The spelling a recogniser reads: a near-miss of a vocabulary word becomes that word. */
function canonical(norm: string): string {
  if (norm.length < 5 || EXACT_VOCABULARY.has(norm) || PLACE_STOPWORDS.has(norm)) return norm;
  for (const word of FUZZY_VOCABULARY) {
    if (word[0] !== norm[0]) continue;
    const allowance = typoAllowance(Math.min(word.length, norm.length));
    if (allowance > 0 && editDistance(norm, word, allowance) <= allowance) return word;
  }
  return norm;
}

// ---- Scanning -------------------------------------------------------------------------------

interface Parse {
  tokens: Token[];
  canon: string[];
  used: boolean[];
}

/** A token a pattern cannot match, standing for a word an earlier recogniser already took. */
const TAKEN = "\u00b7";

/**
 * Runs `pattern` over the words not yet taken, joined by single spaces. `handle` accepts a
 * match by returning true, and its words are then taken (unless `take` is false, for readers
 * that leave words to others); a refused match is retried from the next word.
 */
function scan(
  p: Parse,
  pattern: RegExp,
  handle: (m: RegExpExecArray, covered: number[]) => boolean,
  take = true,
): void {
  const indexes: number[] = [];
  const starts: number[] = [];
  let text = "";
  p.tokens.forEach((t, i) => {
    if (t.kind === "punct") return;
    if (text) text += " ";
    indexes.push(i);
    starts.push(text.length);
    text += p.used[i] ? TAKEN : p.canon[i];
  });
  const re = new RegExp(`(?<![^ ])(?:${pattern.source})(?![^ ])`, "g");
  let m = re.exec(text);
  while (m) {
    const from = m.index;
    const to = from + m[0].length;
    const covered = indexes.filter(
      (_, k) => (starts[k] as number) >= from && (starts[k] as number) < to,
    );
    if (m[0].length > 0 && handle(m, covered)) {
      if (take) for (const i of covered) p.used[i] = true;
    } else {
      const next = starts.find((s) => s > from);
      if (next === undefined) break;
      re.lastIndex = next;
    }
    m = re.exec(text);
  }
}

const NUM_BODY = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")}`;
const NUM = `(${NUM_BODY})`;

function numberOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (/^\d+$/.test(text)) return Number(text);
  return NUMBER_WORDS[text] ?? null;
}

// ---- Durations ------------------------------------------------------------------------------

const DAY = "(?:days?|din|dino|dinon|diwas|d)";
const NIGHT = "(?:nights?|nites?|n|raat|raaten|raatein|raate)";
const JOIN = "(?:(?:/|and|&|-|,|\\+) )?";
const FOR = "(?:(?:for|of) )?";

const DURATIONS: readonly [RegExp, (m: RegExpExecArray) => number | null][] = [
  [new RegExp(`(\\d{1,2}) ${NIGHT} ${JOIN}(\\d{1,2}) ${DAY}`), (m) => numberOf(m[2])],
  [new RegExp(`(\\d{1,2}) ${DAY} ${JOIN}(\\d{1,2}) ${NIGHT}`), (m) => numberOf(m[1])],
  [new RegExp(`${FOR}${NUM} (?:-|to|or) ${NUM} ${DAY}`), (m) => numberOf(m[2])],
  [new RegExp(`${FOR}${NUM} (?:-|to|or) ${NUM} ${NIGHT}`), (m) => plusOne(numberOf(m[2]))],
  [/(?:a )?couple (?:of )?days/, () => 2],
  [new RegExp(`${FOR}${NUM} ${DAY}`), (m) => numberOf(m[1])],
  [new RegExp(`${FOR}${NUM} ${NIGHT}`), (m) => plusOne(numberOf(m[1]))],
  [/(?:(?:for|of) )?(?:a|one|ek|1) (?:week|hafta|hafte)/, () => 7],
  [new RegExp(`${FOR}${NUM} (?:weeks|hafte|hafton)`), (m) => times(numberOf(m[1]), 7)],
  [/(?:a )?fortnight/, () => 14],
  [/(?:a )?long weekend/, () => 3],
  [/(?:(?:this|next|a|coming|the) )?weekend/, () => 2],
];

function plusOne(n: number | null): number | null {
  return n === null ? null : n + 1;
}
function times(n: number | null, k: number): number | null {
  return n === null ? null : n * k;
}

// ---- Months ---------------------------------------------------------------------------------

const MONTH_CONTEXT =
  "(?:in|during|this|next|coming|by|around|mid|early|late|end of|start of|beginning of|first week of|last week of|first half of|second half of|till|until|from)";
const MONTH = new RegExp(
  `((?:${MONTH_CONTEXT} )*)(?:(\\d{1,2})(?: (?:st|nd|rd|th))? (?:of )?)?(${Object.keys(MONTH_WORDS).join("|")})(?: (\\d{1,2}) (?:st|nd|rd|th))?(?: (20\\d\\d))?(?: (?:me|mein|mai|month|mahine))?`,
);
const RELATIVE_MONTHS: readonly [RegExp, (m: RegExpExecArray) => number | null][] = [
  [/(?:next|agle|agla|agli|coming) (?:month|mahine|mahina)/, () => 1],
  [/(?:this|is|iss|isi) (?:month|mahine|mahina)/, () => 0],
  [
    new RegExp(`(?:in|after) ${NUM} (?:months?|mahine)(?: (?:time|later|from now))?`),
    (m) => numberOf(m[1]),
  ],
  [new RegExp(`${NUM} (?:months?|mahine) (?:later|baad|from now)`), (m) => numberOf(m[1])],
];

function monthValue(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

function addMonths(now: Date, k: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1));
  return monthValue(d.getUTCFullYear(), d.getUTCMonth() + 1);
}

// ---- Budgets --------------------------------------------------------------------------------

const AMOUNT = "\\d+(?:,\\d{2,3})*(?:\\.\\d+)?";
const UNIT = "k|thousand|thousands|hazar|hazaar|hajar|l|lac|lacs|lakh|lakhs|lk|lkh|cr|crore|crores";
const UNIT_VALUE: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  hazar: 1_000,
  hazaar: 1_000,
  hajar: 1_000,
  l: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lk: 100_000,
  lkh: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};
const BUDGET_PREFIX =
  "(?:(?:my|our|the|a|total|overall|max|maximum) )?(?:budget|bujet)(?: (?:is|of|around|about|approx|hai|will be|would be))?|under|below|within|upto|up to|max|maximum|less than|not more than|no more than|around|about|approx|approximately|roughly|till|only";
const CURRENCY = "₹|rs|inr|rupees?";
const PER_PERSON =
  "per person|per head|per pax|per adult|pp|p p|each|/ person|/ head|/ pax|a head|per couple";
const PEOPLE_NOUN = "(?:people|persons?|pax|adults|log|of us|travell?ers|members)";
// Longest alternatives first: a regex alternation takes the first that fits.
const TOTAL_FOR = `(?:(?:in )?total |overall )?for (?:all of us|all|everyone|us both|us|the whole group|whole group|the group|both of us|both|the two of us|two of us|the couple|a couple|couple|(?<forCount>${NUM_BODY})(?: ${PEOPLE_NOUN})?)|in total|total|overall`;
const BUDGET = new RegExp(
  [
    `(?:(?<prefix>${BUDGET_PREFIX}) )?`,
    `(?:(?<currency>${CURRENCY}) )?`,
    `(?:${AMOUNT}(?: (?:${UNIT}))? (?:-|to) (?:(?:${CURRENCY}) )?)?`,
    `(?<amount>${AMOUNT})(?: (?<unit>${UNIT}))?`,
    "(?: (?<currencyAfter>rs|rupees?|inr|/ -))?",
    `(?: (?:(?<perPerson>${PER_PERSON})|(?<total>${TOTAL_FOR})))?`,
    "(?: (?<suffix>tak|se kam|ka budget|budget|max|maximum))?",
  ].join(""),
);
const BOTH = /for (?:both|both of us|us both|the two of us|two of us|the couple|a couple|couple)$/;

interface BudgetReading {
  amount: number;
  /** Divide by this many travellers; null: by the travellers found, or two. */
  divisor: number | null;
  /** "for 4 people": also the number of travellers. */
  travellers: number | null;
}

/** Amounts below this are not money ("about 5 people"), unless written with a unit. */
const SMALLEST_AMOUNT = 500;

function readBudget(m: RegExpExecArray): BudgetReading | null {
  const g = m.groups ?? {};
  const digits = (g.amount ?? "").replace(/,/g, "");
  const amount = Number(digits) * (g.unit ? (UNIT_VALUE[g.unit] ?? 1) : 1);
  if (!Number.isFinite(amount) || amount < SMALLEST_AMOUNT) return null;
  const written = Boolean(g.unit || g.currency || g.currencyAfter);
  const said = written || Boolean(g.prefix || g.suffix || g.perPerson);
  // A bare number is money only when large, and neither a year nor a phone number.
  if (!said && (amount < 1_000 || /^(19|20)\d\d$/.test(digits))) return null;
  if (!written && digits.length > 8) return null;
  if (g.perPerson) {
    return { amount, divisor: g.perPerson === "per couple" ? 2 : 1, travellers: null };
  }
  if (g.total) {
    const n = numberOf(g.forCount);
    if (n !== null && n > 0) return { amount, divisor: n, travellers: n };
    if (BOTH.test(g.total)) return { amount, divisor: 2, travellers: 2 };
    return { amount, divisor: null, travellers: null };
  }
  return { amount, divisor: 1, travellers: null };
}

/** The bucket a per-person budget falls in; a budget on a boundary is the top of the lower one. */
export function budgetRangeOf(rupees: number): BudgetRange {
  const ranges = FILTER_OPTIONS.price_ranges;
  for (const r of ranges) if (rupees <= r.max) return r.value;
  return ranges[ranges.length - 1]?.value as BudgetRange;
}

// ---- Travellers -----------------------------------------------------------------------------

const PARTNER =
  "(?:wife|husband|hubby|partner|spouse|gf|bf|girlfriend|boyfriend|fiance|fiancee|better half)";
const KIDS =
  "(?:kids?|child|children|childs|bachche|bacche|bachhe|bache|bachcha|baccha|bacha|babies|baby|infants?|toddlers?|minors?)";

type CountKind = "adults" | "children" | "people";
const COUNTS: readonly [RegExp, CountKind, (m: RegExpExecArray) => number | null][] = [
  [new RegExp(`${NUM} (?:adults?|adlts?|elders|grown ups|bade)`), "adults", (m) => numberOf(m[1])],
  [new RegExp(`(?:${NUM}|a|an) ${KIDS}`), "children", (m) => (m[1] ? numberOf(m[1]) : 1)],
  [new RegExp(`${NUM} couples`), "adults", (m) => times(numberOf(m[1]), 2)],
  [new RegExp(`${NUM} ${PEOPLE_NOUN}`), "people", (m) => numberOf(m[1])],
  [
    new RegExp(
      `${NUM} (?:friends|frnds|dost|dosto|buddies|guys|girls|boys|ladies|men|women|colleagues)`,
    ),
    "people",
    (m) => numberOf(m[1]),
  ],
  [
    new RegExp(
      `(?:we are|we r|we re|were|we|hum|ham) ${NUM}(?: (?:people|log|persons|of us|members|adults))?`,
    ),
    "people",
    (m) => numberOf(m[1]),
  ],
  [
    new RegExp(`(?:a )?(?:party|group|family|team|gang) of ${NUM}`),
    "people",
    (m) => numberOf(m[1]),
  ],
  [
    new RegExp(
      `(?:me|myself|i) (?:and|&|with|n) (?:my )?(?:${PARTNER}|friend|mom|mother|dad|father|sister|brother)`,
    ),
    "adults",
    () => 2,
  ],
  [new RegExp(`with (?:my )?${PARTNER}`), "adults", () => 2],
  [/(?:we are |as )?(?:a )?couple/, "adults", () => 2],
  [/solo|alone|just me|only me|akela|akeli|akele|by myself/, "adults", () => 1],
];

// ---- Trip types -----------------------------------------------------------------------------

// Most specific first: a "family trip with friends" is a family trip.
const TRIP_TYPES: readonly [RegExp, KnownTripType][] = [
  [
    /honey ?moon(?:ing|ers?)?|honeymoon(?:ing|ers?)?|newly ?weds?|newly married|just married|romantic|anniversary/,
    "honeymoon",
  ],
  [
    new RegExp(
      `family|families|parivar|parivaar|with (?:my )?parents|in laws|with (?:my |the )?${KIDS}`,
    ),
    "family",
  ],
  [
    /friends|friend|frnds|dost|dosto|doston|buddies|gang|bachelors?|bachelorette|colleagues|office (?:trip|group|outing)|college (?:trip|group)/,
    "friends",
  ],
  [/tours?|sightseeing|sight seeing|pilgrimage|yatra|darshan/, "tour"],
];

// ---- Negation -------------------------------------------------------------------------------

const PREFIX_CUES: readonly string[][] = [
  "not",
  "no",
  "dont",
  "never",
  "except",
  "excluding",
  "exclude",
  "besides",
  "without",
  "avoid",
  "avoiding",
  "skip",
  "skipping",
  "minus",
  "nor",
  "neither",
  "hate",
  "didnt",
  "cant",
  "anywhere but",
  "anything but",
  "any place but",
  "anyplace but",
  "everywhere but",
  "everything but",
  "all but",
  "other than",
  "other then",
  "apart from",
  "instead of",
  "rather than",
].map((c) => c.split(" "));
const POSTFIX_CUES: readonly string[][] = [
  "nahi",
  "nahin",
  "nhi",
  "nai",
  "mat",
  "ke alawa",
  "ke alava",
  "ke ilawa",
  "ke siwa",
  "ke siva",
  "ke sivay",
  "ko chhod ke",
  "ko chhodkar",
  "ko chod ke",
  "ko chodkar",
  "chhod ke",
  "chhodkar",
  "chod ke",
  "chodkar",
  "is out",
].map((c) => c.split(" "));
/** Words that may stand between a cue and its place: "not going to Goa", "don't want to visit Goa". */
const PREFIX_FILLERS = new Set(
  "to in at the for go going goto visit visiting see travel travelling traveling want wanna like a an trip holiday holidays vacation package packages tour tours me be into interested really again even so too".split(
    " ",
  ),
);
const POSTFIX_FILLERS = new Set(
  "me mein to toh bilkul ja jana jaana jaenge jayenge jaana chahte hai".split(" "),
);
const LIST_JOINERS = new Set([",", "/", "&", "or", "and", "nor", "ya", "aur", "either"]);
const FILLER_REACH = 4;

interface PlaceHit {
  start: number;
  end: number;
  key: PlaceKey;
  match: PlaceMatch;
  excluded: boolean;
  /** Excluded by a cue that opens a list ("except", "anywhere but"), not a clause ("not"). */
  listCue: boolean;
}

function findPlaces(p: Parse, g: Gazetteer): PlaceHit[] {
  const hits: PlaceHit[] = [];
  const free = (i: number) => p.tokens[i]?.kind === "word" && !p.used[i];
  const spanOk = (i: number, n: number) => {
    for (let k = i; k < i + n; k++) {
      const t = p.tokens[k];
      // "j & k" keeps its ampersand; every other word of a name is a free word.
      if (!t || p.used[k] || !(t.kind === "word" || (t.norm === "&" && k > i && k < i + n - 1))) {
        return false;
      }
    }
    return true;
  };
  const spaced = (i: number, n: number) =>
    p.tokens
      .slice(i, i + n)
      .map((t) => t.norm)
      .join(" ");

  let i = 0;
  while (i < p.tokens.length) {
    if (!free(i)) {
      i++;
      continue;
    }
    let hit: PlaceHit | null = null;
    // Longest first, and at each length the exact reading before a near one: "himachal pardesh"
    // is one place, not Himachal and a stray word.
    for (let n = Math.min(g.maxTokens, p.tokens.length - i); n >= 1 && !hit; n--) {
      if (!spanOk(i, n)) continue;
      const words = spaced(i, n);
      const key = g.bySpaced.get(words) ?? (n === 1 ? g.byCompact.get(words) : undefined);
      if (key) {
        hit = { start: i, end: i + n, key, match: key.match, excluded: false, listCue: false };
        break;
      }
      const first = p.tokens[i]?.norm as string;
      const last = p.tokens[i + n - 1]?.norm as string;
      if (PLACE_STOPWORDS.has(first) || PLACE_STOPWORDS.has(last)) continue;
      const near = fuzzyKey(g, words, n);
      if (near)
        hit = { start: i, end: i + n, key: near, match: "fuzzy", excluded: false, listCue: false };
    }
    if (hit) {
      hits.push(hit);
      i = hit.end;
    } else {
      i++;
    }
  }
  return hits;
}

function fuzzyKey(g: Gazetteer, words: string, n: number): PlaceKey | null {
  const compact = words.replace(/ /g, "");
  let best: { key: PlaceKey; distance: number } | null = null;
  for (const key of g.byFirstLetter.get(words[0] as string) ?? []) {
    // A single typed word may be a multi-word name run together ("srilnka").
    const target = n === 1 ? key.spaced.replace(/ /g, "") : key.tokens === n ? key.spaced : null;
    if (target === null) continue;
    const allowance = typoAllowance(Math.min(target.replace(/ /g, "").length, compact.length));
    if (allowance === 0) continue;
    const distance = editDistance(n === 1 ? compact : words, target, allowance);
    if (distance > allowance) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        key.place.kind === "destination" &&
        best.key.place.kind === "city");
    if (better) best = { key, distance };
  }
  return best?.key ?? null;
}

function startsWith(p: Parse, at: number, cue: string[]): boolean {
  return cue.every((w, k) => p.tokens[at + k]?.norm === w);
}

/** The cue that ends at token `at`, if any (longest first). */
function cueEndingAt(p: Parse, at: number): string[] | null {
  let found: string[] | null = null;
  for (const cue of PREFIX_CUES) {
    const from = at - cue.length + 1;
    if (from >= 0 && startsWith(p, from, cue) && (!found || cue.length > found.length)) found = cue;
  }
  return found;
}

function markRange(p: Parse, from: number, to: number): void {
  for (let k = from; k < to; k++) p.used[k] = true;
}

/** Cues that negate a clause; a bare comma after their place starts a new thought. */
const CLAUSE_CUES = new Set(["not", "no", "dont", "never", "didnt", "cant", "hate"]);

/**
 * Only list joiners between two hits: "Goa, Kerala or Ooty". A bare comma joins only when the
 * list goes on after the second place ("except Goa, Kerala and Ooty"), or ends the text after a
 * list cue ("except Goa, Kerala"); so "not Himachal, Manali is fine" and "not Kerala, Goa" keep
 * their second place.
 */
function joined(p: Parse, a: PlaceHit, b: PlaceHit): boolean {
  let wordJoiner = false;
  for (let k = a.end; k < b.start; k++) {
    const norm = p.tokens[k]?.norm as string;
    if (!LIST_JOINERS.has(norm)) return false;
    if (norm !== ",") wordJoiner = true;
  }
  if (wordJoiner) return true;
  const after = p.tokens[b.end];
  if (after && after.kind !== "punct") return LIST_JOINERS.has(after.norm);
  return a.listCue;
}

function applyNegation(p: Parse, hits: PlaceHit[]): void {
  hits.forEach((hit, h) => {
    // Before the place: "not Goa", "anywhere but Goa", "don't want to go to Goa".
    let at = hit.start - 1;
    for (let skipped = 0; at >= 0 && skipped <= FILLER_REACH; skipped++) {
      const cue = cueEndingAt(p, at);
      if (cue && !p.used[at]) {
        hit.excluded = true;
        hit.listCue = !(cue.length === 1 && CLAUSE_CUES.has(cue[0] as string));
        markRange(p, at - cue.length + 1, at + 1);
        break;
      }
      const t = p.tokens[at];
      if (!t || t.kind === "punct" || !PREFIX_FILLERS.has(t.norm)) break;
      at--;
    }
    const previous = hits[h - 1];
    if (!hit.excluded && previous?.excluded && joined(p, previous, hit)) {
      hit.excluded = true;
      hit.listCue = previous.listCue;
    }

    // After the place: "Goa nahi", "Goa ke alawa", "Goa is out".
    at = hit.end;
    for (let skipped = 0; at < p.tokens.length && skipped <= FILLER_REACH; skipped++) {
      const cue = POSTFIX_CUES.find((c) => startsWith(p, at, c));
      if (cue) {
        const next = hits[h + 1];
        if (next && next.start < at) break;
        hit.excluded = true;
        markRange(p, at, at + cue.length);
        // "Goa ya Kerala nahi": the cue closes the whole list.
        for (let k = h; k > 0 && joined(p, hits[k - 1] as PlaceHit, hits[k] as PlaceHit); k--) {
          (hits[k - 1] as PlaceHit).excluded = true;
        }
        break;
      }
      const t = p.tokens[at];
      if (!t || t.kind === "punct" || !POSTFIX_FILLERS.has(t.norm)) break;
      at++;
    }
  });
}

// ---- The parser -----------------------------------------------------------------------------

export interface ParseOptions {
  now: Date;
  /** Read "not Goa", "anywhere but Goa", "Goa nahi" as exclusions (default true). */
  parseNegation?: boolean;
  /** Look for places at all (default true); off when the chatbot asked about something else. */
  parseDestination?: boolean;
}

/** Longer input is cut: the API allows 500 characters; this only bounds direct callers. */
const MAX_TEXT = 2_000;
/** Travellers assumed when a total budget names nobody: the trip form's default party. */
const DEFAULT_PARTY = 2;

export function parseTripText(
  text: string,
  gazetteer: Gazetteer,
  options: ParseOptions,
): TripDraft {
  const tokens = tokenize(String(text).slice(0, MAX_TEXT));
  const p: Parse = {
    tokens,
    canon: tokens.map((t) => (t.kind === "word" ? canonical(t.norm) : t.norm)),
    used: tokens.map(() => false),
  };

  let days: number | null = null;
  for (const [pattern, read] of DURATIONS) {
    scan(p, pattern, (m) => {
      const n = read(m);
      if (n === null || n < 1 || n > TRIP_DAYS_MAX) return false;
      days ??= n;
      return true;
    });
  }

  let month: string | null = null;
  const now = options.now;
  const thisMonth = monthValue(now.getUTCFullYear(), now.getUTCMonth() + 1);
  for (const [pattern, read] of RELATIVE_MONTHS) {
    scan(p, pattern, (m) => {
      const k = read(m);
      if (k === null || k > 24) return false;
      month ??= addMonths(now, k);
      return true;
    });
  }
  scan(p, MONTH, (m) => {
    const [, context, dayBefore, word, dayAfter, year] = m;
    const n = MONTH_WORDS[word as string] as number;
    if (AMBIGUOUS_MONTHS.has(word as string) && !context && !dayBefore && !dayAfter && !year) {
      return false;
    }
    const y = year
      ? Number(year)
      : n >= now.getUTCMonth() + 1
        ? now.getUTCFullYear()
        : now.getUTCFullYear() + 1;
    const value = monthValue(y, n);
    // A month already past cannot be a travel month; it is read, and dropped.
    if (value >= thisMonth) month ??= value;
    return true;
  });

  let budget = null as BudgetReading | null;
  scan(p, BUDGET, (m) => {
    const reading = readBudget(m);
    if (!reading) return false;
    budget ??= reading;
    return true;
  });

  // Set inside scan callbacks, which narrowing cannot see.
  let tripType = null as KnownTripType | null;
  const tripTypeWords: number[] = [];
  for (const [pattern, type] of TRIP_TYPES) {
    scan(
      p,
      pattern,
      (_m, covered) => {
        tripType ??= type;
        tripTypeWords.push(...covered);
        return true;
      },
      false,
    );
  }

  const counts: Record<CountKind, number | null> = { adults: null, children: null, people: null };
  for (const [pattern, kind, read] of COUNTS) {
    scan(p, pattern, (m) => {
      const n = read(m);
      const max = kind === "children" ? CHILDREN_MAX : TRAVELLERS_MAX;
      if (n === null || n < (kind === "children" ? 0 : 1) || n > max) return false;
      // Children add up ("a kid and 2 infants"); otherwise the first mention counts.
      counts[kind] =
        kind === "children" ? Math.min(max, (counts.children ?? 0) + n) : (counts[kind] ?? n);
      return true;
    });
  }
  for (const i of tripTypeWords) p.used[i] = true;

  let included: ParsedPlace[] = [];
  let excluded: ParsedPlace[] = [];
  if (options.parseDestination !== false) {
    const hits = findPlaces(p, gazetteer);
    for (const hit of hits) markRange(p, hit.start, hit.end);
    if (options.parseNegation !== false) applyNegation(p, hits);
    const textOf = (hit: PlaceHit) =>
      text.slice(p.tokens[hit.start]?.start, p.tokens[hit.end - 1]?.end);
    for (const hit of hits) {
      const place = toParsedPlace(hit.key.place, hit.match, textOf(hit));
      (hit.excluded ? excluded : included).push(place);
    }
    excluded = uniqueBySlug(excluded);
    // Saying no once wins over saying yes: a place, or any part of a refused destination.
    const refused = new Set(excluded.map((e) => placeId(e.kind, e.slug)));
    const refusedDestinations = new Set(
      excluded.filter((e) => e.kind === "destination").map((e) => e.slug),
    );
    included = uniqueBySlug(included).filter(
      (d) => !refused.has(placeId(d.kind, d.slug)) && !refusedDestinations.has(d.destination_slug),
    );
  }

  let { adults, children } = counts;
  const { people } = counts;
  const reading = budget;
  if (adults === null && people !== null) {
    adults = children !== null && people > children ? people - children : people;
  }
  if (adults === null && reading?.travellers) adults = Math.min(reading.travellers, TRAVELLERS_MAX);
  if (tripType === null && children !== null && children > 0) tripType = "family";
  if (adults === null && tripType === "honeymoon") adults = 2;

  let budgetPerPerson: number | null = null;
  if (reading) {
    const party = adults !== null ? adults + (children ?? 0) : DEFAULT_PARTY;
    const perPerson = Math.round(reading.amount / (reading.divisor ?? party));
    if (perPerson >= BUDGET_MIN && perPerson <= BUDGET_MAX) budgetPerPerson = perPerson;
  }

  const leftover = p.tokens
    .filter((t, i) => !p.used[i] && (t.kind === "word" || t.kind === "number"))
    .map((t) => t.raw)
    .join(" ");

  return {
    destinations: included,
    excluded_destinations: excluded,
    days,
    duration: days === null ? null : (durationBucketOf(days) as TripDraft["duration"]),
    budget_per_person: budgetPerPerson,
    budget_range: budgetPerPerson === null ? null : budgetRangeOf(budgetPerPerson),
    month,
    adults,
    children,
    trip_type: tripType,
    leftover,
  };
}

function uniqueBySlug(places: ParsedPlace[]): ParsedPlace[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const id = placeId(p.kind, p.slug);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export { normalizeWord };
