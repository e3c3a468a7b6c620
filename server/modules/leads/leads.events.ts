// The leads module's events, added to the domain event map by declaration merging and
// recorded in the transaction that routes or expires a lead (the outbox, decision 0184).
declare module "../../events/domain-events" {
  interface DomainEventMap {
    /** A request was offered to an agency as a lead, to answer by `respondBy` (ISO time). */
    "lead.routed": {
      tripId: number;
      leadId: number;
      agentId: number;
      reason: string;
      respondBy: string;
    };
    /** An agency lost a lead: it did not quote in time, or staff reassigned the request. */
    "lead.lost": {
      tripId: number;
      leadId: number;
      agentId: number;
      cause: "timeout" | "reassigned";
    };
  }
}

export {};
