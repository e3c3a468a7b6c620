import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateCouponInput } from "../../../common/coupons";
import type { AuthenticatedUser } from "../../../common/roles";
import {
  insertUser,
  kochiDraft,
  type TestAgent,
} from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../../server/testing/trip-input";
import { insertMoneyCast, MONEY_CLOCK } from "../../../server/workflows/money-test-helpers";
import { loadAgentMoney } from "../../lib/money.server";
import { loader as compareLoader } from "./compare";
import { loader as landingLoader } from "./landing";
import { action as quoteAction, loader as quoteLoader } from "./quote";

// The traveller's pages when accepting another quote moves or drops the trip's coupon (decision
// 0191), called the way React Router calls them: the accept action's toast, the quote page's
// money section, the request's quote rows, compare, and the agents' lead pages.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let otherAgent: TestAgent;
let ops: AuthenticatedUser;
let traveller: AuthenticatedUser;
let tripId: number;
let quoteA: number;
let quoteB: number;

const base = "http://triphive.test/requested_trips";
const contextFor = (user: AuthenticatedUser) => loadContextFor(() => services, user);

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => MONEY_CLOCK }));
  ({ agent, otherAgent, ops } = await insertMoneyCast(database.db, "kerala"));
  traveller = await insertUser(database.db, "traveller", "Asha");
  const trip = await services.trips.create(traveller, {
    ...KERALA_FAMILY_TRIP,
    start_date: "2027-01-20",
  } as never);
  tripId = trip.id;
  const send = async (by: TestAgent, pricePerAdult: number) => {
    const editor = await services.quotes.startDraft(by.user, tripId, { from: "blank" });
    await services.quotes.saveDraft(by.user, editor.quoteId, { ...kochiDraft(), pricePerAdult });
    await services.workflows.sendQuote(by.user, editor.quoteId);
    return editor.quoteId;
  };
  // ₹40,000 and ₹49,000 for two adults.
  quoteA = await send(agent, 20_000);
  quoteB = await send(otherAgent, 24_500);
  for (const [code, kind, value, minTripValue] of [
    ["PERCENT5", "percent", 5, 0],
    ["BIG45", "flat", 2000, 45_000],
  ] as const) {
    await services.coupons.create(
      ops,
      CreateCouponInput.parse({
        code,
        title: code,
        kind,
        value,
        minTripValue,
        validFrom: "2026-11-01",
        validUntil: "2026-12-31",
      }),
    );
  }
});

afterAll(async () => {
  await database?.close();
});

function post(quoteId: number, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return quoteAction({
    request: new Request(`${base}/${tripId}/quotes/${quoteId}`, { method: "POST", body }),
    params: { id: String(tripId), quoteId: String(quoteId) },
    context: contextFor(traveller),
  } as Parameters<typeof quoteAction>[0]);
}

async function load(quoteId: number, cookie = "") {
  const page = await quoteLoader({
    request: new Request(`${base}/${tripId}/quotes/${quoteId}`, { headers: { cookie } }),
    params: { id: String(tripId), quoteId: String(quoteId) },
    context: contextFor(traveller),
  } as Parameters<typeof quoteLoader>[0]);
  return page.data;
}

/** Posts an intent and follows its redirect with the flash cookie, as the browser does. */
async function postAndFollow(quoteId: number, fields: Record<string, string>) {
  const answer = await post(quoteId, fields);
  expect(answer).toBeInstanceOf(Response);
  return load(quoteId, ((answer as Response).headers.get("set-cookie") ?? "").split(";")[0]);
}

async function rows() {
  const landing = await landingLoader({
    request: new Request(`${base}/${tripId}`),
    params: { id: String(tripId) },
    context: contextFor(traveller),
  } as Parameters<typeof landingLoader>[0]);
  const compare = await compareLoader({
    request: new Request(`${base}/${tripId}/compare?quote_ids[]=${quoteA}&quote_ids[]=${quoteB}`),
    params: { id: String(tripId) },
    context: contextFor(traveller),
  } as Parameters<typeof compareLoader>[0]);
  const pick = (list: readonly { id: number; couponCode: string | null }[]) =>
    list.map((q) => [q.id, q.couponCode]);
  return { landing: pick(landing.data.quotes), compare: pick(compare.quotes) };
}

/** What each agent's lead page offers to invoice: the draft's coupon and total. */
async function drafts() {
  const out: [number, string | null][] = [];
  for (const [by, id] of [
    [agent, quoteA],
    [otherAgent, quoteB],
  ] as const) {
    const status = (await services.quotes.get(traveller, tripId, id)).status;
    const money = await loadAgentMoney(contextFor(by.user), by.user, [{ id, status }]);
    for (const m of money) out.push([m.quoteId, m.draft?.couponCode ?? null]);
  }
  return out;
}

describe("the quote pages when the accepted quote changes", () => {
  it("says the coupon moved, and shows it on the newly accepted quote only", async () => {
    await postAndFollow(quoteA, { intent: "accept" });
    const applied = await postAndFollow(quoteA, { intent: "coupon_apply", offer_code: "percent5" });
    expect(applied.money?.offers?.applied?.offer_code).toBe("PERCENT5");

    const page = await postAndFollow(quoteB, { intent: "accept" });
    expect(page.toast?.message).toBe(
      "You have chosen this quote. The agent will send the invoice shortly. Your coupon has moved to this quote.",
    );
    expect(page.quote.couponCode).toBe("PERCENT5");
    expect(page.money?.offers?.applied).toMatchObject({ quote_id: quoteB, discount: 2450 });
    expect(page.money?.offers?.dropped).toBeNull();
    // Quote A is back in the running: no money section, no coupon.
    const a = await load(quoteA);
    expect(a.money).toBeNull();
    expect(a.quote.couponCode).toBeNull();
    expect(await rows()).toEqual({
      landing: [
        [quoteA, null],
        [quoteB, "PERCENT5"],
      ],
      compare: [
        [quoteA, null],
        [quoteB, "PERCENT5"],
      ],
    });
    expect(await drafts()).toEqual([[quoteB, "PERCENT5"]]);
  });

  it("says the coupon was dropped, and why, on the quote it does not apply to", async () => {
    await postAndFollow(quoteB, { intent: "coupon_remove" });
    await postAndFollow(quoteB, { intent: "coupon_apply", offer_code: "BIG45" });
    const page = await postAndFollow(quoteA, { intent: "accept" });
    expect(page.toast?.message).toBe(
      "You have chosen this quote. The agent will send the invoice shortly. Your coupon does not apply to this quote and has been removed.",
    );
    expect(page.quote.couponCode).toBeNull();
    expect(page.money?.offers?.applied).toBeNull();
    expect(page.money?.offers?.dropped?.message).toBe(
      "Your coupon BIG45 does not apply to this quote, so it has been removed: it needs a trip value of at least ₹45,000.",
    );
    expect(page.money?.offers?.offers.map((o) => o.offer_code)).toEqual(["PERCENT5"]);
    expect(await rows()).toEqual({
      landing: [
        [quoteA, null],
        [quoteB, null],
      ],
      compare: [
        [quoteA, null],
        [quoteB, null],
      ],
    });
    expect(await drafts()).toEqual([[quoteA, null]]);
  });
});
