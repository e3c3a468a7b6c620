import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserDetailsPage } from "../../../common/notifications";
import type { AuthenticatedUser } from "../../../common/roles";
import { asAppError } from "../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import {
  insertAgent,
  insertDestination,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "../quotes/quotes-test-helpers";
import { createNotificationsApi } from "./notifications.api";

// GET /users/details (decision 0237): who a notification's object concerns, per reader.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let api: ReturnType<typeof createNotificationsApi>;
const users = new Map<string, AuthenticatedUser>();
let quoting: TestAgent;
let silent: TestAgent;
let outsider: TestAgent;
let owner: AuthenticatedUser;
let stranger: AuthenticatedUser;
let ops: AuthenticatedUser;
let admin: AuthenticatedUser;
let dialer: AuthenticatedUser;
let tripId: number;
let quoteId: number;

async function details(user: AuthenticatedUser | null, query: string) {
  const headers: Record<string, string> = {};
  if (user) headers["x-test-user"] = user.id;
  const res = await api.request(`/users/details?${query}`, { headers });
  return { status: res.status, body: (await res.json()) as UserDetailsPage };
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const db = database.db;
  const kerala = await insertDestination(db, "Kerala", "india");
  const agent = (companyName: string, ratingTenths: number, destinationIds: number[]) =>
    insertAgent(db, { companyName, ratingTenths, responseMinutes: 60, destinationIds });
  quoting = await agent("Backwater Trails", 48, [kerala]);
  silent = await agent("Spice Route Holidays", 47, [kerala]);
  // Serves elsewhere: never routed the Kerala trip.
  outsider = await agent("Desert Dunes", 49, [await insertDestination(db, "Rajasthan", "india")]);
  owner = await insertUser(db, "traveller", "Asha");
  stranger = await insertUser(db, "traveller", "Meera");
  ops = await insertUser(db, "ops", "Karan");
  admin = await insertUser(db, "admin", "Lata");
  dialer = await insertUser(db, "dialer", "Ravi");
  for (const u of [owner, stranger, ops, admin, dialer, quoting.user, silent.user, outsider.user])
    users.set(u.id, u);
  tripId = (await services.trips.create(owner, KERALA_FAMILY_TRIP)).id;
  quoteId = await sentTestQuote(
    services,
    quoting,
    tripId,
    kochiDraft({ validUntil: "2027-12-31" }),
  );
  api = createNotificationsApi({
    notifications: services.notifications,
    currentUser: async (headers) => users.get(headers.get("x-test-user") ?? "") ?? null,
    userDetails: (user, query) => services.quotes.userDetails(user, query),
  });
  api.onError((error, c) => {
    const known = asAppError(error);
    if (!known) throw error;
    return c.json(known.toBody(), known.status);
  });
});

afterAll(async () => {
  await database?.close();
});

