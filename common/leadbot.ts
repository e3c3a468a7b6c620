// The lead chatbot's contract (browsing spec §2 "Lead chatbot", §4, §7): what the destination
// parser returns, the inputs of the parser and cache-store endpoints, and the preferences
// slider's questions. Shared by the server and the chatbot UI, so both read one definition.
import { z } from "zod";
import { DEFAULT_DIAL_CODE, DIAL_CODES, isDialCode } from "./dial-codes";
import { FILTER_OPTIONS } from "./listing-url";
import { MESSAGES } from "./messages";
import { isSafeJson, isSafeText } from "./schema-helpers";
import {
  CHILDREN_MAX,
  DESTINATION_MAX,
  DURATION_OPTIONS,
  type DurationBucket,
  MONTH_NOT_DECIDED,
  type MonthOption,
  PHONE_PATTERN,
  TRAVELLERS_MAX,
  TRIP_TYPE_OPTIONS,
  type TripType,
  travelMonthOptions,
} from "./trips";

// ---- Parsed trip draft ----------------------------------------------------------------------

export type PlaceKind = "destination" | "city";
/** How the words were recognised: the catalogue's own name, a curated alias, or a near spelling. */
export type PlaceMatch = "exact" | "alias" | "fuzzy";

export interface ParsedPlace {
  kind: PlaceKind;
  /** The destination's or the city's own slug. */
  slug: string;
  name: string;
  /** The destination itself, or the destination a city belongs to. */
  destination_slug: string;
  destination_name: string;
  destination_type: "india" | "international";
  /** Whether that destination sells packages (and so has a listing page). */
  has_packages: boolean;
  match: PlaceMatch;
  /** The words of the input that named the place, as typed (or the slider's answer). */
  text: string;
}

/** A price bucket of browsing §9, as written in listing URLs ("40000-60000"). */
export type BudgetRange = (typeof FILTER_OPTIONS.price_ranges)[number]["value"];
/** A known duration bucket; 'Not decided' is simply null here. */
export type KnownDuration = Exclude<DurationBucket, "nd">;
export type KnownTripType = Exclude<TripType, "nd">;

/**
 * What a traveller's free text (and any slider answers) says about the trip. Every field is
 * null when nothing said it; `leftover` is the text no recogniser used.
 */
export interface TripDraft {
  destinations: ParsedPlace[];
  excluded_destinations: ParsedPlace[];
  days: number | null;
  duration: KnownDuration | null;
  /** Whole rupees per person (see docs/decisions/0030). */
  budget_per_person: number | null;
  budget_range: BudgetRange | null;
  /** 'YYYY-MM'. */
  month: string | null;
  adults: number | null;
  children: number | null;
  trip_type: KnownTripType | null;
  leftover: string;
}

/** POST /browsing/v1/destination_parser answers the draft, plus a listing link on request. */
export interface DestinationParserResult extends TripDraft {
  /** Only with can_filter: the listing of the one destination found, or null. */
  listing_url?: string | null;
}

// ---- Endpoint inputs ------------------------------------------------------------------------

export const USER_INPUT_MAX = 500;
export const SLIDER_ANSWER_MAX = 200;
export const CACHE_KEY_MAX = 200;
export const CACHE_HASH_NAME_MAX = 100;
/** Bound on a cache-store value, counted on its JSON text in UTF-8 bytes. */
export const CACHE_VALUE_MAX_BYTES = 16 * 1024;

const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : v),
    z.boolean({ error: MESSAGES.notValid }).default(fallback),
  );

// ---- Preferences slider ---------------------------------------------------------------------

export const SLIDER_STEP_TITLES = [
  "Your Preferences",
  "Great! Tell Us What You Prefer",
  "Almost Done!",
] as const;

/**
 * Question indexes are fixed whatever is left out, so an answer map stays meaningful when the
 * destination question is not asked.
 */
export const SLIDER_QUESTION_INDEX = {
  destination: "1",
  month: "2",
  duration: "3",
  trip_type: "4",
  adults: "5",
  children: "6",
  budget: "7",
  phone: "8",
} as const;
export type SliderQuestionKey = keyof typeof SLIDER_QUESTION_INDEX;
type QuestionIndex = (typeof SLIDER_QUESTION_INDEX)[SliderQuestionKey];

export interface SliderOption {
  value: string;
  label: string;
}

interface QuestionBase<K extends SliderQuestionKey> {
  index: (typeof SLIDER_QUESTION_INDEX)[K];
  key: K;
  title: string;
  required: boolean;
}

