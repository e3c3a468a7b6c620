// The zod schemas of the notifications API and page, apart from common/notifications.ts so that
// the bell in the header (every page) does not ship zod to the browser (docs/decisions/0157).
import { z } from "zod";
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_OBJECT_TYPES,
  NOTIFICATIONS_FULL_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
} from "./notifications";

const readFilter = z.enum(["all", "unread", "read"]);

export const NotificationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_FULL_PAGE_SIZE)
    .default(NOTIFICATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  read: readFilter.default("all"),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

/** The full page's filters from its URL; anything unknown falls back to "everything". */
export const NotificationsPageQuery = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES).optional().catch(undefined),
  read: readFilter.catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(50_000).catch(1).default(1),
});

export const EmailPreferences = z.object({
  quotes: z.boolean(),
  messages: z.boolean(),
});

/**
 * GET user details: the object a notification is about, by the spec's query names. Other keys
 * pass unread (the shared client adds user_id to every query).
 */
export const UserDetailsQuery = z.object({
  object_type: z.enum(NOTIFICATION_OBJECT_TYPES),
  object_id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type UserDetailsQuery = z.infer<typeof UserDetailsQuery>;
