import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeclineQuoteInput } from "../../common/quotes-input";
import type { AuthenticatedUser } from "../../common/roles";
import { CancelTripInput } from "../../common/trips";
import { applyCoupon, createTestCoupon } from "../modules/coupons/coupons-test-helpers";
import { countWhere, kochiDraft, type TestAgent } from "../modules/quotes/quotes-test-helpers";
import { signedInUser } from "../testing/signed-in";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";
import { acceptQuote } from "./accept-quote";
import { errorCode, insertMoneyCast, issueQuoteInvoice, MONEY_CLOCK } from "./money-test-helpers";

// A coupon belongs to the trip's accepted quote (decision 0191): accepting another quote moves
// it there when every rule holds on the new price, or drops it with the reason the new quote
// shows; the quote views, the list, compare, the agent's invoice draft and the API agree.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createTestApp>;
let agent: TestAgent;
let otherAgent: TestAgent;
let ops: AuthenticatedUser;
let clock = MONEY_CLOCK;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => clock }));
  ({ agent, otherAgent, ops } = await insertMoneyCast(database.db, "kerala"));
  app = createTestApp(database, services);
});

afterAll(async () => {
  await database?.close();
});

/** A coupon (flat or percent, as `over` says) valid through 2026, once per traveller. */
const coupon = (over: Record<string, unknown>) =>
  createTestCoupon(services, ops, { maxDiscount: "", perTravellerLimit: 1, ...over });

/** A signed-in traveller (a session cookie for the API) with two quotes on a Kerala trip. */
async function twoQuotes(pricePerAdultA = 20_000, pricePerAdultB = 24_500) {
  const { cookie, user: traveller } = await signedInUser(app, services, "traveller", "switch");
  const trip = await services.trips.create(traveller, {
    ...KERALA_FAMILY_TRIP,
    start_date: "2027-01-20",
  } as never);
  const send = async (by: TestAgent, pricePerAdult: number) => {
    const editor = await services.quotes.startDraft(by.user, trip.id, { from: "blank" });
    await services.quotes.saveDraft(by.user, editor.quoteId, { ...kochiDraft(), pricePerAdult });
    await services.workflows.sendQuote(by.user, editor.quoteId);
    return editor.quoteId;
  };
  const quoteA = await send(agent, pricePerAdultA);
  const quoteB = await send(otherAgent, pricePerAdultB);
  return { traveller, cookie, tripId: trip.id, quoteA, quoteB };
}

/** Two quotes with quote A accepted and a new coupon (`over`) applied to it. */
async function couponOnA(over: Record<string, unknown>) {
  const w = await twoQuotes();
  const code = await coupon(over);
  await services.workflows.acceptQuote(w.traveller, w.tripId, w.quoteA);
  await apply(w.traveller, w.tripId, code);
  return { ...w, code };
}

const apply = (user: AuthenticatedUser, tripId: number, code: string) =>
  applyCoupon(services, user, tripId, code);

const redeemed = (code: string) =>
  countWhere(database.db, sql`select redeemed as n from coupons where code = ${code}`);
const liveRows = (tripId: number) =>
  countWhere(
    database.db,
    sql`select count(*) as n from coupon_redemptions where trip_id = ${tripId} and state <> 'removed'`,
  );

