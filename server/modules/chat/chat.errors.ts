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
