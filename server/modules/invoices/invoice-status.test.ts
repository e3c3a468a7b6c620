import { describe, expect, expectTypeOf, it } from "vitest";
import {
  INSTALMENT_STATUSES,
  INVOICE_STATUSES,
  type InstalmentStatus,
  type InvoiceStatus,
} from "../../../common/invoices";
import { checkWalks } from "../../testing/machine-properties";
import {
  INSTALMENT_MACHINE,
  INVOICE_EVENTS,
  INVOICE_MACHINE,
  type InvoiceEvent,
} from "./invoice-status";
import type { invoiceInstalments, invoices } from "./invoices.schema";

describe("invoice status table", () => {
  // Every step the invoices service takes: payments (recordPayment), the issue that could not
  // move its quote (cancelIssued), the cancelled booking (cancelWithCreditNote).
  it.each([
    ["issued", "pay_part", "partially_paid"],
    ["partially_paid", "pay_part", "partially_paid"],
    ["issued", "pay_in_full", "paid"],
    ["partially_paid", "pay_in_full", "paid"],
    ["issued", "void", "cancelled"],
    ["issued", "cancel", "cancelled"],
    ["partially_paid", "cancel", "cancelled"],
    ["paid", "cancel", "cancelled"],
  ] as const)("%s --%s--> %s", (from, event, to) => {
    expect(INVOICE_MACHINE.next(from, event, "system")).toBe(to);
  });

  it.each([
    // Money on a cancelled invoice is counted, but the invoice stays cancelled.
    ["cancelled", "pay_part"],
    ["cancelled", "pay_in_full"],
    // Cancelled once: no second cancellation, no second credit note.
    ["cancelled", "cancel"],
    ["cancelled", "void"],
    // Paid in full does not go back to part paid.
    ["paid", "pay_part"],
    ["paid", "pay_in_full"],
    // Only an invoice nobody paid on yet is void; a paid one needs its credit note.
    ["partially_paid", "void"],
    ["paid", "void"],
  ] as const)("refuses %s --%s", (from, event) => {
    expect(INVOICE_MACHINE.next(from, event, "system")).toBeNull();
    expect(INVOICE_MACHINE.step(from, event, "system")).toEqual({
      ok: false,
      refusal: "no_transition",
    });
  });

  it("lists every event once per status at most, between the invoice's statuses", () => {
    expect(INVOICE_MACHINE.states).toEqual(INVOICE_STATUSES);
    for (const from of INVOICE_STATUSES) {
      const events = INVOICE_MACHINE.eventsFrom(from);
      expect(new Set(events).size).toBe(events.length);
    }
    expect(INVOICE_MACHINE.statesBefore("cancel").sort()).toEqual([
      "issued",
      "paid",
      "partially_paid",
    ]);
  });

  it("walks any sequence of payments and cancellations only through the table's rows", () => {
    checkWalks(INVOICE_MACHINE, {
      // Cancelled is the end; a paid invoice is only ever cancelled (with its credit note).
      cancelled: [],
      paid: ["cancel"],
    });
  });

  it("every event is taken from issued, where every invoice starts", () => {
    const fromIssued: InvoiceEvent[] = INVOICE_MACHINE.eventsFrom("issued");
    expect(fromIssued.sort()).toEqual([...INVOICE_EVENTS].sort());
    expect(INVOICE_MACHINE.statesReachable()).toEqual(new Set(INVOICE_STATUSES));
  });
});

describe("instalment status table", () => {
  it("is paid once covered, and never due again", () => {
    expect(INSTALMENT_MACHINE.next("due", "pay_in_full", "system")).toBe("paid");
    expect(INSTALMENT_MACHINE.next("paid", "pay_in_full", "system")).toBeNull();
    expect(INSTALMENT_MACHINE.states).toEqual(INSTALMENT_STATUSES);
    checkWalks(INSTALMENT_MACHINE, { paid: [] });
  });
});

describe("invoice status columns", () => {
  it("are typed with the statuses of the tables", () => {
    expectTypeOf<(typeof invoices.$inferSelect)["status"]>().toEqualTypeOf<InvoiceStatus>();
    expectTypeOf<
      (typeof invoiceInstalments.$inferSelect)["status"]
    >().toEqualTypeOf<InstalmentStatus>();
  });
});
