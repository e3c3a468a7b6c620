/**
 * A lead's state: where the routed agent stands on answering the request. Its inbox tab (the
 * stage, lead-stage.ts) is derived from this and from the trip's quotes; the state itself only
 * says whether the agent still holds the lead.
 */
export const LEAD_STATES = ["offered", "quoted", "expired", "withdrawn"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export type LeadEvent = "send_quote" | "time_out";

/** The lead's own agent, or the system (a timer). Ownership is checked before the table. */
export type LeadActor = "agent" | "system";

interface LeadTransition {
  from: LeadState;
  event: LeadEvent;
  to: LeadState;
  actors: readonly LeadActor[];
}

/**
 * Every allowed change of a lead's state, top to bottom. Routing creates a lead `offered`
 * (leads.service.ts routeTrip); nothing else creates one. `withdrawn` is a state older rows may
 * hold and the stage reads as lost; no step leads to it today.
 */
export const LEAD_TRANSITIONS: readonly LeadTransition[] = [
  // The agent sends its first quote: the lead is answered and its timer no longer matters.
  { from: "offered", event: "send_quote", to: "quoted", actors: ["agent"] },
  // Sending again (a revision, another quote) keeps the lead quoted.
  { from: "quoted", event: "send_quote", to: "quoted", actors: ["agent"] },
  // The response timer fired before any quote: the lead is lost and routing replaces it.
  { from: "offered", event: "time_out", to: "expired", actors: ["system"] },
];

/** States in which the agent still holds the lead: what the cap of agents per trip counts. */
export const LIVE_LEAD_STATES: readonly LeadState[] = ["offered", "quoted"];

export function isLiveLead(state: string): boolean {
  return (LIVE_LEAD_STATES as readonly string[]).includes(state);
}

export function canLeadTransition(from: string, event: LeadEvent, actor: LeadActor): boolean {
  return LEAD_TRANSITIONS.some(
    (t) => t.from === from && t.event === event && t.actors.includes(actor),
  );
}

/** The states `event` may leave from: the compare-and-set guard of an update. */
export function leadStatesBefore(event: LeadEvent): LeadState[] {
  return LEAD_TRANSITIONS.filter((t) => t.event === event).map((t) => t.from);
}
