import type { DeclineQuoteInput } from "../../common/quotes-input";
import type { AuthenticatedUser } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import type { CouponsService } from "../modules/coupons";
import type { QuotesService } from "../modules/quotes";

export interface DeclineQuoteDeps {
  quotes: QuotesService;
  coupons: Pick<CouponsService, "releaseForQuote">;
  events: Pick<DomainEvents, "deliver">;
}

/**
 * The traveller declines a quote with a reason (§5). Declining the chosen quote releases the
 * other agents' leads back to "quoted"; the quotes service recomputes every lead's stage. Its
 * coupon is given back in the same transaction: no quote is accepted now (decision 0191).
 * quote.declined is recorded with the change; its handlers run here, before the answer.
 */
export async function declineQuote(
  deps: DeclineQuoteDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
  input: DeclineQuoteInput,
) {
  const view = await deps.quotes.decline(user, tripId, quoteId, input, {
    alongside: async (tx, { from }) => {
      if (from === "chosen") await deps.coupons.releaseForQuote(tx, quoteId);
    },
  });
  await deps.events.deliver();
  return view;
}
