import type { CouponSettlement } from "../../common/coupons";
import type { QuoteView } from "../../common/quotes";
import type { AuthenticatedUser } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import type { CouponsService } from "../modules/coupons";
import type { QuotesService } from "../modules/quotes";

export interface AcceptQuoteDeps {
  quotes: Pick<QuotesService, "accept" | "moneyFacts">;
  coupons: Pick<CouponsService, "settleOnAccepted" | "settlementTerms">;
  events: Pick<DomainEvents, "deliver">;
}

/**
 * The traveller accepts a quote (GET accept_quote): it becomes chosen, the invoice is
 * requested from its agent, a previously chosen one goes back to active and the other agents'
 * leads show as lost (decision 0081). The trip stays Active until a payment books it.
 * quote.accepted is recorded with the change; its handlers run here, before the answer.
 *
 * The trip's coupon belongs to its accepted quote: in the acceptance's transaction it moves to
 * this quote when every rule still holds on this quote's price, or is dropped with the reason
 * this quote then shows (decision 0191). The answer says which.
 */
export async function acceptQuote(
  deps: AcceptQuoteDeps,
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
): Promise<{ quote: QuoteView; coupon: CouponSettlement }> {
  // The sent version's price and destinations, read before the transaction (sent versions
  // never change); the acceptance checks the reader before anything is written.
  // With every destination the trip lies in: a Kerala coupon holds on a Munnar quote.
  const target = await deps.coupons.settlementTerms(await deps.quotes.moneyFacts(quoteId));
  let coupon: CouponSettlement = { outcome: "none" };
  const quote = await deps.quotes.accept(user, tripId, quoteId, {
    alongside: async (tx) => {
      coupon = await deps.coupons.settleOnAccepted(tx, target);
    },
  });
  await deps.events.deliver();
  return { quote, coupon };
}
