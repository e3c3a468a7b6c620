import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { addDays, nightsOf, validStayDates } from "../../../common/hotel-stay";
import {
  BOARD_LABELS,
  type Board,
  RATE_CLASS_INFO,
  RATE_CLASSES,
  type RateClass,
} from "../../../common/hotels";
import type { Db } from "../../db";
import { fitsRoom, freeRooms, type HotelStayPrice, hotelStayPrice } from "./hotel-price";
import { cancellationPolicy, type PolicyStep, policyText, stayPrice } from "./hotel-rates";
import {
  type BoardOption,
  CURRENCY,
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
      const fitsAll = stay.rooms.every((r) => fitsRoom(t, r));
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

  /**
   * The one hotel price (hotel-price.ts) of each hotel for a stay; null when sold out. Hotels
   * need only their id and discount, so a listing can price every match before it sorts.
   */
  async function pricesFor(
    rows: readonly Pick<HotelRow, "id" | "discountPercent">[],
    stay: StayQuery,
  ): Promise<Map<number, HotelStayPrice | null>> {
    const types = await roomTypesOf(rows.map((h) => h.id));
    const taken = await takenOn(
      types.map((t) => t.id),
      stay.checkIn,
      stay.checkOut,
    );
    const byHotel = new Map<number, RoomTypeRow[]>();
    for (const t of types) {
      const list = byHotel.get(t.hotelId);
      if (list) list.push(t);
      else byHotel.set(t.hotelId, [t]);
    }
    const h = horizon();
    return new Map(
      rows.map((row) => [row.id, hotelStayPrice(row, byHotel.get(row.id) ?? [], stay, taken, h)]),
    );
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
    if (!row?.rt.boards.includes(key.board) || !key.rooms.every((r) => fitsRoom(row.rt, r)))
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
    pricesFor,
    horizon,
    quoteRate,
    cancellationPolicies,
  };
}

export type HotelOffers = ReturnType<typeof createHotelOffers>;