export type SliderQuestion =
  | (QuestionBase<"destination"> & {
      type: "destination";
      placeholder: string;
      max_length: number;
    })
  | (QuestionBase<"month" | "duration" | "trip_type" | "budget"> & {
      type: "single_choice";
      options: SliderOption[];
      /** The option preselected, if any. */
      default: string | null;
    })
  | (QuestionBase<"adults" | "children"> & {
      type: "number";
      min: number;
      max: number;
      default: number;
    })
  | (QuestionBase<"phone"> & {
      type: "phone";
      label: string;
      dial_codes: SliderOption[];
      default_dial_code: string;
    });

export interface SliderStep {
  step: 1 | 2 | 3;
  title: (typeof SLIDER_STEP_TITLES)[number];
  questions: SliderQuestion[];
}

export interface SliderQuestions {
  steps: SliderStep[];
}

export const BUDGET_OPTIONS: readonly SliderOption[] = [
  { value: "nd", label: "Not decided" },
  // "₹10,000-20,000", and the rupee sign on the amount in "Less than ₹10,000".
  ...FILTER_OPTIONS.price_ranges.map((r) => ({
    value: r.value,
    label: r.label.replace(/\d[\d,]*/, (amount) => `₹${amount}`),
  })),
];

const options = (list: readonly { value: string; label: string }[]): SliderOption[] =>
  list.map(({ value, label }) => ({ value, label }));

/** The slider's three steps (browsing §2); months are the six from `now` plus 'Not decided'. */
export function sliderQuestions(now: Date, opts: { includeDestination: boolean }): SliderQuestions {
  const months: MonthOption[] = travelMonthOptions(now);
  const first: SliderQuestion[] = [];
  if (opts.includeDestination) {
    first.push({
      index: SLIDER_QUESTION_INDEX.destination,
      key: "destination",
      type: "destination",
      title: "Where do you want to go?",
      placeholder: "Type a destination, e.g. Kerala",
      max_length: DESTINATION_MAX,
      required: true,
    });
  }
  first.push(
    {
      index: SLIDER_QUESTION_INDEX.month,
      key: "month",
      type: "single_choice",
      title: "When are you planning to travel?",
      options: options(months),
      default: null,
      required: false,
    },
    {
      index: SLIDER_QUESTION_INDEX.duration,
      key: "duration",
      type: "single_choice",
      title: "How many days?",
      options: options(DURATION_OPTIONS),
      default: null,
      required: false,
    },
  );
  return {
    steps: [
      { step: 1, title: SLIDER_STEP_TITLES[0], questions: first },
      {
        step: 2,
        title: SLIDER_STEP_TITLES[1],
        questions: [
          {
            index: SLIDER_QUESTION_INDEX.trip_type,
            key: "trip_type",
            type: "single_choice",
            title: "What kind of trip is it?",
            options: options(TRIP_TYPE_OPTIONS),
            default: null,
            required: false,
          },
          {
            index: SLIDER_QUESTION_INDEX.adults,
            key: "adults",
            type: "number",
            title: "Adults",
            min: 1,
            max: TRAVELLERS_MAX,
            default: 2,
            required: false,
          },
          {
            index: SLIDER_QUESTION_INDEX.children,
            key: "children",
            type: "number",
            title: "Children",
            min: 0,
            max: CHILDREN_MAX,
            default: 0,
            required: false,
          },
          {
            index: SLIDER_QUESTION_INDEX.budget,
            key: "budget",
            type: "single_choice",
            title: "What is your budget per person?",
            options: [...BUDGET_OPTIONS],
            default: null,
            required: false,
          },
        ],
      },
      {
        step: 3,
        title: SLIDER_STEP_TITLES[2],
        questions: [
          {
            index: SLIDER_QUESTION_INDEX.phone,
            key: "phone",
            type: "phone",
            title: "Where can our travel experts reach you?",
            label: "Mobile/Contact No.",
            dial_codes: DIAL_CODES.map((d) => ({
              value: d.code,
              label: `${d.country} (${d.code})`,
            })),
            default_dial_code: DEFAULT_DIAL_CODE,
            required: true,
          },
        ],
      },
    ],
  };
}

const MONTH_VALUE = /^\d{4}-(0[1-9]|1[0-2])$/;
const INTEGER = /^\d{1,3}$/;
const valuesOf = (list: readonly { value: string }[]) => new Set(list.map((o) => o.value));
const DURATION_VALUES = valuesOf(DURATION_OPTIONS);
const TRIP_TYPE_VALUES = valuesOf(TRIP_TYPE_OPTIONS);
const BUDGET_VALUES = valuesOf(BUDGET_OPTIONS);

