import {
  formatRoomStay,
  isIsoDate,
  parseRoomStay,
  type RoomGuests,
} from "../../../common/hotel-stay";
import {
  BOARDS,
  type Board,
  RATE_CLASS_INFO,
  RATE_CLASSES,
  type RateClass,
} from "../../../common/hotels";

// A rate key names one bookable rate: room type, board, rate class, stay and rooms, e.g.
// `r812.breakfast.NOR.2026-12-09.2026-12-12.2a@0c_2a@1c`. The server recomputes the price and
// the policy from it; nothing priced travels through the browser.

export interface RateKey {
  roomTypeId: number;
  board: Board;
  rateClass: RateClass;
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
}

const CODE_TO_CLASS = new Map(RATE_CLASSES.map((c) => [RATE_CLASS_INFO[c].code, c]));

export function formatRateKey(key: RateKey): string {
  return [
    `r${key.roomTypeId}`,
    key.board,
    RATE_CLASS_INFO[key.rateClass].code,
    key.checkIn,
    key.checkOut,
    formatRoomStay(key.rooms),
  ].join(".");
}

export function parseRateKey(value: string): RateKey | null {
  if (typeof value !== "string" || value.length > 120) return null;
  const parts = value.split(".");
  if (parts.length !== 6) return null;
  const [r, board, code, checkIn, checkOut, stay] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const id = /^r([1-9]\d{0,9})$/.exec(r);
  const rateClass = CODE_TO_CLASS.get(code);
  const rooms = parseRoomStay(stay);
  if (!id || !rateClass || !rooms || !(BOARDS as readonly string[]).includes(board)) return null;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return null;
  const roomTypeId = Number(id[1]);
  if (roomTypeId > 2_147_483_647) return null;
  return { roomTypeId, board: board as Board, rateClass, checkIn, checkOut, rooms };
}
