import { randomBytes } from "node:crypto";
import type { ApiErrorItem } from "../../../common/api-error";
import type { BuilderHotelOption, BuilderHotelQuery } from "../../../common/builder-hotels";
import { NOUNS, plural } from "../../../common/format";
import { addDays } from "../../../common/hotel-stay";
import { MINOR_UNITS } from "../../../common/money";
import type { CostingLine } from "../../../common/quote-costing";
import type { QuotePricing } from "../../../common/quotes";
import { DEFAULT_QUOTE_DAYS } from "../../../common/quotes";
import { costingOf, type QuoteDraftInput, QuoteHotelInput } from "../../../common/quotes-input";
import type { Db } from "../../db";
import { quoteTemplate } from "../catalog";
import * as errors from "./quotes.errors";
import type { QuoteContent } from "./quotes.schema";
export const newKey = () => randomBytes(6).toString("base64url");
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A catalogue city of the trip (its id when the catalogue knows it). */
export interface TripCity {
  cityId: number | null;
  name: string;
}

/**
 * How a blank quote's days go over the trip's cities (decision 0227): in the trip's order, as
 * evenly as the days allow (earlier cities get the extra day), never more cities than days.
 */
export function spreadDays(dayCount: number, cities: readonly TripCity[]): TripCity[] {
  const used = cities.slice(0, Math.max(dayCount, 1));
  if (used.length === 0) return [];
  return Array.from(
    { length: dayCount },
    (_, i) => used[Math.floor((i * used.length) / dayCount)],
  ).filter((city): city is TripCity => city !== undefined);
}

/**
 * The default quote (§9): 5 days, 4 nights, spread over the trip's cities (a stay with one
 * hotel to fill in per city); with no known city, all in the first destination.
 */
export function blankContent(
  destination: string,
  today: Date,
  cities: readonly TripCity[] = [],
): QuoteContent {
  const places = spreadDays(
    DEFAULT_QUOTE_DAYS,
    cities.length ? cities : [{ cityId: null, name: destination }],
  );
  const days = places.map((city, i) => ({
    tripDayId: newKey(),
    cityId: city.cityId,
    cityName: city.name,
    title:
      i === 0
        ? `Arrival in ${city.name}`
        : i === DEFAULT_QUOTE_DAYS - 1
          ? "Departure"
          : places[i - 1]?.name !== city.name
            ? `To ${city.name}`
            : `Day ${i + 1} in ${city.name}`,
    description: "",
  }));
  // A night where each day ends (a day's city), but the last: nights in a row in one city
  // are one stay.
  const stays: QuoteContent["stays"] = [];
  for (const night of places.slice(0, -1)) {
    const last = stays[stays.length - 1];
    if (last && last.city === night.name) last.nights += 1;
    else
      stays.push({
        quoteCityId: newKey(),
        cityId: night.cityId,
        city: night.name,
        nights: 1,
        hotels: [
          {
            hotelKey: newKey(),
            hotelId: null,
            name: "",
            city: night.name,
            rating: 3,
            address: "",
            description: "",
            images: [],
            link: "",
          },
        ],
      });
  }
  return {
    days,
    stays,
    inclusions: ["breakfast", "sightseeing"],
    exclusions: ["flights", "personal_expenses"],
    inclusionsText: "",
    exclusionsText: "",
    cabsText: "",
    flightsText: "",
    description: "",
    pricePerAdult: 0,
    pricePerChild: 0,
    currency: "INR",
    discount: 0,
    validUntil: isoDay(new Date(today.getTime() + 14 * 86_400_000)),
    cancellationPolicy: [
      { daysBefore: 30, refundPercent: 90 },
      { daysBefore: 15, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    origin: { from: "blank" },
  };
}

/**
 * Content whose unit prices are the ones its costing sets (decision 0209), so every reader of
 * `pricePerAdult` (the send check, a copy, the diff) agrees with the priced total.
 */
export function withCostedPrices(content: QuoteContent, pricing: QuotePricing): QuoteContent {
  if (!content.costing?.lines.length) return content;
  const unit = MINOR_UNITS[pricing.currency];
  return {
    ...content,
    pricePerAdult: pricing.pricePerAdultMinor / unit,
    pricePerChild: pricing.pricePerChildMinor / unit,
  };
}

/** The builder's input turned into stored content, keeping or minting the stable keys. */
export function contentOf(input: QuoteDraftInput, origin: QuoteContent["origin"]): QuoteContent {
  return {
    days: input.days.map((d) => ({
      tripDayId: d.tripDayId ?? newKey(),
      cityId: d.cityId ?? null,
      cityName: d.cityName,
      title: d.title,
      description: d.description,
    })),
    stays: input.stays.map((s) => ({
      quoteCityId: s.quoteCityId ?? newKey(),
      cityId: s.cityId ?? null,
      city: s.city,
      nights: s.nights,
      hotels: s.hotels.map((h) => ({
        hotelKey: h.hotelKey ?? newKey(),
        hotelId: h.hotelId ?? null,
        name: h.name,
        city: h.city,
        rating: h.rating,
        address: h.address,
        description: h.description,
        images: h.images,
        link: h.link,
      })),
    })),
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    inclusionsText: input.inclusionsText,
    exclusionsText: input.exclusionsText,
    cabsText: input.cabsText,
    flightsText: input.flightsText,
    description: input.description,
    pricePerAdult: input.pricePerAdult,
    pricePerChild: input.pricePerChild,
    currency: input.currency,
    discount: input.discount,
    validUntil: input.validUntil,
    cancellationPolicy: input.cancellationPolicy,
    costing: costingOf(input),
    origin,
  };
}

// The builder's own rules for a hotel's pictures and link, run again over stored content.
const HotelUrls = QuoteHotelInput.pick({ images: true, link: true });

/**
 * The hotel pictures and links of stored content that the builder's schema refuses today
 * (decision 0186), named by the builder's field paths: a draft saved, copied or revised from
 * rows older than the rule must not be sent with them.
 */
export function outsideContentOf(content: QuoteContent): ApiErrorItem[] {
  return content.stays.flatMap((stay, s) =>
    stay.hotels.flatMap((hotel, h) => {
      const parsed = HotelUrls.safeParse({ images: hotel.images, link: hotel.link });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            code: "quote_outside_content",
            message: issue.message,
            field: ["stays", s, "hotels", h, ...issue.path].join("."),
          }));
    }),
  );
}

