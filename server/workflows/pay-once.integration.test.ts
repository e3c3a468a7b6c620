import { eq } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as paymentAction } from "../../app/routes/trips/payment";
import { FORM_TOKEN_FIELD } from "../../common/form-token";
import { paidTwiceText, paymentResponseUrl } from "../../common/payments";
import { AgencyPaymentsQuery } from "../../common/payouts";
import type { AuthenticatedUser } from "../../common/roles";
import { jobs } from "../modules/jobs/jobs.schema";
import { SANDBOX_WEBHOOK_JOB } from "../modules/payments/gateways/sandbox";
import { LEDGER_ACCOUNTS } from "../modules/payments/ledger";
import {
  expectLedgerBalanced,
  payInSandbox,
  redeliverSandboxWebhook,
  sandboxWebhookBody,
} from "../modules/payments/payments-test-helpers";
import type { TestAgent } from "../modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../testing/load-context";
import type { TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import type { createTestServices } from "../testing/test-services";
import {
  acceptedQuote,
  errorCode,
  issueQuoteInvoice,
  MONEY_CLOCK,
  openMoneyWorld,
} from "./money-test-helpers";
import { QUOTE_INSTALMENT, quoteLedgerReference } from "./pay-quote-instalment";

// A quote instalment is paid once (decision 0189): two tabs share one order, a second payment
// that still gets through is refunded in full and counted nowhere (invoice, payout, agency
// totals), and the traveller and staff are told. An abandoned attempt expires (decision 0190)
// and the agent's payments page says so.

const MINUTE = 60_000;
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let clock = MONEY_CLOCK;
const world = () => ({ db: database.db, services });
const captured: number[] = [];
let pages: { build: ServerBuild; close: () => Promise<void> } | undefined;

beforeAll(async () => {
  ({ database, services, agent } = await openMoneyWorld("goa", () => clock));
  services.events.subscribe("quote.payment_captured", (e) => {
    captured.push(e.instalmentId);
  });
  pages = await loadPageBuild();
}, 180_000);

afterEach(() => expectLedgerBalanced(services));
afterAll(async () => {
  await pages?.close();
  await database?.close();
});

/** A page's HTML as `user` gets it (React Router's handler, the test's services). */
async function render(user: AuthenticatedUser, path: string): Promise<string> {
  if (!pages) throw new Error("no page build");
  const handle = createRequestHandler(pages.build, "production");
  const response = await handle(new Request(`http://triphive.test${path}`), {
    ...loadContextFor(() => services, user),
  });
  expect(response.status, path).toBe(200);
  // Text as a reader sees it: tags and React's text separators out, entities decoded.
  return (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};

/** An accepted quote of the agent, invoiced: its deposit is due. */
async function invoicedQuote(name: string) {
  const accepted = await acceptedQuote(world(), agent, name);
  const invoice = await issueQuoteInvoice(world(), agent, accepted.quoteId);
  const deposit = invoice.dueNow;
  if (!deposit) throw new Error("nothing due");
  const pay = (token: string) =>
    services.money.payInstalment(
      accepted.traveller,
      accepted.tripId,
      accepted.quoteId,
      token,
      deposit.id,
    );
  return { ...accepted, deposit, pay };
}

async function order(id: string) {
  const found = await services.payments.getOrder(id);
  if (!found) throw new Error(`no order ${id}`);
  return found;
}

const heldFor = (quoteId: number) =>
  services.payments.ledger.balance(LEDGER_ACCOUNTS.agentPayoutHold(agent.agentId), {
    reference: quoteLedgerReference(quoteId),
  });

/** The signed body the sandbox delivered for `gatewayOrderId`'s capture (from its job). */
async function deliveredCapture(gatewayOrderId: string): Promise<string> {
  const rows = await database.db.select().from(jobs).where(eq(jobs.name, SANDBOX_WEBHOOK_JOB));
  const raw = rows
    .map((r) => String(r.payload.rawBody))
    .find((body) => body.includes(gatewayOrderId) && body.includes('"payment.captured"'));
  if (!raw) throw new Error("no capture webhook");
  return raw;
}

async function postPayment(
  user: AuthenticatedUser,
  tripId: number,
  quoteId: number,
  fields: Record<string, string>,
): Promise<Response> {
  const request = new Request(`http://t/requested_trips/${tripId}/quotes/${quoteId}/payment`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const args = {
    request,
    params: { id: String(tripId), quoteId: String(quoteId) },
    context: loadContextFor(() => services, user),
  } as unknown as Parameters<typeof paymentAction>[0];
  try {
    const answer = (await paymentAction(args)) as unknown;
    if (answer instanceof Response) return answer;
    const { data, init } = answer as { data: unknown; init?: { status?: number } };
    return Response.json(data, { status: init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("a quote instalment is paid once (decision 0189)", () => {
  it("two tabs start one order and pay it once; the paid instalment cannot be started again", async () => {
    const quote = await invoicedQuote("Nisha");
    const [tab1, tab2] = await Promise.all([quote.pay("tab-1"), quote.pay("tab-2")]);
    expect(tab2.id).toBe(tab1.id);
    expect(tab2.checkoutUrl).toBe(tab1.checkoutUrl);
    // Each tab pays on the gateway's page: the same gateway order takes one payment.
    await payInSandbox(services, tab1, "success");
    await payInSandbox(services, tab2, "success");
    const invoice = await services.invoices.forQuote(quote.quoteId);
    expect(invoice?.paidMinor).toBe(quote.deposit.amountMinor);
    expect(invoice?.instalments[0]?.status).toBe("paid");
    const share = quote.deposit.amountMinor - Math.round(quote.deposit.amountMinor / 10);
    expect(-(await heldFor(quote.quoteId))).toBe(share);
    expect(captured.filter((id) => id === quote.deposit.id)).toHaveLength(1);

    expect(await errorCode(quote.pay("tab-3"))).toBe("instalment_already_paid");
    // The second tab's form, posted after the first tab paid: a plain refusal, no new order.
    const posted = await postPayment(quote.traveller, quote.tripId, quote.quoteId, {
      [FORM_TOKEN_FIELD]: "tab-2-form",
      instalment_id: String(quote.deposit.id),
    });
    expect(posted.status).toBe(409);
    expect(await posted.json()).toEqual({
      error:
        "Your deposit (30%) is already paid, so it cannot be paid again. Nothing more is due for it.",
    });
    expect(await services.payments.ordersFor(QUOTE_INSTALMENT, quote.deposit.id)).toHaveLength(1);
  });

  it("a second payment that still gets through is refunded in full and counted nowhere", async () => {
    const quote = await invoicedQuote("Farida");
    const amount = quote.deposit.amountMinor;
    // Tab 1 pays at the last minute; its webhook is slower than the order's expiry.
    const first = await quote.pay("slow-tab");
    later(29);
    await services.payments.sandbox?.pay(first.gatewayOrderId, {
      method: "card",
      outcome: "success",
    });
    later(2);
    expect(await services.payments.expireOrder(first.id)).toBe(true);
    // Tab 2 finds the attempt expired and starts again; then tab 1's late webhook arrives and
    // pays the deposit; then tab 2 pays too.
    const second = await quote.pay("fast-tab");
    expect(second.id).not.toBe(first.id);
    await services.jobs.runDue(services.jobHandlers);
    await payInSandbox(services, second, "success");

    // The late capture paid the deposit; the second is the extra one.
    const [paid, extra] = await Promise.all([order(first.id), order(second.id)]);
    expect(paid).toMatchObject({ status: "captured", duplicateOf: null });
    expect(extra).toMatchObject({
      status: "captured",
      duplicateOf: first.id,
      capturedMinor: amount,
      refundedMinor: amount,
    });
    expect((await services.payments.refundsFor(second.id)).map((r) => r.status)).toEqual([
      "processed",
    ]);
    const invoice = await services.invoices.forQuote(quote.quoteId);
    expect(invoice).toMatchObject({ paidMinor: amount, refundedMinor: 0 });
    expect(captured.filter((id) => id === quote.deposit.id)).toHaveLength(1);
    expect((await services.trips.get(quote.traveller, quote.tripId)).status).toBe("Booked");
    const share = amount - Math.round(amount / 10);
    expect(-(await heldFor(quote.quoteId))).toBe(share);
    expect(await services.payments.ledger.balance(LEDGER_ACCOUNTS.duplicatePayments)).toBe(0);

    // The agency's page: the extra payment is shown as refunded to the traveller, in no total.
    const agencyPage = await services.money.agencyPayments(
      agent.user,
      AgencyPaymentsQuery.parse({}),
    );
    const row = agencyPage.quotes.find((q) => q.quoteId === quote.quoteId);
    expect(row).toMatchObject({ receivedMinor: amount, refundedMinor: 0, heldMinor: share });
    expect(row?.payments.map((p) => [p.orderId, p.status, p.paidTwice])).toEqual([
      [first.id, "captured", false],
      [second.id, "captured", true],
    ]);
    for (const totals of agencyPage.totals)
      expect(totals.receivedMinor - totals.refundedMinor).toBe(
        totals.commissionMinor + totals.heldMinor + totals.releasedMinor,
      );

    // The traveller is told on the quote page, the payment page and the payment's result page.
    const view = await services.quotes.get(quote.traveller, quote.tripId, quote.quoteId, {
      money: false,
    });
    const page = await services.money.quotePage(quote.traveller, view);
    expect(page.section?.paidTwice).toEqual([
      { label: "Deposit (30%)", payment: expect.objectContaining({ refund: "processed" }) },
    ]);
    expect(await services.money.paidTwice(quote.traveller, quote.quoteId)).toEqual(
      page.section?.paidTwice,
    );
    const notice = page.section?.paidTwice[0];
    expect(notice && paidTwiceText(notice.payment, "your deposit (30%)")).toMatch(
      /^You paid your deposit \(30%\) twice: the second payment of ₹[\d,]+ is not needed and was refunded in full on \d+ \w+ \d{4}\.$/,
    );
    const depositRef = { bookableType: QUOTE_INSTALMENT, bookableId: String(quote.deposit.id) };
    const result = await services.payments.responseView(quote.traveller, depositRef, true);
    expect(result).toMatchObject({ state: "captured", duplicate: true, confirmation: null });
    expect(result?.paidTwice).toHaveLength(1);
    const said = notice ? paidTwiceText(notice.payment, "this") : "";
    const responsePage = await render(quote.traveller, paymentResponseUrl(depositRef, true));
    expect(responsePage).toContain("Already paid: refunding this payment");
    expect(responsePage).toContain(said);
    expect(said).toMatch(/^You paid this twice: the second payment of ₹[\d,]+ is not needed/);
    const quoteUrl = `/requested_trips/${quote.tripId}/quotes/${quote.quoteId}`;
    const said2 = notice ? paidTwiceText(notice.payment, "your deposit (30%)") : "";
    expect(await render(quote.traveller, `${quoteUrl}/payment`)).toContain(said2);
    expect(await render(quote.traveller, quoteUrl)).toContain(said2);

    // The gateway delivers the extra capture again, or as another event: nothing moves.
    const raw = await deliveredCapture(second.gatewayOrderId);
    expect((await redeliverSandboxWebhook(services, raw)).outcomes).toEqual(["duplicate"]);
    const asAnother = sandboxWebhookBody(second, "payment.captured");
    expect((await redeliverSandboxWebhook(services, asAnother)).outcomes).toEqual(["ignored"]);
    await services.jobs.runDue(services.jobHandlers);
    expect(await services.payments.refundsFor(second.id)).toHaveLength(1);
    expect((await services.invoices.forQuote(quote.quoteId))?.paidMinor).toBe(amount);
    expect(-(await heldFor(quote.quoteId))).toBe(share);
    expect(await errorCode(quote.pay("third-tab"))).toBe("instalment_already_paid");
  });
});

describe("an abandoned payment attempt expires (decision 0190)", () => {
  it("is expired by its job: the traveller and the agent see it expired, and a new start is a new order", async () => {
    const quote = await invoicedQuote("Gauri");
    const abandoned = await quote.pay("walked-away");
    const page = () => services.money.agencyPayments(agent.user, AgencyPaymentsQuery.parse({}));
    const rowOf = async () => (await page()).quotes.find((q) => q.quoteId === quote.quoteId);
    expect((await rowOf())?.payments.map((p) => p.status)).toEqual(["created"]);
    later(31);
    await services.jobs.runDue(services.jobHandlers);
    expect((await order(abandoned.id)).status).toBe("expired");
    expect(await rowOf()).toMatchObject({ state: "unpaid", receivedMinor: 0 });
    expect((await rowOf())?.payments.map((p) => p.status)).toEqual(["expired"]);
    expect(await services.money.lastPayment(quote.traveller, quote.quoteId)).toMatchObject({
      state: "expired",
      amountMinor: quote.deposit.amountMinor,
    });
    const result = await services.payments.responseView(
      quote.traveller,
      { bookableType: QUOTE_INSTALMENT, bookableId: String(quote.deposit.id) },
      false,
    );
    expect(result?.state).toBe("expired");
    const depositRef = { bookableType: QUOTE_INSTALMENT, bookableId: String(quote.deposit.id) };
    const responsePage = await render(quote.traveller, paymentResponseUrl(depositRef, false));
    expect(responsePage).toContain("Payment attempt expired");
    expect(responsePage).toContain("was not completed in time, so it expired");
    const paymentPage = await render(
      quote.traveller,
      `/requested_trips/${quote.tripId}/quotes/${quote.quoteId}/payment`,
    );
    expect(paymentPage).toContain("Your last payment attempt expired");
    expect(paymentPage).toMatch(/Pay deposit \(30%\): ₹[\d,]+/);
    const again = await quote.pay("came-back");
    expect(again.id).not.toBe(abandoned.id);
    expect(again.status).toBe("created");
  });
});
