import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { insertUser } from "../modules/quotes/quotes-test-helpers";
import { signedInUser } from "../testing/signed-in";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import {
  errorCode,
  insertMoneyCast,
  MONEY_CLOCK,
  type MoneyWorld,
  paidDeposit,
} from "./money-test-helpers";

// Admin's pages (issue 29 §6, decisions 0229, 0230): staff accounts, roles, disabling, agencies'
// suspension and commission. Run with the session cache on, so a change that forgot to forget
// the user shows as a stale session.

let world: MoneyWorld &
  Awaited<ReturnType<typeof insertMoneyCast>> & {
    database: Awaited<ReturnType<typeof createTestDatabase>>;
  };
let app: ReturnType<typeof createTestApp>;
let admin: AuthenticatedUser;
let ops: AuthenticatedUser;

async function signIn(email: string, password: string) {
  return app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

beforeAll(async () => {
  const database = await createTestDatabase();
  const { services } = createTestServices(
    database.db,
    {},
    { now: () => MONEY_CLOCK, sessionCacheTtlMs: 60_000 },
  );
  world = {
    database,
    db: database.db,
    services,
    ...(await insertMoneyCast(database.db, "kerala")),
  };
  app = createTestApp(database, services);
  admin = await insertUser(database.db, "admin", "Asha");
  ops = world.ops;
});
afterAll(async () => {
  await world.database.close();
});

describe("staff accounts", () => {
  it("lets admin make an ops account whose shown password signs in, and audits it", async () => {
    const made = await world.services.admin.createStaffAccount(admin, {
      name: "Neha Ops",
      email: `neha.${Date.now()}@ops.example`,
      role: "ops",
    });
    expect(made.generatedPassword).toBeTruthy();
    expect((await signIn(made.email, made.generatedPassword as string)).status).toBe(200);
    const log = await world.services.operations.adminLog({ subjectType: "user" });
    expect(log[0]).toMatchObject({ action: "user.create", subjectId: made.userId });
  });

  it("changes a signed-in member's role at once, the session cache forgetting them", async () => {
    const member = await signedInUser(app, world.services, "dialer", "role");
    expect(member.user.role).toBe("dialer");
    await world.services.admin.changeRole(admin, { userId: member.user.id, role: "ops" });
    const now = await world.services.accounts.currentUser(new Headers({ cookie: member.cookie }));
    expect(now?.role).toBe("ops");
    const log = await world.services.operations.adminLog({ subjectType: "user" });
    expect(log[0]).toMatchObject({ action: "user.role", subjectId: member.user.id });
  });

  it("disables an account: its session ends and sign-in is refused until it is enabled", async () => {
    const member = await signedInUser(app, world.services, "ops", "disable");
    await world.services.admin.setDisabled(admin, { userId: member.user.id }, true);
    expect(
      await world.services.accounts.currentUser(new Headers({ cookie: member.cookie })),
    ).toBeNull();
    const refused = await signIn(member.user.email, "Vembanad#Lake9");
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { errors: { code: string }[] };
    expect(body.errors[0]?.code).toBe("account_disabled");
    await world.services.admin.setDisabled(admin, { userId: member.user.id }, false);
    expect((await signIn(member.user.email, "Vembanad#Lake9")).status).toBe(200);
    const actions = (await world.services.operations.adminLog({ subjectType: "user" })).map(
      (e) => e.action,
    );
    expect(actions.slice(0, 2)).toEqual(["user.enable", "user.disable"]);
  });

  it("refuses a traveller's or an agent's role change, and admin's change of their own account", async () => {
    const traveller = await insertUser(world.database.db, "traveller", "Vikram");
    expect(
      await errorCode(
        world.services.admin.changeRole(admin, { userId: traveller.id, role: "admin" }),
      ),
    ).toBe("role_not_staff");
    expect(
      await errorCode(world.services.admin.changeRole(admin, { userId: admin.id, role: "ops" })),
    ).toBe("own_account");
    expect(
      await errorCode(world.services.admin.setDisabled(admin, { userId: admin.id }, true)),
    ).toBe("own_account");
    expect(
      await errorCode(
        world.services.admin.changeRole(admin, { userId: ops.id, role: "traveller" }),
      ),
    ).toBe("invalid_input");
  });

  it("refuses ops every admin action", async () => {
    const a = world.services.admin;
    const agencyId = world.agent.agentId;
    for (const attempt of [
      a.createStaffAccount(ops, { name: "X Y", email: "x@ops.example", role: "admin" }),
      a.changeRole(ops, { userId: admin.id, role: "ops" }),
      a.setDisabled(ops, { userId: admin.id }, true),
      a.approveAgency(ops, { agencyId }),
      a.suspendAgency(ops, { agencyId, reason: "no reason at all" }),
      a.reinstateAgency(ops, { agencyId }),
      a.setCommission(ops, { agencyId, percent: "5" }),
    ])
      expect(await errorCode(attempt)).toBe("forbidden");
    expect(await world.services.agents.admin.commissionBpsOf(agencyId)).toBe(1_000);
  });
});

describe("agencies", () => {
  it("takes the commission admin sets on the next payment, and audits the change", async () => {
    const { agent } = world;
    expect(
      await errorCode(
        world.services.admin.setCommission(admin, { agencyId: agent.agentId, percent: "60" }),
      ),
    ).toBe("invalid_input");
    await world.services.admin.setCommission(admin, { agencyId: agent.agentId, percent: "12.5" });
    const paid = await paidDeposit(world, agent, "Commission");
    const payout = await world.services.money.payoutOf(agent.agentId, paid.quoteId, "INR");
    const amount = paid.order.amountMinor;
    expect(payout.heldMinor).toBe(amount - Math.floor((amount * 1_250 + 5_000) / 10_000));
    const log = await world.services.operations.adminLog({ subjectType: "agency" });
    expect(log[0]).toMatchObject({
      action: "agency.commission",
      summary: `Commission of ${agent.companyName}: 10 % → 12.5 %`,
    });
  });

  it("gives a suspended agency no new lead and refuses its quotes, until reinstated", async () => {
    const { otherAgent } = world;
    const kerala = (await world.services.agents.routingCandidates(otherAgent.destinationIds)).map(
      (c) => c.agentId,
    );
    expect(kerala).toContain(otherAgent.agentId);
    expect(
      await errorCode(
        world.services.admin.suspendAgency(admin, { agencyId: otherAgent.agentId, reason: "x" }),
      ),
    ).toBe("invalid_input");
    await world.services.admin.suspendAgency(admin, {
      agencyId: otherAgent.agentId,
      reason: "Unpaid GST notices",
    });
    const after = (await world.services.agents.routingCandidates(otherAgent.destinationIds)).map(
      (c) => c.agentId,
    );
    expect(after).not.toContain(otherAgent.agentId);
    expect(await errorCode(world.services.workflows.sendQuote(otherAgent.user, 1))).toBe(
      "agency_suspended",
    );
    expect(
      await errorCode(
        world.services.admin.suspendAgency(admin, {
          agencyId: otherAgent.agentId,
          reason: "Twice over",
        }),
      ),
    ).toBe("agency_suspended");
    await world.services.admin.reinstateAgency(admin, { agencyId: otherAgent.agentId });
    const back = (await world.services.agents.routingCandidates(otherAgent.destinationIds)).map(
      (c) => c.agentId,
    );
    expect(back).toContain(otherAgent.agentId);
    const actions = (await world.services.operations.adminLog({ subjectType: "agency" })).map(
      (e) => e.action,
    );
    expect(actions.slice(0, 2)).toEqual(["agency.reinstate", "agency.suspend"]);
  });
});
