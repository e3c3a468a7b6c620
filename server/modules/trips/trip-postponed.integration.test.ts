import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import { CancelTripInput } from "../../../common/trips";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import {
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  sentTestQuote,
  type TestAgent,
} from "../quotes/quotes-test-helpers";

// Decision 0182: a cancel with the postponed reason parks the trip as Postponed, and its quotes
// follow exactly as for a cancellation (cancel-trip workflow), coming back on reactivation.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let ops: AuthenticatedUser;
const clock = new Date("2026-11-24T06:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => clock }));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  ops = await insertUser(database.db, "ops", "Karan");
});

afterAll(async () => {
  await database?.close();
});

describe("a trip postponed from the cancel modal", () => {
  it("is Postponed, its quotes requestCancelled, and both come back on reactivation", async () => {
    const traveller = await insertUser(database.db, "traveller", "Asha");
    const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
    await sentTestQuote(services, agent, trip.id);

    const postponed = await services.workflows.cancelTrip(
      traveller,
      trip.id,
      CancelTripInput.parse({
        cancel_reason: "Not going, cancel my plan",
        reason0: "Postponed my trip.",
      }),
    );
    expect(postponed.trip).toMatchObject({ status: "Postponed", can_reactivate: true });
    const parked = await services.quotes.tripOverview(ops, trip.id);
    expect(parked.quotes.map((q) => q.status)).toEqual(["requestCancelled"]);
    expect(parked.quotes.map((q) => q.previousStatus)).toEqual(["active"]);

    const back = await services.workflows.reactivateTrip(traveller, trip.id);
    expect(back.status).toBe("Active");
    const quotes = await services.quotes.listForTrip(traveller, trip.id);
    expect(quotes.map((q) => q.status)).toEqual(["active"]);
  });
});
