import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { CurrencyCode } from "../../../common/locale";
import {
  type BookableRef,
  isBookableId,
  isBookableType,
  type PaidTwiceView,
  type PaymentOrderStatus,
  paymentCallbackUrl,
} from "../../../common/payments";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import type { Logger } from "../../lib/logger";
import type { JobHandlers, JobQueue } from "../jobs";
import {
  alreadyPaid,
  invalidPaymentInput,
  notCaptured,
  orderNotFound,
  paymentInProgress,
  paymentKeyReused,
  refundExceedsCapture,
  refundKeyReused,
  unknownBookableType,
} from "./payments.errors";
import "./payments.events";
import { isLedgerAccount, LEDGER_ACCOUNTS, postJournal, prorate } from "./ledger";
import type { PaymentEventBase, RefundEventBase } from "./payments.events";
import { paymentOrders, paymentRefunds, paymentWebhookEvents } from "./payments.schema";
import type {
  Allocation,
  BookableConfirmation,
  BookableHandler,
  CreateOrderInput,
  DuplicatePaymentView,
  GatewayEvent,
  GatewayName,
  PaymentGateway,
  PaymentOrderView,
  RefundView,
  RequestRefundInput,
} from "./payments.types";
import {
  changeOrderStatus,
  changeRefundStatus,
  LIVE_ORDER_STATUSES,
  ORDER_MACHINE,
  type PaymentActor,
} from "./payments-status";

export interface PaymentsServiceDeps {
  db: Db;
  logger: Pick<Logger, "info" | "warn" | "error">;
  events: DomainEvents;
  /** The configured gateway (config PAYMENT_GATEWAY): the sandbox or Razorpay. */
  gateway: PaymentGateway;
  /** Durable timers: an order's expiry, a duplicate capture's refund (decisions 0189, 0190). */
  jobs: Pick<JobQueue, "schedule">;
  now?: () => Date;
}

/** Expires one order when its gateway's time is up (decision 0190); one job per order. */
export const PAYMENT_EXPIRY_JOB = "payments.expire_order";
/** Refunds a duplicate capture in full (decision 0189); scheduled in the capture's transaction. */
export const DUPLICATE_REFUND_JOB = "payments.refund_duplicate";
const expiryKey = (orderId: string) => `payment-expiry:${orderId}`;
const duplicateRefundKey = (orderId: string) => `duplicate:${orderId}`;

type OrderRow = typeof paymentOrders.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** What the webhook endpoint answers: 2xx for applied, duplicate and ignored events alike. */
export interface WebhookResult {
  status: 200 | 400 | 401 | 503;
  /** For logs and tests: what happened to each event. */
  outcomes: ("applied" | "duplicate" | "ignored")[];
  refused?: string;
}

/** The response page's data: the server's state, and the confirmation only when asked. */
export interface PaymentResponseView {
  state: PaymentOrderStatus;
  /** The shown order is a duplicate capture: the bookable was already paid (decision 0189). */
  duplicate: boolean;
  order: Pick<
    PaymentOrderView,
    | "id"
    | "amountMinor"
    | "currency"
    | "description"
    | "method"
    | "failureReason"
    | "createdAt"
    | "capturedAt"
    | "expiresAt"
    | "gateway"
  >;
  /** Only when the query said success=true and the order is captured (and not a duplicate). */
  confirmation: BookableConfirmation | null;
  /** This payer's duplicate captures of the bookable, newest first, with their refunds. */
  paidTwice: PaidTwiceView[];
  links: { retryUrl: string; backUrl: string; backLabel: string; note?: string };
}

/** A duplicate capture as the payer's pages show it (common/payments.ts paidTwiceText). */
export function paidTwiceView(d: DuplicatePaymentView): PaidTwiceView {
  return {
    amountMinor: d.amountMinor,
    currency: d.currency,
    paidAt: d.capturedAt.toISOString(),
    refund: d.refund?.status ?? "requested",
    refundedAt: d.refund?.status === "processed" ? d.refund.at.toISOString() : null,
  };
}

const MAX_DESCRIPTION = 200;
const MAX_KEY = 255;
const KEY = /^[\x21-\x7e]{1,255}$/;

