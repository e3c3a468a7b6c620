import { randomBytes } from "node:crypto";
import type { ApiErrorItem } from "../../../common/api-error";
import { DEFAULT_QUOTE_DAYS, DEFAULT_QUOTE_NIGHTS } from "../../../common/quotes";
import { type QuoteDraftInput, QuoteHotelInput } from "../../../common/quotes-input";
import type { Db } from "../../db";
import { quoteTemplate } from "../catalog";
import * as errors from "./quotes.errors";
import type { QuoteContent } from "./quotes.schema";
export const newKey = () => randomBytes(6).toString("base64url");
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The default quote (§9): 5 days, 4 nights, one city stay with one hotel to fill in. */
export function blankContent(destination: string, today: Date): QuoteContent {
  const days = Array.from({ length: DEFAULT_QUOTE_DAYS }, (_, i) => ({
    tripDayId: newKey(),
    cityId: null,
    cityName: destination,
    title:
      i === 0
        ? `Arrival in ${destination}`
        : i === DEFAULT_QUOTE_DAYS - 1
          ? "Departure"
          : `Day ${i + 1} in ${destination}`,
    description: "",
  }));
  return {
    days,
    stays: [
      {
        quoteCityId: newKey(),
        cityId: null,
        city: destination,
        nights: DEFAULT_QUOTE_NIGHTS,
        hotels: [
          {
            hotelKey: newKey(),
            hotelId: null,
            name: "",
            city: destination,
            rating: 3,
            address: "",
            description: "",
            images: [],
            link: "",
          },
        ],
      },
    ],
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
