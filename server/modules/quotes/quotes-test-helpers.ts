// Test fixtures for the quotes module: destinations, users and agencies in the agents
// module's tables (the generated seed has 50-odd of them; a test wants a handful it controls).
import { randomUUID } from "node:crypto";
import type { sql } from "drizzle-orm";
import { QuoteDraftInput } from "../../../common/quotes-input";
import type { AuthenticatedUser, Role } from "../../../common/roles";
import type { Db } from "../../db";
import type { Services } from "../../services";
import { users } from "../accounts/accounts.schema";
import { agentDestinations, agents } from "../agents/agents.schema";
import { destinations, exchangeRates } from "../catalog/catalog.schema";
import type { RoutingCandidate } from "../leads";

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

/** A row of the agents table, for tests whose agencies live elsewhere but need the keys. */
export async function insertAgency(
  db: Db,
  a: {
    id?: number;
    companyName: string;
    userId?: string;
    ratingTenths?: number;
    responseMinutes?: number;
  },
): Promise<{ id: number }> {
  const slug = a.companyName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [row] = await db
    .insert(agents)
    .values({
      id: a.id,
      userId: a.userId ?? null,
      encodedId: `${slug}-${randomUUID().slice(0, 6)}`,
      companyName: a.companyName,
      contactName: a.companyName,
      email: `hello@${slug}.example`,
      mobile: "+91 98470 12345",
      baseCity: "Kochi",
      about: a.companyName,
      languages: ["English"],
      foundedYear: 2015,
      verificationStatus: "verified",
      responseMinutes: a.responseMinutes ?? 60,
      ratingTenths: a.ratingTenths ?? 45,
      palette: ["#000000", "#111111", "#222222"],
    })
    .returning({ id: agents.id });
  if (!row) throw new Error("no agent");
  return row;
}

/**
 * An agency in the agents module's tables, serving these destinations, with an agent account
 * signed in to it: what routing, the quote cards and the agent's own checks read.
 */
export async function insertAgent(
  db: Db,
  a: {
    companyName: string;
    ratingTenths: number;
    responseMinutes: number;
    destinationIds: number[];
  },
): Promise<TestAgent> {
  const user = await insertUser(db, "agent", a.companyName.split(" ")[0] ?? "Agent");
  const row = await insertAgency(db, { ...a, userId: user.id });
  await db.insert(agentDestinations).values(
    a.destinationIds.map((destinationId, position) => ({
      agentId: row.id,
      destinationId,
      position,
    })),
  );
  return { ...a, agentId: row.id, userId: user.id, user };
}

/** Counts rows of a table matching a condition, for assertions. */
export async function countWhere(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * The integration tests' quote draft: two days in Kochi, one night at the Harbour View,
 * 20,000 per adult and 10,000 per child; validity and cancellation policy as a test needs them.
 */
export function kochiDraft({
  validUntil = "2026-12-31",
  cancellationPolicy = [{ daysBefore: 30, refundPercent: 90 }],
}: {
  validUntil?: string;
  cancellationPolicy?: { daysBefore: number; refundPercent: number }[];
} = {}) {
  return QuoteDraftInput.parse({
    days: [
      { cityName: "Kochi", title: "Arrive" },
      { cityName: "Kochi", title: "Depart" },
    ],
    stays: [
      { city: "Kochi", nights: 1, hotels: [{ name: "Harbour View", city: "Kochi", rating: 4 }] },
    ],
    inclusions: ["breakfast"],
    exclusions: ["flights"],
    pricePerAdult: 20_000,
    pricePerChild: 10_000,
    discount: 0,
    validUntil,
    cancellationPolicy,
  });
}

/** The agent's quote on the trip, started blank, filled with `draft` and sent: its id. */
export async function sentTestQuote(
  services: Pick<Services, "quotes" | "workflows">,
  agent: TestAgent,
  tripId: number,
  draft: QuoteDraftInput = kochiDraft(),
): Promise<number> {
  const editor = await services.quotes.startDraft(agent.user, tripId, { from: "blank" });
  await services.quotes.saveDraft(agent.user, editor.quoteId, draft);
  await services.workflows.sendQuote(agent.user, editor.quoteId);
  return editor.quoteId;
}

/** The tests' usual agency: Backwater Trails, rated 4.8, answering within the hour. */
export function insertBackwaterTrails(db: Db, destinationIds: number[]): Promise<TestAgent> {
  return insertAgent(db, {
    companyName: "Backwater Trails",
    ratingTenths: 48,
    responseMinutes: 60,
    destinationIds,
  });
}
