// Trip requests: the spec's option sets, rules and input schemas (accounts-trips-quotes §3-§5,
// §9; browsing §3 weekend form). Shared by the request form, the landing page and the JSON API,
// so a field error reads the same wherever it comes from.
import { z } from "zod";
import { DEFAULT_DIAL_CODE, isDialCode } from "./dial-codes";
import { rowId } from "./ids";
import type { CurrencyCode } from "./locale";
import { MESSAGES } from "./messages";
import { MONTH_NAMES } from "./months";
import {
  blankToUndefined,
  form,
  isSafeText,
  optionalLongText,
  optionalText,
  typeError,
} from "./schema-helpers";
import type { TripStatus } from "./trip-status";

export const TRIP_TYPE_OPTIONS = [
  { value: "nd", label: "Not Decided" },
  { value: "honeymoon", label: "Honeymoon" },
  { value: "family", label: "Family" },
  { value: "friends", label: "Friends" },
  { value: "tour", label: "Tour" },
] as const;
export type TripType = (typeof TRIP_TYPE_OPTIONS)[number]["value"];
const TRIP_TYPES = TRIP_TYPE_OPTIONS.map((o) => o.value) as [TripType, ...TripType[]];

/** 'Not decided' is exclusive with the other durations (accounts §9). */
export const DURATION_OPTIONS = [
  { value: "nd", label: "Not decided" },
  { value: "1-3", label: "1-3 days" },
  { value: "4-6", label: "4-6 days" },
  { value: "7-9", label: "7-9 days" },
  { value: "10-12", label: "10-12 days" },
  { value: "13+", label: "More than 12 days" },
] as const;
export type DurationBucket = (typeof DURATION_OPTIONS)[number]["value"];
const DURATIONS = DURATION_OPTIONS.map((o) => o.value) as [DurationBucket, ...DurationBucket[]];

/** The bucket a number of days falls in, for prefilling from a package or a parsed phrase. */
export function durationBucketOf(days: number): DurationBucket {
  if (days <= 3) return "1-3";
  if (days <= 6) return "4-6";
  if (days <= 9) return "7-9";
  if (days <= 12) return "10-12";
  return "13+";
}

export const MONTH_NOT_DECIDED = "nd";
export const TRAVEL_MONTH_COUNT = 6;

export interface MonthOption {
  /** 'YYYY-MM', or 'nd'. */
  value: string;
  label: string;
}

/**
 * Six months from the current one plus 'Not decided' (accounts §9), in UTC. `keep`, a month
 * ('YYYY-MM') a link or the trip already carries outside those six, is offered too, before
 * 'Not decided', so the form never turns it silently into 'Not decided'.
 */
export function travelMonthOptions(now: Date, keep?: string | null): MonthOption[] {
  const options: MonthOption[] = [];
  for (let i = 0; i < TRAVEL_MONTH_COUNT; i++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    const month = date.getUTCMonth();
    options.push({
      value: `${date.getUTCFullYear()}-${String(month + 1).padStart(2, "0")}`,
      label: `${MONTH_NAMES[month]} ${date.getUTCFullYear()}`,
    });
  }
  if (keep && /^\d{4}-(0[1-9]|1[0-2])$/.test(keep) && !options.some((o) => o.value === keep)) {
    options.push({ value: keep, label: travelMonthLabel(keep) });
  }
  options.push({ value: MONTH_NOT_DECIDED, label: "Not decided" });
  return options;
}

