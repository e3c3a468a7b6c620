import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import { z } from "zod";
import type { CurrencyCode } from "../../../../common/locale";
import type { PaymentMethod } from "../../../../common/payments";
import type { Db } from "../../../db";
import type { JobHandlers, JobQueue } from "../../jobs";
import { sandboxGatewayOrders } from "../payments.schema";
import type {
  GatewayEvent,
  GatewayOrderRequest,
  PaymentGateway,
  WebhookVerdict,
} from "../payments.types";
import {
  checkSandboxSignature,
  SANDBOX_EVENT_ID_HEADER,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxWebhook,
} from "./signatures";

/**
 * The embedded sandbox gateway (docs/decisions/0121). It plays a separate company: its own
 * orders table, its own hosted checkout page under /payments/sandbox/checkout/{order}, and it
 * tells us what happened only through signed webhooks POSTed to our webhook endpoint, sent by
 * the durable jobs module with retries and backoff, sometimes duplicated and out of order
 * (deterministic chaos: a seed and rates, so tests decide).
 */

export const SANDBOX_WEBHOOK_JOB = "payments.sandbox.deliver_webhook";
export const SANDBOX_UPI_EXPIRY_JOB = "payments.sandbox.upi_expire";
export const SANDBOX_MERCHANT_NAME = "Triphive Travel Pvt Ltd";
/**
 * How long a sandbox order can be paid from its creation (decision 0190): its hosted page
 * refuses a payment after that, as a real gateway's checkout times out. Our side expires the
 * order at the same moment of its own clock.
 */
export const SANDBOX_ORDER_EXPIRY_MS = 30 * 60_000;

export interface SandboxChaos {
  /** Chance (0..1) that an event is delivered more than once. */
  duplicateRate: number;
  /** Most copies of one event when it is duplicated (2 or more). */
  maxCopies: number;
  /** Each copy waits a random 0..maxDelayMs before its first attempt: events overtake each other. */
  maxDelayMs: number;
  /** Seeds the dice; the same seed and event id give the same copies and delays. */
  seed: number;
  /** How refunds end at the "bank". */
  refundOutcome: "processed" | "failed";
}

/** What a real gateway does now and then, on by default (config PAYMENT_SANDBOX_CHAOS). */
export const DEFAULT_SANDBOX_CHAOS: SandboxChaos = {
  duplicateRate: 0.3,
  maxCopies: 3,
  maxDelayMs: 3_000,
  seed: 7,
  refundOutcome: "processed",
};

/** Exactly once, at once: what tests use unless they test the chaos itself. */
export const NO_SANDBOX_CHAOS: SandboxChaos = {
  duplicateRate: 0,
  maxCopies: 1,
  maxDelayMs: 0,
  seed: 1,
  refundOutcome: "processed",
};

export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

export interface SandboxGatewayDeps {
  db: Db;
  jobs: JobQueue;
  /** Shared with our webhook endpoint (config PAYMENT_SANDBOX_WEBHOOK_SECRET or derived). */
  webhookSecret: string;
  /** Absolute URL of our webhook endpoint, for the default HTTP delivery. */
  webhookUrl: string;
  chaos?: SandboxChaos;
  /** How long a UPI request waits for approval before it fails. */
  upiTimeoutMs?: number;
  now?: () => Date;
  /** Sends one signed webhook; answers the HTTP status. Default: fetch POST to webhookUrl. */
  deliver?: (webhook: SignedWebhook) => Promise<number>;
}

const WebhookBody = z.object({
  id: z.string().regex(/^evt_sbx_[a-z0-9]{8,40}$/),
  type: z.enum([
    "payment.pending",
    "payment.captured",
    "payment.failed",
    "refund.processed",
    "refund.failed",
  ]),
  created_at: z.number().int().positive(),
  data: z.object({
    order_id: z.string().min(1).max(80),
    payment_id: z.string().max(80).nullable(),
    refund_id: z.string().max(80).nullable(),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    method: z.string().max(20).nullable(),
    failure_reason: z.string().max(200).nullable(),
  }),
});
type WebhookBody = z.infer<typeof WebhookBody>;

