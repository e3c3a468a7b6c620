import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import {
  addDays,
  nightsBetween,
  nightsOf,
  type RoomGuests,
  validStayDates,
} from "../../../common/hotel-stay";
import {
  BOARD_LABELS,
  type Board,
  RATE_CLASS_INFO,
  RATE_CLASSES,
  type RateClass,
} from "../../../common/hotels";
import type { Db } from "../../db";
import {
  baseAllotment,
  cancellationPolicy,
  type PolicyStep,
  policyText,
  type RateRoomType,
  stayPrice,
} from "./hotel-rates";
import {
  type BoardOption,
  CURRENCY,
  type HotelCard,
  type HotelRow,
  type RoomOffer,
  type RoomTypeRow,
  type StayQuery,
} from "./hotel-views";
import { invalidRateKey, invalidStay } from "./hotels.errors";
import { hotelRoomNights, hotelRoomTypes, hotels } from "./hotels.schema";
import { formatRateKey, parseRateKey, type RateKey } from "./rate-key";

// Rates and availability for a stay, read live: which room types fit the guests, how many rooms
// are free on every night (the allotment less what bookings took), what each board and rate
// class costs and how it may be cancelled. The search pages and the booking both ask here.

/** What every slice of the hotels service shares: the database and the clock. */
export interface HotelsContext {
  db: Db;
  now: () => Date;
  /** Today's date (ISO) by the clock. */
  today: () => string;
}

const fits = (t: Pick<RoomTypeRow, "maxAdults" | "maxChildren" | "maxGuests">, r: RoomGuests) =>
  r.adults <= t.maxAdults && r.children <= t.maxChildren && r.adults + r.children <= t.maxGuests;

const selectionIdOf = (roomCode: string, board: Board, rateClass: RateClass) =>
  `${roomCode}-${board}-${RATE_CLASS_INFO[rateClass].code}`;

