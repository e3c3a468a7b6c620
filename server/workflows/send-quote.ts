import type { AuthenticatedUser } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import { AppError } from "../lib/errors";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";

export interface SendQuoteDeps {
  quotes: QuotesService;
  trips: TripsService;
  events: Pick<DomainEvents, "deliver">;
  /** Whether the agency this agent works is suspended by admin (decision 0230); unset: none is. */
  agencySuspended?: (agentUserId: string) => Promise<boolean>;
}

export const agencySuspendedError = () =>
  new AppError(
    "forbidden",
    "agency_suspended",
    "Your agency is suspended on Triphive, so it cannot send quotes. Please write to support.",
  );

/**
 * An agent sends a quote version: the version freezes, the lead counts as quoted (which
 * unmasks the traveller's contact for this agent and stops its timer from rerouting), and
 * "quote.sent" is recorded with it (a new quote, or a new version of one). Its handlers run
 * before the agent's page answers: the trip's quotes_count and the traveller's notification.
 */
export async function sendQuote(deps: SendQuoteDeps, user: AuthenticatedUser, quoteId: number) {
  if (user.role === "agent" && (await deps.agencySuspended?.(user.id)))
    throw agencySuspendedError();
  const sent = await deps.quotes.send(user, quoteId);
  await deps.events.deliver();
  return sent;
}

/** quote.sent's handler: the trip's quotes_count follows the quotes with a sent version. */
export function countSentQuotes(
  deps: Pick<SendQuoteDeps, "quotes" | "trips"> & { events: Pick<DomainEvents, "handle"> },
) {
  deps.events.handle("trip-quotes-count", "quote.sent", async ({ tripId }) => {
    await deps.trips.recordQuotesCount(tripId, await deps.quotes.sentCount(tripId));
  });
}
