import type { Executor } from "../../db";
import { defineMachine, moveRow, type Transition } from "../../lib/state-machine";
import { tripLeads } from "./leads.schema";

/**
 * A lead's state: where the routed agent stands on answering the request. Its inbox tab (the
 * stage, lead-stage.ts) is derived from this and from the trip's quotes; the state itself only
 * says whether the agent still holds the lead. An agent withdrawing a quote keeps the lead and
 * may send another (decision 0194); only staff take a lead away, by reassigning it
 * (`withdrawn`, decision 0213).
 */
export const LEAD_STATES = ["offered", "quoted", "expired", "withdrawn"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export const LEAD_EVENTS = ["send_quote", "time_out", "reassign"] as const;
export type LeadEvent = (typeof LEAD_EVENTS)[number];

/**
 * The lead's own agent, the system (a timer), or operations staff. Ownership is checked before
 * the table.
 */
export const LEAD_ACTORS = ["agent", "system", "ops", "admin"] as const;
export type LeadActor = (typeof LEAD_ACTORS)[number];

/**
 * Every allowed change of a lead's state, top to bottom. Routing creates a lead `offered`
 * (leads.service.ts routeTrip); nothing else creates one.
 */
export const LEAD_TRANSITIONS: readonly Transition<LeadState, LeadEvent, LeadActor>[] = [
  // The agent sends its first quote: the lead is answered and its timer no longer matters.
  { from: "offered", event: "send_quote", to: "quoted", actors: ["agent"] },
  // Sending again (a revision, another quote) keeps the lead quoted.
  { from: "quoted", event: "send_quote", to: "quoted", actors: ["agent"] },
  // The response timer fired before any quote: the lead is lost and routing replaces it.
  { from: "offered", event: "time_out", to: "expired", actors: ["system"] },
  // Staff move the request to another agent (with a reason, in the trip's audit log): this
  // agent's access ends, quoted or not (decision 0213).
  { from: "offered", event: "reassign", to: "withdrawn", actors: ["ops", "admin"] },
  { from: "quoted", event: "reassign", to: "withdrawn", actors: ["ops", "admin"] },
];

export const LEAD_MACHINE = defineMachine({
  states: LEAD_STATES,
  initial: "offered",
  events: LEAD_EVENTS,
  actors: LEAD_ACTORS,
  transitions: LEAD_TRANSITIONS,
});

/** States in which the agent still holds the lead: what the cap of agents per trip counts. */
export const LIVE_LEAD_STATES: readonly LeadState[] = ["offered", "quoted"];

export function isLiveLead(state: LeadState): boolean {
  return LIVE_LEAD_STATES.includes(state);
}

export const canLeadTransition = LEAD_MACHINE.canTransition;

type LeadRow = typeof tripLeads.$inferSelect;

/**
 * The one state change of a lead (decision 0194): refused by the table → null without a write;
 * otherwise a compare-and-set on the state the lead was read in, so a lead that moved meanwhile
 * (the timer racing a send) is left alone and null comes back too. `set` writes the columns
 * that go with the step in the same statement. Leads keep no audit rows; the caller records
 * its domain event in the same transaction `tx`.
 */
export async function changeStatus(
  tx: Executor,
  change: {
    lead: Pick<LeadRow, "id" | "state">;
    event: LeadEvent;
    actor: LeadActor;
    set?: Partial<Pick<LeadRow, "stage" | "firstQuotedAt" | "closedAt" | "updatedAt">>;
  },
): Promise<LeadRow | null> {
  return moveRow(
    tx,
    LEAD_MACHINE,
    { table: tripLeads, id: tripLeads.id, status: tripLeads.state },
    { id: change.lead.id, status: change.lead.state },
    { event: change.event, actor: change.actor, set: (to) => ({ ...change.set, state: to }) },
  );
}
