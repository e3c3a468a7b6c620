/**
 * The catalogue's coherence checks (issue 30), as functions over the generated catalogue: the
 * same generators the seed writes with, at any scale. `catalogue-coherence.test.ts` runs them at
 * the default scale and `catalogue-coherence.slow.test.ts` at `100k`. Each returns the problems
 * found (empty when the catalogue is coherent), a few examples each so a failure reads well.
 */
import { placeSceneOf } from "../common/artwork";
import { GEOGRAPHY } from "../server/modules/guides/data/geography";
import {
  type GeneratedHotel,
  generateHotelBatches,
  HOTEL_BRAND_DENY_LIST,
  hasDoubledWord,
  SCALE_HOTEL_COUNTS,
} from "./hotels";
import {
  type GeneratedPackage,
  generateDestinationFaqs,
  generatePackageBatches,
  SCALE_PACKAGE_COUNTS,
} from "./packages";
import { createPrng } from "./prng";
import { DEFAULT_SEED } from "./seed";
import { SENTENCE_LIMIT, sentencesOf } from "./sentence-budget";

export type Scale = "default" | "100k";

export function seededHotels(scale: Scale): GeneratedHotel[] {
  return [...generateHotelBatches(DEFAULT_SEED, GEOGRAPHY, SCALE_HOTEL_COUNTS[scale], 1000)].flat();
}

/** The packages exactly as `seedDatabase` writes them (the FAQs draw from the same PRNG first). */
export function seededPackages(scale: Scale): GeneratedPackage[] {
  const prng = createPrng(DEFAULT_SEED);
  for (const d of GEOGRAPHY) generateDestinationFaqs(prng, d);
  return [...generatePackageBatches(prng, GEOGRAPHY, SCALE_PACKAGE_COUNTS[scale], 1000)].flat();
}

const sceneOfCity = new Map(
  GEOGRAPHY.flatMap((d) => d.cities.map((c) => [c.slug, placeSceneOf(c.landmarks) ?? "city"])),
);
export const sceneOf = (citySlug: string) => sceneOfCity.get(citySlug) ?? "city";

const examples = (label: string, items: string[]) =>
  items.length ? [`${label} (${items.length}): ${items.slice(0, 5).join(" | ")}`] : [];

const brand = new RegExp(`\\b(${HOTEL_BRAND_DENY_LIST.join("|").replace(/\./g, "\\.")})\\b`, "i");

export function hotelProblems(hotels: readonly GeneratedHotel[]): string[] {
  const seen = new Map<string, number>();
  for (const h of hotels) {
    const key = `${h.citySlug}/${h.name}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const beachWords = /\b(beach|sea|silver sands|coral|lagoon|seashell|coastal)\b/i;
  const hillWords = /\b(hill|pines?|valley|snow|cedar|deodar|summit|ridge)\b/i;
  return [
    ...examples(
      "hotel names used twice in a city",
      [...seen].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`),
    ),
    ...examples(
      "hotel names with a real brand",
      hotels.filter((h) => brand.test(h.name)).map((h) => h.name),
    ),
    ...examples(
      "hotel names with a doubled word",
      hotels.filter((h) => hasDoubledWord(h.name)).map((h) => h.name),
    ),
    ...examples(
      "grand names under 4 stars",
      hotels
        .filter((h) => h.starRating < 4 && /\b(grand|palace|luxury|regency|royal)\b/i.test(h.name))
        .map((h) => `${h.name} ${h.starRating}★`),
    ),
    ...examples(
      "beach hotels away from a beach place",
      hotels
        .filter((h) => !["beach", "backwater"].includes(sceneOf(h.citySlug)))
        .filter(
          (h) =>
            h.themes.includes("beach") ||
            beachWords.test(h.name) ||
            /sea view|beach road/i.test(
              `${h.addressLine} ${h.roomTypes.map((t) => t.name).join()}`,
            ),
        )
        .map((h) => `${h.name} (${h.citySlug})`),
    ),
    ...examples(
      "hill names in beach places",
      hotels
        .filter((h) => sceneOf(h.citySlug) === "beach" && hillWords.test(h.name))
        .map((h) => `${h.name} (${h.citySlug})`),
    ),
    ...examples(
      "houseboats away from backwaters",
      hotels
        .filter((h) => /houseboat/i.test(h.name) && sceneOf(h.citySlug) !== "backwater")
        .map((h) => h.name),
    ),
    ...examples(
      "hotel review counts or ratings that are not their reviews'",
      hotels
        .filter(
          (h) =>
            h.reviewsCount !== h.reviews.length ||
            h.reviews.length === 0 ||
            Math.abs(
              h.userRating - h.reviews.reduce((s, r) => s + r.rating, 0) / h.reviews.length,
            ) > 0.051,
        )
        .map((h) => `${h.name}: ${h.reviewsCount} vs ${h.reviews.length}`),
    ),
  ];
}

export function packageProblems(packages: readonly GeneratedPackage[]): string[] {
  const byListing = new Map<string, number>();
  for (const p of packages)
    byListing.set(
      `${p.destinationSlug}/${p.name}`,
      (byListing.get(`${p.destinationSlug}/${p.name}`) ?? 0) + 1,
    );
  return [
    ...examples(
      "package names used twice in a destination's listing",
      [...byListing].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`),
    ),
    ...examples(
      "packages rated without reviews",
      packages.filter((p) => p.reviews.length === 0 && p.rating > 0).map((p) => p.slug),
    ),
    ...examples(
      "package ratings that are not their reviews' mean",
      packages
        .filter(
          (p) =>
            p.reviews.length > 0 &&
            Math.abs(p.rating - p.reviews.reduce((s, r) => s + r.rating, 0) / p.reviews.length) >
              0.051,
        )
        .map((p) => `${p.slug} ${p.rating}`),
    ),
  ];
}

export interface ReviewText {
  body: string;
  city: string;
}

/** Sentences written more than three times, and reviewers' home cities, over all reviews. */
export function reviewProblems(reviews: readonly ReviewText[]): string[] {
  const count = new Map<string, number>();
  for (const r of reviews)
    for (const s of sentencesOf(r.body)) count.set(s, (count.get(s) ?? 0) + 1);
  const cities = new Map<string, number>();
  for (const r of reviews) cities.set(r.city, (cities.get(r.city) ?? 0) + 1);
  const top = [...cities.values()].sort((a, b) => b - a);
  const metros = [
    "Delhi",
    "Mumbai",
    "Bengaluru",
    "Chennai",
    "Kolkata",
    "Hyderabad",
    "Pune",
    "Ahmedabad",
  ];
  return [
    ...examples(
      `sentences used more than ${SENTENCE_LIMIT} times`,
      [...count].filter(([, n]) => n > SENTENCE_LIMIT).map(([s, n]) => `${s} ×${n}`),
    ),
    ...(cities.size < 30 ? [`reviewers come from only ${cities.size} cities`] : []),
    ...((top[0] ?? 0) > reviews.length * 0.2
      ? ["one home city writes over a fifth of the reviews"]
      : []),
    ...examples(
      "metros with no reviewer",
      metros.filter((m) => !cities.has(m)),
    ),
  ];
}
