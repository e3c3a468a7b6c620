import { QUOTE_STATUSES, type QuoteStatus } from "../../../common/quotes";
import type { Db, Executor } from "../../db";
import { defineMachine, moveRow, stepOrThrow, type Transition } from "../../lib/state-machine";
import * as errors from "./quotes.errors";
import { quoteEvents, quotes } from "./quotes.schema";

type QuoteRow = typeof quotes.$inferSelect;

export const QUOTE_EVENTS = [
  "accept",
  "unchoose",
  "decline",
  "reactivate",
  "withdraw",
  "invoice",
  "pay",
  "convert",
  "cancel_request",
  "reactivate_request",
  "restore_invoiced",
  "restore_paid",
  "restore_accepted",
] as const;
export type QuoteEvent = (typeof QUOTE_EVENTS)[number];

/**
 * Who acts: the trip's own traveller, the quote's own agent, staff, or the system (a workflow
 * reacting to something else: another quote chosen, a payment received). Ownership is checked
 * by the service before the table is asked; the table only says which role may take the step.
 */
export const QUOTE_ACTORS = ["traveller", "agent", "ops", "admin", "system"] as const;
export type QuoteActor = (typeof QUOTE_ACTORS)[number];

type QuoteTransition = Transition<QuoteStatus, QuoteEvent, QuoteActor>;

const OPEN: readonly QuoteStatus[] = [
  "active",
  "chosen",
  "declined",
  "invoiced",
  "payment",
  "canceled",
];

/** A step out of requestCancelled: whoever may cancel the request may reactivate it. */
const reactivating = (event: QuoteEvent, to: QuoteStatus): QuoteTransition => ({
  from: "requestCancelled",
  event,
  to,
  actors: ["traveller", "ops", "admin"],
});

/**
 * Every allowed status change of a quote, top to bottom (DESIGN.md §3, accounts §4). A status
 * changes only through `changeStatus()`, which writes a quote_events row with its actor.
 * Sending a version is not a status change: a quote is `active` from its first send until
 * someone acts on it (drafts are invisible to the traveller whatever the status says).
 */
export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  // The traveller accepts: the quote is chosen and the agent is asked for an invoice. Only one
  // quote of a trip may be chosen at a time (docs/decisions/0081).
  { from: "active", event: "accept", to: "chosen", actors: ["traveller"] },
  // Accepting another quote puts a chosen, not yet invoiced one back in the running.
  { from: "chosen", event: "unchoose", to: "active", actors: ["system"] },
  // The traveller declines with a reason (§5); a chosen quote may still be declined until it
  // is invoiced, which releases the other agents' leads.
  { from: "active", event: "decline", to: "declined", actors: ["traveller"] },
  { from: "chosen", event: "decline", to: "declined", actors: ["traveller"] },
  // A declined quote can be brought back by the traveller (§7 reactivate_quote).
  { from: "declined", event: "reactivate", to: "active", actors: ["traveller"] },
  // The agent takes back a quote nobody has acted on.
  { from: "active", event: "withdraw", to: "canceled", actors: ["agent", "ops", "admin"] },
  // The agent (or staff for them) issues the invoice for the chosen quote (money issue).
  { from: "chosen", event: "invoice", to: "invoiced", actors: ["agent", "ops", "admin", "system"] },
  // A payment arrives (the gateway's webhook through a workflow).
  { from: "invoiced", event: "pay", to: "payment", actors: ["system"] },
  // The trip is delivered; "converted with payments incomplete" still counts as invoiced.
  { from: "invoiced", event: "convert", to: "converted", actors: ["system", "ops", "admin"] },
  { from: "payment", event: "convert", to: "converted", actors: ["system", "ops", "admin"] },
  // Cancelling the request sets every quote to requestCancelled; the service remembers each
  // previous status and clears invoice links (§4). The traveller or staff cancel the request.
  ...OPEN.map((from) => ({
    from,
    event: "cancel_request" as const,
    to: "requestCancelled" as const,
    actors: ["traveller", "ops", "admin"] as const,
  })),
  // Reactivating the request sets every quote to active (§4)...
  reactivating("reactivate_request", "active"),
  // ...except a quote that was booked, which comes back where its money stands, never offered
  // again as unaccepted (decision 0187): its invoice kept and unpaid, invoiced; kept and paid,
  // payment; closed by a credit note (the booking was cancelled with its refund), chosen, so
  // its agent issues a new invoice.
  reactivating("restore_invoiced", "invoiced"),
  reactivating("restore_paid", "payment"),
  reactivating("restore_accepted", "chosen"),
];

export const QUOTE_MACHINE = defineMachine({
  states: QUOTE_STATUSES,
  initial: "active",
  events: QUOTE_EVENTS,
  actors: QUOTE_ACTORS,
  transitions: QUOTE_TRANSITIONS,
});

export const findTransition = QUOTE_MACHINE.find;
export const canTransition = QUOTE_MACHINE.canTransition;

const VERBS: Record<QuoteEvent, string> = {
  accept: "accepted",
  unchoose: "released",
  decline: "declined",
  reactivate: "reactivated",
  withdraw: "withdrawn",
  invoice: "invoiced",
  pay: "paid",
  convert: "converted",
  cancel_request: "cancelled",
  reactivate_request: "reactivated",
  restore_invoiced: "restored",
  restore_paid: "restored",
  restore_accepted: "restored",
};

const REFUSAL = {
  conflict: "invalid_quote_transition",
  forbidden: "quote_transition_forbidden",
  message: (from: QuoteStatus, event: QuoteEvent) =>
    `A quote that is ${from} cannot be ${VERBS[event]}.`,
};

/** The status after `event`, or a 409 (wrong status) / 403 (wrong role) naming why. */
export const transition = (from: QuoteStatus, event: QuoteEvent, actor: QuoteActor) =>
  stepOrThrow(QUOTE_MACHINE, REFUSAL, from, event, actor);

const QUOTE_ROWS = { table: quotes, id: quotes.id, status: quotes.status };

/** Options of a status change, for callers that change more in the same commit. */
export interface StatusChangeOptions {
  /** Run inside this transaction (the caller commits) instead of one of our own. */
  tx?: Executor;
}

/**
 * One status change through the table: the transition is checked, the row is compared-and-set
 * on its old status, and its quote_events row is written, all in one transaction (the caller's
 * `options.tx`, or one of our own): no status without its audit row, no audit row without it.
 */
export async function changeStatus(
  db: Db,
  now: () => Date,
  quote: QuoteRow,
  event: QuoteEvent,
  actor: QuoteActor,
  actorId: string | null,
  patch: Partial<typeof quotes.$inferInsert> = {},
  options: StatusChangeOptions = {},
): Promise<QuoteRow> {
  const from = quote.status;
  const to = transition(from, event, actor);
  const run = async (tx: Executor) => {
    const updated = await moveRow(tx, QUOTE_MACHINE, QUOTE_ROWS, quote, {
      event,
      actor,
      set: (status) => ({ ...patch, status, updatedAt: now() }),
    });
    // Compare-and-set: a concurrent change of the same quote makes this one a conflict.
    if (!updated) throw errors.quoteChanged();
    await tx.insert(quoteEvents).values({
      quoteId: quote.id,
      event,
      fromStatus: from,
      toStatus: to,
      version: quote.sentVersion,
      actorRole: actor,
      actorId,
    });
    return updated;
  };
  return options.tx ? run(options.tx) : db.transaction(run);
}
