// Indian public holidays and the weekends they lengthen (weekend getaways, browsing spec §2
// "weekend_number", "weekend_type"). Dates are calendar days in India (IST); the clock is always
// passed in, so the same code answers for the server, the browser and tests.
import { MONTH_SHORT } from "./months";

export interface PublicHoliday {
  /** YYYY-MM-DD, India time. */
  date: string;
  name: string;
  /** Fixed by moon sighting; the government confirms or moves it closer to the day. */
  tentative?: true;
}

/**
 * The gazetted (closed) holidays of central government offices in Delhi: what most offices in
 * India give as days off. 2026 is the Department of Personnel and Training's list for 2026.
 * 2027 follows the same seventeen festivals, dated by the panchang (Hindu festivals) and the
 * expected crescent (Islamic festivals, marked tentative); replace it with the published DoPT
 * list when it is read, and add the next year before this table runs out.
 */
export const INDIA_PUBLIC_HOLIDAYS: readonly PublicHoliday[] = [
  { date: "2026-01-26", name: "Republic Day" },
  { date: "2026-03-04", name: "Holi" },
  { date: "2026-03-21", name: "Id-ul-Fitr", tentative: true },
  { date: "2026-03-26", name: "Ram Navami" },
  { date: "2026-03-31", name: "Mahavir Jayanti" },
  { date: "2026-04-03", name: "Good Friday" },
  { date: "2026-05-01", name: "Buddha Purnima" },
  { date: "2026-05-27", name: "Id-ul-Zuha (Bakrid)", tentative: true },
  { date: "2026-06-26", name: "Muharram", tentative: true },
  { date: "2026-08-15", name: "Independence Day" },
  { date: "2026-08-26", name: "Milad-un-Nabi", tentative: true },
  { date: "2026-09-04", name: "Janmashtami" },
  { date: "2026-10-02", name: "Mahatma Gandhi's Birthday" },
  { date: "2026-10-20", name: "Dussehra" },
  { date: "2026-11-08", name: "Diwali" },
  { date: "2026-11-24", name: "Guru Nanak's Birthday" },
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2027-01-26", name: "Republic Day" },
  { date: "2027-03-10", name: "Id-ul-Fitr", tentative: true },
  { date: "2027-03-22", name: "Holi" },
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-04-15", name: "Ram Navami" },
  { date: "2027-04-18", name: "Mahavir Jayanti" },
  { date: "2027-05-17", name: "Id-ul-Zuha (Bakrid)", tentative: true },
  { date: "2027-05-20", name: "Buddha Purnima" },
  { date: "2027-06-16", name: "Muharram", tentative: true },
  { date: "2027-08-15", name: "Independence Day" },
  { date: "2027-08-16", name: "Milad-un-Nabi", tentative: true },
  { date: "2027-08-25", name: "Janmashtami" },
  { date: "2027-10-02", name: "Mahatma Gandhi's Birthday" },
  { date: "2027-10-09", name: "Dussehra" },
  { date: "2027-10-29", name: "Diwali" },
  { date: "2027-11-14", name: "Guru Nanak's Birthday" },
  { date: "2027-12-25", name: "Christmas Day" },
];

const BY_DATE = new Map(INDIA_PUBLIC_HOLIDAYS.map((h) => [h.date, h]));

export function holidayOn(date: string): PublicHoliday | undefined {
  return BY_DATE.get(date);
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** Days since the epoch of a YYYY-MM-DD date (UTC midnight), so date arithmetic is exact. */
function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in India (UTC+05:30) at the instant `now`. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export const WEEKEND_TYPES = [
  { value: "long", label: "Long weekend" },
  { value: "regular", label: "Regular weekend" },
] as const;
export type WeekendType = (typeof WEEKEND_TYPES)[number]["value"];

/** How many upcoming weekends the weekend_number filter offers. */
export const UPCOMING_WEEKENDS = 4;

export interface UpcomingWeekend {
  /** 1 for the coming weekend, up to UPCOMING_WEEKENDS. */
  number: number;
  saturday: string;
  sunday: string;
  /** First and last day of the break: the weekend plus adjoining holidays. */
  start: string;
  end: string;
  daysOff: number;
  type: WeekendType;
  /** Holidays inside the break. */
  holidays: PublicHoliday[];
  /**
   * The longest trip that fits: the days off plus one day of leave (leave on the Friday
   * evening or take the Monday), so a regular weekend takes a three-day trip.
   */
  maxTripDays: number;
  /** "This weekend", "Next weekend", "In 2 weeks"… */
  label: string;
  /** "28–29 Nov", "25–27 Dec", "30 Jan–1 Feb". */
  dates: string;
}

function isDayOff(day: number): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6 || BY_DATE.has(dateOf(day));
}

function shortDate(day: number): { d: number; month: string } {
  const date = new Date(day * DAY_MS);
  return { d: date.getUTCDate(), month: MONTH_SHORT[date.getUTCMonth()] ?? "" };
}

function describeRange(from: number, to: number): string {
  const a = shortDate(from);
  const b = shortDate(to);
  return a.month === b.month ? `${a.d}–${b.d} ${b.month}` : `${a.d} ${a.month}–${b.d} ${b.month}`;
}

function weekendLabel(n: number): string {
  if (n === 1) return "This weekend";
  if (n === 2) return "Next weekend";
  return `In ${n - 1} weeks`;
}

/**
 * The next `count` weekends, starting with the coming Saturday (India time). On a Saturday "this
 * weekend" is today and tomorrow, still worth a trip (decision 0218); on a Sunday the weekend is
 * ending, so it is the next one. A break never starts before today. A weekend is long
 * when public holidays next to it make the break three days or more; a holiday that falls on
 * the Saturday or Sunday itself adds no day off.
 */
export function upcomingWeekends(now: Date, count = UPCOMING_WEEKENDS): UpcomingWeekend[] {
  const today = dayNumber(indiaToday(now));
  const weekday = new Date(today * DAY_MS).getUTCDay();
  const firstSaturday = today + (weekday === 0 ? 6 : 6 - weekday);
  return Array.from({ length: count }, (_, i) => {
    const saturday = firstSaturday + 7 * i;
    const sunday = saturday + 1;
    let start = saturday;
    let end = sunday;
    while (start > today && isDayOff(start - 1)) start -= 1;
    while (isDayOff(end + 1)) end += 1;
    const daysOff = end - start + 1;
    const holidays: PublicHoliday[] = [];
    for (let day = start; day <= end; day++) {
      const holiday = BY_DATE.get(dateOf(day));
      if (holiday) holidays.push(holiday);
    }
    return {
      number: i + 1,
      saturday: dateOf(saturday),
      sunday: dateOf(sunday),
      start: dateOf(start),
      end: dateOf(end),
      daysOff,
      type: daysOff >= 3 ? "long" : "regular",
      holidays,
      maxTripDays: daysOff + 1,
      label: weekendLabel(i + 1),
      dates: describeRange(start, end),
    };
  });
}
