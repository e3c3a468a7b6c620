import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as payoutsAction, loader as payoutsLoader } from "../../app/routes/admin/payouts";
import { NotificationsQuery } from "../../common/notification-queries";
import { AgencyPaymentsQuery, ReleasePayoutInput, StaffPayoutsQuery } from "../../common/payouts";
import type { AuthenticatedUser } from "../../common/roles";
import { createApp } from "../app";
import { expectLedgerBalanced } from "../modules/payments/payments-test-helpers";
import type { TestAgent } from "../modules/quotes/quotes-test-helpers";
import { silentLogger } from "../testing/silent-logger";
import type { TestDatabase } from "../testing/test-database";
import type { createTestServices } from "../testing/test-services";
import { errorCode, openMoneyWorld, paidDeposit } from "./money-test-helpers";

// Agency payouts (decision 0102) on a real migrated database: staff release a held payout with
// a reason (once; the same key again is a replay; non-staff refused), staff and agency views
// read the ledger, an agency sees only its own quotes, and totals hold after a refund.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let ops: AuthenticatedUser;
let agent: TestAgent;
let otherAgent: TestAgent;
const world = () => ({ db: database.db, services });

const reason = (text: string) => ReleasePayoutInput.parse({ reason: text });
const all = AgencyPaymentsQuery.parse({});

beforeAll(async () => {
  ({ database, services, agent, otherAgent, ops } = await openMoneyWorld("kerala"));
});

afterEach(() => expectLedgerBalanced(services));
afterAll(async () => {
  await database?.close();
});

describe("staff release of a held payout", () => {
  it("moves the held share to released in one balanced journal, records the reason and tells the agency", async () => {
    const { quoteId, order } = await paidDeposit(world(), agent, "Asha");
    const share = order.capturedMinor - Math.round(order.capturedMinor / 10);
    expect(await services.money.payoutOf(agent.agentId, quoteId, "INR")).toEqual({
      heldMinor: share,
      releasedMinor: 0,
    });
    const before = await services.payments.ledger.journalsFor(`quote:${quoteId}`);

    const released = await services.money.releasePayout(
      ops,
      quoteId,
      reason("Supplier confirmed the houseboat directly"),
    );
    expect(released).toMatchObject({ releasedMinor: share, currency: "INR", replayed: false });
    expect(await services.money.payoutOf(agent.agentId, quoteId, "INR")).toEqual({
      heldMinor: 0,
      releasedMinor: share,
    });
    const lines = (await services.payments.ledger.journalsFor(`quote:${quoteId}`)).slice(
      before.length,
    );
    expect(lines.map((l) => [l.kind, l.account, l.amountMinor])).toEqual([
      ["payout_release", `agent_payout_hold:${agent.agentId}`, share],
      ["payout_release", `agent_payable:${agent.agentId}`, -share],
    ]);
    expect(lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(0);
    expect(lines[0]?.memo).toBe("Supplier confirmed the houseboat directly");

    // The staff page and the agency's page both show it released, with when and why.
    const staff = await services.money.staffPayouts(
      ops,
      StaffPayoutsQuery.parse({ status: "released" }),
    );
    const row = staff.rows.find((r) => r.quoteId === quoteId);
    expect(row).toMatchObject({ state: "released", heldMinor: 0, releasedMinor: share });
    expect(row?.releases).toEqual([
      expect.objectContaining({
        by: "staff",
        amountMinor: share,
        reason: "Supplier confirmed the houseboat directly",
      }),
    ]);
    const mine = await services.money.agencyPayments(agent.user, all);
    expect(mine.quotes.find((q) => q.quoteId === quoteId)).toMatchObject({
      state: "released",
      releasedMinor: share,
      releases: [expect.objectContaining({ by: "staff" })],
    });

    // The agency's login is notified, with the amount and the reason.
    const inbox = await services.notifications.list(agent.user, NotificationsQuery.parse({}));
    const note = inbox.notifications.find((n) => n.notificationSubCategory === "payout_released");
    expect(note?.message).toContain("Supplier confirmed the houseboat directly");
    expect(note?.message).toContain("Triphive released your payout");
  });

  it("refuses a second release, and answers the first again for the same idempotency key", async () => {
    const { quoteId } = await paidDeposit(world(), agent, "Meera");
    const first = await services.money.releasePayout(
      ops,
      quoteId,
      reason("Vouchers sent by mail"),
      "key-meera-1",
    );
    expect(first.releasedMinor).toBeGreaterThan(0);
    const journals = (await services.payments.ledger.journalsFor(`quote:${quoteId}`)).length;
    // The same form sent twice (a double click, a retry): nothing moves, the first is answered.
    const again = await services.money.releasePayout(
      ops,
      quoteId,
      reason("Vouchers sent by mail"),
      "key-meera-1",
    );
    expect(again).toMatchObject({ releasedMinor: first.releasedMinor, replayed: true });
    // Another release: nothing is held any more.
    expect(
      await errorCode(services.money.releasePayout(ops, quoteId, reason("again"), "key-meera-2")),
    ).toBe("payout_already_released");
    expect(await errorCode(services.money.releasePayout(ops, quoteId, reason("again")))).toBe(
      "payout_already_released",
    );
    // Concurrent releases of a fresh hold: exactly one moves the money.
    const { quoteId: q2 } = await paidDeposit(world(), agent, "Nila");
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((i) => services.money.releasePayout(ops, q2, reason("race"), `race-${i}`)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await services.payments.ledger.journalsFor(`quote:${quoteId}`)).length).toBe(journals);
    // A quote without an invoice has no payout.
    expect(await errorCode(services.money.releasePayout(ops, 999_999, reason("nothing")))).toBe(
      "payout_not_found",
    );
  });

  it("refuses travellers and agents, and a trip refunded beyond its hold", async () => {
    const { traveller, tripId, quoteId } = await paidDeposit(world(), agent, "Ravi", 100);
    expect(await errorCode(services.money.releasePayout(traveller, quoteId, reason("mine")))).toBe(
      "staff_only",
    );
    expect(await errorCode(services.money.releasePayout(agent.user, quoteId, reason("mine")))).toBe(
      "staff_only",
    );
    expect(
      await errorCode(services.money.staffPayouts(agent.user, StaffPayoutsQuery.parse({}))),
    ).toBe("staff_only");
    expect(await services.money.payoutOf(agent.agentId, quoteId, "INR")).toMatchObject({
      releasedMinor: 0,
    });
    // Cancelled 57 days out with a 100% refund: the whole hold goes back to the traveller.
    await services.money.cancelBooking(traveller, tripId, quoteId, "Plans changed");
    await services.jobs.runDue(services.jobHandlers);
    expect(
      await errorCode(services.money.releasePayout(ops, quoteId, reason("pay them anyway"))),
    ).toBe("payout_refunded");
  });
});

