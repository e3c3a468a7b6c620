// The one place a page, a mail or a PDF turns a time, an amount, a count or a booking state into
// text (decision 0200). Every formatter here gives the same bytes on the server and in any
// browser: dates and times are assembled from Intl's numeric parts and our own month names, so
// neither an ICU update ("Sept") nor a browser's locale data can make the hydrated page differ
// from the server's render. scripts/check-formatting.test.ts fails where app/ or server/ formats
// by hand instead.
import {
  audienceOf,
  BOOKING_STATE_TABLE,
  type BookingAudience,
  type BookingState,
} from "./booking-state";
import type { CurrencyCode } from "./locale";
import { formatMoney, isWholeMinor } from "./money";
import { MONTH_NAMES, MONTH_SHORT } from "./months";
import type { Role } from "./roles";

export { formatMoney, wholeMinor } from "./money";

// ---------------------------------------------------------------------------------------------
// Time zones
// ---------------------------------------------------------------------------------------------

/** Where most travellers and agents are, and the zone of mails, PDFs and a first render. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** The cookie the browser sets to its own IANA zone, read by the server for its next render. */
export const TIME_ZONE_COOKIE = "tz";

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const validZones = new Map<string, boolean>();

/** Whether `zone` is an IANA time zone this runtime knows ("Asia/Kolkata", "UTC"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length > 64 || !ZONE_SHAPE.test(zone)) return false;
  const known = validZones.get(zone);
  if (known !== undefined) return known;
  let ok = true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    ok = false;
  }
  if (validZones.size < 1000) validZones.set(zone, ok);
  return ok;
}

/** The zone a `Cookie` header names in `tz`, or the default when it names none or nonsense. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string {
  if (!cookieHeader) return DEFAULT_TIME_ZONE;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== TIME_ZONE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return DEFAULT_TIME_ZONE;
    }
    return isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
  }
  return DEFAULT_TIME_ZONE;
}

/** The `tz` cookie for `zone`: a year, the whole site, readable by the page's script. */
export function timeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

// ---------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------

/** A calendar date, "2026-12-01": a day, not an instant, so no zone ever moves it. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-6, Sunday first */
  weekday: number;
  hour: number;
  minute: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    if (partFormats.size < 200) partFormats.set(zone, format);
  }
  return format;
}

/** The wall clock at `value` in `zone`; a calendar date is that day at midnight, zone-free. */
function wallClock(value: string | Date, zone: string): WallClock | null {
  if (typeof value === "string") {
    const day = CALENDAR_DATE.exec(value);
    if (day) {
      const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) return null;
      return {
        year: at.getUTCFullYear(),
        month: at.getUTCMonth() + 1,
        day: at.getUTCDate(),
        weekday: at.getUTCDay(),
        hour: 0,
        minute: 0,
      };
    }
  }
  const at = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const p of partsFormat(isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE).formatToParts(at)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

function dateText(c: WallClock, weekday: boolean): string {
  const day = `${c.day} ${MONTH_SHORT[c.month - 1]} ${c.year}`;
  return weekday ? `${WEEKDAY_SHORT[c.weekday]}, ${day}` : day;
}

function timeText(c: WallClock): string {
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  return `${hour12}:${String(c.minute).padStart(2, "0")} ${c.hour < 12 ? "am" : "pm"}`;
}

export interface DateOptions {
  /** "Sat, 12 Dec 2026" rather than "12 Dec 2026" (stays and travel days). */
  weekday?: boolean;
}

/**
 * The one date style, "28 Nov 2026": a calendar date ("2026-12-01") as it is, an instant as the
 * day it is in `zone`. Anything unreadable comes back as it came, so a bad value shows, not "".
 */
export function formatDate(
  value: string | Date,
  zone: string = DEFAULT_TIME_ZONE,
  options: DateOptions = {},
): string {
  const c = wallClock(value, zone);
  return c ? dateText(c, options.weekday ?? false) : String(value);
}

/** The one time style, "3:09 pm", in `zone`. */
export function formatTime(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const c = wallClock(value, zone);
  return c ? timeText(c) : String(value);
}

