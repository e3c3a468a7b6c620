import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import { asAppError } from "../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices, TEST_SANDBOX_WEBHOOK_SECRET } from "../../testing/test-services";
import { jobs } from "../jobs/jobs.schema";
import { insertUser } from "../quotes/quotes-test-helpers";
import { NO_SANDBOX_CHAOS } from "./gateways/sandbox";
import { LEDGER_ACCOUNTS } from "./ledger";
import { paymentOrders, sandboxGatewayOrders } from "./payments.schema";
import { PAYMENT_EXPIRY_JOB } from "./payments.service";
import type { PaymentOrderView } from "./payments.types";
import {
  deliverLateSandboxCapture,
  expectLedgerBalanced,
  payInSandbox,
  redeliverSandboxWebhook,
  resolveSandboxUpi,
  sandboxWebhookBody,
} from "./payments-test-helpers";

// One live order per bookable and a bookable paid once (decision 0189); payment attempts that
// expire by a durable job, a capture arriving first winning over it (decision 0190). The clock
// is the tests': the sandbox's hosted page, the webhooks' signatures and the jobs read it.

const MINUTE = 60_000;
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let payer: AuthenticatedUser;
let other: AuthenticatedUser;
let clock = new Date("2026-12-01T04:30:00Z");
const seen: { name: string; orderId: string }[] = [];
let seq = 0;
const key = () => `once-${++seq}`;
const AGENCY = 77;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(
    database.db,
    {},
    {
      now: () => clock,
      payments: {
        gateway: "sandbox",
        // A UPI request waits longer than an order lives, so a pending order can expire.
        sandbox: {
          webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
          chaos: NO_SANDBOX_CHAOS,
          upiTimeoutMs: 120 * MINUTE,
        },
      },
    },
  ).services;
  for (const name of [
    "payment.captured",
    "payment.expired",
    "payment.duplicate_captured",
    "refund.processed",
  ] as const) {
    services.events.subscribe(name, (payload) => {
      seen.push({ name, orderId: payload.orderId });
    });
  }
  services.payments.registerBookable({
    type: "test_item",
    confirmation: async (id) => ({
      title: `Test item ${id}`,
      lines: [],
      continueUrl: `/items/${id}`,
      continueLabel: "View item",
    }),
    links: async (id) => ({ retryUrl: `/items/${id}/pay`, backUrl: "/items", backLabel: "Items" }),
  });
  payer = await insertUser(database.db, "traveller", "Payer");
  other = await insertUser(database.db, "traveller", "Other");
});

afterAll(async () => {
  await database?.close();
});

afterEach(() => expectLedgerBalanced(services));

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};

function start(bookableId: string, extra: { payerUserId?: string; amountMinor?: number } = {}) {
  const amountMinor = extra.amountMinor ?? 100_000;
  return services.payments.createOrder({
    bookableType: "test_item",
    bookableId,
    payerUserId: extra.payerUserId ?? payer.id,
    amountMinor,
    currency: "INR",
    description: "Test item",
    idempotencyKey: key(),
    // An agency's trip: the commission and the agency's held share, as quote instalments pay.
    allocations: services.payments.ledger.agencySplit({
      amountMinor,
      agencyId: AGENCY,
      commissionBps: 1_000,
    }),
    ledgerReference: `once:${bookableId}`,
  });
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "no error";
  } catch (error) {
    return asAppError(error)?.code ?? String(error);
  }
}

const runJobs = () => services.jobs.runDue(services.jobHandlers);
const order = async (id: string) => {
  const found = await services.payments.getOrder(id);
  if (!found) throw new Error(`no order ${id}`);
  return found;
};
const named = (name: string, o: Pick<PaymentOrderView, "id">) =>
  seen.filter((s) => s.name === name && s.orderId === o.id);
const held = (reference: string) =>
  services.payments.ledger.balance(LEDGER_ACCOUNTS.agentPayoutHold(AGENCY), { reference });

async function liveOrders(bookableId: string) {
  return database.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.bookableId, bookableId),
        inArray(paymentOrders.status, ["created", "pending"]),
      ),
    );
}

