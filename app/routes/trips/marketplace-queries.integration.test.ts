import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuoteDraftInput } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import { countQueries } from "../../../server/db";
import { withRequestMemo } from "../../../server/lib/request-memo";
import {
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../../server/testing/trip-input";
import { loader as leadLoader } from "../agents/lead";
import { loader as inboxLoader } from "../dashboards/agent";
import { loader as dashboardLoader } from "../dashboards/traveller";
import { loader as compareLoader } from "./compare";
import { loader as landingLoader } from "./landing";
import { loader as quoteLoader } from "./quote";

// Issue 31 §2: the marketplace pages send a fixed number of statements, whatever the number of
// quotes, days and hotels. Two requests from one traveller to one agency: one with a quote, one
// with five quotes of 15 days and two hotels a night; each page's loader is counted on both.
// Query counts, not timings: the same count on both trips is the assertion.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let traveller: AuthenticatedUser;
const trips: { id: number; quoteIds: number[] }[] = [];
const lists = { inbox: [] as string[], dashboard: [] as string[] };

/** 15 days in five cities, 14 nights, two hotels to choose from in each. */
function fifteenDays() {
  const cities = ["Kochi", "Munnar", "Thekkady", "Alleppey", "Kovalam"];
  const base = kochiDraft({
    validUntil: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  });
  return QuoteDraftInput.parse({
    ...base,
    days: Array.from({ length: 15 }, (_, i) => ({
      cityName: cities[Math.floor(i / 3)],
      title: `Day ${i + 1} in ${cities[Math.floor(i / 3)]}`,
    })),
    stays: cities.map((city, i) => ({
      city,
      nights: i === cities.length - 1 ? 2 : 3,
      hotels: [
        { name: `${city} Palms`, city, rating: 4 },
        { name: `${city} Residency`, city, rating: 3 },
      ],
    })),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  traveller = await insertUser(database.db, "traveller", "Asha");
  for (const count of [1, 5]) {
    const trip = await services.trips.create(traveller, {
      ...KERALA_FAMILY_TRIP,
      to_loc: ["Kerala"],
    });
    const quoteIds: number[] = [];
    for (let i = 0; i < count; i++)
      quoteIds.push(await sentTestQuote(services, agent, trip.id, fifteenDays()));
    trips.push({ id: trip.id, quoteIds });
    // The list pages at one request with one quote, before the second request exists.
    if (count === 1) {
      lists.inbox = await queriesOf(inboxLoader as never, agent.user, "/agents/dashboard", {});
      lists.dashboard = await queriesOf(
        dashboardLoader as never,
        traveller,
        "/travellers/dashboard",
        {},
      );
    }
  }
}, 300_000);

afterAll(async () => {
  await database?.close();
});

const BASE = "http://triphive.test";
type AnyArgs = { request: Request; params: Record<string, string>; context: unknown };

/** The statements one loader call sends, signed in as `who`. */
async function queriesOf(
  loader: (args: never) => Promise<unknown>,
  who: AuthenticatedUser,
  path: string,
  params: Record<string, string>,
): Promise<string[]> {
  const args = (): AnyArgs => ({
    request: new Request(BASE + path),
    params,
    context: loadContextFor(() => services, who),
  });
  // Once uncounted: what a process reads once and keeps is not the page's own cost.
  await loader(args() as never);
  // In the request's memo, as the app runs every GET (server/lib/request-memo.ts).
  const { statements } = await countQueries(() => withRequestMemo(() => loader(args() as never)), {
    keep: true,
  });
  return statements;
}

/** The statements of the bigger request the smaller one lacks, for the failure's message. */
function extra(small: string[], big: string[]): string[] {
  const left = [...small];
  return big.filter((s) => {
    const at = left.indexOf(s);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

type Page = {
  name: string;
  who: () => AuthenticatedUser;
  loader: (args: never) => Promise<unknown>;
  at: (trip: { id: number; quoteIds: number[] }) => [string, Record<string, string>];
};

const pages: Page[] = [
  {
    name: "agent lead",
    who: () => agent.user,
    loader: leadLoader as never,
    at: (t) => [`/agents/dashboard/leads/${t.id}`, { tripId: String(t.id) }],
  },
  {
    name: "request landing",
    who: () => traveller,
    loader: landingLoader as never,
    at: (t) => [`/requested_trips/${t.id}`, { id: String(t.id) }],
  },
  {
    name: "quote detail",
    who: () => traveller,
    loader: quoteLoader as never,
    at: (t) => [
      `/requested_trips/${t.id}/quotes/${t.quoteIds[0]}`,
      { id: String(t.id), quoteId: String(t.quoteIds[0]) },
    ],
  },
];

describe("the marketplace pages' statements do not grow with quotes, days or hotels", () => {
  for (const page of pages) {
    it(`${page.name}: the same count for 1 quote and for 5 quotes of 15 days`, async () => {
      const runs: string[][] = [];
      for (const trip of trips) {
        const [path, params] = page.at(trip);
        runs.push(await queriesOf(page.loader, page.who(), path, params));
      }
      const [one = [], five = []] = runs;
      console.log(`${page.name}: ${one.length} / ${five.length} statements`);
      expect(five.length, extra(one, five).join("\n")).toBe(one.length);
    });
  }

  it("compare: the same count for 2 quotes and for 3 quotes of 15 days", async () => {
    const trip = trips[1] as { id: number; quoteIds: number[] };
    const runs: string[][] = [];
    for (const n of [2, 3]) {
      const ids = trip.quoteIds.slice(0, n);
      const path = `/requested_trips/${trip.id}/compare?${ids.map((id) => `quote_ids=${id}`).join("&")}`;
      runs.push(await queriesOf(compareLoader as never, traveller, path, { id: String(trip.id) }));
    }
    const [two = [], three = []] = runs;
    console.log(`compare: ${two.length} / ${three.length} statements`);
    expect(three.length, extra(two, three).join("\n")).toBe(two.length);
  });

  it("agent inbox and traveller dashboard: the same count at one request and at two with six quotes", async () => {
    const inbox = await queriesOf(inboxLoader as never, agent.user, "/agents/dashboard", {});
    const dashboard = await queriesOf(
      dashboardLoader as never,
      traveller,
      "/travellers/dashboard",
      {},
    );
    console.log(
      `inbox ${lists.inbox.length} / ${inbox.length}, dashboard ${lists.dashboard.length} / ${dashboard.length} statements`,
    );
    expect(inbox.length, extra(lists.inbox, inbox).join("\n")).toBe(lists.inbox.length);
    expect(dashboard.length, extra(lists.dashboard, dashboard).join("\n")).toBe(
      lists.dashboard.length,
    );
  });
});
