import type { DeclineQuoteInput } from "../../common/quotes-input";
import type { AuthenticatedUser } from "../../common/roles";
import type { QuotesService } from "../modules/quotes";

export interface DeclineQuoteDeps {
  quotes: QuotesService;
}

/**
 * The traveller declines a quote with a reason (§5). Declining the chosen quote releases the
 * other agents' leads back to "quoted"; the quotes service recomputes every lead's stage.
 */
export async function declineQuote(
  deps: DeclineQuoteDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
  input: DeclineQuoteInput,
) {
  return deps.quotes.decline(user, tripId, quoteId, input);
}