export function createHotelOffers({ db, today }: HotelsContext) {
  async function roomTypesOf(hotelIds: number[]): Promise<RoomTypeRow[]> {
    if (!hotelIds.length) return [];
    return db
      .select()
      .from(hotelRoomTypes)
      .where(inArray(hotelRoomTypes.hotelId, hotelIds))
      .orderBy(asc(hotelRoomTypes.hotelId), asc(hotelRoomTypes.position));
  }

  /** Rooms taken per room type and night of the stay. */
  async function takenOn(roomTypeIds: number[], checkIn: string, checkOut: string) {
    const taken = new Map<string, number>();
    if (!roomTypeIds.length) return taken;
    const rows = await db
      .select()
      .from(hotelRoomNights)
      .where(
        and(
          inArray(hotelRoomNights.roomTypeId, roomTypeIds),
          gte(hotelRoomNights.night, checkIn),
          lt(hotelRoomNights.night, checkOut),
        ),
      );
    for (const r of rows) taken.set(`${r.roomTypeId}/${r.night}`, r.taken);
    return taken;
  }

  /** Rooms of a type free on every night of the stay (0 beyond the booking horizon). */
  function freeRooms(
    t: RateRoomType,
    nights: string[],
    taken: Map<string, number>,
    horizon: string,
  ) {
    let free = Number.POSITIVE_INFINITY;
    for (const night of nights) {
      if (night > horizon) return 0;
      free = Math.min(free, baseAllotment(t, night) - (taken.get(`${t.id}/${night}`) ?? 0));
    }
    return Math.max(0, free === Number.POSITIVE_INFINITY ? 0 : free);
  }

  const horizon = () => addDays(today(), 365);

  function validateStay(stay: StayQuery) {
    if (!validStayDates(stay.checkIn, stay.checkOut, today()))
      throw invalidStay(
        "Choose a check-in from today and a check-out after it (at most 30 nights).",
      );
    if (!stay.rooms.length || stay.rooms.length > 5) throw invalidStay("Choose one to five rooms.");
  }

  /** Every option of a hotel for a stay: per room type, its boards × rate classes. */
  function offers(
    hotel: Pick<HotelRow, "id" | "discountPercent">,
    types: RoomTypeRow[],
    stay: StayQuery,
    taken: Map<string, number>,
  ): RoomOffer[] {
    const nights = nightsOf(stay.checkIn, stay.checkOut);
    const h = horizon();
    const day = today();
    return types.map((t) => {
      const fitsAll = stay.rooms.every((r) => fits(t, r));
      const free = freeRooms(t, nights, taken, h);
      const offered = fitsAll && free >= stay.rooms.length;
      const boards: Record<string, BoardOption> = {};
      if (offered) {
        for (const board of t.boards as Board[]) {
          for (const rateClass of RATE_CLASSES) {
            const price = stayPrice(
              t,
              stay.checkIn,
              stay.checkOut,
              stay.rooms,
              board,
              rateClass,
              hotel.discountPercent,
            );
            const selectionId = selectionIdOf(t.code, board, rateClass);
            const policy = cancellationPolicy(
              rateClass,
              t.freeCancelDays,
              stay.checkIn,
              day,
              price,
            );
            boards[selectionId] = {
              selectionId,
              roomCode: t.code,
              board,
              boardName: BOARD_LABELS[board],
              rateKey: formatRateKey({ roomTypeId: t.id, board, rateClass, ...stay }),
              rateClass,
              refundable: rateClass === "refundable",
              price: {
                currency: CURRENCY,
                unit: "per_stay",
                total: price.totalMinor,
                discounted: price.discountedMinor,
                rateClassName: RATE_CLASS_INFO[rateClass].name,
                rateClassCode: RATE_CLASS_INFO[rateClass].code,
              },
              nightly: price.nights,
              cancellation: {
                steps: policy,
                text: policyText(policy, stay.checkIn),
              },
            };
          }
        }
      }
      return {
        roomCode: t.code,
        name: t.name,
        bed: t.bed,
        sizeSqm: t.sizeSqm,
        maxAdults: t.maxAdults,
        maxChildren: t.maxChildren,
        maxGuests: t.maxGuests,
        available: offered ? free : 0,
        fits: fitsAll,
        boards,
      };
    });
  }

  /** The cheapest option per hotel for a stay (the listing's prices), or null when sold out. */
  async function stayQuotes(rows: HotelRow[], stay: StayQuery) {
    const types = await roomTypesOf(rows.map((h) => h.id));
    const taken = await takenOn(
      types.map((t) => t.id),
      stay.checkIn,
      stay.checkOut,
    );
    const byHotel = new Map<number, RoomTypeRow[]>();
    for (const t of types) byHotel.set(t.hotelId, [...(byHotel.get(t.hotelId) ?? []), t]);
    const out = new Map<number, HotelCard["stay"]>();
    for (const h of rows) {
      let best: HotelCard["stay"] = null;
      for (const offer of offers(h, byHotel.get(h.id) ?? [], stay, taken)) {
        for (const b of Object.values(offer.boards)) {
          if (!best || b.price.discounted < best.discountedMinor)
            best = {
              totalMinor: b.price.total,
              discountedMinor: b.price.discounted,
              nights: nightsBetween(stay.checkIn, stay.checkOut),
              rooms: stay.rooms.length,
            };
        }
      }
      out.set(h.id, best);
    }
    return out;
  }

  /** Re-checks a rate now: price, policy and whether every night is still free. */
  async function quoteRate(rateKey: string) {
    const key: RateKey | null = parseRateKey(rateKey);
    if (!key) throw invalidRateKey();
    validateStay(key);
    const [row] = await db
      .select({ rt: hotelRoomTypes, h: hotels })
      .from(hotelRoomTypes)
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(eq(hotelRoomTypes.id, key.roomTypeId))
      .limit(1);
    if (!row?.rt.boards.includes(key.board) || !key.rooms.every((r) => fits(row.rt, r)))
      throw invalidRateKey();
    const taken = await takenOn([row.rt.id], key.checkIn, key.checkOut);
    const free = freeRooms(row.rt, nightsOf(key.checkIn, key.checkOut), taken, horizon());
    const price = stayPrice(
      row.rt,
      key.checkIn,
      key.checkOut,
      key.rooms,
      key.board,
      key.rateClass,
      row.h.discountPercent,
    );
    const policy = cancellationPolicy(
      key.rateClass,
      row.rt.freeCancelDays,
      key.checkIn,
      today(),
      price,
    );
    return {
      ...key,
      rateKey,
      hotel: row.h,
      roomType: row.rt,
      available: free >= key.rooms.length,
      price,
      policy,
      priceObject: {
        currency: CURRENCY,
        unit: "per_stay" as const,
        total: price.totalMinor,
        discounted: price.discountedMinor,
        rateClassName: RATE_CLASS_INFO[key.rateClass].name,
        rateClassCode: RATE_CLASS_INFO[key.rateClass].code,
      },
    };
  }

  /** Cancellation policies keyed by rate key (§7); unknown keys are left out. */
  async function cancellationPolicies(rateKeys: string[]) {
    const out: Record<
      string,
      { rateKey: string; refundable: boolean; steps: PolicyStep[]; text: string[] }
    > = {};
    for (const key of rateKeys.slice(0, 50)) {
      const quote = await quoteRate(key).catch(() => null);
      if (quote)
        out[key] = {
          rateKey: key,
          refundable: quote.rateClass === "refundable",
          steps: quote.policy,
          text: policyText(quote.policy, quote.checkIn),
        };
    }
    return out;
  }

  return {
    roomTypesOf,
    takenOn,
    validateStay,
    offers,
    stayQuotes,
    quoteRate,
    cancellationPolicies,
  };
}

export type HotelOffers = ReturnType<typeof createHotelOffers>;