export function travelMonthLabel(value: string): string {
  if (value === MONTH_NOT_DECIDED) return "Not decided";
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

// The status table moved to common/trip-status.ts; these names stay importable from here.
export {
  canCancel,
  canReactivate,
  isOpen,
  TRIP_STATUSES,
  type TripStatus,
} from "./trip-status";

export const LEAD_STATUSES = [
  "active",
  "dormant",
  "in progress",
  "hot",
  "admin hot",
  "payment pending",
  "cold",
] as const;

/** A lead is converted when its status is outside the lead statuses (accounts §4). */
export function isConvertedLead(leadStatus: string): boolean {
  return !(LEAD_STATUSES as readonly string[]).includes(leadStatus);
}

/** Before invoicing: neither payment pending nor converted (accounts §4). */
export function isBeforeInvoicing(leadStatus: string): boolean {
  return leadStatus !== "payment pending" && !isConvertedLead(leadStatus);
}

/** What the spec calls exclusive_preferences_values, plus the budget. */
export interface TripPreferences {
  hotels?: string;
  flights?: string;
  cabs?: string;
}

export const PREFERENCE_OPTIONS = {
  hotels: [
    { value: "2", label: "2 star" },
    { value: "3", label: "3 star" },
    { value: "4", label: "4 star" },
    { value: "5", label: "5 star" },
  ],
  flights: [
    { value: "required", label: "Include flights" },
    { value: "not_required", label: "I'll book flights myself" },
  ],
  cabs: [
    { value: "private", label: "Private cab" },
    { value: "shared", label: "Shared coach" },
    { value: "not_required", label: "No transfers needed" },
  ],
} as const;
export type PreferenceKey = keyof typeof PREFERENCE_OPTIONS;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_OPTIONS) as PreferenceKey[];

/**
 * Missing preferences unless the request is Booked and hotels, flights, cabs and budget are
 * all set (accounts §5).
 */
export function isMissingPreferences(trip: {
  status: string;
  preferences: TripPreferences;
  budget: number | null;
}): boolean {
  const { hotels, flights, cabs } = trip.preferences;
  return !(trip.status === "Booked" && hotels && flights && cabs && trip.budget != null);
}

/** Where a request came from (browsing §3 weekend payload; tracking cookies). */
export interface TripAttribution {
  trip_origin_product?: string;
  trip_origin_uri?: string;
  trip_origin_package_id?: string;
  context_page_url?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  session_id?: string;
  page_id?: string;
  landing_page_id?: string;
  referer_page_id?: string;
  funnel_id?: string;
  traffic_type?: string;
}
export const ATTRIBUTION_KEYS = [
  "trip_origin_product",
  "trip_origin_uri",
  "trip_origin_package_id",
  "context_page_url",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "session_id",
  "page_id",
  "landing_page_id",
  "referer_page_id",
  "funnel_id",
  "traffic_type",
] as const satisfies readonly (keyof TripAttribution)[];

// ---- Cancel modal (accounts §3 cancel form, §5 defaults, §9 reasons) -------------------------

/** The codes of the cancel reasons list (accounts §9). */
export const CANCEL_REASON_CODES = [
  "Canceled",
  "Changed Destination",
  "Postponed",
  "Misc",
  "CostlyQuotes",
  "BookedSelf",
  "BadQuotes",
  "DelayedResponse",
  "Other",
] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

export interface CancelSubReason {
  label: string;
  code: CancelReasonCode;
}

/**
 * The modal's three main reasons, each with its field (reason0..reason2), its default
 * sub-reason and its sub-reasons. 'Going but not booking' is preselected.
 */
export const CANCEL_MAIN_REASONS = [
  {
    value: "Not going, cancel my plan",
    field: "reason0",
    defaultReason: "Due to personal reasons.",
    subReasons: [
      { label: "Due to personal reasons.", code: "Canceled" },
      { label: "Going somewhere else.", code: "Changed Destination" },
      { label: "Postponed my trip.", code: "Postponed" },
      { label: "Other", code: "Other" },
    ],
  },
  {
    value: "Not satisfied with the current quotes",
    field: "reason1",
    defaultReason: "Need better quality.",
    subReasons: [
      { label: "Need better quality.", code: "BadQuotes" },
      { label: "Need lower budget.", code: "CostlyQuotes" },
    ],
  },
  {
    value: "Going but not booking with Triphive",
    field: "reason2",
    defaultReason: "Have better offer/services from some other agent.",
    subReasons: [
      { label: "Have better offer/services from some other agent.", code: "Misc" },
      { label: "Booking it myself.", code: "BookedSelf" },
      { label: "Quotes did not meet my requirements.", code: "BadQuotes" },
      { label: "No timely response from agents.", code: "DelayedResponse" },
    ],
  },
] as const satisfies readonly {
  value: string;
  field: "reason0" | "reason1" | "reason2";
  defaultReason: string;
  subReasons: readonly CancelSubReason[];
}[];
export const CANCEL_DEFAULT_MAIN_REASON = CANCEL_MAIN_REASONS[2].value;

