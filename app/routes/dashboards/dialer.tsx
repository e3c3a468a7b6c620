import { data, Form, Link } from "react-router";
import { z } from "zod";
import { CallbackDoneInput, CallbackQueueQuery } from "../../../common/agent-workspace";
import { AccountSummary, EmptyState } from "../../components/account-summary";
import { timeAgo } from "../../components/agents/agent-format";
import { Pagination } from "../../components/pagination";
import { Toast } from "../../components/toast";
import { destinationsLabel } from "../../components/trips/trip-format";
import { When } from "../../components/when";
import { localized, privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import { orNotFound } from "../../lib/trips.server";
import type { Route } from "./+types/dialer";

/** "Call done" on a call staff scheduled (decision 0213). */
const ScheduledCallDone = z.object({
  intent: z.literal("scheduled_done"),
  callbackId: z.coerce.number().int().positive(),
});

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
  const user = await requireStaff(request, context, "callbacks.work");
  const { page } = CallbackQueueQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [queue, closed, scheduled] = await Promise.all([
    context.services.quotes.openCallbacks(user, page),
    context.services.quotes.recentlyClosedCallbacks(user),
    context.services.tripDesk.scheduledCalls(user, 1),
  ]);
  const flash = readFlash(request);
  return data(
    {
      user,
      queue,
      closed,
      scheduled,
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
  const user = await requireStaff(request, context, "callbacks.work");
  const form = Object.fromEntries(await request.formData());
  const scheduled = ScheduledCallDone.safeParse(form);
  if (scheduled.success) {
    await orNotFound(context.services.tripDesk.closeScheduledCall(user, scheduled.data.callbackId));
  } else {
    const parsed = CallbackDoneInput.safeParse(form);
    if (!parsed.success) throw data(null, { status: 400 });
    await orNotFound(context.services.quotes.closeCallback(user, parsed.data.callbackId));
  }
  const back = new URL(request.url).search;
  return redirectWithFlash(localized(request, `/admin/dialer${back}`), "callbackClosed", REPLACE);
}

/** "Call done" on one call of either queue; a plain form post, so it works without JS. */
function CallDone({ intent, id, name }: { intent: string; id: number; name: string }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="callbackId" value={id} />
      <button
        type="submit"
        className="rounded-full bg-emerald-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        Call done
        <span className="sr-only">: {name}</span>
      </button>
    </Form>
  );
}

/** The call's request: a link for staff who may open it, its name for the dialer. */
function TripLink({
  canOpen,
  tripId,
  destinations,
}: {
  canOpen: boolean;
  tripId: number;
  destinations: string[];
}) {
  const localize = useLocalePath();
  const label = `Trip #${tripId}: ${destinationsLabel(destinations)}`;
  return canOpen ? (
    <Link
      to={localize(`/admin/trips/${tripId}`)}
      className="font-semibold text-brand-700 hover:underline"
    >
      {label}
    </Link>
  ) : (
    <span className="font-semibold">{label}</span>
  );
}

export default function DialerHome({
  loaderData: { user, queue, closed, scheduled, page, now, toast },
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
        <section aria-labelledby="scheduled-calls" className="space-y-3">
          <h2 id="scheduled-calls" className="text-lg font-bold text-slate-900">
            Scheduled by operations ({scheduled.total})
          </h2>
          {scheduled.items.length === 0 ? (
            <p className="text-sm text-slate-600">No call scheduled by operations.</p>
          ) : (
            <ul className="space-y-3" aria-label="Scheduled callbacks">
              {scheduled.items.map((c) => (
                <li
                  key={c.id}
                  className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {c.travellerName} · {c.phone}
                    </p>
                    <span
                      className={`text-xs ${Date.parse(c.dueAt) < Date.parse(now) ? "font-semibold text-red-700" : "text-slate-500"}`}
                    >
                      Due <When at={c.dueAt} />
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    <TripLink
                      canOpen={canOpenTrip}
                      tripId={c.tripId}
                      destinations={c.destinations}
                    />
                    {c.note ? ` — “${c.note}”` : ""} · scheduled by {c.scheduledByName}
                  </p>
                  <CallDone intent="scheduled_done" id={c.id} name={c.travellerName} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <h2 className="pt-2 text-lg font-bold text-slate-900">Asked for by travellers</h2>
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
                  <TripLink canOpen={canOpenTrip} tripId={c.tripId} destinations={c.destinations} />{" "}
                  · Quote #{c.quoteId} from {c.agentCompany}
                </p>
                <CallDone intent="call_done" id={c.id} name={c.travellerName} />
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
