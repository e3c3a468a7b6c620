import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRazorpayGateway, parseRazorpayWebhook } from "./razorpay";
import {
  razorpayPaymentSignature,
  razorpayWebhookSignature,
  verifyRazorpayPayment,
  verifyRazorpayWebhook,
} from "./signatures";

// Raw webhook bodies as Razorpay sends them (shape from its docs), byte for byte, and the
// signatures computed independently with `openssl dgst -sha256 -hmac <secret>`.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}.body.txt`, import.meta.url), "utf8");
const WEBHOOK_SECRET = "fixture_webhook_secret_7Hq2";
const KEY_SECRET = "fixture_key_secret_Zp9";
const CAPTURED = {
  body: fixture("razorpay-payment-captured"),
  signature: "e523fd8effbb80ef44388da53cf0415a52f58292f18ff9e92291c7841cb54b88",
};
const REFUNDED = {
  body: fixture("razorpay-refund-processed"),
  signature: "c5c16df73b7a6672608535ba7814aed7af4082531f13816cebb1fe7ea0233791",
};
const PAYMENT = {
  orderId: "order_DESlLckIVRkHWj",
  paymentId: "pay_DESlfW9H8K9uqM",
  signature: "2fcc39bb23057dc7442d7f92c591fb0a57acfa5acc2c5f3b2d44bada441cde42",
};

const gateway = createRazorpayGateway({
  keyId: "rzp_test_fixture",
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  fetch: () => Promise.reject(new Error("no network in tests")),
});

function headers(signature: string | null, eventId: string | null = "evt_fixture_1") {
  const h = new Headers({ "Content-Type": "application/json" });
  if (signature !== null) h.set("X-Razorpay-Signature", signature);
  if (eventId !== null) h.set("X-Razorpay-Event-Id", eventId);
  return h;
}

