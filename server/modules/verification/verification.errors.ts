import { waitFor } from "../../../common/messages";
import { AppError, rateLimited } from "../../lib/errors";

// Refusals of the code form name its `code` field, so the page shows them under the input.
const onCode = (kind: "unprocessable" | "invalid_input", code: string, message: string) =>
  new AppError(kind, code, message, [{ code, message, field: "code" }]);

export const codeNotRequested = () =>
  onCode("unprocessable", "phone_code_not_requested", "Send a code to your number first.");
export const codeExpired = () =>
  onCode("unprocessable", "phone_code_expired", "This code has expired. Send a new one.");
export const codeWrong = (triesLeft: number) =>
  triesLeft > 0
    ? onCode(
        "invalid_input",
        "phone_code_wrong",
        `That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
      )
    : onCode(
        "unprocessable",
        "phone_code_locked",
        "That code was wrong too many times. Send a new one.",
      );
export const resendTooSoon = (retryAfterSeconds: number) =>
  rateLimited(
    "phone_code_resend_too_soon",
    retryAfterSeconds,
    `A code was just sent. You can ask for another in ${waitFor(retryAfterSeconds)}.`,
  );
export const tooManyCodes = (retryAfterSeconds: number) =>
  rateLimited(
    "phone_code_limit",
    retryAfterSeconds,
    `Too many codes were sent to this number. Try again in ${waitFor(retryAfterSeconds)}.`,
  );
