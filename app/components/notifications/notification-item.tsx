import { Link } from "react-router";
import { CATEGORY_LABELS, type NotificationView, timeAgo } from "../../../common/notifications";
import { useLocalePath } from "../../lib/locale";
import { useTimeZone } from "../../lib/time-zone";

const CATEGORY_STYLE: Record<string, string> = {
  quotes: "bg-brand-50 text-brand-800",
  messages: "bg-sky-50 text-sky-800",
  trips: "bg-amber-50 text-amber-800",
  leads: "bg-violet-50 text-violet-800",
};

function Initial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {(name.trim().charAt(0) || "T").toUpperCase()}
    </span>
  );
}

/** One notification: who, what, when, unread dot; the whole row links to extraInfo.url. */
export function NotificationItem({
  notification: n,
  now,
  compact = false,
}: {
  notification: NotificationView;
  now: Date;
  compact?: boolean;
}) {
  const localize = useLocalePath();
  const zone = useTimeZone();
  const who = n.extraInfo.userInfo;
  return (
    <Link
      to={localize(n.extraInfo.url)}
      className={`flex gap-3 rounded-xl px-3 py-3 transition hover:bg-slate-50 focus-visible:bg-slate-50 ${n.read ? "" : "bg-brand-50/50"}`}
    >
      {who?.pic ? (
        <img
          src={who.pic}
          alt=""
          width={36}
          height={36}
          className="h-9 w-9 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <Initial name={who?.firstName ?? "Triphive"} />
      )}
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm leading-snug text-slate-800 ${n.read ? "" : "font-semibold"} ${compact ? "line-clamp-2" : ""}`}
        >
          {n.message}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span
            className={`rounded-full px-2 py-0.5 font-medium ${CATEGORY_STYLE[n.notificationCategory] ?? "bg-slate-100 text-slate-700"}`}
          >
            {CATEGORY_LABELS[n.notificationCategory] ?? n.notificationCategory}
          </span>
          <time dateTime={n.createdAt} suppressHydrationWarning>
            {timeAgo(n.createdAt, now, zone)}
          </time>
          {n.read ? null : <span className="sr-only">Unread</span>}
        </span>
      </span>
      {n.read ? null : (
        <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-sun-500" />
      )}
    </Link>
  );
}
