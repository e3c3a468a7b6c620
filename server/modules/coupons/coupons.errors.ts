import { AppError } from "../../lib/errors";

const field = (message: string) => [{ code: "offer_code", message, field: "offer_code" }];

export const tripNotFound = () =>
  new AppError("not_found", "trip_not_found", "We could not find this request.");
export const offerNotFound = () =>
  new AppError("not_found", "offer_not_found", "We could not find this offer.");
export const unknownCode = () =>
  new AppError(
    "unprocessable",
    "coupon_unknown",
    "This coupon code is not valid.",
    field("This coupon code is not valid."),
  );
export const refused = (code: string, message: string) =>
  new AppError("unprocessable", code, message, field(message));
export const noAcceptedQuote = () =>
  new AppError(
    "conflict",
    "coupon_no_accepted_quote",
    "Accept a quote first: the coupon applies to the quote you accept.",
  );
export const locked = () =>
  new AppError(
    "conflict",
    "coupon_locked",
    "The invoice has been issued with this coupon; it can no longer be changed.",
  );
export const alreadyApplied = () =>
  new AppError(
    "conflict",
    "coupon_already_applied",
    "A coupon is already applied to this trip. Remove it first, or update it.",
  );
export const staffOnly = () =>
  new AppError("forbidden", "staff_only", "Only operations staff can do this.");
export const codeTaken = () =>
  new AppError("conflict", "coupon_code_taken", "A coupon with this code already exists.", [
    {
      code: "coupon_code_taken",
      message: "A coupon with this code already exists.",
      field: "code",
    },
  ]);

/** Destinations on a coupon that the catalogue does not have (names as typed, or #id). */
export const unknownDestinations = (names: readonly string[]) => {
  const message = `Not in the catalogue: ${names.join(", ")}. Use destination names such as Kerala or Goa, separated by commas.`;
  return new AppError("unprocessable", "coupon_unknown_destination", message, [
    { code: "coupon_unknown_destination", message, field: "destinations" },
  ]);
};
