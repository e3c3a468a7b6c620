// The travel month a visitor picks travels with them: listing -> package -> compare -> request
// form, as `month=YYYY-MM` (decision 0065). Prices are per calendar month; the year says which
// one, so the request form can keep it and every page can name it ("March 2026").
import { MONTH_NAMES } from "./months";

/** 'YYYY-MM'. */
export type TravelMonth = string;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** How far ahead a travel month may be chosen: this month and the next 23. */
export const TRAVEL_MONTHS_AHEAD = 24;
/** Months the month pickers of listings, packages and compare offer, from the current one. */
export const PICKER_MONTHS = 12;

function monthIndex(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

function fromIndex(index: number): TravelMonth {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function indexOf(month: TravelMonth): number | null {
  const m = YEAR_MONTH.exec(month);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

/** The calendar month (1-12) of 'YYYY-MM'. */
export function calendarMonth(month: TravelMonth): number {
  return Number(month.slice(5, 7));
}

/** The next time calendar month `n` (1-12) comes round: this month counts, in UTC. */
export function nextOccurrence(n: number, now: Date): TravelMonth {
  const current = monthIndex(now);
  const sameYear = now.getUTCFullYear() * 12 + n - 1;
  return fromIndex(sameYear >= current ? sameYear : sameYear + 12);
}

/** The default travel month: next month (browsing spec §7), with its year. */
export function defaultTravelMonth(now: Date): TravelMonth {
  return fromIndex(monthIndex(now) + 1);
}

/**
 * A travel month from a link: 'YYYY-MM' from this month to TRAVEL_MONTHS_AHEAD ahead, or an
 * old-style month number 1-12 (its next occurrence). null for anything else, a past month
 * included.
 */
export function readTravelMonth(value: string | null | undefined, now: Date): TravelMonth | null {
  const text = value?.trim() ?? "";
  if (/^(0?[1-9]|1[0-2])$/.test(text)) return nextOccurrence(Number(text), now);
  const index = indexOf(text);
  if (index === null) return null;
  const offset = index - monthIndex(now);
  return offset >= 0 && offset < TRAVEL_MONTHS_AHEAD ? text : null;
}

/** "2026-03" -> "March 2026". */
export function travelMonthName(month: TravelMonth): string {
  const index = indexOf(month);
  return index === null ? month : `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

/**
 * The months a picker offers, from the current one, each with its year; `keep` (a month
 * further ahead that a link carried) is added in its place rather than lost.
 */
export function travelMonthChoices(
  now: Date,
  keep?: TravelMonth | null,
): { value: TravelMonth; label: string }[] {
  const first = monthIndex(now);
  const values = Array.from({ length: PICKER_MONTHS }, (_, i) => fromIndex(first + i));
  if (keep && !values.includes(keep) && readTravelMonth(keep, now)) values.push(keep);
  return values.map((value) => ({ value, label: travelMonthName(value) }));
}

/** A package page, priced for `month` when one was chosen. */
export function packageHref(slug: string, month?: TravelMonth | null): string {
  return month ? `/packages/${slug}?month=${month}` : `/packages/${slug}`;
}
