import { destinationImageUrl, packageImageUrl } from "../../../common/artwork";
import { formatMoney } from "../../../common/money";
import { MONTH_NAMES } from "../../../common/months";
import type { StoryDestination } from "../catalog";

/**
 * Blogs and travelogues (browsing spec §3 blog item and travelogue, §7 blogs, §9 blog count
 * 10 and travel stories 10). Written deterministically from the catalogue's destinations,
 * towns and sights, so every sentence is about a real place of the catalogue (decision 0147).
 */

export const BLOG_POST_COUNT = 10;
export const TRAVEL_STORIES_COUNT = 10;
const BLOG_DESTINATIONS = 16;
const TRAVELOGUES = 30;
/** Stories are dated back from this day, one every few days; a fixed day keeps pages stable. */
const EPOCH = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;

export interface BlogImage {
  srcLink: string;
  imagekit_url: string;
  altText: string;
}

/** The spec's blog item (browsing §3), as the blogs call answers it (not camel-cased). */
export interface BlogItem {
  ID: number;
  post_date: string;
  post_title: string;
  url_link: string;
  large_image: BlogImage;
  thumbnail_image: BlogImage;
}

export interface BlogSection {
  heading: string;
  paragraphs: string[];
  items: { name: string; kind: string; text: string }[];
}

export interface BlogArticle extends BlogItem {
  slug: string;
  excerpt: string;
  tags: string[];
  destination: { slug: string; name: string };
  readMinutes: number;
  sections: BlogSection[];
}

export interface Travelogue {
  tripId: number;
  tripType: "Honeymoon" | "Family";
  tagName: string;
  heading: string;
  tags: string[];
  description: string;
  travellerName: { name: string };
  travellerLocation: string;
  daysAgo: number;
  stars: 4 | 5;
  destination: string;
  destinationSlug: string;
  link: string;
  avatarPic: string;
  images: string[];
  /** The full story, paragraph by paragraph (the list shows `description`). */
  story: string[];
}

const TRAVELLERS = [
  ["Ananya & Rohit Iyer", "Bengaluru"],
  ["The Deshpande family", "Pune"],
  ["Meera & Arjun Nair", "Kochi"],
  ["The Bansals", "Delhi"],
  ["Priya & Karthik Raman", "Chennai"],
  ["The Chatterjee family", "Kolkata"],
  ["Sneha & Vikram Rao", "Hyderabad"],
  ["The Mehtas", "Ahmedabad"],
  ["Aditi & Nikhil Joshi", "Mumbai"],
  ["The Kapoor family", "Chandigarh"],
  ["Ritika & Sahil Arora", "Gurugram"],
  ["The Pillais", "Thiruvananthapuram"],
  ["Kavya & Manish Gupta", "Jaipur"],
  ["The Reddy family", "Visakhapatnam"],
  ["Isha & Raghav Malhotra", "Lucknow"],
] as const;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const listOf = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function image(src: string, alt: string): BlogImage {
  return { srcLink: src, imagekit_url: src, altText: alt };
}

function monthRuns(months: number[]): string {
  const names = [...months].sort((a, b) => a - b).map((m) => MONTH_NAMES[m - 1] ?? "");
  return listOf(names.filter(Boolean));
}

function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](\s|$)/);
  return (match ? match[0] : text).trim();
}

/** Splits the ideal stay over the towns, busiest first: "2 nights in Munnar, 1 in Thekkady". */
function routePlan(d: StoryDestination): string {
  const towns = d.cities.slice(0, 4);
  if (towns.length === 0) return "";
  const nights = Math.max(towns.length, d.idealDaysMax - 1);
  const base = Math.floor(nights / towns.length);
  let extra = nights - base * towns.length;
  const parts = towns.map((c) => {
    const n = base + (extra-- > 0 ? 1 : 0);
    return `${n} ${n === 1 ? "night" : "nights"} in ${c.name}`;
  });
  return `${listOf(parts)} (${nights} nights in all)`;
}

export function blogArticle(d: StoryDestination, index: number): BlogArticle {
  const towns = d.cities.slice(0, 3).map((c) => c.name);
  const title =
    towns.length > 1
      ? `${d.idealDaysMin}–${d.idealDaysMax} days in ${d.name}: ${listOf(towns)}`
      : `${d.name} in ${d.idealDaysMin}–${d.idealDaysMax} days: what to see and when to go`;
  const slug = slugify(`${d.name}-travel-guide-${towns.join("-")}`).slice(0, 90);
  const sights = d.cities.flatMap((c) => c.landmarks.map((l) => ({ ...l, city: c.name })));
  const sections: BlogSection[] = [
    {
      heading: `Why ${d.name}`,
      paragraphs: [d.tagline, d.description],
      items: [],
    },
    {
      heading: "When to go",
      paragraphs: [
        `The best months for ${d.name} are ${monthRuns(d.bestMonths)}. Prices are lowest just outside them, when the weather is still kind and the sights are quieter.`,
      ],
      items: [],
    },
    ...d.cities.slice(0, 4).map((city) => ({
      heading: city.name,
      paragraphs: [city.description],
      items: city.landmarks.slice(0, 4).map((l) => ({
        name: l.name,
        kind: l.kind.replaceAll("_", " "),
        text: l.description,
      })),
    })),
    {
      heading: "Planning the route",
      paragraphs: [
        `Give ${d.name} ${d.idealDaysMin} to ${d.idealDaysMax} days. A route that works: ${routePlan(d)}.`,
        d.fromPriceMinor
          ? `Packages from verified local agents start at ${formatMoney({ amountMinor: d.fromPriceMinor, currency: "INR" })} per person on twin sharing; ask for quotes and the agents tailor the hotels and pace to your dates.`
          : "Ask for quotes and verified local agents tailor the hotels and pace to your dates.",
      ],
      items: [],
    },
  ];
  const words = sections
    .flatMap((s) => [...s.paragraphs, ...s.items.map((i) => i.text)])
    .join(" ")
    .split(/\s+/).length;
  const picture = sights[0]
    ? `${sights[0].name}, ${sights[0].city}, ${d.name}`
    : `A view of ${d.name}`;
  return {
    ID: 9001 + index,
    post_date: isoDay(EPOCH - index * 4 * DAY_MS),
    post_title: title,
    url_link: `/blogs/${slug}`,
    large_image: image(destinationImageUrl(d.slug, "banner"), picture),
    thumbnail_image: image(destinationImageUrl(d.slug, "card"), picture),
    slug,
    excerpt: firstSentence(d.description),
    tags: [d.name, d.region, ...towns],
    destination: { slug: d.slug, name: d.name },
    readMinutes: Math.max(2, Math.round(words / 200)),
    sections,
  };
}

