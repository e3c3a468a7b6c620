import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as landingAction, loader as landingLoader } from "../../app/routes/trips/landing";
import type { AuthenticatedUser } from "../../common/roles";
import { CancelTripInput } from "../../common/trips";
import { expectLedgerBalanced, payInSandbox } from "../modules/payments/payments-test-helpers";
import { quoteEvents } from "../modules/quotes/quotes.schema";
import {
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import { requestedTripEvents } from "../modules/trips/trips.schema";
import { loadContextFor } from "../testing/load-context";
import { signedInUser } from "../testing/signed-in";
import { createTestApp } from "../testing/test-app";
import type { TestDatabase } from "../testing/test-database";
import type { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";
import { type CancelTripDeps, cancelTrip } from "./cancel-trip";
import {
  acceptedQuote,
  errorCode,
  issueQuoteInvoice,
  MONEY_CLOCK,
  openMoneyWorld,
  paidDeposit,
} from "./money-test-helpers";

// The one cancellation of a request (decision 0187): a paid trip cancelled from the request
// page, the quote page or the API is refunded by its schedule and its invoice closed by a
// credit note, once the refund is confirmed; the trip and its quotes change in one
// transaction; reactivation brings a booked quote back where its money stands.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let rival: TestAgent;
let ops: AuthenticatedUser;
const world = () => ({ db: database.db, services });
const cancelling = (): CancelTripDeps => ({
  db: database.db,
  trips: services.trips,
  quotes: services.quotes,
  coupons: services.coupons,
  invoices: services.invoices,
  payments: services.payments,
  events: services.events,
  now: () => MONEY_CLOCK,
});

beforeAll(async () => {
  ({ database, services, agent, otherAgent: rival, ops } = await openMoneyWorld("kerala"));
});
afterEach(() => expectLedgerBalanced(services));
afterAll(async () => {
  await database?.close();
});

const notGoing = (extra: Record<string, unknown> = {}) =>
  CancelTripInput.parse({ cancel_reason: "Not going, cancel my plan", ...extra });

async function refundedOn(orderId: string) {
  await services.jobs.runDue(services.jobHandlers);
  return (await services.payments.refundsFor(orderId)).reduce((s, r) => s + r.amountMinor, 0);
}

async function quoteStatus(quoteId: number) {
  const facts = await services.quotes.moneyFacts(quoteId);
  return { status: facts.status, invoiceId: facts.invoiceId, tripStatus: facts.tripStatus };
}

// biome-ignore lint/suspicious/noExplicitAny: the route's generated argument types are not needed here
type Args = any;
const pageUrl = (tripId: number) => `http://triphive.test/requested_trips/${tripId}`;

function loadPage(user: AuthenticatedUser, tripId: number) {
  const request = new Request(pageUrl(tripId));
  const context = loadContextFor(() => services, user);
  return landingLoader({ request, params: { id: String(tripId) }, context } as Args);
}

function postPage(user: AuthenticatedUser, tripId: number, fields: Record<string, string>) {
  const request = new Request(pageUrl(tripId), {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = loadContextFor(() => services, user);
  return landingAction({ request, params: { id: String(tripId) }, context } as Args);
}

describe("cancelling a paid trip from the request page", () => {
  it("shows the quote page's refund first, refuses an unconfirmed post, and refunds and credits as the quote page does", async () => {
    const viaPage = await paidDeposit(world(), agent, "Meera");
    const viaQuote = await paidDeposit(world(), agent, "Kabir");
    const { traveller, tripId, quoteId, order, invoice } = viaPage;

    // The modal's figures are the quote page's.
    const before = await loadPage(traveller, tripId);
    const preview = await services.money.cancelPreview(traveller, tripId, quoteId);
    expect(before.data.cancellationRefund).toEqual(preview);
    // 57 days before travel: 90% of the deposit back, the rest kept, the credit note for the
    // refund and the balance never paid.
    expect(preview).toMatchObject({
      paidMinor: order.capturedMinor,
      refundPercent: 90,
      refundMinor: Math.floor((order.capturedMinor * 90) / 100),
      keptMinor: order.capturedMinor - Math.floor((order.capturedMinor * 90) / 100),
      invoiceNumber: invoice.number,
      creditMinor:
        Math.floor((order.capturedMinor * 90) / 100) + invoice.totalMinor - order.capturedMinor,
    });

    // A post without the confirmed refund (an old form, a hand-made request) cancels nothing.
    const unconfirmed = (await postPage(traveller, tripId, { intent: "cancel" })) as {
      data: { result: { error?: Record<string, string[]> } };
      init: { status: number };
    };
    expect(unconfirmed.init.status).toBe(409);
    expect(unconfirmed.data.result.error?.[""]?.[0]).toContain("Confirm that refund to cancel");
    const stale = (await postPage(traveller, tripId, {
      intent: "cancel",
      confirm_refund_minor: String(preview.refundMinor - 1),
    })) as { init: { status: number } };
    expect(stale.init.status).toBe(409);
    expect((await services.trips.get(traveller, tripId)).status).toBe("Booked");
    expect(await refundedOn(order.id)).toBe(0);

    const done = (await postPage(traveller, tripId, {
      intent: "cancel",
      cancel_reason: "Not going, cancel my plan",
      confirm_refund_minor: String(preview.refundMinor),
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("set-cookie")).toContain("triphive.flash=bookingCancelled");

    // The quote page's cancellation of the twin booking gives the same money.
    const byQuote = await services.money.cancelBooking(
      viaQuote.traveller,
      viaQuote.tripId,
      viaQuote.quoteId,
      "Plans changed",
    );
    expect(await refundedOn(order.id)).toBe(preview.refundMinor);
    expect(await refundedOn(viaQuote.order.id)).toBe(byQuote.refundMinor);
    expect(byQuote.refundMinor).toBe(preview.refundMinor);
    const amounts = async (user: AuthenticatedUser, id: number | undefined) => {
      const note = await services.invoices.creditNote(user, id ?? 0);
      const { paidMinor, refundMinor, uncollectedMinor, totalMinor, refundPercent, lines } = note;
      return { paidMinor, refundMinor, uncollectedMinor, totalMinor, refundPercent, lines };
    };
    const after = await loadPage(traveller, tripId);
    const noteId = after.data.booking.invoice?.creditNote?.id;
    expect(await amounts(traveller, noteId)).toEqual(
      await amounts(viaQuote.traveller, byQuote.creditNote?.id),
    );
    expect((await amounts(traveller, noteId)).totalMinor).toBe(preview.creditMinor);
    // Both trips are cancelled, their quotes remembering they were paid.
    for (const t of [viaPage, viaQuote]) {
      expect((await services.trips.get(t.traveller, t.tripId)).status).toBe("Cancelled");
      expect(await services.quotes.moneyFacts(t.quoteId)).toMatchObject({
        status: "requestCancelled",
        invoiceId: null,
      });
    }
    // The page now shows the closed invoice with its credit note and offers no refund.
    expect(after.data.booking.invoice?.status).toBe("cancelled");
    expect(after.data.cancellationRefund).toBeNull();
  });

  it("refuses the quote page's cancellation too when the refund it showed is no longer the one", async () => {
    const { traveller, tripId, quoteId } = await paidDeposit(world(), agent, "Rhea");
    const { refundMinor } = await services.money.cancelPreview(traveller, tripId, quoteId);
    expect(
      await errorCode(
        services.money.cancelBooking(traveller, tripId, quoteId, "x", refundMinor + 1),
      ),
    ).toBe("booking_refund_changed");
    expect((await services.trips.get(traveller, tripId)).status).toBe("Booked");
  });
});

describe("the cancel API on a paid trip", () => {
  it("answers 409 until the refund is confirmed, tells the refund, then cancels through the refund path", async () => {
    const app = createTestApp(database, services);
    const call = (method: string, path: string, cookie: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { "content-type": "application/json", cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signedIn = () => signedInUser(app, services, "traveller", "cancel-api");
    const owner = await signedIn();
    const { tripId, order } = await paidDeposit(world(), agent, "Tara", 90, owner.user);
    const base = `/bookings/v1/requested_trips/${tripId}`;
    const codeOf = async (res: Response) =>
      ((await res.json()) as { errors: { code: string }[] }).errors[0]?.code;

    const plain = await call("POST", `${base}/cancel_request`, owner.cookie, {});
    expect(plain.status).toBe(409);
    expect(await codeOf(plain)).toBe("booking_refund_unconfirmed");
    expect((await services.trips.get(owner.user, tripId)).status).toBe("Booked");

    const shown = await call("GET", `${base}/cancellation_refund`, owner.cookie);
    expect(shown.status).toBe(200);
    const { refund } = (await shown.json()) as { refund: { refundMinor: number } };
    expect(refund).toMatchObject({ paidMinor: order.capturedMinor, refundPercent: 90 });
    // Another traveller learns nothing of it.
    const stranger = await signedIn();
    expect((await call("GET", `${base}/cancellation_refund`, stranger.cookie)).status).toBe(404);
    expect(
      (await call("POST", `${base}/cancel_request`, stranger.cookie, { confirm_refund_minor: 0 }))
        .status,
    ).toBe(404);

    const changed = await call("POST", `${base}/cancel_request`, owner.cookie, {
      confirm_refund_minor: refund.refundMinor + 100,
    });
    expect(await codeOf(changed)).toBe("booking_refund_changed");
    expect(await refundedOn(order.id)).toBe(0);

    const done = await call("POST", `${base}/cancel_request`, owner.cookie, {
      confirm_refund_minor: refund.refundMinor,
    });
    expect(done.status).toBe(200);
    const body = (await done.json()) as {
      requested_trip: { status: string };
      message: string;
      booking: { refundMinor: number; creditNote: { number: string } };
    };
    expect(body.requested_trip.status).toBe("Cancelled");
    expect(body.message).toBe("Your booking has been cancelled; the refund is on its way");
    expect(body.booking.refundMinor).toBe(refund.refundMinor);
    expect(body.booking.creditNote.number).toMatch(/^TH\/CN\//);
    expect(await refundedOn(order.id)).toBe(refund.refundMinor);
    // Nothing left to refund: the preview is gone with the booking.
    const gone = await call("GET", `${base}/cancellation_refund`, owner.cookie);
    expect(((await gone.json()) as { refund: unknown }).refund).toBeNull();
  });

  it("lets staff cancel a paid trip for its traveller only with the confirmed refund", async () => {
    const { tripId, order } = await paidDeposit(world(), agent, "Dev");
    expect(await errorCode(services.workflows.cancelTrip(ops, tripId, notGoing()))).toBe(
      "booking_refund_unconfirmed",
    );
    const refund = await services.workflows.cancellationRefund(ops, tripId);
    if (!refund) throw new Error("no refund shown to staff");
    const { booking } = await services.workflows.cancelTrip(
      ops,
      tripId,
      notGoing({ confirm_refund_minor: refund.refundMinor }),
    );
    expect(booking?.creditNote?.totalMinor).toBe(refund.creditMinor);
    expect(await refundedOn(order.id)).toBe(refund.refundMinor);
  });
});

describe("one transaction for the trip and its quotes", () => {
  it("leaves the trip, its quotes and the money as they were when the quotes' step fails", async () => {
    const { traveller, tripId, quoteId, order, invoice } = await paidDeposit(world(), agent, "Ira");
    const { refundMinor } = await services.money.cancelPreview(traveller, tripId, quoteId);
    const deps = cancelling();
    const failing: CancelTripDeps = {
      ...deps,
      quotes: {
        ...deps.quotes,
        async cancelAllForTrip(...args) {
          await deps.quotes.cancelAllForTrip(...args);
          throw new Error("the quotes' step failed");
        },
      },
    };
    const input = notGoing({ confirm_refund_minor: refundMinor });
    await expect(cancelTrip(failing, traveller, tripId, input)).rejects.toThrow(
      "the quotes' step failed",
    );
    expect((await services.trips.get(traveller, tripId)).status).toBe("Booked");
    expect(await quoteStatus(quoteId)).toEqual({
      status: "payment",
      invoiceId: invoice.id,
      tripStatus: "Booked",
    });
    const tripEvents = await database.db
      .select()
      .from(requestedTripEvents)
      .where(and(eq(requestedTripEvents.tripId, tripId), eq(requestedTripEvents.event, "cancel")));
    expect(tripEvents).toEqual([]);
    const cancelEvents = await database.db
      .select()
      .from(quoteEvents)
      .where(and(eq(quoteEvents.quoteId, quoteId), eq(quoteEvents.event, "cancel_request")));
    expect(cancelEvents).toEqual([]);
    expect(await refundedOn(order.id)).toBe(0);
    expect((await services.invoices.forQuote(quoteId))?.status).not.toBe("cancelled");

    // Nothing half-done stands in the way of the real cancellation.
    const { booking } = await cancelTrip(deps, traveller, tripId, input);
    expect(booking?.refundMinor).toBe(refundMinor);
    expect(await quoteStatus(quoteId)).toMatchObject({ status: "requestCancelled" });
  });
});

describe("reactivating a request whose quote was booked (decision 0187)", () => {
  it("brings a booking cancelled with its refund back accepted, the rival's quote active; the agent invoices again and a payment books the trip", async () => {
    const world_ = world();
    const traveller = await insertUser(database.db, "traveller", "Nila");
    const trip = await services.trips.create(traveller, {
      ...KERALA_FAMILY_TRIP,
      start_date: "2027-01-20",
    } as never);
    const rivalQuote = await sentTestQuote(services, rival, trip.id);
    const quoteId = await sentTestQuote(
      services,
      agent,
      trip.id,
      kochiDraft({ cancellationPolicy: [{ daysBefore: 30, refundPercent: 90 }] }),
    );
    await services.workflows.acceptQuote(traveller, trip.id, quoteId);
    const first = await issueQuoteInvoice(world_, agent, quoteId);
    const deposit = await services.money.payInstalment(traveller, trip.id, quoteId, "first-dep");
    await payInSandbox(services, deposit, "success");
    expect((await services.trips.get(traveller, trip.id)).status).toBe("Booked");

    const refund = await services.workflows.cancellationRefund(traveller, trip.id);
    await services.workflows.cancelTrip(
      traveller,
      trip.id,
      notGoing({ confirm_refund_minor: refund?.refundMinor }),
    );
    const back = await services.workflows.reactivateTrip(traveller, trip.id);
    expect(back.status).toBe("Active");
    // Never offered again as unaccepted: accepted, waiting for a new invoice.
    const listed = await services.quotes.listForTrip(traveller, trip.id);
    expect(Object.fromEntries(listed.map((q) => [q.id, q.status]))).toEqual({
      [quoteId]: "chosen",
      [rivalQuote]: "active",
    });
    const restored = await database.db
      .select({ event: quoteEvents.event, actorRole: quoteEvents.actorRole })
      .from(quoteEvents)
      .where(and(eq(quoteEvents.quoteId, quoteId), eq(quoteEvents.event, "restore_accepted")));
    expect(restored).toEqual([{ event: "restore_accepted", actorRole: "traveller" }]);
    // The request page keeps the cancelled booking's invoice and credit note in reach.
    const booking = await services.money.postConversion(traveller, trip.id);
    expect(booking.invoice).toMatchObject({ id: first.id, status: "cancelled" });
    expect(booking.invoice?.creditNote).not.toBeNull();

    // The agent's invoice works: a new one, numbered after the first, no invoice_exists.
    const second = await issueQuoteInvoice(world_, agent, quoteId);
    expect(second.id).not.toBe(first.id);
    expect(second.number).not.toBe(first.number);
    const again = await services.money.payInstalment(traveller, trip.id, quoteId, "second-dep");
    await payInSandbox(services, again, "success");
    expect(await quoteStatus(quoteId)).toEqual({
      status: "payment",
      invoiceId: second.id,
      tripStatus: "Booked",
    });
    expect((await services.money.postConversion(traveller, trip.id)).invoice?.id).toBe(second.id);
  });

  it("keeps an unpaid invoice through a plain cancel, takes no payment on it meanwhile, and brings the quote back invoiced with it", async () => {
    const { traveller, tripId, quoteId } = await acceptedQuote(world(), agent, "Zoya");
    const invoice = await issueQuoteInvoice(world(), agent, quoteId);
    const { booking } = await services.workflows.cancelTrip(traveller, tripId, notGoing());
    expect(booking).toBeNull();
    expect(await services.workflows.cancellationRefund(traveller, tripId)).toBeNull();
    const parked = await services.quotes.tripOverview(ops, tripId);
    expect(parked.quotes.find((q) => q.id === quoteId)).toMatchObject({
      status: "requestCancelled",
      previousStatus: "invoiced",
    });
    expect(await errorCode(services.money.payInstalment(traveller, tripId, quoteId, "late"))).toBe(
      "booking_not_payable",
    );

    await services.workflows.reactivateTrip(traveller, tripId);
    expect(await quoteStatus(quoteId)).toEqual({
      status: "invoiced",
      invoiceId: invoice.id,
      tripStatus: "Active",
    });
    // The agent works the kept invoice: it is the quote's, and the traveller pays it.
    expect((await services.invoices.forQuote(quoteId))?.id).toBe(invoice.id);
    expect((await services.invoices.get(agent.user, invoice.id)).status).toBe("issued");
    expect(await errorCode(issueQuoteInvoice(world(), agent, quoteId))).toBe("invoice_exists");
    const paid = await services.money.payInstalment(traveller, tripId, quoteId, "after");
    await payInSandbox(services, paid, "success");
    expect(await quoteStatus(quoteId)).toMatchObject({ status: "payment", tripStatus: "Booked" });
  });

  it("brings a paid quote cancelled without its refund (before decision 0187) back paid, the trip Booked", async () => {
    const { traveller, tripId, quoteId, invoice, order } = await paidDeposit(world(), agent, "Old");
    // What the request page did before: the statuses only, the money left on the invoice.
    await database.db.transaction(async (tx) => {
      await services.trips.cancelIn(tx, traveller, tripId, notGoing());
      await services.quotes.cancelAllForTrip(tx, tripId, "traveller", traveller.id);
    });
    const back = await services.workflows.reactivateTrip(traveller, tripId);
    expect(back.status).toBe("Booked");
    expect(await quoteStatus(quoteId)).toEqual({
      status: "payment",
      invoiceId: invoice.id,
      tripStatus: "Booked",
    });
    // Its money is the same as before the cancellation, and it may be cancelled properly now.
    const refund = await services.workflows.cancellationRefund(traveller, tripId);
    expect(refund?.paidMinor).toBe(order.capturedMinor);
  });
});
