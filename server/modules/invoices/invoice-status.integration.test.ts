import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rowsOf } from "../../lib/sql-rows";
import type { TestDatabase } from "../../testing/test-database";
import type { createTestServices } from "../../testing/test-services";
import {
  acceptedQuote,
  issueQuoteInvoice,
  MONEY_CLOCK,
  openMoneyWorld,
} from "../../workflows/money-test-helpers";
import type { TestAgent } from "../quotes/quotes-test-helpers";
import { changeInvoiceStatus, INVOICE_EVENTS, INVOICE_MACHINE } from "./invoice-status";
import { invoiceInstalments, invoices } from "./invoices.schema";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let travellers = 0;
const countRow = z.object({ n: z.coerce.number() });

beforeAll(async () => {
  ({ database, services, agent } = await openMoneyWorld("goa"));
});

afterAll(async () => {
  await database?.close();
});

/** A new traveller's accepted quote, invoiced by the agency: an issued invoice. */
async function issuedInvoice() {
  travellers += 1;
  const world = { db: database.db, services };
  const { quoteId } = await acceptedQuote(world, agent, `Traveller ${travellers}`);
  return issueQuoteInvoice(world, agent, quoteId);
}

async function invoiceRow(id: number) {
  const [row] = await database.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error(`no invoice ${id}`);
  return row;
}

async function instalmentRow(id: number) {
  const [row] = await database.db
    .select()
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.id, id));
  if (!row) throw new Error(`no instalment ${id}`);
  return row;
}

/**
 * Runs `work` while another transaction holds the invoice's row lock, released once `waiters`
 * statements wait on a lock (PostgreSQL). PGlite runs one transaction at a time, so there
 * `work` simply runs.
 */
async function whileInvoiceLocked<T>(id: number, waiters: number, work: () => Promise<T>) {
  if (!process.env.TEST_DATABASE_URL) return work();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = database.db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for("update");
    locked();
    await held;
  });
  await isLocked;
  const running = work();
  try {
    for (;;) {
      const waiting = await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rowsOf(waiting, countRow)[0]?.n ?? 0) >= waiters) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    release();
    await holder;
  }
  return running;
}

describe(`invoice status changes on ${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"}`, () => {
  it("moves an invoice only along its table; a refused or stale step writes nothing", async () => {
    const { id } = await issuedInvoice();
    let tick = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...INVOICE_EVENTS), { minLength: 1, maxLength: 8 }),
        async (events) => {
          // Each walk starts from a freshly issued invoice (test setup, not a step).
          await database.db
            .update(invoices)
            .set({ status: "issued", cancelledAt: null })
            .where(eq(invoices.id, id));
          for (const event of events) {
            const before = await invoiceRow(id);
            const at = new Date(MONEY_CLOCK.getTime() + ++tick * 1000);
            const moved = await changeInvoiceStatus(database.db, {
              invoice: before,
              event,
              actor: "system",
              at,
            });
            const expected = INVOICE_MACHINE.next(before.status, event, "system");
            const after = await invoiceRow(id);
            if (expected === null) {
              expect(moved).toBeNull();
              expect(after).toEqual(before);
            } else {
              expect(moved?.status).toBe(expected);
              expect(after).toMatchObject({ status: expected, updatedAt: at });
            }
          }
        },
      ),
      { numRuns: 20 },
    );
    // A row read before a change that moved it is left alone.
    await database.db
      .update(invoices)
      .set({ status: "issued", cancelledAt: null })
      .where(eq(invoices.id, id));
    const stale = await invoiceRow(id);
    const at = MONEY_CLOCK;
    expect(
      await changeInvoiceStatus(database.db, {
        invoice: stale,
        event: "pay_part",
        actor: "system",
        at,
      }),
    ).not.toBeNull();
    expect(
      await changeInvoiceStatus(database.db, {
        invoice: stale,
        event: "void",
        actor: "system",
        at,
      }),
    ).toBeNull();
    expect((await invoiceRow(id)).status).toBe("partially_paid");
  });

  it("counts two captures of one instalment together, then pays it once covered", async () => {
    const invoice = await issuedInvoice();
    const deposit = invoice.instalments[0];
    if (!deposit) throw new Error("no deposit");
    const part = Math.floor(deposit.amountMinor / 3);
    // On PostgreSQL, both captures are made to wait on the invoice's row lock, held here, so
    // both are under way at once: each must read the instalment after the lock, not before.
    const results = await whileInvoiceLocked(invoice.id, 2, () =>
      Promise.all([
        services.invoices.recordPayment(deposit.id, "pord_first", part),
        services.invoices.recordPayment(deposit.id, "pord_second", part),
      ]),
    );
    expect(results.map((r) => r.recorded)).toEqual([true, true]);
    expect(await instalmentRow(deposit.id)).toMatchObject({ paidMinor: 2 * part, status: "due" });
    expect((await invoiceRow(invoice.id)).status).toBe("partially_paid");

    const rest = deposit.amountMinor - 2 * part;
    await services.invoices.recordPayment(deposit.id, "pord_third", rest);
    const paid = await instalmentRow(deposit.id);
    expect(paid).toMatchObject({ paidMinor: deposit.amountMinor, status: "paid" });
    expect(paid.paidAt).not.toBeNull();
    // The balance is still due: the invoice stays part paid.
    expect((await invoiceRow(invoice.id)).status).toBe("partially_paid");
  });

  it("voids only an invoice nobody paid on, and a payment on a void one leaves it cancelled", async () => {
    const paidOn = await issuedInvoice();
    const deposit = paidOn.instalments[0];
    if (!deposit) throw new Error("no deposit");
    await services.invoices.recordPayment(deposit.id, "pord_paid_on", 100);
    await services.invoices.cancelIssued(paidOn.id);
    expect(await invoiceRow(paidOn.id)).toMatchObject({
      status: "partially_paid",
      cancelledAt: null,
    });

    const untouched = await issuedInvoice();
    await services.invoices.cancelIssued(untouched.id);
    const voided = await invoiceRow(untouched.id);
    expect(voided.status).toBe("cancelled");
    expect(voided.cancelledAt).not.toBeNull();
    const late = untouched.instalments[0];
    if (!late) throw new Error("no deposit");
    const result = await services.invoices.recordPayment(late.id, "pord_late", late.amountMinor);
    expect(result.recorded).toBe(true);
    expect(await invoiceRow(untouched.id)).toEqual(voided);
    // Nothing to credit on a void invoice: no credit note, and it stays as it was.
    expect(
      await services.invoices.cancelWithCreditNote(untouched.id, {
        paidMinor: 0,
        refundMinor: 0,
        refundPercent: 0,
        reason: "test",
        issuedBy: "u1",
      }),
    ).toBeNull();
    expect(await invoiceRow(untouched.id)).toEqual(voided);
  });
});
