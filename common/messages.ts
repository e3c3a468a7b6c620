import { plural } from "./format";
// One catalogue for every user-facing message, shared by browser forms and the JSON API so a
// field error reads the same whichever side produced it. Strings marked in the specs
// (accounts-trips-quotes §4/§5/§8, browsing §8) are reproduced verbatim, typos included
// ("atleast"), because existing clients and tests compare them literally.
export const MESSAGES = {
  required: "required",
  invalidEmail: "Invalid Email",
  invalidPhone: "Phone number not valid",
  passwordsDoNotMatch: "Passwords did not match",
  passwordTooShort: "Must be atleast 6 characters length",
  invalidDate: "Invalid Date",
  notValid: "not valid",
  commonPassword: "This password is too common. Choose one that is harder to guess.",
  passwordTooLong: "Must be at most 128 characters length",
  tncRequired: "Please accept the terms and conditions",
  invalidReferralCode: "This referral code is not valid",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please try again in a few minutes.",
  emailNotVerified: "Please activate your account first: we have sent you a new activation link.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  resetLinkSent: "Password reset link sent!",
  callbackThanks: "Thank you for requesting a callback.",
  phoneCodeSent: "We have texted you a 6-digit code. Enter it to verify your number.",
  phoneVerified: "Your number is verified",
  requestCancelled: "Your request has been cancelled",
  requestReactivated: "Your request has been reactivated",
  bookingCancelled: "Your booking has been cancelled; the refund is on its way",
  agentWillContact: "Thank you for your request. Our agent will get in touch with you shortly",
  somethingWentWrong: "Something went wrong",
  maxCompareQuotes: "Please select maximum of 3 quotes",
  minCompareQuotes: "Select at least 2 quotes to compare",
  quoteAccepted: "You have chosen this quote. The agent will send the invoice shortly.",
  quoteDeclined: "You have declined this quote.",
  quoteReactivated: "The quote is active again.",
  hotelStatusSaved: "Thanks, the agent has been told.",
  moreQuotesRequested: "We have asked one more agent to quote for your trip.",
  documentTooLarge: "The file is larger than 5 MB.",
  documentTypeRefused: "Upload a PDF, JPEG or PNG file.",
  feedbackTitleTooLong: "Keep the title under 120 characters.",
  feedbackTextTooShort: "Tell other travellers a little more (at least 20 characters).",
  feedbackTextTooLong: "Keep your review under 2,000 characters.",
  feedbackNotAllowed: "Only the traveller of a trip booked with this agent can review it.",
  feedbackAlreadyGiven: "You have already reviewed this agent for this trip.",
  agentFeedbackSaved: "Thank you for reviewing your agent",
  invalidCharacters: "Contains characters that are not allowed",
  // Quote pictures and links (decision 0186).
  imageNotFromTriphive: "Use pictures from Triphive only: their addresses start with /images/.",
  linkNotAllowed:
    "Enter a web address starting with https:// or http://, or a Triphive page starting with /.",
  // Chat (issue 10): contact details typed into a message before the quote is accepted.
  chatEmailHidden: "[email hidden until the quote is accepted]",
  chatPhoneHidden: "[phone hidden until the quote is accepted]",
  chatMessageTooLong: "A message can have at most 2000 characters",
  chatReadOnly: "Staff can read this chat but not write in it.",
  requestTooLarge: "The request is too large.",
  temporarilyUnavailable:
    "Triphive is temporarily unavailable. Please try again in a minute; nothing you sent was lost.",
} as const;

/** "12 minutes", "1 hour", "40 seconds": a wait rounded up, as a person would say it. */
export function waitFor(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    s < 60
      ? [s, "second"]
      : s < 3600
        ? [Math.ceil(s / 60), "minute"]
        : [Math.ceil(s / 3600), "hour"];
  return plural(amount, unit);
}

/** A refused attempt says when the next one will be accepted (it matches Retry-After). */
export function tooManyAttemptsFor(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${waitFor(retryAfterSeconds)}.`;
}

/**
 * An agent's quote refused by a limit (decision 0192): what was refused, that nothing typed is
 * lost, and when to try again (it matches Retry-After). `max` is the limit's number.
 */
export const QUOTE_LIMIT_MESSAGES = {
  sendsPerAgent: (max: number, retryAfterSeconds: number) =>
    `You have sent ${max} quotes within an hour, the most Triphive allows. Your draft is saved: send it in ${waitFor(retryAfterSeconds)}.`,
  sendsPerTrip: (max: number, retryAfterSeconds: number) =>
    `You have sent this traveller ${max} quotes within a day, the most Triphive allows. Your draft is saved: send it in ${waitFor(retryAfterSeconds)}.`,
  startsPerTrip: (max: number, retryAfterSeconds: number) =>
    `You have started ${max} quotes for this traveller within a day. Start another in ${waitFor(retryAfterSeconds)}, or revise one you have sent.`,
  versionsPerQuote: (max: number, retryAfterSeconds: number) =>
    `You have made ${max} new versions of this quote within an hour. Make the next one in ${waitFor(retryAfterSeconds)}.`,
} as const;

export type MessageKey = keyof typeof MESSAGES;
