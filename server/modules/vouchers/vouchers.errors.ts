import { AppError } from "../../lib/errors";

export const voucherNotFound = () =>
  new AppError("not_found", "voucher_not_found", "We could not find this voucher.");
export const quoteNotFound = () =>
  new AppError("not_found", "quote_not_found", "We could not find this quote.");
export const notBooked = () =>
  new AppError(
    "conflict",
    "voucher_not_booked",
    "Vouchers can be uploaded once the traveller has paid for this quote.",
  );
export const emptyFile = () =>
  new AppError("invalid_input", "voucher_empty", "Choose a file to upload.", [
    { code: "voucher_empty", message: "Choose a file to upload.", field: "file" },
  ]);
export const tooLarge = () =>
  new AppError("invalid_input", "voucher_too_large", "A voucher can be at most 5 MB.", [
    { code: "voucher_too_large", message: "A voucher can be at most 5 MB.", field: "file" },
  ]);
export const typeRefused = () =>
  new AppError("invalid_input", "voucher_type_refused", "Upload a PDF, JPEG or PNG file.", [
    { code: "voucher_type_refused", message: "Upload a PDF, JPEG or PNG file.", field: "file" },
  ]);
export const tooMany = (retryAfterSeconds: number) => {
  const error = new AppError(
    "rate_limited",
    "too_many_uploads",
    "Too many uploads. Try again later.",
  );
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
