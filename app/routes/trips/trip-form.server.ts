import type { SubmissionResult } from "@conform-to/react";
import { parseLocalePath } from "../../../common/locale";
import type { AuthenticatedUser } from "../../../common/roles";
import { readTravelMonth } from "../../../common/travel-month";
import {
  ATTRIBUTION_KEYS,
  BUDGET_MAX,
  BUDGET_MIN,
  CHILDREN_MAX,
  CreateTripRequestInput,
  DURATION_OPTIONS,
  durationBucketOf,
  TRIP_DAYS_MAX,
  TRIP_TYPE_OPTIONS,
  travelMonthOptions,
} from "../../../common/trips";
import type { LoadContext } from "../../../server/http/load-context";
import { refusal } from "../../lib/auth.server";

/** What the form pages hand to the form: options and the values to start from. */
export interface TripFormData {
  destinations: { value: string; label: string }[];
  months: { value: string; label: string }[];
  defaults: Record<string, string | string[]>;
  packageName: string | null;
}

export function localePrefixOf(request: Request): string {
  return parseLocalePath(new URL(request.url).pathname).locale.prefix;
}

/**
 * The destination list for suggestions. When the search list cannot be loaded, the spec's
 * built-in default list takes over (accounts §9).
 */
export async function destinationOptions(context: LoadContext) {
  try {
    const list = await context.services.catalog.destinationSearchList();
    return {
      options: list.searchableDestinations.map((d) => ({ value: d.value, label: d.label })),
      defaults: list.defaultDestinations,
    };
  } catch (error) {
    context.logger.warn({ err: error }, "destination search list failed; using the default list");
    const { DEFAULT_DESTINATIONS } = await import("../../../common/default-destinations");
    return {
      options: DEFAULT_DESTINATIONS.map((name) => ({ value: name, label: name })),
      defaults: [...DEFAULT_DESTINATIONS],
    };
  }
}

const TRIP_TYPES = new Set<string>(TRIP_TYPE_OPTIONS.map((o) => o.value));
const DURATIONS = new Set<string>(DURATION_OPTIONS.map((o) => o.value));

/**
 * Prefill from a link (package call to action, weekend cards, chatbot): destination slugs or
 * names, month as 1-12 or YYYY-MM, days (or a duration bucket), package slug, from_loc, adults,
 * children, budget per person, trip_type and the attribution keys. Anything unknown is dropped,
 * never trusted.
 */
export async function prefillFromQuery(
  context: LoadContext,
  params: URLSearchParams,
  now: Date,
): Promise<TripFormData> {
  const { options } = await destinationOptions(context);
  const defaults: Record<string, string | string[]> = {};
  // 'YYYY-MM' as package and compare pages carry it, or a month number (its next occurrence).
  const month = readTravelMonth(params.get("month"), now);
  const months = travelMonthOptions(now, month);
  if (month) defaults.month = month;
  let packageName: string | null = null;

  const byKey = new Map(
    options.flatMap((o) => [
      [o.value, o.label],
      [o.label.toLowerCase(), o.label],
    ]),
  );
  const names = params
    .getAll("destination")
    .concat(params.getAll("to_loc"))
    .map((v) => v.trim())
    .filter((v) => v && v.length <= 80)
    .map((v) => byKey.get(v) ?? byKey.get(v.toLowerCase()) ?? v);

  const packageSlug = params.get("package")?.slice(0, 200);
  if (packageSlug) {
    const pkg = await context.services.packages.ref(packageSlug);
    if (pkg) {
      defaults.package_id = String(pkg.id);
      packageName = pkg.name;
      if (!names.length) names.push(pkg.destinationName);
    }
  }
  if (names.length) defaults.to_loc = [...new Set(names)].slice(0, 5);

  const days = Number(params.get("days"));
  if (Number.isInteger(days) && days >= 1 && days <= TRIP_DAYS_MAX) {
    defaults.durations = [durationBucketOf(days)];
    defaults.trip_days = String(days);
  }
  const duration = params.get("duration");
  if (!defaults.durations && duration && DURATIONS.has(duration)) defaults.durations = [duration];
  const tripType = params.get("trip_type");
  if (tripType && TRIP_TYPES.has(tripType)) defaults.trip_type = tripType;
  const adults = Number(params.get("adults"));
  if (Number.isInteger(adults) && adults >= 1 && adults <= 30) defaults.adults = String(adults);
  const startDate = params.get("start_date")?.trim();
  if (startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate)) defaults.start_date = startDate;
  const children = Number(params.get("children") ?? "");
  if (
    params.has("children") &&
    Number.isInteger(children) &&
    children >= 0 &&
    children <= CHILDREN_MAX
  ) {
    defaults.children = String(children);
  }
  const budget = Number(params.get("budget"));
  if (Number.isInteger(budget) && budget >= BUDGET_MIN && budget <= BUDGET_MAX) {
    defaults.budget = String(budget);
  }
  const from = params.get("from_loc")?.trim();
  if (from && from.length <= 80) defaults.from_loc = from;
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.length <= 500) defaults[key] = value;
  }
  return { destinations: options, months, defaults, packageName };
}

/** The trip fields of a submission, as strings, to keep in a draft and parse again later. */
export function draftPayloadOf(formData: FormData): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of Object.keys(CreateTripRequestInput.shape)) {
    const values = formData.getAll(key).filter((v): v is string => typeof v === "string");
    if (values.length === 0) continue;
    payload[key] = key === "to_loc" || key === "durations" ? values : values[0];
  }
  return payload;
}

/** A draft's values in the form's shape, for prefilling after a failed claim. */
export function draftDefaults(payload: Record<string, unknown>): Record<string, string | string[]> {
  const defaults: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === "string") defaults[key] = value;
    else if (Array.isArray(value)) defaults[key] = value.filter((v) => typeof v === "string");
  }
  return defaults;
}

export type TripFormActionData = { result: SubmissionResult<string[]>; sentTo?: string };

/**
 * A service refusal as form errors with its status (auth.server's `refusal`), wrapped the way
 * the form pages answer; `fieldMap` renames fields the form calls differently.
 */
export function formRefusal(
  error: unknown,
  reply: (options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }) => SubmissionResult<string[]>,
  fieldMap: Record<string, string> = {},
) {
  return refusal<TripFormActionData>(error, ({ fieldErrors, formErrors }) => ({
    result: reply(
      fieldErrors
        ? {
            fieldErrors: Object.fromEntries(
              Object.entries(fieldErrors).map(([field, messages]) => [
                fieldMap[field] ?? field,
                messages,
              ]),
            ),
          }
        : { formErrors },
    ),
  }));
}

export function isTraveller(user: AuthenticatedUser | null): boolean {
  return user?.role === "traveller";
}

// A guest's weekend form (browsing §3) continues on the full request form. Its phone number
// goes there in a short-lived HttpOnly cookie, never in the URL, where history, server logs and
// referrers would keep it. It lapses by itself after ten minutes.
const CARRIED_PHONE_COOKIE = "triphive.carried_phone";

export function carryPhoneCookie(phone: string): string {
  return `${CARRIED_PHONE_COOKIE}=${encodeURIComponent(phone)}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`;
}

/** The phone a weekend form carried over, if a valid one. */
export function readCarriedPhone(request: Request): string | null {
  const match = request.headers.get("cookie")?.match(/(?:^|;\s*)triphive\.carried_phone=([^;]*)/);
  if (!match) return null;
  let value = "";
  try {
    value = decodeURIComponent(match[1] ?? "").trim();
  } catch {
    return null;
  }
  return /^\d{5,15}$/.test(value) ? value : null;
}
