import {
  LIVE_NOTIFICATION_EVENT,
  type LiveNotification,
  NOTIFICATION_CREATED_EVENT,
} from "../../common/notifications";
import { realtimeSocket } from "./realtime-client";

/**
 * The hook point for live notifications. Whatever receives `notification.created` on the
 * user's `notifications` realtime channel (the Socket.IO client) calls this with the payload;
 * the bell in the header listens and prepends it, raising unread by 1 (or, for one it shows
 * already, a burst folded into it, updates it in place; decision 0192). Nothing depends on it:
 * the bell also refetches on focus and every minute.
 */
export function publishLiveNotification(live: LiveNotification): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(
    new CustomEvent<LiveNotification>(LIVE_NOTIFICATION_EVENT, { detail: live }),
  );
}

export function onLiveNotification(listener: (live: LiveNotification) => void): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<LiveNotification>).detail;
    if (detail?.notification && typeof detail.notification.id === "number") listener(detail);
  };
  window.addEventListener(LIVE_NOTIFICATION_EVENT, handler);
  return () => window.removeEventListener(LIVE_NOTIFICATION_EVENT, handler);
}

/**
 * Feeds `notification.created` pushes from the user's `notifications` channel (the page's one
 * shared Socket.IO connection) into the window event above. Returns the unsubscribe function;
 * when the socket cannot connect, nothing happens and the bell keeps polling.
 */
export function forwardSocketNotifications(): () => void {
  let stopped = false;
  let off = () => {};
  void realtimeSocket().then((socket) => {
    if (!socket || stopped) return;
    const handler = (live: LiveNotification) => publishLiveNotification(live);
    socket.on(NOTIFICATION_CREATED_EVENT, handler);
    off = () => socket.off(NOTIFICATION_CREATED_EVENT, handler);
  });
  return () => {
    stopped = true;
    off();
  };
}
