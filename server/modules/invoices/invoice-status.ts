import {
  INSTALMENT_STATUSES,
  INVOICE_STATUSES,
  type InstalmentStatus,
  type InvoiceStatus,
} from "../../../common/invoices";
import type { Executor } from "../../db";
import { defineMachine, moveRow, type Transition } from "../../lib/state-machine";
import { invoiceInstalments, invoices } from "./invoices.schema";

export const INVOICE_EVENTS = ["pay_part", "pay_in_full", "void", "cancel"] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];

/**
 * Who moves an invoice: only the system, that is a workflow reacting to another machine's step
 * after that step checked who acts (the quote's invoice step, a captured payment, the trip's
 * cancellation). No user takes an invoice step of their own (decision 0194).
 */
export const INVOICE_ACTORS = ["system"] as const;
export type InvoiceActor = (typeof INVOICE_ACTORS)[number];

/**
 * Every allowed status change of an invoice, top to bottom (decision 0194). Issuing writes it
 * `issued` (invoices.service.ts `issue`); after that its status changes only through
 * `changeInvoiceStatus()`.
 */
export const INVOICE_TRANSITIONS: readonly Transition<InvoiceStatus, InvoiceEvent, InvoiceActor>[] =
  [
    // A captured payment that leaves an instalment still due: part paid, as long as any is.
    { from: "issued", event: "pay_part", to: "partially_paid", actors: ["system"] },
    { from: "partially_paid", event: "pay_part", to: "partially_paid", actors: ["system"] },
    // The payment that leaves no instalment due.
    { from: "issued", event: "pay_in_full", to: "paid", actors: ["system"] },
    { from: "partially_paid", event: "pay_in_full", to: "paid", actors: ["system"] },
    // The issuing step could not move the quote (the traveller declined it meanwhile): the
    // invoice is void and keeps its number (decision 0126). Nothing was paid on it yet.
    { from: "issued", event: "void", to: "cancelled", actors: ["system"] },
    // The booking was cancelled: the invoice is closed by its credit note (decision 0118),
    // whatever was paid on it.
    { from: "issued", event: "cancel", to: "cancelled", actors: ["system"] },
    { from: "partially_paid", event: "cancel", to: "cancelled", actors: ["system"] },
    { from: "paid", event: "cancel", to: "cancelled", actors: ["system"] },
  ];

export const INVOICE_MACHINE = defineMachine({
  states: INVOICE_STATUSES,
  initial: "issued",
  events: INVOICE_EVENTS,
  actors: INVOICE_ACTORS,
  transitions: INVOICE_TRANSITIONS,
});

export const INSTALMENT_EVENTS = ["pay_in_full"] as const;
export type InstalmentEvent = (typeof INSTALMENT_EVENTS)[number];

/**
 * An instalment is written `due` with its invoice and is paid once the captures against it
 * cover it. A capture that covers part of it is counted (`paid_minor`) without a status change.
 */
export const INSTALMENT_TRANSITIONS: readonly Transition<
  InstalmentStatus,
  InstalmentEvent,
  InvoiceActor
>[] = [{ from: "due", event: "pay_in_full", to: "paid", actors: ["system"] }];

export const INSTALMENT_MACHINE = defineMachine({
  states: INSTALMENT_STATUSES,
  initial: "due",
  events: INSTALMENT_EVENTS,
  actors: INVOICE_ACTORS,
  transitions: INSTALMENT_TRANSITIONS,
});

type InvoiceRow = typeof invoices.$inferSelect;
type InstalmentRow = typeof invoiceInstalments.$inferSelect;

/**
 * The one status change of an invoice (decision 0194), in the caller's transaction: refused by
 * the table → null without a write (a payment on a cancelled invoice counts the money and
 * leaves it cancelled); otherwise a compare-and-set on the status the invoice was read in.
 * Invoices keep no audit rows: the invoice's payments and its credit note are its history.
 */
export async function changeInvoiceStatus(
  tx: Executor,
  change: {
    invoice: Pick<InvoiceRow, "id" | "status">;
    event: InvoiceEvent;
    actor: InvoiceActor;
    at: Date;
    set?: Pick<Partial<InvoiceRow>, "cancelledAt">;
  },
): Promise<InvoiceRow | null> {
  return moveRow(
    tx,
    INVOICE_MACHINE,
    { table: invoices, id: invoices.id, status: invoices.status },
    change.invoice,
    {
      event: change.event,
      actor: change.actor,
      set: (to) => ({ ...change.set, status: to, updatedAt: change.at }),
    },
  );
}

/** The one status change of an instalment: like changeInvoiceStatus, with its paid amount. */
export async function changeInstalmentStatus(
  tx: Executor,
  change: {
    instalment: Pick<InstalmentRow, "id" | "status">;
    event: InstalmentEvent;
    actor: InvoiceActor;
    set: Pick<Partial<InstalmentRow>, "paidMinor" | "paidAt">;
  },
): Promise<InstalmentRow | null> {
  return moveRow(
    tx,
    INSTALMENT_MACHINE,
    { table: invoiceInstalments, id: invoiceInstalments.id, status: invoiceInstalments.status },
    change.instalment,
    { event: change.event, actor: change.actor, set: (to) => ({ ...change.set, status: to }) },
  );
}
