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

/** A file sent with a message (multipart comment): bytes in FileStorage under a server name. */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    /** The sender's description (`desc`). */
    description: text("description"),
    /** The client's name, cleaned, for display and the download's filename only. */
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    /** Told by content (server/storage/file-type.ts), never by the client. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [index("chat_attachments_message_idx").on(t.messageId)],
);

/** When a user's last realtime connection closed: "offline, last seen …" (§4 presence). */
export const chatPresence = pgTable("chat_presence", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
});
