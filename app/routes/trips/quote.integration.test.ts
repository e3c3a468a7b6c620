import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuoteDraftInput } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import {
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { signedInUser } from "../../../server/testing/signed-in";
import { createTestApp } from "../../../server/testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { loader as compareLoader } from "./compare";
import { action as landingAction, loader as landingLoader } from "./landing";
import { action as quoteAction, loader as quoteLoader } from "./quote";

// The traveller's quote pages against a real database: the request landing's list and its
// compare/more-quotes forms, the quote page's loader and every intent of its action, and the
// compare page's selection rules, called the way React Router calls them.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
const kAgents: TestAgent[] = [];
let traveller: AuthenticatedUser;
let stranger: AuthenticatedUser;
let tripId: number;
const quoteIds: number[] = [];

const draft = (overrides: Record<string, unknown> = {}) =>
  QuoteDraftInput.parse({
    days: [
      { cityName: "Kochi", title: "Arrive in Kochi" },
      { cityName: "Munnar", title: "Tea gardens" },
      { cityName: "Munnar", title: "Eravikulam" },
      { cityName: "Alleppey", title: "Houseboat" },
      { cityName: "Kochi", title: "Departure" },
    ],
    stays: [
      {
        city: "Munnar",
        nights: 2,
        hotels: [
          { name: "Tea County", city: "Munnar", rating: 4 },
          { name: "Misty Hills", city: "Munnar", rating: 3 },
        ],
      },
      {
        city: "Alleppey",
        nights: 2,
        hotels: [{ name: "Lake Palace", city: "Alleppey", rating: 5 }],
      },
    ],
    inclusions: ["breakfast", "sightseeing"],
    exclusions: ["flights"],
    pricePerAdult: 20_000,
    pricePerChild: 10_000,
    validUntil: "2099-12-31",
    cancellationPolicy: [{ daysBefore: 30, refundPercent: 90 }],
    ...overrides,
  });

async function sendQuote(agent: AuthenticatedUser, overrides: Record<string, unknown> = {}) {
  const editor = await services.quotes.startDraft(agent, tripId, { from: "blank" });
  await services.quotes.saveDraft(agent, editor.quoteId, draft(overrides));
  await services.workflows.sendQuote(agent, editor.quoteId);
  return editor.quoteId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  for (const [i, companyName] of ["Backwater Trails", "Spice Route", "Malabar Journeys"].entries())
    kAgents.push(
      await insertAgent(database.db, {
        companyName,
        ratingTenths: 48 - i,
        responseMinutes: 60,
        destinationIds: [kerala],
      }),
    );
  traveller = await insertUser(database.db, "traveller", "Asha");
  stranger = await insertUser(database.db, "traveller", "Vikram");
  const trip = await services.trips.create(traveller, {
    to_loc: ["Kerala"],
    month: "nd",
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 1,
    isd_code: "+91",
    phone_no: "9847012345",
  } as never);
  tripId = trip.id;
  for (const [i, a] of kAgents.entries())
    quoteIds.push(await sendQuote(a.user, { pricePerAdult: 20_000 + i * 5_000 }));
});

afterAll(async () => {
  await database?.close();
});

const contextFor = (user: AuthenticatedUser | null) => loadContextFor(() => services, user);

const base = "http://triphive.test/requested_trips";

function loadQuote(user: AuthenticatedUser, quoteId: number, search = "") {
  const request = new Request(`${base}/${tripId}/quotes/${quoteId}${search}`);
  return quoteLoader({
    request,
    params: { id: String(tripId), quoteId: String(quoteId) },
    context: contextFor(user),
  } as Parameters<typeof quoteLoader>[0]);
}

function postQuote(user: AuthenticatedUser, quoteId: number, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`${base}/${tripId}/quotes/${quoteId}`, { method: "POST", body });
  return quoteAction({
    request,
    params: { id: String(tripId), quoteId: String(quoteId) },
    context: contextFor(user),
  } as Parameters<typeof quoteAction>[0]);
}

function loadCompare(user: AuthenticatedUser, query: string) {
  const request = new Request(`${base}/${tripId}/compare?${query}`);
  return compareLoader({
    request,
    params: { id: String(tripId) },
    context: contextFor(user),
  } as Parameters<typeof compareLoader>[0]);
}

function refused(result: unknown) {
  const value = result as {
    data: { intent: string; result: { error?: Record<string, string[]> } };
    init: { status: number };
  };
  return { ...value.data, status: value.init.status };
}

function redirected(result: unknown, to: string) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(to);
  return response.headers.get("set-cookie") ?? "";
}

const id = (i: number) => quoteIds[i] as number;

