import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { userTopic } from "../../common/live";
import { type LiveState, useLiveTopics } from "../lib/live-topics";

/** How long the "Updated just now" cue stays after a live re-read. */
const CUE_MS = 20_000;

/**
 * The polite cue of a live view (decision 0202): a live region that says "Updated just now"
 * after the page re-read itself for someone else's change, and nothing otherwise. It is in
 * the page from the first render, so screen readers announce its changes, and its line is
 * kept when empty, so the cue never moves what is below it.
 */
export function LiveStatus({ live, className = "" }: { live: LiveState; className?: string }) {
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (live.updatedAt === null) return;
    setFresh(true);
    const t = setTimeout(() => setFresh(false), CUE_MS);
    return () => clearTimeout(t);
  }, [live.updatedAt]);
  return (
    <p
      role="status"
      aria-live="polite"
      data-live-status={live.connected ? "live" : "polling"}
      data-live-updated={live.updatedAt ?? undefined}
      className={`min-h-5 text-xs leading-5 text-emerald-700 ${className}`}
    >
      {fresh ? (
        <span className="inline-flex items-center gap-1.5">
          <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
          Updated just now
        </span>
      ) : null}
    </p>
  );
}

/**
 * A view that depends on these topics: subscribes with useLiveTopics and shows its cue.
 * `mine` adds the signed-in user's own topic (their dashboard, inbox, notifications, payouts).
 */
export function LiveView({
  topics = [],
  mine = false,
  className,
}: {
  topics?: readonly string[];
  mine?: boolean;
  className?: string;
}) {
  const root = useRouteLoaderData("root") as { user?: { id: string } | null } | undefined;
  const me = mine && root?.user ? [userTopic(root.user.id)] : [];
  const live = useLiveTopics([...topics, ...me]);
  return <LiveStatus live={live} className={className} />;
}
