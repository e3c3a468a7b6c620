// The traveller's quote pages (accounts §2): route params and the forms that are not API
// inputs. The API's inputs stay in quotes-input.ts; these only add what a page needs around them.
import { z } from "zod";
import { MESSAGES } from "./messages";
import { SelectQuoteInput } from "./quotes-input";

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export const QuoteParams = z.object({ id: rowId, quoteId: rowId });

/** The landing's compare checkbox, persisted with JavaScript (isSelected). */
export const SelectQuoteForm = SelectQuoteInput.extend({
  quote_id: rowId.catch(0).refine((v) => v > 0, { error: MESSAGES.notValid }),
});

/**
 * The compare page's ids from its query: `quote_ids[]=1&quote_ids[]=2` as the spec writes it
 * (and as the landing's GET form sends it), `quote_ids=1&quote_ids=2`, or `quote_ids=1,2`.
 */
export function compareIdsOf(search: URLSearchParams): string[] {
  return [...search.getAll("quote_ids[]"), ...search.getAll("quote_ids")].flatMap((v) =>
    v.split(","),
  );
}

/** The quote page's intents: one form each, all posting to the page's action. */
export const QUOTE_INTENTS = [
  "accept",
  "decline",
  "reactivate",
  "hotel",
  "callback",
  "viewed",
] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];

/**
 * The payment page's form: which instalment it offered, never an amount (the server computes
 * it). An instalment paid meanwhile in another tab is then refused, not silently swapped for
 * the next one (docs/decisions/0189).
 */
export const PayInstalmentForm = z.object({ instalment_id: rowId.optional().catch(undefined) });
