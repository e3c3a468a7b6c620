import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { expectLedgerBalanced, payInSandbox } from "../modules/payments/payments-test-helpers";
import { insertUser, type TestAgent } from "../modules/quotes/quotes-test-helpers";
import type { TestDatabase } from "../testing/test-database";
import type { createTestServices } from "../testing/test-services";
import {
  acceptedQuote,
  errorCode,
  issueQuoteInvoice,
  openMoneyWorld,
  paidDeposit,
} from "./money-test-helpers";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let ops: AuthenticatedUser;
let agent: TestAgent;
let otherAgent: TestAgent;
const world = () => ({ db: database.db, services });

beforeAll(async () => {
  ({ database, services, agent, otherAgent, ops } = await openMoneyWorld("goa"));
});

afterEach(() => expectLedgerBalanced(services));
afterAll(async () => {
  await database?.close();
});

describe("credit notes (decision 0118)", () => {
  it("cancelling after the deposit credits the refund and the unpaid balance, GST reversed in proportion", async () => {
    const { traveller, tripId, quoteId, invoice, order } = await paidDeposit(
      world(),
      agent,
      "Ravi",
    );
    expect(invoice.instalments).toHaveLength(2);
    const result = await services.money.cancelBooking(traveller, tripId, quoteId, "Plans changed");
    // 57 days before travel: 90% of the deposit back.
    expect(result.refundPercent).toBe(90);
    const note = result.creditNote;
    if (!note) throw new Error("no credit note");
    const T = invoice.totalMinor;
    const paid = order.capturedMinor;
    const refund = Math.floor((paid * 90) / 100);
    expect(note.number).toBe("TH/CN/2026-27/000001");
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      paidMinor: paid,
      refundMinor: refund,
      uncollectedMinor: T - paid,
      totalMinor: refund + (T - paid),
      refundPercent: 90,
    });
    // GST 5% of the invoice, reversed in the proportion credited; the lines add up exactly.
    const gst = invoice.pricingSnapshot.taxes.find((t) => t.addedToTotal)?.amountMinor ?? 0;
    const gstLine = note.lines.find((l) => l.kind === "tax");
    expect(gstLine?.amountMinor).toBe(Math.round((gst * note.totalMinor) / T));
    expect(note.lines.filter((l) => l.kind !== "info").reduce((s, l) => s + l.amountMinor, 0)).toBe(
      note.totalMinor,
    );
    // The invoice is closed and points at its credit note; the trip is cancelled.
    const closed = await services.invoices.get(traveller, invoice.id);
    expect(closed.status).toBe("cancelled");
    expect(closed.creditNote).toMatchObject({ id: note.id, number: note.number });
    expect(closed.dueNow).toBeNull();
    expect(await services.invoices.forQuote(quoteId)).toBeNull();
    expect((await services.invoices.latestForQuote(quoteId))?.creditNote?.id).toBe(note.id);
    const landing = await services.money.postConversion(traveller, tripId);
    expect(landing.invoice?.creditNote?.id).toBe(note.id);
    // Cancelling again gives the same credit note, no second number.
    const again = await services.invoices.cancelWithCreditNote(invoice.id, {
      paidMinor: paid,
      refundMinor: refund,
      refundPercent: 90,
      reason: "again",
      issuedBy: traveller.id,
    });
    expect(again?.number).toBe(note.number);
  });

  it("a fully paid booking's credit note is exactly the refund", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Lata");
    const invoice = await issueQuoteInvoice(world(), agent, quoteId);
    for (const key of ["dep", "bal"]) {
      const created = await services.money.payInstalment(traveller, tripId, quoteId, key);
      await payInSandbox(services, created, "success");
    }
    const result = await services.money.cancelBooking(traveller, tripId, quoteId, "Ill");
    expect(result.paidMinor).toBe(invoice.totalMinor);
    expect(result.creditNote?.totalMinor).toBe(result.refundMinor);
    expect(result.creditNote?.uncollectedMinor).toBe(0);
    // Its PDF embeds Noto Sans so the rupee sign prints.
    const { renderCreditNotePdf } = await import("../modules/invoices/invoice-pdf");
    const note = result.creditNote;
    if (!note) throw new Error("no credit note");
    const bytes = Buffer.from(await renderCreditNotePdf(note));
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("NotoSans");
  });

  it("only the traveller, the quote's agency and staff may read a credit note", async () => {
    const { traveller, tripId, quoteId } = await paidDeposit(world(), agent, "Kiran");
    const { creditNote } = await services.money.cancelBooking(traveller, tripId, quoteId, "x");
    const id = creditNote?.id ?? 0;
    const stranger = await insertUser(database.db, "traveller", "Stranger");
    expect((await services.invoices.creditNote(traveller, id)).id).toBe(id);
    expect((await services.invoices.creditNote(agent.user, id)).id).toBe(id);
    expect((await services.invoices.creditNote(ops, id)).id).toBe(id);
    expect(await errorCode(services.invoices.creditNote(otherAgent.user, id))).toBe(
      "credit_note_not_found",
    );
    expect(await errorCode(services.invoices.creditNote(stranger, id))).toBe(
      "credit_note_not_found",
    );
    expect(await errorCode(services.invoices.creditNote(traveller, id + 1000))).toBe(
      "credit_note_not_found",
    );
  });

  it("numbers credit notes of a financial year consecutively under concurrent cancellations", async () => {
    const issued = [];
    for (let i = 0; i < 6; i++) {
      const t = await acceptedQuote(world(), agent, `C${i}`);
      issued.push({ ...t, invoice: await issueQuoteInvoice(world(), agent, t.quoteId) });
    }
    const results = await Promise.allSettled(
      issued.map((t) =>
        services.money.cancelBooking(t.traveller, t.tripId, t.quoteId, "concurrent"),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(issued.map(() => "fulfilled"));
    const rows = (await database.db.execute(
      sql`select sequence, number from credit_notes where financial_year = '2026-27' order by sequence`,
    )) as unknown as { rows: { sequence: number; number: string }[] };
    const seqs = rows.rows.map((r) => Number(r.sequence));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(6);
    const counter = (await database.db.execute(
      sql`select last from credit_note_counters where financial_year = '2026-27'`,
    )) as unknown as { rows: { last: number }[] };
    expect(Number(counter.rows[0]?.last)).toBe(seqs.length);
    // Nothing paid: each credit note is the whole invoice.
    for (const t of issued) {
      const inv = await services.invoices.get(t.traveller, t.invoice.id);
      expect(inv.creditNote?.totalMinor).toBe(t.invoice.totalMinor);
    }
  });
});
