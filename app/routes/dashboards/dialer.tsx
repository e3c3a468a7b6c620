import { Link } from "react-router";
import { CallbackQueueQuery } from "../../../common/agent-workspace";
import { AccountSummary, EmptyState } from "../../components/account-summary";
import { timeAgo } from "../../components/agents/agent-format";
import { Pagination } from "../../components/pagination";
import { destinationsLabel } from "../../components/trips/trip-format";
import { requireUser } from "../../lib/auth.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/dialer";

// The dialer's queue (issue 9 §7): open callback requests, oldest first, each with its trip
// and quote so the call starts with the context.

export const meta: Route.MetaFunction = () => [
  { title: "Dialer | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["dialer", "admin", "ops"]);
  const { page } = CallbackQueueQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const queue = await context.services.quotes.openCallbacks(user, page);
  return { user, queue, page, now: new Date().toISOString() };
}

export default function DialerHome({
  loaderData: { user, queue, page, now },
}: Route.ComponentProps) {
  const localize = useLocalePath();
  const canOpenTrip = user.role === "admin" || user.role === "ops";
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[18rem_1fr]">
      <AccountSummary user={user} />
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold text-slate-900">
          Call queue{" "}
          <span className="text-base font-semibold text-slate-500">({queue.total} open)</span>
        </h1>
        {queue.items.length === 0 ? (
          <EmptyState title="Your call queue is empty">
            <p>Travellers who ask for a callback on a quote will appear here, oldest first.</p>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Open callback requests">
            {queue.items.map((c) => (
              <li key={c.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-slate-900">
                      {c.travellerName} · {c.phone}
                    </p>
                    <p className="text-sm text-slate-600">
                      {c.optionLabel}
                      {c.reason ? ` — “${c.reason}”` : ""}
                    </p>
                  </div>
                  <span className="text-xs text-slate-500">
                    Asked <time dateTime={c.createdAt}>{timeAgo(c.createdAt, now)}</time>
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {canOpenTrip ? (
                    <Link
                      to={localize(`/admin/trips/${c.tripId}`)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      Trip #{c.tripId}: {destinationsLabel(c.destinations)}
                    </Link>
                  ) : (
                    <span className="font-semibold">
                      Trip #{c.tripId}: {destinationsLabel(c.destinations)}
                    </span>
                  )}{" "}
                  · Quote #{c.quoteId} from {c.agentCompany}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={Math.ceil(queue.total / queue.pageSize)}
          hrefFor={(n) => localize(`/admin/dialer${n > 1 ? `?page=${n}` : ""}`)}
        />
      </div>
    </div>
  );
}
