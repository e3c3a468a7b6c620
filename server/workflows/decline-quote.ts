import type { DeclineQuoteInput } from "../../common/quotes-input";
import type { AuthenticatedUser } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import type { QuotesService } from "../modules/quotes";

export interface DeclineQuoteDeps {
  quotes: QuotesService;
  events: Pick<DomainEvents, "deliver">;
}

/**
 * The traveller declines a quote with a reason (§5). Declining the chosen quote releases the
 * other agents' leads back to "quoted"; the quotes service recomputes every lead's stage.
 * quote.declined is recorded with the change; its handlers run here, before the answer.
 */
export async function declineQuote(
  deps: DeclineQuoteDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
  input: DeclineQuoteInput,
) {
  const view = await deps.quotes.decline(user, tripId, quoteId, input);
  await deps.events.deliver();
  return view;
}
