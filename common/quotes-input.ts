// Quote inputs: one zod schema per intent, shared by the agent's builder form, the traveller's
// quote page and the JSON API (accounts-trips-quotes §5 decline and compare rules, §7 quote
// calls). Form values arrive as strings and JSON as numbers: every number field accepts both.
// No schema here carries a total, a status or an owner: the server computes and decides those,
// and unknown keys (a client's `totalPrice`, `status`, `user_id`) are dropped on parse.
import { z } from "zod";
import { isSiteImagePath, linkTarget } from "./content-urls";
import type { CurrencyCode } from "./locale";
import { MESSAGES } from "./messages";
import {
  COSTING_LINE_KINDS,
  MARKUP_PERCENT_MAX,
  MARKUP_TYPES,
  type QuoteCosting,
} from "./quote-costing";
import {
  COMPARE_MAX,
  COMPARE_MIN,
  DEFAULT_CALLBACK_OPTION,
  EXCLUSION_OPTIONS,
  HOTEL_REJECTION_REASONS,
  INCLUSION_OPTIONS,
  LEAD_STAGES,
  MAX_HOTEL_ALTERNATIVES,
  QUOTE_REJECTION_REASONS,
  REQUEST_CALLBACK_OPTIONS,
  type ReasonOption,
} from "./quotes";
import {
  blankToUndefined,
  form,
  optionalLongText,
  optionalText,
  typeError,
} from "./schema-helpers";

export const QUOTE_CURRENCIES = [
  "INR",
  "USD",
  "EUR",
  "GBP",
  "SGD",
  "AUD",
  "CAD",
  "NZD",
  "AED",
] as const satisfies readonly CurrencyCode[];

export const QUOTE_TEXT_MAX = 4_000;
export const QUOTE_TITLE_MAX = 120;
export const QUOTE_DAYS_MAX = 60;
export const QUOTE_IMAGES_MAX = 6;
/** Whole units per person; far above any real package, low enough to keep sums exact. */
export const QUOTE_PRICE_MAX = 10_000_000;
export const CANCELLATION_RULES_MAX = 8;
export const REASON_TEXT_MAX = 500;
export const INBOX_QUERY_MAX = 100;

const valuesOf = (options: readonly ReasonOption[]) =>
  options.map((o) => o.value) as [string, ...string[]];

/** Form values arrive as strings, JSON as numbers; both must land on an integer or 'not valid'. */
function integer(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: typeError(MESSAGES.required, MESSAGES.notValid) })
      .int({ error: MESSAGES.notValid })
      .min(min, { error: MESSAGES.notValid })
      .max(max, { error: MESSAGES.notValid }),
  );
}

// The builder sends back what the editor gave it, where "no catalogue id" is null.
const absent = (value: unknown) => (value === null ? undefined : blankToUndefined(value));

const optionalInteger = (min: number, max: number) =>
  z.preprocess(absent, integer(min, max).optional());

const withDefault = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, integer(min, max).default(fallback));

function text(max: number) {
  return z
    .string({ error: typeError(MESSAGES.required, MESSAGES.notValid) })
    .trim()
    .refine((v) => v !== "", { error: MESSAGES.required, abort: true })
    .refine((v) => v.length <= max, { error: MESSAGES.notValid });
}

const freeText = (max: number) => optionalText(max, MESSAGES.notValid).transform((v) => v ?? "");

/**
 * What the builder's text areas hold: line breaks are the agent's (a day's plan, a library
 * day's activities and transfers), and every page shows them (decision 0227).
 */
const freeLongText = (max: number) => optionalLongText(max).transform((v) => v ?? "");

/** One value or many (a form repeats the name; JSON sends an array); blanks are not answers. */
function list<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess(
    (value) =>
      (value == null ? [] : Array.isArray(value) ? value : [value]).filter(
        (entry) => entry != null && entry !== "",
      ),
    z.array(item, { error: MESSAGES.notValid }),
  );
}

/** Arrays of objects: a form without rows sends nothing, JSON may send null. */
function rows<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess((value) => value ?? [], z.array(item, { error: MESSAGES.notValid }));
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = z
  .string({ error: typeError(MESSAGES.required, MESSAGES.invalidDate) })
  .trim()
  .refine(
    (v) => DATE_PATTERN.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
    { error: MESSAGES.invalidDate },
  );

// A quote's pictures come from the site itself and its links are http(s) or the site's own
// pages (decision 0186): nothing an agent types makes a traveller's browser fetch from, or land
// unawares on, someone else's server.
const hotelImages = list(z.string({ error: MESSAGES.notValid }).trim())
  .refine((v) => v.length <= QUOTE_IMAGES_MAX, { error: MESSAGES.notValid, abort: true })
  .refine((v) => v.every(isSiteImagePath), { error: MESSAGES.imageNotFromTriphive });

