// The lead status of a requested trip (accounts-trips-quotes §4 "Trip lead statuses", decision
// 0213): how warm the traveller is, for operations. Pure data, so the pipeline board's buttons
// and the server's changeLeadStatus read the same rows.
import { defineMachine, type Transition } from "./state-machine";
import { LEAD_STATUSES } from "./trips";

/** The spec's statuses, then `converted`: a trip is converted when outside the spec's list. */
export const LEAD_BOARD_STATUSES = [...LEAD_STATUSES, "converted"] as const;
export type LeadStatus = (typeof LEAD_BOARD_STATUSES)[number];

export const LEAD_STATUS_EVENTS = [
  "quote_sent",
  "traveller_active",
  "activity_cooled",
  "idle",
  "staff_mark_hot",
  "staff_unmark_hot",
  "staff_revive",
  "invoice_issued",
  "paid_and_vouchered",
] as const;
export type LeadStatusEvent = (typeof LEAD_STATUS_EVENTS)[number];

export const LEAD_STATUS_ACTORS = ["system", "ops", "admin"] as const;
export type LeadStatusActor = (typeof LEAD_STATUS_ACTORS)[number];

const STAFF = ["ops", "admin"] as const;
const SYSTEM = ["system"] as const;

type Row = Transition<LeadStatus, LeadStatusEvent, LeadStatusActor>;
const rows = (
  froms: readonly LeadStatus[],
  event: LeadStatusEvent,
  to: LeadStatus,
  actors: readonly LeadStatusActor[],
): Row[] => froms.map((from) => ({ from, event, to, actors }));

/** Statuses a traveller's return warms up (staff's own mark, admin hot, is left as staff set it). */
const WARMABLE: readonly LeadStatus[] = ["active", "in progress", "dormant", "cold"];

/**
 * Every allowed change of a trip's lead status, top to bottom. `system` is an event handler or
 * a timer (server/workflows/track-lead-status.ts); staff move a card from the board or the
 * trip page. Self-steps (hot → hot on more activity) are not rows: nothing changes.
 */
export const LEAD_STATUS_TRANSITIONS: readonly Row[] = [
  // An agent answered: the request is being worked.
  ...rows(["active", "dormant", "cold"], "quote_sent", "in progress", SYSTEM),
  // The traveller opened, chatted on, accepted or declined a quote: hot for 48 hours.
  ...rows(WARMABLE, "traveller_active", "hot", SYSTEM),
  // 48 hours passed without more activity: back to being worked.
  { from: "hot", event: "activity_cooled", to: "in progress", actors: SYSTEM },
  // No traveller activity for DORMANT_AFTER_DAYS, then COLD_AFTER_DAYS more.
  ...rows(["active", "in progress", "hot"], "idle", "dormant", SYSTEM),
  { from: "dormant", event: "idle", to: "cold", actors: SYSTEM },
  // Staff flag a lead they are pushing (a phone call went well), and take the flag off.
  ...rows([...WARMABLE, "hot"], "staff_mark_hot", "admin hot", STAFF),
  { from: "admin hot", event: "staff_unmark_hot", to: "in progress", actors: STAFF },
  // Staff bring back a lead the timers gave up on (the traveller phoned).
  ...rows(["dormant", "cold"], "staff_revive", "active", STAFF),
  // The agent issued an invoice: money is due, whatever the warmth was.
  ...rows([...WARMABLE, "hot", "admin hot"], "invoice_issued", "payment pending", SYSTEM),
  // Paid in full and vouchered: converted, outside the spec's list, and final.
  { from: "payment pending", event: "paid_and_vouchered", to: "converted", actors: SYSTEM },
];

export const LEAD_STATUS_MACHINE = defineMachine({
  states: LEAD_BOARD_STATUSES,
  initial: "active",
  events: LEAD_STATUS_EVENTS,
  actors: LEAD_STATUS_ACTORS,
  transitions: LEAD_STATUS_TRANSITIONS,
});

/** The events staff take by hand, with their button words. */
export const STAFF_LEAD_MOVES: Partial<Record<LeadStatusEvent, string>> = {
  staff_mark_hot: "Mark admin hot",
  staff_unmark_hot: "Remove hot mark",
  staff_revive: "Revive",
};

/** The staff buttons a card in `status` shows: exactly the table's staff rows from it. */
export function staffMovesFrom(status: LeadStatus): LeadStatusEvent[] {
  return LEAD_STATUS_MACHINE.eventsFrom(status, "ops").filter((e) => e in STAFF_LEAD_MOVES);
}

/** Column headings of the board. */
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  active: "Active",
  "in progress": "In progress",
  hot: "Hot",
  "admin hot": "Admin hot",
  "payment pending": "Payment pending",
  dormant: "Dormant",
  cold: "Cold",
  converted: "Converted",
};

/** How long a traveller's activity keeps a lead hot (issue 29: "in the last 48 h"). */
export const HOT_WINDOW_HOURS = 48;
