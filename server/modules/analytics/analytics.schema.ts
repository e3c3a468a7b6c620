import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// Analytics read models (decision 0215): one row per request and one per (request, agency),
// holding the milestones the funnel, money and scorecard charts count. The rows are derived,
// never typed in: server/workflows/refresh-trip-analytics.ts recomputes a request's rows from
// the owning modules' doors whenever one of its domain events is delivered, and
// `npm run analytics:rebuild` recomputes them all. No foreign keys: a read model may lag or be
// rebuilt, and must never block a write of the modules it copies.

/** A request and its way through the marketplace, with its money in rupees (minor units). */
export const analyticsTripFacts = pgTable(
  "analytics_trip_facts",
  {
    tripId: integer("trip_id").primaryKey(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    /** The first destination asked for, as the traveller wrote it. */
    destination: text("destination").notNull(),
    /** utm_source, else the traffic type, else "direct". */
    source: text("source").notNull(),
    firstQuoteAt: timestamp("first_quote_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    /** The first captured payment on the live invoice: the booking's date. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The first voucher after payment: converted (spec: paid and vouchered). */
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    /** The agency whose quote was invoiced. */
    agentId: integer("agent_id"),
    bookingValueMinor: bigint("booking_value_minor", { mode: "number" }).notNull().default(0),
    /** Collected from the traveller on the live invoice, net of refunds. */
    revenueMinor: bigint("revenue_minor", { mode: "number" }).notNull().default(0),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull().default(0),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The funnel's cohort: requests made in the period, with what they reached.
    index("analytics_trip_facts_requested_idx").on(
      t.requestedAt,
      t.firstQuoteAt,
      t.acceptedAt,
      t.invoicedAt,
      t.paidAt,
      t.convertedAt,
    ),
    // Bookings of the period (money charts), read from the index alone.
    index("analytics_trip_facts_paid_idx").on(
      t.paidAt,
      t.destination,
      t.source,
      t.bookingValueMinor,
      t.revenueMinor,
      t.commissionMinor,
    ),
  ],
);

/** One agency's lead on a request: how fast and how often it answered, and whether it won. */
export const analyticsLeadFacts = pgTable(
  "analytics_lead_facts",
  {
    tripId: integer("trip_id").notNull(),
    agentId: integer("agent_id").notNull(),
    routedAt: timestamp("routed_at", { withTimezone: true }).notNull(),
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    firstQuotedAt: timestamp("first_quoted_at", { withTimezone: true }),
    quotesSent: smallint("quotes_sent").notNull().default(0),
    /** 1 when this agency's quote was paid for, else 0 (summed per agency). */
    won: smallint("won").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.agentId] }),
    index("analytics_lead_facts_routed_idx").on(
      t.routedAt,
      t.agentId,
      t.respondBy,
      t.firstQuotedAt,
      t.quotesSent,
      t.won,
    ),
  ],
);
