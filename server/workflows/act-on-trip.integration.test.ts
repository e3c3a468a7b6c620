import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuoteDraftInput } from "../../common/quotes-input";
import type { AuthenticatedUser } from "../../common/roles";
import {
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { QUOTE_SLA_JOB } from "./track-lead-status";

// Decision 0213: what operations do on a request, end to end on a migrated database.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let outbox: ReturnType<typeof createTestServices>["outbox"];
// Requests are stamped by the database's clock: the test's starts there.
let clock = new Date();
let kerala: number;
const kAgents: TestAgent[] = [];
let baliAgent: TestAgent;
let traveller: AuthenticatedUser;
let ops: AuthenticatedUser;
let dialer: AuthenticatedUser;
let agentUser: AuthenticatedUser;

async function newTrip(user: AuthenticatedUser) {
  const trip = await services.trips.create(user, {
    to_loc: ["Kerala"],
    month: "nd",
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 0,
    isd_code: "+91",
    phone_no: "9847012345",
  } as never);
  return trip.id;
}

const routedAgents = async (tripId: number) =>
  (await services.leads.ofTrip(tripId))
    .filter((l) => l.state === "offered" || l.state === "quoted")
    .map((l) => l.agentId);

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services, outbox } = createTestServices(
    database.db,
    {},
    { now: () => clock, leadResponseHours: 24 },
  ));
  kerala = await insertDestination(database.db, "Kerala", "india");
  const bali = await insertDestination(database.db, "Bali", "international");
  const specs = [
    { companyName: "Backwater Trails", ratingTenths: 48, responseMinutes: 60 },
    { companyName: "Spice Route Holidays", ratingTenths: 46, responseMinutes: 90 },
    { companyName: "Malabar Journeys", ratingTenths: 44, responseMinutes: 120 },
    { companyName: "Coconut Coast Tours", ratingTenths: 40, responseMinutes: 300 },
    { companyName: "Periyar Escapes", ratingTenths: 38, responseMinutes: 600 },
    { companyName: "Ghats Getaways", ratingTenths: 36, responseMinutes: 720 },
  ];
  for (const spec of specs) {
    kAgents.push(await insertAgent(database.db, { ...spec, destinationIds: [kerala] }));
  }
  baliAgent = await insertAgent(database.db, {
    companyName: "Island Bali Co",
    ratingTenths: 50,
    responseMinutes: 10,
    destinationIds: [bali],
  });
  traveller = await insertUser(database.db, "traveller", "Asha");
  ops = await insertUser(database.db, "ops", "Karan");
  dialer = await insertUser(database.db, "dialer", "Divya");
  agentUser = kAgents[0]?.user as AuthenticatedUser;
});

afterAll(async () => {
  await database?.close();
});

describe("reassigning a request", () => {
  it("moves it from one agency to another that serves the place, with a reason in the audit log", async () => {
    const tripId = await newTrip(traveller);
    const before = await routedAgents(tripId);
    expect(before).toHaveLength(3);
    const from = kAgents.find((a) => a.agentId === before[0]) as TestAgent;
    const to = kAgents.find((a) => !before.includes(a.agentId)) as TestAgent;
    await services.quotes.lead(from.user, tripId);

    await services.tripDesk.reassign(ops, tripId, {
      fromAgentId: from.agentId,
      toAgentId: to.agentId,
      reason: "No answer on the phone",
    });

    const after = await routedAgents(tripId);
    expect(after).toContain(to.agentId);
    expect(after).not.toContain(from.agentId);
    // The old agency's access ended; the new one reads the lead.
    await expect(services.quotes.lead(from.user, tripId)).rejects.toMatchObject({
      code: "trip_not_found",
    });
    await expect(services.quotes.lead(to.user, tripId)).resolves.toBeTruthy();
    const desk = await services.tripDesk.deskOf(ops, tripId);
    expect(desk.audit[0]?.summary).toMatch(/^Reassigned from .+ to .+: No answer on the phone$/);
    expect(desk.audit[0]?.actorName).toBe("Karan");

    // The same agency twice, an agency that does not serve Kerala: refused.
    await expect(
      services.tripDesk.reassign(ops, tripId, {
        fromAgentId: to.agentId,
        toAgentId: from.agentId,
        reason: "Changed my mind",
      }),
    ).rejects.toMatchObject({ code: "agent_already_on_trip" });
    await expect(
      services.tripDesk.reassign(ops, tripId, {
        fromAgentId: to.agentId,
        toAgentId: baliAgent.agentId,
        reason: "Wrong place",
      }),
    ).rejects.toMatchObject({ code: "agent_does_not_serve" });
  });

  it("is refused to travellers, agents and the dialer", async () => {
    const tripId = await newTrip(traveller);
    const [from] = await routedAgents(tripId);
    const input = {
      fromAgentId: from ?? 0,
      toAgentId: kAgents[5]?.agentId ?? 0,
      reason: "Because",
    };
    for (const user of [traveller, agentUser, dialer]) {
      await expect(services.tripDesk.reassign(user, tripId, input)).rejects.toMatchObject({
        code: "staff_forbidden",
      });
    }
  });

  it("adds agencies up to the cap of live agencies per request", async () => {
    const tripId = await newTrip(traveller);
    const free = kAgents.map((a) => a.agentId);
    const routed = await routedAgents(tripId);
    const extra = free.filter((id) => !routed.includes(id));
    await services.tripDesk.addAgent(ops, tripId, {
      agentId: extra[0] ?? 0,
      reason: "More choice",
    });
    await services.tripDesk.addAgent(ops, tripId, {
      agentId: extra[1] ?? 0,
      reason: "More choice",
    });
    expect(await routedAgents(tripId)).toHaveLength(5);
    await expect(
      services.tripDesk.addAgent(ops, tripId, { agentId: extra[2] ?? 0, reason: "Even more" }),
    ).rejects.toMatchObject({ code: "agents_cap_reached" });
  });
});

