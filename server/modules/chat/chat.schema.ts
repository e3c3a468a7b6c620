import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema";
import { quotes } from "../quotes/quotes.schema";

/** One message on a quote's chat, between the trip's traveller and the quote's agent. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    /** The commentable: always a quote (commentable_type "Quote"). */
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    tripId: integer("trip_id").notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ChatParty: "traveller" or "agent". */
    authorRole: text("author_role").notNull(),
    title: text("title"),
    /** As typed: contact details are masked when read, so acceptance reveals them. */
    body: text("body").notNull(),
    /** The client's own id; a resend with the same one answers the first message. */
    clientMessageId: text("client_message_id").notNull(),
    userPlatform: text("user_platform").notNull().default("web"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the recipient (the other party) read it. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_messages_client_uq").on(t.authorId, t.clientMessageId),
    index("chat_messages_quote_idx").on(t.quoteId, t.id),
  ],
);
