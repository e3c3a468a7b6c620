import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The embedded mailbox on PostgreSQL (decision 0203): with no SMTP server, every process of a
 * deployment writes its mail here, so /dev/mailbox on any of them shows all of it. Ids are the
 * outbox's time-ordered ones (mailer.ts), so newest first is one index scan.
 */
export const mailboxMessages = pgTable(
  "mailbox_messages",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    body: text("body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mailbox_messages_recipient_idx").on(t.recipient)],
);
