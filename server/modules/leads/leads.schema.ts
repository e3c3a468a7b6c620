import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.schema";
import { requestedTrips } from "../trips/trips.schema";
import type { LeadState } from "./lead-status";

// agent_id columns name the agents module's `agents.id`, without ON DELETE: an agency with
// leads or quotes cannot be deleted, so the routing history and the traveller's quotes keep
// their agent (docs/decisions/0084).

/**
 * A request routed to an agent (issue 9 §2). One row per (trip, agent): the routing history
 * staff read. `stage` is the inbox tab, kept up to date by the leads service so the inbox
 * counts and pages with one index, whatever the agent's number of leads.
 */
export const tripLeads = pgTable(
  "trip_leads",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    /** offered (waiting for a quote) | quoted | expired (lost to the timer): lead-status.ts. */
    state: text("state").$type<LeadState>().notNull().default("offered"),
    /** initial | more_quotes | reroute | reactivate. */
    reason: text("reason").notNull(),
    /** LeadStage of common/quotes.ts. */
    stage: text("stage").notNull().default("new"),
    routedAt: timestamp("routed_at", { withTimezone: true }).notNull().defaultNow(),
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    firstQuotedAt: timestamp("first_quoted_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Search text of the inbox: destinations and the traveller's first name. */
    searchText: text("search_text").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trip_leads_trip_agent_uq").on(t.tripId, t.agentId),
    // The inbox: one agent's leads of one stage, newest first; and the counts per stage.
    index("trip_leads_agent_stage_idx").on(t.agentId, t.stage, t.updatedAt.desc(), t.id.desc()),
    index("trip_leads_agent_updated_idx").on(t.agentId, t.updatedAt.desc(), t.id.desc()),
    // Inbox search: one agency's leads whose text contains the words typed, through trigrams
    // instead of reading every lead of the agency. Without fastupdate: PGlite has no autovacuum
    // to merge GIN's pending list, which the planner then prices as a scan (decision 0105).
    index("trip_leads_agent_search_trgm_idx")
      .using("gin", t.agentId, t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    // Routing load: open leads per agent.
    index("trip_leads_open_idx").on(t.agentId).where(sql`${t.state} = 'offered'`),
  ],
);

/**
 * Leads per agency and inbox tab, kept by triggers on trip_leads (hand-written migration
 * trip_lead_stage_count_triggers): the inbox's counts read seven rows whatever the number of leads the
 * agency ever had (docs/decisions/0085). Nothing else writes it.
 */
export const tripLeadStageCounts = pgTable(
  "trip_lead_stage_counts",
  {
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    stage: text("stage").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.stage] })],
);
