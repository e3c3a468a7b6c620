import { createRoute } from "@hono/zod-openapi";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod";
import { formatMoney } from "../../../common/money";
import { PAYMENT_ORDER_STATUSES, paymentResponseUrl } from "../../../common/payments";
import type { AuthenticatedUser } from "../../../common/roles";
import type { AppEnv } from "../../http/context";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { AppError, errorBody } from "../../lib/errors";
import { orderNotFound } from "./payments.errors";
import type { PaymentsModule } from "./payments.module";

export interface PaymentsApiDeps {
  payments: PaymentsModule;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const OrderParam = z.object({ orderId: z.string().regex(/^pord_[a-f0-9]{20}$/) });

const OrderStatus = z
  .object({
    id: z.string(),
    status: z.enum(PAYMENT_ORDER_STATUSES),
    amount: z.number().describe("minor units (paise)"),
    currency: z.string(),
    description: z.string(),
    method: z.string().nullable(),
    failureReason: z.string().nullable(),
    capturedAt: z.string().nullable(),
  })
  .openapi("PaymentOrderStatus");

const statusRoute = createRoute({
  method: "get",
  path: "/payments/{orderId}",
  summary: "The state of one of the signed-in payer's payment orders (the response page polls it)",
  request: { params: OrderParam },
  responses: {
    200: { description: "Done", ...json(OrderStatus) },
    ...errorResponses,
    401: { description: "Not signed in", ...json(ErrorList) },
    404: { description: "No such order, or another payer's", ...json(ErrorList) },
  },
});

/** The payer's JSON view of an order, under /bookings/v1. */
export function createPaymentsApi(deps: PaymentsApiDeps) {
  const app = createModuleApi();
  app.openapi(statusRoute, async (c) => {
    const user = await deps.currentUser(c.req.raw.headers);
    if (!user) throw new AppError("unauthenticated", "unauthenticated", "Please sign in.");
    const order = await deps.payments.getOrder(c.req.valid("param").orderId);
    if (!order || order.payerUserId !== user.id) throw orderNotFound();
    return c.json(
      {
        id: order.id,
        status: order.status,
        amount: order.amountMinor,
        currency: order.currency,
        description: order.description,
        method: order.method,
        failureReason: order.failureReason,
        capturedAt: order.capturedAt?.toISOString() ?? null,
      },
      200,
    );
  });
  return app;
}

/**
 * The gateways' side, under /payments: webhooks (raw body, signature checked by the gateway
 * adapter) and, for Razorpay, the checkout callback. Not under an API namespace: a gateway
 * sends no API key, its signature is its credential.
 */
export function createPaymentsGatewayRoutes(deps: PaymentsApiDeps) {
  const app = new Hono<AppEnv>();
  app.post("/webhooks/:gateway{sandbox|razorpay}", async (c) => {
    const gateway = c.req.param("gateway") as "sandbox" | "razorpay";
    // The signature covers these exact bytes: read them before anything parses them.
    const rawBody = await c.req.text();
    const result = await deps.payments.handleWebhook(gateway, rawBody, c.req.raw.headers);
    if (result.status === 200) return c.json({ received: true, outcomes: result.outcomes }, 200);
    if (result.status === 503) {
      c.header("Retry-After", "30");
      return c.json(errorBody("retry_later", "Not ready for this event yet."), 503);
    }
    return c.json(
      errorBody("webhook_refused", "The webhook could not be verified."),
      result.status,
    );
  });

  // Razorpay Standard Checkout (decision 0121): our page opens Razorpay's checkout for the
  // payer's own order; its handler posts the signed result back here, same-origin.
  app.get("/razorpay/checkout/:orderId{pord_[a-f0-9]{20}}", async (c) => {
    const razorpay = deps.payments.razorpay;
    const user = await deps.currentUser(c.req.raw.headers);
    const order = await deps.payments.getOrder(c.req.param("orderId"));
    if (
      !razorpay ||
      !user ||
      !order ||
      order.payerUserId !== user.id ||
      order.gateway !== "razorpay"
    ) {
      return c.redirect("/page-not-found", 302);
    }
    const ref = { bookableType: order.bookableType, bookableId: order.bookableId };
    // Checkout closes when the order expires (decision 0190): the time left, in seconds.
    const secondsLeft = Math.floor((order.expiresAt.getTime() - Date.now()) / 1000);
    if (order.status !== "created" || secondsLeft <= 0)
      return c.redirect(
        paymentResponseUrl(ref, order.status === "captured" || order.status === "pending"),
        302,
      );
    const nonce = c.var.nonce;
    c.header(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic' https://checkout.razorpay.com`,
        "style-src 'self' 'unsafe-inline'",
        // Razorpay's checkout draws its own pictures; no other host's (decision 0186).
        "img-src 'self' data: https://*.razorpay.com",
        "frame-src https://api.razorpay.com https://checkout.razorpay.com",
        "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    c.header("Cache-Control", "private, no-store");
    const options = JSON.stringify({
      key: razorpay.keyId,
      amount: order.amountMinor,
      currency: order.currency,
      order_id: order.gatewayOrderId,
      name: "Triphive",
      description: order.description,
      timeout: secondsLeft,
    }).replace(/</g, "\\u003c");
    const amount = formatMoney(
      { amountMinor: order.amountMinor, currency: order.currency },
      { fractionDigits: 2 },
    );
    return c.html(html`<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${amount} | Triphive</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;color:#0f172a}main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}button{width:100%;padding:.8rem;border:0;border-radius:.5rem;background:#0a6258;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}a{color:#0a6258}</style>
</head><body><main>
<h1 style="font-size:1.25rem;margin:0 0 .25rem">Pay ${amount}</h1>
<p style="color:#475569;margin:0 0 1.25rem">${order.description}</p>
<button id="pay" type="button">Pay securely with Razorpay</button>
<noscript><p>Razorpay's checkout needs JavaScript. Please enable it to pay.</p></noscript>
<form id="done" method="post" action="/payments/razorpay/callback" hidden>
<input name="razorpay_order_id"><input name="razorpay_payment_id"><input name="razorpay_signature">
</form>
<p style="margin-top:1rem"><a href="${paymentResponseUrl(ref, false)}">Cancel</a></p>
</main>
<script nonce="${nonce}" src="https://checkout.razorpay.com/v1/checkout.js"></script>
<script nonce="${nonce}">
(function(){var o=${raw(options)};var f=document.getElementById("done");
o.handler=function(r){f.razorpay_order_id.value=r.razorpay_order_id;f.razorpay_payment_id.value=r.razorpay_payment_id;f.razorpay_signature.value=r.razorpay_signature;f.submit();};
document.getElementById("pay").addEventListener("click",function(){new window.Razorpay(o).open();});})();
</script></body></html>`);
  });

  app.post("/razorpay/callback", async (c) => {
    const razorpay = deps.payments.razorpay;
    if (!razorpay) return c.redirect("/page-not-found", 302);
    const form = await c.req.parseBody();
    const orderId = String(form.razorpay_order_id ?? "");
    const paymentId = String(form.razorpay_payment_id ?? "");
    const signature = String(form.razorpay_signature ?? "");
    const order = await deps.payments.orderByGatewayId("razorpay", orderId);
    if (
      !order ||
      !/^pay_[A-Za-z0-9]{1,40}$/.test(paymentId) ||
      !razorpay.verifyPayment({ orderId, paymentId, signature })
    ) {
      return c.json(errorBody("payment_not_verified", "The payment could not be verified."), 400);
    }
    // Verified: the payer authorised this order. Razorpay's payment.captured webhook captures it.
    await deps.payments.applyVerifiedEvent("razorpay", {
      eventId: `checkout:${paymentId}`,
      type: "payment.pending",
      gatewayOrderId: orderId,
      gatewayPaymentId: paymentId,
      gatewayRefundId: null,
      amountMinor: order.amountMinor,
      currency: order.currency,
      method: null,
      failureReason: null,
      occurredAt: new Date(),
    });
    return c.redirect(
      paymentResponseUrl({ bookableType: order.bookableType, bookableId: order.bookableId }, true),
      303,
    );
  });
  return app;
}
