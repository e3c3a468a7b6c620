import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { PaymentMethod } from "../../../common/payments";
import type { Db } from "../../db";
import type { SandboxOutcome } from "./gateways/sandbox";
import type { PaymentsModule } from "./payments.module";
import { sandboxGatewayOrders } from "./payments.schema";
import type { WebhookResult } from "./payments.service";
import type { PaymentOrderView } from "./payments.types";

interface WithPayments {
  payments: PaymentsModule;
  jobs: {
    runDue(
      handlers: Record<string, (p: Record<string, unknown>) => Promise<void>>,
    ): Promise<number>;
  };
  jobHandlers: Record<string, (p: Record<string, unknown>) => Promise<void>>;
}

/**
 * The ledger's invariant, for any test file that moves money: every currency's entries sum to
 * zero. Use as `afterEach(() => expectLedgerBalanced(services))`.
 */
export async function expectLedgerBalanced(services: { payments: PaymentsModule }): Promise<void> {
  const totals = await services.payments.ledger.totals();
  for (const total of totals) {
    expect(total.sumMinor, `ledger sum in ${total.currency}`).toBe(0);
  }
}

/**
 * Pays an order on the sandbox as a tester would on its hosted page, then runs the due jobs so
 * its webhooks arrive (in-process under createTestServices). Answers the order afterwards.
 */
export async function payInSandbox(
  services: WithPayments,
  order: Pick<PaymentOrderView, "id" | "gatewayOrderId">,
  outcome: SandboxOutcome,
  method: PaymentMethod = outcome === "pending" ? "upi" : "card",
): Promise<PaymentOrderView> {
  const sandbox = services.payments.sandbox;
  if (!sandbox) throw new Error("payInSandbox needs PAYMENT_GATEWAY=sandbox");
  await sandbox.pay(order.gatewayOrderId, { method, outcome });
  await services.jobs.runDue(services.jobHandlers);
  const after = await services.payments.getOrder(order.id);
  if (!after) throw new Error(`order ${order.id} vanished`);
  return after;
}

/** Approves or declines a pending sandbox UPI payment, then delivers its webhooks. */
export async function resolveSandboxUpi(
  services: WithPayments,
  order: Pick<PaymentOrderView, "id" | "gatewayOrderId">,
  approve: boolean,
): Promise<PaymentOrderView> {
  const sandbox = services.payments.sandbox;
  if (!sandbox) throw new Error("resolveSandboxUpi needs PAYMENT_GATEWAY=sandbox");
  await sandbox.resolveUpi(order.gatewayOrderId, approve);
  await services.jobs.runDue(services.jobHandlers);
  const after = await services.payments.getOrder(order.id);
  if (!after) throw new Error(`order ${order.id} vanished`);
  return after;
}

/** A sandbox webhook's body for `order`, as the sandbox gateway writes one (tests sign it). */
export function sandboxWebhookBody(
  order: Pick<PaymentOrderView, "gatewayOrderId" | "amountMinor" | "currency">,
  type: string,
  extra: Record<string, unknown> = {},
  id = `evt_sbx_${randomBytes(8).toString("hex")}`,
): string {
  return JSON.stringify({
    id,
    type,
    created_at: Math.floor(Date.now() / 1000),
    data: {
      order_id: order.gatewayOrderId,
      payment_id: "pay_sbx_test0001",
      refund_id: null,
      amount: order.amountMinor,
      currency: order.currency,
      method: "card",
      failure_reason: null,
      ...extra,
    },
  });
}

/**
 * A payment the sandbox took for `order` whose webhook reaches us only now (its page was paid
 * at the last moment, its delivery was late): the sandbox's own books say captured, as its
 * hosted page would have left them, and its signed payment.captured webhook is delivered.
 * The due jobs then run (a duplicate's refund, its webhooks). Answers the webhook's result and
 * its raw body (to deliver it again).
 */
export async function deliverLateSandboxCapture(
  services: WithPayments,
  db: Db,
  order: Pick<PaymentOrderView, "gatewayOrderId" | "amountMinor" | "currency">,
  paymentId = `pay_sbx_${randomBytes(10).toString("hex")}`,
): Promise<{ result: WebhookResult; rawBody: string }> {
  const sandbox = services.payments.sandbox;
  if (!sandbox) throw new Error("deliverLateSandboxCapture needs PAYMENT_GATEWAY=sandbox");
  await db
    .update(sandboxGatewayOrders)
    .set({ status: "captured", paymentId, method: "card" })
    .where(eq(sandboxGatewayOrders.id, order.gatewayOrderId));
  const rawBody = sandboxWebhookBody(order, "payment.captured", { payment_id: paymentId });
  const webhook = sandbox.sign(rawBody);
  const result = await services.payments.handleWebhook(
    "sandbox",
    webhook.rawBody,
    new Headers(webhook.headers),
  );
  await services.jobs.runDue(services.jobHandlers);
  return { result, rawBody };
}

/** Delivers a raw sandbox webhook body again, freshly signed (a gateway's retry). */
export async function redeliverSandboxWebhook(
  services: Pick<WithPayments, "payments">,
  rawBody: string,
): Promise<WebhookResult> {
  const sandbox = services.payments.sandbox;
  if (!sandbox) throw new Error("redeliverSandboxWebhook needs PAYMENT_GATEWAY=sandbox");
  const webhook = sandbox.sign(rawBody);
  return services.payments.handleWebhook("sandbox", webhook.rawBody, new Headers(webhook.headers));
}
