import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LeadStatus } from "../../../common/lead-status";
import type { FlightLegView } from "../../../common/trip-details";
import type { TripStatus } from "../../../common/trip-status";
import type { TripAttribution, TripCancellation, TripPreferences } from "../../../common/trips";
import { users } from "../accounts/accounts.schema";

/**
 * A traveller's trip request (accounts-trips-quotes §3 "Requested trip"). Agents answer it
 * with quotes; its status changes only through trip-status.ts.
 */
export const requestedTrips = pgTable(
  "requested_trips",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Public half of the nurture link; the secret half is compared in constant time. */
    uniqueKey: text("unique_key").notNull(),
    secretKey: text("secret_key").notNull(),
    toLoc: text("to_loc").array().notNull(),
    fromLoc: text("from_loc").notNull().default(""),
    /** 'YYYY-MM' or 'nd' (not decided). */
    travelMonth: text("travel_month").notNull(),
    startDate: date("start_date", { mode: "string" }),
    /** Duration buckets of common/trips DURATION_OPTIONS; "nd" stands alone. */
    durations: text("durations").array().notNull(),
    tripDays: smallint("trip_days"),
    tripType: text("trip_type").notNull(),
    adults: smallint("adults").notNull(),
    children: smallint("children").notNull().default(0),
    /**
     * Budget per person (common/trips.ts BUDGET_LABEL) in minor units of budgetCurrency
     * (DESIGN §5); both null when not given. The API speaks whole units as `budget`.
     */
    budgetMinor: bigint("budget_minor", { mode: "number" }),
    budgetCurrency: text("budget_currency"),
    isdCode: text("isd_code").notNull(),
    phoneNo: text("phone_no").notNull(),
    numberVerified: boolean("number_verified").notNull().default(false),
    status: text("status").$type<TripStatus>().notNull().default("Active"),
    /** common/lead-status.ts; changes only through changeLeadStatus (decision 0213). */
    leadStatus: text("lead_status").$type<LeadStatus>().notNull().default("active"),
    leadStatusChangedAt: timestamp("lead_status_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The traveller's last move on the request or its quotes: what hot and dormant count from. */
    travellerActiveAt: timestamp("traveller_active_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    preferences: jsonb("preferences").$type<TripPreferences>().notNull().default({}),
    quotesCount: integer("quotes_count").notNull().default(0),
    packageId: integer("package_id"),
    tripStage: text("trip_stage"),
    comments: text("comments").notNull().default(""),
    attribution: jsonb("attribution").$type<TripAttribution>().notNull().default({}),
    cancellation: jsonb("cancellation").$type<TripCancellation>(),
    /** When the nurture mail went (send-nurture-mail.ts); null until then. */
    nurtureSentAt: timestamp("nurture_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("requested_trips_unique_key_idx").on(t.uniqueKey),
    index("requested_trips_user_idx").on(t.userId, t.createdAt),
    // The pipeline board: one column (lead status), newest first, paged (decision 0213).
    index("requested_trips_lead_board_idx").on(t.leadStatus, t.createdAt.desc(), t.id.desc()),
    // Requests still waiting for a first quote: the board's escalations, counted and listed
    // along this small index rather than the table (decision 0233).
    index("requested_trips_awaiting_quote_idx")
      .on(t.leadStatus, t.createdAt.desc(), t.id.desc())
      .where(sql`quotes_count = 0 and status = 'Active'`),
    // The same requests by age alone: the board's escalation count (past the SLA, any
    // column) reads this index up to its cap (decision 0238).
    index("requested_trips_escalation_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`quotes_count = 0 and status = 'Active'`),
    // The board's destination filter (any place, case-insensitive) per column, and its search
    // of places by trigrams (decision 0238). Both read SQL functions of migration 0042: an
    // index needs an immutable expression and array_to_string/unnest are not declared so.
    index("requested_trips_places_idx")
      .using("gin", t.leadStatus, sql`requested_trip_places(${t.toLoc})`)
      .with({ fastupdate: false }),
    index("requested_trips_places_trgm_idx")
      .using("gin", t.leadStatus, sql`requested_trip_places_text(${t.toLoc}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Requests per lead status, kept by a trigger on requested_trips (migration 0039, decision
 * 0233), so the unfiltered pipeline board reads eight rows instead of counting the table.
 */
export const requestedTripLeadCounts = pgTable("requested_trip_lead_counts", {
  leadStatus: text("lead_status").$type<LeadStatus>().primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

/** Every change of a trip's lead status: from, to, the event, who and why (decision 0213). */
export const tripLeadStatusChanges = pgTable(
  "trip_lead_status_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<LeadStatus>().notNull(),
    toStatus: text("to_status").$type<LeadStatus>().notNull(),
    event: text("event").notNull(),
    actorRole: text("actor_role").notNull(),
    actorId: text("actor_id"),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_lead_status_changes_trip_idx").on(t.tripId, t.createdAt)],
);

/**
 * The trip's event log: every status change (trip-status.ts) and every write that
 * trip-permissions.ts audits (a staff member acting on a traveller's trip, from = to status),
 * with who made it.
 */
export const requestedTripEvents = pgTable(
  "requested_trip_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    fromStatus: text("from_status").$type<TripStatus>(),
    toStatus: text("to_status").$type<TripStatus>().notNull(),
    actorId: text("actor_id"),
    actorRole: text("actor_role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("requested_trip_events_trip_idx").on(t.tripId, t.createdAt)],
);

export const tripCallbacks = pgTable(
  "trip_callbacks",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    option: text("option").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_callbacks_trip_idx").on(t.tripId, t.createdAt)],
);

export const tripFeedbacks = pgTable(
  "trip_feedbacks",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_feedbacks_trip_idx").on(t.tripId)],
);

/** Files attached to a trip; the bytes live in storage under `storedName`, never the client's name. */
export const tripDocuments = pgTable(
  "trip_documents",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trip_documents_trip_idx").on(t.tripId),
    uniqueIndex("trip_documents_stored_idx").on(t.storedName),
  ],
);

/**
 * A guest's request kept while they activate a new account (decision 0013: sign-up never signs
 * in). The activation link lands on /requested_trips/drafts/{token}; the signed-in owner of
 * `email` turns it into a request. Only the token's hash is stored.
 */
export const tripDrafts = pgTable(
  "trip_drafts",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    tripId: integer("trip_id").references(() => requestedTrips.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trip_drafts_token_idx").on(t.tokenHash)],
);

/** The traveller's answers to the request's quiz (common/trip-details.ts), one per question. */
export const tripQuizAnswers = pgTable(
  "trip_quiz_answers",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    answer: text("answer").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.questionId] })],
);

/** The traveller's flights for the request, one row per request, replaced on each save. */
export const tripFlightDetails = pgTable("trip_flight_details", {
  tripId: integer("trip_id")
    .primaryKey()
    .references(() => requestedTrips.id, { onDelete: "cascade" }),
  onward: jsonb("onward").$type<FlightLegView>().notNull(),
  return: jsonb("return").$type<FlightLegView>(),
  pnr: text("pnr").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
