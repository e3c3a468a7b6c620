import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { asAppError } from "../lib/errors";
import { LIMITS } from "../lib/rate-limit";
import { applyCoupon, createTestCoupon } from "../modules/coupons/coupons-test-helpers";
import {
  insertAgent,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";

// A Munnar & Alleppey trip is a Kerala trip (decision 0207): routing sends it to agencies
// serving Kerala, and a Kerala coupon applies to its quote. On the seeded catalogue.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let ops: AuthenticatedUser;
let specialist: TestAgent;
const ids: Record<string, number> = {};
const clock = new Date("2026-11-24T06:00:00Z");

async function destinationId(slug: string): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select id from destinations where slug = ${slug}`,
  )) as { rows: { id: number }[] };
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no destination ${slug}`);
  return id;
}

/** Agencies a trip was routed to, and how many of them do not serve `destination`. */
async function routedTo(tripId: number, destination: number) {
  const { rows } = (await database.db.execute(sql`
    select count(*)::int as n,
      count(*) filter (where not exists (select 1 from agent_destinations ad
        where ad.agent_id = l.agent_id and ad.destination_id = ${destination}))::int as outside,
      coalesce(array_agg(l.agent_id), '{}') as agents
    from trip_leads l where l.trip_id = ${tripId}`)) as {
    rows: { n: number; outside: number; agents: number[] }[];
  };
  return rows[0] ?? { n: 0, outside: 0, agents: [] };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return asAppError(error)?.code;
  }
  return "no error";
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(
    database.db,
    {},
    { now: () => clock, lifted: [LIMITS.quoteSendPerAgent] },
  ));
  for (const slug of ["kerala", "munnar", "goa"]) ids[slug] = await destinationId(slug);
  // Serves Munnar and Kerala, the best rated and quickest: it receives the Munnar request.
  specialist = await insertAgent(database.db, {
    companyName: "Cardamom Trails",
    ratingTenths: 50,
    responseMinutes: 1,
    destinationIds: [ids.munnar as number, ids.kerala as number],
  });
  ops = await insertUser(database.db, "ops", "Karan");
});
afterAll(async () => {
  await database?.close();
});

describe("places in trips", () => {
  it("routes an Alleppey request, which names no destination, to agencies serving Kerala", async () => {
    const traveller = await insertUser(database.db, "traveller", "Nila");
    const trip = await services.trips.create(traveller, {
      ...KERALA_FAMILY_TRIP,
      to_loc: ["Alappuzha"],
    });
    const routed = await routedTo(trip.id, ids.kerala as number);
    expect(routed.n).toBeGreaterThan(0);
    expect(routed.outside).toBe(0);
  });

  it("routes a Munnar & Alleppey request to the Munnar specialist first, and Kerala agencies", async () => {
    const traveller = await insertUser(database.db, "traveller", "Tara");
    const trip = await services.trips.create(traveller, {
      ...KERALA_FAMILY_TRIP,
      to_loc: ["Munnar", "Alleppey"],
    });
    const routed = await routedTo(trip.id, ids.kerala as number);
    expect(routed.agents).toContain(specialist.agentId);
    expect(routed.n).toBeGreaterThan(0);
  });

  it("applies a Kerala coupon to a Munnar & Alleppey quote and refuses a Goa one", async () => {
    const traveller = await insertUser(database.db, "traveller", "Asha");
    const trip = await services.trips.create(traveller, {
      ...KERALA_FAMILY_TRIP,
      to_loc: ["Munnar", "Alleppey"],
    });
    const quoteId = await sentTestQuote(services, specialist, trip.id, kochiDraft());
    await services.workflows.acceptQuote(traveller, trip.id, quoteId);
    const goaOnly = await createTestCoupon(services, ops, { destinationIds: [ids.goa] });
    expect(await refusal(applyCoupon(services, traveller, trip.id, goaOnly))).toBe(
      "coupon_destination",
    );
    const keralaOnly = await createTestCoupon(services, ops, {
      destinationIds: [ids.kerala],
      kind: "flat",
      value: 2000,
      maxDiscount: "",
    });
    const offers = await services.coupons.listForTrip(traveller, trip.id);
    expect(offers.offers.map((o) => o.offer_code)).toContain(keralaOnly);
    expect(offers.offers.map((o) => o.offer_code)).not.toContain(goaOnly);
    const applied = await applyCoupon(services, traveller, trip.id, keralaOnly);
    expect(applied).toMatchObject({ discount: 2000, state: "applied", quote_id: quoteId });
  });
});
