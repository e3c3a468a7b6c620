import { MESSAGES } from "../../../common/messages";
import { AppError } from "../../lib/errors";

export const tooManyEvents = (retryAfterSeconds: number) =>
  Object.assign(new AppError("rate_limited", "too_many_events", MESSAGES.tooManyAttempts), {
    retryAfterSeconds,
  });
