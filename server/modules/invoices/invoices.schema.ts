import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TaxInvoiceFacts } from "../../../common/gst";
import type { InstalmentStatus, InvoiceStatus } from "../../../common/invoices";
import type { QuotePricing } from "../../../common/quotes";
import { quotes } from "../quotes/quotes.schema";
import { requestedTrips } from "../trips/trips.schema";

/**
 * The last invoice number given in each Indian financial year ("2026-27"). Issuing locks the
 * year's row in the issuing transaction, so numbers are consecutive without gaps: a failed
 * issue rolls its increment back with it (decision 0126).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  last: integer("last").notNull().default(0),
});

export interface InvoiceParty {
  name: string;
  email: string;
  phone: string;
  address: string;
  gstin: string;
}

export interface InvoiceLine {
  label: string;
  /** Minor units; negative for a discount. */
  amountMinor: number;
  kind: "package" | "discount" | "coupon" | "tax" | "info";
}

/** An issued invoice of a quote (issue 11 §2). What was issued never changes afterwards. */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** "TH/2026-27/000001" */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    quoteVersion: integer("quote_version").notNull(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    agentId: integer("agent_id").notNull(),
    travellerUserId: text("traveller_user_id").notNull(),
    /** issued | partially_paid | paid | cancelled: INVOICE_MACHINE, invoice-status.ts. */
    status: text("status").$type<InvoiceStatus>().notNull().default("issued"),
    currency: text("currency").notNull(),
    /** The quote's pricing with the coupon taken off (quote-pricing.ts). */
    pricing: jsonb("pricing").$type<QuotePricing>().notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    couponCode: text("coupon_code"),
    couponDiscountMinor: integer("coupon_discount_minor").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    traveller: jsonb("traveller").$type<InvoiceParty>().notNull(),
    agency: jsonb("agency").$type<InvoiceParty>().notNull(),
    /** SAC, place of supply, CGST+SGST / IGST and words (decision 0211); null before them. */
    taxInvoice: jsonb("tax_invoice").$type<TaxInvoiceFacts>(),
    tripTitle: text("trip_title").notNull(),
    travelDate: date("travel_date"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text("issued_by").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_uq").on(t.number),
    uniqueIndex("invoices_fy_sequence_uq").on(t.financialYear, t.sequence),
    // One live invoice per quote.
    uniqueIndex("invoices_quote_live_uq").on(t.quoteId).where(sql`${t.status} <> 'cancelled'`),
    index("invoices_trip_idx").on(t.tripId, t.id),
    index("invoices_agent_idx").on(t.agentId, t.issuedAt.desc()),
  ],
);

/** The payment schedule of an invoice: a deposit, then the balance due before travel. */
export const invoiceInstalments = pgTable(
  "invoice_instalments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    dueDate: date("due_date").notNull(),
    /** Captured against this instalment (the payments module's captures, told by a workflow). */
    paidMinor: integer("paid_minor").notNull().default(0),
    /** due | paid: INSTALMENT_MACHINE, invoice-status.ts. */
    status: text("status").$type<InstalmentStatus>().notNull().default("due"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("invoice_instalments_position_uq").on(t.invoiceId, t.position)],
);

/** Payments counted against an invoice, once each (the payments module's payment id). */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    /** The payments module's id of the captured payment (or order); dedupes a repeated event. */
    paymentRef: text("payment_ref").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    /** captured | refunded (amountMinor negative) */
    kind: text("kind").notNull().default("captured"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invoice_payments_ref_uq").on(t.paymentRef, t.kind)],
);

/**
 * The last credit note number given in each financial year: a series of its own, numbered like
 * invoices (locked counter row, no gaps; decision 0118).
 */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * A credit note against an issued invoice whose booking was cancelled: it reduces the invoice
 * to what the agency keeps (decision 0118). Written once, never changed.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    /** "TH/CN/2026-27/000001" */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id").notNull(),
    tripId: integer("trip_id").notNull(),
    agentId: integer("agent_id").notNull(),
    travellerUserId: text("traveller_user_id").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    /** The cancellation schedule's percentage applied to what was paid. */
    refundPercent: integer("refund_percent").notNull(),
    /** Paid on the invoice when it was cancelled (net of earlier refunds). */
    paidMinor: integer("paid_minor").notNull(),
    /** Given back to the traveller through the gateway. */
    refundMinor: integer("refund_minor").notNull(),
    /** Invoiced but never paid (later instalments), written off with the booking. */
    uncollectedMinor: integer("uncollected_minor").notNull(),
    /** What the credit note takes off the invoice: refund + uncollected, GST included. */
    totalMinor: integer("total_minor").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text("issued_by").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_uq").on(t.number),
    uniqueIndex("credit_notes_fy_sequence_uq").on(t.financialYear, t.sequence),
    // One credit note per invoice: a cancellation happens once.
    uniqueIndex("credit_notes_invoice_uq").on(t.invoiceId),
    index("credit_notes_trip_idx").on(t.tripId),
  ],
);
