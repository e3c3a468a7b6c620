import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
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

// Daily roll-ups of the facts (decision 0232): what a period's charts read, at most one row per
// day (per key), so a year costs hundreds of rows, not a hundred thousand. Each day's rows are
// recomputed from that day's facts whenever a fact of the day is replaced (in the same
// transaction) and all of them on `npm run analytics:rebuild`; never incremented.

/**
 * The marketplace funnel of the requests made on a day (its cohort): how many reached each
 * step, and the hours each took from the step before as a histogram (hours rounded to 0.1 as
 * text keys → how many), so a period's median is read from at most 731 small maps.
 */
export const analyticsDailyFunnel = pgTable("analytics_daily_funnel", {
  day: date("day", { mode: "string" }).primaryKey(),
  requested: integer("requested").notNull(),
  firstQuote: integer("first_quote").notNull(),
  accepted: integer("accepted").notNull(),
  invoiced: integer("invoiced").notNull(),
  paid: integer("paid").notNull(),
  converted: integer("converted").notNull(),
  /** Five histograms, one per step after "Requested". */
  stepHours: jsonb("step_hours").$type<Record<string, number>[]>().notNull(),
});

/** Bookings paid on a day, in total (`all`/`all`), per destination and per source. */
export const analyticsDailyMoney = pgTable(
  "analytics_daily_money",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<"all" | "destination" | "source">().notNull(),
    key: text("key").notNull(),
    bookings: integer("bookings").notNull(),
    bookingValueMinor: bigint("booking_value_minor", { mode: "number" }).notNull(),
    revenueMinor: bigint("revenue_minor", { mode: "number" }).notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.key] })],
);

/**
 * Per agency, the leads routed to it on a day. SLA misses depend on the hour they are read:
 * quotes sent late are counted here; unanswered leads are counted with the latest deadline
 * among them, so a reader counts them all once that deadline has passed and asks the facts
 * only for the few recent days where it has not.
 */
export const analyticsDailyAgents = pgTable(
  "analytics_daily_agents",
  {
    day: date("day", { mode: "string" }).notNull(),
    agentId: integer("agent_id").notNull(),
    leads: integer("leads").notNull(),
    quoted: integer("quoted").notNull(),
    quotesSent: bigint("quotes_sent", { mode: "number" }).notNull(),
    won: bigint("won", { mode: "number" }).notNull(),
    lateQuoted: integer("late_quoted").notNull(),
    unanswered: integer("unanswered").notNull(),
    unansweredDueLast: timestamp("unanswered_due_last", { withTimezone: true }),
    /** Hours from routing to the first quote: hours rounded to 0.1 → how many. */
    responseHours: jsonb("response_hours").$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.agentId] }),
    // The few days whose latest deadline is still ahead, whose unanswered leads a scorecard
    // counts one by one (decision 0238).
    index("analytics_daily_agents_due_idx")
      .on(t.unansweredDueLast)
      .where(sql`unanswered_due_last is not null`),
  ],
);
