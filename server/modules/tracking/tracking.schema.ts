import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Slow-call reports posted by the browser API client after its 5 s timeout (spec §8). */
export const timingReports = pgTable(
  "timing_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    url: text("url").notNull(),
    method: text("method").notNull(),
    durationMs: integer("duration_ms").notNull(),
    timeoutMs: integer("timeout_ms").notNull(),
    pagePath: text("page_path"),
    requestId: text("request_id"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("timing_reports_created_idx").on(t.createdAt)],
);

/** Errors that browser code reports (crashed page sections), so they are not lost in a console. */
export const clientErrors = pgTable(
  "client_errors",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    component: text("component").notNull(),
    message: text("message").notNull(),
    pagePath: text("page_path"),
    requestId: text("request_id"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_errors_created_idx").on(t.createdAt)],
);

/**
 * Analytics events recorded server-side (browsing §4): funnel steps of the lead chatbot, scroll
 * depth, page views. Ids come from the tracking cookies (common/tracking-cookies.ts).
 */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    sessionId: text("session_id"),
    pageId: text("page_id"),
    funnelId: text("funnel_id"),
    userId: text("user_id"),
    tripId: integer("trip_id"),
    trafficType: text("traffic_type"),
    pagePath: text("page_path"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tracking_events_session_idx").on(t.sessionId, t.createdAt),
    index("tracking_events_name_idx").on(t.name, t.createdAt),
  ],
);

/**
 * The lead funnel per day (decision 0232): distinct funnels (funnel id, else session) that
 * reached each step on that UTC day, recomputed for a day whenever its step events are written,
 * so a period's funnel sums at most 731 rows per step instead of counting events.
 */
export const trackingDailyFunnel = pgTable(
  "tracking_daily_funnel",
  {
    day: date("day", { mode: "string" }).notNull(),
    step: text("step").notNull(),
    funnels: integer("funnels").notNull(),
  },
  (t) => [primaryKey({ columns: [t.step, t.day] })],
);
