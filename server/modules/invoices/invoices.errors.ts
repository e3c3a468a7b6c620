import { AppError } from "../../lib/errors";

export const invoiceNotFound = () =>
  new AppError("not_found", "invoice_not_found", "We could not find this invoice.");
export const creditNoteNotFound = () =>
  new AppError("not_found", "credit_note_not_found", "We could not find this credit note.");
export const quoteNotFound = () =>
  new AppError("not_found", "quote_not_found", "We could not find this quote.");
export const notChosen = () =>
  new AppError(
    "conflict",
    "invoice_quote_not_chosen",
    "Only a quote the traveller has accepted can be invoiced.",
  );
export const alreadyInvoiced = () =>
  new AppError("conflict", "invoice_exists", "This quote has already been invoiced.");
export const priceChanged = () =>
  new AppError(
    "conflict",
    "invoice_price_changed",
    "The price changed since you looked (a coupon was applied or removed). Check the new total and confirm again.",
  );
export const nothingDue = () =>
  new AppError("conflict", "invoice_nothing_due", "Nothing is due on this invoice.");
