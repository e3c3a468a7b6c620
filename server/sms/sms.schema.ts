import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The embedded SMS outbox (decision 0236): with no SMS_URL, every text the app would send is
 * kept here and read at /dev/sms from this machine. A table rather than files (unlike the
 * embedded mailbox): it serves the embedded database and PostgreSQL alike. Ids are the mail
 * outbox's time-ordered ones, so newest first is one index scan.
 */
export const smsMessages = pgTable("sms_messages", {
  id: text("id").primaryKey(),
  recipient: text("recipient").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
