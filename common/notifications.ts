import { DEFAULT_TIME_ZONE, formatRelative } from "./format";

// Notifications (accounts spec §3 Notification entity, §4 Notifications, §7 "GET notifications
// (limit 4, offset); POST mark notifications read", §9 "Notifications page 4"). Shared by the
// API, the bell in the header and the full notifications page.

/** §9: first load shows 4, each further load adds 4. */
export const NOTIFICATIONS_PAGE_SIZE = 4;
/** The full page lists more per page; it is still paginated by offset. */
export const NOTIFICATIONS_FULL_PAGE_SIZE = 20;
/** The bell refetches on focus and at most this often while the page is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** A chat message still unread this long after it arrived is mailed, one mail per quote. */
export const CHAT_DIGEST_DELAY_MS = 10 * 60_000;
/** The window event the realtime client dispatches for a live notification (see bell). */
/** The event name on the user's `notifications` realtime channel. */
export const NOTIFICATION_CREATED_EVENT = "notification.created";

export const LIVE_NOTIFICATION_EVENT = "triphive:notification";

export const NOTIFICATION_CATEGORIES = ["quotes", "messages", "trips", "leads"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  quotes: "Quotes",
  messages: "Messages",
  trips: "Trip requests",
  leads: "Leads",
};

/** Categories that may also be mailed, each with a per-user opt-out. */
export const EMAIL_CATEGORIES = ["quotes", "messages"] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<
  EmailCategory,
  { traveller: string; agent: string; hint: { traveller: string; agent: string } }
> = {
  quotes: {
    traveller: "New quotes from agents",
    agent: "Quotes accepted by travellers",
    hint: {
      traveller: "One mail for each new quote; quotes an agent sends together come in one.",
      agent: "One mail each time a traveller accepts your quote.",
    },
  },
  messages: {
    traveller: "Chat messages you have not read",
    agent: "Chat messages you have not read",
    hint: {
      traveller: "One mail per quote when messages stay unread for 10 minutes.",
      agent: "One mail per quote when messages stay unread for 10 minutes.",
    },
  },
};

/** Leads are an agent's business; travellers filter by the other categories. */
export function categoriesFor(role: string): readonly NotificationCategory[] {
  return role === "agent"
    ? NOTIFICATION_CATEGORIES
    : NOTIFICATION_CATEGORIES.filter((c) => c !== "leads");
}

export interface NotificationUserInfo {
  firstName: string;
  /** Shown only where contact details are already visible to the reader; otherwise null. */
  emailId: string | null;
  pic: string | null;
}

export interface NotificationExtraInfo {
  url: string;
  tripId: number | null;
  quoteId: number | null;
  tripStatus: string | null;
  toLoc: string[];
  funnelStage: string | null;
  userInfo: NotificationUserInfo | null;
}

/** One notification as the API and the pages show it (spec field names). */
export interface NotificationView {
  id: number;
  message: string;
  notificationCategory: NotificationCategory;
  notificationSubCategory: string;
  createdAt: string;
  read: boolean;
  type: string;
  extraInfo: NotificationExtraInfo;
}

export interface NotificationCounts {
  unreadNotificationsCount: number;
  totalNotificationsCount: number;
}

export interface NotificationPage extends NotificationCounts {
  notifications: NotificationView[];
  limit: number;
  offset: number;
  /** How many match the filters (equals the total without filters). */
  matchingCount: number;
  /** Offset of the next page, or null at the end. */
  nextOffset: number | null;
}

/**
 * The objects a notification is about (its `type`), and so what "GET user details" takes:
 * a RequestedTrip or Lead by the trip's id, a Quote or Comment (a quote's chat) by the quote's.
 */
export const NOTIFICATION_OBJECT_TYPES = ["RequestedTrip", "Lead", "Quote", "Comment"] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

/**
 * A person concerned by a notification's object, as the reader may see them: contact details
 * masked (`masked: true`) exactly where the reader's quote card or lead page masks them.
 */
export interface UserDetails {
  role: "traveller" | "agent";
  /** What the reader calls them: the traveller's first name, the agency's name. */
  name: string;
  /** The agency's name for an agent; null for a traveller. */
  agencyName: string | null;
  /** The agency's id for an agent; null for a traveller. */
  agentId: number | null;
  email: string;
  phone: string;
  masked: boolean;
  pic: string | null;
}

export interface UserDetailsPage {
  objectType: NotificationObjectType;
  objectId: number;
  users: UserDetails[];
}

/** A live notification as pushed on the `notifications` channel (spec: "Live ones carry…"). */
export interface LiveNotification {
  notification: NotificationView;
  data: { time_of_view: string; url: string; user_info: { first_name: string } };
}

export interface EmailPreferences {
  quotes: boolean;
  messages: boolean;
}

/** A form posts checked boxes only: a missing box means "off". */
export function emailPreferencesFromForm(form: FormData): EmailPreferences {
  return {
    quotes: form.get("email_quotes") === "on",
    messages: form.get("email_messages") === "on",
  };
}

/** "5 min ago", "3 h ago", "yesterday", "2 Nov 2026" in `zone` (decision 0200). */
export function timeAgo(iso: string, now: Date, zone: string = DEFAULT_TIME_ZONE): string {
  return formatRelative(iso, now, zone);
}
