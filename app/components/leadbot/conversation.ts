// The chatbot's conversation without React: which slider questions are still worth asking after
// the free-text parse, and how the answers become a trip request (signed-in traveller) or a
// prefilled request form (visitor). Finishing is orchestrated here too, with the API calls
// injected, so the fallbacks are unit-tested. Types only from common/leadbot and common/trips:
// this file ships in the chatbot's lazy chunk and must not pull zod into it.
import { formatRupees } from "../../../common/format";
import type {
  DestinationParserResult,
  ParsedPlace,
  SliderQuestion,
  SliderQuestionKey,
  SliderStep,
} from "../../../common/leadbot";

/** Answers by question key, in the slider's answer format ("2026-12", "4-6", "+91 98…"). */
export type Answers = Partial<Record<SliderQuestionKey, string>>;

export const NOT_DECIDED = "nd";
export const CHATBOT_ORIGIN = "chatbot";
export const CHATBOT_ERROR_HASH = "chatbot_errors";
const DEFAULT_ADULTS = 2;
const COMMENTS_MAX = 1000;
const BUDGET_MIN = 1000;
const BUDGET_OPEN_TOP = 10_000_000;
const ATTRIBUTION_MAX = 500;

/** What the parse has already answered; null when the parse failed (then everything is asked). */
function isAnswered(key: SliderQuestionKey, draft: DestinationParserResult | null): boolean {
  if (!draft) return false;
  switch (key) {
    case "destination":
      return draft.destinations.length > 0;
    case "month":
      return draft.month !== null;
    case "duration":
      return draft.duration !== null;
    case "trip_type":
      return draft.trip_type !== null;
    case "adults":
      return draft.adults !== null;
    // "2 adults" says there are no children; "with 2 kids" alone still asks for the adults.
    case "children":
      return draft.children !== null || draft.adults !== null;
    case "budget":
      return draft.budget_range !== null || draft.budget_per_person !== null;
    case "phone":
      return false;
  }
}

/**
 * The slider's steps with only the questions the parse left open, empty steps dropped. The
 * phone is asked only when the chatbot creates the request itself (a signed-in traveller); a
 * visitor gives it on the request form with their account, so it never travels in a URL.
 */
export function remainingSteps(
  steps: readonly SliderStep[],
  draft: DestinationParserResult | null,
  opts: { askPhone: boolean },
): SliderStep[] {
  return steps
    .map((step) => ({
      ...step,
      questions: step.questions.filter((q) =>
        q.key === "phone" ? opts.askPhone : !isAnswered(q.key, draft),
      ),
    }))
    .filter((step) => step.questions.length > 0);
}

/** The answer a question starts with: its default, or the number field's default. */
export function initialAnswer(question: SliderQuestion): string {
  if (question.type === "number") return String(question.default);
  if (question.type === "single_choice") return question.default ?? "";
  if (question.type === "phone") return `${question.default_dial_code} `;
  return "";
}

/** A step may move on when its required questions have an answer. */
export function stepComplete(step: SliderStep, answers: Answers): boolean {
  return step.questions.every((q) => !q.required || isAnswerGiven(q, answers[q.key]));
}

const PHONE = /^\+\d{1,4} \d{5,15}$/;

export function isAnswerGiven(question: SliderQuestion, value: string | undefined): boolean {
  const v = value?.trim() ?? "";
  if (question.type === "phone") return PHONE.test(v);
  return v !== "";
}

/**
 * rbt_index_question_answer_map for the parser: each answered question under its fixed index.
 * The phone stays out: the parser has no use for it.
 */
export function answerMap(
  steps: readonly SliderStep[],
  answers: Answers,
  opts: { withDestination?: boolean } = {},
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const q of steps.flatMap((s) => s.questions)) {
    if (q.key === "phone") continue;
    if (q.key === "destination" && opts.withDestination === false) continue;
    const value = answers[q.key]?.trim();
    if (value) map[q.index] = value;
  }
  return map;
}

/** The parse with the answers laid over what it left empty ('Not decided' fills nothing). */
export function mergedDraft(
  draft: DestinationParserResult | null,
  answers: Answers,
): {
  places: string[];
  month: string | null;
  duration: string | null;
  days: number | null;
  tripType: string | null;
  adults: number | null;
  children: number | null;
  budget: number | null;
} {
  const chosen = (key: SliderQuestionKey) => {
    const value = answers[key]?.trim();
    return value && value !== NOT_DECIDED ? value : null;
  };
  const int = (value: string | null) =>
    value !== null && /^\d+$/.test(value) ? Number(value) : null;
  const places = draft?.destinations.length ? placeNames(draft.destinations) : [];
  const typed = chosen("destination");
  return {
    places: places.length ? places : typed ? [typed.slice(0, 80)] : [],
    month: draft?.month ?? chosen("month"),
    duration: draft?.duration ?? chosen("duration"),
    days: draft?.days ?? null,
    tripType: draft?.trip_type ?? chosen("trip_type"),
    adults: draft?.adults ?? int(chosen("adults")),
    children: draft?.children ?? int(chosen("children")),
    budget: draft?.budget_per_person ?? budgetOfRange(draft?.budget_range ?? chosen("budget")),
  };
}

