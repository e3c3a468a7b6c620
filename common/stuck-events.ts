// Stuck events (decision 0184): deliveries of domain events that used their last attempt,
// listed for staff at /admin/events with a retry. Shared by the page and its tests.
import { z } from "zod";

export const STUCK_EVENTS_PAGE_SIZE = 20;

/** `/admin/events?page=`: from links, so anything unreadable is the first page. */
export const StuckEventsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** What a handler name means to the people who read the list. */
export const HANDLER_LABELS: Record<string, string> = {
  notifications: "Notifications and mails",
  "quote-payments": "Booking from a payment",
  "hotel-payments": "Hotel booking from a payment",
  "trip-quotes-count": "The request's quote count",
  "voucher-settlement": "Payout and conversion after a voucher",
};