describe("Razorpay signatures against fixtures", () => {
  it("computes the webhook signatures openssl computed", () => {
    expect(razorpayWebhookSignature(WEBHOOK_SECRET, CAPTURED.body)).toBe(CAPTURED.signature);
    expect(razorpayWebhookSignature(WEBHOOK_SECRET, REFUNDED.body)).toBe(REFUNDED.signature);
  });

  it("computes the checkout payment signature over order_id|payment_id", () => {
    expect(razorpayPaymentSignature(KEY_SECRET, PAYMENT.orderId, PAYMENT.paymentId)).toBe(
      PAYMENT.signature,
    );
    expect(gateway.verifyPayment(PAYMENT)).toBe(true);
  });

  it.each([
    ["another order", { ...PAYMENT, orderId: "order_DESlLckIVRkHWk" }],
    ["another payment", { ...PAYMENT, paymentId: "pay_DESlfW9H8K9uqN" }],
    ["swapped ids", { ...PAYMENT, orderId: PAYMENT.paymentId, paymentId: PAYMENT.orderId }],
    ["upper-case hex", { ...PAYMENT, signature: PAYMENT.signature.toUpperCase() }],
    ["truncated", { ...PAYMENT, signature: PAYMENT.signature.slice(0, 63) }],
    ["empty", { ...PAYMENT, signature: "" }],
  ])("refuses a payment signature for %s", (_name, input) => {
    expect(verifyRazorpayPayment({ keySecret: KEY_SECRET, ...input })).toBe(false);
  });

  it("refuses the payment signature made with the webhook secret", () => {
    expect(verifyRazorpayPayment({ keySecret: WEBHOOK_SECRET, ...PAYMENT })).toBe(false);
  });

  it("verifies and parses payment.captured", () => {
    const verdict = gateway.verifyWebhook(CAPTURED.body, headers(CAPTURED.signature), new Date());
    expect(verdict).toEqual({
      ok: true,
      events: [
        {
          eventId: "evt_fixture_1",
          type: "payment.captured",
          gatewayOrderId: "order_DESlLckIVRkHWj",
          gatewayPaymentId: "pay_DESlfW9H8K9uqM",
          gatewayRefundId: null,
          amountMinor: 125_000,
          currency: "INR",
          method: "upi",
          failureReason: null,
          occurredAt: new Date(1567674606 * 1000),
        },
      ],
    });
  });

  it("verifies and parses refund.processed", () => {
    const verdict = gateway.verifyWebhook(REFUNDED.body, headers(REFUNDED.signature), new Date());
    expect(verdict.ok && verdict.events[0]).toMatchObject({
      type: "refund.processed",
      gatewayOrderId: "order_DESlLckIVRkHWj",
      gatewayRefundId: "rfnd_DGDpV6uPOo6Rcq",
      amountMinor: 30_000,
    });
  });

  it.each([
    ["no signature", CAPTURED.body, null, "missing_signature"],
    ["the other body's signature", CAPTURED.body, REFUNDED.signature, "bad_signature"],
    [
      "a changed amount",
      CAPTURED.body.replace('"amount":125000', '"amount":125'),
      CAPTURED.signature,
      "bad_signature",
    ],
    ["a trailing newline", `${CAPTURED.body}\n`, CAPTURED.signature, "bad_signature"],
    [
      "signed with the key secret",
      CAPTURED.body,
      razorpayWebhookSignature(KEY_SECRET, CAPTURED.body),
      "bad_signature",
    ],
    ["not hex", CAPTURED.body, "z".repeat(64), "bad_signature"],
  ])("refuses a webhook with %s", (_name, body, signature, reason) => {
    expect(gateway.verifyWebhook(body, headers(signature), new Date())).toEqual({
      ok: false,
      reason,
    });
  });

  it("needs the event id header, the dedupe key", () => {
    expect(
      gateway.verifyWebhook(CAPTURED.body, headers(CAPTURED.signature, null), new Date()),
    ).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("answers no events for an event it does not handle", () => {
    const body = JSON.stringify({
      entity: "event",
      event: "invoice.paid",
      created_at: 1,
      payload: {},
    });
    expect(parseRazorpayWebhook(body, "evt_x")).toEqual([]);
    expect(
      verifyRazorpayWebhook({ webhookSecret: WEBHOOK_SECRET, rawBody: body, signature: null }),
    ).toBe(false);
  });

  it("creates orders with partial_payment and refunds through the API (a fake fetch)", async () => {
    const calls: { url: string; body: unknown; auth: string | null }[] = [];
    const fake = createRazorpayGateway({
      keyId: "rzp_test_fixture",
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({
          url,
          body: JSON.parse(String(init.body)),
          auth: new Headers(init.headers).get("Authorization"),
        });
        const id = url.endsWith("/orders") ? "order_NEW123" : "rfnd_NEW456";
        return new Response(JSON.stringify({ id }), { status: 200 });
      }) as unknown as typeof fetch,
    });
    const order = await fake.createOrder({
      receipt: "pord_0123456789abcdef0123",
      amountMinor: 50_000,
      currency: "INR",
      description: "Deposit",
      partialPayment: true,
      callbackUrl: "/payments/response?bookable_id=x%3A1",
    });
    expect(order).toEqual({ gatewayOrderId: "order_NEW123" });
    expect(calls[0]).toMatchObject({
      url: "https://api.razorpay.com/v1/orders",
      body: {
        amount: 50_000,
        currency: "INR",
        receipt: "pord_0123456789abcdef0123",
        partial_payment: true,
      },
      auth: `Basic ${Buffer.from(`rzp_test_fixture:${KEY_SECRET}`).toString("base64")}`,
    });
    await fake.refund({ gatewayPaymentId: "pay_X", amountMinor: 100, refundId: "rfnd_ours" });
    expect(calls[1]).toMatchObject({
      url: "https://api.razorpay.com/v1/payments/pay_X/refund",
      body: { amount: 100, receipt: "rfnd_ours" },
    });
  });
});
