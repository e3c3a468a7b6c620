import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CreateCouponInput } from "../../common/coupons";
import { IssueInvoiceInput } from "../../common/invoices";
import type { AuthenticatedUser } from "../../common/roles";
import {
  expectLedgerBalanced,
  payInSandbox,
  resolveSandboxUpi,
} from "../modules/payments/payments-test-helpers";
import { countWhere, insertUser, type TestAgent } from "../modules/quotes/quotes-test-helpers";
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

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

beforeAll(async () => {
  ({ database, services, agent, otherAgent, ops } = await openMoneyWorld("goa"));
  await services.coupons.create(
    ops,
    CreateCouponInput.parse({
      code: "WELCOME10",
      title: "10% off",
      kind: "percent",
      value: 10,
      maxDiscount: 3000,
      validFrom: "2026-11-01",
      validUntil: "2026-12-31",
      perTravellerLimit: 5,
    }),
  );
});

afterEach(() => expectLedgerBalanced(services));
afterAll(async () => {
  await database?.close();
});

/** The traveller's quote page as it was read before issue 14: each money read on its own. */
async function pageReadOneAtATime(user: AuthenticatedUser, tripId: number, quoteId: number) {
  const quote = await services.quotes.get(user, tripId, quoteId);
  if (quote.status === "active" || quote.status === "declined" || quote.status === "canceled")
    return { quote, money: null };
  const offers =
    quote.status === "chosen" ? await services.coupons.listForTrip(user, tripId) : null;
  const invoice =
    (await services.invoices.forQuote(quote.id)) ??
    (quote.status === "requestCancelled" ? await services.invoices.latestForQuote(quote.id) : null);
  const traveller = user.role === "traveller";
  const refundPreview =
    invoice && quote.status === "payment" && quote.tripStatus === "Booked" && traveller
      ? await services.money.cancelPreview(user, tripId, quote.id).catch(() => null)
      : null;
  const lastPayment =
    invoice?.dueNow && traveller ? await services.money.lastPayment(user, quote.id) : null;
  const paidTwice = await services.money.paidTwice(user, quote.id);
  return { quote, money: { offers, invoice, refundPreview, lastPayment, paidTwice } };
}

/** The quote page now: the quote without money, then its money with the invoice read once. */
async function page(user: AuthenticatedUser, tripId: number, quoteId: number) {
  const view = await services.quotes.get(user, tripId, quoteId, { money: false });
  const { fields, section } = await services.money.quotePage(user, view);
  return { quote: { ...view, ...fields }, money: section };
}

