import { isSiteImagePath, linkTarget } from "../../../common/content-urls";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";
import type {
  AgentCard,
  HotelSelectionStatus,
  PricingInfo,
  QuoteDayInfo,
  QuoteDiff,
  QuoteHotelStay,
  QuotePricing,
} from "../../../common/quotes";
import { wholeUnits } from "./quote-pricing";
import type { QuoteContent } from "./quotes.schema";

export interface HotelAnswer {
  status: 1 | -1;
  reason: string;
  otherReason: string;
}

/** YYYY-MM-DD plus `days`, in UTC (dates carry no time of day). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysOf(content: QuoteContent, startDate: string | null): QuoteDayInfo[] {
  return content.days.map((day, i) => ({
    cityId: day.cityId,
    cityName: day.cityName,
    tripDayId: day.tripDayId,
    dayOfItinerary: i + 1,
    dateOfItinerary: startDate ? addDays(startDate, i) : null,
    title: day.title,
    description: day.description,
  }));
}

/** Stays in order, each covering the nights after the previous one's (night n follows day n). */
export function hotelsOf(
  content: QuoteContent,
  answers: ReadonlyMap<string, HotelAnswer>,
): QuoteHotelStay[] {
  let night = 0;
  return content.stays.map((stay) => {
    const days = Array.from({ length: stay.nights }, (_, i) => night + i + 1);
    night += stay.nights;
    const firstDay = content.days[(days[0] ?? 1) - 1];
    return {
      quoteCityId: stay.quoteCityId,
      city: stay.city,
      nights: stay.nights,
      days,
      hotelInfos: stay.hotels.map((hotel, i) => {
        const answer = answers.get(hotel.hotelKey);
        return {
          hotelId: hotel.hotelId,
          hotelKey: hotel.hotelKey,
          city: hotel.city,
          name: hotel.name,
          description: hotel.description,
          rating: hotel.rating,
          // Rows saved before decision 0186 may hold outside pictures and links: never shown.
          hotelImages: hotel.images.filter(isSiteImagePath),
          address: hotel.address,
          taUrl: linkTarget(hotel.link) ? hotel.link : "",
          tripDayId: firstDay?.tripDayId ?? "",
          quoteCityId: stay.quoteCityId,
          isAlternative: i > 0,
          selectionStatus: (answer?.status ?? 0) as HotelSelectionStatus,
          rejection:
            answer?.status === -1
              ? { reason: answer.reason, otherReason: answer.otherReason }
              : null,
        };
      }),
    };
  });
}

export function pricingInfoOf(pricing: QuotePricing): PricingInfo {
  const currency = pricing.currency as CurrencyCode;
  const perPerson = formatMoney(
    { amountMinor: pricing.perPersonMinor, currency },
    { fractionDigits: 0 },
  );
  return {
    price: wholeUnits(pricing.perPersonMinor, currency),
    priceInRupee: wholeUnits(pricing.totalInRupeeMinor, "INR"),
    currency,
    perPersonText: `${perPerson} per person`,
    totalPrice: wholeUnits(pricing.totalMinor, currency),
  };
}

/** What changed between two sent versions (issue 9 §3), matched by the stable keys. */
export function diffVersions(
  from: { version: number; content: QuoteContent; pricing: QuotePricing },
  to: { version: number; content: QuoteContent; pricing: QuotePricing },
): QuoteDiff {
  const before = new Map(from.content.days.map((d, i) => [d.tripDayId, { ...d, n: i + 1 }]));
  const after = new Set(to.content.days.map((d) => d.tripDayId));
  const days: QuoteDiff["days"] = [];
  to.content.days.forEach((day, i) => {
    const old = before.get(day.tripDayId);
    if (!old) days.push({ dayOfItinerary: i + 1, change: "added", title: day.title });
    else if (
      old.title !== day.title ||
      old.description !== day.description ||
      old.cityName !== day.cityName ||
      old.n !== i + 1
    ) {
      days.push({ dayOfItinerary: i + 1, change: "changed", title: day.title });
    }
  });
  for (const [id, old] of before) {
    if (!after.has(id)) days.push({ dayOfItinerary: old.n, change: "removed", title: old.title });
  }

  const proposed = (content: QuoteContent) =>
    new Map(content.stays.map((s) => [s.quoteCityId, s] as const));
  const oldStays = proposed(from.content);
  const newStays = proposed(to.content);
  const hotels: QuoteDiff["hotels"] = [];
  for (const [id, stay] of newStays) {
    const old = oldStays.get(id);
    const names = stay.hotels.map((h) => h.name).join(" / ");
    if (!old) {
      hotels.push({ city: stay.city, change: "added", name: names });
      continue;
    }
    const oldNames = old.hotels.map((h) => h.name).join(" / ");
    const same =
      oldNames === names &&
      old.nights === stay.nights &&
      JSON.stringify(old.hotels) === JSON.stringify(stay.hotels);
    if (!same) hotels.push({ city: stay.city, change: "changed", name: names, was: oldNames });
  }
  for (const [id, old] of oldStays) {
    if (!newStays.has(id)) {
      hotels.push({
        city: old.city,
        change: "removed",
        name: old.hotels.map((h) => h.name).join(" / "),
      });
    }
  }

  const setDiff = (a: string[], b: string[]) => ({
    added: b.filter((x) => !a.includes(x)),
    removed: a.filter((x) => !b.includes(x)),
  });
  const price =
    from.pricing.totalMinor !== to.pricing.totalMinor ||
    from.pricing.currency !== to.pricing.currency
      ? { fromTotalMinor: from.pricing.totalMinor, toTotalMinor: to.pricing.totalMinor }
      : null;
  return {
    fromVersion: from.version,
    toVersion: to.version,
    days,
    hotels,
    inclusions: setDiff(from.content.inclusions, to.content.inclusions),
    exclusions: setDiff(from.content.exclusions, to.content.exclusions),
    price,
  };
}

/** "98•••••345": enough to recognise, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 5) return "•".repeat(digits.length);
  return `${digits.slice(0, 2)}${"•".repeat(digits.length - 5)}${digits.slice(-3)}`;
}

/** "a•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** A card for an agent the directory does not know (deleted agency, tests without agents). */
export function unknownAgentCard(id: number): AgentCard {
  return {
    id,
    encodedId: String(id),
    companyName: "Travel agent",
    profilePicture: "",
    displayRating: 0,
    agentsConvertedTrips: 0,
    reviewsCount: 0,
    testimonialUrl: "",
    email: "",
    mobileNumber: "",
    verified: false,
    yearsInBusiness: 0,
    responseTimeHours: 0,
    languages: [],
    destinations: [],
  };
}
