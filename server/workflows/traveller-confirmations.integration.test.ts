import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationsQuery } from "../../common/notification-queries";
import type { AuthenticatedUser } from "../../common/roles";
import type { Outbox } from "../mail/mailer";
import { payInSandbox } from "../modules/payments/payments-test-helpers";
import type { TestAgent } from "../modules/quotes/quotes-test-helpers";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import {
  acceptedQuote,
  insertMoneyCast,
  issueQuoteInvoice,
  MONEY_CLOCK,
} from "./money-test-helpers";

// Decision 0184: the traveller is told of every captured payment, failed payment, refund and
// booking in the bell and by mail (a receipt, even with quote mails turned off), once each.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let mails: Outbox;
let agent: TestAgent;
const world = () => ({ db: database.db, services });

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services, outbox: mails } = createTestServices(database.db, {}, { now: () => MONEY_CLOCK }));
  ({ agent } = await insertMoneyCast(database.db, "kerala"));
});

afterAll(async () => {
  await database?.close();
});

async function bell(user: AuthenticatedUser) {
  const page = await services.notifications.list(user, NotificationsQuery.parse({}));
  return page.notifications.map((n) => [n.notificationSubCategory, n.message] as const);
}
async function mailsTo(user: AuthenticatedUser) {
  return (await mails.list(200)).filter((m) => m.to === user.email).map((m) => m.subject);
}

describe("the traveller's confirmations", () => {
  it("tells a failed attempt, then the payment and the booking, each once, in the bell and by mail", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Meera");
    // Quote mails off: receipts still come.
    await services.notifications.setPreferences(traveller, { quotes: false, messages: false });
    await issueQuoteInvoice(world(), agent, quoteId);

    const first = await services.money.payInstalment(traveller, tripId, quoteId, "try-1");
    await payInSandbox(services, first, "failure");
    const second = await services.money.payInstalment(traveller, tripId, quoteId, "try-2");
    await payInSandbox(services, second, "success");
    await services.jobs.runDue(services.jobHandlers); // the mail jobs
    await services.jobs.runDue(services.jobHandlers); // nothing more: each told once

    const told = await bell(traveller);
    expect(told.map(([sub]) => sub).sort()).toEqual(
      ["booking_confirmed", "invoice_issued", "payment_confirmed", "payment_failed"].sort(),
    );
    expect(told.find(([sub]) => sub === "payment_failed")?.[1]).toMatch(
      /^Your payment of ₹[\d,]+ for Kerala did not go through$/,
    );
    expect(told.find(([sub]) => sub === "payment_confirmed")?.[1]).toMatch(
      /^We received your payment of ₹[\d,]+ for Kerala: Booked · (deposit|fully) paid$/,
    );
    const subjects = await mailsTo(traveller);
    expect(subjects.filter((s) => s.startsWith("Payment received: ₹"))).toHaveLength(1);
    expect(subjects.filter((s) => s === "Booked: your trip to Kerala")).toHaveLength(1);
    expect(subjects.filter((s) => s === "Your payment for Kerala did not go through")).toHaveLength(
      1,
    );
    // The quote mail the traveller turned off stays off.
    expect(subjects.some((s) => s.startsWith("New quote"))).toBe(false);

    // Cancelling the booking refunds by the schedule: told when cancelled and when refunded.
    await services.money.cancelBooking(traveller, tripId, quoteId, "Plans changed");
    await services.jobs.runDue(services.jobHandlers);
    await services.jobs.runDue(services.jobHandlers);
    const after = (await bell(traveller)).map(([sub]) => sub);
    expect(after.filter((s) => s === "booking_cancelled")).toHaveLength(1);
    expect(after.filter((s) => s === "refund_processed")).toHaveLength(1);
    const refundMails = (await mailsTo(traveller)).filter((s) => s.startsWith("Refund of ₹"));
    expect(refundMails).toHaveLength(1);
  });
});
