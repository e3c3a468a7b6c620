import { Link } from "react-router";
import { StaffTripParams } from "../../../common/agent-workspace";
import { timeAgo } from "../../components/agents/agent-format";
import { Card } from "../../components/agents/lead-detail";
import { StageBadge } from "../../components/agents/leads-inbox";
import { QuoteSheet } from "../../components/agents/quote-sheet";
import { LiveView } from "../../components/live-view";
import { destinationsLabel } from "../../components/trips/trip-format";
import { TripDetails } from "../../components/trips/trip-summary";
import { privateHeaders, requireRole, STAFF_ROLES } from "../../lib/agent-workspace.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/trip";

// Operations' view of one request (issue 9 §7): the request, every agent it was routed to and
// why, and each quote read-only. Nothing here changes anything.

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Request #${data.trip.id} | Operations` : "Request | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF_ROLES);
  const { tripId } = parseParams(StaffTripParams, params);
  const [overview, trip] = await Promise.all([
    orNotFound(context.services.quotes.tripOverview(user, tripId)),
    orNotFound(context.services.trips.get(user, tripId)),
  ]);
  return { overview, trip, now: new Date().toISOString() };
}

const ROUTING_REASON: Record<string, string> = {
  initial: "First routing",
  more_quotes: "Traveller asked for more quotes",
  reroute: "Rerouted after the previous agent did not quote in time",
  reactivate: "Request reactivated",
};

const LEAD_STATE: Record<string, string> = {
  offered: "Waiting for a quote",
  quoted: "Quoted",
  expired: "Expired (not quoted in time)",
};

export default function StaffTripPage({
  loaderData: { overview, trip, now },
}: Route.ComponentProps) {
  const localize = useLocalePath();
  const { routing, quotes, drafts } = overview;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <ol className="flex items-center gap-2">
            <li>
              <Link to={localize("/admin")} className="hover:text-brand-700 hover:underline">
                Operations
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Request #{trip.id}
            </li>
          </ol>
        </nav>
        <LiveView topics={[`trip:${trip.id}`]} />
        <h1 className="mb-5 text-2xl font-extrabold text-slate-900">
          {destinationsLabel(trip.to_loc)} · Request #{trip.id}
        </h1>
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-6">
            <Card title="Routing history" id="routing-title">
              {routing.length === 0 ? (
                <p className="text-sm text-slate-600">
                  This request has not been routed to any agent.
                </p>
              ) : (
                <div className="-mx-5 overflow-x-auto">
                  <table className="w-full min-w-[36rem] text-left text-sm">
                    <thead className="bg-slate-50 text-xs text-slate-500">
                      <tr>
                        <th className="px-5 py-2 font-medium">Agent</th>
                        <th className="px-5 py-2 font-medium">Why</th>
                        <th className="px-5 py-2 font-medium">Routed</th>
                        <th className="px-5 py-2 font-medium">State</th>
                        <th className="px-5 py-2 font-medium">Stage</th>
                      </tr>
                    </thead>
                    <tbody>
                      {routing.map((r) => (
                        <tr key={r.leadId} className="border-t border-slate-100 align-top">
                          <td className="px-5 py-2 font-medium text-slate-900">{r.companyName}</td>
                          <td className="px-5 py-2">{ROUTING_REASON[r.reason] ?? r.reason}</td>
                          <td className="px-5 py-2">
                            <time dateTime={r.routedAt}>{timeAgo(r.routedAt, now)}</time>
                            {r.firstQuotedAt ? (
                              <span className="block text-xs text-slate-500">
                                quoted {timeAgo(r.firstQuotedAt, now)}
                              </span>
                            ) : null}
                          </td>
                          <td className="px-5 py-2">{LEAD_STATE[r.state] ?? r.state}</td>
                          <td className="px-5 py-2">
                            <StageBadge stage={r.stage} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
            <section aria-labelledby="staff-quotes-title" className="space-y-4">
              <h2 id="staff-quotes-title" className="text-lg font-bold text-slate-900">
                Quotes ({quotes.length})
              </h2>
              {drafts.length > 0 ? (
                <p className="text-sm text-slate-600">
                  {drafts.length} more quote{drafts.length === 1 ? " is" : "s are"} being drafted
                  and not yet sent.
                </p>
              ) : null}
              {quotes.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
                  No agent has sent a quote yet.
                </p>
              ) : (
                quotes.map((quote) => (
                  <details
                    key={quote.id}
                    className="group rounded-3xl border border-slate-200 bg-white shadow-sm"
                  >
                    <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 p-5">
                      <span className="font-semibold text-slate-900">
                        Quote #{quote.id} · {quote.agent.companyName}
                      </span>
                      <span className="text-sm text-slate-600">
                        v{quote.version} · {quote.booking?.label}
                        {quote.previousStatus && quote.status === "requestCancelled"
                          ? ` (quote was ${quote.previousStatus} before the cancel)`
                          : ""}
                        {quote.latestVersion > quote.version
                          ? ` · draft v${quote.latestVersion} in progress`
                          : ""}
                        <span className="ml-2 text-brand-700 group-open:hidden">Show</span>
                        <span className="ml-2 hidden text-brand-700 group-open:inline">Hide</span>
                      </span>
                    </summary>
                    <div className="border-t border-slate-100 p-5">
                      <QuoteSheet quote={quote} compact />
                    </div>
                  </details>
                ))
              )}
            </section>
          </div>
          <aside className="space-y-6 lg:sticky lg:top-20">
            <TripDetails trip={trip} />
          </aside>
        </div>
      </div>
    </div>
  );
}
