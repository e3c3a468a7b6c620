import { MESSAGES } from "../../../common/messages";
import { AppError, rateLimited } from "../../lib/errors";

const field = (name: string, code: string, message: string) =>
  new AppError("invalid_input", code, message, [{ code, message, field: name }]);

// Another traveller's request answers exactly like a missing one: its existence is not theirs
// to learn.
export const tripNotFound = () =>
  new AppError("not_found", "trip_not_found", "This request could not be found.");
export const travellersOnly = () =>
  new AppError("forbidden", "travellers_only", "Only travellers can request trips.");
export const tripClosed = () =>
  new AppError("conflict", "trip_closed", "This request is closed. Reactivate it first.");
export const tripChanged = () =>
  new AppError("conflict", "trip_changed", "This request just changed. Please reload the page.");
export const monthOutOfRange = () => field("month", "month_out_of_range", MESSAGES.notValid);
export const startDateInPast = () =>
  field("start_date", "start_date_in_past", MESSAGES.invalidDate);
export const packageNotFound = () => field("package_id", "package_not_found", MESSAGES.notValid);
export const invalidCancelReason = () =>
  field("reason", "invalid_cancel_reason", MESSAGES.notValid);
export const emptyDocument = () => field("file", "document_empty", MESSAGES.required);
export const documentTooLarge = () =>
  field("file", "document_too_large", MESSAGES.documentTooLarge);
export const documentTypeRefused = () =>
  field("file", "document_type_refused", MESSAGES.documentTypeRefused);
export const documentNotFound = () =>
  new AppError("not_found", "document_not_found", "This document could not be found.");
export const tooManyRequests = (retryAfterSeconds: number) =>
  rateLimited("too_many_requests", retryAfterSeconds);