describe("one live order per bookable (decision 0189)", () => {
  it("concurrent starts make one order; the second tab pays the same gateway order, once", async () => {
    const starts = await Promise.all(Array.from({ length: 6 }, () => start("tabs")));
    expect(new Set(starts.map((o) => o.id)).size).toBe(1);
    expect(new Set(starts.map((o) => o.checkoutUrl)).size).toBe(1);
    expect(await liveOrders("tabs")).toHaveLength(1);
    const [first] = starts as [PaymentOrderView];
    expect((await payInSandbox(services, first, "success")).status).toBe("captured");
    // The other tab pays the same gateway order: it is paid already, nothing more happens.
    expect((await payInSandbox(services, first, "success")).capturedMinor).toBe(100_000);
    expect(named("payment.captured", first)).toHaveLength(1);
    expect(-(await held("once:tabs"))).toBe(90_000);
  });

  it("a second start answers the live order, pending included; another payer or amount is refused", async () => {
    const first = await start("reuse");
    expect((await start("reuse")).id).toBe(first.id);
    expect((await payInSandbox(services, first, "pending")).status).toBe("pending");
    const whilePending = await start("reuse");
    expect(whilePending).toMatchObject({ id: first.id, status: "pending" });
    expect(await codeOf(start("reuse", { payerUserId: other.id }))).toBe("payment_in_progress");
    expect(await codeOf(start("reuse", { amountMinor: 5_000 }))).toBe("payment_in_progress");
    expect((await resolveSandboxUpi(services, first, true)).status).toBe("captured");
    expect(await codeOf(start("reuse"))).toBe("payment_already_captured");
  });

  it("a live order past its time is expired by the next start, which makes a new order", async () => {
    const first = await start("stale");
    later(31);
    const next = await start("stale");
    expect(next.id).not.toBe(first.id);
    expect((await order(first.id)).status).toBe("expired");
    expect(named("payment.expired", first)).toHaveLength(1);
    // Its own timer, due now, finds nothing left to do.
    await runJobs();
    expect(named("payment.expired", first)).toHaveLength(1);
    expect((await order(next.id)).status).toBe("created");
  });
});

