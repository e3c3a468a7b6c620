// Live views (decision 0202): a page names the topics it depends on, the socket joins them
// (authorised per object), and a committed change pushes `{ topic, kind }` to each topic's
// room; the page then re-reads itself with its loader. Browser and server import this file.
import { z } from "zod";

/**
 * What a page may depend on:
 * - `trip:{id}`: the request and everything on it (quotes, versions, invoices, payments,
 *   vouchers, leads). Its traveller, an agency with a lead on it, and staff may join.
 * - `user:{id}`: what one person's lists show (dashboards, inbox, notifications, payouts).
 *   Only that user may join.
 * - `staff:trips`, `staff:payouts`: the staff lists. Only ops and admin may join.
 */
export const LIVE_TOPIC_PATTERN =
  /^(trip:[1-9]\d{0,9}|user:[A-Za-z0-9_-]{1,64}|staff:(trips|payouts))$/;

export const LiveTopic = z.string().max(80).regex(LIVE_TOPIC_PATTERN, "Not a live topic.");
export type LiveTopic = z.infer<typeof LiveTopic>;

/** Topics one socket may hold at once; a page names a few. */
export const LIVE_TOPICS_MAX = 50;

export const LiveJoinInput = z.object({
  topics: z.array(LiveTopic).min(1).max(LIVE_TOPICS_MAX),
});

/** Socket events of live views: client → server (join with an ack, leave) and the push. */
export const LIVE_EVENTS = {
  join: "live:join",
  leave: "live:leave",
  changed: "live:changed",
} as const;

/**
 * What a push says: which topic changed and the kind of change (the domain event's name).
 * Nothing else: no amounts, names or contact; the page reads the rest through its loader.
 */
export interface LivePush {
  topic: string;
  kind: string;
}

/** The join's answer: the topics joined; the others were refused (not found or not yours). */
export interface LiveJoinAnswer {
  joined: string[];
  refused: string[];
}

/** Pushes arriving within this window are read with one revalidation. */
export const LIVE_COALESCE_MS = 300;
/** Without a socket, a live page re-reads itself this often while it is visible. */
export const LIVE_POLL_MS = 15_000;

export const tripTopic = (tripId: number) => `trip:${tripId}`;
export const userTopic = (userId: string) => `user:${userId}`;
export const STAFF_TRIPS_TOPIC = "staff:trips";
export const STAFF_PAYOUTS_TOPIC = "staff:payouts";
