import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../../app/routes/admin/events";
import { NotificationsQuery } from "../../../common/notification-queries";
import type { AuthenticatedUser } from "../../../common/roles";
import { loadContextFor } from "../../testing/load-context";
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

// Decision 0184: a delivery that fails on every attempt is listed at /admin/events for staff,
// with its error, and a retry that runs it again; nobody else sees the list.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let ops: AuthenticatedUser;
let traveller: AuthenticatedUser;
let clock = new Date("2026-11-28T06:00:00Z");
let broken = true;
const seen: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => clock }));
  // A handler whose dependency is down (an SMTP relay, a partner's API).
  services.events.handle("flaky-partner", "quote.sent", ({ quoteId }) => {
    if (broken) throw new Error("partner API answered 502");
    seen.push(quoteId);
  });
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  ops = await insertUser(database.db, "ops", "Karan");
  traveller = await insertUser(database.db, "traveller", "Asha");
});

afterAll(async () => {
  await database?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: the route's generated argument types are not needed here
type Args = any;
const args = (user: AuthenticatedUser, request: Request): Args => ({
  request,
  params: {},
  context: loadContextFor(() => services, user),
});
const page = (user: AuthenticatedUser) =>
  loader(args(user, new Request("http://t/admin/events"))) as Promise<{
    data: Awaited<ReturnType<typeof services.events.stuck>>;
  }>;
const retry = async (user: AuthenticatedUser, deliveryId: number) => {
  const request = new Request("http://t/admin/events", {
    method: "POST",
    body: new URLSearchParams({ intent: "retry", deliveryId: String(deliveryId) }),
  });
  // A refusal is thrown (data with a 404), a redirect is returned: both are answers here.
  return action(args(user, request)).catch((thrown: unknown) => thrown);
};
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;

describe("stuck events", () => {
  it("lists a delivery that failed its last attempt for staff, who retry it once the cause is fixed", async () => {
    const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
    const quoteId = await sentTestQuote(services, agent, trip.id);
    // The traveller's notification did not wait for the broken handler.
    const bell = await services.notifications.list(traveller, NotificationsQuery.parse({}));
    expect(bell.notifications.map((n) => n.notificationSubCategory)).toContain("new_quote");

    for (const minutes of [1, 2, 4, 8, 16]) {
      clock = new Date(clock.getTime() + minutes * 60_000);
      await services.jobs.runDue(services.jobHandlers);
    }
    const listed = (await page(ops)).data;
    expect(listed.total).toBe(1);
    expect(listed.events[0]).toMatchObject({
      handler: "flaky-partner",
      name: "quote.sent",
      aggregate: `trip:${trip.id}`,
      lastError: "partner API answered 502",
      attempts: 5,
    });

    const deliveryId = listed.events[0]?.deliveryId ?? 0;
    expect(statusOf(await retry(traveller, deliveryId))).toBe(404);
    expect(seen).toEqual([]);

    broken = false;
    expect(statusOf(await retry(ops, deliveryId))).toBe(302);
    expect(seen).toEqual([quoteId]);
    expect((await page(ops)).data.total).toBe(0);
    expect(statusOf(await retry(ops, deliveryId))).toBe(409);
  });

  it("is not shown to travellers or agents", async () => {
    for (const user of [traveller, agent.user]) {
      expect(statusOf(await page(user).catch((thrown: unknown) => thrown))).toBe(404);
    }
  });
});
