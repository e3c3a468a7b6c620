import type { AuthenticatedUser } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import type { QuotesService } from "../modules/quotes";

export interface AcceptQuoteDeps {
  quotes: QuotesService;
  events: Pick<DomainEvents, "deliver">;
}

/**
 * The traveller accepts a quote (GET accept_quote): it becomes chosen, the invoice is
 * requested from its agent, a previously chosen one goes back to active and the other agents'
 * leads show as lost (decision 0081). The trip stays Active until a payment books it.
 * quote.accepted is recorded with the change; its handlers run here, before the answer.
 */
export async function acceptQuote(
  deps: AcceptQuoteDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
) {
  const view = await deps.quotes.accept(user, tripId, quoteId);
  await deps.events.deliver();
  return view;
}
