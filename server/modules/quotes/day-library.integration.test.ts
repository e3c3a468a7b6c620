import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LibraryDayInput } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import { seedDemoDayLibrary } from "../../../seed/demo-day-library";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { countWhere, insertAgent, insertUser, type TestAgent } from "./quotes-test-helpers";

// The day library (decision 0210) on the seeded catalogue: saving, searching by place through
// the hierarchy and by words, and each agency seeing only its own days.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let backwaters: TestAgent;
let himalaya: TestAgent;

// countWhere reads the first row's `n`: here, an id.
const cityId = (slug: string) =>
  countWhere(database.db, sql`select city_id as n from places where slug = ${slug} limit 1`);

const day = (input: Record<string, unknown>) => LibraryDayInput.parse(input);

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
  const destinationIds = [
    await countWhere(database.db, sql`select id as n from destinations order by id limit 1`),
  ];
  backwaters = await insertAgent(database.db, {
    companyName: "Backwater Library Co",
    ratingTenths: 45,
    responseMinutes: 60,
    destinationIds,
  });
  himalaya = await insertAgent(database.db, {
    companyName: "Himalaya Library Co",
    ratingTenths: 44,
    responseMinutes: 60,
    destinationIds,
  });
  const munnar = await cityId("munnar");
  const alleppey = await cityId("alleppey");
  await services.quotes.saveLibraryDay(
    backwaters.user,
    day({
      cityId: munnar,
      cityName: "Munnar",
      title: "Tea gardens and Eravikulam",
      description: "Morning at Eravikulam National Park, afternoon in the tea museum.",
      activities: ["Eravikulam National Park", "Tea museum"],
      transfers: ["Private cab, hotel to park and back"],
    }),
  );
  await services.quotes.saveLibraryDay(
    backwaters.user,
    day({
      cityId: alleppey,
      cityName: "Alleppey",
      title: "Houseboat on the backwaters",
      description: "Board a houseboat at noon; lunch and dinner on board.",
    }),
  );
  await services.quotes.saveLibraryDay(
    himalaya.user,
    day({
      cityId: munnar,
      cityName: "Munnar",
      title: "Another agency's Munnar day",
      description: "Top Station viewpoint.",
    }),
  );
});

afterAll(async () => {
  await database?.close();
});

describe("the day library", () => {
  it("finds Munnar and Alleppey days for Kerala, through the place hierarchy", async () => {
    const found = await services.quotes.searchLibrary(backwaters.user, "Kerala");
    expect(found.map((d) => d.title).sort()).toEqual([
      "Houseboat on the backwaters",
      "Tea gardens and Eravikulam",
    ]);
    const munnar = await services.quotes.searchLibrary(backwaters.user, "munnar");
    expect(munnar.map((d) => d.title)).toEqual(["Tea gardens and Eravikulam"]);
    expect(munnar[0]).toMatchObject({
      activities: ["Eravikulam National Park", "Tea museum"],
      transfers: ["Private cab, hotel to park and back"],
    });
  });

  it("searches the words of a day, and a place with words together", async () => {
    expect(
      (await services.quotes.searchLibrary(backwaters.user, "houseboat")).map((d) => d.title),
    ).toEqual(["Houseboat on the backwaters"]);
    expect(
      (await services.quotes.searchLibrary(backwaters.user, "kerala houseboat")).map(
        (d) => d.title,
      ),
    ).toEqual(["Houseboat on the backwaters"]);
    expect(await services.quotes.searchLibrary(backwaters.user, "goa")).toEqual([]);
    // Pattern characters are words like any other, not wildcards.
    expect(await services.quotes.searchLibrary(backwaters.user, "%")).toEqual([]);
  });

  it("shows each agency only its own days", async () => {
    const mine = await services.quotes.searchLibrary(backwaters.user, "");
    expect(mine.map((d) => d.title)).not.toContain("Another agency's Munnar day");
    const theirs = await services.quotes.searchLibrary(himalaya.user, "Kerala");
    expect(theirs.map((d) => d.title)).toEqual(["Another agency's Munnar day"]);
  });

  it("keeps a day saved twice once", async () => {
    const again = day({
      cityName: "Alleppey",
      title: "Houseboat on the backwaters",
      description: "Board a houseboat at noon; lunch and dinner on board.",
    });
    const first = (await services.quotes.searchLibrary(backwaters.user, "houseboat"))[0];
    const saved = await services.quotes.saveLibraryDay(backwaters.user, again);
    expect(saved.id).toBe(first?.id);
    expect(await services.quotes.searchLibrary(backwaters.user, "houseboat")).toHaveLength(1);
  });

  it("refuses travellers and staff, who have no library", async () => {
    const traveller: AuthenticatedUser = await insertUser(database.db, "traveller", "Asha");
    const ops: AuthenticatedUser = await insertUser(database.db, "ops", "Karan");
    for (const user of [traveller, ops]) {
      await expect(services.quotes.searchLibrary(user, "Kerala")).rejects.toMatchObject({
        code: "agents_only",
      });
      await expect(
        services.quotes.saveLibraryDay(user, day({ cityName: "Munnar", title: "Mine now" })),
      ).rejects.toMatchObject({ code: "agents_only" });
    }
  });

  it("seeds an agency's library from the itineraries of the places it serves, once", async () => {
    const munnarDestination = await countWhere(
      database.db,
      sql`select destination_id as n from places where slug = 'munnar'`,
    );
    const seeded = await insertAgent(database.db, {
      companyName: "Seeded Library Co",
      ratingTenths: 43,
      responseMinutes: 60,
      destinationIds: [munnarDestination],
    });
    expect(await seedDemoDayLibrary(database.db)).toBeGreaterThan(0);
    const days = await services.quotes.searchLibrary(seeded.user, "Kerala");
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.title && d.cityName && d.cityId !== null)).toBe(true);
    // Agencies with a library keep theirs; a second run adds nothing.
    expect(await services.quotes.searchLibrary(himalaya.user, "")).toHaveLength(1);
    expect(await seedDemoDayLibrary(database.db)).toBe(0);
  });

  it("refuses a day without a city or title, and over-long lists", () => {
    expect(LibraryDayInput.safeParse({ cityName: "", title: "x" }).success).toBe(false);
    expect(LibraryDayInput.safeParse({ cityName: "Munnar", title: " " }).success).toBe(false);
    expect(
      LibraryDayInput.safeParse({
        cityName: "Munnar",
        title: "Too busy",
        activities: Array.from({ length: 13 }, (_, i) => `Activity ${i}`),
      }).success,
    ).toBe(false);
    // An agency id in the input is dropped: the agency is always the signed-in agent's.
    const parsed = LibraryDayInput.parse({ cityName: "Munnar", title: "Mine", agentId: 1 });
    expect(parsed).not.toHaveProperty("agentId");
  });
});
