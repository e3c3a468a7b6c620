import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgencyPaymentsQuery } from "../common/payouts";
import type { AuthenticatedUser } from "../common/roles";
import { agents, requestedTrips, users } from "../server/db/schema";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";
import { encodedIdOf, linkDemoAgents } from "./agents";
import { seedDemoAccounts } from "./demo-accounts";
import {
  DEMO_KERALA_AGENT_EMAIL,
  DEMO_TRAVELLER_EMAIL,
  type DemoMarketplaceSummary,
  seedDemoMarketplace,
} from "./demo-marketplace";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let summary: DemoMarketplaceSummary | null;

async function signedInAs(email: string): Promise<AuthenticatedUser> {
  const [row] = await database.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no ${email}`);
  const role = row.role as AuthenticatedUser["role"];
  return {
    id: row.id,
    sub_account_id: null,
    first_name: row.firstName ?? "",
    last_name: row.lastName ?? "",
    email: row.email,
    image: null,
    role,
    latest_active_trip: null,
    dashboard_url: "/",
    logged_in: true,
  };
}

// What main.ts does on an embedded first start: catalogue and agencies, demo accounts, links.
beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
  await seedDemoAccounts(services.accounts);
  await linkDemoAgents(database.db);
  summary = await seedDemoMarketplace(services, database.db);
}, 240_000);

afterAll(async () => {
  await database?.close();
});

describe("the demo marketplace", () => {
  it("gives the demo traveller a Kerala request with three quotes in three states", async () => {
    expect(summary).not.toBeNull();
    const traveller = await signedInAs(DEMO_TRAVELLER_EMAIL);
    const tripId = summary?.tripId as number;
    const list = await services.quotes.listForTrip(traveller, tripId);
    expect(list).toHaveLength(3);
    expect(new Set(list.map((q) => q.agent.id)).size).toBe(3);
    const views = await Promise.all(list.map((q) => services.quotes.get(traveller, tripId, q.id)));

    const revised = views.filter((v) => v.version === 2);
    expect(revised).toHaveLength(1);
    expect(revised[0]?.status).toBe("active");
    // The traveller sees what changed against version 1: a hotel and the price.
    expect(revised[0]?.diff).not.toBeNull();
    expect(JSON.stringify(revised[0]?.diff)).toContain("Cloud Nine Tea Estate Resort");
    // The first version keeps the rejection that led to the second.
    const first = await services.quotes.get(traveller, tripId, revised[0]?.id as number, {
      version: 1,
    });
    const rejectedInV1 = first.hotelsDetail
      .flatMap((s) => s.hotelInfos)
      .filter((h) => h.selectionStatus === -1);
    expect(rejectedInV1.map((h) => h.rejection?.reason)).toEqual(["rating"]);

    const withRejection = views.filter(
      (v) =>
        v.version === 1 &&
        v.hotelsDetail.some((s) => s.hotelInfos.some((h) => h.selectionStatus === -1)),
    );
    expect(withRejection).toHaveLength(1);
    const hotel = withRejection[0]?.hotelsDetail
      .flatMap((s) => s.hotelInfos)
      .find((h) => h.selectionStatus === -1);
    expect(hotel?.rejection?.reason).toBe("location");

    const declined = views.filter((v) => v.status === "declined");
    expect(declined).toHaveLength(1);
    expect(declined[0]?.declineReason).toMatchObject({ reason: "price_high" });

    // The revised quote is the demo Kerala agent's; contact stays masked (nothing accepted).
    const [agency] = await database.db
      .select({ id: agents.id, encodedId: agents.encodedId })
      .from(agents)
      .where(eq(agents.encodedId, encodedIdOf("Backwater Trails Kerala")))
      .limit(1);
    expect(revised[0]?.agent.id).toBe(agency?.id);
    expect(revised[0]?.agent.email).toContain("***");
  });

  it("leaves new leads without a quote in the demo Kerala agent's inbox", async () => {
    const agent = await signedInAs(DEMO_KERALA_AGENT_EMAIL);
    const inbox = await services.quotes.inbox(agent, { page: 1 });
    expect(summary?.newLeads).toBe(2);
    expect(inbox.counts.new).toBe(2);
    expect(inbox.counts.quoted).toBe(1);
    const lead = await services.quotes.lead(agent, summary?.tripId as number);
    expect(lead.quotes[0]).toMatchObject({ latestVersion: 2, sentVersion: 2, hotelRejections: 0 });
    expect(lead.trip.traveller.masked).toBe(false);
  });

  it("gives the demo Kerala agent one payout held and one released", async () => {
    expect(summary?.bookings).toBe(2);
    const agent = await signedInAs(DEMO_KERALA_AGENT_EMAIL);
    const page = await services.money.agencyPayments(agent, AgencyPaymentsQuery.parse({}));
    expect(page.counts).toMatchObject({ held: 1, released: 1 });
    const held = page.quotes.find((q) => q.state === "held");
    expect(held?.travellerName).toBe("Lakshmi Iyer");
    expect(held?.payments).toEqual([expect.objectContaining({ status: "captured" })]);
    const released = page.quotes.find((q) => q.state === "released");
    expect(released?.releases).toEqual([expect.objectContaining({ by: "vouchers" })]);
    // Its new leads are still the two of the inbox (the bookings are paid, not new).
    expect((await services.quotes.inbox(agent, { page: 1 })).counts.new).toBe(2);
    const totals = await services.payments.ledger.totals();
    expect(totals.every((t) => t.sumMinor === 0)).toBe(true);
  });

  it("is built once: a restart adds nothing", async () => {
    const before = await database.db.select({ id: requestedTrips.id }).from(requestedTrips);
    expect(await seedDemoMarketplace(services, database.db)).toBeNull();
    const after = await database.db.select({ id: requestedTrips.id }).from(requestedTrips);
    expect(after).toHaveLength(before.length);
  });
});