const hotelLink = z
  .string({ error: MESSAGES.notValid })
  .trim()
  .refine((v) => linkTarget(v) !== null, { error: MESSAGES.linkNotAllowed });

/** An opaque key that survives versions (day ids, stay ids, hotel keys). */
const stableKey = z.preprocess(
  absent,
  z
    .string({ error: MESSAGES.notValid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: MESSAGES.notValid })
    .optional(),
);

// ---------------------------------------------------------------------------------------------
// The builder (issue 9 §3).

export const QuoteDayInput = z.object({
  /** Kept when the day existed in the version being edited, so diffs follow it. */
  tripDayId: stableKey,
  cityId: optionalInteger(1, 2_147_483_647),
  cityName: text(80),
  title: text(QUOTE_TITLE_MAX),
  description: freeLongText(QUOTE_TEXT_MAX),
});
export type QuoteDayInput = z.output<typeof QuoteDayInput>;

export const LIBRARY_LIST_MAX = 12;
export const LIBRARY_QUERY_MAX = 100;

/**
 * A day saved to the agency's day library (decision 0210): a builder day without its place in
 * a quote, with the activities and transfers it holds.
 */
export const LibraryDayInput = QuoteDayInput.omit({ tripDayId: true }).extend({
  activities: list(text(QUOTE_TITLE_MAX)).refine((v) => v.length <= LIBRARY_LIST_MAX, {
    error: MESSAGES.notValid,
  }),
  transfers: list(text(QUOTE_TITLE_MAX)).refine((v) => v.length <= LIBRARY_LIST_MAX, {
    error: MESSAGES.notValid,
  }),
});
export type LibraryDayInput = z.output<typeof LibraryDayInput>;

/** The library search: a place ("Kerala" finds Munnar's days) and/or words of the day. */
export const LibraryQuery = z.object({
  q: freeText(LIBRARY_QUERY_MAX),
});

export const QuoteHotelInput = z.object({
  /** The hotels catalogue's id when picked from it. */
  hotelId: optionalInteger(1, 2_147_483_647),
  hotelKey: stableKey,
  name: text(QUOTE_TITLE_MAX),
  city: text(80),
  rating: integer(1, 5),
  address: freeText(300),
  description: freeLongText(2_000),
  images: hotelImages,
  link: z.preprocess(absent, hotelLink.optional()).transform((v) => v ?? ""),
});
export type QuoteHotelInput = z.output<typeof QuoteHotelInput>;

/** A city stay: nights there, the proposed hotel first, then up to two alternatives. */
export const QuoteStayInput = z.object({
  quoteCityId: stableKey,
  cityId: optionalInteger(1, 2_147_483_647),
  city: text(80),
  nights: integer(1, QUOTE_DAYS_MAX),
  hotels: rows(QuoteHotelInput)
    .refine((v) => v.length >= 1, { error: MESSAGES.required, abort: true })
    .refine((v) => v.length <= 1 + MAX_HOTEL_ALTERNATIVES, { error: MESSAGES.notValid }),
});
export type QuoteStayInput = z.output<typeof QuoteStayInput>;

/** One costed line (decision 0209): the net cost for the whole group, its own markup or none. */
export const CostLineInput = z.object({
  lineId: stableKey,
  kind: z.enum(COSTING_LINE_KINDS, { error: typeError(MESSAGES.required, MESSAGES.notValid) }),
  label: text(QUOTE_TITLE_MAX),
  netCost: integer(0, QUOTE_PRICE_MAX * 100),
  /** Blank: the quote's markup applies. */
  markupType: z.preprocess(
    blankToUndefined,
    z.enum(MARKUP_TYPES, { error: MESSAGES.notValid }).optional(),
  ),
  markupValue: withDefault(0, QUOTE_PRICE_MAX * 100, 0),
});
export type CostLineInput = z.output<typeof CostLineInput>;
export const COST_LINES_MAX = 80;

export const CancellationRuleInput = z.object({
  daysBefore: integer(0, 365),
  refundPercent: integer(0, 100),
});

