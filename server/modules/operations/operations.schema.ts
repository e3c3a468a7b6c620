import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { requestedTrips } from "../trips/trips.schema";

/**
 * What staff did on a request, and what the system did for them (an escalation): the audit log
 * the trip page shows (decision 0213). Written by the operations service only.
 */
export const tripStaffActions = pgTable(
  "trip_staff_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    /** reassign | add_agent | note | callback | escalated | lead_status | view_as. */
    action: text("action").notNull(),
    actorId: text("actor_id"),
    actorRole: text("actor_role").notNull(),
    actorName: text("actor_name").notNull().default(""),
    /** One line a person reads: "Reassigned from A to B: agent on leave". */
    summary: text("summary").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_staff_actions_trip_idx").on(t.tripId, t.createdAt)],
);

/** Staff notes on a request; `mentions` are the staff users named with @ (notified). */
export const tripNotes = pgTable(
  "trip_notes",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    mentions: text("mentions").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_notes_trip_idx").on(t.tripId, t.createdAt)],
);

/** A call staff scheduled to the traveller: the dialer's queue lists the open ones by time due. */
export const scheduledCallbacks = pgTable(
  "scheduled_callbacks",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    note: text("note").notNull().default(""),
    scheduledBy: text("scheduled_by").notNull(),
    scheduledByName: text("scheduled_by_name").notNull(),
    /** open | done. */
    state: text("state").notNull().default("open"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scheduled_callbacks_open_idx").on(t.dueAt).where(sql`${t.state} = 'open'`),
    index("scheduled_callbacks_trip_idx").on(t.tripId),
  ],
);

/**
 * What admin changed outside any request (decision 0229): a staff account made, a role changed,
 * an account disabled or enabled, an agency approved, suspended or reinstated, a commission set.
 * Written by the operations service only; shown on the admin pages newest first.
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** user.create | user.role | user.disable | user.enable | agency.approve | agency.suspend | agency.reinstate | agency.commission. */
    action: text("action").notNull(),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    /** "user" or "agency", and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    summary: text("summary").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_actions_created_idx").on(t.createdAt),
    index("admin_actions_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
  ],
);