describe("payment attempts expire (decision 0190)", () => {
  it("the expiry job expires an order at its time, once; the sandbox takes no payment after it", async () => {
    const attempt = await start("abandoned");
    expect(attempt.expiresAt.getTime() - clock.getTime()).toBe(30 * MINUTE);
    later(29);
    await runJobs();
    expect((await order(attempt.id)).status).toBe("created");
    later(2);
    await runJobs();
    expect((await order(attempt.id)).status).toBe("expired");
    expect(named("payment.expired", attempt)).toHaveLength(1);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payment-expiry:${attempt.id}`));
    expect(job).toMatchObject({ name: PAYMENT_EXPIRY_JOB, outcome: "done" });
    // A rerun (a crash between the handler and "done") changes nothing.
    expect(await services.payments.expireOrder(attempt.id)).toBe(false);
    expect(named("payment.expired", attempt)).toHaveLength(1);
    // The gateway's page has expired too: paying there takes nothing and tells nobody.
    const sandbox = services.payments.sandbox;
    expect((await sandbox?.checkoutView(attempt.gatewayOrderId))?.status).toBe("expired");
    expect(
      (await sandbox?.pay(attempt.gatewayOrderId, { method: "card", outcome: "success" }))?.status,
    ).toBe("expired");
    expect(await runJobs()).toBe(0);
    expect((await order(attempt.id)).status).toBe("expired");
    const view = await services.payments.responseView(
      payer,
      { bookableType: "test_item", bookableId: "abandoned" },
      false,
    );
    expect(view).toMatchObject({ state: "expired", duplicate: false, paidTwice: [] });
  });

  it("a capture that arrives first wins: the expiry job then does nothing", async () => {
    const attempt = await start("last-minute");
    later(29);
    expect((await payInSandbox(services, attempt, "success")).status).toBe("captured");
    later(2);
    await runJobs();
    expect((await order(attempt.id)).status).toBe("captured");
    expect(await services.payments.expireOrder(attempt.id)).toBe(false);
    expect(named("payment.expired", attempt)).toHaveLength(0);
  });

  it("a pending order expires too; a late approval is still counted when nothing else paid", async () => {
    const attempt = await start("slow-upi");
    expect((await payInSandbox(services, attempt, "pending")).status).toBe("pending");
    later(31);
    await runJobs();
    expect((await order(attempt.id)).status).toBe("expired");
    const approved = await resolveSandboxUpi(services, attempt, true);
    expect(approved).toMatchObject({
      status: "captured",
      duplicateOf: null,
      capturedMinor: 100_000,
    });
    expect(named("payment.captured", attempt)).toHaveLength(1);
    expect(-(await held("once:slow-upi"))).toBe(90_000);
  });
});

describe("a bookable paid twice (decision 0189)", () => {
  it("a capture for a bookable already paid is not counted and is refunded in full, once", async () => {
    const abandoned = await start("twice");
    later(31);
    await runJobs();
    const second = await start("twice");
    await payInSandbox(services, second, "success");
    // The first tab's payment went through at the last moment; its webhook comes only now.
    const late = await deliverLateSandboxCapture(services, database.db, abandoned);
    expect(late.result).toMatchObject({ status: 200, outcomes: ["applied"] });
    const extra = await order(abandoned.id);
    expect(extra).toMatchObject({
      status: "captured",
      duplicateOf: second.id,
      capturedMinor: 100_000,
      refundedMinor: 100_000,
    });
    expect(named("payment.captured", abandoned)).toHaveLength(0);
    expect(named("payment.duplicate_captured", abandoned)).toHaveLength(1);
    expect(named("refund.processed", abandoned)).toHaveLength(1);
    const refunds = await services.payments.refundsFor(abandoned.id);
    expect(refunds.map((r) => [r.status, r.amountMinor])).toEqual([["processed", 100_000]]);
    // The agency's share and the commission count the first payment only; nothing is owed back.
    expect(-(await held("once:twice"))).toBe(90_000);
    expect(
      -(await services.payments.ledger.balance(LEDGER_ACCOUNTS.platformCommission, {
        reference: "once:twice",
      })),
    ).toBe(10_000);
    expect(await services.payments.ledger.balance(LEDGER_ACCOUNTS.duplicatePayments)).toBe(0);

    // The gateway retries the same webhook, or sends another event for the same payment.
    expect((await redeliverSandboxWebhook(services, late.rawBody)).outcomes).toEqual(["duplicate"]);
    const again = JSON.parse(late.rawBody) as { id: string };
    again.id = `${again.id}x`;
    expect((await redeliverSandboxWebhook(services, JSON.stringify(again))).outcomes).toEqual([
      "ignored",
    ]);
    await runJobs();
    expect(await services.payments.refundsFor(abandoned.id)).toHaveLength(1);
    expect(named("payment.duplicate_captured", abandoned)).toHaveLength(1);
    expect(await services.payments.refundDuplicate(abandoned.id)).toBeNull();

    // The payer reads it in plain words; the bookable stays paid.
    const view = await services.payments.responseView(
      payer,
      { bookableType: "test_item", bookableId: "twice" },
      true,
    );
    expect(view).toMatchObject({ state: "captured", duplicate: false });
    expect(view?.confirmation).not.toBeNull();
    expect(view?.paidTwice).toEqual([
      expect.objectContaining({ amountMinor: 100_000, refund: "processed" }),
    ]);
    expect(await codeOf(start("twice"))).toBe("payment_already_captured");
  });

  it("two captures of one bookable arriving at once: exactly one is counted", async () => {
    for (let round = 0; round < 3; round++) {
      const id = `race-${round}`;
      const expired = await start(id);
      later(31);
      await runJobs();
      const live = await start(id);
      const bodies = [expired, live].map((o, i) => {
        const paymentId = `pay_sbx_race${round}${i}0000000000`;
        return {
          o,
          paymentId,
          body: sandboxWebhookBody(o, "payment.captured", { payment_id: paymentId }),
        };
      });
      for (const { o, paymentId } of bodies)
        await database.db
          .update(sandboxGatewayOrders)
          .set({ status: "captured", paymentId })
          .where(eq(sandboxGatewayOrders.id, o.gatewayOrderId));
      const results = await Promise.all(
        (round % 2 ? [...bodies].reverse() : bodies).map((b) =>
          redeliverSandboxWebhook(services, b.body),
        ),
      );
      expect(results.flatMap((r) => r.outcomes)).toEqual(["applied", "applied"]);
      await runJobs();
      const after = await Promise.all([order(expired.id), order(live.id)]);
      expect(after.filter((o) => o.duplicateOf === null)).toHaveLength(1);
      const duplicate = after.find((o) => o.duplicateOf !== null);
      expect(duplicate?.refundedMinor).toBe(100_000);
      expect(-(await held(`once:${id}`))).toBe(90_000);
    }
  });
});