function publicId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString("hex")}`;
}

function sumOf(parts: { amountMinor: number }[]): number {
  return parts.reduce((s, p) => s + p.amountMinor, 0);
}

function checkAllocations(parts: Allocation[], total: number, what: string): void {
  if (parts.length === 0) throw invalidPaymentInput(`${what} must not be empty`);
  for (const p of parts) {
    if (!isLedgerAccount(p.account)) throw invalidPaymentInput(`${what}: bad account ${p.account}`);
    if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor <= 0) {
      throw invalidPaymentInput(`${what}: amounts are positive integers`);
    }
  }
  if (sumOf(parts) !== total) throw invalidPaymentInput(`${what} must sum to ${total}`);
}

/**
 * Payments (docs/decisions/0120): orders for server-computed amounts, the gateway's webhooks
 * applied exactly once (the event id is claimed in the same transaction as the ledger lines),
 * refunds never above the capture (the order row is locked), and the bookable registry the
 * response page asks. Records payment.* and refund.* with each change (the outbox, 0184).
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, logger, events, gateway } = deps;
  const now = deps.now ?? (() => new Date());
  const bookables = new Map<string, BookableHandler>();

  const tx = <T>(work: (t: Db) => Promise<T>): Promise<T> =>
    db.transaction((t) => work(t as unknown as Db));

  function toView(row: OrderRow): PaymentOrderView {
    return {
      id: row.publicId,
      bookableType: row.bookableType,
      bookableId: row.bookableId,
      payerUserId: row.payerUserId,
      amountMinor: row.amountMinor,
      currency: row.currency as CurrencyCode,
      description: row.description,
      status: row.status,
      gateway: row.gateway as GatewayName,
      gatewayOrderId: row.gatewayOrderId,
      checkoutUrl:
        row.gateway === gateway.name
          ? gateway.checkoutUrl({ id: row.publicId, gatewayOrderId: row.gatewayOrderId })
          : "",
      capturedMinor: row.capturedMinor,
      refundedMinor: row.refundedMinor,
      method: row.method,
      failureReason: row.failureReason,
      ledgerReference: row.ledgerReference,
      createdAt: row.createdAt,
      capturedAt: row.capturedAt,
      expiresAt: row.expiresAt,
      duplicateOf: row.duplicateOf,
    };
  }

  function refundView(row: RefundRow, order: OrderRow): RefundView {
    return {
      id: row.publicId,
      orderId: order.publicId,
      bookableType: order.bookableType,
      bookableId: order.bookableId,
      amountMinor: row.amountMinor,
      currency: order.currency as CurrencyCode,
      status: row.status,
      reason: row.reason,
      failureReason: row.failureReason,
      createdAt: row.createdAt,
      processedAt: row.processedAt,
    };
  }

  function orderEvent(row: OrderRow): PaymentEventBase {
    return {
      orderId: row.publicId,
      bookableType: row.bookableType,
      bookableId: row.bookableId,
      payerUserId: row.payerUserId,
      amountMinor: row.amountMinor,
      currency: row.currency as CurrencyCode,
      ledgerReference: row.ledgerReference,
    };
  }

  function refundEvent(refund: RefundRow, order: OrderRow): RefundEventBase {
    return {
      refundId: refund.publicId,
      ofDuplicate: order.duplicateOf !== null,
      orderId: order.publicId,
      bookableType: order.bookableType,
      bookableId: order.bookableId,
      payerUserId: order.payerUserId,
      amountMinor: refund.amountMinor,
      currency: order.currency as CurrencyCode,
      ledgerReference: order.ledgerReference,
    };
  }

  // ---- transitions, each inside the caller's transaction, the order row locked ----

  async function capture(t: Db, order: OrderRow, event: GatewayEvent): Promise<boolean> {
    if (!ORDER_MACHINE.canTransition(order.status, "payment.captured", "gateway")) return false;
    if (event.currency !== order.currency) {
      logger.warn({ orderId: order.publicId }, "captured event in another currency ignored");
      return false;
    }
    const amount = event.amountMinor;
    if (
      amount <= 0 ||
      (!order.partialPayment && amount !== order.amountMinor) ||
      amount > order.amountMinor
    ) {
      logger.warn({ orderId: order.publicId }, "captured amount differs from the order; ignored");
      return false;
    }
    const duplicateOf = await paidBy(t, order);
    const at = now();
    const row = await changeOrderStatus(t, {
      order,
      event: "payment.captured",
      actor: "gateway",
      set: {
        capturedMinor: amount,
        gatewayPaymentId: event.gatewayPaymentId,
        method: event.method ?? order.method,
        failureReason: null,
        capturedAt: at,
        updatedAt: at,
        duplicateOf,
      },
    });
    if (!row) return false;
    const reference = order.ledgerReference;
    await postJournal(t, {
      journalKey: `capture:${order.publicId}`,
      kind: "capture",
      reference,
      currency: order.currency,
      memo: `payment ${event.gatewayPaymentId ?? ""} captured`,
      lines: [
        { account: LEDGER_ACCOUNTS.gateway, amountMinor: amount },
        { account: LEDGER_ACCOUNTS.travellerClearing, amountMinor: -amount },
      ],
    });
    if (duplicateOf) return duplicateCapture(t, row, amount, duplicateOf);
    const allocations =
      amount === order.amountMinor ? order.allocations : prorate(order.allocations, amount);
    await postJournal(t, {
      journalKey: `allocate:${order.publicId}`,
      kind: "allocation",
      reference,
      currency: order.currency,
      memo: "allocated at capture",
      lines: [
        { account: LEDGER_ACCOUNTS.travellerClearing, amountMinor: amount },
        ...allocations.map((a) => ({ account: a.account, amountMinor: -a.amountMinor })),
      ],
    });
    await events.record(t, "payment.captured", {
      ...orderEvent(row),
      capturedMinor: amount,
      method: row.method,
      capturedAt: at.toISOString(),
    });
    return true;
  }

  /**
   * The order that already paid `order`'s bookable, if any (decision 0189). Captures of one
   * bookable are judged one after the other under a lock on the bookable, so of two captures
   * arriving at once exactly one finds the other.
   */
  async function paidBy(t: Db, order: OrderRow): Promise<string | null> {
    await t.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`payments:${order.bookableType}:${order.bookableId}`}))`,
    );
    const [paid] = await t
      .select({ publicId: paymentOrders.publicId })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.bookableType, order.bookableType),
          eq(paymentOrders.bookableId, order.bookableId),
          eq(paymentOrders.status, "captured"),
          isNull(paymentOrders.duplicateOf),
          ne(paymentOrders.id, order.id),
        ),
      )
      .orderBy(paymentOrders.id)
      .limit(1);
    return paid?.publicId ?? null;
  }

  /**
   * A capture for a bookable already paid: the money is owed back, so it is allocated to
   * duplicate_payments (never to the bookable's accounts: no commission, no payout) and its
   * full refund is scheduled in this same transaction, to run through requestRefund.
   */
  async function duplicateCapture(
    t: Db,
    row: OrderRow,
    amount: number,
    duplicateOf: string,
  ): Promise<boolean> {
    await postJournal(t, {
      journalKey: `allocate:${row.publicId}`,
      kind: "allocation",
      reference: row.ledgerReference,
      currency: row.currency,
      memo: `paid twice (${duplicateOf} had paid): owed back to the payer`,
      lines: [
        { account: LEDGER_ACCOUNTS.travellerClearing, amountMinor: amount },
        { account: LEDGER_ACCOUNTS.duplicatePayments, amountMinor: -amount },
      ],
    });
    await deps.jobs.schedule(
      DUPLICATE_REFUND_JOB,
      { orderId: row.publicId },
      { runAt: now(), dedupeKey: `duplicate-refund:${row.publicId}`, tx: t },
    );
    logger.warn(
      { orderId: row.publicId, duplicateOf, bookableType: row.bookableType },
      "a bookable was paid twice: the second capture is refunded in full",
    );
    await events.record(t, "payment.duplicate_captured", {
      ...orderEvent(row),
      capturedMinor: amount,
      duplicateOf,
      capturedAt: (row.capturedAt ?? now()).toISOString(),
    });
    return true;
  }

  /** Our timer's step: a live order whose time is up stops being live (decision 0190). */
  async function markExpired(t: Db, order: OrderRow): Promise<boolean> {
    if (order.expiresAt > now()) return false;
    const row = await changeOrderStatus(t, {
      order,
      event: "payment.expired",
      actor: "system",
      set: { updatedAt: now() },
    });
    if (!row) return false;
    await events.record(t, "payment.expired", orderEvent(row));
    return true;
  }

  async function markPending(t: Db, order: OrderRow, event: GatewayEvent): Promise<boolean> {
    const row = await changeOrderStatus(t, {
      order,
      event: "payment.pending",
      actor: "gateway",
      set: { method: event.method ?? order.method, updatedAt: now() },
    });
    if (!row) return false;
    await events.record(t, "payment.pending", orderEvent(row));
    return true;
  }

  async function markFailed(t: Db, order: OrderRow, event: GatewayEvent): Promise<boolean> {
    const failureReason = event.failureReason ?? "The payment failed.";
    const row = await changeOrderStatus(t, {
      order,
      event: "payment.failed",
      actor: "gateway",
      set: { method: event.method ?? order.method, failureReason, updatedAt: now() },
    });
    if (!row) return false;
    await events.record(t, "payment.failed", { ...orderEvent(row), failureReason });
    return true;
  }

  async function lockRefund(
    t: Db,
    order: OrderRow,
    event: GatewayEvent,
  ): Promise<RefundRow | null> {
    if (!event.gatewayRefundId) return null;
    const [refund] = await t
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.orderId, order.id),
          eq(paymentRefunds.gatewayRefundId, event.gatewayRefundId),
        ),
      )
      .for("update");
    return refund ?? null;
  }

  async function processRefund(t: Db, order: OrderRow, refund: RefundRow): Promise<boolean> {
    const row = await changeRefundStatus(t, {
      refund,
      event: "refund.processed",
      actor: "gateway",
      set: { processedAt: now() },
    });
    if (!row) return false;
    await postJournal(t, {
      journalKey: `refund:${refund.publicId}:processed`,
      kind: "refund_processed",
      reference: order.ledgerReference,
      currency: order.currency,
      memo: "refund paid out by the gateway",
      lines: [
        { account: LEDGER_ACCOUNTS.refundsPending, amountMinor: refund.amountMinor },
        { account: LEDGER_ACCOUNTS.gateway, amountMinor: -refund.amountMinor },
      ],
    });
    await events.record(t, "refund.processed", refundEvent(row, order));
    return true;
  }

  async function failRefund(
    t: Db,
    order: OrderRow,
    refund: RefundRow,
    reason: string,
    actor: PaymentActor,
  ): Promise<boolean> {
    const row = await changeRefundStatus(t, {
      refund,
      event: "refund.failed",
      actor,
      set: { failureReason: reason, processedAt: now() },
    });
    if (!row) return false;
    // The money is refundable again; the accounts that gave it back get it back.
    const [locked] = await t
      .update(paymentOrders)
      .set({ refundedMinor: order.refundedMinor - refund.amountMinor, updatedAt: now() })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    await postJournal(t, {
      journalKey: `refund:${refund.publicId}:failed`,
      kind: "refund_failed",
      reference: order.ledgerReference,
      currency: order.currency,
      memo: "refund failed; amounts restored",
      lines: [
        { account: LEDGER_ACCOUNTS.refundsPending, amountMinor: refund.amountMinor },
        ...refund.reversal.map((r) => ({ account: r.account, amountMinor: -r.amountMinor })),
      ],
    });
    const after = locked ?? order;
    await events.record(t, "refund.failed", { ...refundEvent(row, after), failureReason: reason });
    return true;
  }

  class RetryLater extends Error {}

  /** One verified event, exactly once: the event id is claimed in the transaction that applies it. */
  async function applyEvent(
    gatewayName: GatewayName,
    event: GatewayEvent,
  ): Promise<"applied" | "duplicate" | "ignored"> {
    return tx(async (t) => {
      const claimed = await t
        .insert(paymentWebhookEvents)
        .values({
          gateway: gatewayName,
          eventId: event.eventId,
          type: event.type,
          outcome: "ignored",
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      const claim = claimed[0];
      if (!claim) return "duplicate" as const;
      const [order] = await t
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.gateway, gatewayName),
            eq(paymentOrders.gatewayOrderId, event.gatewayOrderId),
          ),
        )
        .for("update");
      let applied = false;
      if (order) {
        switch (event.type) {
          case "payment.captured":
            applied = await capture(t, order, event);
            break;
          case "payment.pending":
            applied = await markPending(t, order, event);
            break;
          case "payment.failed":
            applied = await markFailed(t, order, event);
            break;
          case "refund.processed":
          case "refund.failed": {
            const refund = await lockRefund(t, order, event);
            // Our refund call has not saved the gateway's id yet: let the gateway try again.
            if (!refund) throw new RetryLater("refund not known yet");
            applied =
              event.type === "refund.processed"
                ? await processRefund(t, order, refund)
                : await failRefund(
                    t,
                    order,
                    refund,
                    event.failureReason ?? "The refund failed.",
                    "gateway",
                  );
            break;
          }
        }
      }
      if (applied) {
        await t
          .update(paymentWebhookEvents)
          .set({ outcome: "applied", orderId: order?.id ?? null })
          .where(eq(paymentWebhookEvents.id, claim.id));
      } else if (order) {
        await t
          .update(paymentWebhookEvents)
          .set({ orderId: order.id })
          .where(eq(paymentWebhookEvents.id, claim.id));
      }
      return applied ? ("applied" as const) : ("ignored" as const);
    });
  }

  /**
   * Asks the gateway for an order, then writes ours with its expiry job in one transaction.
   * Null when a unique index refused the row (the same key, or another live order of the
   * bookable that won a race); the gateway's order is then left unused.
   */
  async function insertOrder(
    input: CreateOrderInput & {
      bookableId: string;
      description: string;
      allocations: Allocation[];
      ref: BookableRef;
    },
  ): Promise<OrderRow | null> {
    const id = publicId("pord_");
    const { gatewayOrderId } = await gateway.createOrder({
      receipt: id,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: input.description,
      partialPayment: input.partialPayment ?? false,
      callbackUrl: paymentCallbackUrl(input.ref),
    });
    const expiresAt = new Date(now().getTime() + gateway.orderExpiryMs);
    return tx(async (t) => {
      const [row] = await t
        .insert(paymentOrders)
        .values({
          publicId: id,
          bookableType: input.bookableType,
          bookableId: input.bookableId,
          payerUserId: input.payerUserId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          description: input.description,
          gateway: gateway.name,
          gatewayOrderId,
          partialPayment: input.partialPayment ?? false,
          allocations: input.allocations,
          ledgerReference: input.ledgerReference ?? `${input.bookableType}:${input.bookableId}`,
          idempotencyKey: input.idempotencyKey,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await deps.jobs.schedule(
        PAYMENT_EXPIRY_JOB,
        { orderId: id },
        { runAt: expiresAt, dedupeKey: expiryKey(id), tx: t },
      );
      return row;
    });
  }

  const jobHandlers: JobHandlers = {
    [PAYMENT_EXPIRY_JOB]: async (payload) => {
      await service.expireOrder(String(payload.orderId ?? ""));
    },
    [DUPLICATE_REFUND_JOB]: async (payload) => {
      await service.refundDuplicate(String(payload.orderId ?? ""));
    },
  };

  const service = {
    gateway,

    /** Each bookable type registers how the response page speaks of it (services.ts). */
    registerBookable(handler: BookableHandler): void {
      if (!isBookableType(handler.type)) throw new Error(`bad bookable type ${handler.type}`);
      bookables.set(handler.type, handler);
    },

    /**
     * An order for an amount the calling server code computed. The same payer and key answer
     * the first order (same bookable and amount) or 409; a bookable already paid is 409; a
     * bookable with a live order (created or pending, not expired) answers that order to the
     * same payer and amount, and 409 payment_in_progress to anything else (decision 0189).
     */
    async createOrder(input: CreateOrderInput): Promise<PaymentOrderView> {
      const bookableId = String(input.bookableId);
      if (!bookables.has(input.bookableType)) throw unknownBookableType(input.bookableType);
      if (!isBookableId(bookableId)) throw invalidPaymentInput("bad bookableId");
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw invalidPaymentInput("amountMinor must be a positive integer");
      }
      if (!KEY.test(input.idempotencyKey) || input.idempotencyKey.length > MAX_KEY) {
        throw invalidPaymentInput("bad idempotencyKey");
      }
      const description = input.description.trim().slice(0, MAX_DESCRIPTION);
      if (!description) throw invalidPaymentInput("description is required");
      const allocations = input.allocations ?? [
        { account: LEDGER_ACCOUNTS.platformRevenue, amountMinor: input.amountMinor },
      ];
      checkAllocations(allocations, input.amountMinor, "allocations");
      const ref: BookableRef = { bookableType: input.bookableType, bookableId };

      const same = (row: OrderRow) =>
        row.bookableType === input.bookableType &&
        row.bookableId === bookableId &&
        row.amountMinor === input.amountMinor &&
        row.currency === input.currency;
      const byKey = async () => {
        const [row] = await db
          .select()
          .from(paymentOrders)
          .where(
            and(
              eq(paymentOrders.payerUserId, input.payerUserId),
              eq(paymentOrders.idempotencyKey, input.idempotencyKey),
            ),
          );
        return row;
      };
      const first = await byKey();
      if (first) {
        if (!same(first)) throw paymentKeyReused();
        return toView(first);
      }
      // At most one live order per bookable (decision 0189): a second start (another tab, a
      // double click with a new form) answers the live one, so both pay the same gateway order.
      for (let attempt = 0; attempt < 3; attempt++) {
        const open = await db
          .select()
          .from(paymentOrders)
          .where(
            and(
              eq(paymentOrders.bookableType, input.bookableType),
              eq(paymentOrders.bookableId, bookableId),
              inArray(paymentOrders.status, ["captured", ...LIVE_ORDER_STATUSES]),
            ),
          );
        if (open.some((o) => o.status === "captured")) throw alreadyPaid();
        const live = open[0];
        if (live && live.expiresAt > now()) {
          if (
            live.payerUserId !== input.payerUserId ||
            live.amountMinor !== input.amountMinor ||
            live.currency !== input.currency
          )
            throw paymentInProgress();
          return toView(live);
        }
        // Its time is up and the timer has not run yet: expire it now, as the job would.
        if (live) {
          await service.expireOrder(live.publicId);
          continue;
        }
        const row = await insertOrder({ ...input, bookableId, description, allocations, ref });
        if (row) return toView(row);
        // Another start won the race (same key, or the live index): answer what it made.
        const winner = await byKey();
        if (winner) {
          if (!same(winner)) throw paymentKeyReused();
          return toView(winner);
        }
      }
      throw paymentInProgress();
    },

    /**
     * A live order whose gateway time is up becomes expired (the expiry job, decision 0190):
     * a compare-and-set under the order's lock, so a capture that came first wins and a rerun
     * does nothing. Records payment.expired with it. True when this call expired it.
     */
    async expireOrder(orderId: string): Promise<boolean> {
      const expired = await tx(async (t) => {
        const [order] = await t
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.publicId, orderId))
          .for("update");
        return order ? markExpired(t, order) : false;
      });
      if (expired) await events.deliver();
      return expired;
    },

    /**
     * The full refund of a duplicate capture (decision 0189), through requestRefund with a key
     * per order: a rerun finds nothing left to refund or answers the same refund.
     */
    async refundDuplicate(orderId: string): Promise<RefundView | null> {
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.publicId, orderId));
      const refundable = order ? order.capturedMinor - order.refundedMinor : 0;
      if (!order?.duplicateOf || order.status !== "captured" || refundable <= 0) return null;
      return service.requestRefund({
        orderId,
        amountMinor: refundable,
        reason: "Paid twice: this payment is refunded in full",
        idempotencyKey: duplicateRefundKey(orderId),
        reversal: [{ account: LEDGER_ACCOUNTS.duplicatePayments, amountMinor: refundable }],
        requestedBy: "system",
      });
    },

    /** The jobs this service runs (services.ts registers them with the others). */
    jobHandlers,

    async getOrder(orderId: string): Promise<PaymentOrderView | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.publicId, orderId));
      return row ? toView(row) : null;
    },

    /** Orders of one bookable, newest first (a payment history, what is paid). */
    async ordersFor(
      bookableType: string,
      bookableId: string | number,
    ): Promise<PaymentOrderView[]> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.bookableType, bookableType),
            eq(paymentOrders.bookableId, String(bookableId)),
          ),
        )
        .orderBy(desc(paymentOrders.id));
      return rows.map(toView);
    },

    /** An order by its gateway's id (the Razorpay checkout callback). */
    async orderByGatewayId(gatewayName: GatewayName, gatewayOrderId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.gateway, gatewayName),
            eq(paymentOrders.gatewayOrderId, gatewayOrderId),
          ),
        );
      return row ? toView(row) : null;
    },

    /** The latest orders of every kind, newest first (staff's payments page). */
    async recentOrders(limit = 20): Promise<PaymentOrderView[]> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .orderBy(desc(paymentOrders.id))
        .limit(Math.min(Math.max(limit, 1), 100));
      return rows.map(toView);
    },

    /** Orders of several bookables of one type (list pages), newest first. */
    async ordersForMany(
      bookableType: string,
      bookableIds: (string | number)[],
    ): Promise<PaymentOrderView[]> {
      if (bookableIds.length === 0) return [];
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.bookableType, bookableType),
            inArray(paymentOrders.bookableId, bookableIds.map(String)),
          ),
        )
        .orderBy(desc(paymentOrders.id));
      return rows.map(toView);
    },

    async refundsFor(orderId: string): Promise<RefundView[]> {
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.publicId, orderId));
      if (!order) return [];
      const rows = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, order.id))
        .orderBy(paymentRefunds.id);
      return rows.map((r) => refundView(r, order));
    },

    /** Refunds of several orders (by public id), oldest first (list pages). */
    async refundsForOrders(orderIds: string[]): Promise<RefundView[]> {
      if (orderIds.length === 0) return [];
      const orders = await db
        .select()
        .from(paymentOrders)
        .where(inArray(paymentOrders.publicId, orderIds));
      if (orders.length === 0) return [];
      const byId = new Map(orders.map((o) => [o.id, o]));
      const rows = await db
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(paymentRefunds.id);
      return rows.flatMap((r) => {
        const order = byId.get(r.orderId);
        return order ? [refundView(r, order)] : [];
      });
    },

    /**
     * A refund of part or all of a captured order. Under the order's row lock: never above what
     * was captured minus what is already pending or processed. The ledger moves the money from
     * the reversal accounts to refunds_pending at once; the gateway's webhook finishes it.
     */
    async requestRefund(input: RequestRefundInput): Promise<RefundView> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw invalidPaymentInput("amountMinor must be a positive integer");
      }
      if (!KEY.test(input.idempotencyKey)) throw invalidPaymentInput("bad idempotencyKey");
      const reason = input.reason.trim().slice(0, MAX_DESCRIPTION) || "refund";
      const created = await tx(async (t) => {
        const [order] = await t
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.publicId, input.orderId))
          .for("update");
        if (!order) throw orderNotFound();
        const [existing] = await t
          .select()
          .from(paymentRefunds)
          .where(
            and(
              eq(paymentRefunds.orderId, order.id),
              eq(paymentRefunds.idempotencyKey, input.idempotencyKey),
            ),
          );
        if (existing) {
          if (existing.amountMinor !== input.amountMinor) throw refundKeyReused();
          return { order, refund: existing, fresh: false };
        }
        if (order.status !== "captured") throw notCaptured();
        const refundable = order.capturedMinor - order.refundedMinor;
        if (input.amountMinor > refundable)
          throw refundExceedsCapture(refundable, order.currency as CurrencyCode);
        const capturedAllocations =
          order.capturedMinor === order.amountMinor
            ? order.allocations
            : prorate(order.allocations, order.capturedMinor);
        const reversal = input.reversal ?? prorate(capturedAllocations, input.amountMinor);
        checkAllocations(reversal, input.amountMinor, "reversal");
        const [refund] = await t
          .insert(paymentRefunds)
          .values({
            publicId: publicId("rfnd_"),
            orderId: order.id,
            amountMinor: input.amountMinor,
            reason,
            reversal,
            idempotencyKey: input.idempotencyKey,
            requestedBy: input.requestedBy,
          })
          .returning();
        if (!refund) throw new Error("refund insert returned nothing");
        const [updated] = await t
          .update(paymentOrders)
          .set({ refundedMinor: order.refundedMinor + input.amountMinor, updatedAt: now() })
          .where(eq(paymentOrders.id, order.id))
          .returning();
        await postJournal(t, {
          journalKey: `refund:${refund.publicId}:pending`,
          kind: "refund_pending",
          reference: order.ledgerReference,
          currency: order.currency,
          memo: reason,
          lines: [
            ...reversal.map((r) => ({ account: r.account, amountMinor: r.amountMinor })),
            { account: LEDGER_ACCOUNTS.refundsPending, amountMinor: -input.amountMinor },
          ],
        });
        const after = updated ?? order;
        await events.record(t, "refund.pending", refundEvent(refund, after));
        return { order: after, refund, fresh: true };
      });
      const { order, refund } = created;
      if (!created.fresh) return refundView(refund, order);
      await events.deliver();
      if (!order.gatewayPaymentId) throw new Error("captured order without a payment id");
      try {
        const { gatewayRefundId } = await gateway.refund({
          gatewayPaymentId: order.gatewayPaymentId,
          amountMinor: refund.amountMinor,
          refundId: refund.publicId,
        });
        const [saved] = await db
          .update(paymentRefunds)
          .set({ gatewayRefundId })
          .where(eq(paymentRefunds.id, refund.id))
          .returning();
        return refundView(saved ?? refund, order);
      } catch (error) {
        logger.error({ err: error, refundId: refund.publicId }, "the gateway refused a refund");
        await tx(async (t) => {
          const [locked] = await t
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.id, order.id))
            .for("update");
          const [current] = await t
            .select()
            .from(paymentRefunds)
            .where(eq(paymentRefunds.id, refund.id))
            .for("update");
          if (!locked || !current) return;
          await failRefund(t, locked, current, "The payment gateway refused the refund.", "system");
        });
        await events.deliver();
        const [after] = await db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.id, refund.id));
        return refundView(after ?? refund, order);
      }
    },

    /**
     * A webhook as it arrived: the raw body (the signature covers its bytes) and the headers.
     * Forged, stale or malformed: 401/400 and nothing happens. Verified: each event applied once;
     * duplicates and late events answer 200 with no effect.
     */
    async handleWebhook(
      gatewayName: GatewayName,
      rawBody: string,
      headers: Headers,
    ): Promise<WebhookResult> {
      if (gatewayName !== gateway.name)
        return { status: 401, outcomes: [], refused: "wrong_gateway" };
      const verdict = gateway.verifyWebhook(rawBody, headers, now());
      if (!verdict.ok) {
        logger.warn({ gateway: gatewayName, reason: verdict.reason }, "webhook refused");
        return {
          status: verdict.reason === "malformed" ? 400 : 401,
          outcomes: [],
          refused: verdict.reason,
        };
      }
      const outcomes: WebhookResult["outcomes"] = [];
      try {
        for (const event of verdict.events) outcomes.push(await applyEvent(gatewayName, event));
      } catch (error) {
        if (error instanceof RetryLater) {
          await events.deliver();
          return { status: 503, outcomes, refused: "retry_later" };
        }
        throw error;
      }
      // The events are committed with their changes; delivered here so the payer's next page
      // sees the booking, else by the job runner.
      await events.deliver();
      return { status: 200, outcomes };
    },

    /** Applies an event that came back with the payer (Razorpay's signed checkout callback). */
    async applyVerifiedEvent(gatewayName: GatewayName, event: GatewayEvent) {
      const outcome = await applyEvent(gatewayName, event);
      await events.deliver();
      return outcome;
    },

    /**
     * What /payments/response shows to `user` for a bookable: the latest order this user made
     * for it, from the server's state. The bookable's confirmation is fetched only when the
     * query said success=true and the order is captured. Null: nothing of this user's (404).
     */
    async responseView(
      user: AuthenticatedUser,
      ref: BookableRef,
      successHint: boolean,
    ): Promise<PaymentResponseView | null> {
      const handler = bookables.get(ref.bookableType);
      if (!handler) return null;
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.bookableType, ref.bookableType),
            eq(paymentOrders.bookableId, ref.bookableId),
            eq(paymentOrders.payerUserId, user.id),
          ),
        )
        .orderBy(desc(paymentOrders.id));
      const row = rows[0];
      if (!row) return null;
      const links = await handler.links(ref.bookableId, user);
      if (!links) return null;
      const order = toView(row);
      const duplicate = order.duplicateOf !== null;
      const confirmation =
        successHint && order.status === "captured" && !duplicate
          ? await handler.confirmation(ref.bookableId, user, {
              id: order.id,
              amountMinor: order.amountMinor,
            })
          : null;
      return {
        state: order.status,
        duplicate,
        order: {
          id: order.id,
          amountMinor: order.amountMinor,
          currency: order.currency,
          description: order.description,
          method: order.method,
          failureReason: order.failureReason,
          createdAt: order.createdAt,
          capturedAt: order.capturedAt,
          expiresAt: order.expiresAt,
          gateway: order.gateway,
        },
        confirmation,
        links,
        paidTwice: (await service.duplicatesOf(rows.map(toView))).map(paidTwiceView),
      };
    },

    /**
     * The duplicate captures among `orders` (decision 0189), in their order, each with where
     * its refund stands: what a payer is told and staff see. One query, only when there are any.
     */
    async duplicatesOf(orders: PaymentOrderView[]): Promise<DuplicatePaymentView[]> {
      const duplicates = orders.filter((o) => o.duplicateOf !== null && o.capturedMinor > 0);
      if (duplicates.length === 0) return [];
      const refunds = await service.refundsForOrders(duplicates.map((o) => o.id));
      return duplicates.map((o) => {
        const mine = refunds.filter((r) => r.orderId === o.id);
        const latest = mine.at(-1);
        return {
          orderId: o.id,
          bookableId: o.bookableId,
          amountMinor: o.capturedMinor,
          currency: o.currency,
          capturedAt: o.capturedAt ?? o.createdAt,
          refund: latest
            ? {
                status: latest.status,
                amountMinor: latest.amountMinor,
                at: latest.processedAt ?? latest.createdAt,
              }
            : null,
        };
      });
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
