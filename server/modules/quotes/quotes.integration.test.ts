import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuoteDraftInput } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import { CancelTripInput } from "../../../common/trips";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import {
  countWhere,
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "./quotes-test-helpers";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let clock = new Date("2026-11-24T08:00:00Z");
let kerala: number;
let bali: number;
let traveller: AuthenticatedUser;
let stranger: AuthenticatedUser;
let ops: AuthenticatedUser;
const kAgents: TestAgent[] = [];
let baliAgent: TestAgent;
let tripId: number;

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
    discount: 5_000,
    validUntil: "2026-12-31",
    cancellationPolicy: [
      { daysBefore: 30, refundPercent: 90 },
      { daysBefore: 7, refundPercent: 25 },
    ],
    ...overrides,
  });

async function newTrip(user: AuthenticatedUser, to = "Kerala") {
  const trip = await services.trips.create(user, {
    to_loc: [to],
    month: "nd",
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 1,
    isd_code: "+91",
    phone_no: "9847012345",
  } as never);
  return trip.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(
    database.db,
    {},
    {
      now: () => clock,
      leadResponseHours: 24,
    },
  ));
  kerala = await insertDestination(database.db, "Kerala", "india");
  bali = await insertDestination(database.db, "Bali", "international");
  const specs = [
    { companyName: "Backwater Trails", ratingTenths: 48, responseMinutes: 60 },
    { companyName: "Spice Route Holidays", ratingTenths: 46, responseMinutes: 90 },
    { companyName: "Malabar Journeys", ratingTenths: 44, responseMinutes: 120 },
    { companyName: "Coconut Coast Tours", ratingTenths: 40, responseMinutes: 300 },
    { companyName: "Periyar Escapes", ratingTenths: 38, responseMinutes: 600 },
    { companyName: "Ghats Getaways", ratingTenths: 36, responseMinutes: 720 },
  ];
  for (const spec of specs)
    kAgents.push(await insertAgent(database.db, { ...spec, destinationIds: [kerala] }));
  baliAgent = await insertAgent(database.db, {
    companyName: "Island Bali Co",
    ratingTenths: 50,
    responseMinutes: 10,
    destinationIds: [bali],
  });
  traveller = await insertUser(database.db, "traveller", "Asha");
  stranger = await insertUser(database.db, "traveller", "Vikram");
  ops = await insertUser(database.db, "ops", "Karan");
  tripId = await newTrip(traveller);
});

afterAll(async () => {
  await database?.close();
});

const agent = (i: number) => kAgents[i]?.user as AuthenticatedUser;

