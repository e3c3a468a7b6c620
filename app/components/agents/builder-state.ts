import { plural } from "../../../common/format";
import {
  DEFAULT_QUOTE_DAYS,
  DEFAULT_QUOTE_NIGHTS,
  HOTEL_REJECTION_REASONS,
  MAX_HOTEL_ALTERNATIVES,
} from "../../../common/quotes";
import type { QuoteDraftInput } from "../../../common/quotes-input";

// The builder's form state as plain functions: what a new day, stay or hotel starts as, how the
// nights of the stays compare with the days, and what a hotel's rejection reads as. The
// components and the tests use the same functions; no money is computed here.

export type DraftContent = QuoteDraftInput;
export type DraftDay = DraftContent["days"][number];
export type DraftStay = DraftContent["stays"][number];
export type DraftHotel = DraftStay["hotels"][number];

/** Form default values: Conform reads strings, so numbers are written as text. */
export type FormDefaults<T> = T extends (infer U)[]
  ? FormDefaults<U>[]
  : T extends object
    ? { [K in keyof T]?: FormDefaults<T[K]> }
    : string;

export function newDay(cityName = ""): FormDefaults<DraftDay> {
  return { cityName, title: "", description: "" };
}

export function newHotel(city = ""): FormDefaults<DraftHotel> {
  return { city, name: "", rating: "3", address: "", description: "", images: [], link: "" };
}

export function newStay(city = "", nights = 1): FormDefaults<DraftStay> {
  return { city, nights: String(nights), hotels: [newHotel(city)] };
}

/** The blank quote (issue 9 §3): 5 days / 4 nights in the trip's first destination. */
export function blankDraft(destination: string): FormDefaults<DraftContent> {
  return {
    days: Array.from({ length: DEFAULT_QUOTE_DAYS }, () => newDay(destination)),
    stays: [newStay(destination, DEFAULT_QUOTE_NIGHTS)],
    cancellationPolicy: [],
  };
}

/** Saved content as the form's default values. */
export function toFormDefaults(content: object): FormDefaults<DraftContent> {
  const text = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(text);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, text(v)]));
    }
    return value == null ? "" : String(value);
  };
  return text(content) as FormDefaults<DraftContent>;
}

export function canAddAlternative(hotelCount: number): boolean {
  return hotelCount < 1 + MAX_HOTEL_ALTERNATIVES;
}

/**
 * Nights booked in stays against the nights a trip of `dayCount` days has. The server refuses
 * more nights than that; fewer is allowed (a last night on a train, say) but worth a word.
 */
export function nightsCheck(
  dayCount: number,
  stayNights: readonly (number | string | undefined)[],
): { booked: number; available: number; state: "ok" | "under" | "over" } {
  const available = Math.max(dayCount - 1, 0);
  const booked = stayNights.reduce<number>((sum, n) => {
    const value = Number(n);
    return sum + (Number.isInteger(value) && value > 0 ? value : 0);
  }, 0);
  return {
    booked,
    available,
    state: booked > available ? "over" : booked < available ? "under" : "ok",
  };
}

export function hotelRejectionLabel(reason: string, otherReason: string): string {
  const label = HOTEL_REJECTION_REASONS.find((o) => o.value === reason)?.label ?? reason;
  return reason === "other" && otherReason
    ? otherReason
    : otherReason
      ? `${label}: ${otherReason}`
      : label;
}

export const STAR_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: `${plural(n, "star")}`,
}));
