import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { QuoteContent, QuotePricing, QuoteStatus } from "../../../common/quotes";

import { agents } from "../agents/agents.schema";
import { tripLeads } from "../leads/leads.schema";
import { requestedTrips } from "../trips/trips.schema";

export type { QuoteContent } from "../../../common/quotes";

// agent_id columns name the agents module's `agents.id`, without ON DELETE: an agency with
// quotes cannot be deleted, so the traveller's quotes keep their agent (docs/decisions/0084).

/** One agent's quote for one trip; its content lives in versions. */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    leadId: integer("lead_id")
      .notNull()
      .references(() => tripLeads.id, { onDelete: "cascade" }),
    /** QuoteStatus; changes only through quote-status.ts. */
    status: text("status").$type<QuoteStatus>().notNull().default("active"),
    /** The status before the request was cancelled: remembered (§4), shown to staff. */
    previousStatus: text("previous_status").$type<QuoteStatus>(),
    /** Newest version number (draft or sent). */
    latestVersion: integer("latest_version").notNull().default(1),
    /** Newest sent version; null until the first send (the traveller sees nothing before). */
    sentVersion: integer("sent_version"),
    firstSentAt: timestamp("first_sent_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** The traveller's compare selection. */
    isSelected: boolean("is_selected").notNull().default(false),
    declineReason: jsonb("decline_reason").$type<{ reason: string; otherReason: string }>(),
    /** Cleared when the request is cancelled (§4); set by the money issue. */
    invoiceId: integer("invoice_id"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quotes_trip_idx").on(t.tripId, t.id),
    index("quotes_agent_idx").on(t.agentId, t.updatedAt.desc()),
    index("quotes_lead_idx").on(t.leadId),
  ],
);

/** Versions of a quote: drafts are edited in place; a sent version never changes again. */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** draft | sent. */
    state: text("state").notNull().default("draft"),
    content: jsonb("content").$type<QuoteContent>().notNull(),
    /** Computed by quote-pricing.ts from content and the trip's travellers, never by a client. */
    pricing: jsonb("pricing").$type<QuotePricing>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("quote_versions_quote_version_uq").on(t.quoteId, t.version)],
);

/** The traveller's answer per hotel of a sent version (§4 hotel selection status). */
export const quoteHotelStatuses = pgTable(
  "quote_hotel_statuses",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    hotelKey: text("hotel_key").notNull(),
    /** 1 selected, -1 rejected. */
    status: smallint("status").notNull(),
    reason: text("reason").notNull().default(""),
    otherReason: text("other_reason").notNull().default(""),
    trackingData: jsonb("tracking_data").$type<Record<string, string>>(),
    userId: text("user_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quote_hotel_statuses_uq").on(t.quoteId, t.version, t.hotelKey)],
);

/** Every quote status change and version event, with who did it (the audit of quote-status.ts). */
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    fromStatus: text("from_status").$type<QuoteStatus>(),
    toStatus: text("to_status").$type<QuoteStatus>().notNull(),
    version: integer("version"),
    actorRole: text("actor_role").notNull(),
    actorId: text("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_events_quote_idx").on(t.quoteId, t.createdAt)],
);

/** Callback requests on a quote: the agent sees them on the lead; the dialer works the queue. */
export const quoteCallbacks = pgTable(
  "quote_callbacks",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    tripId: integer("trip_id").notNull(),
    userId: text("user_id").notNull(),
    option: text("option").notNull(),
    reason: text("reason").notNull().default(""),
    /** open | done. */
    state: text("state").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The staff user who marked the call done (the dialer's "Call done"). */
    handledBy: text("handled_by"),
  },
  (t) => [
    index("quote_callbacks_quote_idx").on(t.quoteId),
    index("quote_callbacks_open_idx").on(t.createdAt).where(sql`${t.state} = 'open'`),
    // The dialer's "recently closed": the last few done calls, not a scan of every call ever made.
    index("quote_callbacks_done_idx").on(t.handledAt.desc()).where(sql`${t.state} = 'done'`),
  ],
);

/** update_quote_stats: each time the traveller looked at a quote, and from where. */
export const quoteViews = pgTable(
  "quote_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    source: text("source").notNull(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_views_quote_idx").on(t.quoteId, t.createdAt)],
);

/**
 * An agency's day library (decision 0210): days it wrote once, saved from the builder (or
 * seeded from the catalogue's package itineraries) to drop into any of its quotes. Only the
 * agency that saved a day ever reads it.
 */
export const quoteLibraryDays = pgTable(
  "quote_library_days",
  {
    id: serial("id").primaryKey(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    title: text("title").notNull(),
    /** The catalogue's city id when the day named one; the search by place follows it. */
    cityId: integer("city_id"),
    cityName: text("city_name").notNull(),
    description: text("description").notNull().default(""),
    activities: jsonb("activities").$type<string[]>().notNull().default([]),
    transfers: jsonb("transfers").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_library_days_agent_idx").on(t.agentId, t.createdAt.desc())],
);
