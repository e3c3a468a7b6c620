import { and, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import {
  BUILDER_HOTELS_LIMIT,
  type BuilderHotelOption,
  type BuilderHotelQuery,
  type BuilderHotelResults,
  type BuilderRoomOption,
  roomsFor,
} from "../../../common/builder-hotels";
import { addDays, nightsBetween, validStayDates } from "../../../common/hotel-stay";
import { buildHotelUrl } from "../../../common/hotel-url";
import { slugify } from "../../../common/hotels";
import type { HotelPlaces } from "../catalog";
import type { HotelOffers, HotelsContext } from "./hotel-offers";
import { type HotelRow, hotelImageUrl } from "./hotel-views";
import { hotels } from "./hotels.schema";

// The site's hotels as an agent's quote builder reads them (decision 0209): a city's hotels
// for a stay's dates and the trip's rooms, priced by the same offers the booking pages use,
// and the one that best fits a package's hotel category. Read-only: nothing is held or booked.

const PICTURES = 3;
/** How far ahead an undated trip is priced: a month out, when rates are ordinary. */
const UNDATED_LEAD_DAYS = 30;

export function createHotelPicks(
  { db, today }: HotelsContext,
  offers: HotelOffers,
  catalogue: HotelPlaces,
) {
  /** The stay to price: the trip's own dates when they are bookable, else a month from today. */
  function stayOf(query: BuilderHotelQuery) {
    const day = today();
    let checkIn = query.checkIn ?? addDays(day, UNDATED_LEAD_DAYS);
    if (!validStayDates(checkIn, addDays(checkIn, query.nights), day))
      checkIn = addDays(day, UNDATED_LEAD_DAYS);
    return {
      checkIn,
      checkOut: addDays(checkIn, query.nights),
      rooms: roomsFor(query.adults, query.children),
    };
  }

  async function placeOf(query: BuilderHotelQuery) {
    const slug = slugify(query.city);
    const place = slug ? await catalogue.placeBySlug(slug) : null;
    const cityNames = new Map(place?.cities.map((c) => [c.id, c.name]));
    const where: SQL | null = query.cityId
      ? eq(hotels.cityId, query.cityId)
      : place?.city
        ? eq(hotels.cityId, place.city.id)
        : place
          ? eq(hotels.destinationId, place.destination.id)
          : null;
    return { where, cityNames };
  }

  function optionOf(
    h: HotelRow,
    city: string,
    stay: ReturnType<typeof stayOf>,
    options: BuilderRoomOption[],
  ): BuilderHotelOption {
    return {
      hotelId: h.id,
      cityId: h.cityId,
      city,
      name: h.name,
      stars: h.starRating,
      area: h.addressBrief,
      themes: h.themes,
      address: h.addressLine,
      description: h.description.slice(0, 400),
      images: Array.from({ length: PICTURES }, (_, n) => hotelImageUrl(h.id, n, "card")),
      link: buildHotelUrl(h.slug),
      checkIn: stay.checkIn,
      nights: nightsBetween(stay.checkIn, stay.checkOut),
      rooms: stay.rooms.length,
      cheapest: options[0] ?? null,
      options,
    };
  }

  /** Each hotel's options for the stay, cheapest first; hotels sold out on a night have none. */
  async function priced(rows: HotelRow[], stay: ReturnType<typeof stayOf>) {
    const types = await offers.roomTypesOf(rows.map((h) => h.id));
    const taken = await offers.takenOn(
      types.map((t) => t.id),
      stay.checkIn,
      stay.checkOut,
    );
    return new Map(
      rows.map((h) => {
        const own = types.filter((t) => t.hotelId === h.id);
        const options: BuilderRoomOption[] = offers
          .offers(h, own, stay, taken)
          .filter((o) => o.available > 0)
          .flatMap((o) =>
            Object.values(o.boards).map((b) => ({
              room: o.name,
              board: b.board,
              boardName: b.boardName,
              refundable: b.refundable,
              totalMinor: b.price.discounted,
            })),
          )
          .sort((a, b) => a.totalMinor - b.totalMinor)
          .slice(0, 6);
        return [h.id, options] as const;
      }),
    );
  }

  /** A city's hotels for a stay, the asked class first, then the site's recommended order. */
  async function searchForStay(query: BuilderHotelQuery): Promise<BuilderHotelResults> {
    const stay = stayOf(query);
    const { where, cityNames } = await placeOf(query);
    if (!where)
      return { city: query.city, checkIn: stay.checkIn, nights: query.nights, hotels: [] };
    const filters: SQL[] = [where];
    if (query.q) filters.push(ilike(hotels.name, `%${query.q.replace(/[\\%_]/g, "\\$&")}%`));
    if (query.theme) filters.push(sql`${query.theme} = any(${hotels.themes})`);
    const rows = await db
      .select()
      .from(hotels)
      .where(and(...filters))
      .orderBy(
        query.stars ? sql`abs(${hotels.starRating} - ${query.stars})` : sql`0`,
        desc(hotels.score),
        hotels.id,
      )
      .limit(BUILDER_HOTELS_LIMIT);
    const prices = await priced(rows, stay);
    return {
      city: query.city,
      checkIn: stay.checkIn,
      nights: query.nights,
      hotels: rows.map((h) =>
        optionOf(h, cityNames.get(h.cityId) ?? query.city, stay, prices.get(h.id) ?? []),
      ),
    };
  }

  /** The hotel a package's stay starts with: its class, free on those nights, best scored. */
  async function pickForStay(query: BuilderHotelQuery): Promise<BuilderHotelOption | null> {
    const { hotels: found } = await searchForStay(query);
    return (
      found.find((h) => h.cheapest && h.stars === query.stars) ??
      found.find((h) => h.cheapest) ??
      null
    );
  }

  return { searchForStay, pickForStay };
}
