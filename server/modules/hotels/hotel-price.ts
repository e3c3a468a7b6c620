import { nightsBetween, nightsOf } from "../../../common/hotel-stay";
import { BOARDS, type Board, priceLevelOf, type RateClass } from "../../../common/hotels";
import { baseAllotment, NON_REFUNDABLE_OFF, stayPrice } from "./hotel-rates";
import type { HotelRow, RoomTypeRow, StayQuery } from "./hotel-views";

// The one hotel price (decision 0217): what a hotel costs for a stay is the cheapest option a
// guest can book for those dates and rooms: a room type that fits every room's guests and has
// enough rooms free on every night, at its cheapest board and rate class, after the hotel's
// discount. The listing card, sort and price filter, similar properties, the month summary,
// deals, search results and the hotel page's "best price" all read it from here.

export interface HotelStayPrice {
  /** Every room and night before the hotel's discount (paise). */
  totalMinor: number;
  /** What the guest pays for the whole stay (paise). */
  discountedMinor: number;
  nights: number;
  rooms: number;
  /** The discounted price per night for every room together, to whole rupees (paise). */
  perNightMinor: number;
}

export const fitsRoom = (
  t: Pick<RoomTypeRow, "maxAdults" | "maxChildren" | "maxGuests">,
  r: { adults: number; children: number },
) => r.adults <= t.maxAdults && r.children <= t.maxChildren && r.adults + r.children <= t.maxGuests;

/** Rooms of a type free on every night of the stay (0 beyond the booking horizon). */
export function freeRooms(
  t: Pick<RoomTypeRow, "id" | "allotment">,
  nights: readonly string[],
  taken: ReadonlyMap<string, number>,
  horizon: string,
): number {
  let free = Number.POSITIVE_INFINITY;
  for (const night of nights) {
    if (night > horizon) return 0;
    free = Math.min(free, baseAllotment(t, night) - (taken.get(`${t.id}/${night}`) ?? 0));
  }
  return Math.max(0, free === Number.POSITIVE_INFINITY ? 0 : free);
}

/**
 * A room type's cheapest option is its first board in BOARDS order (supplements only grow:
 * room only, breakfast, half, full board) at the non-refundable rate (NON_REFUNDABLE_OFF below
 * the refundable one), and every price step is monotone, so one option per room type is priced,
 * not all eight: a price sort prices every match of a destination.
 */
const CHEAPEST_RATE_CLASS: RateClass = NON_REFUNDABLE_OFF > 0 ? "non_refundable" : "refundable";

/** Whole rupees of paise, as every displayed hotel amount is. */
const toRupee = (minor: number) => Math.round(minor / 100) * 100;

/**
 * The cheapest bookable option of a hotel for a stay, or null when no room type can take the
 * guests on every night. `taken` holds rooms booked per `${roomTypeId}/${night}`.
 */
export function hotelStayPrice(
  hotel: Pick<HotelRow, "discountPercent">,
  types: readonly RoomTypeRow[],
  stay: StayQuery,
  taken: ReadonlyMap<string, number>,
  horizon: string,
): HotelStayPrice | null {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  let best: HotelStayPrice | null = null;
  for (const t of types) {
    if (!stay.rooms.every((r) => fitsRoom(t, r))) continue;
    if (freeRooms(t, nights, taken, horizon) < stay.rooms.length) continue;
    const board = BOARDS.find((b) => (t.boards as Board[]).includes(b));
    if (!board) continue;
    const price = stayPrice(
      t,
      stay.checkIn,
      stay.checkOut,
      stay.rooms,
      board,
      CHEAPEST_RATE_CLASS,
      hotel.discountPercent,
    );
    if (best && price.discountedMinor >= best.discountedMinor) continue;
    const n = nightsBetween(stay.checkIn, stay.checkOut);
    best = {
      totalMinor: price.totalMinor,
      discountedMinor: price.discountedMinor,
      nights: n,
      rooms: stay.rooms.length,
      perNightMinor: toRupee(price.discountedMinor / n),
    };
  }
  return best;
}

/** Cheaper first, sold-out last, then by id: the "Price: low to high" order of what cards show. */
export function byPrice(
  a: { id: number; price: HotelStayPrice | null },
  b: { id: number; price: HotelStayPrice | null },
): number {
  if (a.price && b.price && a.price.discountedMinor !== b.price.discountedMinor)
    return a.price.discountedMinor - b.price.discountedMinor;
  if (!a.price !== !b.price) return a.price ? -1 : 1;
  return a.id - b.id;
}

/** The price-filter level of a stay price: its price per room and night, in rupees. */
export const priceLevelOfStay = (p: HotelStayPrice): number =>
  priceLevelOf(p.perNightMinor / p.rooms / 100);
