import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import type { createApp } from "../../app";
import { signedInUser } from "../../testing/signed-in";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { insertUser } from "../quotes/quotes-test-helpers";
import { razorpayPaymentSignature, razorpayWebhookSignature } from "./gateways/signatures";
import { expectLedgerBalanced } from "./payments-test-helpers";

// The same service behind the Razorpay adapter, its API faked (no network): orders created with
// partial_payment false, the checkout callback verified by signature, webhooks by theirs,
// refunds through the refunds API and finished by refund.processed.

const KEY_SECRET = "rzp_test_key_secret_0123";
const WEBHOOK_SECRET = "rzp_test_webhook_secret_0123";
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let payer: AuthenticatedUser;
const calls: { url: string; body: Record<string, unknown> }[] = [];
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(
    database.db,
    {},
    {
      payments: {
        gateway: "razorpay",
        razorpay: {
          keyId: "rzp_test_key",
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          fetch: (async (url: string, init: RequestInit) => {
            const body = JSON.parse(String(init.body)) as Record<string, unknown>;
            calls.push({ url, body });
            n += 1;
            const id = url.endsWith("/orders") ? `order_RZP${n}` : `rfnd_RZP${n}`;
            return new Response(JSON.stringify({ id }), { status: 200 });
          }) as unknown as typeof fetch,
        },
      },
    },
  ).services;
  app = createTestApp(database, services);
  payer = await insertUser(database.db, "traveller", "Meher");
  services.payments.registerBookable({
    type: "rzp_item",
    confirmation: async () => null,
    links: async () => ({ retryUrl: "/", backUrl: "/", backLabel: "Home" }),
  });
});
afterAll(() => database?.close());
afterEach(() => expectLedgerBalanced(services));

function webhook(event: string, payload: unknown, eventId: string) {
  const raw = JSON.stringify({ entity: "event", event, created_at: 1_800_000_000, payload });
  return app.request("/payments/webhooks/razorpay", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": razorpayWebhookSignature(WEBHOOK_SECRET, raw),
      "X-Razorpay-Event-Id": eventId,
    },
    body: raw,
  });
}

describe("Razorpay behind the same service", () => {
  it("order, signed checkout callback, captured webhook (twice), refund", async () => {
    const order = await services.payments.createOrder({
      bookableType: "rzp_item",
      bookableId: 1,
      payerUserId: payer.id,
      amountMinor: 300_000,
      currency: "INR",
      description: "Balance",
      idempotencyKey: "rzp-1",
    });
    expect(order).toMatchObject({ gateway: "razorpay", gatewayOrderId: "order_RZP1" });
    expect(order.checkoutUrl).toBe(`/payments/razorpay/checkout/${order.id}`);
    expect(calls[0]?.body).toMatchObject({
      amount: 300_000,
      partial_payment: false,
      receipt: order.id,
    });

    const callback = (signature: string) =>
      app.request("/payments/razorpay/callback", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://localhost",
        },
        body: new URLSearchParams({
          razorpay_order_id: "order_RZP1",
          razorpay_payment_id: "pay_ABC123",
          razorpay_signature: signature,
        }),
      });
    expect((await callback("0".repeat(64))).status).toBe(400);
    const ok = await callback(razorpayPaymentSignature(KEY_SECRET, "order_RZP1", "pay_ABC123"));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe(
      "/payments/response?success=true&bookable_id=rzp_item%3A1",
    );
    expect((await services.payments.getOrder(order.id))?.status).toBe("pending");

    const payment = {
      entity: {
        id: "pay_ABC123",
        amount: 300_000,
        currency: "INR",
        order_id: "order_RZP1",
        method: "card",
        status: "captured",
      },
    };
    for (const id of ["evt_1", "evt_1"]) {
      expect((await webhook("payment.captured", { payment }, id)).status).toBe(200);
    }
    // order.paid for the same payment: another event id, no second capture.
    expect(
      (
        await webhook(
          "order.paid",
          { payment, order: { entity: { id: "order_RZP1", amount: 300_000, currency: "INR" } } },
          "evt_2",
        )
      ).status,
    ).toBe(200);
    const captured = await services.payments.getOrder(order.id);
    expect(captured).toMatchObject({ status: "captured", capturedMinor: 300_000, method: "card" });
    expect(
      await services.payments.ledger.balance("gateway", { reference: captured?.ledgerReference }),
    ).toBe(300_000);

    const refund = await services.payments.requestRefund({
      orderId: order.id,
      amountMinor: 100_000,
      reason: "Partial cancel",
      idempotencyKey: "rzp-r1",
      requestedBy: payer.id,
    });
    expect(calls.at(-1)).toMatchObject({
      url: "https://api.razorpay.com/v1/payments/pay_ABC123/refund",
      body: { amount: 100_000 },
    });
    const refundEntity = {
      entity: {
        id: "rfnd_RZP2",
        amount: 100_000,
        currency: "INR",
        payment_id: "pay_ABC123",
        status: "processed",
      },
    };
    expect(
      (await webhook("refund.processed", { refund: refundEntity, payment }, "evt_3")).status,
    ).toBe(200);
    expect((await services.payments.refundsFor(order.id))[0]).toMatchObject({
      id: refund.id,
      status: "processed",
    });
    expect(
      await services.payments.ledger.balance("gateway", { reference: captured?.ledgerReference }),
    ).toBe(200_000);
  });

  it("a forged Razorpay webhook is refused", async () => {
    const raw = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      created_at: 1,
      payload: {},
    });
    const response = await app.request("/payments/webhooks/razorpay", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": razorpayWebhookSignature("wrong-secret", raw),
        "X-Razorpay-Event-Id": "evt_f",
      },
      body: raw,
    });
    expect(response.status).toBe(401);
  });

  it("the checkout page is the payer's only", async () => {
    const page = await app.request("/payments/razorpay/checkout/pord_00000000000000000000");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/page-not-found");
  });

  it("the checkout page loads pictures from this site and Razorpay only", async () => {
    const { cookie, user } = await signedInUser(app, services, "traveller", "rzp-checkout");
    const order = await services.payments.createOrder({
      bookableType: "rzp_item",
      bookableId: 2,
      payerUserId: user.id,
      amountMinor: 150_000,
      currency: "INR",
      description: "Advance",
      idempotencyKey: "rzp-csp",
    });
    const page = await app.request(order.checkoutUrl, { headers: { cookie } });
    expect(page.status).toBe(200);
    const csp = (page.headers.get("content-security-policy") ?? "").split("; ");
    expect(csp).toContain("img-src 'self' data: https://*.razorpay.com");
    expect(csp.find((d) => d.startsWith("script-src"))).toContain("https://checkout.razorpay.com");
  });
});
