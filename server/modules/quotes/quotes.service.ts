import { createAgentLeads } from "./agent-leads";
import { createDayLibrary } from "./day-library";
import { createQuotesContext } from "./quote-context";
import { createQuoteDecisions } from "./quote-decisions";
import { createQuoteDrafts } from "./quote-drafts";
import { createQuoteMoneyFacts } from "./quote-money-facts";
import { createQuoteParties } from "./quote-parties";
import { createQuoteReads } from "./quote-reads";
import type { QuotesDeps } from "./quote-types";
import { createStaffDesk } from "./staff-desk";
import { createTripQuoteSteps } from "./trip-quote-steps";

/**
 * The quotes module's service: one slice per caller (who acts) over a shared context, composed
 * into the one surface routes, the API and workflows use. Who may do what is the permission
 * table of quote-access.ts; status changes go through quote-status.ts.
 */
export function createQuotesService(deps: QuotesDeps) {
  const ctx = createQuotesContext(deps);
  return {
    // The traveller (and staff reading): lists, quotes, compare, PDF, chat access.
    ...createQuoteReads(ctx),
    // The traveller deciding on a sent quote of their own trip.
    ...createQuoteDecisions(ctx),
    // The agent: its inbox and leads, then its own quotes.
    ...createAgentLeads(ctx),
    ...createQuoteDrafts(ctx),
    ...createDayLibrary(ctx),
    // Ops, admin and the dialer.
    ...createStaffDesk(ctx),
    // Anyone signed in: who a notification's trip or quote concerns, masked per reader.
    ...createQuoteParties(ctx),
    // Workflows only: they take no user, having checked it through the owning module.
    ...createTripQuoteSteps(ctx),
    ...createQuoteMoneyFacts(ctx),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
