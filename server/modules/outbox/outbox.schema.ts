import { bigserial, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Every domain event, written in the transaction of the change that caused it (decision
 * 0184). Deliveries are jobs (`outbox.deliver`, one per handler) in the jobs module's table;
 * this row is what they deliver, and what staff see of a stuck one.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    /** `trip:12`, `order:ord_…`: one handler gets one aggregate's events in order. */
    aggregate: text("aggregate").notNull(),
    /** At most one event per key (follow-ups recorded by handlers that may run twice). */
    eventKey: text("event_key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("domain_events_key_uq").on(t.eventKey)],
);
