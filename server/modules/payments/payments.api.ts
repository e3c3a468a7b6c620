import { createRoute } from "@hono/zod-openapi";
import { Hono } from "hono";
import { z } from "zod";
import { PAYMENT_ORDER_STATUSES } from "../../../common/payments";
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
  return app;
}
