import { z } from "zod";
import { formatDate } from "./format";
import type { CurrencyCode } from "./locale";
import { formatMoney, MINOR_UNITS } from "./money";

/**
 * Payments shared by the browser and the server: order and refund states, the bookable
 * reference carried in `/payments/response?bookable_id=…`, and the response page's URL.
 */

/**
 * created (checkout opened) → pending (UPI awaiting approval) → captured | failed; an attempt
 * not completed within its gateway's time is expired (docs/decisions/0190).
 */
export const PAYMENT_ORDER_STATUSES = [
  "created",
  "pending",
  "captured",
  "failed",
  "expired",
] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** pending → processed | failed. */
export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYMENT_RESPONSE_PATH = "/payments/response";

const BOOKABLE_TYPE = /^[a-z][a-z0-9_]{0,39}$/;
const BOOKABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface BookableRef {
  bookableType: string;
  bookableId: string;
}

export function isBookableType(value: string): boolean {
  return BOOKABLE_TYPE.test(value);
}

export function isBookableId(value: string): boolean {
  return BOOKABLE_ID.test(value);
}

/** `hotel_booking:42`: the type, a colon, the client's id. */
export function formatBookableRef(ref: BookableRef): string {
  return `${ref.bookableType}:${ref.bookableId}`;
}

export function parseBookableRef(value: string | null | undefined): BookableRef | null {
  if (!value) return null;
  const at = value.indexOf(":");
  if (at < 0) return null;
  const bookableType = value.slice(0, at);
  const bookableId = value.slice(at + 1);
  if (!isBookableType(bookableType) || !isBookableId(bookableId)) return null;
  return { bookableType, bookableId };
}

/** Where the gateway sends the payer back: success is only a hint, the page asks the server. */
export function paymentResponseUrl(ref: BookableRef, success: boolean): string {
  const query = new URLSearchParams({
    success: success ? "true" : "false",
    bookable_id: formatBookableRef(ref),
  });
  return `${PAYMENT_RESPONSE_PATH}?${query}`;
}

/** The response page without `success`: a gateway's return URL, to which it adds the hint. */
export function paymentCallbackUrl(ref: BookableRef): string {
  return `${PAYMENT_RESPONSE_PATH}?${new URLSearchParams({ bookable_id: formatBookableRef(ref) })}`;
}

export const PaymentResponseQuery = z.object({
  success: z
    .string()
    .optional()
    .transform((v) => v === "true"),
  bookable_id: z
    .string()
    .max(120)
    .optional()
    .transform((v) => parseBookableRef(v)),
});

/**
 * A payment made for something that was already paid (docs/decisions/0189), as the payer's
 * pages show it: counted nowhere, refunded in full by itself.
 */
export interface PaidTwiceView {
  amountMinor: number;
  currency: CurrencyCode;
  paidAt: string;
  /** requested: the refund is being asked for (a moment after the payment arrived). */
  refund: "requested" | "pending" | "processed" | "failed";
  refundedAt: string | null;
}

/** A second payment of one of an invoice's instalments, on the traveller's quote pages. */
export interface InstalmentPaidTwice {
  /** The instalment's label ("Deposit (30%)"). */
  label: string;
  payment: PaidTwiceView;
}

const shownDate = (iso: string) => formatDate(iso);

/**
 * What the payer reads about a second payment, in plain words and in their currency; `what`
 * names what was paid ("your deposit (30%)", "this").
 */
export function paidTwiceText(view: PaidTwiceView, what: string): string {
  const whole = view.amountMinor % MINOR_UNITS[view.currency] === 0;
  const amount = formatMoney(
    { amountMinor: view.amountMinor, currency: view.currency },
    { fractionDigits: whole ? 0 : 2 },
  );
  const paid = `You paid ${what} twice: the second payment of ${amount} is not needed`;
  switch (view.refund) {
    case "processed":
      return `${paid} and was refunded in full${view.refundedAt ? ` on ${shownDate(view.refundedAt)}` : ""}.`;
    case "failed":
      return `${paid}. Refunding it did not go through at the bank; our payments team is following it up with you.`;
    default:
      return `${paid} and is being refunded in full. It reaches your account within 7 to 10 working days.`;
  }
}

/** Methods the hosted pages offer. */
export const PAYMENT_METHODS = ["card", "upi", "netbanking"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: "Card",
  upi: "UPI",
  netbanking: "Netbanking",
};

/** Staff's gateway check (docs/decisions/0123): its bookable type and largest amount (₹10,000). */
export const GATEWAY_CHECK_TYPE = "gateway_check";
export const GATEWAY_CHECK_MAX_MINOR = 1_000_000;
