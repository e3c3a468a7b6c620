import { plural } from "../../../common/format";
import type { CurrencyCode } from "../../../common/locale";
import {
  type QuoteCosting,
  type QuoteTotals,
  quoteTotals,
  type TotalsContext,
} from "../../../common/quote-costing";
import type { LibraryDay, QuoteContent } from "../../../common/quotes";
import {
  DEFAULT_QUOTE_DAYS,
  DEFAULT_QUOTE_NIGHTS,
  HOTEL_REJECTION_REASONS,
  MAX_HOTEL_ALTERNATIVES,
} from "../../../common/quotes";
import {
  QUOTE_CURRENCIES,
  QUOTE_TEXT_MAX,
  QUOTE_TITLE_MAX,
  type QuoteDraftInput,
} from "../../../common/quotes-input";

// The builder's form state as plain functions: what a new day, stay or hotel starts as, how the
// nights of the stays compare with the days, and what a hotel's rejection reads as. The
// components and the tests use the same functions; money only through common/quote-costing.ts.

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

export function newDay(cityName = "", cityId = ""): FormDefaults<DraftDay> {
  return { cityId, cityName, title: "", description: "" };
}

/**
 * A library day (decision 0210) as a new builder day: its title, city and catalogue city id,
 * and its text with the activities and transfers as lines of it (a quote day has one text the
 * traveller reads). The day key is left blank: the server gives a new day its own. Text is cut
 * to what the quote's schema takes, so an inserted day never makes the draft unsaveable.
 */
export function libraryDayAsDraft(day: LibraryDay): FormDefaults<DraftDay> {
  const lines = [
    day.description.trim(),
    day.activities.length ? `Activities: ${day.activities.join(", ")}.` : "",
    day.transfers.length ? `Transfers: ${day.transfers.join(", ")}.` : "",
  ].filter(Boolean);
  return {
    tripDayId: "",
    cityId: day.cityId === null ? "" : String(day.cityId),
    cityName: day.cityName.trim().slice(0, 80),
    title: day.title.trim().slice(0, QUOTE_TITLE_MAX),
    description: lines.join("\n").slice(0, QUOTE_TEXT_MAX),
  };
}

/** The trip's city a typed name means, whatever its case and spaces; undefined for another. */
export function cityNamed<T extends { name: string }>(cities: readonly T[], typed: string) {
  const key = typed.trim().toLowerCase().replace(/\s+/g, " ");
  return key ? cities.find((c) => c.name.toLowerCase() === key) : undefined;
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

/** Saved content as the form's defaults, its costing spread over the builder's fields. */
export function toDraftDefaults(content: QuoteContent): FormDefaults<DraftContent> {
  const { costing, origin: _origin, ...rest } = content;
  return toFormDefaults({
    ...rest,
    costLines: (costing?.lines ?? []).map((l) => ({
      lineId: l.lineId,
      kind: l.kind,
      label: l.label,
      netCost: l.netCost,
      markupType: l.markup?.type ?? "",
      markupValue: l.markup ? l.markup.value : "",
    })),
    markupType: costing?.markup.type ?? "percent",
    markupValue: costing?.markup.value ?? 0,
  });
}

const whole = (value: unknown): number => {
  const n = Number(typeof value === "string" ? value.trim() : value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v) => v && typeof v === "object") : [];

/**
 * The draft's totals as typed, by common/quote-costing.ts (decision 0209): the function the
 * server runs on save, so the figure here is the one the traveller will get. Half-typed
 * numbers count as 0 until they are numbers.
 */
export function liveTotals(value: Record<string, unknown>, context: TotalsContext): QuoteTotals {
  const currency = (
    QUOTE_CURRENCIES.includes(value.currency as never) ? value.currency : "INR"
  ) as CurrencyCode;
  const markupType = (t: unknown) =>
    t === "amount" ? "amount" : t === "percent" ? "percent" : null;
  const costing: QuoteCosting = {
    lines: listOf(value.costLines).map((l, i) => {
      const type = markupType(l.markupType);
      return {
        lineId: String(l.lineId || `line${i}`),
        kind: "other",
        label: String(l.label ?? ""),
        netCost: whole(l.netCost),
        markup: type ? { type, value: whole(l.markupValue) } : null,
      };
    }),
    markup: { type: markupType(value.markupType) ?? "percent", value: whole(value.markupValue) },
  };
  return quoteTotals(
    {
      pricePerAdult: whole(value.pricePerAdult),
      pricePerChild: whole(value.pricePerChild),
      discount: whole(value.discount),
      currency,
      costing,
    },
    context,
  );
}

export interface DraftSummary {
  days: number;
  cities: string[];
  hotelsChosen: number;
  stays: number;
  catalogueHotels: number;
  missing: string[];
}

/** What the sticky summary says, and what is missing before the quote can be sent. */
export function draftSummary(value: Record<string, unknown>, today: string): DraftSummary {
  const days = listOf(value.days);
  const stays = listOf(value.stays);
  const proposed = stays.map((s) => listOf(s.hotels)[0]);
  const cities = [
    ...new Set(days.map((d) => String(d.cityName ?? "").trim()).filter((c) => c !== "")),
  ];
  const missing: string[] = [];
  stays.forEach((s, i) => {
    if (!String(proposed[i]?.name ?? "").trim())
      missing.push(`A hotel in ${String(s.city ?? "").trim() || `stay ${i + 1}`}`);
  });
  if (days.some((d) => !String(d.title ?? "").trim())) missing.push("A title for every day");
  const nights = nightsCheck(
    days.length,
    stays.map((s) => s.nights as string | undefined),
  );
  if (nights.state === "over") missing.push("Fewer nights in the stays than the trip has");
  const costed = listOf(value.costLines).length > 0;
  if (!costed && whole(value.pricePerAdult) < 1) missing.push("A price per adult or net costs");
  const validUntil = String(value.validUntil ?? "");
  if (!validUntil || validUntil < today) missing.push("A validity date from today");
  return {
    days: days.length,
    cities,
    hotelsChosen: proposed.filter((h) => String(h?.name ?? "").trim()).length,
    stays: stays.length,
    catalogueHotels: proposed.filter((h) => String(h?.hotelId ?? "").trim()).length,
    missing,
  };
}