describe(`quotes on ${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"}`, () => {
  it("routes a new request to the three best agents of its destination, never outside it", async () => {
    const overview = await services.quotes.tripOverview(ops, tripId);
    expect(overview.routing.map((r) => r.agentId)).toEqual([1, 2, 3]);
    expect(overview.routing.every((r) => r.reason === "initial" && r.state === "offered")).toBe(
      true,
    );
    const inbox = await services.quotes.inbox(agent(0), { page: 1 });
    expect(inbox.counts.new).toBe(1);
    expect(inbox.items[0]?.tripId).toBe(tripId);
    await expect(services.quotes.inbox(baliAgent.user, { page: 1 })).resolves.toMatchObject({
      total: 0,
    });
  });

  it("lets only agents holding a live lead on the request read the documents it shares", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n% passport scan\n%%EOF\n");
    const doc = await services.trips.uploadDocument(traveller, tripId, {
      name: "passport.pdf",
      bytes: pdf,
    });
    const routed = agent(0);
    await expect(services.trips.listDocuments(routed, tripId)).resolves.toEqual([
      expect.objectContaining({ id: doc.id, name: "passport.pdf" }),
    ]);
    await expect(services.trips.downloadDocument(routed, tripId, doc.id)).resolves.toBeTruthy();
    const notFound = { kind: "not_found" };
    // An agent of the destination the request was not routed to, and one of another destination.
    await expect(services.trips.listDocuments(agent(4), tripId)).rejects.toMatchObject(notFound);
    await expect(
      services.trips.downloadDocument(baliAgent.user, tripId, doc.id),
    ).rejects.toMatchObject(notFound);
    // A routed agent reads nothing else of the trip through the trips module.
    await expect(services.trips.get(routed, tripId)).rejects.toMatchObject(notFound);
    await expect(
      services.trips.uploadDocument(routed, tripId, { name: "x.pdf", bytes: pdf }),
    ).rejects.toMatchObject(notFound);
  });

  it("keeps drafts from the traveller, computes totals on the server, masks contact until sent", async () => {
    const editor = await services.quotes.startDraft(agent(0), tripId, { from: "blank" });
    expect(editor.content.days).toHaveLength(5);
    expect(editor.content.stays[0]?.nights).toBe(4);
    // A client's totals are not part of the input: they are dropped on parse.
    const input = draft({ totalPrice: 1, pricing: { totalMinor: 1 }, subtotal: 1 });
    expect(input).not.toHaveProperty("totalPrice");
    const saved = await services.quotes.saveDraft(agent(0), editor.quoteId, input);
    // 2 adults x 20,000 + 1 child x 10,000 = 50,000; -5,000 = 45,000; GST 5% = 2,250.
    expect(saved.pricing.subtotalMinor).toBe(5_000_000);
    expect(saved.pricing.discountMinor).toBe(500_000);
    expect(saved.pricing.totalMinor).toBe(4_725_000);
    expect(saved.pricing.taxes.map((t) => t.code)).toEqual(["gst_tour_package"]);
    await expect(services.quotes.listForTrip(traveller, tripId)).resolves.toEqual([]);
    await expect(services.quotes.get(traveller, tripId, editor.quoteId)).rejects.toMatchObject({
      code: "quote_not_found",
    });
    const lead = await services.quotes.lead(agent(0), tripId);
    expect(lead.trip.traveller.masked).toBe(true);
    expect(lead.trip.traveller.phone).not.toContain("9847012345");

    const sent = await services.workflows.sendQuote(agent(0), editor.quoteId);
    expect(sent).toMatchObject({ version: 1, firstSend: true });
    expect((await services.trips.get(traveller, tripId)).quotes_count).toBe(1);
    expect((await services.quotes.lead(agent(0), tripId)).trip.traveller.phone).toContain(
      "9847012345",
    );
    expect((await services.quotes.lead(agent(1), tripId)).trip.traveller.masked).toBe(true);
    const list = await services.quotes.listForTrip(traveller, tripId);
    expect(list.map((q) => [q.id, q.version, q.status])).toEqual([[editor.quoteId, 1, "active"]]);
    expect((await services.quotes.inbox(agent(0), { page: 1, stage: "quoted" })).total).toBe(1);
  });

  it("never changes a sent version; a revision is a new draft and the traveller sees the diff", async () => {
    const [quote] = await services.quotes.listForTrip(traveller, tripId);
    const id = quote?.id as number;
    await expect(services.quotes.saveDraft(agent(0), id, draft())).rejects.toMatchObject({
      code: "quote_version_sent",
    });
    const v1 = await services.quotes.get(traveller, tripId, id);
    const rejected = v1.hotelsDetail[0]?.hotelInfos[0]?.hotelKey as string;
    await services.quotes.updateHotelStatus(traveller, tripId, id, {
      hotel_key: rejected,
      status: -1,
      reason: "rating",
      other_reason: "",
    });
    const revision = await services.quotes.reviseSent(agent(0), id);
    expect(revision).toMatchObject({ version: 2, state: "draft" });
    expect(revision.hotelAnswers).toEqual([
      { hotelKey: rejected, status: -1, reason: "rating", otherReason: "" },
    ]);
    await expect(services.quotes.reviseSent(agent(0), id)).rejects.toMatchObject({
      code: "quote_draft_exists",
    });
    const content = revision.content;
    await services.quotes.saveDraft(
      agent(0),
      id,
      draft({
        days: content.days,
        stays: content.stays.map((s, i) =>
          i === 0 ? { ...s, hotels: [{ ...s.hotels[1], hotelKey: undefined }, s.hotels[0]] } : s,
        ),
        pricePerAdult: 19_000,
      }),
    );
    // The traveller still sees version 1 until the draft is sent.
    expect((await services.quotes.get(traveller, tripId, id)).version).toBe(1);
    await services.workflows.sendQuote(agent(0), id);
    const v2 = await services.quotes.get(traveller, tripId, id);
    expect(v2.version).toBe(2);
    expect(v2.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(v2.diff?.price).toEqual({ fromTotalMinor: 4_725_000, toTotalMinor: 4_515_000 });
    expect(v2.diff?.hotels[0]).toMatchObject({ city: "Munnar", change: "changed" });
    const old = await services.quotes.get(traveller, tripId, id, { version: 1 });
    expect(old.pricing.totalMinor).toBe(4_725_000);
    expect(old.hotelsDetail[0]?.hotelInfos[0]?.selectionStatus).toBe(-1);
  });

  it("lets one quote be chosen at a time; other agents see the lead as lost", async () => {
    const second = await services.quotes.startDraft(agent(1), tripId, { from: "blank" });
    await services.quotes.saveDraft(agent(1), second.quoteId, draft({ pricePerAdult: 18_000 }));
    await services.workflows.sendQuote(agent(1), second.quoteId);
    const [first] = await services.quotes.listForTrip(traveller, tripId);
    const firstId = first?.id as number;

    await services.workflows.acceptQuote(traveller, tripId, firstId);
    expect((await services.quotes.get(traveller, tripId, firstId)).status).toBe("chosen");
    expect((await services.quotes.lead(agent(1), tripId)).stage).toBe("lost");
    expect((await services.quotes.lead(agent(0), tripId)).stage).toBe("chosen");
    // The traveller now sees the chosen agent's contact.
    expect((await services.quotes.get(traveller, tripId, firstId)).agent.email).not.toContain("•");

    await services.workflows.acceptQuote(traveller, tripId, second.quoteId);
    expect((await services.quotes.get(traveller, tripId, firstId)).status).toBe("active");
    expect((await services.quotes.get(traveller, tripId, second.quoteId)).status).toBe("chosen");
    expect((await services.quotes.lead(agent(0), tripId)).stage).toBe("lost");

    await services.workflows.declineQuote(traveller, tripId, second.quoteId, {
      quote_decline_reason: "price_high",
      quote_other_decline_reason: "",
    });
    const declined = await services.quotes.get(traveller, tripId, second.quoteId);
    expect(declined).toMatchObject({ status: "declined", declineReason: { reason: "price_high" } });
    expect((await services.quotes.lead(agent(0), tripId)).stage).toBe("quoted");
    await expect(
      services.workflows.declineQuote(traveller, tripId, second.quoteId, {
        quote_decline_reason: "price_high",
        quote_other_decline_reason: "",
      }),
    ).rejects.toMatchObject({ code: "invalid_quote_transition" });
    await services.quotes.reactivate(traveller, tripId, second.quoteId);
    expect((await services.quotes.get(traveller, tripId, second.quoteId)).status).toBe("active");
  });

  it("answers 404 to strangers and unrouted agents, and lets staff read only", async () => {
    const [quote] = await services.quotes.listForTrip(traveller, tripId);
    const id = quote?.id as number;
    const notFound = { kind: "not_found" };
    await expect(services.quotes.listForTrip(stranger, tripId)).rejects.toMatchObject(notFound);
    await expect(services.quotes.get(stranger, tripId, id)).rejects.toMatchObject(notFound);
    await expect(services.workflows.acceptQuote(stranger, tripId, id)).rejects.toMatchObject(
      notFound,
    );
    await expect(services.quotes.lead(agent(4), tripId)).rejects.toMatchObject(notFound);
    await expect(
      services.quotes.startDraft(agent(4), tripId, { from: "blank" }),
    ).rejects.toMatchObject(notFound);
    await expect(services.quotes.saveDraft(agent(1), id, draft())).rejects.toMatchObject(notFound);
    await expect(services.quotes.get(agent(0), tripId, id)).rejects.toMatchObject(notFound);
    await expect(services.quotes.get(ops, tripId, id)).resolves.toMatchObject({ id });
    await expect(services.workflows.acceptQuote(ops, tripId, id)).rejects.toMatchObject(notFound);
    await expect(services.quotes.inbox(ops, { page: 1 })).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(services.quotes.tripOverview(traveller, tripId)).rejects.toMatchObject(notFound);
  });

  it("cancelling the request cancels every quote, remembering each status; reactivating restores them", async () => {
    await services.workflows.cancelTrip(
      traveller,
      tripId,
      CancelTripInput.parse({ cancel_reason: "Not going, cancel my plan" }),
    );
    const overview = await services.quotes.tripOverview(ops, tripId);
    expect(overview.quotes.map((q) => q.status)).toEqual(["requestCancelled", "requestCancelled"]);
    expect(overview.quotes.map((q) => q.previousStatus)).toEqual(["active", "active"]);
    expect((await services.quotes.lead(agent(0), tripId)).stage).toBe("lost");
    await services.workflows.reactivateTrip(traveller, tripId);
    const list = await services.quotes.listForTrip(traveller, tripId);
    expect(list.map((q) => q.status)).toEqual(["active", "active"]);
    expect((await services.quotes.lead(agent(0), tripId)).stage).toBe("quoted");
  });

  it("adds one agent per request_more_quotes, five at most", async () => {
    await services.workflows.requestMoreQuotes(traveller, tripId);
    await services.workflows.requestMoreQuotes(traveller, tripId);
    await expect(services.workflows.requestMoreQuotes(traveller, tripId)).rejects.toMatchObject({
      code: "more_quotes_limit",
    });
    await expect(services.workflows.requestMoreQuotes(stranger, tripId)).rejects.toMatchObject({
      kind: "not_found",
    });
    const routing = (await services.quotes.tripOverview(ops, tripId)).routing;
    expect(routing).toHaveLength(5);
    expect(routing.every((r) => r.agentId !== baliAgent.agentId)).toBe(true);
  });

  it("reroutes a lead whose agent did not quote in time exactly once, with two runners", async () => {
    const other = await newTrip(stranger);
    const before = (await services.quotes.tripOverview(ops, other)).routing;
    expect(before).toHaveLength(3);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    // Runners as separate processes would be: each claims from the same table concurrently.
    const calls = new Map<number, number>();
    const handlers = {
      "lead.timeout": async (payload: Record<string, unknown>) => {
        const leadId = Number(payload.leadId);
        calls.set(leadId, (calls.get(leadId) ?? 0) + 1);
        await services.jobHandlers["lead.timeout"]?.(payload);
      },
    };
    await Promise.all([
      services.jobs.runDue(handlers, "runner-a"),
      services.jobs.runDue(handlers, "runner-b"),
    ]);
    expect(calls.size).toBeGreaterThanOrEqual(3);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const after = (await services.quotes.tripOverview(ops, other)).routing;
    const expired = after.filter((r) => r.state === "expired");
    const reroutes = after.filter((r) => r.reason === "reroute");
    expect(expired).toHaveLength(3);
    // Only three more Kerala agencies exist: each expired lead was replaced once.
    expect(reroutes).toHaveLength(3);
    expect(new Set(after.map((r) => r.agentId)).size).toBe(after.length);
    const done = await countWhere(
      database.db,
      sql`select count(*) as n from jobs where name = 'lead.timeout' and outcome = 'done'`,
    );
    expect(done).toBeGreaterThanOrEqual(3);
    // The first trip's leads that quoted are untouched by their timers.
    const first = (await services.quotes.tripOverview(ops, tripId)).routing;
    expect(first.filter((r) => r.state === "quoted")).toHaveLength(2);
  });

  it("answers whether a trip converted with an agent: its own quote converted, its own traveller", async () => {
    const trip = await newTrip(traveller);
    const routed = (await services.quotes.tripOverview(ops, trip)).routing[0];
    const seller = kAgents.find((a) => a.agentId === routed?.agentId) as TestAgent;
    const editor = await services.quotes.startDraft(seller.user, trip, { from: "blank" });
    await services.quotes.saveDraft(
      seller.user,
      editor.quoteId,
      draft({ validUntil: "2027-12-31" }),
    );
    await services.workflows.sendQuote(seller.user, editor.quoteId);
    const converted = () => services.quotes.hasConvertedWith(traveller.id, trip, seller.agentId);
    expect(await converted()).toBe(false);
    // Invoices and payments (the money issue) are what will lead here; the test sets the status.
    await database.db.execute(
      sql`update quotes set status = 'converted' where id = ${editor.quoteId}`,
    );
    expect(await converted()).toBe(true);
    expect(await services.quotes.hasConvertedWith(stranger.id, trip, seller.agentId)).toBe(false);
    const other = kAgents.find((a) => a.agentId !== seller.agentId) as TestAgent;
    expect(await services.quotes.hasConvertedWith(traveller.id, trip, other.agentId)).toBe(false);
    // The feedback workflow asks the quotes module: the traveller may now review this agent.
    expect(await services.leaveAgentFeedback.eligibility(traveller, trip, seller.agentId)).toBe(
      "eligible",
    );
    expect(await services.leaveAgentFeedback.eligibility(traveller, trip, other.agentId)).toBe(
      "not_allowed",
    );
  });

  it("finds an agency's leads by destination or traveller name through the trigram index", async () => {
    const found = await services.quotes.inbox(agent(0), { page: 1, q: "ASHA" });
    expect(found.items.map((i) => i.tripId)).toContain(tripId);
    expect((await services.quotes.inbox(agent(0), { page: 1, q: "eral" })).total).toBeGreaterThan(
      0,
    );
    expect((await services.quotes.inbox(agent(0), { page: 1, q: "goa" })).total).toBe(0);
    // A wildcard typed by the agent is a character, not a pattern.
    expect((await services.quotes.inbox(agent(0), { page: 1, q: "%" })).total).toBe(0);
    // A test database holds too few leads for the planner to prefer an index on its own (it
    // walks the agency's btree here); with plain scans ruled out, a search for words is served
    // by the trigram GIN (decision 0105; bench/agent-inbox.ts measures it at 10,000 leads).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const result = await tx.execute(
        sql`explain select id from trip_leads where search_text like ${"%asha%"}`,
      );
      // node-postgres and PGlite both answer { rows }; the Db type leaves the result unknown.
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain("trip_leads_agent_search_trgm_idx");
  });

  it("keeps the inbox counts equal to a count of the leads, whatever happened to them", async () => {
    const stale = await countWhere(
      database.db,
      sql`select count(*) as n from (
            select agent_id, stage, count(*)::int as leads from trip_leads group by agent_id, stage
          ) actual
          full join (select * from trip_lead_stage_counts where leads > 0) kept
            using (agent_id, stage)
          where actual.leads is distinct from kept.leads`,
    );
    expect(stale).toBe(0);
  });

  it("compares sent quotes exactly as get shows them, without the version diff", async () => {
    const ids = (await services.quotes.listForTrip(traveller, tripId)).map((q) => q.id).reverse();
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const views = await services.quotes.compare(traveller, tripId, ids);
    expect(views.map((v) => v.id)).toEqual(ids);
    for (const view of views) {
      const one = await services.quotes.get(traveller, tripId, view.id);
      expect(view).toEqual({ ...one, diff: null });
    }
    await expect(services.quotes.compare(stranger, tripId, ids)).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(services.quotes.compare(ops, tripId, ids)).resolves.toHaveLength(ids.length);
  });
});