/** A city keeps its own name (agents read "Munnar" better than "Kerala"); no repeats. */
function placeNames(places: readonly ParsedPlace[]): string[] {
  return [...new Set(places.map((p) => p.name))].slice(0, 5);
}

/**
 * A price bucket as a per-person budget: the top of a closed range ("up to ₹60,000"), the
 * bottom of the open one ("above ₹80,000").
 */
export function budgetOfRange(range: string | null | undefined): number | null {
  const match = range ? /^(\d+)-(\d+)$/.exec(range) : null;
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  const budget = max >= BUDGET_OPEN_TOP ? min : max;
  return budget >= BUDGET_MIN ? budget : null;
}

function phoneParts(answer: string | undefined): { isd_code: string; phone_no: string } | null {
  const match = answer ? /^(\+\d{1,4}) (\d{5,15})$/.exec(answer.trim()) : null;
  return match?.[1] && match[2] ? { isd_code: match[1], phone_no: match[2] } : null;
}

export interface PageContext {
  /** Where the conversation happened, e.g. "/tour-packages/goa". */
  pathname: string;
  /** The full address of that page. */
  href: string;
}

/** The body of POST /bookings/v1/requested_trips (CreateTripRequestInput of common/trips). */
export interface TripRequestBody {
  to_loc: string[];
  month: string;
  durations: string[];
  trip_days?: number;
  trip_type: string;
  adults: number;
  children: number;
  budget?: number;
  isd_code?: string;
  phone_no: string;
  comments?: string;
  trip_origin_product: string;
  trip_origin_uri: string;
  context_page_url: string;
}

export function tripRequestBody(
  userInput: string,
  draft: DestinationParserResult | null,
  answers: Answers,
  page: PageContext,
): TripRequestBody {
  const m = mergedDraft(draft, answers);
  const phone = phoneParts(answers.phone);
  const body: TripRequestBody = {
    to_loc: m.places,
    month: m.month ?? NOT_DECIDED,
    durations: [m.duration ?? NOT_DECIDED],
    trip_type: m.tripType ?? NOT_DECIDED,
    adults: m.adults ?? DEFAULT_ADULTS,
    children: m.children ?? 0,
    phone_no: phone?.phone_no ?? "",
    trip_origin_product: CHATBOT_ORIGIN,
    trip_origin_uri: page.pathname.slice(0, ATTRIBUTION_MAX),
    context_page_url: page.href.slice(0, ATTRIBUTION_MAX),
  };
  if (m.days !== null) body.trip_days = m.days;
  if (m.budget !== null) body.budget = m.budget;
  if (phone) body.isd_code = phone.isd_code;
  // Agents read what the traveller wrote, not only what the parser understood.
  const said = userInput.trim();
  if (said) body.comments = `Told our trip planner: “${said}”`.slice(0, COMMENTS_MAX);
  return body;
}

/**
 * /requested_trips/new prefilled with everything gathered (the form's prefill keys, see
 * app/routes/trips/trip-form.server.ts), for a visitor to finish with an account.
 */
export function requestFormPath(
  draft: DestinationParserResult | null,
  answers: Answers,
  page: PageContext & { localePrefix: string },
): string {
  const m = mergedDraft(draft, answers);
  const query = new URLSearchParams();
  for (const place of m.places) query.append("destination", place);
  if (m.month) query.set("month", m.month);
  if (m.days !== null) query.set("days", String(m.days));
  else if (m.duration) query.set("duration", m.duration);
  if (m.tripType) query.set("trip_type", m.tripType);
  if (m.adults !== null) query.set("adults", String(m.adults));
  if (m.children !== null) query.set("children", String(m.children));
  if (m.budget !== null) query.set("budget", String(m.budget));
  query.set("trip_origin_product", CHATBOT_ORIGIN);
  query.set("trip_origin_uri", page.pathname.slice(0, ATTRIBUTION_MAX));
  return `${page.localePrefix}/requested_trips/new?${query}`;
}

/** What the parse understood, as short phrases for the chat ("Goa", "5 days", "2 adults"). */
export function understood(
  draft: DestinationParserResult,
  labels: { month: (value: string) => string },
): string[] {
  const parts: string[] = [];
  if (draft.destinations.length) parts.push(placeNames(draft.destinations).join(", "));
  if (draft.excluded_destinations.length) {
    parts.push(`not ${placeNames(draft.excluded_destinations).join(" or ")}`);
  }
  if (draft.month) parts.push(labels.month(draft.month));
  if (draft.days !== null) parts.push(`${draft.days} ${draft.days === 1 ? "day" : "days"}`);
  else if (draft.duration) {
    parts.push(draft.duration === "13+" ? "more than 12 days" : `${draft.duration} days`);
  }
  if (draft.trip_type) parts.push(TRIP_TYPE_WORDS[draft.trip_type]);
  if (draft.adults !== null) parts.push(plural(draft.adults, "adult"));
  if (draft.children) parts.push(plural(draft.children, "child", "children"));
  if (draft.budget_per_person !== null) {
    parts.push(`${formatRupees(draft.budget_per_person)} per person`);
  }
  return parts;
}

