import type { CurrencyCode } from "../../../common/locale";
import { formatMoney, MINOR_UNITS, type Money } from "../../../common/money";
import { AppError } from "../../lib/errors";

/** Money as the site shows it (₹100), with paise only when there are some (₹100.50). */
function shown(money: Money): string {
  const whole = money.amountMinor % MINOR_UNITS[money.currency] === 0;
  return formatMoney(money, { fractionDigits: whole ? 0 : 2 });
}

export const orderNotFound = () =>
  new AppError("not_found", "payment_not_found", "No such payment.");
export const refundNotFound = () =>
  new AppError("not_found", "refund_not_found", "No such refund.");
export const paymentKeyReused = () =>
  new AppError(
    "conflict",
    "payment_key_reused",
    "This idempotency key was used for another payment.",
  );
export const refundKeyReused = () =>
  new AppError(
    "conflict",
    "refund_key_reused",
    "This idempotency key was used for another refund.",
  );
export const alreadyPaid = () =>
  new AppError("conflict", "payment_already_captured", "This has already been paid.");
export const paymentInProgress = () =>
  new AppError(
    "conflict",
    "payment_in_progress",
    "A payment for this is already under way. Please finish it, or try again once it has expired.",
  );
export const refundExceedsCapture = (refundableMinor: number, currency: CurrencyCode) =>
  new AppError(
    "unprocessable",
    "refund_exceeds_capture",
    `A refund cannot exceed what was captured; at most ${shown({ amountMinor: refundableMinor, currency })} can be refunded.`,
  );
export const notCaptured = () =>
  new AppError("unprocessable", "payment_not_captured", "Only a captured payment can be refunded.");
export const invalidPaymentInput = (message: string) =>
  new AppError("invalid_input", "invalid_payment", message);
export const unbalancedJournal = (message: string) =>
  new AppError("invalid_input", "unbalanced_journal", `Ledger journal refused: ${message}`);
export const unknownBookableType = (type: string) =>
  new AppError("invalid_input", "unknown_bookable_type", `No bookable type ${type} is registered.`);
export const gatewayUnavailable = () =>
  new AppError(
    "unavailable",
    "gateway_unavailable",
    "The payment gateway is not answering. Please try again.",
  );