describe("the request landing's quote list", () => {
  it("lists every sent quote with its agent, price and version, and how many agents work on it", async () => {
    const request = new Request(`${base}/${tripId}`);
    const result = await landingLoader({
      request,
      params: { id: String(tripId) },
      context: contextFor(traveller),
    } as Parameters<typeof landingLoader>[0]);
    expect(result.data.agentsWorking).toBe(3);
    expect(result.data.quotes.map((q) => q.agent.companyName)).toEqual([
      "Backwater Trails",
      "Spice Route",
      "Malabar Journeys",
    ]);
    expect(result.data.quotes[0]).toMatchObject({
      status: "active",
      version: 1,
      days: 5,
      nights: 4,
      hotelStars: [4, 5],
      unreadCount: 0,
    });
  });

  it("saves a compare tick and refuses a fourth", async () => {
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      return landingAction({
        request: new Request(`${base}/${tripId}`, { method: "POST", body }),
        params: { id: String(tripId) },
        context: contextFor(traveller),
      } as Parameters<typeof landingAction>[0]);
    };
    for (const i of [0, 1, 2])
      redirected(
        await post({ intent: "select", quote_id: String(id(i)), selected: "true" }),
        `/requested_trips/${tripId}`,
      );
    const list = await services.quotes.listForTrip(traveller, tripId);
    expect(list.every((q) => q.isSelected)).toBe(true);
    // A fourth cannot exist on this trip; an unknown quote is refused as missing.
    const unknown = refused(await post({ intent: "select", quote_id: "999999", selected: "true" }));
    expect(unknown.status).toBe(404);
    redirected(
      await post({ intent: "select", quote_id: String(id(2)), selected: "false" }),
      `/requested_trips/${tripId}`,
    );
  });
});