/** "28 Nov 2026, 3:09 pm" in `zone`. */
export function formatDateTime(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const c = wallClock(value, zone);
  return c ? `${dateText(c, false)}, ${timeText(c)}` : String(value);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * "12 Jan 2027, 7:10 am" from a wall-clock "2027-01-12T07:10" with no zone (a flight's local
 * time at its airport): shown as written, never moved into the reader's zone.
 */
export function formatLocalDateTime(value: string): string {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return value;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const c = {
    year,
    month,
    day,
    hour,
    minute,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
  return `${dateText(c, false)}, ${timeText(c)}`;
}

/** "March 2024" from "2024-03" (or a date or instant in it); anything else as it came. */
export function formatMonth(value: string, zone: string = DEFAULT_TIME_ZONE): string {
  const ym = YEAR_MONTH.exec(value);
  if (ym) {
    const name = MONTH_NAMES[Number(ym[2]) - 1];
    return name ? `${name} ${ym[1]}` : value;
  }
  const c = wallClock(value, zone);
  return c ? `${MONTH_NAMES[c.month - 1]} ${c.year}` : value;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "2 min ago", "3 h ago", "yesterday", "4 days ago", then the date: for what people
 * glance at (chat, the bell, an inbox). `now` is the loader's clock, never the browser's, so the
 * server's render and the hydrated page agree; a time ahead of `now` reads "just now".
 */
export function formatRelative(
  value: string | Date,
  now: string | Date,
  zone: string = DEFAULT_TIME_ZONE,
): string {
  const at = typeof value === "string" ? Date.parse(value) : value.getTime();
  const ref = typeof now === "string" ? Date.parse(now) : now.getTime();
  if (Number.isNaN(at) || Number.isNaN(ref)) return String(value);
  const ms = ref - at;
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  const today = wallClock(new Date(ref), zone);
  const then = wallClock(new Date(at), zone);
  if (!today || !then) return String(value);
  const days = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) -
      Date.UTC(then.year, then.month - 1, then.day)) /
      DAY,
  );
  if (days <= 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return dateText(then, false);
}

/**
 * A message's stamp: the time alone today, "yesterday, 3:09 pm", else the date and time, all in
 * `zone` (chat and the notification list).
 */
export function formatStamp(
  value: string | Date,
  now: string | Date,
  zone: string = DEFAULT_TIME_ZONE,
): string {
  const c = wallClock(value, zone);
  const today = wallClock(now, zone);
  if (!c || !today) return String(value);
  const days = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(c.year, c.month - 1, c.day)) / DAY,
  );
  if (days === 0) return `Today, ${timeText(c)}`;
  if (days === 1) return `Yesterday, ${timeText(c)}`;
  return `${dateText(c, false)}, ${timeText(c)}`;
}

/** The calendar day, "2026-11-28", at `value` in `zone` (for date inputs and comparisons). */
export function calendarDay(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const c = wallClock(value, zone);
  if (!c) return "";
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers and money
// ---------------------------------------------------------------------------------------------

/** A count grouped the Indian way, "1,18,400", as every number on the site is. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? "-" : "";
  const whole = String(Math.round(Math.abs(n)));
  return `${sign}${groupIndian(whole)}`;
}

/** "1,18,400": the last three digits, then pairs (the lakh and crore grouping). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}`;
}

/** An amount in integer minor units, whole units when whole (decision 0193), paise when not. */
export function formatAmount(amountMinor: number, currency: string): string {
  const cur = currency as CurrencyCode;
  return formatMoney(
    { amountMinor, currency: cur },
    { fractionDigits: isWholeMinor(amountMinor, cur) ? 0 : 2 },
  );
}

/** Whole rupees given as rupees (budgets, "from" prices stored in major units): "₹1,18,400". */
export function formatRupees(rupees: number): string {
  return formatMoney({ amountMinor: Math.round(rupees) * 100, currency: "INR" });
}

/** A coordinate for a map link, "9.9312" (four decimals, about 11 m). */
export function formatCoordinate(degrees: number): string {
  return Number.isFinite(degrees) ? degrees.toFixed(4) : "";
}

/** A rating out of 5 with one decimal, "4.5". */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating)) return "";
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/**
 * A distance, "0.4 km", "2.5 km", "12 km", "1,240 km": tenths under 10 km, whole kilometres
 * above; a distance that rounds to nothing reads "under 1 km", never "0 km".
 */
export function formatDistanceKm(km: number): string {
  if (!Number.isFinite(km) || km < 0) return "";
  if (km < 10) {
    const tenths = Math.round(km * 10) / 10;
    if (tenths === 0) return "under 1 km";
    return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} km`;
  }
  return `${formatCount(km)} km`;
}

/** "12 KB", "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const pluralRules = new Intl.PluralRules("en-IN");

export interface PluralForms {
  one: string;
  other: string;
}

/** The word for `n` by the language's plural rules: plural(1, CHILD) → "child". */
export function pluralWord(n: number, forms: PluralForms | string): string {
  const f = typeof forms === "string" ? { one: forms, other: `${forms}s` } : forms;
  return pluralRules.select(n) === "one" ? f.one : f.other;
}

/** "1 child", "2 children", "1,200 reviews": the count grouped, the word by the plural rules. */
export function plural(n: number, forms: PluralForms | string): string {
  return `${formatCount(n)} ${pluralWord(n, forms)}`;
}

/** Nouns the site counts, so each irregular plural is written once. */
export const NOUNS = {
  adult: { one: "adult", other: "adults" },
  child: { one: "child", other: "children" },
  day: { one: "day", other: "days" },
  night: { one: "night", other: "nights" },
  room: { one: "room", other: "rooms" },
  review: { one: "review", other: "reviews" },
  result: { one: "result", other: "results" },
  quote: { one: "quote", other: "quotes" },
  traveller: { one: "traveller", other: "travellers" },
  person: { one: "person", other: "people" },
} as const satisfies Record<string, PluralForms>;

/** The label of a booking state for whoever reads it (decision 0193's one table). */
export function bookingStateLabel(state: BookingState, reader: BookingAudience | Role): string {
  const audience: BookingAudience =
    reader === "traveller" || reader === "agent" || reader === "staff"
      ? reader
      : audienceOf(reader);
  return BOOKING_STATE_TABLE[state][audience];
}

/** A rate in basis points as a percentage: 1000 → "10 %", 1250 → "12.5 %" (commission). */
export function formatBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))} %`;
}
