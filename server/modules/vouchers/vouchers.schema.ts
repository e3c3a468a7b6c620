import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { quotes } from "../quotes/quotes.schema";
import { requestedTrips } from "../trips/trips.schema";

/**
 * A travel voucher the agent uploads for a booked quote (issue 11 §6): one file per item
 * (hotel, cab, flight, activity), checked by content like trip documents (decision 0021).
 */
export const quoteVouchers = pgTable(
  "quote_vouchers",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    agentId: integer("agent_id").notNull(),
    /** hotel | cab | flight | activity */
    voucherType: text("voucher_type").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    /** pending | downloaded | acknowledged */
    travellerStatus: text("traveller_status").notNull().default("pending"),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quote_vouchers_quote_idx").on(t.quoteId, t.id),
    index("quote_vouchers_trip_idx").on(t.tripId),
  ],
);
