import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