/** A first draft from a catalogue package: its days, cities, nights and inclusions. */
export async function contentFromPackage(
  db: Db,
  packageId: number,
  today: Date,
): Promise<QuoteContent> {
  const template = await quoteTemplate(db, packageId);
  if (!template) throw errors.packageNotFound();
  const { pkg, days, stops } = template;
  const base = blankContent(days[0]?.cityName ?? pkg.name, today);
  const dayList = days.length
    ? days.map((d) => ({
        tripDayId: newKey(),
        cityId: d.cityId,
        cityName: d.cityName,
        title: d.title,
        description: d.description,
      }))
    : base.days;
  // The package's stops give the nights per city; the last day is the departure day.
  let left = Math.max(dayList.length - 1, 0);
  const stays: QuoteContent["stays"] = [];
  for (const stop of stops) {
    const nights = Math.min(stop.nights, left);
    if (nights <= 0) break;
    left -= nights;
    stays.push({
      quoteCityId: newKey(),
      cityId: stop.cityId,
      city: stop.city,
      nights,
      hotels: [
        {
          hotelKey: newKey(),
          hotelId: null,
          name: "",
          city: stop.city,
          rating: Math.min(Math.max(pkg.hotelCategory, 1), 5),
          address: "",
          description: "",
          images: [],
          link: "",
        },
      ],
    });
  }
  const inclusions = new Set(base.inclusions);
  if (pkg.inclusions.includes("Meals")) inclusions.add("dinner");
  if (pkg.inclusions.includes("Cab")) inclusions.add("private_cab");
  return {
    ...base,
    days: dayList,
    stays: stays.length ? stays : base.stays,
    inclusions: [...inclusions],
    description: pkg.overview,
    pricePerAdult: Math.round(pkg.minPriceMinor / 100),
    currency: pkg.currency,
    origin: { from: "package", packageId: pkg.id },
  };
}

/**
 * A package draft's stays filled from the catalogue (decision 0209): per city, the hotel of the
 * package's class that is free on the trip's nights, with its pictures, address, page and the
 * rate for those nights as the stay's net cost. The rest of the package price becomes one
 * "ground services" line, so the draft still sells at the package's price until the agent
 * types its own costs. A city without a free hotel keeps its blank hotel to fill by hand.
 */
export async function withCatalogueHotels(
  content: QuoteContent,
  trip: { startDate: string | null; adults: number; children: number },
  pickHotel: (query: BuilderHotelQuery) => Promise<BuilderHotelOption | null>,
): Promise<QuoteContent> {
  let offset = 0;
  const lines: CostingLine[] = [];
  const stays: QuoteContent["stays"] = [];
  for (const stay of content.stays) {
    const first = stay.hotels[0];
    const checkIn = trip.startDate ? addDays(trip.startDate, offset) : undefined;
    offset += stay.nights;
    const picked = first
      ? await pickHotel({
          cityId: stay.cityId ?? undefined,
          city: stay.city,
          checkIn,
          nights: stay.nights,
          adults: Math.max(trip.adults, 1),
          children: trip.children,
          stars: first.rating,
          q: "",
        })
      : null;
    if (!first || !picked?.cheapest) {
      stays.push(stay);
      continue;
    }
    stays.push({
      ...stay,
      cityId: stay.cityId ?? picked.cityId,
      hotels: [hotelOf(first.hotelKey, picked)],
    });
    if (content.currency === "INR")
      lines.push({
        // The stay's key: picking another hotel for it in the builder replaces this line.
        lineId: `h${stay.quoteCityId}`,
        kind: "hotel",
        label: `${picked.name}, ${plural(stay.nights, NOUNS.night)} (${picked.cheapest.room}, ${picked.cheapest.boardName})`,
        netCost: Math.round(picked.cheapest.totalMinor / 100),
        markup: null,
      });
  }
  if (!lines.length) return { ...content, stays };
  const people = Math.max(trip.adults + trip.children, 1);
  const hotelsNet = lines.reduce((sum, l) => sum + l.netCost, 0);
  const ground = content.pricePerAdult * people - hotelsNet;
  if (ground > 0)
    lines.push({
      lineId: newKey(),
      kind: "transfer",
      label: "Ground services at the package rate (cab, sightseeing): type your cost",
      netCost: ground,
      markup: null,
    });
  return { ...content, stays, costing: { lines, markup: { type: "percent", value: 0 } } };
}

/** A catalogue hotel as a quote's hotel row, keeping the row's key for the diff. */
export function hotelOf(
  hotelKey: string,
  h: BuilderHotelOption,
): QuoteContent["stays"][number]["hotels"][number] {
  return {
    hotelKey,
    hotelId: h.hotelId,
    name: h.name,
    city: h.city,
    rating: h.stars,
    address: h.address,
    description: h.description,
    images: h.images,
    link: h.link,
  };
}
