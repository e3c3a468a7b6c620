import { createHmac } from "node:crypto";
import type { Config } from "../../config";
import type { Db } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import type { Logger } from "../../lib/logger";
import type { JobHandlers, JobQueue } from "../jobs";
import { registerGatewayCheck } from "./gateway-check";
import {
  createRazorpayGateway,
  type RazorpayConfig,
  type RazorpayGateway,
} from "./gateways/razorpay";
import {
  createSandboxGateway,
  DEFAULT_SANDBOX_CHAOS,
  NO_SANDBOX_CHAOS,
  type SandboxChaos,
  type SandboxGateway,
  type SignedWebhook,
} from "./gateways/sandbox";
import { createLedger, type Ledger } from "./ledger";
import { createPaymentsService, type PaymentsService } from "./payments.service";

/** How payments are set up for this process (server/main.ts from config; tests their own). */
export interface PaymentsSetup {
  gateway: "sandbox" | "razorpay";
  sandbox?: {
    webhookSecret: string;
    /** Our webhook endpoint's absolute URL; unset: delivered in-process (tests). */
    webhookUrl?: string;
    chaos?: SandboxChaos;
    upiTimeoutMs?: number;
    /** Tests: their own delivery (through the app, or refusing, or counting). */
    deliver?: (webhook: SignedWebhook) => Promise<number>;
  };
  razorpay?: RazorpayConfig;
}

/** The sandbox's webhook secret when none is configured: derived from the session secret. */
export function derivedSandboxSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("triphive sandbox webhooks").digest("hex");
}

/** The process's payments setup from its configuration (server/main.ts). */
export function paymentsSetupFromConfig(
  config: Pick<
    Config,
    | "PORT"
    | "PAYMENT_GATEWAY"
    | "RAZORPAY_KEY_ID"
    | "RAZORPAY_KEY_SECRET"
    | "RAZORPAY_WEBHOOK_SECRET"
    | "PAYMENT_SANDBOX_WEBHOOK_SECRET"
    | "PAYMENT_SANDBOX_WEBHOOK_URL"
    | "PAYMENT_SANDBOX_CHAOS"
    | "PAYMENT_SANDBOX_UPI_TIMEOUT_SECONDS"
  >,
  sessionSecret: string,
): PaymentsSetup {
  if (config.PAYMENT_GATEWAY === "razorpay") {
    return {
      gateway: "razorpay",
      razorpay: {
        keyId: config.RAZORPAY_KEY_ID ?? "",
        keySecret: config.RAZORPAY_KEY_SECRET ?? "",
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? "",
      },
    };
  }
  return {
    gateway: "sandbox",
    sandbox: {
      webhookSecret: config.PAYMENT_SANDBOX_WEBHOOK_SECRET ?? derivedSandboxSecret(sessionSecret),
      // Over HTTP to this very process by default, as a gateway on the internet would.
      webhookUrl:
        config.PAYMENT_SANDBOX_WEBHOOK_URL ??
        `http://127.0.0.1:${config.PORT}/payments/webhooks/sandbox`,
      chaos: config.PAYMENT_SANDBOX_CHAOS === "on" ? DEFAULT_SANDBOX_CHAOS : NO_SANDBOX_CHAOS,
      upiTimeoutMs: config.PAYMENT_SANDBOX_UPI_TIMEOUT_SECONDS * 1000,
    },
  };
}

export interface PaymentsModule extends PaymentsService {
  ledger: Ledger;
  /** The embedded gateway's hosted page and dice, when PAYMENT_GATEWAY=sandbox. */
  sandbox: SandboxGateway | null;
  razorpay: RazorpayGateway | null;
  jobHandlers: JobHandlers;
}

export function createPaymentsModule(deps: {
  db: Db;
  logger: Logger;
  events: DomainEvents;
  jobs: JobQueue;
  now?: () => Date;
  setup: PaymentsSetup;
}): PaymentsModule {
  const { db, jobs, now, setup } = deps;
  let service: PaymentsService | undefined;
  const sandbox =
    setup.gateway === "sandbox"
      ? createSandboxGateway({
          db,
          jobs,
          now,
          webhookSecret: setup.sandbox?.webhookSecret ?? "",
          webhookUrl: setup.sandbox?.webhookUrl ?? "",
          chaos: setup.sandbox?.chaos,
          upiTimeoutMs: setup.sandbox?.upiTimeoutMs,
          deliver:
            setup.sandbox?.deliver ??
            (setup.sandbox?.webhookUrl
              ? undefined
              : async (webhook) => {
                  if (!service) return 503;
                  const result = await service.handleWebhook(
                    "sandbox",
                    webhook.rawBody,
                    new Headers(webhook.headers),
                  );
                  return result.status;
                }),
        })
      : null;
  if (sandbox && !setup.sandbox?.webhookSecret)
    throw new Error("the sandbox needs a webhook secret");
  const razorpay =
    setup.gateway === "razorpay" && setup.razorpay ? createRazorpayGateway(setup.razorpay) : null;
  const gateway = sandbox ?? razorpay;
  if (!gateway) throw new Error("PAYMENT_GATEWAY=razorpay needs the RAZORPAY_* settings");
  service = createPaymentsService({
    db,
    logger: deps.logger,
    events: deps.events,
    gateway,
    jobs,
    now,
  });
  registerGatewayCheck(service);
  return {
    ...service,
    ledger: createLedger(db),
    sandbox,
    razorpay,
    jobHandlers: { ...service.jobHandlers, ...(sandbox ? sandbox.jobHandlers : {}) },
  };
}
