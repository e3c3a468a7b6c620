import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import { agentDestinations } from "../agents/agents.schema";
import { changeStatus } from "./quote-status";
import { quotes } from "./quotes.schema";
import {
  countWhere,
  insertAgent,
  insertDestination,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "./quotes-test-helpers";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
const clock = new Date("2026-11-24T08:00:00Z");
const now = () => clock;
const kAgents: TestAgent[] = [];
let traveller: AuthenticatedUser;

async function newTrip(): Promise<{ tripId: number; routed: TestAgent[] }> {
  const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
  const ops = await insertUser(database.db, "ops", "Karan");
  const routing = (await services.quotes.tripOverview(ops, trip.id)).routing;
  const routed = routing.map((r) => kAgents.find((a) => a.agentId === r.agentId) as TestAgent);
  return { tripId: trip.id, routed };
}

const quotesOf = (tripId: number, agentId: number) =>
  countWhere(
    database.db,
    sql`select count(*)::int as n from quotes where trip_id = ${tripId} and agent_id = ${agentId}`,
  );

const eventsOf = (quoteId: number) =>
  countWhere(
    database.db,
    sql`select count(*)::int as n from quote_events where quote_id = ${quoteId}`,
  );

async function quoteRow(quoteId: number) {
  const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`no quote ${quoteId}`);
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now, leadResponseHours: 24 }));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  for (const [i, companyName] of ["Backwater Trails", "Spice Route", "Malabar Way"].entries()) {
    kAgents.push(
      await insertAgent(database.db, {
        companyName,
        ratingTenths: 48 - i,
        responseMinutes: 60 * (i + 1),
        destinationIds: [kerala],
      }),
    );
  }
  traveller = await insertUser(database.db, "traveller", "Asha");
});

afterAll(async () => {
  await database?.close();
});

