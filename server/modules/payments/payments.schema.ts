import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PaymentOrderStatus, RefundStatus } from "../../../common/payments";
import { users } from "../accounts/accounts.schema";

/**
 * Payments (docs/decisions/0120-0124). An order is what the server asked a payer to pay for
 * one bookable; refunds give part of a captured order back; webhook events are remembered
 * by the gateway's event id so each is applied once; the ledger is double-entry.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: serial("id").primaryKey(),
    /** Public id in URLs (`pord_…`): row ids are not shown. */
    publicId: text("public_id").notNull(),
    bookableType: text("bookable_type").notNull(),
    bookableId: text("bookable_id").notNull(),
    payerUserId: text("payer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    /** created | pending | captured | failed | expired: ORDER_MACHINE, payments-status.ts. */
    status: text("status").$type<PaymentOrderStatus>().notNull().default("created"),
    gateway: text("gateway").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    gatewayPaymentId: text("gateway_payment_id"),
    method: text("method"),
    failureReason: text("failure_reason"),
    partialPayment: boolean("partial_payment").notNull().default(false),
    capturedMinor: bigint("captured_minor", { mode: "number" }).notNull().default(0),
    /** Pending plus processed refunds; never above capturedMinor (checked under the row lock). */
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    /** Credits summing to amountMinor, posted against traveller_clearing at capture. */
    allocations: jsonb("allocations").$type<{ account: string; amountMinor: number }[]>().notNull(),
    ledgerReference: text("ledger_reference").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    /**
     * When a created or pending order stops being live: its creation plus the gateway's expiry
     * (decision 0190). The expiry job, scheduled with the order, moves it to expired then.
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * A capture for a bookable another order had already paid: that order's public id. Such a
     * capture is not the bookable's money; it is refunded in full (decision 0189).
     */
    duplicateOf: text("duplicate_of"),
    /** When the outcome's domain event was published (null: still to publish). */
    publishedStatus: text("published_status"),
  },
  (t) => [
    uniqueIndex("payment_orders_public_uq").on(t.publicId),
    uniqueIndex("payment_orders_gateway_order_uq").on(t.gateway, t.gatewayOrderId),
    uniqueIndex("payment_orders_idempotency_uq").on(t.payerUserId, t.idempotencyKey),
    index("payment_orders_bookable_idx").on(t.bookableType, t.bookableId, t.id),
    // At most one live order per bookable (decision 0189): a second start answers the first.
    uniqueIndex("payment_orders_live_uq")
      .on(t.bookableType, t.bookableId)
      .where(sql`${t.status} in ('created', 'pending')`),
    check("payment_orders_amount_positive", sql`${t.amountMinor} > 0`),
    check(
      "payment_orders_refund_within_capture",
      sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.capturedMinor}`,
    ),
  ],
);

export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** pending | processed | failed: REFUND_MACHINE, payments-status.ts. */
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    reason: text("reason").notNull(),
    failureReason: text("failure_reason"),
    gatewayRefundId: text("gateway_refund_id"),
    /** Debits summing to amountMinor: which accounts gave the money back. */
    reversal: jsonb("reversal").$type<{ account: string; amountMinor: number }[]>().notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestedBy: text("requested_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    publishedStatus: text("published_status"),
  },
  (t) => [
    uniqueIndex("payment_refunds_public_uq").on(t.publicId),
    uniqueIndex("payment_refunds_idempotency_uq").on(t.orderId, t.idempotencyKey),
    uniqueIndex("payment_refunds_gateway_uq").on(t.gatewayRefundId),
    index("payment_refunds_order_idx").on(t.orderId),
    check("payment_refunds_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** Every verified webhook event, by the gateway's id: the second delivery finds the row. */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** applied | ignored (late or unknown): both answer 2xx. */
    outcome: text("outcome").notNull(),
    orderId: integer("order_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_webhook_events_uq").on(t.gateway, t.eventId)],
);

/** One balanced movement of money: its entries sum to zero per currency. */
export const ledgerJournals = pgTable(
  "ledger_journals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Idempotency of a posting: `capture:pord_…`, `release:quote:12`, … */
    journalKey: text("journal_key").notNull(),
    kind: text("kind").notNull(),
    reference: text("reference").notNull(),
    memo: text("memo").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_journals_key_uq").on(t.journalKey),
    index("ledger_journals_reference_idx").on(t.reference),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    journalId: bigint("journal_id", { mode: "number" })
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: "restrict" }),
    account: text("account").notNull(),
    /** Debit positive, credit negative, in minor units. */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.account, t.reference),
    index("ledger_entries_journal_idx").on(t.journalId),
    check("ledger_entries_nonzero", sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * The embedded sandbox gateway's own books (it plays another company): its orders and the
 * payment the tester made on its hosted page. Our side never reads this table to decide a
 * payment; it learns only from the signed webhooks.
 */
export const sandboxGatewayOrders = pgTable(
  "sandbox_gateway_orders",
  {
    id: text("id").primaryKey(),
    receipt: text("receipt").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    /** Where the hosted page sends the payer back; the gateway adds success=true|false. */
    callbackUrl: text("callback_url").notNull(),
    /** created | pending | captured | failed. */
    status: text("status").notNull().default("created"),
    paymentId: text("payment_id"),
    method: text("method"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_gateway_orders_payment_uq").on(t.paymentId)],
);