export const QuoteDraftInput = form({
  days: rows(QuoteDayInput)
    .refine((v) => v.length >= 1, { error: MESSAGES.required, abort: true })
    .refine((v) => v.length <= QUOTE_DAYS_MAX, { error: MESSAGES.notValid }),
  stays: rows(QuoteStayInput),
  inclusions: list(z.enum(valuesOf(INCLUSION_OPTIONS), { error: MESSAGES.notValid })).transform(
    (v) => [...new Set(v)],
  ),
  exclusions: list(z.enum(valuesOf(EXCLUSION_OPTIONS), { error: MESSAGES.notValid })).transform(
    (v) => [...new Set(v)],
  ),
  inclusionsText: freeLongText(QUOTE_TEXT_MAX),
  exclusionsText: freeLongText(QUOTE_TEXT_MAX),
  cabsText: freeLongText(QUOTE_TEXT_MAX),
  flightsText: freeLongText(QUOTE_TEXT_MAX),
  description: freeLongText(QUOTE_TEXT_MAX),
  /** Whole units of `currency` per adult and per child; the server multiplies and taxes. */
  pricePerAdult: integer(1, QUOTE_PRICE_MAX),
  pricePerChild: withDefault(0, QUOTE_PRICE_MAX, 0),
  currency: z.preprocess(
    blankToUndefined,
    z.enum(QUOTE_CURRENCIES, { error: MESSAGES.notValid }).default("INR"),
  ),
  /** Net costs and the quote's markup; with any line, they set the price per person. */
  costLines: rows(CostLineInput).refine((v) => v.length <= COST_LINES_MAX, {
    error: MESSAGES.notValid,
  }),
  markupType: z.preprocess(
    blankToUndefined,
    z.enum(MARKUP_TYPES, { error: MESSAGES.notValid }).default("percent"),
  ),
  markupValue: withDefault(0, QUOTE_PRICE_MAX * 100, 0),
  /** Whole units off the package price; capped at the subtotal by the server. */
  discount: withDefault(0, QUOTE_PRICE_MAX * 100, 0),
  validUntil: isoDate,
  cancellationPolicy: rows(CancellationRuleInput)
    .refine((v) => v.length <= CANCELLATION_RULES_MAX, { error: MESSAGES.notValid, abort: true })
    .refine((v) => new Set(v.map((r) => r.daysBefore)).size === v.length, {
      error: "Each rule needs its own number of days",
      abort: true,
    })
    // Cancelling later never refunds more than cancelling earlier.
    .refine(
      (v) =>
        [...v]
          .sort((a, b) => b.daysBefore - a.daysBefore)
          .every((r, i, all) => i === 0 || r.refundPercent <= (all[i - 1]?.refundPercent ?? 100)),
      { error: "Refunds must not grow closer to travel" },
    )
    .transform((v) => [...v].sort((a, b) => b.daysBefore - a.daysBefore)),
}).superRefine((draft, ctx) => {
  if (draft.markupType === "percent" && draft.markupValue > MARKUP_PERCENT_MAX) {
    ctx.addIssue({
      code: "custom",
      path: ["markupValue"],
      message: `A markup is at most ${MARKUP_PERCENT_MAX}%.`,
    });
  }
  draft.costLines.forEach((line, i) => {
    if (line.markupType === "percent" && line.markupValue > MARKUP_PERCENT_MAX) {
      ctx.addIssue({
        code: "custom",
        path: ["costLines", i, "markupValue"],
        message: `A markup is at most ${MARKUP_PERCENT_MAX}%.`,
      });
    }
  });
  const nights = draft.stays.reduce((sum, s) => sum + s.nights, 0);
  if (nights > Math.max(draft.days.length - 1, 0)) {
    ctx.addIssue({
      code: "custom",
      path: ["stays"],
      message: `The stays add up to ${nights} nights; a ${draft.days.length}-day trip has ${Math.max(draft.days.length - 1, 0)}.`,
    });
  }
});
export type QuoteDraftInput = z.output<typeof QuoteDraftInput>;

/** The draft's costing as stored and priced: lines with their markup, the quote's markup. */
export function costingOf(
  draft: Pick<QuoteDraftInput, "costLines" | "markupType" | "markupValue">,
): QuoteCosting {
  return {
    lines: draft.costLines.map((l, i) => ({
      lineId: l.lineId ?? `line${i + 1}`,
      kind: l.kind,
      label: l.label,
      netCost: l.netCost,
      markup: l.markupType ? { type: l.markupType, value: l.markupValue } : null,
    })),
    markup: { type: draft.markupType, value: draft.markupValue },
  };
}

/** Where a new quote starts (issue 9 §3): a catalogue package, an earlier quote, or blank. */
export const StartDraftInput = z.discriminatedUnion(
  "from",
  [
    z.object({ from: z.literal("package"), packageId: integer(1, 2_147_483_647) }),
    z.object({ from: z.literal("quote"), quoteId: integer(1, 2_147_483_647) }),
    z.object({ from: z.literal("blank") }),
  ],
  { error: MESSAGES.notValid },
);
export type StartDraftInput = z.output<typeof StartDraftInput>;

// ---------------------------------------------------------------------------------------------
// The traveller's answers (§5, §7).

