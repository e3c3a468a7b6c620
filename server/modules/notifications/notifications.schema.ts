import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { NotificationExtraInfo } from "../../../common/notifications";
import { users } from "../accounts/accounts.schema";

/**
 * One notification for one user (accounts spec §3 Notification). Written only by the
 * notifications module, from domain events (never by pages). `readAt` null means unread.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    /** quotes | messages | trips | leads (and later payments): notificationCategory. */
    category: text("category").notNull(),
    /** new_quote, quote_accepted, new_message…: notificationSubCategory. */
    subCategory: text("sub_category").notNull(),
    /** The object the notification is about: Quote, RequestedTrip, Lead, Comment. */
    type: text("type").notNull(),
    extraInfo: jsonb("extra_info").$type<NotificationExtraInfo>().notNull(),
    /** The domain event that produced it, for tracing. */
    sourceEvent: text("source_event").notNull(),
    /**
     * `<event id>:<draft index>` of the event that created the row (decision 0184). Every
     * event applied to it, folded ones too, is a row of `notification_event_keys`.
     */
    eventKey: text("event_key"),
    /**
     * What a burst shares (decision 0192), e.g. `new_quote:trip:7:agency:3`: while this row
     * is unread and younger than the grouping window, the next such event updates it.
     */
    groupKey: text("group_key"),
    /** How many events this row tells of (1 unless a burst was folded into it). */
    groupCount: integer("group_count").notNull().default(1),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell's pages (newest first) and its unread count, per user.
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_event_key_uq").on(t.eventKey),
    // The open group a new event may fold into.
    index("notifications_open_group_idx")
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/**
 * Every event key the notifications module has applied, whether it made a notification or was
 * folded into one (decision 0192): inserted first in the writing transaction, so a second
 * delivery of the same event finds its key and writes nothing.
 */
export const notificationEventKeys = pgTable("notification_event_keys", {
  eventKey: text("event_key").primaryKey(),
  /** The notification it made or updated (set in the same transaction). */
  notificationId: bigint("notification_id", { mode: "number" }).references(() => notifications.id, {
    onDelete: "cascade",
  }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's "do not mail me this category" (quotes, messages). No row means mail on: a
 * preference is an opt-out, set on the account page or by the one-click unsubscribe link.
 */
export const notificationEmailOptOuts = pgTable(
  "notification_email_opt_outs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** account_page | one_click */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