export interface SandboxCheckoutView {
  gatewayOrderId: string;
  merchantName: string;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  /** expired: never paid, and past SANDBOX_ORDER_EXPIRY_MS (the page takes no payment). */
  status: "created" | "pending" | "captured" | "failed" | "expired";
  method: PaymentMethod | null;
  /** Back to the merchant with the gateway's hint (success true or false). */
  returnUrl: string;
  /** When a pending UPI request expires, or an unpaid order stops taking payment. */
  expiresAt: Date | null;
}

export type SandboxOutcome = "success" | "failure" | "pending";

/** The hosted page's submit: its result delivered at once, as a gateway's callback is. */
export interface HostedPageOptions {
  deliverNow?: boolean;
}

function newId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString("hex")}`;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same dice. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Copies and first-attempt delays of one event under `chaos`. */
export function deliveryPlan(chaos: SandboxChaos, eventId: string): number[] {
  const digest = createHash("sha256").update(`${chaos.seed}:${eventId}`).digest();
  const roll = seededRandom(digest.readUInt32BE(0));
  const copies =
    roll() < chaos.duplicateRate ? 2 + Math.floor(roll() * Math.max(1, chaos.maxCopies - 1)) : 1;
  return Array.from({ length: copies }, () => Math.floor(roll() * chaos.maxDelayMs));
}

export function createSandboxGateway(deps: SandboxGatewayDeps) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const chaos = deps.chaos ?? DEFAULT_SANDBOX_CHAOS;
  const upiTimeoutMs = deps.upiTimeoutMs ?? 5 * 60_000;
  const deliver =
    deps.deliver ??
    (async (webhook: SignedWebhook) => {
      const response = await fetch(deps.webhookUrl, {
        method: "POST",
        headers: webhook.headers,
        body: webhook.rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.status;
    });

  /** Signs a body as the gateway does at delivery time (tests sign their own forgeries too). */
  function sign(rawBody: string, at: Date = now()): SignedWebhook {
    const timestamp = Math.floor(at.getTime() / 1000);
    const eventId = (JSON.parse(rawBody) as { id?: string }).id ?? "";
    return {
      rawBody,
      headers: {
        "Content-Type": "application/json",
        [SANDBOX_EVENT_ID_HEADER]: eventId,
        [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(deps.webhookSecret, timestamp, rawBody),
      },
    };
  }

  async function emit(
    type: WebhookBody["type"],
    data: WebhookBody["data"],
  ): Promise<{ eventId: string; rawBody: string }> {
    const id = newId("evt_sbx_");
    const body: WebhookBody = {
      id,
      type,
      created_at: Math.floor(now().getTime() / 1000),
      data,
    };
    const rawBody = JSON.stringify(body);
    const delays = deliveryPlan(chaos, id);
    for (const [copy, delay] of delays.entries()) {
      await jobs.schedule(
        SANDBOX_WEBHOOK_JOB,
        { rawBody, copy },
        { runAt: new Date(now().getTime() + delay), dedupeKey: `sbxwh:${id}:${copy}` },
      );
    }
    return { eventId: id, rawBody };
  }

  type Row = typeof sandboxGatewayOrders.$inferSelect;
  const dataOf = (row: Row, extra: Partial<WebhookBody["data"]> = {}): WebhookBody["data"] => ({
    order_id: row.id,
    payment_id: row.paymentId,
    refund_id: null,
    amount: row.amountMinor,
    currency: row.currency,
    method: row.method,
    failure_reason: null,
    ...extra,
  });

  /** Compare-and-set on the sandbox order's status. */
  async function move(
    gatewayOrderId: string,
    from: Row["status"][],
    set: Partial<typeof sandboxGatewayOrders.$inferInsert>,
    createdAfter?: Date,
  ): Promise<Row | null> {
    const [row] = await db
      .update(sandboxGatewayOrders)
      .set({ ...set, updatedAt: now() })
      .where(
        and(
          eq(sandboxGatewayOrders.id, gatewayOrderId),
          inArray(sandboxGatewayOrders.status, from),
          createdAfter ? gt(sandboxGatewayOrders.createdAt, createdAfter) : undefined,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** An unpaid order is payable until this moment. */
  const payableUntil = (row: Row) => new Date(row.createdAt.getTime() + SANDBOX_ORDER_EXPIRY_MS);

  /**
   * The hosted page's answer goes back with the payer, as a real gateway's signed redirect
   * callback does (Razorpay's checkout callback, decision 0193): the event's first delivery is
   * made now, before the page sends the payer back, so the merchant knows the result when the
   * payer lands on it. The scheduled copies still follow and are duplicates; a failed attempt
   * here is left to them.
   */
  async function deliverNow(rawBodies: readonly string[]): Promise<void> {
    for (const rawBody of rawBodies) {
      await deliver(sign(rawBody)).catch(() => 0);
    }
  }

  const gateway: PaymentGateway & {
    sign: typeof sign;
    checkoutView(gatewayOrderId: string): Promise<SandboxCheckoutView | null>;
    pay(
      gatewayOrderId: string,
      choice: { method: PaymentMethod; outcome: SandboxOutcome },
      opts?: HostedPageOptions,
    ): Promise<SandboxCheckoutView | null>;
    resolveUpi(
      gatewayOrderId: string,
      approve: boolean,
      opts?: HostedPageOptions,
    ): Promise<SandboxCheckoutView | null>;
    jobHandlers: JobHandlers;
  } = {
    name: "sandbox",
    orderExpiryMs: SANDBOX_ORDER_EXPIRY_MS,

    async createOrder(request: GatewayOrderRequest) {
      const id = newId("order_sbx_");
      await db.insert(sandboxGatewayOrders).values({
        id,
        receipt: request.receipt,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        callbackUrl: request.callbackUrl,
        // The sandbox's own clock (tests move it): its expiry is judged by the same one.
        createdAt: now(),
        updatedAt: now(),
      });
      return { gatewayOrderId: id };
    },

    checkoutUrl: (order) => `/payments/sandbox/checkout/${order.gatewayOrderId}`,

    verifyWebhook(rawBody: string, headers: Headers, at: Date): WebhookVerdict {
      const check = checkSandboxSignature({
        secret: deps.webhookSecret,
        rawBody,
        signatureHeader: headers.get(SANDBOX_SIGNATURE_HEADER),
        timestampHeader: headers.get(SANDBOX_TIMESTAMP_HEADER),
        now: at,
      });
      if (check !== "ok") return { ok: false, reason: check };
      let parsed: WebhookBody;
      try {
        parsed = WebhookBody.parse(JSON.parse(rawBody));
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (headers.get(SANDBOX_EVENT_ID_HEADER) !== parsed.id)
        return { ok: false, reason: "malformed" };
      const event: GatewayEvent = {
        eventId: parsed.id,
        type: parsed.type,
        gatewayOrderId: parsed.data.order_id,
        gatewayPaymentId: parsed.data.payment_id,
        gatewayRefundId: parsed.data.refund_id,
        amountMinor: parsed.data.amount,
        currency: parsed.data.currency,
        method: parsed.data.method,
        failureReason: parsed.data.failure_reason,
        occurredAt: new Date(parsed.created_at * 1000),
      };
      return { ok: true, events: [event] };
    },

    async refund(request) {
      const [row] = await db
        .select()
        .from(sandboxGatewayOrders)
        .where(eq(sandboxGatewayOrders.paymentId, request.gatewayPaymentId));
      if (row?.status !== "captured") throw new Error("sandbox: no captured payment to refund");
      const gatewayRefundId = newId("rfnd_sbx_");
      const processed = chaos.refundOutcome === "processed";
      await emit(
        processed ? "refund.processed" : "refund.failed",
        dataOf(row, {
          refund_id: gatewayRefundId,
          amount: request.amountMinor,
          failure_reason: processed ? null : "The bank declined the refund.",
        }),
      );
      return { gatewayRefundId };
    },

    sign,

    async checkoutView(gatewayOrderId) {
      const [row] = await db
        .select()
        .from(sandboxGatewayOrders)
        .where(eq(sandboxGatewayOrders.id, gatewayOrderId));
      if (!row) return null;
      const unpaidUntil = payableUntil(row);
      const status: SandboxCheckoutView["status"] =
        row.status === "created" && unpaidUntil <= now()
          ? "expired"
          : (row.status as SandboxCheckoutView["status"]);
      const success = status === "captured" || status === "pending";
      const separator = row.callbackUrl.includes("?") ? "&" : "?";
      return {
        gatewayOrderId: row.id,
        merchantName: SANDBOX_MERCHANT_NAME,
        amountMinor: row.amountMinor,
        currency: row.currency as CurrencyCode,
        description: row.description,
        status,
        method: (row.method as PaymentMethod | null) ?? null,
        returnUrl: `${row.callbackUrl}${separator}success=${success ? "true" : "false"}`,
        expiresAt:
          status === "pending"
            ? new Date(row.updatedAt.getTime() + upiTimeoutMs)
            : status === "created"
              ? unpaidUntil
              : null,
      };
    },

    async pay(gatewayOrderId, choice, opts = {}) {
      const paymentId = newId("pay_sbx_");
      if (choice.outcome === "pending" && choice.method !== "upi") {
        throw new Error("sandbox: only UPI payments wait for approval");
      }
      const status =
        choice.outcome === "success"
          ? "captured"
          : choice.outcome === "failure"
            ? "failed"
            : "pending";
      // Only an order still payable: created, and younger than the sandbox's expiry.
      const row = await move(
        gatewayOrderId,
        ["created"],
        { status, paymentId, method: choice.method },
        new Date(now().getTime() - SANDBOX_ORDER_EXPIRY_MS),
      );
      if (!row) return gateway.checkoutView(gatewayOrderId);
      let emitted: { rawBody: string };
      if (status === "captured") emitted = await emit("payment.captured", dataOf(row));
      else if (status === "failed") {
        emitted = await emit(
          "payment.failed",
          dataOf(row, { failure_reason: failureText(choice.method) }),
        );
      } else {
        emitted = await emit("payment.pending", dataOf(row));
        await jobs.schedule(
          SANDBOX_UPI_EXPIRY_JOB,
          { gatewayOrderId },
          {
            runAt: new Date(now().getTime() + upiTimeoutMs),
            dedupeKey: `sbxupi:${gatewayOrderId}`,
          },
        );
      }
      if (opts.deliverNow) await deliverNow([emitted.rawBody]);
      return gateway.checkoutView(gatewayOrderId);
    },

    async resolveUpi(gatewayOrderId, approve, opts = {}) {
      const row = await move(gatewayOrderId, ["pending"], {
        status: approve ? "captured" : "failed",
      });
      if (row) {
        await jobs.cancel(`sbxupi:${gatewayOrderId}`);
        const emitted = approve
          ? await emit("payment.captured", dataOf(row))
          : await emit(
              "payment.failed",
              dataOf(row, { failure_reason: "The payment was declined in the UPI app." }),
            );
        if (opts.deliverNow) await deliverNow([emitted.rawBody]);
      }
      return gateway.checkoutView(gatewayOrderId);
    },

    jobHandlers: {
      [SANDBOX_WEBHOOK_JOB]: async (payload) => {
        const rawBody = String(payload.rawBody ?? "");
        // Signed at each attempt, as real gateways do: a retry carries a fresh timestamp.
        const status = await deliver(sign(rawBody));
        if (status < 200 || status >= 300) {
          // Thrown: the jobs module retries with backoff (1, 2, 4, 8 minutes).
          throw new Error(`webhook answered ${status}`);
        }
      },
      [SANDBOX_UPI_EXPIRY_JOB]: async (payload) => {
        const gatewayOrderId = String(payload.gatewayOrderId ?? "");
        const row = await move(gatewayOrderId, ["pending"], { status: "failed" });
        if (row) {
          await emit(
            "payment.failed",
            dataOf(row, { failure_reason: "The UPI request expired before it was approved." }),
          );
        }
      },
    },
  };
  return gateway;
}

function failureText(method: PaymentMethod): string {
  switch (method) {
    case "card":
      return "The card was declined by the issuing bank.";
    case "upi":
      return "The UPI payment was declined.";
    case "netbanking":
      return "The bank did not authorise the payment.";
  }
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