export function travelogue(d: StoryDestination, index: number): Travelogue {
  const tripType = index % 2 === 0 ? "Honeymoon" : "Family";
  const [name, from] = TRAVELLERS[index % TRAVELLERS.length] as readonly [string, string];
  const towns = d.cities.slice(0, 2);
  const sights = towns.flatMap((c) => c.landmarks.slice(0, 2).map((l) => ({ ...l, city: c.name })));
  const first = sights[0];
  const second = sights[1] ?? sights[0];
  const days = Math.min(d.idealDaysMax, d.idealDaysMin + (index % 3));
  const heading = first
    ? `${tripType === "Honeymoon" ? "Our honeymoon" : "A family trip"} in ${d.name}: from ${first.name}${second && second !== first ? ` to ${second.name}` : ""}`
    : `${tripType} in ${d.name}`;
  const who = tripType === "Honeymoon" ? "the two of us" : "the children and grandparents";
  const description = `${days} days between ${listOf(towns.map((t) => t.name))} with ${who}. ${first ? firstSentence(first.description) : firstSentence(d.description)}`;
  const story = [
    `We are ${name} from ${from}, and ${d.name} had been on our list for years. Our agent planned ${days} days ${towns.length > 1 ? `split between ${listOf(towns.map((t) => t.name))}` : `in ${towns[0]?.name ?? d.name}`}, travelling in ${MONTH_NAMES[(d.bestMonths[index % Math.max(1, d.bestMonths.length)] ?? 1) - 1]}.`,
    ...towns.map((town) => `${town.name}: ${town.description}`),
    ...sights.slice(0, 3).map((s) => `${s.name} (${s.city}). ${s.description}`),
    tripType === "Honeymoon"
      ? "What we would tell other couples: keep one unhurried day in every town, and let the agent handle the transfers."
      : "What we would tell other families: fewer towns, longer stays, and a driver who knows where to stop for the children.",
  ];
  const tripId = 4101 + index;
  return {
    tripId,
    tripType,
    tagName: `${d.name} ${tripType}`,
    heading,
    tags: [d.name, tripType, ...towns.map((t) => t.name)],
    description,
    travellerName: { name },
    travellerLocation: from,
    daysAgo: 3 + ((index * 7) % 60),
    stars: index % 4 === 3 ? 4 : 5,
    destination: d.name,
    destinationSlug: d.slug,
    link: `/travelogues/${tripId}`,
    avatarPic: destinationImageUrl(d.slug, "small"),
    images: [
      destinationImageUrl(d.slug, "card"),
      ...d.packageIds.slice(0, 6).map((id) => packageImageUrl(id, "card")),
    ].slice(0, Math.max(5, Math.min(7, 1 + d.packageIds.length))),
    story,
  };
}

export function writeBlogs(destinations: StoryDestination[]): BlogArticle[] {
  return destinations
    .filter((d) => d.cities.length > 0)
    .slice(0, BLOG_DESTINATIONS)
    .map(blogArticle);
}

export function writeTravelogues(destinations: StoryDestination[]): Travelogue[] {
  const usable = destinations.filter((d) => d.cities.some((c) => c.landmarks.length > 0));
  if (usable.length === 0) return [];
  return Array.from({ length: TRAVELOGUES }, (_, i) =>
    travelogue(usable[i % Math.min(usable.length, 15)] as StoryDestination, i),
  );
}

/** The blogs call (spec §7): tags to include, newest first, postCount from offset. */
export function selectBlogs(
  articles: BlogArticle[],
  query: { tags: string[]; postCount: number; offset: number; sortOrder: "Desc" | "Asc" },
): BlogArticle[] {
  const wanted = query.tags.map((t) => t.toLowerCase()).filter((t) => t && t !== "bot");
  const matching = wanted.length
    ? articles.filter((a) => a.tags.some((t) => wanted.includes(t.toLowerCase())))
    : articles;
  const sorted = [...matching].sort((a, b) =>
    query.sortOrder === "Asc"
      ? a.post_date.localeCompare(b.post_date)
      : b.post_date.localeCompare(a.post_date),
  );
  return sorted.slice(query.offset, query.offset + query.postCount);
}
