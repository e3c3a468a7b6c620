import {
  CHOSEN_OR_BEYOND,
  isInvoicedQuote,
  type LeadStage,
  type QuoteStatus,
} from "../../../common/quotes";
import type { TripStatus } from "../../../common/trips";
import type { LeadState } from "./lead-status";

/** What a lead's stage needs to know of each quote of its trip (the quotes module answers). */
export interface StageQuoteFact {
  agentId: number;
  status: QuoteStatus;
  sent: boolean;
  allPaid: boolean;
}

/**
 * Where a lead stands for its agent (the inbox tab), from the trip's status and every quote of
 * the trip: the agent's own progress first, then whether another agent's quote won.
 */
export function stageOf(
  lead: { agentId: number; state: LeadState },
  tripStatus: TripStatus,
  tripQuotes: readonly StageQuoteFact[],
): LeadStage {
  if (tripStatus === "Cancelled" || tripStatus === "Postponed") return "lost";
  const own = tripQuotes.filter((q) => q.agentId === lead.agentId && q.sent);
  if (own.some((q) => q.status === "converted")) return "converted";
  if (own.some((q) => q.status === "payment")) return "paid";
  if (own.some((q) => isInvoicedQuote(q.status, q.allPaid))) return "invoiced";
  if (own.some((q) => q.status === "chosen")) return "chosen";
  const othersWon = tripQuotes.some(
    (q) => q.agentId !== lead.agentId && q.sent && CHOSEN_OR_BEYOND.includes(q.status),
  );
  if (othersWon || lead.state === "expired") return "lost";
  if (own.some((q) => q.status === "active")) return "quoted";
  if (own.length > 0) return "lost";
  return "new";
}
