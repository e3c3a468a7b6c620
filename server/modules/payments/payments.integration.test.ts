import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentResponseUrl } from "../../../common/payments";
import type { AuthenticatedUser } from "../../../common/roles";
import { asAppError } from "../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices, TEST_SANDBOX_WEBHOOK_SECRET } from "../../testing/test-services";
import { insertUser } from "../quotes/quotes-test-helpers";
import {
  SANDBOX_EVENT_ID_HEADER,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxWebhook,
} from "./gateways/signatures";
import { LEDGER_ACCOUNTS } from "./ledger";
import { ledgerJournals, paymentWebhookEvents } from "./payments.schema";
import {
  expectLedgerBalanced,
  payInSandbox,
  resolveSandboxUpi,
  sandboxWebhookBody,
} from "./payments-test-helpers";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let payer: AuthenticatedUser;
let stranger: AuthenticatedUser;
const seen: { name: string; payload: Record<string, unknown> }[] = [];
let seq = 0;
const key = () => `key-${++seq}-${Math.random().toString(36).slice(2)}`;
let nextBookable = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database.db).services;
  for (const name of [
    "payment.pending",
    "payment.captured",
    "payment.failed",
    "refund.pending",
    "refund.processed",
    "refund.failed",
  ] as const) {
    services.events.subscribe(name, (payload) => {
      seen.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
  services.payments.registerBookable({
    type: "test_item",
    confirmation: async (id, user) =>
      user.id === payer.id
        ? {
            title: `Test item ${id}`,
            lines: [{ label: "Reference", value: `T-${id}` }],
            continueUrl: `/items/${id}`,
            continueLabel: "View item",
          }
        : null,
    links: async (id, user) =>
      user.id === payer.id
        ? { retryUrl: `/items/${id}/pay`, backUrl: "/items", backLabel: "Your items" }
        : null,
  });
  payer = await insertUser(database.db, "traveller", "Payer");
  stranger = await insertUser(database.db, "traveller", "Stranger");
});

afterAll(async () => {
  await database?.close();
});

// The ledger's invariant holds after every case, whatever the case did.
afterEach(() => expectLedgerBalanced(services));

async function newOrder(
  amountMinor = 125_000,
  extra: Partial<Parameters<typeof services.payments.createOrder>[0]> = {},
) {
  return services.payments.createOrder({
    bookableType: "test_item",
    bookableId: nextBookable++,
    payerUserId: payer.id,
    amountMinor,
    currency: "INR",
    description: "Test item",
    idempotencyKey: key(),
    ...extra,
  });
}

const webhookBody = sandboxWebhookBody;

function signed(rawBody: string, opts: { secret?: string; at?: number; eventId?: string } = {}) {
  const at = opts.at ?? Math.floor(Date.now() / 1000);
  const id = opts.eventId ?? (JSON.parse(rawBody) as { id: string }).id;
  return new Headers({
    "Content-Type": "application/json",
    [SANDBOX_EVENT_ID_HEADER]: id,
    [SANDBOX_TIMESTAMP_HEADER]: String(at),
    [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(
      opts.secret ?? TEST_SANDBOX_WEBHOOK_SECRET,
      at,
      rawBody,
    ),
  });
}

async function journalsOf(reference: string, kind?: string) {
  const rows = await database.db
    .select()
    .from(ledgerJournals)
    .where(eq(ledgerJournals.reference, reference));
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

function codeOf(error: unknown): string | undefined {
  return asAppError(error)?.code;
}

describe("orders", () => {
  it("creates an order for the server's amount, replays the same key, refuses it for another body", async () => {
    const idempotencyKey = key();
    const input = {
      bookableType: "test_item",
      bookableId: "key-test",
      payerUserId: payer.id,
      amountMinor: 50_000,
      currency: "INR" as const,
      description: "Deposit",
      idempotencyKey,
    };
    const first = await services.payments.createOrder(input);
    expect(first).toMatchObject({ status: "created", amountMinor: 50_000, gateway: "sandbox" });
    expect(first.id).toMatch(/^pord_[a-f0-9]{20}$/);
    expect(first.checkoutUrl).toBe(`/payments/sandbox/checkout/${first.gatewayOrderId}`);
    const again = await services.payments.createOrder(input);
    expect(again.id).toBe(first.id);
    await expect(services.payments.createOrder({ ...input, amountMinor: 1 })).rejects.toSatisfy(
      (e) => codeOf(e) === "payment_key_reused",
    );
    // Concurrent first requests with one key make one order.
    const concurrentKey = key();
    const orders = await Promise.all(
      Array.from({ length: 5 }, () =>
        services.payments.createOrder({
          ...input,
          bookableId: "key-race",
          idempotencyKey: concurrentKey,
        }),
      ),
    );
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
  });

  it("refuses bad amounts, unknown bookable types and unbalanced allocations", async () => {
    for (const amountMinor of [0, -5, 10.5, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(newOrder(amountMinor)).rejects.toSatisfy((e) => codeOf(e) === "invalid_payment");
    }
    await expect(newOrder(1000, { bookableType: "nope" })).rejects.toSatisfy(
      (e) => codeOf(e) === "unknown_bookable_type",
    );
    await expect(
      newOrder(1000, {
        allocations: [{ account: LEDGER_ACCOUNTS.platformRevenue, amountMinor: 999 }],
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === "invalid_payment");
  });

  it("a captured bookable cannot be paid again; a failed one can", async () => {
    const failed = await newOrder(10_000, { bookableId: "again" });
    expect((await payInSandbox(services, failed, "failure")).status).toBe("failed");
    const retry = await newOrder(10_000, { bookableId: "again" });
    expect((await payInSandbox(services, retry, "success")).status).toBe("captured");
    await expect(newOrder(10_000, { bookableId: "again" })).rejects.toSatisfy(
      (e) => codeOf(e) === "payment_already_captured",
    );
  });
});

describe("sandbox payments end to end (webhooks through the jobs module)", () => {
  it("success captures, posts capture and allocation, publishes payment.captured once", async () => {
    const order = await newOrder(200_000, {
      allocations: services.payments.ledger.agencySplit({
        amountMinor: 200_000,
        agencyId: 7,
        commissionBps: 1_250,
      }),
      ledgerReference: "quote:991",
    });
    seen.length = 0;
    const after = await payInSandbox(services, order, "success");
    expect(after).toMatchObject({ status: "captured", capturedMinor: 200_000, method: "card" });
    expect(seen.map((s) => s.name)).toEqual(["payment.captured"]);
    expect(seen[0]?.payload).toMatchObject({ orderId: order.id, bookableType: "test_item" });
    const ledger = services.payments.ledger;
    expect(await ledger.balance("gateway", { reference: "quote:991" })).toBe(200_000);
    expect(await ledger.balance("traveller_clearing", { reference: "quote:991" })).toBe(0);
    expect(await ledger.balance("platform_commission", { reference: "quote:991" })).toBe(-25_000);
    expect(await ledger.balance("agent_payout_hold:7", { reference: "quote:991" })).toBe(-175_000);
    // Vouchers uploaded: the hold moves to payable, once.
    const [a, b] = await Promise.all([
      ledger.releasePayout({ agencyId: 7, reference: "quote:991", currency: "INR" }),
      ledger.releasePayout({ agencyId: 7, reference: "quote:991", currency: "INR" }),
    ]);
    expect((a?.releasedMinor ?? 0) + (b?.releasedMinor ?? 0)).toBe(175_000);
    expect(await ledger.balance("agent_payout_hold:7", { reference: "quote:991" })).toBe(0);
    expect(await ledger.balance("agent_payable:7", { reference: "quote:991" })).toBe(-175_000);
  });

  it("failure fails with the bank's reason; nothing reaches the ledger", async () => {
    const order = await newOrder();
    const after = await payInSandbox(services, order, "failure", "netbanking");
    expect(after).toMatchObject({ status: "failed", method: "netbanking" });
    expect(after.failureReason).toMatch(/bank/);
    expect(await journalsOf(after.ledgerReference)).toEqual([]);
  });

  it("a pending UPI payment is pending, then captured on approval", async () => {
    const order = await newOrder();
    seen.length = 0;
    expect((await payInSandbox(services, order, "pending")).status).toBe("pending");
    expect((await resolveSandboxUpi(services, order, true)).status).toBe("captured");
    expect(seen.map((s) => s.name)).toEqual(["payment.pending", "payment.captured"]);
  });

  it("a pending UPI payment fails when declined, or when its timer runs out", async () => {
    const declined = await newOrder();
    await payInSandbox(services, declined, "pending");
    expect((await resolveSandboxUpi(services, declined, false)).status).toBe("failed");

    let clock = Date.now();
    const timed = createTestServices(database.db, {}, { now: () => new Date(clock) }).services;
    timed.payments.registerBookable({
      type: "test_item",
      confirmation: async () => null,
      links: async () => null,
    });
    const order = await timed.payments.createOrder({
      bookableType: "test_item",
      bookableId: "upi-timer",
      payerUserId: payer.id,
      amountMinor: 5_000,
      currency: "INR",
      description: "UPI timer",
      idempotencyKey: key(),
    });
    await payInSandbox(timed, order, "pending");
    clock += 6 * 60_000;
    await timed.jobs.runDue(timed.jobHandlers);
    const after = await timed.payments.getOrder(order.id);
    expect(after?.status).toBe("failed");
    expect(after?.failureReason).toMatch(/expired/);
  });

  it("chaos: duplicated, delayed and out-of-order deliveries still end in one capture", async () => {
    let clock = Date.now();
    const chaotic = createTestServices(
      database.db,
      {},
      {
        now: () => new Date(clock),
        payments: {
          gateway: "sandbox",
          sandbox: {
            webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
            chaos: {
              duplicateRate: 1,
              maxCopies: 3,
              maxDelayMs: 5_000,
              seed: 42,
              refundOutcome: "processed",
            },
          },
        },
      },
    ).services;
    chaotic.payments.registerBookable({
      type: "test_item",
      confirmation: async () => null,
      links: async () => null,
    });
    const order = await chaotic.payments.createOrder({
      bookableType: "test_item",
      bookableId: "chaos",
      payerUserId: payer.id,
      amountMinor: 77_700,
      currency: "INR",
      description: "Chaos",
      idempotencyKey: key(),
    });
    // UPI pending then approved: pending's copies may land after captured's.
    await chaotic.payments.sandbox?.pay(order.gatewayOrderId, {
      method: "upi",
      outcome: "pending",
    });
    await chaotic.payments.sandbox?.resolveUpi(order.gatewayOrderId, true);
    clock += 10_000;
    await chaotic.jobs.runDue(chaotic.jobHandlers);
    const after = await chaotic.payments.getOrder(order.id);
    expect(after?.status).toBe("captured");
    expect(await journalsOf(after?.ledgerReference ?? "", "capture")).toHaveLength(1);
    const received = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(
        sql`${paymentWebhookEvents.orderId} = (select id from payment_orders where public_id = ${order.id})`,
      );
    // Two events (pending, captured), each remembered once however many copies came.
    expect(received).toHaveLength(2);
  });
});

describe("webhooks", () => {
  it("a webhook delivered 3 times concurrently and in shuffled order makes exactly one ledger entry", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await newOrder(90_000 + round);
      const pending = webhookBody(order, "payment.pending", { method: "upi" });
      const captured = webhookBody(order, "payment.captured", { method: "upi" });
      const deliveries = [pending, captured, captured, captured, pending];
      // A different shuffle each round (deterministic).
      const shuffled = deliveries
        .map((body, i) => ({ body, k: (i * 7 + round * 3) % 5 }))
        .sort((a, b) => a.k - b.k)
        .map((d) => d.body);
      seen.length = 0;
      const results = await Promise.all(
        shuffled.map((body) => services.payments.handleWebhook("sandbox", body, signed(body))),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const applied = results.flatMap((r) => r.outcomes).filter((o) => o === "applied");
      // captured always applies; pending applies only if it came first.
      expect(applied.length).toBeGreaterThanOrEqual(1);
      const after = await services.payments.getOrder(order.id);
      expect(after?.status).toBe("captured");
      expect(await journalsOf(order.ledgerReference, "capture")).toHaveLength(1);
      expect(await journalsOf(order.ledgerReference, "allocation")).toHaveLength(1);
      expect(seen.filter((s) => s.name === "payment.captured")).toHaveLength(1);
    }
  });

  it("a late failure after the capture answers 200 and changes nothing", async () => {
    const order = await newOrder();
    const captured = webhookBody(order, "payment.captured");
    expect(
      (await services.payments.handleWebhook("sandbox", captured, signed(captured))).status,
    ).toBe(200);
    const failed = webhookBody(order, "payment.failed", { failure_reason: "late" });
    const result = await services.payments.handleWebhook("sandbox", failed, signed(failed));
    expect(result).toMatchObject({ status: 200, outcomes: ["ignored"] });
    expect((await services.payments.getOrder(order.id))?.status).toBe("captured");
  });

  it("an event for an unknown order, or with another amount, answers 200 and is ignored", async () => {
    const order = await newOrder(40_000);
    const unknown = JSON.parse(webhookBody(order, "payment.captured")) as {
      data: { order_id: string };
    };
    unknown.data.order_id = "order_sbx_nobodyknowsthis";
    const raw = JSON.stringify(unknown);
    expect((await services.payments.handleWebhook("sandbox", raw, signed(raw))).outcomes).toEqual([
      "ignored",
    ]);
    // A forged-looking amount (signed, but not what the order asked): not captured.
    const tampered = webhookBody(order, "payment.captured", { amount: 100 });
    expect(
      (await services.payments.handleWebhook("sandbox", tampered, signed(tampered))).outcomes,
    ).toEqual(["ignored"]);
    expect((await services.payments.getOrder(order.id))?.status).toBe("created");
  });

  describe("refuses 100% of forged or stale signatures", async () => {
    const now = () => Math.floor(Date.now() / 1000);
    const cases: [string, (body: string) => { body: string; headers: Headers }][] = [
      [
        "no signature header",
        (body) => {
          const headers = signed(body);
          headers.delete(SANDBOX_SIGNATURE_HEADER);
          return { body, headers };
        },
      ],
      [
        "no timestamp header",
        (body) => {
          const headers = signed(body);
          headers.delete(SANDBOX_TIMESTAMP_HEADER);
          return { body, headers };
        },
      ],
      [
        "signed with another secret",
        (body) => ({ body, headers: signed(body, { secret: "not-the-secret-0123456789" }) }),
      ],
      ["empty secret", (body) => ({ body, headers: signed(body, { secret: "" }) })],
      [
        "body changed after signing (amount)",
        (body) => ({
          body: body.replace(/"amount":\d+/, '"amount":1'),
          headers: signed(body),
        }),
      ],
      [
        "body changed after signing (whitespace)",
        (body) => ({ body: `${body} `, headers: signed(body) }),
      ],
      [
        "timestamp changed after signing",
        (body) => {
          const headers = signed(body);
          headers.set(SANDBOX_TIMESTAMP_HEADER, String(now() + 1));
          return { body, headers };
        },
      ],
      [
        "stale: signed 10 minutes ago",
        (body) => ({ body, headers: signed(body, { at: now() - 600 }) }),
      ],
      [
        "stale: signed 6 minutes ahead",
        (body) => ({ body, headers: signed(body, { at: now() + 360 }) }),
      ],
      ["stale: timestamp 0", (body) => ({ body, headers: signed(body, { at: 0 }) })],
      [
        "signature truncated",
        (body) => {
          const headers = signed(body);
          headers.set(
            SANDBOX_SIGNATURE_HEADER,
            (headers.get(SANDBOX_SIGNATURE_HEADER) ?? "").slice(0, 40),
          );
          return { body, headers };
        },
      ],
      [
        "signature upper-cased",
        (body) => {
          const headers = signed(body);
          headers.set(
            SANDBOX_SIGNATURE_HEADER,
            `v1=${(headers.get(SANDBOX_SIGNATURE_HEADER) ?? "").slice(3).toUpperCase()}`,
          );
          return { body, headers };
        },
      ],
      [
        "signature of another scheme (v0)",
        (body) => {
          const headers = signed(body);
          headers.set(
            SANDBOX_SIGNATURE_HEADER,
            (headers.get(SANDBOX_SIGNATURE_HEADER) ?? "").replace("v1=", "v0="),
          );
          return { body, headers };
        },
      ],
      [
        "signature without the timestamp in the signed text",
        (body) => {
          const headers = signed(body);
          headers.set(
            SANDBOX_SIGNATURE_HEADER,
            `v1=${createHmac("sha256", TEST_SANDBOX_WEBHOOK_SECRET).update(body).digest("hex")}`,
          );
          return { body, headers };
        },
      ],
      [
        "timestamp not a number",
        (body) => {
          const headers = signed(body);
          headers.set(SANDBOX_TIMESTAMP_HEADER, "yesterday");
          return { body, headers };
        },
      ],
      [
        "event id header differs from the body",
        (body) => ({ body, headers: signed(body, { eventId: "evt_sbx_000000000000" }) }),
      ],
    ];
    it.each(cases)("%s", async (_name, forge) => {
      const order = await newOrder();
      const { body, headers } = forge(webhookBody(order, "payment.captured"));
      const result = await services.payments.handleWebhook("sandbox", body, headers);
      expect(result.status === 401 || result.status === 400).toBe(true);
      expect((await services.payments.getOrder(order.id))?.status).toBe("created");
      expect(await journalsOf(order.ledgerReference)).toEqual([]);
    });
  });

  it("a webhook for the other gateway's endpoint is refused", async () => {
    const order = await newOrder();
    const body = webhookBody(order, "payment.captured");
    expect((await services.payments.handleWebhook("razorpay", body, signed(body))).status).toBe(
      401,
    );
  });
});

describe("refunds", () => {
  async function capturedOrder(amountMinor: number, reference?: string) {
    const order = await newOrder(amountMinor, {
      allocations: services.payments.ledger.agencySplit({
        amountMinor,
        agencyId: 3,
        commissionBps: 1_000,
      }),
      ledgerReference: reference,
    });
    return payInSandbox(services, order, "success");
  }

  it("partial refunds until the capture; one more paisa is refused", async () => {
    const order = await capturedOrder(100_000);
    seen.length = 0;
    const first = await services.payments.requestRefund({
      orderId: order.id,
      amountMinor: 30_000,
      reason: "Hotel cancelled",
      idempotencyKey: "r1",
      requestedBy: payer.id,
    });
    expect(first.status).toBe("pending");
    // The same key answers the first refund.
    const replay = await services.payments.requestRefund({
      orderId: order.id,
      amountMinor: 30_000,
      reason: "Hotel cancelled",
      idempotencyKey: "r1",
      requestedBy: payer.id,
    });
    expect(replay.id).toBe(first.id);
    await services.jobs.runDue(services.jobHandlers);
    expect((await services.payments.refundsFor(order.id))[0]?.status).toBe("processed");
    await services.payments.requestRefund({
      orderId: order.id,
      amountMinor: 70_000,
      reason: "Rest",
      idempotencyKey: "r2",
      requestedBy: "system",
    });
    await expect(
      services.payments.requestRefund({
        orderId: order.id,
        amountMinor: 1,
        reason: "One more",
        idempotencyKey: "r3",
        requestedBy: "system",
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === "refund_exceeds_capture");
    await services.jobs.runDue(services.jobHandlers);
    expect(seen.map((s) => s.name)).toEqual([
      "refund.pending",
      "refund.processed",
      "refund.pending",
      "refund.processed",
    ]);
    const ledger = services.payments.ledger;
    expect(await ledger.balance("gateway", { reference: order.ledgerReference })).toBe(0);
    expect(await ledger.balance("refunds_pending", { reference: order.ledgerReference })).toBe(0);
    expect(await ledger.balance("agent_payout_hold:3", { reference: order.ledgerReference })).toBe(
      0,
    );
    expect(await ledger.balance("platform_commission", { reference: order.ledgerReference })).toBe(
      0,
    );
  });

  it("the refusal of a refund above the capture shows money as the site does, not paise", async () => {
    const order = await capturedOrder(100_000);
    await services.payments.requestRefund({
      orderId: order.id,
      amountMinor: 30_000,
      reason: "Hotel cancelled",
      idempotencyKey: "r1",
      requestedBy: payer.id,
    });
    const refusal = await services.payments
      .requestRefund({
        orderId: order.id,
        amountMinor: 80_000,
        reason: "Too much",
        idempotencyKey: "r2",
        requestedBy: payer.id,
      })
      .then(
        () => null,
        (e: unknown) => asAppError(e),
      );
    expect(refusal?.code).toBe("refund_exceeds_capture");
    expect(refusal?.message).toBe(
      "A refund cannot exceed what was captured; at most ₹700 can be refunded.",
    );
    expect(refusal?.message).not.toContain("70000");
  });

  it("concurrent refunds never exceed the capture", async () => {
    const order = await capturedOrder(100_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        services.payments.requestRefund({
          orderId: order.id,
          amountMinor: 25_000,
          reason: "Concurrent",
          idempotencyKey: `c${i}`,
          requestedBy: "system",
        }),
      ),
    );
    const ok = attempts.filter((a) => a.status === "fulfilled");
    expect(ok).toHaveLength(4);
    for (const a of attempts) {
      if (a.status === "rejected") expect(codeOf(a.reason)).toBe("refund_exceeds_capture");
    }
    const after = await services.payments.getOrder(order.id);
    expect(after?.refundedMinor).toBe(100_000);
    await services.jobs.runDue(services.jobHandlers);
  });

  it("refunds only captured orders", async () => {
    const order = await newOrder();
    await expect(
      services.payments.requestRefund({
        orderId: order.id,
        amountMinor: 1,
        reason: "x",
        idempotencyKey: "n1",
        requestedBy: "system",
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === "payment_not_captured");
  });

  it("a failed refund restores the refundable amount and the ledger", async () => {
    const failing = createTestServices(
      database.db,
      {},
      {
        payments: {
          gateway: "sandbox",
          sandbox: {
            webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
            chaos: {
              duplicateRate: 0,
              maxCopies: 1,
              maxDelayMs: 0,
              seed: 1,
              refundOutcome: "failed",
            },
          },
        },
      },
    ).services;
    failing.payments.registerBookable({
      type: "test_item",
      confirmation: async () => null,
      links: async () => null,
    });
    const order = await failing.payments.createOrder({
      bookableType: "test_item",
      bookableId: "refund-fails",
      payerUserId: payer.id,
      amountMinor: 60_000,
      currency: "INR",
      description: "Refund fails",
      idempotencyKey: key(),
    });
    await payInSandbox(failing, order, "success");
    await failing.payments.requestRefund({
      orderId: order.id,
      amountMinor: 60_000,
      reason: "Try",
      idempotencyKey: "f1",
      requestedBy: "system",
    });
    await failing.jobs.runDue(failing.jobHandlers);
    const [refund] = await failing.payments.refundsFor(order.id);
    expect(refund?.status).toBe("failed");
    expect((await failing.payments.getOrder(order.id))?.refundedMinor).toBe(0);
    expect(
      await failing.payments.ledger.balance("platform_revenue", {
        reference: order.ledgerReference,
      }),
    ).toBe(-60_000);
    expect(
      await failing.payments.ledger.balance("gateway", { reference: order.ledgerReference }),
    ).toBe(60_000);
  });
});

describe("the response page's view", () => {
  it("reads the server's state; fetches the confirmation only when success is true", async () => {
    const order = await newOrder(12_345, { bookableId: "resp-1" });
    const ref = { bookableType: "test_item", bookableId: "resp-1" };
    expect((await services.payments.responseView(payer, ref, true))?.state).toBe("created");
    await payInSandbox(services, order, "success");
    const withConfirmation = await services.payments.responseView(payer, ref, true);
    expect(withConfirmation).toMatchObject({
      state: "captured",
      confirmation: { title: "Test item resp-1", continueUrl: "/items/resp-1" },
    });
    // The query's hint cannot make anything up: false shows captured, without the confirmation.
    expect(await services.payments.responseView(payer, ref, false)).toMatchObject({
      state: "captured",
      confirmation: null,
    });
    expect(await services.payments.responseView(stranger, ref, true)).toBeNull();
    expect(
      await services.payments.responseView(
        payer,
        { bookableType: "test_item", bookableId: "none" },
        true,
      ),
    ).toBeNull();
    expect(paymentResponseUrl(ref, true)).toBe(
      "/payments/response?success=true&bookable_id=test_item%3Aresp-1",
    );
  });

  it("a failed payment shows failed, without confirmation, with the retry link", async () => {
    const order = await newOrder(5_000, { bookableId: "resp-2" });
    await payInSandbox(services, order, "failure");
    const view = await services.payments.responseView(
      payer,
      { bookableType: "test_item", bookableId: "resp-2" },
      true,
    );
    expect(view).toMatchObject({
      state: "failed",
      confirmation: null,
      links: { retryUrl: "/items/resp-2/pay" },
    });
  });
});
