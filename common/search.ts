/**
 * Universal search (browsing spec §2 /search_results, §3 search result, §7 universal search and
 * suggest): the result shape, query normalisation and the Indian spellings and aliases. Runs in
 * the browser (the header box) and on the server (the search module).
 */

/** Kinds of search documents. Modules may add more through the search module's registry. */
export type SearchDocClass =
  | "destination"
  | "city"
  | "package"
  | "place"
  | "hotel"
  | "guide"
  | (string & {});

/** The spec's search result (browsing §3): doc_class, id, title/location/name/storyHeading, href/link, price, links. */
export interface SearchResult {
  doc_class: SearchDocClass;
  id: string;
  title: string;
  name: string;
  location: string;
  storyHeading: string | null;
  href: string;
  link: string;
  /** Starting price per person in INR, whole rupees; null when the kind has none. */
  price: number | null;
  links: { label: string; href: string }[];
  /** The card's picture, a path on this site; null when the kind has none. */
  image: string | null;
}

export interface SearchGroup {
  doc_class: SearchDocClass;
  label: string;
  results: SearchResult[];
}

export interface SearchAnswer {
  query: string;
  /** The query as it was matched: lowercased, aliases resolved to the canonical spelling. */
  normalized: string;
  /** How many results the answer lists: the best matches and every group's, each once. */
  total: number;
  /** The best few results of any kind, best first (the place named comes first). */
  top: SearchResult[];
  /** The other results by kind, in DOC_CLASS_ORDER. */
  groups: SearchGroup[];
  /** When nothing matched: the nearest destination or city name, if one is close enough. */
  didYouMean: string | null;
}

/** Every result an answer lists, in the order shown: the best matches, then each group's. */
export function listedResults(answer: Pick<SearchAnswer, "top" | "groups">): SearchResult[] {
  return [...answer.top, ...answer.groups.flatMap((g) => g.results)];
}

/** The listed results of one kind, best first. */
export function resultsOfKind(
  answer: Pick<SearchAnswer, "top" | "groups">,
  docClass: SearchDocClass,
): SearchResult[] {
  return listedResults(answer).filter((r) => r.doc_class === docClass);
}

export const SEARCH_QUERY_MAX = 80;
export const SUGGEST_LIMIT = 8;
export const SEARCH_GROUP_LIMIT = 12;

/** Plural labels of the groups on /search_results, in the order they are shown. */
export const DOC_CLASS_LABELS: Record<string, string> = {
  destination: "Destinations",
  city: "Cities",
  guide: "Travel guides",
  place: "Places to visit",
  hotel: "Hotels",
  package: "Holiday packages",
};

export const DOC_CLASS_ORDER = ["destination", "city", "guide", "place", "hotel", "package"];

/**
 * Indian spellings and old names: the first of each group is the name the catalogue uses.
 * A search for any of them finds the others (the index stores every spelling of a name it
 * contains; the query is matched with every spelling of its words).
 */
export const SEARCH_ALIASES: readonly (readonly string[])[] = [
  ["bengaluru", "bangalore"],
  ["kochi", "cochin"],
  ["mumbai", "bombay"],
  ["chennai", "madras"],
  ["kolkata", "calcutta"],
  ["gurugram", "gurgaon"],
  ["puducherry", "pondicherry", "pondy"],
  ["thiruvananthapuram", "trivandrum"],
  ["kozhikode", "calicut"],
  ["thrissur", "trichur"],
  ["alappuzha", "alleppey"],
  ["kollam", "quilon"],
  ["kannur", "cannanore"],
  ["varanasi", "banaras", "benares", "kashi"],
  ["prayagraj", "allahabad"],
  ["mysuru", "mysore"],
  ["mangaluru", "mangalore"],
  ["belagavi", "belgaum"],
  ["vadodara", "baroda"],
  ["pune", "poona"],
  ["shimla", "simla"],
  ["ooty", "udhagamandalam", "ootacamund"],
  ["kodagu", "coorg"],
  ["odisha", "orissa"],
  ["uttarakhand", "uttaranchal"],
  ["visakhapatnam", "vizag"],
  ["tiruchirappalli", "trichy"],
  ["thoothukudi", "tuticorin"],
  ["panaji", "panjim"],
  ["guwahati", "gauhati"],
  ["kanyakumari", "cape comorin"],
  ["andaman", "andamans"],
  ["sri vijaya puram", "port blair"],
  ["himachal", "himachal pradesh"],
  ["kashmir", "jammu and kashmir"],
];

const ALIAS_OF = new Map<string, readonly string[]>();
for (const group of SEARCH_ALIASES) for (const word of group) ALIAS_OF.set(word, group);

/** Lowercase, accents off, punctuation to spaces, one space between words. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
}

/** Every spelling of a normalised word or phrase (itself first when it has none). */
export function spellingsOf(word: string): readonly string[] {
  return ALIAS_OF.get(word) ?? [word];
}

/** The query with each known alias replaced by the catalogue's spelling ("cochin" -> "kochi"). */
export function canonicalQuery(query: string): string {
  let text = ` ${normalizeSearchText(query)} `;
  for (const group of SEARCH_ALIASES) {
    const canonical = group[0] as string;
    for (const alias of group.slice(1)) {
      text = text.replaceAll(` ${alias} `, ` ${canonical} `);
    }
  }
  return text.trim();
}

/**
 * The other spellings of names a document's text contains, to store beside it so that a search
 * for any spelling finds it ("Kochi" -> "cochin").
 */
export function aliasesFor(text: string): string[] {
  const padded = ` ${normalizeSearchText(text)} `;
  const extra = new Set<string>();
  for (const group of SEARCH_ALIASES) {
    if (group.some((word) => padded.includes(` ${word} `))) {
      for (const word of group) if (!padded.includes(` ${word} `)) extra.add(word);
    }
  }
  return [...extra];
}

/**
 * A prefix full-text query for PostgreSQL's to_tsquery('simple', …): every word must match,
 * each word as any of its spellings, the last one as a prefix. Only [a-z0-9] reach it.
 * Empty when the query has no word.
 */
export function toPrefixTsQuery(query: string): string {
  const words = normalizeSearchText(query).split(" ").filter(Boolean).slice(0, 8);
  return words
    .map((word) => {
      const spellings = spellingsOf(word).flatMap((s) => s.split(" ").slice(0, 1));
      const terms = [...new Set(spellings)].map((s) => `${s}:*`);
      return terms.length === 1 ? terms[0] : `(${terms.join(" | ")})`;
    })
    .join(" & ");
}

/** The spec's static popular searches (§7), shown in empty and no-result states and the footer. */
export const POPULAR_SEARCHES: readonly { label: string; q: string }[] = [
  { label: "Kerala backwaters", q: "kerala" },
  { label: "Goa beaches", q: "goa beach" },
  { label: "Manali in winter", q: "manali" },
  { label: "Munnar tea gardens", q: "munnar" },
  { label: "Bali honeymoon", q: "bali honeymoon" },
  { label: "Andaman islands", q: "andaman" },
  { label: "Ladakh road trip", q: "ladakh" },
  { label: "Dubai with family", q: "dubai family" },
  { label: "Rajasthan forts", q: "rajasthan fort" },
  { label: "Maldives water villas", q: "maldives" },
];

export function searchResultsHref(q: string): string {
  return `/search_results?q=${encodeURIComponent(q)}`;
}
