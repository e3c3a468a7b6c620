import { LIVE_NOTIFICATION_EVENT, type LiveNotification } from "../../common/notifications";

/**
 * The hook point for live notifications. Whatever receives `notification.created` on the
 * user's `notifications` realtime channel (the Socket.IO client) calls this with the payload;
 * the bell in the header listens and prepends it, raising unread by 1. Nothing depends on it:
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
