import { z } from "zod";
import type {
  GatewayEvent,
  GatewayOrderRequest,
  PaymentGateway,
  WebhookVerdict,
} from "../payments.types";
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  verifyRazorpayPayment,
  verifyRazorpayWebhook,
} from "./signatures";

/**
 * Razorpay behind the gateway interface (docs/decisions/0121): Orders API with
 * `partial_payment`, Standard Checkout verified by `razorpay_signature`
 * (HMAC-SHA256 of "order_id|payment_id" with the key secret), webhooks checked by
 * `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret) and deduped on
 * `X-Razorpay-Event-Id`. Razorpay signs no timestamp and retries with the original body, so
 * a replay is stopped by the event-id dedupe, not by a clock tolerance.
 */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests pass a fake; production uses the global fetch. */
  fetch?: typeof fetch;
  apiBase?: string;
}

const Entity = z.object({
  id: z.string().min(1).max(80),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

const PaymentEntity = Entity.extend({
  order_id: z.string().min(1).max(80),
  method: z.string().max(20).nullish(),
  status: z.string().max(20),
  error_description: z.string().max(500).nullish(),
});

const RefundEntity = Entity.extend({
  payment_id: z.string().min(1).max(80),
  status: z.string().max(20),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});

const WebhookBody = z.object({
  entity: z.literal("event"),
  event: z.string().max(60),
  created_at: z.number().int().positive(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
    refund: z.object({ entity: RefundEntity }).optional(),
    order: z.object({ entity: Entity }).optional(),
  }),
});

const PAYMENT_EVENTS: Record<string, GatewayEvent["type"]> = {
  // Authorized, not yet captured (auto-capture follows): the payer is done, the money is not ours yet.
  "payment.authorized": "payment.pending",
  "payment.captured": "payment.captured",
  "order.paid": "payment.captured",
  "payment.failed": "payment.failed",
};
const REFUND_EVENTS: Record<string, GatewayEvent["type"]> = {
  "refund.processed": "refund.processed",
  "refund.failed": "refund.failed",
};

/** Parses a Razorpay webhook whose signature is already checked; unknown events give []. */
export function parseRazorpayWebhook(rawBody: string, eventId: string): GatewayEvent[] | null {
  let body: z.infer<typeof WebhookBody>;
  try {
    body = WebhookBody.parse(JSON.parse(rawBody));
  } catch {
    return null;
  }
  const occurredAt = new Date(body.created_at * 1000);
  const payment = body.payload.payment?.entity;
  const paymentType = PAYMENT_EVENTS[body.event];
  if (paymentType) {
    if (!payment) return null;
    return [
      {
        eventId,
        type: paymentType,
        gatewayOrderId: payment.order_id,
        gatewayPaymentId: payment.id,
        gatewayRefundId: null,
        amountMinor: payment.amount,
        currency: payment.currency,
        method: payment.method ?? null,
        failureReason:
          paymentType === "payment.failed" ? (payment.error_description ?? "failed") : null,
        occurredAt,
      },
    ];
  }
  const refundType = REFUND_EVENTS[body.event];
  const refund = body.payload.refund?.entity;
  if (refundType) {
    if (!refund || !payment) return null;
    return [
      {
        eventId,
        type: refundType,
        gatewayOrderId: payment.order_id,
        gatewayPaymentId: refund.payment_id,
        gatewayRefundId: refund.id,
        amountMinor: refund.amount,
        currency: refund.currency,
        method: payment.method ?? null,
        failureReason: refundType === "refund.failed" ? "The refund failed at the bank." : null,
        occurredAt,
      },
    ];
  }
  return [];
}

/**
 * How long a Razorpay order can be paid from its creation (decision 0190). Razorpay's orders
 * do not lapse by themselves; our checkout page gives checkout.js the time left as its
 * `timeout`, and a payment once started times out at Razorpay within 3 to 15 minutes. A
 * capture that still arrives later is taken into account like any late capture.
 */
export const RAZORPAY_ORDER_EXPIRY_MS = 30 * 60_000;

export function createRazorpayGateway(config: RazorpayConfig) {
  const doFetch = config.fetch ?? fetch;
  const apiBase = config.apiBase ?? "https://api.razorpay.com/v1";
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await doFetch(`${apiBase}${path}`, {
      method: "POST",
      headers: { Authorization: authorization, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`razorpay ${path} answered ${response.status}`);
    }
    return (await response.json()) as T;
  }

  const gateway: PaymentGateway & {
    keyId: string;
    verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  } = {
    name: "razorpay",
    orderExpiryMs: RAZORPAY_ORDER_EXPIRY_MS,
    keyId: config.keyId,

    async createOrder(request: GatewayOrderRequest) {
      const order = await call<{ id: string }>("/orders", {
        amount: request.amountMinor,
        currency: request.currency,
        receipt: request.receipt,
        partial_payment: request.partialPayment,
        notes: { description: request.description.slice(0, 250) },
      });
      return { gatewayOrderId: order.id };
    },

    checkoutUrl: (order) => `/payments/razorpay/checkout/${order.id}`,

    verifyWebhook(rawBody: string, headers: Headers): WebhookVerdict {
      const signature = headers.get(RAZORPAY_SIGNATURE_HEADER);
      if (!signature) return { ok: false, reason: "missing_signature" };
      if (!verifyRazorpayWebhook({ webhookSecret: config.webhookSecret, rawBody, signature })) {
        return { ok: false, reason: "bad_signature" };
      }
      const eventId = headers.get(RAZORPAY_EVENT_ID_HEADER);
      if (!eventId || eventId.length > 80) return { ok: false, reason: "malformed" };
      const events = parseRazorpayWebhook(rawBody, eventId);
      if (!events) return { ok: false, reason: "malformed" };
      return { ok: true, events };
    },

    async refund(request) {
      const refund = await call<{ id: string }>(
        `/payments/${encodeURIComponent(request.gatewayPaymentId)}/refund`,
        {
          amount: request.amountMinor,
          receipt: request.refundId,
          notes: { refund_id: request.refundId },
        },
      );
      return { gatewayRefundId: refund.id };
    },

    verifyPayment: (input) => verifyRazorpayPayment({ keySecret: config.keySecret, ...input }),
  };
  return gateway;
}

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;
