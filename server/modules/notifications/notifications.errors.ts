import { AppError, rateLimited } from "../../lib/errors";

export const tooManyChanges = (retryAfterSeconds: number) =>
  rateLimited("too_many_notification_changes", retryAfterSeconds);
export const badUnsubscribeLink = () =>
  new AppError(
    "not_found",
    "unsubscribe_link_invalid",
    "This unsubscribe link is not valid. Open the latest mail again, or change your email preferences on your account page.",
  );
export { notSignedIn } from "../../http/signed-in";
