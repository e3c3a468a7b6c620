import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Durable timers and background work (docs/decisions/0080). A runner claims due rows with
 * FOR UPDATE SKIP LOCKED, so with several processes each job runs in one of them; a claim
 * expires (`locked_until`) so a job held by a process that died runs again elsewhere.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** At most one pending job per key: scheduling the same timer twice keeps one. */
    dedupeKey: text("dedupe_key"),
    /**
     * Jobs that share a key run one at a time, oldest first: a later one waits while an older
     * one is pending (an event's deliveries stay in order per aggregate, decision 0184).
     */
    orderingKey: text("ordering_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** done | failed | cancelled, once finished. */
    outcome: text("outcome"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_pending_uq").on(t.dedupeKey).where(sql`${t.doneAt} is null`),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`),
    index("jobs_ordering_pending_idx")
      .on(t.orderingKey, t.id)
      .where(sql`${t.doneAt} is null and ${t.orderingKey} is not null`),
    index("jobs_failed_idx").on(t.name, t.id).where(sql`${t.outcome} = 'failed'`),
  ],
);