describe("GET /users/details: the traveller", () => {
  it("sees the agency of a quote on their own trip, contact masked until accepted", async () => {
    const { status, body } = await details(owner, `object_type=Quote&object_id=${quoteId}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      objectType: "Quote",
      objectId: quoteId,
      users: [
        expect.objectContaining({
          role: "agent",
          name: "Backwater Trails",
          agencyName: "Backwater Trails",
          agentId: quoting.agentId,
          masked: true,
        }),
      ],
    });
    const [agency] = body.users;
    expect(agency?.email).toBe("h***@…");
    expect(agency?.phone).not.toContain("12345");
  });

  it("sees, for their trip, only the agencies that sent a quote", async () => {
    const { status, body } = await details(owner, `object_type=RequestedTrip&object_id=${tripId}`);
    expect(status).toBe(200);
    expect(body.users.map((u) => u.agentId)).toEqual([quoting.agentId]);
  });

  it("sees the agency's contact once its quote is accepted", async () => {
    const trip = (await services.trips.create(owner, KERALA_FAMILY_TRIP)).id;
    const accepted = await sentTestQuote(
      services,
      quoting,
      trip,
      kochiDraft({ validUntil: "2027-12-31" }),
    );
    await services.workflows.acceptQuote(owner, trip, accepted);
    const { body } = await details(owner, `object_type=Comment&object_id=${accepted}`);
    expect(body.users).toEqual([
      expect.objectContaining({
        agentId: quoting.agentId,
        masked: false,
        email: expect.stringMatching(/^hello@backwater-trails/),
        phone: "+91 98470 12345",
      }),
    ]);
  });

  it("is refused another traveller's trip and quote, and any Lead, as if missing", async () => {
    for (const query of [
      `object_type=Quote&object_id=${quoteId}`,
      `object_type=RequestedTrip&object_id=${tripId}`,
    ]) {
      const { status, body } = await details(stranger, query);
      expect(status).toBe(404);
      expect(JSON.stringify(body)).not.toContain("Backwater");
    }
    expect((await details(owner, `object_type=Lead&object_id=${tripId}`)).status).toBe(404);
  });
});

describe("GET /users/details: the agent", () => {
  it("sees its lead's traveller masked before it quotes, as the lead page", async () => {
    const { status, body } = await details(silent.user, `object_type=Lead&object_id=${tripId}`);
    expect(status).toBe(200);
    const lead = await services.quotes.lead(silent.user, tripId);
    expect(body.users).toEqual([
      {
        role: "traveller",
        name: "Asha",
        agencyName: null,
        agentId: null,
        email: lead.trip.traveller.email,
        phone: lead.trip.traveller.phone,
        masked: true,
        pic: null,
      },
    ]);
    expect(body.users[0]?.email).not.toBe(owner.email);
  });

  it("sees the traveller of its own quote unmasked once it quoted, as the lead page", async () => {
    const { body } = await details(quoting.user, `object_type=Quote&object_id=${quoteId}`);
    const lead = await services.quotes.lead(quoting.user, tripId);
    expect(lead.trip.traveller.masked).toBe(false);
    expect(body.users).toEqual([
      expect.objectContaining({
        role: "traveller",
        email: owner.email,
        phone: lead.trip.traveller.phone,
        masked: false,
      }),
    ]);
  });

  it("is refused a trip not routed to it and another agency's quote", async () => {
    expect((await details(outsider.user, `object_type=Lead&object_id=${tripId}`)).status).toBe(404);
    expect(
      (await details(outsider.user, `object_type=RequestedTrip&object_id=${tripId}`)).status,
    ).toBe(404);
    expect((await details(silent.user, `object_type=Quote&object_id=${quoteId}`)).status).toBe(404);
  });
});

describe("GET /users/details: staff and others", () => {
  it("shows ops and admin the traveller and the agencies, unmasked", async () => {
    for (const reader of [ops, admin]) {
      const { status, body } = await details(reader, `object_type=Quote&object_id=${quoteId}`);
      expect(status).toBe(200);
      expect(body.users).toEqual([
        expect.objectContaining({ role: "traveller", email: owner.email, masked: false }),
        expect.objectContaining({
          role: "agent",
          agentId: quoting.agentId,
          phone: "+91 98470 12345",
          masked: false,
        }),
      ]);
      const trip = await details(reader, `object_type=Lead&object_id=${tripId}`);
      expect(trip.body.users.map((u) => u.role)).toEqual(["traveller", "agent"]);
    }
  });

  it("refuses the dialer and answers 401 without a session", async () => {
    expect((await details(dialer, `object_type=Quote&object_id=${quoteId}`)).status).toBe(404);
    expect((await details(dialer, `object_type=RequestedTrip&object_id=${tripId}`)).status).toBe(
      404,
    );
    expect((await details(null, `object_type=Quote&object_id=${quoteId}`)).status).toBe(401);
  });

  it("answers 404 for a missing object and 400 for a bad query", async () => {
    expect((await details(ops, "object_type=Quote&object_id=999999")).status).toBe(404);
    expect((await details(ops, "object_type=RequestedTrip&object_id=999999")).status).toBe(404);
    for (const query of [
      `object_type=Agent&object_id=${tripId}`,
      "object_type=Quote&object_id=abc",
      "object_type=Quote&object_id=0",
      "object_type=Quote",
      `object_id=${quoteId}`,
    ]) {
      expect((await details(ops, query)).status, query).toBe(400);
    }
  });
});