/** The API as the browser client calls it, with the traveller's session. */
async function api(cookie: string, path: string, method = "GET") {
  const res = await app.request(`/bookings/v1${path}`, {
    method,
    headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

interface Priced {
  id: number;
  couponCode: string | null;
  discountableType?: string | null;
  pricing: { totalMinor: number };
}

/**
 * Every reader of the trip's quotes shows `code` on `withCoupon` only, at `total`, and the
 * other quote at its sent price with no coupon: the quote view, the quote list, compare, the
 * quote page's money section, the agents' invoice drafts and the API.
 */
async function expectViewsAgree(
  w: Awaited<ReturnType<typeof twoQuotes>>,
  shown: { quoteId: number; code: string; totalMinor: number } | null,
) {
  const { traveller, cookie, tripId, quoteA, quoteB } = w;
  const sentTotal = async (id: number) =>
    (await services.quotes.repriceWithDiscount(id, 0)).totalMinor;
  const expected = async (id: number) =>
    shown?.quoteId === id
      ? { id, couponCode: shown.code, totalMinor: shown.totalMinor }
      : { id, couponCode: null, totalMinor: await sentTotal(id) };
  const want = [await expected(quoteA), await expected(quoteB)];
  const seen = (rows: readonly Priced[]) =>
    [quoteA, quoteB].map((id) => {
      const row = rows.find((r) => r.id === id);
      return { id, couponCode: row?.couponCode, totalMinor: row?.pricing.totalMinor };
    });

  const views = [
    await services.quotes.get(traveller, tripId, quoteA),
    await services.quotes.get(traveller, tripId, quoteB),
  ];
  expect(seen(views)).toEqual(want);
  for (const v of views) expect(v.discountableType).toBe(v.id === shown?.quoteId ? "Coupon" : null);
  expect(seen(await services.quotes.listForTrip(traveller, tripId))).toEqual(want);
  expect(seen(await services.quotes.compare(traveller, tripId, [quoteA, quoteB]))).toEqual(want);

  // The quote page: the money section of the accepted quote shows the coupon applied to it.
  for (const view of views) {
    const { fields, section } = await services.money.quotePage(
      traveller,
      await services.quotes.get(traveller, tripId, view.id, { money: false }),
    );
    expect(fields.couponCode ?? null).toBe(view.id === shown?.quoteId ? shown.code : null);
    const applied = section?.offers?.applied ?? null;
    expect(applied?.quote_id ?? null).toBe(view.id === shown?.quoteId ? view.id : null);
  }

  // The agents' invoice drafts: the coupon and its total on the accepted quote only.
  const drafts = [
    await services.invoices.draft(agent.user, quoteA),
    await services.invoices.draft(otherAgent.user, quoteB),
  ];
  expect(
    drafts.map((d) => ({
      id: d.quoteId,
      couponCode: d.coupon?.offer_code ?? null,
      totalMinor: d.totalMinor,
    })),
  ).toEqual(want);

  // The API: the full quote list, compare and the trip's offers.
  const full = (await api(cookie, `/requested_trips/${tripId}/quotes`)).quotes as Priced[];
  expect(seen(full)).toEqual(want);
  const compared = (
    await api(cookie, `/requested_trips/${tripId}/compare?quote_ids=${quoteA},${quoteB}`)
  ).quotes as Priced[];
  expect(seen(compared)).toEqual(want);
  const offers = await api(cookie, `/discount_offers?rtrip_id=${tripId}`);
  const apiApplied = offers.applied as { quote_id: number; offer_code: string } | null;
  expect(apiApplied ? [apiApplied.quote_id, apiApplied.offer_code] : null).toEqual(
    shown ? [shown.quoteId, shown.code] : null,
  );
}

describe("a coupon follows the accepted quote", () => {
  it("moves to the newly accepted quote with its discount on the new price, and every view agrees", async () => {
    const w = await twoQuotes(20_000, 24_500);
    const { traveller, cookie, tripId, quoteA, quoteB } = w;
    // 5% of the package, no cap: ₹2,000 on A's ₹40,000, ₹2,450 on B's ₹49,000.
    const code = await coupon({ kind: "percent", value: 5 });
    const first = await services.workflows.acceptQuote(traveller, tripId, quoteA);
    expect(first.coupon).toEqual({ outcome: "none" });
    expect((await apply(traveller, tripId, code)).discount).toBe(2000);
    const onA = await services.quotes.repriceWithDiscount(quoteA, 2000);
    await expectViewsAgree(w, { quoteId: quoteA, code, totalMinor: onA.totalMinor });

    // The switch through the API answers what became of the coupon.
    const switched = await api(
      cookie,
      `/requested_trips/${tripId}/quotes/${quoteB}/accept_quote`,
      "POST",
    );
    expect(switched.coupon).toEqual({
      outcome: "moved",
      offer_code: code,
      discountMinor: 245_000,
      currency: "INR",
      message: `Your coupon ${code} moved to this quote: ₹2,450 off.`,
    });
    const onB = await services.quotes.repriceWithDiscount(quoteB, 2450);
    await expectViewsAgree(w, { quoteId: quoteB, code, totalMinor: onB.totalMinor });
    // The same redemption moved: one use, one live row.
    expect(await redeemed(code)).toBe(1);
    expect(await liveRows(tripId)).toBe(1);

    // And back again.
    const back = await services.workflows.acceptQuote(traveller, tripId, quoteA);
    expect(back.coupon).toMatchObject({ outcome: "moved", discountMinor: 200_000 });
    await expectViewsAgree(w, { quoteId: quoteA, code, totalMinor: onA.totalMinor });
  });

  it("drops a coupon the new quote does not meet, says why on that quote, and gives the use back", async () => {
    const w = await twoQuotes(20_000, 24_500);
    const { traveller, tripId, quoteA, quoteB } = w;
    const code = await coupon({ kind: "flat", value: 2000, minTripValue: 45_000 });
    await services.workflows.acceptQuote(traveller, tripId, quoteB);
    await apply(traveller, tripId, code);
    expect(await redeemed(code)).toBe(1);

    const message = `Your coupon ${code} does not apply to this quote, so it has been removed: it needs a trip value of at least ₹45,000.`;
    const switched = await services.workflows.acceptQuote(traveller, tripId, quoteA);
    expect(switched.coupon).toEqual({
      outcome: "dropped",
      offer_code: code,
      reason: "coupon_min_value",
      message,
    });
    expect(await redeemed(code)).toBe(0);
    expect(await liveRows(tripId)).toBe(0);
    await expectViewsAgree(w, null);

    // Quote A's money section says why; the coupon is not offered again on A's price.
    const onA = await services.coupons.listForTrip(traveller, tripId);
    expect(onA.applied).toBeNull();
    expect(onA.dropped).toEqual({ offer_code: code, reason: "coupon_min_value", message });
    expect(onA.offers.map((o) => o.offer_code)).not.toContain(code);

    // Accepting B again does not bring the coupon back, and the notice belongs to A only.
    expect((await services.workflows.acceptQuote(traveller, tripId, quoteB)).coupon).toEqual({
      outcome: "none",
    });
    expect((await services.coupons.listForTrip(traveller, tripId)).dropped).toBeNull();
    await services.workflows.acceptQuote(traveller, tripId, quoteA);
    expect((await services.coupons.listForTrip(traveller, tripId)).dropped?.offer_code).toBe(code);
    // Once another coupon is applied the notice is gone.
    const other = await coupon({ kind: "flat", value: 500 });
    await apply(traveller, tripId, other);
    expect((await services.coupons.listForTrip(traveller, tripId)).dropped).toBeNull();
  });

  it("re-checks the window on the switch, and counts the moving redemption once against its caps", async () => {
    const w = await twoQuotes(20_000, 24_500);
    const { traveller, tripId, quoteA, quoteB } = w;
    // One use in all, one per traveller: this trip holds it, and moving it is not a second use.
    const code = await coupon({
      kind: "flat",
      value: 1000,
      validUntil: "2026-11-30",
      maxRedemptions: 1,
    });
    await services.workflows.acceptQuote(traveller, tripId, quoteA);
    await apply(traveller, tripId, code);
    expect((await services.workflows.acceptQuote(traveller, tripId, quoteB)).coupon).toMatchObject({
      outcome: "moved",
      offer_code: code,
    });
    try {
      clock = new Date("2026-12-02T06:00:00Z");
      const late = await services.workflows.acceptQuote(traveller, tripId, quoteA);
      expect(late.coupon).toMatchObject({
        outcome: "dropped",
        reason: "coupon_expired",
        message: `Your coupon ${code} does not apply to this quote, so it has been removed: it has expired.`,
      });
    } finally {
      clock = MONEY_CLOCK;
    }
    expect(await redeemed(code)).toBe(0);
  });

  it("commits the switch and the coupon step together: a failing coupon step changes nothing", async () => {
    const { traveller, tripId, quoteA, quoteB } = await couponOnA({ kind: "flat", value: 1000 });
    const failing = {
      quotes: services.quotes,
      events: services.events,
      coupons: {
        settlementTerms: services.coupons.settlementTerms,
        settleOnAccepted: async () => {
          throw new Error("the coupon step failed");
        },
      },
    };
    await expect(acceptQuote(failing, traveller, tripId, quoteB)).rejects.toThrow(
      "the coupon step failed",
    );
    const statuses = (await services.quotes.listForTrip(traveller, tripId)).map((q) => [
      q.id,
      q.status,
    ]);
    expect(statuses).toEqual([
      [quoteA, "chosen"],
      [quoteB, "active"],
    ]);
    expect((await services.coupons.appliedToTrip(tripId))?.quote_id).toBe(quoteA);
  });

  it("gives the coupon back when the chosen quote is declined or the request cancelled", async () => {
    const declined = await couponOnA({ kind: "flat", value: 1000 });
    const decline = (quoteId: number) =>
      services.workflows.declineQuote(
        declined.traveller,
        declined.tripId,
        quoteId,
        DeclineQuoteInput.parse({ quote_decline_reason: "price_high" }),
      );
    // Declining a quote that is not the chosen one leaves the coupon where it is.
    await decline(declined.quoteB);
    expect(await liveRows(declined.tripId)).toBe(1);
    await decline(declined.quoteA);
    expect(await liveRows(declined.tripId)).toBe(0);
    expect(await redeemed(declined.code)).toBe(0);

    const cancelled = await couponOnA({ kind: "flat", value: 1000 });
    await services.workflows.cancelTrip(
      cancelled.traveller,
      cancelled.tripId,
      CancelTripInput.parse({ cancel_reason: "Not going, cancel my plan" }),
    );
    expect(await liveRows(cancelled.tripId)).toBe(0);
    expect(await redeemed(cancelled.code)).toBe(0);
  });

  it("freezes the coupon with the issued invoice: no switch, no removal, the invoice's price everywhere", async () => {
    const { traveller, tripId, quoteA, quoteB, code } = await couponOnA({
      kind: "flat",
      value: 1500,
    });
    const invoice = await issueQuoteInvoice({ db: database.db, services }, agent, quoteA);
    expect(invoice.couponCode).toBe(code);
    expect((await services.coupons.appliedToTrip(tripId))?.state).toBe("locked");
    expect(await errorCode(services.workflows.acceptQuote(traveller, tripId, quoteB))).toBe(
      "another_quote_invoiced",
    );
    expect(await errorCode(services.coupons.remove(traveller, tripId))).toBe("coupon_locked");
    const views = await services.quotes.listForTrip(traveller, tripId);
    expect(views.map((q) => [q.id, q.couponCode, q.pricing.totalMinor])).toEqual([
      [quoteA, code, invoice.totalMinor],
      [quoteB, null, (await services.quotes.repriceWithDiscount(quoteB, 0)).totalMinor],
    ]);
    expect((await services.quotes.get(traveller, tripId, quoteA)).pricing.totalMinor).toBe(
      invoice.totalMinor,
    );
  });

  it("gives back a coupon the issued invoice does not carry (applied after the agent priced it)", async () => {
    const { tripId, quoteA, code } = await couponOnA({ kind: "flat", value: 700 });
    await services.coupons.lockForInvoice(tripId, quoteA, null);
    expect(await liveRows(tripId)).toBe(0);
    expect(await redeemed(code)).toBe(0);
  });

  it("the migration gives back coupons an earlier switch left on a quote no longer accepted", async () => {
    const { traveller, tripId, quoteA, quoteB, code } = await couponOnA({
      kind: "flat",
      value: 900,
    });
    // What accepting B did before decision 0191: the statuses changed, the coupon stayed on A.
    await database.db.execute(sql`update quotes set status = 'active' where id = ${quoteA}`);
    await database.db.execute(sql`update quotes set status = 'chosen' where id = ${quoteB}`);
    const dir = fileURLToPath(new URL("../../drizzle/", import.meta.url));
    const file = readdirSync(dir).find((f) => f.endsWith("_coupon_follows_accepted_quote.sql"));
    const statements = readFileSync(`${dir}${file}`, "utf8").split("--> statement-breakpoint");
    await database.db.execute(sql.raw(statements.at(-1) ?? ""));
    expect(await liveRows(tripId)).toBe(0);
    expect(await redeemed(code)).toBe(0);
    // The traveller can apply it on the quote they accepted.
    expect((await apply(traveller, tripId, code)).quote_id).toBe(quoteB);
  });
});
