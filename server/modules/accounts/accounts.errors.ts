import { MESSAGES } from "../../../common/messages";
import { AppError, rateLimited } from "../../lib/errors";

export const invalidCredentials = () =>
  new AppError("unauthenticated", "invalid_credentials", MESSAGES.invalidCredentials);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  rateLimited("too_many_attempts", retryAfterSeconds);

export const emailNotVerified = () =>
  new AppError("forbidden", "email_not_verified", MESSAGES.emailNotVerified);

export const resetLinkInvalid = () =>
  new AppError("invalid_input", "reset_link_invalid", MESSAGES.resetLinkInvalid, [
    { code: "reset_link_invalid", message: MESSAGES.resetLinkInvalid, field: "token" },
  ]);

export const fieldError = (field: string, code: string, message: string) =>
  new AppError("invalid_input", code, message, [{ code, message, field }]);

export { notSignedIn } from "../../http/signed-in";

export const providerUnavailable = () =>
  new AppError("not_found", "provider_unavailable", "This sign-in method is not available.");

export const accountDisabled = () =>
  new AppError(
    "forbidden",
    "account_disabled",
    "This account is disabled. Please write to Triphive support if you think it should not be.",
  );