describe("quote money", () => {
  it("reads the quote page's money once, the same as each read alone: coupon, invoice, failed and pending attempts, booked, cancelled", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Meera");
    const stranger = await insertUser(database.db, "traveller", "Nobody");
    const same = async () => {
      const now = await page(traveller, tripId, quoteId);
      expect(now).toEqual(await pageReadOneAtATime(traveller, tripId, quoteId));
      // Staff read the page (no refund preview, no payment attempts); others do not.
      expect(await page(ops, tripId, quoteId)).toEqual(
        await pageReadOneAtATime(ops, tripId, quoteId),
      );
      await expect(page(stranger, tripId, quoteId)).rejects.toMatchObject({ kind: "not_found" });
      return now;
    };
    await services.coupons.apply(traveller, {
      rtrip_id: tripId,
      offer_type: "Coupon",
      offer_code: "WELCOME10",
      click_source: "user",
    });
    const chosen = await same();
    expect(chosen.quote.discountableType).toBe("Coupon");
    expect(chosen.money?.offers?.applied).not.toBeNull();

    await issueQuoteInvoice(world(), agent, quoteId);
    const invoiced = await same();
    expect(invoiced.quote.paymentUrl).not.toBeNull();
    expect(invoiced.money?.invoice?.dueNow).not.toBeNull();
    expect(invoiced.money?.lastPayment).toBeNull();

    await payInSandbox(
      services,
      await services.money.payInstalment(traveller, tripId, quoteId, "page-1"),
      "failure",
    );
    expect((await same()).money?.lastPayment?.state).toBe("failed");
    const retry = await services.money.payInstalment(traveller, tripId, quoteId, "page-2");
    await payInSandbox(services, retry, "pending");
    expect((await same()).money?.lastPayment?.state).toBe("pending");

    await resolveSandboxUpi(services, retry, true);
    const booked = await same();
    expect(booked.quote.tripStatus).toBe("Booked");
    expect(booked.money?.refundPreview?.refundPercent).toBe(90);
    expect(booked.quote.installmentInfo.isAllPaymentReceived).toBe(false);

    await services.money.cancelBooking(traveller, tripId, quoteId, "Plans changed");
    await services.jobs.runDue(services.jobHandlers);
    const cancelled = await same();
    expect(cancelled.quote.status).toBe("requestCancelled");
    expect(cancelled.money?.invoice).not.toBeNull();
  });

  it("walks coupon → invoice → deposit → Booked → balance → voucher → converted, holding the payout until vouchers", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Asha");
    await services.coupons.apply(traveller, {
      rtrip_id: tripId,
      offer_type: "Coupon",
      offer_code: "WELCOME10",
      click_source: "user",
    });
    const before = await services.quotes.get(traveller, tripId, quoteId);
    expect(before.discountableType).toBe("Coupon");
    expect(before.pricing.discountMinor).toBe(300_000);
    // An agent of another agency cannot invoice it; the price confirmed must be the server's.
    expect(await errorCode(services.invoices.draft(otherAgent.user, quoteId))).toBe(
      "quote_not_found",
    );
    expect(
      await errorCode(
        services.money.issueInvoice(
          agent.user,
          quoteId,
          IssueInvoiceInput.parse({ confirmTotalMinor: 1 }),
        ),
      ),
    ).toBe("invoice_price_changed");
    const invoice = await issueQuoteInvoice(world(), agent, quoteId);
    expect(invoice.number).toMatch(/^TH\/2026-27\/\d{6}$/);
    // ₹40,000 − ₹3,000 coupon = ₹37,000; GST 5% = ₹1,850; total ₹38,850; deposit 30%.
    expect(invoice.totalMinor).toBe(3_885_000);
    expect(invoice.instalments.map((i) => [i.label, i.amountMinor, i.dueDate])).toEqual([
      ["Deposit (30%)", 1_165_500, "2026-11-27"],
      ["Balance", 2_719_500, "2026-12-30"],
    ]);
    expect(invoice.agency.gstin).toBe("32ABCDE1234F1Z9");
    // The coupon is locked in now.
    expect(await errorCode(services.coupons.remove(traveller, tripId))).toBe("coupon_locked");
    const invoiced = await services.quotes.get(traveller, tripId, quoteId);
    expect(invoiced.status).toBe("invoiced");
    expect(invoiced.invoiceShowUrl).toBe(`/requested_trips/${tripId}/invoices/${invoice.id}`);
    expect(invoiced.paymentUrl).toBe(`/requested_trips/${tripId}/quotes/${quoteId}/payment`);
    // Reminders wait in the durable queue.
    expect(
      await countWhere(
        database.db,
        sql`select count(*) as n from jobs where name = 'quote_instalment_reminder' and done_at is null`,
      ),
    ).toBeGreaterThanOrEqual(2);

    // The deposit: the amount is the server's, whatever the browser might say.
    const order = await services.money.payInstalment(traveller, tripId, quoteId, "form-token-1");
    expect(order.amountMinor).toBe(invoice.instalments[0]?.amountMinor);
    // A stranger cannot pay someone else's invoice.
    const stranger = await insertUser(database.db, "traveller", "Vikram");
    expect(await errorCode(services.money.payInstalment(stranger, tripId, quoteId, "t"))).toBe(
      "invoice_not_found",
    );
    await payInSandbox(services, order, "success");
    const booked = await services.quotes.get(traveller, tripId, quoteId);
    expect(booked.status).toBe("payment");
    expect(booked.tripStatus).toBe("Booked");
    expect(booked.installmentInfo.isAllPaymentReceived).toBe(false);
    // The agency's share is held; the platform keeps its commission.
    const payout1 = await services.money.payoutOf(agent.agentId, quoteId, "INR");
    expect(payout1.heldMinor).toBe(order.amountMinor - Math.round(order.amountMinor / 10));
    expect(payout1.releasedMinor).toBe(0);

    // The balance.
    const balance = await services.money.payInstalment(traveller, tripId, quoteId, "form-token-2");
    expect(balance.amountMinor).toBe(invoice.instalments[1]?.amountMinor);
    await payInSandbox(services, balance, "success");
    const paid = await services.invoices.get(traveller, invoice.id);
    expect(paid).toMatchObject({
      status: "paid",
      isAllPaymentReceived: true,
      paidMinor: 3_885_000,
    });
    expect(await errorCode(services.money.payInstalment(traveller, tripId, quoteId, "t3"))).toBe(
      "invoice_nothing_due",
    );
    expect((await services.quotes.get(traveller, tripId, quoteId)).status).toBe("payment");

    // Vouchers: only the quote's agency uploads; content is checked.
    expect(
      await errorCode(
        services.money.uploadVoucher(otherAgent.user, quoteId, "hotel", {
          name: "v.pdf",
          bytes: PDF,
        }),
      ),
    ).toBe("quote_not_found");
    expect(
      await errorCode(
        services.money.uploadVoucher(agent.user, quoteId, "hotel", {
          name: "v.pdf",
          bytes: new TextEncoder().encode("<html>not a pdf</html>"),
        }),
      ),
    ).toBe("voucher_type_refused");
    const voucher = await services.money.uploadVoucher(agent.user, quoteId, "hotel", {
      name: "Harbour View.pdf",
      bytes: PDF,
    });
    expect(voucher).toMatchObject({ voucherType: "hotel", travellerStatus: "pending" });
    const converted = await services.quotes.get(traveller, tripId, quoteId);
    expect(converted.status).toBe("converted");
    expect(converted.tripStatus).toBe("Converted");
    expect(converted.opDetails?.email).toBeTruthy();
    expect(converted.vouchers).toHaveLength(1);
    expect(converted.installmentInfo.isAllPaymentReceived).toBe(true);
    expect(converted.paymentUrl).toBeNull();
    const payout2 = await services.money.payoutOf(agent.agentId, quoteId, "INR");
    expect(payout2.heldMinor).toBe(0);
    expect(payout2.releasedMinor).toBe(
      payout1.heldMinor + (balance.amountMinor - Math.round(balance.amountMinor / 10)),
    );
    // The traveller downloads and acknowledges.
    const file = await services.vouchers.download(traveller, voucher.id);
    expect(file.contentType).toBe("application/pdf");
    expect((await services.vouchers.forQuote(quoteId))[0]?.travellerStatus).toBe("downloaded");
    expect((await services.vouchers.acknowledge(traveller, voucher.id)).travellerStatus).toBe(
      "acknowledged",
    );
    expect(await errorCode(services.vouchers.download(stranger, voucher.id))).toBe(
      "voucher_not_found",
    );
    const pdf = await services.money.postConversion(traveller, tripId);
    expect(pdf.opDetails).not.toBeNull();
  });

  it("numbers invoices of a financial year consecutively under concurrent issues", async () => {
    const trips = [];
    for (let i = 0; i < 8; i++) trips.push(await acceptedQuote(world(), agent, `T${i}`));
    const drafts = await Promise.all(
      trips.map((t) => services.invoices.draft(agent.user, t.quoteId)),
    );
    const results = await Promise.allSettled(
      trips.map((t, i) =>
        services.money.issueInvoice(
          agent.user,
          t.quoteId,
          IssueInvoiceInput.parse({ confirmTotalMinor: drafts[i]?.totalMinor }),
        ),
      ),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const rows = (await database.db.execute(
      sql`select sequence from invoices where financial_year = '2026-27' order by sequence`,
    )) as unknown as { rows: { sequence: number }[] };
    const seqs = rows.rows.map((r) => Number(r.sequence));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    // Issuing twice is refused.
    expect(await errorCode(issueQuoteInvoice(world(), agent, trips[0]?.quoteId ?? 0))).toBe(
      "invoice_exists",
    );
  });

  it("refuses status steps the table does not allow", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Meera");
    // Not invoiced: nothing to pay; a traveller cannot issue.
    expect(await errorCode(services.money.payInstalment(traveller, tripId, quoteId, "x"))).toBe(
      "invoice_not_found",
    );
    expect(await errorCode(services.invoices.draft(traveller, quoteId))).toBe("quote_not_found");
    // A quote converts only from invoiced or payment.
    expect(await errorCode(services.quotes.moneyStep(quoteId, "convert", "system", null))).toBe(
      "invalid_quote_transition",
    );
    expect(await errorCode(services.quotes.moneyStep(quoteId, "pay", "agent", null))).toBe(
      "invalid_quote_transition",
    );
    await issueQuoteInvoice(world(), agent, quoteId);
    expect(await errorCode(services.quotes.moneyStep(quoteId, "pay", "agent", null))).toBe(
      "quote_transition_forbidden",
    );
    // Vouchers only once paid.
    expect(
      await errorCode(
        services.money.uploadVoucher(agent.user, quoteId, "cab", { name: "c.pdf", bytes: PDF }),
      ),
    ).toBe("voucher_not_booked");
  });

  it("cancels a booked trip with a refund per the schedule, never above what was captured", async () => {
    const { traveller, tripId, quoteId, order } = await paidDeposit(world(), agent, "Ravi");
    const preview = await services.money.cancelPreview(traveller, tripId, quoteId);
    // 57 days before travel: 90% back.
    expect(preview).toMatchObject({ refundPercent: 90, paidMinor: order.amountMinor });
    expect(preview.refundMinor).toBe(Math.floor((order.amountMinor * 90) / 100));
    await services.money.cancelBooking(traveller, tripId, quoteId, "Plans changed");
    await services.jobs.runDue(services.jobHandlers);
    const refunds = await services.payments.refundsFor(order.id);
    expect(refunds.reduce((s, r) => s + r.amountMinor, 0)).toBe(preview.refundMinor);
    expect(refunds.reduce((s, r) => s + r.amountMinor, 0)).toBeLessThanOrEqual(order.capturedMinor);
    const trip = await services.trips.get(traveller, tripId);
    expect(trip.status).toBe("Cancelled");
    // A second cancel refunds nothing more.
    expect(
      await errorCode(
        services.payments.requestRefund({
          orderId: order.id,
          amountMinor: order.capturedMinor,
          reason: "again",
          idempotencyKey: "again",
          requestedBy: "system",
        }),
      ),
    ).toBe("refund_exceeds_capture");
  });

  it("a failed and then a pending UPI attempt show with the instalment still due; approval books the trip", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Usha");
    await issueQuoteInvoice(world(), agent, quoteId);
    const failed = await payInSandbox(
      services,
      await services.money.payInstalment(traveller, tripId, quoteId, "try-1"),
      "failure",
    );
    expect(failed.status).toBe("failed");
    expect(await services.money.lastPayment(traveller, quoteId)).toMatchObject({
      state: "failed",
      failureReason: "The card was declined by the issuing bank.",
    });
    const ref = { bookableType: "quote_instalment", bookableId: failed.bookableId };
    const afterFailure = await services.payments.responseView(traveller, ref, false);
    expect(afterFailure?.state).toBe("failed");
    expect(afterFailure?.links.note).toMatch(
      /^Your deposit \(30%\) of ₹[\d,]+ is still due by .*Nothing is booked yet/,
    );
    expect((await services.trips.get(traveller, tripId)).status).not.toBe("Booked");

    // The retry waits for UPI approval: pending, not booked; starting again meanwhile answers
    // the same order (one live order per instalment, decision 0189).
    const retry = await services.money.payInstalment(traveller, tripId, quoteId, "try-2");
    const pending = await payInSandbox(services, retry, "pending");
    expect(pending.status).toBe("pending");
    expect((await services.money.lastPayment(traveller, quoteId))?.state).toBe("pending");
    expect((await services.trips.get(traveller, tripId)).status).not.toBe("Booked");
    expect(await services.money.payInstalment(traveller, tripId, quoteId, "try-3")).toMatchObject({
      id: retry.id,
      status: "pending",
    });
    // Someone else sees none of it.
    const stranger = await insertUser(database.db, "traveller", "Stranger");
    expect(await services.money.lastPayment(stranger, quoteId)).toBeNull();

    const approved = await resolveSandboxUpi(services, retry, true);
    expect(approved.status).toBe("captured");
    expect(await services.money.lastPayment(traveller, quoteId)).toBeNull();
    expect((await services.trips.get(traveller, tripId)).status).toBe("Booked");
    const after = await services.payments.responseView(traveller, ref, true);
    expect(after?.state).toBe("captured");
    expect(after?.links.note).toBe("Your deposit (30%) is paid.");
  });
});
