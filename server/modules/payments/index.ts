// The payments module's public surface: services.ts, app.ts, pages and client modules import only this.
// How a client module uses it: docs/architecture.md (Payments) and decisions 0120-0124.

export { isPaymentsStaff, startGatewayCheck } from "./gateway-check";
export {
  DEFAULT_SANDBOX_CHAOS,
  NO_SANDBOX_CHAOS,
  SANDBOX_MERCHANT_NAME,
  SANDBOX_ORDER_EXPIRY_MS,
  type SandboxChaos,
  type SandboxCheckoutView,
  type SandboxGateway,
  type SandboxOutcome,
  type SignedWebhook,
} from "./gateways/sandbox";
export {
  type AccountBalance,
  agencySplit,
  LEDGER_ACCOUNTS,
  type Ledger,
  type PayoutPosition,
  type PayoutReleaseEntry,
  type PostJournalInput,
  prorate,
} from "./ledger";
export {
  createPaymentsApi,
  createPaymentsGatewayRoutes,
  type PaymentsApiDeps,
} from "./payments.api";
export type { PaymentEventBase, RefundEventBase } from "./payments.events";
export {
  createPaymentsModule,
  derivedSandboxSecret,
  type PaymentsModule,
  type PaymentsSetup,
  paymentsSetupFromConfig,
} from "./payments.module";
export {
  DUPLICATE_REFUND_JOB,
  PAYMENT_EXPIRY_JOB,
  type PaymentResponseView,
  paidTwiceView,
  type WebhookResult,
} from "./payments.service";
export type {
  Allocation,
  BookableConfirmation,
  BookableHandler,
  CreateOrderInput,
  DuplicatePaymentView,
  GatewayName,
  LedgerLine,
  PaymentOrderView,
  RefundView,
  RequestRefundInput,
} from "./payments.types";
export { createAgentPaymentsApi, createStaffPayoutsApi, type PayoutsApiDeps } from "./payouts.api";
