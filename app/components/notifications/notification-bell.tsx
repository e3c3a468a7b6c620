import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_POLL_MS,
  type NotificationCounts,
  type NotificationPage,
} from "../../../common/notifications";
import { forwardSocketNotifications, onLiveNotification } from "../../lib/live-notifications";
import { useLocalePath } from "../../lib/locale";
import { type BellData, bellDataOf } from "./bell-data";
import { NotificationItem } from "./notification-item";

const API = "/browsing/v1/notifications";

async function fetchPage(offset: number): Promise<NotificationPage | null> {
  const res = await fetch(`${API}?limit=${NOTIFICATIONS_PAGE_SIZE}&offset=${offset}`, {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  return res.ok ? ((await res.json()) as NotificationPage) : null;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The bell in the header (issue 10 §4, accounts spec §4 Notifications): the unread count, a
 * dropdown with the newest 4, "Show more" adds 4, "Mark all read" sets unread to 0. It is
 * server-rendered from the root loader and works without JavaScript (a disclosure, a form
 * and a link to the full page). After hydration it refetches on focus and every minute, and
 * prepends live notifications dispatched on window (app/lib/live-notifications.ts), or
 * updates the one it shows when the push names it again (a folded burst).
 */
export function NotificationBell({ initial }: { initial: BellData }) {
  const localize = useLocalePath();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<BellData>(initial);
  const [hydrated, setHydrated] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const details = useRef<HTMLDetailsElement>(null);

  // The root loader ran again (a form was posted, e.g. "Mark all read" on the full page).
  useEffect(() => {
    setState(initial);
  }, [initial]);

  const refresh = useCallback(async () => {
    try {
      const page = await fetchPage(0);
      if (!page) return;
      setFailed(false);
      setNow(new Date());
      setState((current) => {
        const fresh = bellDataOf(page);
        // Keep what "Show more" loaded when nothing new arrived at the top, taking the
        // server's copy of each item it sent (read since, or a burst folded into it).
        const same = current.items[0]?.id === fresh.items[0]?.id && current.items.length > 0;
        if (!same) return fresh;
        const byId = new Map(fresh.items.map((n) => [n.id, n]));
        return {
          ...current,
          unread: fresh.unread,
          total: fresh.total,
          items: current.items.map((n) => byId.get(n.id) ?? n),
        };
      });
    } catch {
      // Offline or the server restarting: the next focus or tick tries again.
    }
  }, []);

  useEffect(() => {
    setHydrated(true);
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, NOTIFICATIONS_POLL_MS);
    const stopSocket = forwardSocketNotifications();
    const stopLive = onLiveNotification((live) => {
      setNow(new Date());
      setState((current) => {
        // One the bell shows already: a burst folded into it (decision 0192). It changes in
        // place and stays unread; the counts do not move.
        if (current.items.some((n) => n.id === live.notification.id)) {
          return {
            ...current,
            items: current.items.map((n) =>
              n.id === live.notification.id ? live.notification : n,
            ),
          };
        }
        return {
          items: [live.notification, ...current.items],
          unread: current.unread + 1,
          total: current.total + 1,
          nextOffset: current.nextOffset === null ? null : current.nextOffset + 1,
        };
      });
    });
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
      stopLive();
      stopSocket();
    };
  }, [refresh]);

  // A click outside or Escape closes the dropdown, as a menu should.
  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      const el = details.current;
      if (!el?.open) return;
      if (
        event instanceof KeyboardEvent ? event.key === "Escape" : !el.contains(event.target as Node)
      )
        el.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  // A navigation closes it too (the item links).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new location
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname, search]);

  async function showMore() {
    if (state.nextOffset === null) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(state.items.length);
      if (!page) throw new Error("failed");
      setFailed(false);
      setState((current) => {
        const known = new Set(current.items.map((n) => n.id));
        return {
          items: [...current.items, ...page.notifications.filter((n) => !known.has(n.id))],
          unread: page.unreadNotificationsCount,
          total: page.totalNotificationsCount,
          nextOffset: page.nextOffset,
        };
      });
    } catch {
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  async function markAllRead(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const before = state;
    setState((current) => ({
      ...current,
      unread: 0,
      items: current.items.map((n) => ({ ...n, read: true })),
    }));
    try {
      const res = await fetch(`${API}/mark_read`, {
        method: "POST",
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (!res.ok) throw new Error("failed");
      const counts = (await res.json()) as NotificationCounts;
      setState((current) => ({ ...current, unread: counts.unreadNotificationsCount }));
    } catch {
      setState(before);
      setFailed(true);
    }
  }

  const { items, unread } = state;
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <details ref={details} className="group relative" data-testid="notification-bell">
      <summary
        aria-label={label}
        className="relative flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            data-testid="notification-unread"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sun-500 px-1 text-[11px] font-bold leading-none text-slate-900 ring-2 ring-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </summary>
      <div className="fixed inset-x-2 top-16 z-40 max-h-[calc(100vh-5rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96">
        <div className="sticky top-0 flex items-center justify-between gap-2 border-b border-slate-100 bg-white px-4 py-3">
          <p className="text-base font-bold text-slate-900">
            Notifications
            {unread > 0 ? (
              <span className="ml-2 text-sm font-medium text-slate-500">{unread} unread</span>
            ) : null}
          </p>
          {unread > 0 ? (
            <form
              method="post"
              action={localize("/notifications")}
              onSubmit={hydrated ? markAllRead : undefined}
            >
              <input type="hidden" name="intent" value="mark_read" />
              <input type="hidden" name="redirect_to" value={`${pathname}${search}`} />
              <button
                type="submit"
                className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Mark all read
              </button>
            </form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <div className="px-6 py-10 text-center">
            <p className="font-semibold text-slate-800">You're all caught up</p>
            <p className="mt-1 text-sm text-slate-500">
              New quotes, messages and updates on your trips will show here.
            </p>
          </div>
        ) : (
          <ul className="p-2" aria-label="Latest notifications">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} now={now} compact />
              </li>
            ))}
          </ul>
        )}
        {failed ? (
          <p role="alert" className="px-4 pb-2 text-sm text-red-700">
            Couldn't reach the server. Please try again.
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-4 py-3">
          {state.nextOffset !== null ? (
            hydrated ? (
              <button
                type="button"
                onClick={showMore}
                disabled={loadingMore}
                className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {loadingMore ? "Loading…" : "Show more"}
              </button>
            ) : (
              <a
                href={localize("/notifications")}
                className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
              >
                Show more
              </a>
            )
          ) : (
            <span />
          )}
          <a
            href={localize("/notifications")}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            See all notifications
          </a>
        </div>
      </div>
    </details>
  );
}
