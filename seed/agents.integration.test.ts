import { asc, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../server/db";
import { agentDestinations, agents, agentTestimonials, users } from "../server/db/schema";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";
import { encodedIdOf, linkDemoAgents, seedAgentsIfEmpty } from "./agents";
import { seedDemoAccounts } from "./demo-accounts";
import { DEFAULT_SEED, seedDatabase } from "./seed";

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await Promise.all([
    seedDatabase(first.db, { scale: "small" }),
    seedDatabase(second.db, { scale: "small" }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

async function dump(db: Db) {
  const strip = <T extends { createdAt?: Date }>(rows: T[]) => rows.map(({ createdAt, ...r }) => r);
  return {
    agents: strip(await db.select().from(agents).orderBy(asc(agents.id))),
    destinations: await db
      .select()
      .from(agentDestinations)
      .orderBy(asc(agentDestinations.agentId), asc(agentDestinations.position)),
    testimonials: strip(
      await db.select().from(agentTestimonials).orderBy(asc(agentTestimonials.id)),
    ),
  };
}

describe("agents seed", () => {
  it("writes the same rows into two databases, with review counts that match the rows", async () => {
    const a = await dump(first.db);
    expect(a.agents.length).toBeGreaterThanOrEqual(40);
    expect(await dump(second.db)).toEqual(a);
    const counted = await first.db
      .select({ agentId: agentTestimonials.agentId, n: sql<number>`count(*)::int` })
      .from(agentTestimonials)
      .groupBy(agentTestimonials.agentId);
    for (const agent of a.agents) {
      expect(counted.find((c) => c.agentId === agent.id)?.n).toBe(agent.reviewsCount);
    }
  });

  it("is not written twice", async () => {
    expect(await seedAgentsIfEmpty(first.db, DEFAULT_SEED)).toBe(0);
  });

  it("links the demo agent accounts to their agencies, once", async () => {
    const { services } = createTestServices(first.db);
    expect(await linkDemoAgents(first.db)).toBe(0); // no demo accounts yet: nothing to link
    await seedDemoAccounts(services.accounts);
    expect(await linkDemoAgents(first.db)).toBe(3);
    expect(await linkDemoAgents(first.db)).toBe(0);
    const rows = await first.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(users.email, "agent.%@triphive.example"));
    const byEmail = new Map(rows.map((u) => [u.email, u.id]));
    const himalaya = await services.agents.byUserId(
      byEmail.get("agent.himalaya@triphive.example") ?? "",
    );
    const kerala = await services.agents.byUserId(
      byEmail.get("agent.kerala@triphive.example") ?? "",
    );
    expect(kerala).toMatchObject({
      companyName: "Backwater Trails Kerala",
      encodedId: encodedIdOf("Backwater Trails Kerala"),
    });
    expect(himalaya?.companyName).toBe("Himalayan Escapes");
  });
});