const TRIP_TYPE_WORDS: Record<NonNullable<DestinationParserResult["trip_type"]>, string> = {
  honeymoon: "honeymoon",
  family: "family trip",
  friends: "trip with friends",
  tour: "tour",
};

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

// ---- Failures ------------------------------------------------------------------------------

export interface ApiFailure {
  status: number;
  body: unknown;
  kind: string;
}

export interface FailureReport {
  redis_key: string;
  redis_hash_name: string;
  value: Record<string, unknown>;
}

const REPORT_TEXT_MAX = 4000;

function clip(value: unknown): unknown {
  if (value === undefined) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text === undefined) return null;
  return text.length > REPORT_TEXT_MAX ? `${text.slice(0, REPORT_TEXT_MAX)}…` : value;
}

/**
 * A failure as browsing §4 keeps it: the request's params, the response and whether it ended
 * the conversation, under the error hash. A phone number is masked: a failure log is not a
 * contact list.
 */
export function failureReport(input: {
  step: "parse" | "slider_questions" | "finish_parse" | "create";
  path: string;
  params: unknown;
  failure: ApiFailure;
  end: boolean;
  page: string;
  at: Date;
  id: string;
}): FailureReport {
  const params =
    input.params && typeof input.params === "object" && "phone_no" in input.params
      ? { ...input.params, phone_no: maskPhone(String(input.params.phone_no)) }
      : input.params;
  return {
    redis_hash_name: CHATBOT_ERROR_HASH,
    redis_key: `${input.step}:${input.at.toISOString()}:${input.id}`.slice(0, 200),
    value: {
      step: input.step,
      request: { path: input.path, params: clip(params) },
      response: {
        status: input.failure.status,
        kind: input.failure.kind,
        body: clip(input.failure.body),
      },
      end: input.end,
      page: input.page,
    },
  };
}

function maskPhone(phone: string): string {
  return phone.length > 2 ? `${"•".repeat(phone.length - 2)}${phone.slice(-2)}` : "••";
}

// ---- Finishing -----------------------------------------------------------------------------

export const PARSER_PATH = "/browsing/v1/destination_parser";
export const CREATE_TRIP_PATH = "/bookings/v1/requested_trips";

export interface FinishDeps {
  parse(body: Record<string, unknown>): Promise<DestinationParserResult>;
  createTrip(body: TripRequestBody): Promise<{ redirect_url: string }>;
  report(step: "finish_parse" | "create", path: string, params: unknown, error: unknown): void;
}

export type FinishOutcome =
  | { kind: "created"; redirectUrl: string }
  | { kind: "form"; path: string; reason: "visitor" | "failure" };

function isFieldError(error: unknown, field: string): boolean {
  const body = (error as { body?: unknown } | null)?.body as
    | { errors?: { field?: string }[] }
    | undefined;
  return Boolean(body?.errors?.some((e) => e.field === field));
}

/**
 * The last turn: the parser reads the text again with the slider's answers (a typed destination
 * becomes a known place, typos and all); then a signed-in traveller's request is created, or a
 * visitor is sent to the prefilled form. Any failure is reported and falls back to the form
 * with what was gathered: the traveller never sees an error.
 */
export async function finishConversation(input: {
  userInput: string;
  draft: DestinationParserResult | null;
  steps: readonly SliderStep[];
  answers: Answers;
  signedIn: boolean;
  page: PageContext & { localePrefix: string };
  deps: FinishDeps;
}): Promise<FinishOutcome> {
  const { userInput, steps, answers, page, deps } = input;
  const draft = userInput.trim() ? await reparse() : input.draft;

  async function reparse(): Promise<DestinationParserResult | null> {
    const body = (withDestination: boolean) => ({
      user_input: userInput,
      parse_negation: true,
      parse_destination: true,
      rbt_index_question_answer_map: answerMap(steps, answers, { withDestination }),
    });
    try {
      return await deps.parse(body(true));
    } catch (error) {
      // A destination the catalogue does not know is no failure: the name is kept as typed.
      if (!(answers.destination && isFieldError(error, "rbt_index_question_answer_map.1"))) {
        deps.report("finish_parse", PARSER_PATH, body(true), error);
        return input.draft;
      }
    }
    try {
      return await deps.parse(body(false));
    } catch (error) {
      deps.report("finish_parse", PARSER_PATH, body(false), error);
      return input.draft;
    }
  }

  if (!input.signedIn) {
    return { kind: "form", path: requestFormPath(draft, answers, page), reason: "visitor" };
  }
  const body = tripRequestBody(userInput, draft, answers, page);
  try {
    const created = await deps.createTrip(body);
    return { kind: "created", redirectUrl: created.redirect_url };
  } catch (error) {
    deps.report("create", CREATE_TRIP_PATH, body, error);
    return { kind: "form", path: requestFormPath(draft, answers, page), reason: "failure" };
  }
}
