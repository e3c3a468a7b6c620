import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import { travelMonthOptions } from "../../../common/trips";
import { authenticatedUser } from "../../testing/authenticated-user";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

// Issue 15 item 18: the budget is one amount per person, stored as money (minor units and a
// currency, DESIGN §5); the API keeps the spec's `budget` in whole units.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

async function traveller(): Promise<AuthenticatedUser> {
  const email = `budget.${Date.now()}@test.example`;
  const id = await services.accounts.createVerifiedUser({
    name: "Asha Rao",
    email,
    password: "Chilika#Lagoon7",
    role: "traveller",
  });
  return authenticatedUser({ id, email, role: "traveller", firstName: "Asha", lastName: "Rao" });
}

// node-postgres answers bigint as a string and PGlite as a number: read it as a number.
const stored = async (id: number) => {
  const row = (
    (await database.db.execute(
      sql`select budget_minor, budget_currency from requested_trips where id = ${id}`,
    )) as unknown as {
      rows: { budget_minor: string | number | null; budget_currency: string | null }[];
    }
  ).rows[0];
  return (
    row && {
      budget_minor: row.budget_minor == null ? null : Number(row.budget_minor),
      budget_currency: row.budget_currency,
    }
  );
};

describe("trip budget", () => {
  it("is stored in minor units with its currency and read back in whole units", async () => {
    const user = await traveller();
    const trip = await services.trips.create(user, {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 40000,
      isd_code: "+91",
      phone_no: "9812345678",
    });
    expect(trip.budget).toBe(40000);
    expect(trip.budget_currency).toBe("INR");
    expect(await stored(trip.id)).toEqual({ budget_minor: 4_000_000, budget_currency: "INR" });

    const updated = await services.trips.updatePreferences(user, trip.id, { budget: 55000 });
    expect(updated.budget).toBe(55000);
    expect(await stored(trip.id)).toEqual({ budget_minor: 5_500_000, budget_currency: "INR" });
  });

  it("stays unset without one", async () => {
    const user = await traveller();
    const trip = await services.trips.create(user, {
      to_loc: ["Goa"],
      from_loc: "",
      month: "nd",
      durations: ["nd"],
      trip_type: "nd",
      adults: 2,
      children: 0,
      isd_code: "+91",
      phone_no: "9812345678",
    });
    expect(trip.budget).toBeNull();
    expect(await stored(trip.id)).toEqual({ budget_minor: null, budget_currency: null });
  });
});
