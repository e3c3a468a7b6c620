// Dates and rooms of a hotel search (browsing spec §5, §9), the same rules in browser and server.
//
// - A date is valid only as YYYY-MM-DD (a real calendar day) and not before today; checkout
//   only when later than checkin. Stays longer than MAX_NIGHTS are refused too (ours).
// - Invalid URL dates fall back to the saved search (cookie hotel_search), then to check-in 15
//   days ahead and check-out 16; only then is the check-in field focused.
// - roomStay is rooms joined by '_', each `{adults}a@{children}c`; a room over 3 guests (or
//   without an adult) makes it invalid: the saved rooms apply, else one room of 2 adults.
import {
  DEFAULT_CHECKIN_DAYS_AHEAD,
  DEFAULT_NIGHTS,
  DEFAULT_ROOM,
  MAX_NIGHTS,
  MAX_ROOMS,
  ROOM_MAX_GUESTS,
} from "./hotels";

export interface RoomGuests {
  adults: number;
  children: number;
}

/** The saved hotel search (§3): hotel_id, checkInDate, checkOutDate, rooms. */
export interface SavedHotelSearch {
  hotel_id: number | null;
  checkInDate: string;
  checkOutDate: string;
  rooms: RoomGuests[];
}

export interface ResolvedStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: RoomGuests[];
  datesFrom: "url" | "saved" | "default";
  roomsFrom: "url" | "saved" | "default";
  /** True when the defaults applied: the page focuses the check-in field. */
  focusCheckIn: boolean;
}

/** The marketplace's calendar is India's: 'today' is the date in Asia/Kolkata. */
export const STAY_TIME_ZONE = "Asia/Kolkata";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function todayIso(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: STAY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  const a = Date.parse(`${checkIn}T00:00:00Z`);
  const b = Date.parse(`${checkOut}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** Every night of a stay, check-in included, check-out excluded. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/** §5: both dates valid, check-in not before today, check-out after check-in. */
export function validStayDates(
  checkIn: unknown,
  checkOut: unknown,
  today: string,
): checkIn is string {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return false;
  if (checkIn < today) return false;
  const nights = nightsBetween(checkIn, checkOut);
  return nights >= 1 && nights <= MAX_NIGHTS;
}

export function validRoom(room: RoomGuests): boolean {
  return (
    Number.isInteger(room.adults) &&
    Number.isInteger(room.children) &&
    room.adults >= 1 &&
    room.children >= 0 &&
    room.adults + room.children <= ROOM_MAX_GUESTS
  );
}

const ROOM = /^(\d{1,2})a@(\d{1,2})c$/;

/** Reads `2a@0c_2a@1c`; null when any room is malformed or over 3 guests. */
export function parseRoomStay(value: string | null | undefined): RoomGuests[] | null {
  if (!value) return null;
  const parts = value.split("_");
  if (parts.length > MAX_ROOMS) return null;
  const rooms: RoomGuests[] = [];
  for (const part of parts) {
    const m = ROOM.exec(part);
    if (!m) return null;
    const room = { adults: Number(m[1]), children: Number(m[2]) };
    if (!validRoom(room)) return null;
    rooms.push(room);
  }
  return rooms;
}

export function formatRoomStay(rooms: readonly RoomGuests[]): string {
  return rooms.map((r) => `${r.adults}a@${r.children}c`).join("_");
}

function validRooms(rooms: unknown): rooms is RoomGuests[] {
  return (
    Array.isArray(rooms) &&
    rooms.length >= 1 &&
    rooms.length <= MAX_ROOMS &&
    rooms.every((r) => typeof r === "object" && r !== null && validRoom(r as RoomGuests))
  );
}

/**
 * The stay a hotel page shows: the URL's dates and rooms when valid, else the saved search's,
 * else the defaults (§5).
 */
export function resolveStay(
  url: { checkin?: string | null; checkout?: string | null; roomStay?: string | null },
  saved: SavedHotelSearch | null,
  today: string,
): ResolvedStay {
  let checkIn: string;
  let checkOut: string;
  let datesFrom: ResolvedStay["datesFrom"];
  if (validStayDates(url.checkin, url.checkout, today)) {
    checkIn = url.checkin as string;
    checkOut = url.checkout as string;
    datesFrom = "url";
  } else if (saved && validStayDates(saved.checkInDate, saved.checkOutDate, today)) {
    checkIn = saved.checkInDate;
    checkOut = saved.checkOutDate;
    datesFrom = "saved";
  } else {
    checkIn = addDays(today, DEFAULT_CHECKIN_DAYS_AHEAD);
    checkOut = addDays(checkIn, DEFAULT_NIGHTS);
    datesFrom = "default";
  }
  const fromUrl = parseRoomStay(url.roomStay);
  let rooms: RoomGuests[];
  let roomsFrom: ResolvedStay["roomsFrom"];
  if (fromUrl) {
    rooms = fromUrl;
    roomsFrom = "url";
  } else if (saved && validRooms(saved.rooms)) {
    rooms = saved.rooms.map((r) => ({ adults: r.adults, children: r.children }));
    roomsFrom = "saved";
  } else {
    rooms = [{ ...DEFAULT_ROOM }];
    roomsFrom = "default";
  }
  return {
    checkIn,
    checkOut,
    nights: nightsBetween(checkIn, checkOut),
    rooms,
    datesFrom,
    roomsFrom,
    focusCheckIn: datesFrom === "default",
  };
}

/** The cookie's value: URI-encoded JSON of the saved search. */
export function encodeSavedSearch(search: SavedHotelSearch): string {
  return encodeURIComponent(JSON.stringify(search));
}

/** Reads the cookie's value; anything malformed is no saved search. */
export function decodeSavedSearch(value: string | null | undefined): SavedHotelSearch | null {
  if (!value || value.length > 2_000) return null;
  try {
    const raw = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
    if (typeof raw !== "object" || raw === null) return null;
    const id = raw.hotel_id;
    return {
      hotel_id: typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null,
      checkInDate: typeof raw.checkInDate === "string" ? raw.checkInDate : "",
      checkOutDate: typeof raw.checkOutDate === "string" ? raw.checkOutDate : "",
      rooms: validRooms(raw.rooms)
        ? raw.rooms.map((r) => ({ adults: r.adults, children: r.children }))
        : [],
    };
  } catch {
    return null;
  }
}

/** Reads the saved search out of a Cookie header. */
export function savedSearchFromCookieHeader(
  header: string | null | undefined,
  name: string,
): SavedHotelSearch | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeSavedSearch(part.slice(eq + 1).trim());
  }
  return null;
}
