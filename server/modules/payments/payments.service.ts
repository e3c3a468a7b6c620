import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { CurrencyCode } from "../../../common/locale";
import {
  type BookableRef,
  isBookableId,
  isBookableType,
  type PaymentOrderStatus,
  paymentCallbackUrl,
  type RefundStatus,
} from "../../../common/payments";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import type { Logger } from "../../lib/logger";
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
  GatewayEvent,
  GatewayName,
  PaymentGateway,
  PaymentOrderView,
  RefundView,
  RequestRefundInput,
} from "./payments.types";
import { nextOrderStatus, nextRefundStatus } from "./payments-status";

export interface PaymentsServiceDeps {
  db: Db;
  logger: Pick<Logger, "info" | "warn" | "error">;
  events: DomainEvents;
  /** The configured gateway (config PAYMENT_GATEWAY): the sandbox or Razorpay. */
  gateway: PaymentGateway;
  now?: () => Date;
}

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
    | "gateway"
  >;
  /** Only when the query said success=true and the order is captured. */
  confirmation: BookableConfirmation | null;
  links: { retryUrl: string; backUrl: string; backLabel: string; note?: string };
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
      status: row.status as PaymentOrderStatus,
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
      status: row.status as RefundStatus,
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
    if (!nextOrderStatus(order.status, "payment.captured")) return false;
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
    const at = now();
    const [row] = await t
      .update(paymentOrders)
      .set({
        status: "captured",
        capturedMinor: amount,
        gatewayPaymentId: event.gatewayPaymentId,
        method: event.method ?? order.method,
        failureReason: null,
        capturedAt: at,
        updatedAt: at,
      })
      .where(eq(paymentOrders.id, order.id))
      .returning();
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

  async function markPending(t: Db, order: OrderRow, event: GatewayEvent): Promise<boolean> {
    if (!nextOrderStatus(order.status, "payment.pending")) return false;
    const [row] = await t
      .update(paymentOrders)
      .set({ status: "pending", method: event.method ?? order.method, updatedAt: now() })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    if (!row) return false;
    await events.record(t, "payment.pending", orderEvent(row));
    return true;
  }

  async function markFailed(t: Db, order: OrderRow, event: GatewayEvent): Promise<boolean> {
    if (!nextOrderStatus(order.status, "payment.failed")) return false;
    const failureReason = event.failureReason ?? "The payment failed.";
    const [row] = await t
      .update(paymentOrders)
      .set({
        status: "failed",
        method: event.method ?? order.method,
        failureReason,
        updatedAt: now(),
      })
      .where(eq(paymentOrders.id, order.id))
      .returning();
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
    if (!nextRefundStatus(refund.status, "refund.processed")) return false;
    const at = now();
    const [row] = await t
      .update(paymentRefunds)
      .set({ status: "processed", processedAt: at })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
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
  ): Promise<boolean> {
    if (!nextRefundStatus(refund.status, "refund.failed")) return false;
    const [row] = await t
      .update(paymentRefunds)
      .set({ status: "failed", failureReason: reason, processedAt: now() })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
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
                : await failRefund(t, order, refund, event.failureReason ?? "The refund failed.");
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

  const service = {
    gateway,

    /** Each bookable type registers how the response page speaks of it (services.ts). */
    registerBookable(handler: BookableHandler): void {
      if (!isBookableType(handler.type)) throw new Error(`bad bookable type ${handler.type}`);
      bookables.set(handler.type, handler);
    },

    /**
     * An order for an amount the calling server code computed. The same payer and key answer
     * the first order (same bookable and amount) or 409; a bookable already paid is 409, and so
     * is one whose UPI payment awaits approval.
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
      const ledgerReference = input.ledgerReference ?? `${input.bookableType}:${bookableId}`;

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
      const open = await db
        .select({ status: paymentOrders.status })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.bookableType, input.bookableType),
            eq(paymentOrders.bookableId, bookableId),
            inArray(paymentOrders.status, ["captured", "pending"]),
          ),
        );
      if (open.some((o) => o.status === "captured")) throw alreadyPaid();
      if (open.some((o) => o.status === "pending")) throw paymentInProgress();

      const id = publicId("pord_");
      const { gatewayOrderId } = await gateway.createOrder({
        receipt: id,
        amountMinor: input.amountMinor,
        currency: input.currency,
        description,
        partialPayment: input.partialPayment ?? false,
        callbackUrl: paymentCallbackUrl(ref),
      });
      const [row] = await db
        .insert(paymentOrders)
        .values({
          publicId: id,
          bookableType: input.bookableType,
          bookableId,
          payerUserId: input.payerUserId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          description,
          gateway: gateway.name,
          gatewayOrderId,
          partialPayment: input.partialPayment ?? false,
          allocations,
          ledgerReference,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: [paymentOrders.payerUserId, paymentOrders.idempotencyKey] })
        .returning();
      if (row) return toView(row);
      // Another request with the same key won the race: answer its order.
      const winner = await byKey();
      if (!winner || !same(winner)) throw paymentKeyReused();
      return toView(winner);
    },

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
          await failRefund(t, locked, current, "The payment gateway refused the refund.");
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
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.bookableType, ref.bookableType),
            eq(paymentOrders.bookableId, ref.bookableId),
            eq(paymentOrders.payerUserId, user.id),
          ),
        )
        .orderBy(desc(paymentOrders.id))
        .limit(1);
      if (!row) return null;
      const links = await handler.links(ref.bookableId, user);
      if (!links) return null;
      const order = toView(row);
      const confirmation =
        successHint && order.status === "captured"
          ? await handler.confirmation(ref.bookableId, user, {
              id: order.id,
              amountMinor: order.amountMinor,
            })
          : null;
      return {
        state: order.status,
        order: {
          id: order.id,
          amountMinor: order.amountMinor,
          currency: order.currency,
          description: order.description,
          method: order.method,
          failureReason: order.failureReason,
          createdAt: order.createdAt,
          capturedAt: order.capturedAt,
          gateway: order.gateway,
        },
        confirmation,
        links,
      };
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