export const BOOKING_TYPE_OPTIONS = [
  { value: "true", label: "Booking a complete Trip" },
  { value: "false", label: "Booking hotel & Flight individually" },
] as const;

export interface TripCancellation {
  cancelReason: string;
  reasonCode: CancelReasonCode;
  reason: string;
  otherReason: string;
  quoteCustomization: string;
  notSatisfiedReason: string;
  bookCompleteTrip: boolean | null;
  previousStatus: TripStatus;
  at: string;
}

// ---- Callback (quote constants requestCallBackOptions) ---------------------------------------

export const CALLBACK_DEFAULT_OPTION = "request_cta_4";
export const CALLBACK_OPTIONS = [
  { value: "request_cta_1", label: "I want to change the itinerary" },
  { value: "request_cta_2", label: "I want to discuss the price" },
  { value: "request_cta_3", label: "I am ready to book" },
  { value: "request_cta_4", label: "Something else" },
] as const;
const CALLBACK_VALUES = CALLBACK_OPTIONS.map((o) => o.value) as [string, ...string[]];

// ---- Input schemas --------------------------------------------------------------------------

export const DESTINATION_MAX = 80;
export const MAX_DESTINATIONS = 5;
export const TRAVELLERS_MAX = 30;
export const CHILDREN_MAX = 10;
/**
 * What the budget means, worded alike on every page that asks for it or shows it: per person,
 * like every package price (issue 15 item 18).
 */
export const BUDGET_LABEL = "Budget per person";
/** The currency budgets are asked and stored in; the form says ₹. */
export const BUDGET_CURRENCY: CurrencyCode = "INR";
export const BUDGET_MIN = 1_000;
export const BUDGET_MAX = 10_000_000;
export const COMMENTS_MAX = 1_000;
export const TRIP_DAYS_MAX = 60;

/** Form values arrive as strings, JSON as numbers; both must land on an integer or 'not valid'. */
function integer(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: MESSAGES.notValid })
      .int({ error: MESSAGES.notValid })
      .min(min, { error: MESSAGES.notValid })
      .max(max, { error: MESSAGES.notValid }),
  );
}

function optionalInteger(min: number, max: number) {
  return z.preprocess(blankToUndefined, integer(min, max).optional());
}

/** One value or many (a form repeats the name; JSON sends an array). */
function list<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess(
    // A form repeats the name and leaves unused inputs empty (Conform turns them into
    // undefined); those are not answers.
    (value) =>
      (value == null ? [] : Array.isArray(value) ? value : [value]).filter(
        (item) => item != null && item !== "",
      ),
    z.array(item, { error: MESSAGES.notValid }),
  );
}

const destinationName = z
  .string({ error: MESSAGES.notValid })
  .trim()
  .refine((v) => v.length > 0 && v.length <= DESTINATION_MAX, {
    error: MESSAGES.notValid,
    abort: true,
  })
  .refine((v) => isSafeText(v), { error: MESSAGES.invalidCharacters });

const toLoc = list(destinationName)
  .transform((names) => [...new Set(names.filter(Boolean))])
  .refine((names) => names.length > 0, { error: MESSAGES.required })
  .refine((names) => names.length <= MAX_DESTINATIONS, { error: MESSAGES.notValid });

const travelMonth = z
  .string({ error: MESSAGES.required })
  .trim()
  .refine((v) => v === MONTH_NOT_DECIDED || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), {
    error: MESSAGES.notValid,
  });

const durations = list(z.enum(DURATIONS, { error: MESSAGES.notValid }))
  .transform((values) => [...new Set(values)])
  .refine((values) => values.length > 0, { error: MESSAGES.required })
  .refine((values) => !(values.includes("nd") && values.length > 1), {
    error: "Not decided cannot be combined with other durations",
  });

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string({ error: MESSAGES.invalidDate })
  .trim()
  .refine(
    (v) => DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && validDay(v),
    { error: MESSAGES.invalidDate },
  );

function validDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return d.toISOString().slice(0, 10) === v;
}

const isdCode = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.notValid })
    .trim()
    .refine(isDialCode, { error: MESSAGES.notValid })
    .default(DEFAULT_DIAL_CODE),
);

export const PHONE_PATTERN = /^\d{5,15}$/;
const phoneNo = z
  .string({ error: typeError(MESSAGES.required, MESSAGES.invalidPhone) })
  .trim()
  .refine((v) => v !== "", { error: MESSAGES.required, abort: true })
  .refine((v) => PHONE_PATTERN.test(v), { error: MESSAGES.invalidPhone });

const attributionShape = Object.fromEntries(
  ATTRIBUTION_KEYS.map((key) => [key, optionalText(500, MESSAGES.notValid)]),
) as Record<(typeof ATTRIBUTION_KEYS)[number], ReturnType<typeof optionalText>>;

const tripFields = {
  to_loc: toLoc,
  from_loc: optionalText(DESTINATION_MAX, MESSAGES.notValid),
  month: travelMonth,
  start_date: z.preprocess(blankToUndefined, isoDate.optional()),
  durations,
  trip_days: optionalInteger(1, TRIP_DAYS_MAX),
  trip_type: z.enum(TRIP_TYPES, { error: MESSAGES.notValid }).default("nd"),
  adults: z.preprocess(blankToUndefined, integer(1, TRAVELLERS_MAX).default(2)),
  children: z.preprocess(blankToUndefined, integer(0, CHILDREN_MAX).default(0)),
  budget: optionalInteger(BUDGET_MIN, BUDGET_MAX),
  isd_code: isdCode,
  phone_no: phoneNo,
  comments: optionalLongText(COMMENTS_MAX),
  package_id: z.preprocess(blankToUndefined, rowId().optional()),
};

/** The new-request form and POST /bookings/v1/requested_trips. */
export const CreateTripRequestInput = form({ ...tripFields, ...attributionShape });
export type CreateTripRequestInput = z.output<typeof CreateTripRequestInput>;

/** /requested_trips/{id}/customize_new and PUT …/requested_trips/{id}: the same fields. */
export const UpdateTripRequestInput = form(tripFields);
export type UpdateTripRequestInput = z.output<typeof UpdateTripRequestInput>;

/** Browsing §3: the weekend getaway form; adults default 1, missing fields empty strings. */
export const WeekendTripInput = form({
  to_loc: destinationName,
  from_loc: optionalText(DESTINATION_MAX, MESSAGES.notValid),
  start_date: isoDate,
  trip_stage: optionalText(50, MESSAGES.notValid),
  adult: z.preprocess(blankToUndefined, integer(1, TRAVELLERS_MAX).default(1)),
  isd_code: isdCode,
  phone_no: phoneNo,
  email: optionalText(254, MESSAGES.invalidEmail),
  trip_days: z.preprocess(blankToUndefined, integer(1, TRIP_DAYS_MAX).default(2)),
  adminComments: optionalLongText(COMMENTS_MAX),
  per_person_cost: optionalInteger(0, BUDGET_MAX),
  pay_now: optionalText(10, MESSAGES.notValid),
  get_redirect_url: optionalText(10, MESSAGES.notValid),
  weekend_getaway_marketing_trip_experiment: optionalText(50, MESSAGES.notValid),
  ...attributionShape,
});
export type WeekendTripInput = z.output<typeof WeekendTripInput>;

const preferenceField = (key: PreferenceKey) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(PREFERENCE_OPTIONS[key].map((o) => o.value) as [string, ...string[]], {
        error: MESSAGES.notValid,
      })
      .optional(),
  );

/** PUT/POST preferences (editPref popup). */
export const TripPreferencesInput = form({
  hotels: preferenceField("hotels"),
  flights: preferenceField("flights"),
  cabs: preferenceField("cabs"),
  budget: optionalInteger(BUDGET_MIN, BUDGET_MAX),
});
export type TripPreferencesInput = z.output<typeof TripPreferencesInput>;

