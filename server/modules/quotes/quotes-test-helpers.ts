// Test fixtures for the quotes module: destinations, users and an in-memory agency directory
// standing in for the agents module (swap for its seed once branch m-agents lands).
import { randomUUID } from "node:crypto";
import type { sql } from "drizzle-orm";
import type { AgentCard } from "../../../common/quotes";
import type { AuthenticatedUser, Role } from "../../../common/roles";
import type { Db } from "../../db";
import { users } from "../accounts/accounts.schema";
import { destinations, exchangeRates } from "../catalog/catalog.schema";
import type { AgentDirectory, RoutingCandidate } from "./quotes.service";

export interface TestAgent extends RoutingCandidate {
  userId: string;
  companyName: string;
  user: AuthenticatedUser;
}

export async function insertDestination(
  db: Db,
  name: string,
  type: "india" | "international",
): Promise<number> {
  const [row] = await db
    .insert(destinations)
    .values({
      slug: name.toLowerCase(),
      name,
      type,
      kind: "state",
      region: "south",
      tagline: name,
      description: name,
      bestMonths: [1],
      idealDaysMin: 4,
      idealDaysMax: 6,
      currency: "INR",
      palette: ["#000000"],
      popularity: 1,
    })
    .returning({ id: destinations.id });
  if (!row) throw new Error("no destination");
  await db
    .insert(exchangeRates)
    .values([
      { currency: "INR", perInr: 1 },
      { currency: "USD", perInr: 0.0119 },
    ])
    .onConflictDoNothing();
  return row.id;
}

export async function insertUser(
  db: Db,
  role: Role,
  firstName: string,
): Promise<AuthenticatedUser> {
  const id = randomUUID();
  const email = `${firstName.toLowerCase()}.${id.slice(0, 6)}@example.test`;
  await db
    .insert(users)
    .values({ id, name: firstName, email, role, firstName, emailVerified: true });
  return {
    id,
    sub_account_id: null,
    first_name: firstName,
    last_name: "",
    email,
    image: null,
    role,
    latest_active_trip: null,
    dashboard_url: "/",
    logged_in: true,
  };
}

/** Agencies in memory: what routing and the quote cards read. */
export function createTestAgentDirectory() {
  const agents: TestAgent[] = [];
  const card = (a: TestAgent, unmasked: boolean): AgentCard => ({
    id: a.agentId,
    encodedId: `a${a.agentId}`,
    companyName: a.companyName,
    profilePicture: "",
    displayRating: a.ratingTenths / 10,
    agentsConvertedTrips: 0,
    reviewsCount: 0,
    testimonialUrl: `/agents/a${a.agentId}`,
    email: unmasked ? `agent${a.agentId}@example.test` : "a•••@example.test",
    mobileNumber: unmasked ? "+91 9800000000" : "+91 98•••••000",
    verified: true,
    yearsInBusiness: 5,
    responseTimeHours: Math.round(a.responseMinutes / 60),
    languages: ["English"],
    destinations: [],
  });
  const directory: AgentDirectory = {
    byUserId: async (userId) => {
      const a = agents.find((x) => x.userId === userId);
      return a ? { id: a.agentId, encodedId: `a${a.agentId}`, companyName: a.companyName } : null;
    },
    cards: async (ids, opts) =>
      new Map(
        agents
          .filter((a) => ids.includes(a.agentId))
          .map((a) => [a.agentId, card(a, opts.unmaskedFor?.has(a.agentId) ?? false)]),
      ),
    routingCandidates: async (destinationIds) =>
      agents
        .filter((a) => a.destinationIds.some((id) => destinationIds.includes(id)))
        .map(({ agentId, ratingTenths, responseMinutes, destinationIds: ids }) => ({
          agentId,
          ratingTenths,
          responseMinutes,
          destinationIds: ids,
        })),
  };
  return {
    directory,
    agents,
    async add(
      db: Db,
      a: {
        companyName: string;
        ratingTenths: number;
        responseMinutes: number;
        destinationIds: number[];
      },
    ): Promise<TestAgent> {
      const user = await insertUser(db, "agent", a.companyName.split(" ")[0] ?? "Agent");
      const agent = { ...a, agentId: agents.length + 1, userId: user.id, user };
      agents.push(agent);
      return agent;
    },
  };
}

/** Counts rows of a table matching a condition, for assertions. */
export async function countWhere(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}
