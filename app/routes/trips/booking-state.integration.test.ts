import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingLabel } from "../../../common/booking-state";
import { CreateCouponInput } from "../../../common/coupons";
import { formatAmount } from "../../../common/quote-amounts";
import type { AuthenticatedUser } from "../../../common/roles";
import {
  insertUser,
  kochiDraft,
  type TestAgent,
} from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import type { TestDatabase } from "../../../server/testing/test-database";
import { KERALA_FAMILY_TRIP } from "../../../server/testing/trip-input";
import { issueQuoteInvoice, openMoneyWorld } from "../../../server/workflows/money-test-helpers";
import { loader as adminTripLoader } from "../admin/trip";
import { loader as agentDashboardLoader } from "../dashboards/agent";
import { loader as travellerDashboardLoader } from "../dashboards/traveller";
import { loader as responseLoader } from "../payments/response";
import { action as sandboxAction, loader as sandboxLoader } from "../payments/sandbox-checkout";
import { loader as compareLoader } from "./compare";
import { loader as invoiceLoader } from "./invoice";
import { loader as landingLoader } from "./landing";
import { action as paymentAction, loader as paymentLoader } from "./payment";
import { loader as quoteLoader } from "./quote";

// One paid trip with a coupon, read through every page that names its state or an amount
// (decision 0193): the request page, its quote rows, the quote page, compare, the payment
// page, the invoice, the traveller's dashboard, the agent's inbox and lead, staff's trip page,
// the sandbox's hosted page and the response page right after a success. Each says the same
// state in its reader's words and prints the same figures, in whole rupees.

type Services = Awaited<ReturnType<typeof openMoneyWorld>>["services"];
let database: TestDatabase;
let services: Services;
let agent: TestAgent;
let otherAgent: TestAgent;
let ops: AuthenticatedUser;
let traveller: AuthenticatedUser;
let tripId: number;
let quoteId: number;
let otherQuoteId: number;

const base = "http://triphive.test";
const contextFor = (user: AuthenticatedUser | null) => loadContextFor(() => services, user);
/** A loader's plain data, whether it answered `data(...)` or an object. */
const plain = <T>(value: T): T extends { data: infer D } ? D : T =>
  (value && typeof value === "object" && "data" in value && "init" in value
    ? (value as { data: unknown }).data
    : value) as never;
/** What a loader or action threw as a redirect: its Location. */
async function redirected(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location") ?? "";
    throw thrown;
  }
  throw new Error("expected a redirect");
}
const args = (user: AuthenticatedUser | null, path: string, params = {}, init?: RequestInit) =>
  ({ request: new Request(`${base}${path}`, init), params, context: contextFor(user) }) as never;

async function sendKochiQuote(by: TestAgent, pricePerAdult: number) {
  const editor = await services.quotes.startDraft(by.user, tripId, { from: "blank" });
  await services.quotes.saveDraft(by.user, editor.quoteId, {
    ...kochiDraft(),
    pricePerAdult,
    pricePerChild: 0,
  });
  await services.workflows.sendQuote(by.user, editor.quoteId);
  return editor.quoteId;
}

beforeAll(async () => {
  const world = await openMoneyWorld("kerala");
  ({ database, services, agent, otherAgent, ops } = world);
  traveller = await insertUser(database.db, "traveller", "Asha");
  const trip = await services.trips.create(traveller, {
    ...KERALA_FAMILY_TRIP,
    adults: 2,
    children: 0,
    start_date: "2027-01-20",
  } as never);
  tripId = trip.id;
  // ₹39,099 a head: before decision 0193 its GST and balance carried paise.
  quoteId = await sendKochiQuote(agent, 39_099);
  otherQuoteId = await sendKochiQuote(otherAgent, 41_000);
  await services.workflows.acceptQuote(traveller, tripId, quoteId);
  await services.coupons.create(
    ops,
    CreateCouponInput.parse({
      code: "MONSOON3K",
      title: "Monsoon",
      kind: "flat",
      value: 3000,
      validFrom: "2026-11-01",
      validUntil: "2026-12-31",
    }),
  );
  await services.coupons.apply(traveller, {
    rtrip_id: tripId,
    offer_type: "Coupon",
    offer_code: "MONSOON3K",
    click_source: "user",
  });
  await issueQuoteInvoice({ db: database.db, services }, agent, quoteId);
});

afterAll(async () => {
  await database?.close();
});

