import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { AGENT_APPLICATION_STATUSES } from "../../../common/agent-application";
import { AGENT_VERIFICATION_STATUSES } from "../../../common/agents";
import { users } from "../accounts/accounts.schema";
import { destinations } from "../catalog/catalog.schema";
import { requestedTrips } from "../trips/trips.schema";

/**
 * A travel agency that answers trip requests (accounts-trips-quotes §3 "Agent"). Seeded like
 * the catalogue; an agent's user account, when it has one, signs in to work its leads.
 */
export const agents = pgTable(
  "agents",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The opaque id of /agents/{encodedId}. */
    encodedId: text("encoded_id").notNull(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    /** "+91 98470 12345": shown masked until the quotes module unmasks it for a traveller. */
    mobile: text("mobile").notNull(),
    baseCity: text("base_city").notNull(),
    about: text("about").notNull(),
    languages: text("languages").array().notNull(),
    /** Years in business are counted from this at read time, so they never go stale. */
    foundedYear: smallint("founded_year").notNull(),
    verificationStatus: text("verification_status", { enum: AGENT_VERIFICATION_STATUSES })
      .notNull()
      .default("pending"),
    /** Typical time to a first quote. */
    responseMinutes: integer("response_minutes").notNull(),
    /** Average testimonial rating in tenths (46 = 4.6); kept in step by addTestimonial. */
    ratingTenths: smallint("rating_tenths").notNull().default(0),
    convertedTrips: integer("converted_trips").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /** Three colours (#rrggbb) of the generated profile picture. */
    palette: text("palette").array().notNull(),
    /** The scene drawn small on the badge (common/artwork ArtMotif), from the home destination. */
    artMotif: text("art_motif").notNull().default("mountains"),
    /** The agency's GSTIN ("" when not registered), printed on its tax invoices (decision 0211). */
    gstin: text("gstin").notNull().default(""),
    /** The stored name (server/storage) of the agency's logo, PNG or JPEG; null for none. */
    logoName: text("logo_name"),
    /** Proposal colours (#rrggbb), each readable with white text (decision 0211); null: ours. */
    brandColor: text("brand_color"),
    accentColor: text("accent_color"),
    /**
     * The platform's commission on this agency's quote payments, basis points (decision 0230):
     * set by admin, read when a payment is split; a refund gives back what its payment kept.
     */
    commissionBps: integer("commission_bps").notNull().default(1000),
    /** Set by admin: no new leads, no quotes sent while it is (decision 0230). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("agents_encoded_id_idx").on(t.encodedId),
    uniqueIndex("agents_user_id_idx").on(t.userId),
  ],
);

/** Destinations an agency sells; position 0 is its home destination. */
export const agentDestinations = pgTable(
  "agent_destinations",
  {
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.destinationId] }),
    index("agent_destinations_destination_idx").on(t.destinationId),
  ],
);

/**
 * What travellers wrote about an agency after a trip, filed under the destination they went to
 * (browsing §1 "destination-wise testimonials"). Seeded history has no trip; a review left
 * through the site names its trip, once per trip and agency.
 */
export const agentTestimonials = pgTable(
  "agent_testimonials",
  {
    id: serial("id").primaryKey(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    tripId: integer("trip_id").references(() => requestedTrips.id, { onDelete: "set null" }),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    city: text("city").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    travelledOn: date("travelled_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The profile lists newest trips first (ORDER BY travelled_on DESC, id DESC), for all
    // destinations or one: a backward scan of these ascending indexes.
    index("agent_testimonials_agent_idx").on(t.agentId, t.travelledOn, t.id),
    index("agent_testimonials_destination_idx").on(t.agentId, t.destinationId, t.travelledOn, t.id),
    uniqueIndex("agent_testimonials_trip_idx")
      .on(t.tripId, t.agentId)
      .where(sql`${t.tripId} is not null`),
  ],
);

/**
 * Agencies asking to join from /online-leads-for-travel-agents-v1 (browsing spec §2). Pending
 * until staff verify them; an application never receives leads (decision 0149).
 */
export const agentApplications = pgTable(
  "agent_applications",
  {
    id: serial("id").primaryKey(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    baseCity: text("base_city").notNull(),
    destinations: text("destinations").array().notNull(),
    yearsInBusiness: smallint("years_in_business").notNull(),
    message: text("message").notNull().default(""),
    status: text("status", { enum: AGENT_APPLICATION_STATUSES }).notNull().default("pending"),
    /** When admin approved or rejected it (decision 0239); null while pending. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Admin's reason, mailed to the applicant on a rejection. */
    decisionReason: text("decision_reason").notNull().default(""),
    /** The agency an approval made. */
    agentId: integer("agent_id").references(() => agents.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("agent_applications_status_idx").on(t.status, t.createdAt),
    uniqueIndex("agent_applications_email_pending_uq")
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);
