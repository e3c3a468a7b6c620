import { rateLimited } from "../../lib/errors";

export const tooManyEvents = (retryAfterSeconds: number) =>
  rateLimited("too_many_events", retryAfterSeconds);