/** The contactDetails popup. */
export const TripContactInput = form({ isd_code: isdCode, phone_no: phoneNo });
export type TripContactInput = z.output<typeof TripContactInput>;

export const CallbackInput = form({
  option: z.preprocess(
    blankToUndefined,
    z.enum(CALLBACK_VALUES, { error: MESSAGES.notValid }).default(CALLBACK_DEFAULT_OPTION),
  ),
  request_cta_4_reason: optionalLongText(500),
});
export type CallbackInput = z.output<typeof CallbackInput>;

const mainReasons = CANCEL_MAIN_REASONS.map((r) => r.value) as [string, ...string[]];

export const CancelTripInput = form({
  cancel_reason: z.preprocess(
    blankToUndefined,
    z.enum(mainReasons, { error: MESSAGES.notValid }).default(CANCEL_DEFAULT_MAIN_REASON),
  ),
  reason0: optionalText(200, MESSAGES.notValid),
  reason1: optionalText(200, MESSAGES.notValid),
  reason2: optionalText(200, MESSAGES.notValid),
  reason: optionalText(200, MESSAGES.notValid),
  otherReason: optionalLongText(500),
  quote_customization: optionalLongText(500),
  not_satisfied_reason: optionalLongText(500),
  bookcompleteTrip: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false"], { error: MESSAGES.notValid }).optional(),
  ),
  /**
   * A paid trip: the refund (minor units) the canceller was shown and confirms. The server
   * compares it with its own figure and never pays it out as sent (decision 0187).
   */
  confirm_refund_minor: optionalInteger(0, Number.MAX_SAFE_INTEGER),
});
export type CancelTripInput = z.output<typeof CancelTripInput>;

/**
 * Resolves the modal's answer to one sub-reason of the chosen main reason: the group's field
 * (reason0..2) or `reason`, else the group's default. An unknown sub-reason is refused.
 */
export function resolveCancelReason(
  input: CancelTripInput,
): { main: (typeof CANCEL_MAIN_REASONS)[number]; sub: CancelSubReason } | null {
  const main = CANCEL_MAIN_REASONS.find((r) => r.value === input.cancel_reason);
  if (!main) return null;
  const chosen = (input[main.field] as string | undefined) ?? input.reason ?? main.defaultReason;
  const sub = (main.subReasons as readonly CancelSubReason[]).find((s) => s.label === chosen);
  return sub ? { main, sub } : null;
}

export const FEEDBACK_COMMENT_MAX = 1_000;
export const TripFeedbackInput = form({
  rating: integer(1, 5),
  comment: optionalLongText(FEEDBACK_COMMENT_MAX),
});
export type TripFeedbackInput = z.output<typeof TripFeedbackInput>;

/** Trip documents: checked by content (magic bytes), not by the name or type the client sends. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** The upload form: one non-empty file; its real type is decided by content on the server. */
export const TripDocumentInput = form({
  file: z
    .custom<File>(
      (value) => typeof File !== "undefined" && value instanceof File && value.size > 0,
      {
        error: MESSAGES.required,
      },
    )
    .refine((file) => file.size <= DOCUMENT_MAX_BYTES, { error: MESSAGES.documentTooLarge }),
});
export type TripDocumentInput = z.output<typeof TripDocumentInput>;

// Ids in URLs (/requested_trips/{id}, …/documents/{documentId}): see common/ids.ts.
// Nurture links carry two base64url keys (trips.service); anything else names no trip.
export const TripIdParams = z.object({ id: rowId() });
export const TripDocumentParams = z.object({ id: rowId(), documentId: rowId() });
export const NurtureKeyParams = z.object({
  uniqueKey: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: MESSAGES.notValid }),
  secretKey: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: MESSAGES.notValid }),
});

/** "Kerala", "Kerala & Goa", "Kerala, Goa & Bali". */
export function destinationsLabel(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} & ${names[names.length - 1]}`;
}