function intWithin(min: number, max: number) {
  return (v: string) => INTEGER.test(v) && Number(v) >= min && Number(v) <= max;
}

/**
 * How each answer is checked. Months are checked by form, not against today's six options, so
 * an answer picked just before midnight on the last of a month is still accepted after it.
 * The phone answer is "<dial code> <digits>", e.g. "+91 9812345678".
 */
const ANSWER_CHECKS: Record<QuestionIndex, (v: string) => boolean> = {
  "1": (v) => v.trim().length > 0 && v.length <= DESTINATION_MAX,
  "2": (v) => v === MONTH_NOT_DECIDED || MONTH_VALUE.test(v),
  "3": (v) => DURATION_VALUES.has(v),
  "4": (v) => TRIP_TYPE_VALUES.has(v),
  "5": intWithin(1, TRAVELLERS_MAX),
  "6": intWithin(0, CHILDREN_MAX),
  "7": (v) => BUDGET_VALUES.has(v),
  "8": (v) => {
    const [code = "", number = "", ...rest] = v.trim().split(/\s+/);
    return rest.length === 0 && isDialCode(code) && PHONE_PATTERN.test(number);
  },
};
const KNOWN_INDEXES = new Set<string>(Object.values(SLIDER_QUESTION_INDEX));

export type SliderAnswers = Partial<Record<QuestionIndex, string>>;

const sliderAnswers = z
  .record(z.string(), z.string({ error: MESSAGES.notValid }), { error: MESSAGES.notValid })
  .superRefine((map, ctx) => {
    for (const [index, answer] of Object.entries(map)) {
      const known = KNOWN_INDEXES.has(index);
      if (
        !known ||
        answer.length > SLIDER_ANSWER_MAX ||
        !isSafeText(answer) ||
        !ANSWER_CHECKS[index as QuestionIndex](answer)
      ) {
        ctx.addIssue({ code: "custom", path: [index], message: MESSAGES.notValid });
      }
    }
  })
  .transform((map) => map as SliderAnswers);

/** POST /browsing/v1/destination_parser. */
export const DestinationParserInput = z.object(
  {
    user_input: z
      .string({ error: (i) => (i.input == null ? MESSAGES.required : MESSAGES.notValid) })
      .trim()
      .refine((v) => v.length > 0, { error: MESSAGES.required, abort: true })
      .refine((v) => v.length <= USER_INPUT_MAX, {
        error: `Must be at most ${USER_INPUT_MAX} characters`,
        abort: true,
      })
      .refine((v) => isSafeText(v), { error: MESSAGES.invalidCharacters }),
    parse_negation: flag(true),
    parse_destination: flag(true),
    can_filter: flag(false),
    rbt_index_question_answer_map: sliderAnswers.optional(),
  },
  { error: MESSAGES.notValid },
);
export type DestinationParserInput = z.input<typeof DestinationParserInput>;

/** GET /browsing/v1/slider_questions. */
export const SliderQuestionsQuery = z.object({
  include_destination_questions: flag(false),
});

const printable = (max: number) =>
  z
    .string({ error: (i) => (i.input == null ? MESSAGES.required : MESSAGES.notValid) })
    .refine((v) => v.length > 0, { error: MESSAGES.required, abort: true })
    .refine((v) => v.length <= max && /^[\x21-\x7e]+$/.test(v), { error: MESSAGES.notValid });

function jsonBytes(value: unknown): number {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return new TextEncoder().encode(text ?? "").length;
}

/**
 * POST /browsing/v1/cache_store (chatbot failures, browsing §4). Keys and hash names are
 * printable ASCII without spaces; the value is a JSON object or array, or a string.
 */
export const CacheStoreInput = z.object(
  {
    redis_key: printable(CACHE_KEY_MAX),
    redis_hash_name: printable(CACHE_HASH_NAME_MAX),
    value: z
      .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())], {
        error: (i) => (i.input == null ? MESSAGES.required : MESSAGES.notValid),
      })
      .refine((v) => jsonBytes(v) <= CACHE_VALUE_MAX_BYTES, {
        error: `Must be at most ${CACHE_VALUE_MAX_BYTES / 1024} KB`,
        abort: true,
      })
      .refine((v) => isSafeJson(v), { error: MESSAGES.invalidCharacters }),
  },
  { error: MESSAGES.notValid },
);
export type CacheStoreInput = z.input<typeof CacheStoreInput>;
