import { redirect } from "react-router";
import { MESSAGES } from "../../common/messages";

// A one-shot message carried across a redirect (post → redirect → get), so toasts work with
// and without JavaScript. The cookie holds only a key of this table, never free text.
const FLASH_COOKIE = "triphive.flash";

export const FLASH_MESSAGES = {
  tripCreated: MESSAGES.agentWillContact,
  tripUpdated: "Your request has been updated",
  callbackRequested: MESSAGES.callbackThanks,
  requestCancelled: MESSAGES.requestCancelled,
  requestReactivated: MESSAGES.requestReactivated,
  preferencesSaved: "Your preferences have been saved",
  contactSaved: "Your contact details have been saved",
  phoneCodeSent: MESSAGES.phoneCodeSent,
  phoneVerified: MESSAGES.phoneVerified,
  feedbackSaved: "Thank you for your feedback",
  quizSaved: "Your answers have been saved: your agents see them now",
  flightsSaved: "Your flights have been saved: your agents see them now",
  documentUploaded: "Your document has been uploaded",
  agentFeedbackSaved: MESSAGES.agentFeedbackSaved,
  quoteDraftStarted: "Your draft quote is ready to edit",
  quoteSaved: "Draft saved",
  quoteSent: "Your quote has been sent to the traveller",
  quoteRevised: "A new version is open for editing",
  quoteAccepted: MESSAGES.quoteAccepted,
  // Accepting another quote moved the trip's coupon, or dropped it (the money section says why).
  quoteAcceptedCouponMoved: `${MESSAGES.quoteAccepted} Your coupon has moved to this quote.`,
  quoteAcceptedCouponDropped: `${MESSAGES.quoteAccepted} Your coupon does not apply to this quote and has been removed.`,
  quoteDeclined: MESSAGES.quoteDeclined,
  quoteReactivated: MESSAGES.quoteReactivated,
  hotelStatusSaved: MESSAGES.hotelStatusSaved,
  moreQuotesRequested: MESSAGES.moreQuotesRequested,
  compareTooFew: MESSAGES.minCompareQuotes,
  compareTooMany: MESSAGES.maxCompareQuotes,
  callbackClosed: "Call marked done",
  notificationsRead: "All notifications marked read",
  couponApplied: "Your coupon has been applied",
  couponRemoved: "Your coupon has been removed",
  couponCreated: "The coupon has been created",
  photoUploaded: "The photo has been uploaded",
  photoRemoved: "The photo has been removed",
  couponPaused: "The coupon has been paused",
  couponResumed: "The coupon is active again",
  invoiceIssued: "The invoice has been issued to the traveller",
  voucherUploaded: "The voucher has been uploaded",
  voucherAcknowledged: "Thank you: the agent can see you have your voucher",
  payoutReleased: "The payout has been released",
  eventRetried: "The event runs again now; if it fails again it comes back to this list",
  bookingCancelled: MESSAGES.bookingCancelled,
  leadReassigned: "The request has been reassigned; the new agency has been told",
  agentAdded: "The agency has been added to the request",
  leadMoved: "The lead has moved",
  noteAdded: "Your note has been added",
  callbackScheduled: "The callback is in the dialer's queue",
} as const;
export type FlashKey = keyof typeof FLASH_MESSAGES;

const isFlashKey = (value: string): value is FlashKey => Object.hasOwn(FLASH_MESSAGES, value);

export function flashCookie(key: FlashKey): string {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** Redirects and leaves a message for the next page; extra headers (sessions) pass through. */
export function redirectWithFlash(url: string, key: FlashKey, init?: HeadersInit): Response {
  const headers = new Headers(init);
  headers.append("Set-Cookie", flashCookie(key));
  return redirect(url, { headers });
}

/** The pending message, if any, and the header that clears it. */
export function readFlash(request: Request): {
  key: FlashKey | null;
  message: string | null;
  headers: Headers;
} {
  const headers = new Headers();
  const match = request.headers.get("cookie")?.match(/(?:^|;\s*)triphive\.flash=([A-Za-z]+)/);
  const value = match?.[1];
  if (!value) return { key: null, message: null, headers };
  headers.append("Set-Cookie", `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return isFlashKey(value)
    ? { key: value, message: FLASH_MESSAGES[value], headers }
    : { key: null, message: null, headers };
}