describe("one paid trip with a coupon, on every page", () => {
  it("pays the deposit on the sandbox's page and lands on the booking at once", async () => {
    const payPath = `/requested_trips/${tripId}/quotes/${quoteId}/payment`;
    const payment = plain(
      await paymentLoader(
        args(traveller, payPath, { id: String(tripId), quoteId: String(quoteId) }),
      ),
    );
    const due = payment.quote.amounts.dueNow;
    expect(due?.label).toBe("Deposit (30%)");
    // The traveller asks for the order; the server picks the amount.
    const body = new FormData();
    body.set("form_token", payment.formToken);
    const checkout = await redirected(async () => {
      const answer = await paymentAction(
        args(
          traveller,
          payPath,
          { id: String(tripId), quoteId: String(quoteId) },
          {
            method: "POST",
            body,
          },
        ),
      );
      if (answer instanceof Response) throw answer;
      return answer;
    });
    const gatewayOrderId = checkout.split("/").pop() as string;
    const hosted = await sandboxLoader(args(null, checkout, { gatewayOrderId }));
    // The gateway's page asks for exactly the instalment due, printed the same way.
    expect(hosted.amountMinor).toBe(due?.dueMinor);
    expect(formatAmount(hosted.amountMinor, hosted.currency)).toBe(
      formatAmount(due?.dueMinor ?? 0, "INR"),
    );
    expect(hosted.amountMinor % 100).toBe(0);

    const form = new FormData();
    form.set("intent", "pay");
    form.set("method", "card");
    form.set("outcome", "success");
    const back = await redirected(() =>
      sandboxAction(args(null, checkout, { gatewayOrderId }, { method: "POST", body: form })),
    );
    expect(back).toContain("success=true");
    // No job has run: the hosted page told Triphive before sending the payer back.
    const response = await responseLoader(args(traveller, back.replace(base, "")));
    expect(response.state).toBe("captured");
    expect(response.confirmation?.settled).toBe(true);
    expect(response.order.amountMinor).toBe(due?.dueMinor);
    const lines = Object.fromEntries(
      (response.confirmation?.lines ?? []).map((l) => [l.label, l.value]),
    );
    expect(lines).toMatchObject({
      Paid: formatAmount(due?.dueMinor ?? 0, "INR"),
      "Received so far": formatAmount(due?.dueMinor ?? 0, "INR"),
      Booking: "Booked · deposit paid",
    });
    expect(JSON.stringify(response)).not.toContain("Nothing is booked yet");
  });

  it("names the same state on the request page, its rows, the quote page, compare and the dashboard", async () => {
    const state = bookingLabel("deposit_paid", "traveller");
    const landing = plain(
      await landingLoader(args(traveller, `/requested_trips/${tripId}`, { id: String(tripId) })),
    );
    expect(landing.trip.booking_state).toMatchObject({ state: "deposit_paid", label: state });
    expect(landing.trip.booking_status_label).toBe(state);
    const row = landing.quotes.find((q) => q.id === quoteId);
    expect(row?.booking?.label).toBe(state);
    expect(landing.quotes.find((q) => q.id === otherQuoteId)?.booking?.label).toBe("Quoted");

    const quotePage = plain(
      await quoteLoader(
        args(traveller, `/requested_trips/${tripId}/quotes/${quoteId}`, {
          id: String(tripId),
          quoteId: String(quoteId),
        }),
      ),
    );
    expect(quotePage.quote.booking?.label).toBe(state);

    const compare = await compareLoader(
      args(
        traveller,
        `/requested_trips/${tripId}/compare?quote_ids[]=${quoteId}&quote_ids[]=${otherQuoteId}`,
        { id: String(tripId) },
      ),
    );
    expect(compare.quotes.find((q) => q.id === quoteId)?.booking?.label).toBe(state);

    const dashboard = plain(
      await travellerDashboardLoader(args(traveller, "/travellers/dashboard")),
    );
    const mine = dashboard.trips.find((t) => t.id === tripId);
    expect(mine?.booking_state.label).toBe(state);
    expect(mine?.booking_status_label).toBe(state);

    const invoicePage = await invoiceLoader(
      args(traveller, `/requested_trips/${tripId}/invoices/1`, {
        id: String(tripId),
        invoiceId: String(landing.booking.invoice?.id),
      }),
    );
    // The invoice page and its PDF print the label bookingOfInvoice answers.
    expect(invoicePage.booking?.label).toBe(state);
  });

  it("gives the agent and staff the same state in their words", async () => {
    const inbox = plain(await agentDashboardLoader(args(agent.user, "/agents/dashboard")));
    if (inbox.unlinked) throw new Error("the agent has an agency");
    const item = inbox.items.find((i) => i.tripId === tripId);
    expect(item?.booking).toMatchObject({
      state: "deposit_paid",
      label: bookingLabel("deposit_paid", "agent"),
    });
    const lead = await services.quotes.lead(agent.user, tripId);
    expect(lead.quotes.find((q) => q.id === quoteId)?.booking?.state).toBe("deposit_paid");

    const { data: staff } = await adminTripLoader(
      args(ops, `/admin/trips/${tripId}`, { tripId: String(tripId) }),
    );
    expect(staff.trip.booking_state.label).toBe(bookingLabel("deposit_paid", "staff"));
    expect(staff.overview.quotes.find((q) => q.id === quoteId)?.booking?.label).toBe(
      bookingLabel("deposit_paid", "staff"),
    );
  });

  it("prints one total after the coupon and the same instalments everywhere, in whole rupees", async () => {
    const invoice = await services.invoices.forQuote(quoteId);
    if (!invoice) throw new Error("the quote is invoiced");
    const total = invoice.totalMinor;
    expect(invoice.couponCode).toBe("MONSOON3K");
    expect(invoice.instalments.reduce((s, i) => s + i.amountMinor, 0)).toBe(total);
    for (const n of [total, ...invoice.instalments.map((i) => i.amountMinor)]) {
      expect(n % 100).toBe(0);
    }

    const landing = plain(
      await landingLoader(args(traveller, `/requested_trips/${tripId}`, { id: String(tripId) })),
    );
    const row = landing.quotes.find((q) => q.id === quoteId);
    // ₹39,099 × 2 − ₹3,000 = ₹75,198; GST ₹3,759.90 is ₹3,760: ₹78,958, never ₹78,957.90.
    expect(total).toBe(7_895_800);
    expect(row?.amounts).toMatchObject({
      totalMinor: total,
      coupon: { code: "MONSOON3K", discountMinor: 300_000 },
      beforeCouponMinor: total + 315_000,
    });
    expect(row?.pricing.totalMinor).toBe(total);

    const quotePage = plain(
      await quoteLoader(
        args(traveller, `/requested_trips/${tripId}/quotes/${quoteId}`, {
          id: String(tripId),
          quoteId: String(quoteId),
        }),
      ),
    );
    expect(quotePage.quote.amounts.totalMinor).toBe(total);
    expect(quotePage.quote.amounts.instalments.map((i) => i.amountMinor)).toEqual(
      invoice.instalments.map((i) => i.amountMinor),
    );

    const compare = await compareLoader(
      args(
        traveller,
        `/requested_trips/${tripId}/compare?quote_ids[]=${quoteId}&quote_ids[]=${otherQuoteId}`,
        { id: String(tripId) },
      ),
    );
    expect(compare.quotes.find((q) => q.id === quoteId)?.amounts.totalMinor).toBe(total);

    const payment = plain(
      await paymentLoader(
        args(traveller, `/requested_trips/${tripId}/quotes/${quoteId}/payment`, {
          id: String(tripId),
          quoteId: String(quoteId),
        }),
      ),
    );
    const balance = invoice.instalments[1];
    expect(payment.quote.amounts).toMatchObject({
      totalMinor: total,
      paidMinor: invoice.paidMinor,
      dueMinor: total - invoice.paidMinor,
    });
    expect(payment.quote.amounts.dueNow?.dueMinor).toBe(balance?.amountMinor);

    const lead = await services.quotes.lead(agent.user, tripId);
    expect(lead.quotes.find((q) => q.id === quoteId)?.amounts?.totalMinor).toBe(total);
  });

  it("says the payment is received and the booking is being confirmed until it is counted", async () => {
    const created = await services.money.payInstalment(traveller, tripId, quoteId, "balance");
    // The capture is applied, but its handlers wait for the job runner (as after a crash).
    const deliver = services.events.deliver;
    services.events.deliver = async () => {};
    try {
      await services.payments.sandbox?.pay(
        created.gatewayOrderId,
        { method: "upi", outcome: "success" },
        { deliverNow: true },
      );
    } finally {
      services.events.deliver = deliver;
    }
    const path = `/payments/response?success=true&bookable_id=quote_instalment:${created.bookableId}`;
    const waiting = await responseLoader(args(traveller, path));
    expect(waiting.state).toBe("captured");
    expect(waiting.confirmation?.settled).toBe(false);
    expect(waiting.confirmation?.lines.map((l) => l.label)).toEqual(["Invoice", "Paid"]);
    expect(JSON.stringify(waiting.confirmation)).not.toContain("Nothing is booked yet");

    await services.jobs.runDue(services.jobHandlers);
    const counted = await responseLoader(args(traveller, path));
    expect(counted.confirmation?.settled).toBe(true);
    expect(counted.confirmation?.lines.find((l) => l.label === "Booking")?.value).toBe(
      bookingLabel("fully_paid", "traveller"),
    );
  });

  it("moves every page to fully paid together once the balance is paid", async () => {
    const state = bookingLabel("fully_paid", "traveller");
    const landing = plain(
      await landingLoader(args(traveller, `/requested_trips/${tripId}`, { id: String(tripId) })),
    );
    expect(landing.trip.booking_status_label).toBe(state);
    expect(landing.quotes.find((q) => q.id === quoteId)?.booking?.label).toBe(state);
    const dashboard = plain(
      await travellerDashboardLoader(args(traveller, "/travellers/dashboard")),
    );
    expect(dashboard.trips.find((t) => t.id === tripId)?.booking_state.label).toBe(state);
    const inbox = plain(await agentDashboardLoader(args(agent.user, "/agents/dashboard")));
    if (inbox.unlinked) throw new Error("the agent has an agency");
    expect(inbox.items.find((i) => i.tripId === tripId)?.booking?.label).toBe(
      bookingLabel("fully_paid", "agent"),
    );
  });
});
