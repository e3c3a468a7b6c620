import { expect } from "vitest";
import type { PaymentMethod } from "../../../common/payments";
import type { SandboxOutcome } from "./gateways/sandbox";
import type { PaymentsModule } from "./payments.module";
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
