import { AppError } from "../../lib/errors";

export const hotelNotFound = () => new AppError("not_found", "hotel_not_found", "No such hotel.");
export const bookingNotFound = () =>
  new AppError("not_found", "hotel_booking_not_found", "No such booking.");
export const destinationNotFound = () =>
  new AppError("not_found", "destination_not_found", "No such destination.");
export const invalidStay = (message: string) =>
  new AppError("invalid_input", "invalid_stay", message, [
    { code: "invalid_stay", message, field: "check_in_date" },
  ]);
export const invalidRateKey = () =>
  new AppError("invalid_input", "invalid_rate_key", "This rate is not offered for these dates.", [
    { code: "invalid_rate_key", message: "unknown rate", field: "rate_key" },
  ]);
export const soldOut = () =>
  new AppError(
    "conflict",
    "room_sold_out",
    "Sorry, this room was just booked by someone else for at least one of your nights.",
  );
export const priceChanged = () =>
  new AppError(
    "conflict",
    "price_changed",
    "The price of this room has changed. Please review it again.",
  );
export const notCancellable = () =>
  new AppError("conflict", "booking_not_cancellable", "This booking cannot be cancelled any more.");