describe("the quote page", () => {
  it("shows the owner the sent quote and nobody else", async () => {
    const result = await loadQuote(traveller, id(0));
    expect(result.data).toMatchObject({
      quote: { id: id(0), status: "active", version: 1, days: 5, nights: 4 },
      latestVersion: 1,
      canAnswer: true,
      toast: null,
    });
    expect(result.data.quote.hotelsDetail[0]?.hotelInfos.map((h) => h.name)).toEqual([
      "Tea County",
      "Misty Hills",
    ]);
    await expect(loadQuote(stranger, id(0))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadQuote(kAgents[1]?.user as AuthenticatedUser, id(0))).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(loadQuote(traveller, 999_999)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadQuote(traveller, id(0), "?version=9")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("records a view only from the page's POST, not from loading it", async () => {
    await loadQuote(traveller, id(1));
    const agent = kAgents[1]?.user as AuthenticatedUser;
    const before = await services.quotes.preview(agent, id(1));
    expect(before.viewedAt).toBeNull();
    const answer = (await postQuote(traveller, id(1), {
      intent: "viewed",
      source: "quote_detail",
    })) as unknown as { init: { status: number } };
    expect(answer.init.status).toBe(204);
    expect((await services.quotes.preview(agent, id(1))).viewedAt).not.toBeNull();
  });

  it("needs a reason to reject a hotel, then marks it -1 for the agent", async () => {
    const view = (await loadQuote(traveller, id(0))).data.quote;
    const hotel = view.hotelsDetail[0]?.hotelInfos[0];
    if (!hotel) throw new Error("no hotel");
    const missing = refused(
      await postQuote(traveller, id(0), {
        intent: "hotel",
        hotel_key: hotel.hotelKey,
        status: "-1",
      }),
    );
    expect(missing).toMatchObject({ status: 400, intent: "hotel", hotelKey: hotel.hotelKey });
    expect(missing.result.error?.reason).toEqual(["required"]);
    const other = refused(
      await postQuote(traveller, id(0), {
        intent: "hotel",
        hotel_key: hotel.hotelKey,
        status: "-1",
        reason: "other",
      }),
    );
    expect(other.result.error?.other_reason).toEqual(["required"]);
    const cookie = redirected(
      await postQuote(traveller, id(0), {
        intent: "hotel",
        hotel_key: hotel.hotelKey,
        status: "-1",
        reason: "location",
      }),
      `/requested_trips/${tripId}/quotes/${id(0)}`,
    );
    expect(cookie).toContain("triphive.flash=hotelStatusSaved");
    const after = (await loadQuote(traveller, id(0))).data.quote.hotelsDetail[0]?.hotelInfos[0];
    expect(after).toMatchObject({
      selectionStatus: -1,
      rejection: { reason: "location", otherReason: "" },
    });
  });

  it("declines only with a reason from the list, and reactivates", async () => {
    const missing = refused(await postQuote(traveller, id(2), { intent: "decline" }));
    expect(missing.status).toBe(400);
    expect(missing.result.error?.quote_decline_reason).toEqual(["required"]);
    const bad = refused(
      await postQuote(traveller, id(2), { intent: "decline", quote_decline_reason: "bored" }),
    );
    expect(bad.result.error?.quote_decline_reason).toEqual(["not valid"]);
    redirected(
      await postQuote(traveller, id(2), {
        intent: "decline",
        quote_decline_reason: "price_high",
        quote_other_decline_reason: "Over our budget",
      }),
      `/requested_trips/${tripId}/quotes/${id(2)}`,
    );
    expect((await loadQuote(traveller, id(2))).data.quote).toMatchObject({
      status: "declined",
      declineReason: { reason: "price_high", otherReason: "Over our budget" },
    });
    redirected(
      await postQuote(traveller, id(2), { intent: "reactivate" }),
      `/requested_trips/${tripId}/quotes/${id(2)}`,
    );
    expect((await loadQuote(traveller, id(2))).data.quote.status).toBe("active");
  });

  it("accepts a quote (chosen) and lets a stranger do nothing", async () => {
    await expect(postQuote(stranger, id(1), { intent: "accept" })).resolves.toMatchObject({
      init: { status: 404 },
    });
    const cookie = redirected(
      await postQuote(traveller, id(1), { intent: "accept" }),
      `/requested_trips/${tripId}/quotes/${id(1)}`,
    );
    expect(cookie).toContain("triphive.flash=quoteAccepted");
    expect((await loadQuote(traveller, id(1))).data.quote.status).toBe("chosen");
  });

  it("asks for a callback with no option as request_cta_4", async () => {
    redirected(
      await postQuote(traveller, id(0), { intent: "callback" }),
      `/requested_trips/${tripId}/quotes/${id(0)}`,
    );
    const ops = await insertUser(database.db, "ops", "Karan");
    const queue = await services.quotes.openCallbacks(ops, 1);
    expect(JSON.stringify(queue)).toContain("request_cta_4");
  });

  it("refuses an unknown intent", async () => {
    await expect(postQuote(traveller, id(0), { intent: "pay" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});

describe("the compare page", () => {
  it("compares two or three of the trip's quotes, in the order asked", async () => {
    const two = await loadCompare(traveller, `quote_ids[]=${id(1)}&quote_ids[]=${id(0)}`);
    expect((two as { quotes: { id: number }[] }).quotes.map((q) => q.id)).toEqual([id(1), id(0)]);
    const three = await loadCompare(traveller, `quote_ids=${id(0)},${id(1)},${id(2)}`);
    expect((three as { quotes: unknown[] }).quotes).toHaveLength(3);
  });

  it("sends fewer than two, or more than three, back to the request with the message", async () => {
    let thrown: unknown = await loadCompare(traveller, `quote_ids[]=${id(0)}`).catch((e) => e);
    expect(redirected(thrown, `/requested_trips/${tripId}`)).toContain(
      "triphive.flash=compareTooFew",
    );
    thrown = await loadCompare(
      traveller,
      `quote_ids[]=${id(0)}&quote_ids[]=${id(1)}&quote_ids[]=${id(2)}&quote_ids[]=999`,
    ).catch((e) => e);
    expect(redirected(thrown, `/requested_trips/${tripId}`)).toContain(
      "triphive.flash=compareTooMany",
    );
  });

  it("answers 404 to a stranger and for a quote of another trip", async () => {
    await expect(
      loadCompare(stranger, `quote_ids[]=${id(0)}&quote_ids[]=${id(1)}`),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      loadCompare(traveller, `quote_ids[]=${id(0)}&quote_ids[]=999999`),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the quote page's PDF download", () => {
  it("posts the page's Download PDF form and gets the quote as a PDF attachment", async () => {
    const app = createTestApp(database, services);
    const { cookie, user } = await signedInUser(app, services, "traveller", "pdf-owner");
    const trip = await services.trips.create(user, {
      to_loc: ["Kerala"],
      month: "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      isd_code: "+91",
      phone_no: "9847012346",
    } as never);
    const agent = kAgents[0]?.user as AuthenticatedUser;
    const editor = await services.quotes.startDraft(agent, trip.id, { from: "blank" });
    await services.quotes.saveDraft(agent, editor.quoteId, draft());
    await services.workflows.sendQuote(agent, editor.quoteId);

    // The address the page's form posts to, as the quote page's loader hands it over.
    const page = await quoteLoader({
      request: new Request(`${base}/${trip.id}/quotes/${editor.quoteId}`),
      params: { id: String(trip.id), quoteId: String(editor.quoteId) },
      context: contextFor(user),
    } as Parameters<typeof quoteLoader>[0]);
    const action = page.data.quote.downloadUrl;
    expect(action).toBe(
      `/bookings/v1/requested_trips/${trip.id}/quotes/${editor.quoteId}/download`,
    );

    // What the browser sends for that form: an empty same-origin form post with the session.
    const formPost = (who: string) =>
      app.request(action, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          origin: "http://localhost",
          cookie: who,
        },
        body: "",
      });
    const res = await formPost(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="triphive-quote-${editor.quoteId}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    // Noto Sans is embedded so that prices print with ₹ (decision 0119), not Helvetica.
    expect(Buffer.from(bytes).toString("latin1")).toContain("NotoSans");

    // Another traveller's session gets no PDF of this quote.
    const other = await signedInUser(app, services, "traveller", "pdf-other");
    expect((await formPost(other.cookie)).status).toBe(404);
  });
});