describe("the agency's payments", () => {
  it("lists only the agent's own agency, refuses travellers, and filters by payout state", async () => {
    const own = await paidDeposit(world(), agent, "Priya");
    const theirs = await paidDeposit(world(), otherAgent, "Arjun");
    const mine = await services.money.agencyPayments(agent.user, all);
    const ids = mine.quotes.map((q) => q.quoteId);
    expect(ids).toContain(own.quoteId);
    expect(ids).not.toContain(theirs.quoteId);
    const other = await services.money.agencyPayments(otherAgent.user, all);
    expect(other.quotes.map((q) => q.quoteId)).toEqual([theirs.quoteId]);
    expect(await errorCode(services.money.agencyPayments(own.traveller, all))).toBe("agents_only");
    expect(await errorCode(services.money.agencyPayments(ops, all))).toBe("agents_only");

    const row = mine.quotes.find((q) => q.quoteId === own.quoteId);
    expect(row).toMatchObject({ state: "held", receivedMinor: own.order.capturedMinor });
    expect(row?.payments).toEqual([
      expect.objectContaining({
        status: "captured",
        instalment: "Deposit (30%)",
        amountMinor: own.order.amountMinor,
      }),
    ]);
    const held = await services.money.agencyPayments(
      agent.user,
      AgencyPaymentsQuery.parse({ status: "held" }),
    );
    expect(held.quotes.every((q) => q.state === "held")).toBe(true);
    expect(held.total).toBe(mine.counts.held);
  });

  it("keeps totals true after a refund: received − refunded = commission + held + released", async () => {
    const { traveller, tripId, quoteId, order } = await paidDeposit(
      world(),
      otherAgent,
      "Kavya",
      90,
    );
    await services.money.cancelBooking(traveller, tripId, quoteId, "Illness");
    await services.jobs.runDue(services.jobHandlers);
    const page = await services.money.agencyPayments(otherAgent.user, all);
    const row = page.quotes.find((q) => q.quoteId === quoteId);
    const refund = Math.floor((order.capturedMinor * 90) / 100);
    expect(row).toMatchObject({
      receivedMinor: order.capturedMinor,
      refundedMinor: refund,
      invoiceStatus: "cancelled",
    });
    expect(row?.payments[0]?.refunds).toEqual([
      expect.objectContaining({ amountMinor: refund, status: "processed" }),
    ]);
    const inr = page.totals.find((t) => t.currency === "INR");
    expect(inr).toBeDefined();
    if (!inr) return;
    expect(inr.receivedMinor - inr.refundedMinor).toBe(
      inr.commissionMinor + inr.heldMinor + inr.releasedMinor,
    );
    const kept = order.capturedMinor - refund;
    expect(row ? row.commissionMinor + row.heldMinor + row.releasedMinor : 0).toBe(kept);
    // What is left held after the refund (the agency's share of the cancellation charge) is
    // staff's to release.
    expect(row?.state).toBe("held");
    const released = await services.money.releasePayout(
      ops,
      quoteId,
      reason("Cancellation charge share"),
    );
    expect(released.releasedMinor).toBe(row?.heldMinor);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the route's generated argument types are not needed here
type Args = any;
const pageContext = (user: AuthenticatedUser) => ({
  services,
  currentUser: async () => user,
  requestId: "test",
  logger: console,
});

async function postRelease(user: AuthenticatedUser, fields: Record<string, string>) {
  const request = new Request("http://t/admin/payouts?status=held", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    return await payoutsAction({ request, params: {}, context: pageContext(user) } as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the /admin/payouts form", () => {
  it("releases with a reason through a plain post, answers a redirect with the flash, and shows refusals", async () => {
    const { quoteId } = await paidDeposit(world(), agent, "Divya");
    const token = "0b5f938a-1111-4222-8333-944445555666";
    // No reason: the row's message, nothing moves.
    const missing = (await postRelease(ops, {
      intent: "release",
      quoteId: String(quoteId),
      reason: "",
    })) as {
      data: { error: string };
      init: { status: number };
    };
    expect(missing.init.status).toBe(400);
    expect(missing.data.error).toMatch(/Say why/);
    const fields = {
      intent: "release",
      quoteId: String(quoteId),
      reason: "Paid the hotel directly",
      form_token: token,
    };
    const done = await postRelease(ops, fields);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe("/admin/payouts?status=held");
    expect((done as Response).headers.get("Set-Cookie")).toContain("triphive.flash=payoutReleased");
    // The same form again (double click): the first release answered, nothing refused.
    expect(((await postRelease(ops, fields)) as Response).status).toBe(302);
    // Another form: refused on the row with the reason why.
    const again = (await postRelease(ops, { ...fields, form_token: `${token.slice(0, -1)}7` })) as {
      data: { quoteId: number; error: string };
      init: { status: number };
    };
    expect(again.init.status).toBe(409);
    expect(again.data).toMatchObject({
      quoteId,
      error: expect.stringMatching(/already been released/),
    });
    // Agents and travellers get the staff pages' 404.
    const refused = await postRelease(agent.user, fields).catch((e) => e);
    expect((refused as { init?: { status: number } }).init?.status).toBe(404);
    const page = await payoutsLoader({
      request: new Request("http://t/admin/payouts?status=released"),
      params: {},
      context: pageContext(ops),
    } as Args);
    const rows = (page as { data: { payouts: { rows: { quoteId: number }[] } } }).data.payouts.rows;
    expect(rows.map((r) => r.quoteId)).toContain(quoteId);
  });
});

describe("the payouts JSON API", () => {
  it("lists and releases for staff, idempotent on Idempotency-Key, refusing others with the house errors", async () => {
    const app = createApp({
      config: { isProduction: true, API_KEYS: [] } as never,
      database,
      services,
      logger: silentLogger,
    });
    const call = (method: string, path: string, cookie: string, body?: unknown, key?: string) =>
      app.request(path, {
        method,
        headers: {
          "content-type": "application/json",
          cookie,
          ...(key ? { "idempotency-key": key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signedIn = async (role: "traveller" | "ops") => {
      const email = `payouts.${role}.${Date.now()}@test.example`;
      await services.accounts.createVerifiedUser({
        name: "Test Person",
        email,
        password: "Chilika#Lagoon7",
        role,
      });
      const res = await call("POST", "/browsing/v1/users/sign_in", "", {
        email,
        password: "Chilika#Lagoon7",
      });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    };
    const { quoteId } = await paidDeposit(world(), agent, "Farah");
    const staff = await signedIn("ops");
    const traveller = await signedIn("traveller");
    const path = `/admin/v1/payouts/${quoteId}/release`;

    const list = await call("GET", "/admin/v1/payouts?status=held", staff);
    expect(list.status).toBe(200);
    const page = (await list.json()) as { rows: { quoteId: number; state: string }[] };
    expect(page.rows).toContainEqual(expect.objectContaining({ quoteId, state: "held" }));
    // The API reads its query strictly (the page falls back instead): an unknown state is a 400.
    expect((await call("GET", "/admin/v1/payouts?status=lost", staff)).status).toBe(400);

    expect((await call("POST", path, "", { reason: "no session" })).status).toBe(401);
    const stranger = await call("POST", path, traveller, { reason: "let me" });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      "staff_only",
    );
    expect((await call("GET", "/agents/v2/payments", traveller)).status).toBe(403);
    expect((await call("POST", path, staff, { reason: "" })).status).toBe(400);

    const first = await call(
      "POST",
      path,
      staff,
      { reason: "Vouchers by courier" },
      "api-key-0001",
    );
    expect(first.status).toBe(200);
    const released = (await first.json()) as { releasedMinor: number; replayed: boolean };
    expect(released.releasedMinor).toBeGreaterThan(0);
    const again = await call(
      "POST",
      path,
      staff,
      { reason: "Vouchers by courier" },
      "api-key-0001",
    );
    expect(await again.json()).toMatchObject({
      releasedMinor: released.releasedMinor,
      replayed: true,
    });
    const other = await call("POST", path, staff, { reason: "once more" }, "api-key-0002");
    expect(other.status).toBe(409);
    expect(((await other.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      "payout_already_released",
    );
    expect(
      (await call("POST", "/admin/v1/payouts/2147483647/release", staff, { reason: "none" }))
        .status,
    ).toBe(404);
  });
});
