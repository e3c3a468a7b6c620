import { MESSAGES } from "../../../common/messages";
import { AppError, rateLimited } from "../../lib/errors";

export const readOnly = () => new AppError("forbidden", "chat_read_only", MESSAGES.chatReadOnly);
export const clientIdTaken = () =>
  new AppError(
    "conflict",
    "client_message_id_taken",
    "This message id was used for another chat.",
    [{ code: "client_message_id_taken", message: "already used", field: "client_message_id" }],
  );
export const tooManyMessages = (retryAfterSeconds: number) =>
  rateLimited("too_many_messages", retryAfterSeconds);

const fileField = (code: string, message: string) =>
  new AppError("invalid_input", code, message, [{ code, message, field: "file" }]);
export const attachmentEmpty = () => fileField("attachment_empty", MESSAGES.required);
export const attachmentTooLarge = () =>
  fileField("attachment_too_large", MESSAGES.documentTooLarge);
export const attachmentTypeRefused = () =>
  fileField("attachment_type_refused", MESSAGES.documentTypeRefused);
export const attachmentNotFound = () =>
  new AppError("not_found", "attachment_not_found", "No such file.");
/** u_id names someone else: the author is the signed-in user, never the form's word. */
export const notYourUserId = () =>
  new AppError("invalid_input", "invalid_input", "This is not your user id.", [
    { code: "not_your_user_id", message: "must be your own user id", field: "u_id" },
  ]);