describe(`quote drafts and status changes on ${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"}`, () => {
  it("offers any earlier sent quote of the agency, same places first, and a copy takes the new trip's dates", async () => {
    const goa = await insertDestination(database.db, "Goa", "india");
    await database.db
      .insert(agentDestinations)
      .values(kAgents.map((a) => ({ agentId: a.agentId, destinationId: goa, position: 1 })));
    const { tripId: keralaTrip, routed } = await newTrip();
    const seller = routed[0] as TestAgent;
    const keralaQuote = await sentTestQuote(services, seller, keralaTrip);
    const goaTrip = await services.trips.create(traveller, {
      ...KERALA_FAMILY_TRIP,
      to_loc: ["Goa"],
      start_date: "2027-01-10",
    } as unknown as typeof KERALA_FAMILY_TRIP);
    // Before, only quotes to the same destination were offered: Goa had none.
    const offered = await services.quotes.earlierQuotes(seller.user, goaTrip.id);
    expect(offered.map((q) => q.id)).toContain(keralaQuote);
    // Another agency's quotes are never offered.
    const other = kAgents.find((a) => a.agentId !== seller.agentId) as TestAgent;
    expect(
      (await services.quotes.earlierQuotes(other.user, goaTrip.id)).map((q) => q.id),
    ).not.toContain(keralaQuote);
    const copy = await services.quotes.startDraft(seller.user, goaTrip.id, {
      from: "quote",
      quoteId: keralaQuote,
    });
    expect(copy.content.days.map((d) => d.title)).toEqual(kochiDraft().days.map((d) => d.title));
    const view = await services.quotes.preview(seller.user, copy.quoteId);
    expect(view.itinerary.daysInformation.map((d) => d.dateOfItinerary)).toEqual([
      "2027-01-10",
      "2027-01-11",
    ]);
    // Someone else's quote cannot be copied.
    const { tripId: third, routed: others } = await newTrip();
    const stranger = others.find((a) => a.agentId !== seller.agentId) as TestAgent;
    await expect(
      services.quotes.startDraft(stranger.user, third, { from: "quote", quoteId: keralaQuote }),
    ).rejects.toMatchObject({ code: "quote_not_found" });
  });

  it("keeps one unsent draft per lead: a second new quote opens it, whatever it starts from", async () => {
    const { tripId, routed } = await newTrip();
    const seller = routed[0] as TestAgent;
    const first = await services.quotes.startDraft(seller.user, tripId, { from: "blank" });
    await services.quotes.saveDraft(seller.user, first.quoteId, kochiDraft());
    const again = await services.quotes.startDraft(seller.user, tripId, { from: "blank" });
    expect(again.quoteId).toBe(first.quoteId);
    // The draft is opened as it was saved, not replaced by a blank one.
    expect(again.content.days).toHaveLength(2);
    expect(await quotesOf(tripId, seller.agentId)).toBe(1);

    // Another agent's lead on the same trip has its own draft.
    const other = routed[1] as TestAgent;
    const theirs = await services.quotes.startDraft(other.user, tripId, { from: "blank" });
    expect(theirs.quoteId).not.toBe(first.quoteId);

    // Once the draft is withdrawn, "new quote" starts a new one.
    await services.quotes.withdraw(seller.user, first.quoteId);
    const fresh = await services.quotes.startDraft(seller.user, tripId, { from: "blank" });
    expect(fresh.quoteId).not.toBe(first.quoteId);
    expect(await quotesOf(tripId, seller.agentId)).toBe(2);
  });

  it("opens one draft for two concurrent new-quote clicks", async () => {
    const { tripId, routed } = await newTrip();
    const seller = routed[2] as TestAgent;
    const [a, b, c] = await Promise.all([
      services.quotes.startDraft(seller.user, tripId, { from: "blank" }),
      services.quotes.startDraft(seller.user, tripId, { from: "blank" }),
      services.quotes.startDraft(seller.user, tripId, { from: "blank" }),
    ]);
    expect(b.quoteId).toBe(a.quoteId);
    expect(c.quoteId).toBe(a.quoteId);
    expect(await quotesOf(tripId, seller.agentId)).toBe(1);
  });

  it("writes a status and its audit row in one transaction, compare-and-set on the old status", async () => {
    const { tripId, routed } = await newTrip();
    const seller = routed[0] as TestAgent;
    const { quoteId } = await services.quotes.startDraft(seller.user, tripId, { from: "blank" });
    const before = await quoteRow(quoteId);
    expect(before.status).toBe("active");

    // In the caller's transaction: rolled back together, nothing of the change stays.
    await expect(
      database.db.transaction(async (tx) => {
        const changed = await changeStatus(
          database.db,
          now,
          before,
          "withdraw",
          "agent",
          seller.userId,
          {},
          { tx },
        );
        expect(changed.status).toBe("canceled");
        throw new Error("the caller fails after the change");
      }),
    ).rejects.toThrow("the caller fails after the change");
    expect((await quoteRow(quoteId)).status).toBe("active");
    expect(await eventsOf(quoteId)).toBe(0);

    // On its own: the status and exactly one event row.
    const changed = await changeStatus(database.db, now, before, "withdraw", "agent", "u1");
    expect(changed.status).toBe("canceled");
    expect(await eventsOf(quoteId)).toBe(1);

    // A stale row (read before the change) is a conflict, and writes no second event.
    await expect(
      changeStatus(database.db, now, before, "withdraw", "agent", "u1"),
    ).rejects.toMatchObject({ code: "quote_changed" });
    // A transition the table does not have is refused before anything is written.
    await expect(
      changeStatus(database.db, now, await quoteRow(quoteId), "accept", "traveller", "u1"),
    ).rejects.toMatchObject({ code: "invalid_quote_transition" });
    expect(await eventsOf(quoteId)).toBe(1);
    expect((await quoteRow(quoteId)).status).toBe("canceled");
  });

  it("moves a lead only through its table: quoted by a send, expired by its timer, never both", async () => {
    const { tripId, routed } = await newTrip();
    const [first, second] = routed as [TestAgent, TestAgent];
    const leadOf = async (agent: TestAgent) => {
      const lead = await services.leads.leadOf(tripId, agent.agentId);
      if (!lead) throw new Error("no lead");
      return lead;
    };
    const sentAt = new Date("2026-11-24T09:00:00Z");

    // A send marks the offered lead quoted, first quoted then; a second send keeps that time.
    const offered = await leadOf(first);
    expect(await services.leads.markQuoted(database.db, offered.id, sentAt)).toBe(true);
    expect(await leadOf(first)).toMatchObject({ state: "quoted", firstQuotedAt: sentAt });
    expect(await services.leads.markQuoted(database.db, offered.id, clock)).toBe(true);
    expect((await leadOf(first)).firstQuotedAt).toEqual(sentAt);

    // Its timer finds it quoted: the table has no time_out from quoted, nothing is written.
    await database.db.execute(
      sql`update trip_leads set respond_by = ${new Date(clock.getTime() - 1000)} where trip_id = ${tripId}`,
    );
    expect((await services.leads.expireLead(offered.id)).expired).toBe(false);
    expect((await leadOf(first)).state).toBe("quoted");

    // The other lead expires; a send that read it live before then is refused, and the lead
    // stays expired (the send rolls back with it: lead_closed).
    const live = await leadOf(second);
    expect((await services.leads.expireLead(live.id)).expired).toBe(true);
    expect((await services.leads.expireLead(live.id)).expired).toBe(false);
    expect(await services.leads.markQuoted(database.db, live.id, clock)).toBe(false);
    expect(await leadOf(second)).toMatchObject({ state: "expired", firstQuotedAt: null });
  });
});
