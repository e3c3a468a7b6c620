import type { ApiErrorItem } from "../../../common/api-error";
import { MESSAGES, QUOTE_LIMIT_MESSAGES } from "../../../common/messages";
import { AppError, rateLimited } from "../../lib/errors";
import { LIMITS, type Limit } from "../../lib/rate-limit";

// Another user's trip or quote answers exactly like a missing one (DESIGN.md §7).
export const tripNotFound = () =>
  new AppError("not_found", "trip_not_found", "We could not find this request.");
export const quoteNotFound = () =>
  new AppError("not_found", "quote_not_found", "We could not find this quote.");
export const versionNotFound = () =>
  new AppError("not_found", "quote_version_not_found", "We could not find this version.");
export const hotelNotFound = () =>
  new AppError("not_found", "hotel_not_found", "This hotel is not part of the quote.", [
    { code: "hotel_not_found", message: MESSAGES.notValid, field: "hotel_key" },
  ]);
export const notAnAgent = () =>
  new AppError("forbidden", "agents_only", "Only a travel agent can do this.");
export const libraryFull = (max: number) =>
  new AppError(
    "conflict",
    "library_full",
    `Your day library is full: it keeps at most ${max} days.`,
  );
export const travellersOnly = () =>
  new AppError("forbidden", "travellers_only", "Only the traveller of this request can do this.");
export const staffOnly = () =>
  new AppError("forbidden", "staff_only", "Only operations staff can see this.");
export const versionSent = () =>
  new AppError(
    "conflict",
    "quote_version_sent",
    "This version has been sent and can no longer change. Revise the quote to make a new version.",
  );
export const noDraft = () =>
  new AppError("conflict", "quote_no_draft", "This quote has no draft to change or send.");
export const draftExists = () =>
  new AppError("conflict", "quote_draft_exists", "This quote already has a draft version.");
export const leadClosed = () =>
  new AppError("conflict", "lead_closed", "This lead is no longer yours to quote.");
export const tripNotActive = () =>
  new AppError("conflict", "trip_not_active", "This request is not active.");
export const quoteExpired = () =>
  new AppError("invalid_input", "quote_valid_until_past", "The validity date has passed.", [
    { code: "quote_valid_until_past", message: MESSAGES.invalidDate, field: "validUntil" },
  ]);
export const anotherChosen = () =>
  new AppError(
    "conflict",
    "another_quote_invoiced",
    "Another quote of this request is already invoiced.",
  );
export const compareLimit = () =>
  new AppError("invalid_input", "compare_limit_reached", MESSAGES.maxCompareQuotes, [
    { code: "compare_limit_reached", message: MESSAGES.maxCompareQuotes, field: "quote_ids" },
  ]);
export const moreQuotesLimit = () =>
  new AppError(
    "conflict",
    "more_quotes_limit",
    "This request already has the most agents it can have.",
  );
export const noAgentAvailable = () =>
  new AppError(
    "conflict",
    "no_agent_available",
    "No other agent serves this destination right now.",
  );
export const packageNotFound = () =>
  new AppError("not_found", "package_not_found", "We could not find this package.");
export const quoteChanged = () =>
  new AppError("conflict", "quote_changed", "This quote changed meanwhile. Reload and try again.");
export const quoteIncomplete = () =>
  new AppError(
    "invalid_input",
    "quote_incomplete",
    "Give a price per adult and a name for every hotel before sending.",
  );
export const callbackNotFound = () =>
  new AppError("not_found", "callback_not_found", "We could not find this callback request.");
/** A draft saved before decision 0186 holds a picture or link that may not reach a traveller. */
export const outsideContent = (fields: ApiErrorItem[]) =>
  new AppError(
    "invalid_input",
    "quote_outside_content",
    "A hotel's pictures or link cannot be sent: edit the quote, then send it.",
    fields,
  );

// Each quote limit's refusal (decision 0192): its own code, and words for what was refused.
const LIMIT_REFUSALS: Record<
  string,
  { code: string; message: (max: number, retryAfterSeconds: number) => string }
> = {
  [LIMITS.quoteSendPerAgent.name]: {
    code: "too_many_quotes_sent",
    message: QUOTE_LIMIT_MESSAGES.sendsPerAgent,
  },
  [LIMITS.quoteSendPerTrip.name]: {
    code: "too_many_quotes_to_traveller",
    message: QUOTE_LIMIT_MESSAGES.sendsPerTrip,
  },
  [LIMITS.quoteStartPerTrip.name]: {
    code: "too_many_new_quotes",
    message: QUOTE_LIMIT_MESSAGES.startsPerTrip,
  },
  [LIMITS.quoteVersionPerQuote.name]: {
    code: "too_many_quote_versions",
    message: QUOTE_LIMIT_MESSAGES.versionsPerQuote,
  },
};
export const quoteLimitReached = (limit: Limit, retryAfterSeconds: number) => {
  const refusal = LIMIT_REFUSALS[limit.name];
  return refusal
    ? rateLimited(refusal.code, retryAfterSeconds, refusal.message(limit.max, retryAfterSeconds))
    : rateLimited("too_many_requests", retryAfterSeconds);
};
