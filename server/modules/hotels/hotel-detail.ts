import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { addDays } from "../../../common/hotel-stay";
import { buildHotelListingUrl, plainHotelRoute } from "../../../common/hotel-url";
import {
  type Board,
  facilityName,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
} from "../../../common/hotels";
import { DEFAULT_LOCALE } from "../../../common/locale";
import type { HotelPlaces } from "../catalog";
import type { HotelOffers, HotelsContext } from "./hotel-offers";
import { hotelStayPrice } from "./hotel-price";
import type { HotelSearch } from "./hotel-search";
import { cardOf, pictureOf, type StayQuery } from "./hotel-views";
import { hotelReviews, hotels } from "./hotels.schema";

// A hotel's own page: its facts, gallery, month price range, reviews, FAQs and similar hotels.

const SIMILAR_HOTELS = 4;

/** The plain listing of a destination or city, as its breadcrumb links to it. */
const hotelsIn = (slug: string) => buildHotelListingUrl(plainHotelRoute(DEFAULT_LOCALE, slug));

export function createHotelDetail(
  { db, today }: HotelsContext,
  { roomTypesOf, takenOn, pricesFor, horizon }: HotelOffers,
  search: Pick<HotelSearch, "place" | "hotelBySlug">,
  catalogue: Pick<HotelPlaces, "destinationSlugOf">,
) {
  /** Hotel detail (§3, §7): facts, gallery, month price range, testimonials, FAQs, similar. */
  async function detail(slug: string, input: { travelMonth?: string | null; stay: StayQuery }) {
    const h = await search.hotelBySlug(slug);
    if (!h) return null;
    const p = await search.place((await catalogue.destinationSlugOf(h.destinationId)) ?? "");
    const types = await roomTypesOf([h.id]);
    const reviews = await db
      .select()
      .from(hotelReviews)
      .where(eq(hotelReviews.hotelId, h.id))
      .orderBy(desc(hotelReviews.stayedOn));
    const similar = await db
      .select()
      .from(hotels)
      .where(
        and(
          eq(hotels.cityId, h.cityId),
          sql`${hotels.id} <> ${h.id}`,
          gte(hotels.starRating, h.starRating - 1),
          sql`${hotels.starRating} <= ${h.starRating + 1}`,
        ),
      )
      .orderBy(desc(hotels.score), asc(hotels.id))
      .limit(SIMILAR_HOTELS);
    const city = p?.cities.find((c) => c.id === h.cityId) ?? null;
    const t = today();
    const similarPrices = await pricesFor(similar, input.stay);
    // Month options: this month and the next 11. A month's range is the one hotel price of a
    // single night for the page's rooms, cheapest and dearest over the month's bookable nights,
    // so "a night costs from" is a price some night of that month can be booked at (0217).
    const first = `${t.slice(0, 7)}-01`;
    const last = horizon();
    const taken = await takenOn(
      types.map((rt) => rt.id),
      t,
      addDays(last, 1),
    );
    const monthRanges = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(`${first}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + i);
      const id = d.toISOString().slice(0, 7);
      let lo = Number.POSITIVE_INFINITY;
      let hi = 0;
      for (let night = id === t.slice(0, 7) ? t : `${id}-01`; night.startsWith(id); ) {
        const next = addDays(night, 1);
        if (night > last) break;
        const price = hotelStayPrice(
          h,
          types,
          { checkIn: night, checkOut: next, rooms: input.stay.rooms },
          taken,
          last,
        );
        if (price) {
          lo = Math.min(lo, price.discountedMinor);
          hi = Math.max(hi, price.discountedMinor);
        }
        night = next;
      }
      return { id, startPrice: lo === Number.POSITIVE_INFINITY ? 0 : lo, endPrice: hi };
    }).filter((m) => m.endPrice > 0);
    const next = new Date(`${first}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const defaultMonth = next.toISOString().slice(0, 7);
    const travelMonth =
      input.travelMonth && monthRanges.some((m) => m.id === input.travelMonth)
        ? input.travelMonth
        : defaultMonth;
    const chosen = monthRanges.find((m) => m.id === travelMonth) ?? monthRanges[0];
    const destinationName = p?.destination.name ?? "";
    const destinationSlug = p?.destination.slug ?? "";
    const nearby = (p?.landmarks ?? [])
      .filter((l) => l.cityId === h.cityId)
      .map((l) => ({
        name: l.name,
        kind: l.kind,
        point: l.point,
        km:
          Math.round(
            Math.hypot(
              (h.lat - l.point.lat) * 110.574,
              (h.lng - l.point.lng) * 111.32 * Math.cos((h.lat * Math.PI) / 180),
            ) * 10,
          ) / 10,
      }))
      .sort((a, b) => a.km - b.km);
    const facilities = h.facilityIds.map(facilityName).filter((f): f is string => f !== null);
    const breakfastRooms = types.filter((rt) => rt.boards.includes("breakfast")).length;
    const typeLabel = PROPERTY_TYPE_LABELS[h.propertyType as PropertyType]?.one ?? "Property";
    return {
      hotel: {
        ...cardOf(h),
        is_bookable_b2c: h.isBookableB2c,
        country: destinationName,
        description: h.description,
        addressLine: h.addressLine,
        lat: h.lat,
        lng: h.lng,
        checkInTime: h.checkInTime,
        checkOutTime: h.checkOutTime,
        city: city ? { slug: city.slug, name: city.name, lat: city.lat, lng: city.lng } : null,
        destination: { slug: destinationSlug, name: destinationName },
        gallery: Array.from({ length: h.galleryCount }, (_, n) =>
          pictureOf(h, n, n === 0 ? "banner" : "card"),
        ),
        nearby,
        roomTypes: types.map((rt) => ({
          code: rt.code,
          name: rt.name,
          bed: rt.bed,
          sizeSqm: rt.sizeSqm,
          maxAdults: rt.maxAdults,
          maxChildren: rt.maxChildren,
          maxGuests: rt.maxGuests,
          boards: rt.boards as Board[],
        })),
        monthOptions: { monthRanges },
        priceRange: { priceFrom: chosen?.startPrice ?? 0, priceTo: chosen?.endPrice ?? 0 },
        travelMonth,
      },
      testimonials: reviews.map((r) => ({
        id: r.id,
        author: r.author,
        authorCity: r.authorCity,
        rating: r.rating,
        title: r.title,
        body: r.body,
        tripType: r.tripType,
        stayedOn: r.stayedOn,
      })),
      breadcrumbs: [
        { label: "Home", href: "/" },
        { label: `Hotels in ${destinationName}`, href: p ? hotelsIn(destinationSlug) : null },
        ...(city && p && p.cities.length > 1
          ? [{ label: `Hotels in ${city.name}`, href: hotelsIn(city.slug) }]
          : []),
        { label: h.name, href: null },
      ],
      faqs: [
        {
          question: `What are the check-in and check-out times at ${h.name}?`,
          answer: `Check-in is from ${h.checkInTime} and check-out is until ${h.checkOutTime}.`,
        },
        {
          question: `How far is ${h.name} from ${h.landmarkName}?`,
          answer: `${h.name} is ${h.landmarkKm} km from ${h.landmarkName} in a straight line, and ${h.centreKm} km from the centre of ${city?.name ?? destinationName}.`,
        },
        {
          question: `Does ${h.name} serve breakfast?`,
          answer: breakfastRooms
            ? `Yes: ${breakfastRooms} of its ${types.length} room types can be booked with breakfast, and some with half or full board.`
            : "Rooms are sold room only; cafés and restaurants are nearby.",
        },
        {
          question: `What facilities does ${h.name} have?`,
          answer: facilities.length
            ? `${facilities.join(", ")}.`
            : "Ask the property when you book.",
        },
        {
          question: `Can I cancel my booking for free?`,
          answer:
            "Refundable rates can be cancelled free of charge until the date shown with the rate; after that the first night is charged, and from check-in the whole stay. Non-refundable rates are cheaper and cannot be refunded.",
        },
        {
          question: `What kind of property is ${h.name}?`,
          answer: `A ${h.starRating}-star ${typeLabel.toLowerCase()} rated ${h.userRating}/5 (${h.userRatingText}) by ${h.reviewsCount} guests.`,
        },
      ],
      similarHotels: similar.map((s) => ({ ...cardOf(s), stay: similarPrices.get(s.id) ?? null })),
    };
  }

  return detail;
}