describe("notes and callbacks", () => {
  it("keeps a note, tells the staff it mentions, and logs it", async () => {
    const tripId = await newTrip(traveller);
    const handle = dialer.email.split("@")[0];
    await services.tripDesk.addNote(ops, tripId, `@${handle} please call before noon`);
    const desk = await services.tripDesk.deskOf(ops, tripId);
    expect(desk.notes[0]?.body).toBe(`@${handle} please call before noon`);
    expect(desk.audit[0]?.summary).toBe(`Added a note mentioning @${handle}`);
    const bell = await services.notifications.list(dialer, {
      limit: 4,
      offset: 0,
      read: "all",
    });
    expect(JSON.stringify(bell)).toContain(`mentioned you in a note on request #${tripId}`);
  });

  it("puts a scheduled callback in the dialer's queue, and refuses one in the past", async () => {
    const tripId = await newTrip(traveller);
    const dueAt = new Date(clock.getTime() + 2 * 3_600_000);
    await services.tripDesk.scheduleCallback(ops, tripId, { dueAt, note: "Confirm dates" });
    const queue = await services.tripDesk.scheduledCalls(dialer, 1);
    const call = queue.items.find((c) => c.tripId === tripId);
    expect(call).toMatchObject({ note: "Confirm dates", phone: "+91 9847012345" });
    await expect(
      services.tripDesk.scheduleCallback(ops, tripId, {
        dueAt: new Date(clock.getTime() - 3_600_000),
        note: "",
      }),
    ).rejects.toMatchObject({ code: "callback_in_past" });
    await expect(services.tripDesk.scheduledCalls(traveller, 1)).rejects.toMatchObject({
      code: "staff_forbidden",
    });
    await services.tripDesk.closeScheduledCall(dialer, call?.id ?? 0);
    const done = await services.tripDesk.deskOf(ops, tripId);
    expect(done.callbacks[0]?.state).toBe("done");
  });
});

describe("lead statuses", () => {
  it("follow a sent quote, staff's mark and its refusals, with who and why in the history", async () => {
    const tripId = await newTrip(traveller);
    const [holder] = await routedAgents(tripId);
    const agent = kAgents.find((a) => a.agentId === holder) as TestAgent;
    const editor = await services.quotes.startDraft(agent.user, tripId, { from: "blank" });
    await services.quotes.saveDraft(
      agent.user,
      editor.quoteId,
      QuoteDraftInput.parse({
        days: [{ cityName: "Kochi", title: "Arrive" }],
        stays: [],
        inclusions: [],
        exclusions: [],
        pricePerAdult: 20_000,
        validUntil: new Date(clock.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        cancellationPolicy: [],
      }),
    );
    await services.workflows.sendQuote(agent.user, editor.quoteId);
    await services.events.deliver();
    expect((await services.trips.get(ops, tripId)).lead_status).toBe("in progress");

    await services.tripDesk.moveLead(ops, tripId, { event: "staff_mark_hot", reason: "Ready" });
    await expect(
      services.tripDesk.moveLead(ops, tripId, { event: "staff_revive", reason: "" }),
    ).rejects.toMatchObject({ code: "lead_status_conflict" });
    await expect(
      services.tripDesk.moveLead(dialer, tripId, { event: "staff_unmark_hot", reason: "" }),
    ).rejects.toMatchObject({ code: "staff_forbidden" });
    const history = await services.leadStatuses.history(tripId);
    expect(history.map((h) => [h.from, h.to, h.actorRole])).toEqual([
      ["active", "in progress", "system"],
      ["in progress", "admin hot", "ops"],
    ]);
    expect(history[1]?.reason).toBe("Ready");
  });

  it("escalate a request with no quote past its SLA once, with a mail to ops", async () => {
    const tripId = await newTrip(traveller);
    const sla = services.jobHandlers[QUOTE_SLA_JOB];
    clock = new Date(clock.getTime() + 13 * 3_600_000);
    await sla?.({ tripId });
    await sla?.({ tripId });
    const desk = await services.tripDesk.deskOf(ops, tripId);
    expect(desk.audit.filter((a) => a.action === "escalated")).toHaveLength(1);
    const mails = (await outbox.list(500)).filter(
      (m) => m.to === ops.email && m.subject.startsWith(`Request #${tripId} `),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Request #${tripId} has no quote after 12 hours`);
    const board = await services.leadBoard.board({ page: 1, escalated: true, q: String(tripId) });
    const active = board.columns.find((c) => c.status === "active");
    expect(active?.cards.map((c) => [c.id, c.escalated])).toEqual([[tripId, true]]);
  });
});
