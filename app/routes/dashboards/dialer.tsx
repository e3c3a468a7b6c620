import { data, Form, Link } from "react-router";
import { CallbackDoneInput, CallbackQueueQuery } from "../../../common/agent-workspace";
import { AccountSummary, EmptyState } from "../../components/account-summary";
import { timeAgo } from "../../components/agents/agent-format";
import { Pagination } from "../../components/pagination";
import { Toast } from "../../components/toast";
import { destinationsLabel } from "../../components/trips/trip-format";
import { localized, privateHeaders, REPLACE, requireRole } from "../../lib/agent-workspace.server";
import { requireUser } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound } from "../../lib/trips.server";
import type { Route } from "./+types/dialer";

// The dialer's queue (issue 9 §7): open callback requests, oldest first, each with its trip
// and quote so the call starts with the context.

export const meta: Route.MetaFunction = () => [
  { title: "Dialer | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["dialer", "admin", "ops"]);
  const { page } = CallbackQueueQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [queue, closed] = await Promise.all([
    context.services.quotes.openCallbacks(user, page),
    context.services.quotes.recentlyClosedCallbacks(user),
  ]);
  const flash = readFlash(request);
  return data(
    {
      user,
      queue,
      closed,
      page,
      now: new Date().toISOString(),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

/** "Call done": closes one callback request; a plain form post, so it works without JS. */
export async function action({ request, context }: Route.ActionArgs) {
  // Travellers and agents get the same 404 as a missing page, not a hint that it exists.
  const user = await requireRole(request, context, ["dialer", "admin", "ops"]);
  const parsed = CallbackDoneInput.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  await orNotFound(context.services.quotes.closeCallback(user, parsed.data.callbackId));
  const back = new URL(request.url).search;
  return redirectWithFlash(localized(request, `/admin/dialer${back}`), "callbackClosed", REPLACE);
}

export default function DialerHome({
  loaderData: { user, queue, closed, page, now, toast },
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
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="call_done" />
                  <input type="hidden" name="callbackId" value={c.id} />
                  <button
                    type="submit"
                    className="rounded-full bg-emerald-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
                  >
                    Call done
                    <span className="sr-only">: {c.travellerName}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={Math.ceil(queue.total / queue.pageSize)}
          hrefFor={(n) => localize(`/admin/dialer${n > 1 ? `?page=${n}` : ""}`)}
        />
        {closed.length ? (
          <section aria-labelledby="closed-calls" className="pt-4">
            <h2 id="closed-calls" className="text-lg font-bold text-slate-900">
              Recently closed
            </h2>
            <ul className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm">
              {closed.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                  <span className="text-slate-800">
                    {c.travellerName} · Trip #{c.tripId} · Quote #{c.quoteId}
                  </span>
                  <span className="text-slate-500">
                    Done by {c.closedBy ?? "a former staff member"}{" "}
                    <time dateTime={c.handledAt}>{timeAgo(c.handledAt, now)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <Toast toast={toast} />
    </div>
  );
}
