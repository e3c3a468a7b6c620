import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { rowId } from "../../../common/ids";
import {
  HANDLER_LABELS,
  STUCK_EVENTS_PAGE_SIZE,
  StuckEventsQuery,
} from "../../../common/stuck-events";
import { Pagination } from "../../components/pagination";
import { Toast } from "../../components/toast";
import { When } from "../../components/when";
import { privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/events";

// Stuck events (decision 0184): a domain event one of whose handlers failed on every attempt
// (notifications, booking from a payment, payouts). Nothing is swallowed: it waits here with
// its error until staff retry it, once whatever it tripped on is fixed.

export const meta: Route.MetaFunction = () => [
  { title: "Stuck events | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "events.retry");
  const { page } = StuckEventsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const flash = readFlash(request);
  const stuck = await context.services.events.stuck({
    limit: STUCK_EVENTS_PAGE_SIZE,
    offset: (page - 1) * STUCK_EVENTS_PAGE_SIZE,
  });
  return data(
    {
      ...stuck,
      page,
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

const Retry = z.object({ intent: z.literal("retry"), deliveryId: rowId() });

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, "events.retry");
  const target = Retry.safeParse(Object.fromEntries(await request.formData()));
  if (!target.success) throw data(null, { status: 400 });
  const retried = await context.services.events.retry(target.data.deliveryId);
  if (!retried) {
    return data(
      { deliveryId: target.data.deliveryId, error: "This event is no longer stuck." },
      { status: 409 },
    );
  }
  const url = new URL(request.url);
  return redirectWithFlash(`${url.pathname}${url.search}`, "eventRetried", REPLACE);
}

/** `trip:12` links to the staff's trip page; other aggregates are shown as they are. */
function Aggregate({ aggregate }: { aggregate: string }) {
  const localize = useLocalePath();
  const trip = /^trip:(\d+)$/.exec(aggregate)?.[1];
  if (!trip) return <>{aggregate}</>;
  return (
    <Link to={localize(`/admin/trips/${trip}`)} className="hover:text-brand-700 hover:underline">
      request {trip}
    </Link>
  );
}

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { events, total, page, toast } = loaderData;
  const localize = useLocalePath();
  const busy = useNavigation().state === "submitting";
  const hrefFor = (n: number) => localize(`/admin/events${n > 1 ? `?page=${n}` : ""}`);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link to={localize("/admin")} className="hover:text-brand-700 hover:underline">
            Operations
          </Link>{" "}
          / <span className="font-medium text-slate-700">Stuck events</span>
        </nav>
        <header>
          <h1 className="text-2xl font-extrabold text-slate-900">Stuck events</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            What happens after a change (a booking after a payment, a traveller's notification, an
            agency's payout) is retried for about 15 minutes. What still failed waits here with its
            error. Retry it once the cause is fixed: each step checks what is already done, so
            nothing happens twice.
          </p>
        </header>
        <section aria-labelledby="stuck-title">
          <h2
            id="stuck-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500"
          >
            {total === 0 ? "Nothing is stuck" : `${total} stuck`}
          </h2>
          {events.length === 0 ? (
            <p className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">
              Every event was delivered. A delivery that fails on its last attempt shows here.
            </p>
          ) : (
            <ul className="mt-2 space-y-3">
              {events.map((e) => {
                const refused =
                  actionData && actionData.deliveryId === e.deliveryId ? actionData.error : null;
                return (
                  <li
                    key={e.deliveryId}
                    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold text-slate-900">
                          {e.name}{" "}
                          <span className="font-normal text-slate-500">
                            on <Aggregate aggregate={e.aggregate} />
                          </span>
                        </p>
                        <p className="text-sm text-slate-600">
                          {HANDLER_LABELS[e.handler] ?? e.handler} · {e.attempts} attempts ·
                          happened <When at={e.occurredAt} />
                          {e.failedAt ? (
                            <>
                              {" "}
                              · gave up <When at={e.failedAt} />
                            </>
                          ) : null}
                        </p>
                      </div>
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="deliveryId" value={e.deliveryId} />
                        <button
                          type="submit"
                          disabled={busy}
                          className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                        >
                          Retry
                        </button>
                      </Form>
                    </div>
                    <p className="mt-2 break-words rounded-lg bg-red-50 px-3 py-2 font-mono text-xs text-red-800">
                      {e.lastError ?? "No error was recorded."}
                    </p>
                    <details className="mt-2 text-xs text-slate-600">
                      <summary className="cursor-pointer">Event #{e.eventId}</summary>
                      <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2">
                        {JSON.stringify(e.payload, null, 2)}
                      </pre>
                    </details>
                    {refused ? (
                      <p role="alert" className="mt-2 text-sm text-red-800">
                        {refused}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination
            page={page}
            pageCount={Math.ceil(total / STUCK_EVENTS_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </section>
      </div>
      <Toast toast={toast} />
    </div>
  );
}
