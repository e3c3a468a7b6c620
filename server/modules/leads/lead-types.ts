import type { AgentCard } from "../../../common/quotes";

// The leads' views, declared once for the server and the pages that show them.
export type {
  AgentQuoteSummary,
  Inbox,
  InboxItem,
  LeadDetail,
  LeadTrip,
  RoutingHistoryRow,
} from "../../../common/leads";

/** What routing needs to know of an agency (the agents module answers it). */
export interface RoutingCandidate {
  agentId: number;
  ratingTenths: number;
  responseMinutes: number;
  destinationIds: number[];
}

/** The agents module as the leads and quotes modules use it; services.ts hands in the real one. */
export interface AgentDirectory {
  byUserId(userId: string): Promise<{ id: number; encodedId: string; companyName: string } | null>;
  cards(
    ids: number[],
    opts: { unmaskedFor?: Set<number>; tripId?: number },
  ): Promise<Map<number, AgentCard>>;
  routingCandidates(destinationIds: number[]): Promise<RoutingCandidate[]>;
}

export type LeadReason =
  | "initial"
  | "more_quotes"
  | "reroute"
  | "reactivate"
  | "reassign"
  | "staff_added";

/** A lead as routing created it: the workflow schedules its timer from `respondBy`. */
export interface RoutedLead {
  leadId: number;
  tripId: number;
  agentId: number;
  respondBy: Date;
}