/** POST reject_quote: a reason from the list is required, free text optional (§5). */
export const DeclineQuoteInput = form({
  quote_decline_reason: z.enum(valuesOf(QUOTE_REJECTION_REASONS), {
    error: typeError(MESSAGES.required, MESSAGES.notValid),
  }),
  quote_other_decline_reason: freeText(REASON_TEXT_MAX),
});
export type DeclineQuoteInput = z.output<typeof DeclineQuoteInput>;

/** POST update_hotel_status: 1 accepts, -1 rejects with a reason ("other" needs its text). */
export const HotelStatusInput = form({
  hotel_key: z
    .string({ error: typeError(MESSAGES.required, MESSAGES.notValid) })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: MESSAGES.notValid }),
  status: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.union([z.literal(1), z.literal(-1)], {
      error: typeError(MESSAGES.required, MESSAGES.notValid),
    }),
  ),
  reason: z.preprocess(
    blankToUndefined,
    z.enum(valuesOf(HOTEL_REJECTION_REASONS), { error: MESSAGES.notValid }).optional(),
  ),
  other_reason: freeText(REASON_TEXT_MAX),
  /** Where the answer was given (page, compare popup); stored with the answer. */
  // Telemetry only: anything but an object is dropped rather than refusing the answer.
  tracking_data: z.preprocess(
    (value) => (value && typeof value === "object" && !Array.isArray(value) ? value : undefined),
    z.record(z.string().max(40), z.string().max(200)).optional(),
  ),
}).superRefine((input, ctx) => {
  if (input.status !== -1) return;
  if (!input.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: MESSAGES.required });
  else if (input.reason === "other" && !input.other_reason) {
    ctx.addIssue({ code: "custom", path: ["other_reason"], message: MESSAGES.required });
  }
});
export type HotelStatusInput = z.output<typeof HotelStatusInput>;

/** POST request_call_back on a quote: no option means request_cta_4 (§5). */
export const QuoteCallbackInput = form({
  option: z.preprocess(
    blankToUndefined,
    z
      .enum(valuesOf(REQUEST_CALLBACK_OPTIONS), { error: MESSAGES.notValid })
      .default(DEFAULT_CALLBACK_OPTION),
  ),
  request_cta_4_reason: freeText(REASON_TEXT_MAX),
});
export type QuoteCallbackInput = z.output<typeof QuoteCallbackInput>;

export const QUOTE_VIEW_SOURCES = [
  "quote_detail",
  "compare",
  "quote_list",
  "pdf",
  "email",
] as const;

/** POST update_quote_stats: where the traveller looked at the quote. */
export const UpdateQuoteStatsInput = form({
  source: z.preprocess(
    blankToUndefined,
    z.enum(QUOTE_VIEW_SOURCES, { error: MESSAGES.notValid }).default("quote_detail"),
  ),
});
export type UpdateQuoteStatsInput = z.output<typeof UpdateQuoteStatsInput>;

/** The compare selection (isSelected) of one quote. */
export const SelectQuoteInput = form({
  selected: z.preprocess(
    (v) =>
      v === "true" || v === "1" || v === "on" ? true : v === "false" || v === "0" ? false : v,
    z.boolean({ error: MESSAGES.notValid }),
  ),
});
export type SelectQuoteInput = z.output<typeof SelectQuoteInput>;

// ---------------------------------------------------------------------------------------------
// Queries.

/** The agent inbox: a stage tab, a search over destination and traveller name, a page. */
export const InboxQuery = z.object({
  stage: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_STAGES, { error: MESSAGES.notValid }).optional(),
  ),
  q: optionalText(INBOX_QUERY_MAX, MESSAGES.notValid),
  page: withDefault(1, 10_000, 1),
});
export type InboxQuery = z.output<typeof InboxQuery>;
export const INBOX_PAGE_SIZE = 20;

/** /requested_trips/{id}/compare?quote_ids=1&quote_ids=2: 2 to 3 quotes (§5, §9). */
export const CompareQuery = z.object({
  quote_ids: z.preprocess(
    (value) =>
      (value == null ? [] : Array.isArray(value) ? value : String(value).split(",")).filter(
        (v) => v !== "",
      ),
    z
      .array(integer(1, 2_147_483_647), { error: MESSAGES.notValid })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= COMPARE_MAX, { error: MESSAGES.maxCompareQuotes, abort: true })
      .refine((ids) => ids.length >= COMPARE_MIN, { error: MESSAGES.minCompareQuotes }),
  ),
});
export type CompareQuery = z.output<typeof CompareQuery>;

/** GET quote version: ?version=N, the latest sent one without it. */
export const QuoteVersionQuery = z.object({ version: optionalInteger(1, 1_000) });
