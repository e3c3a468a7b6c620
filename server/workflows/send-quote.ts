import type { AuthenticatedUser } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import type { QuotesService } from "../modules/quotes";
import type { TripsService } from "../modules/trips";

export interface SendQuoteDeps {
  quotes: QuotesService;
  trips: TripsService;
  events: Pick<DomainEvents, "publish">;
}

/**
 * An agent sends a quote version: the version freezes, the lead counts as quoted (which
 * unmasks the traveller's contact for this agent and stops its timer from rerouting), and
 * the trip's quotes_count follows the number of quotes with a sent version. Then "quote.sent"
 * is told (a new quote, or a new version of one, for the traveller's notifications).
 */
export async function sendQuote(deps: SendQuoteDeps, user: AuthenticatedUser, quoteId: number) {
  const sent = await deps.quotes.send(user, quoteId);
  await deps.trips.recordQuotesCount(sent.tripId, sent.sentQuotes);
  await deps.events.publish("quote.sent", {
    tripId: sent.tripId,
    quoteId: sent.quoteId,
    version: sent.version,
    firstSend: sent.firstSend,
    actorUserId: user.id,
  });
  return sent;
}
