import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FUNNEL_STEPS } from "../common/tracking-events";
import { rowsOf } from "../server/lib/sql-rows";
import { insertDestination, insertUser } from "../server/modules/quotes/quotes-test-helpers";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";
import { KERALA_FAMILY_TRIP } from "../server/testing/trip-input";
import { giveDemoRequestsTheirFunnels } from "./demo-funnels";
import { ensureUser } from "./demo-marketplace";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
const DAY_MS = 86_400_000;

async function tripCreatedEvents() {
  return rowsOf(
    await database.db.execute(
      sql`select trip_id, funnel_id from tracking_events where name = 'Trip Created' order by id`,
    ),
    z.object({ trip_id: z.number().nullable(), funnel_id: z.string().nullable() }),
  );
}

/** No step of the lead funnel counts more funnels than the step before it. */
function expectMonotonic(counts: Record<string, number>) {
  for (let i = 1; i < FUNNEL_STEPS.length; i++) {
    const step = FUNNEL_STEPS[i] as string;
    const before = FUNNEL_STEPS[i - 1] as string;
    expect(counts[step], `${step} ≤ ${before}`).toBeLessThanOrEqual(counts[before] ?? 0);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  await insertDestination(database.db, "Kerala", "india");
});

afterAll(async () => {
  await database?.close();
});

describe("the demo requests' lead funnels", () => {
  it("give each demo request the funnel of its visitor, so no step exceeds the one before", async () => {
    for (const i of [1, 2, 3]) {
      const traveller = await ensureUser(services, database.db, {
        name: `Demo ${i}`,
        email: `funnel.${i}@triphive.example`,
        role: "traveller",
      });
      await services.trips.create(traveller, KERALA_FAMILY_TRIP);
    }
    // Made without a browser: trip creation's event has no funnel, and nothing came before it.
    expect((await tripCreatedEvents()).map((e) => e.funnel_id)).toEqual([null, null, null]);

    expect(await giveDemoRequestsTheirFunnels(database.db)).toBe(3);
    expect(await giveDemoRequestsTheirFunnels(database.db)).toBe(0);
    await services.tracking.rebuildFunnelDays();

    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const wholeDays = { from: new Date(today - 2 * DAY_MS), to: new Date(today + 2 * DAY_MS) };
    const rolledUp = await services.tracking.funnelCounts(wholeDays);
    expect(rolledUp["Module Viewed"]).toBe(3);
    expect(rolledUp["First Question Answered"]).toBe(3);
    expect(rolledUp["Trip Created"]).toBe(3);
    expectMonotonic(rolledUp);
    // Counted from the events (a range that is not whole days), the same.
    const live = await services.tracking.funnelCounts({
      from: new Date(wholeDays.from.getTime() + 1),
      to: wholeDays.to,
    });
    expect(live).toEqual(rolledUp);
  });

  it("leave alone a request of someone who is not a demo account", async () => {
    const stranger = await insertUser(database.db, "traveller", "Stranger");
    const trip = await services.trips.create(stranger, KERALA_FAMILY_TRIP);
    expect(await giveDemoRequestsTheirFunnels(database.db)).toBe(0);
    const own = (await tripCreatedEvents()).find((e) => e.trip_id === trip.id);
    expect(own).toEqual({ trip_id: trip.id, funnel_id: null });
  });
});
