import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IssueInvoiceInput } from "../../common/invoices";
import { QuoteDraftInput } from "../../common/quotes-input";
import type { AuthenticatedUser } from "../../common/roles";
import { asAppError } from "../lib/errors";
import { expectLedgerBalanced, payInSandbox } from "../modules/payments/payments-test-helpers";
import {
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let ops: AuthenticatedUser;
let agent: TestAgent;
let otherAgent: TestAgent;
const clock = new Date("2026-11-24T06:00:00Z");

const draft = QuoteDraftInput.parse({
  days: [
    { cityName: "Kochi", title: "Arrive" },
    { cityName: "Kochi", title: "Depart" },
  ],
  stays: [
    { city: "Kochi", nights: 1, hotels: [{ name: "Harbour View", city: "Kochi", rating: 4 }] },
  ],
  inclusions: ["breakfast"],
  exclusions: ["flights"],
  pricePerAdult: 20_000,
  pricePerChild: 10_000,
  discount: 0,
  validUntil: "2026-12-31",
  cancellationPolicy: [
    { daysBefore: 30, refundPercent: 90 },
    { daysBefore: 7, refundPercent: 50 },
  ],
});

async function acceptedTrip(name: string) {
  const traveller = await insertUser(database.db, "traveller", name);
  const trip = await services.trips.create(traveller, {
    to_loc: ["Kerala"],
    month: "nd",
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 0,
    start_date: "2027-01-20",
    isd_code: "+91",
    phone_no: "9847012345",
  } as never);
  const editor = await services.quotes.startDraft(agent.user, trip.id, { from: "blank" });
  await services.quotes.saveDraft(agent.user, editor.quoteId, draft);
  await services.workflows.sendQuote(agent.user, editor.quoteId);
  await services.workflows.acceptQuote(traveller, trip.id, editor.quoteId);
  return { traveller, tripId: trip.id, quoteId: editor.quoteId };
}

async function issue(quoteId: number) {
  const d = await services.invoices.draft(agent.user, quoteId);
  return services.money.issueInvoice(
    agent.user,
    quoteId,
    IssueInvoiceInput.parse({ confirmTotalMinor: d.totalMinor, agencyGstin: "32ABCDE1234F1Z5" }),
  );
}

async function code(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    return asAppError(error)?.code ?? String(error);
  }
  return "no error";
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => clock }));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await insertAgent(database.db, {
    companyName: "Backwater Trails",
    ratingTenths: 48,
    responseMinutes: 60,
    destinationIds: [kerala],
  });
  otherAgent = await insertAgent(database.db, {
    companyName: "Spice Route",
    ratingTenths: 30,
    responseMinutes: 600,
    destinationIds: [await insertDestination(database.db, "Goa", "india")],
  });
  ops = await insertUser(database.db, "ops", "Karan");
}, 60_000);

afterEach(() => expectLedgerBalanced(services));
afterAll(async () => {
  await database?.close();
});

describe("credit notes (decision 0118)", () => {
  it("cancelling after the deposit credits the refund and the unpaid balance, GST reversed in proportion", async () => {
    const { traveller, tripId, quoteId } = await acceptedTrip("Ravi");
    const invoice = await issue(quoteId);
    expect(invoice.instalments).toHaveLength(2);
    const created = await services.money.payInstalment(traveller, tripId, quoteId, "dep");
    const order = await payInSandbox(services, created, "success");
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
  }, 60_000);

  it("a fully paid booking's credit note is exactly the refund", async () => {
    const { traveller, tripId, quoteId } = await acceptedTrip("Lata");
    const invoice = await issue(quoteId);
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
  }, 60_000);

  it("only the traveller, the quote's agency and staff may read a credit note", async () => {
    const { traveller, tripId, quoteId } = await acceptedTrip("Kiran");
    await issue(quoteId);
    const created = await services.money.payInstalment(traveller, tripId, quoteId, "dep");
    await payInSandbox(services, created, "success");
    const { creditNote } = await services.money.cancelBooking(traveller, tripId, quoteId, "x");
    const id = creditNote?.id ?? 0;
    const stranger = await insertUser(database.db, "traveller", "Stranger");
    expect((await services.invoices.creditNote(traveller, id)).id).toBe(id);
    expect((await services.invoices.creditNote(agent.user, id)).id).toBe(id);
    expect((await services.invoices.creditNote(ops, id)).id).toBe(id);
    expect(await code(services.invoices.creditNote(otherAgent.user, id))).toBe(
      "credit_note_not_found",
    );
    expect(await code(services.invoices.creditNote(stranger, id))).toBe("credit_note_not_found");
    expect(await code(services.invoices.creditNote(traveller, id + 1000))).toBe(
      "credit_note_not_found",
    );
  }, 60_000);

  it("numbers credit notes of a financial year consecutively under concurrent cancellations", async () => {
    const issued = [];
    for (let i = 0; i < 6; i++) {
      const t = await acceptedTrip(`C${i}`);
      issued.push({ ...t, invoice: await issue(t.quoteId) });
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
  }, 120_000);
});
