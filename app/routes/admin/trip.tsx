import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { StaffTripParams } from "../../../common/agent-workspace";
import type { LeadStatus } from "../../../common/lead-status";
import { dueAtOf, StaffTripAction } from "../../../common/ops-trip";
import { mayStaff } from "../../../common/staff-permissions";
import { VIEW_AS_PATH } from "../../../common/view-as";
import { timeAgo } from "../../components/agents/agent-format";
import { Card } from "../../components/agents/lead-detail";
import { StageBadge } from "../../components/agents/leads-inbox";
import { QuoteSheet } from "../../components/agents/quote-sheet";
import { LiveView } from "../../components/live-view";
import {
  AgencyActions,
  AuditCard,
  CallbacksCard,
  FormError,
  LeadHistoryCard,
  LeadMoves,
  LeadStatusBadge,
  NotesCard,
} from "../../components/ops/trip-desk";
import { Toast } from "../../components/toast";
import { destinationsLabel } from "../../components/trips/trip-format";
import { TripDetails } from "../../components/trips/trip-summary";
import { localized, privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { type FlashKey, readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff, staffRefusal } from "../../lib/staff.server";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/trip";

// Operations' view of one request (issue 9 §7) and what they do on it (decision 0213): the
// request, every agent it was routed to and why, each quote read-only; reassign it or add an
// agency, move its lead status, notes with @mentions, callbacks into the dialer's queue, open it
// as the traveller; and the audit log of all of it. Buttons show only where the staff
// permission table and the lead status table allow.

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Request #${data.trip.id} | Operations` : "Request | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "trip.view");
  const { tripId } = parseParams(StaffTripParams, params);
  const [overview, trip] = await Promise.all([
    orNotFound(context.services.quotes.tripOverview(user, tripId)),
    orNotFound(context.services.trips.get(user, tripId)),
  ]);
  const { tripDesk, leadStatuses } = context.services;
  const [desk, agencies, history] = await Promise.all([
    tripDesk.deskOf(user, tripId),
    tripDesk.agenciesFor(user, tripId),
    leadStatuses.history(tripId),
  ]);
  const flash = readFlash(request);
  const may = {
    move: mayStaff(user.role, "lead.move"),
    reassign: mayStaff(user.role, "lead.reassign"),
    note: mayStaff(user.role, "trip.note"),
    callback: mayStaff(user.role, "callback.schedule"),
    viewAs: mayStaff(user.role, "customer.view_as"),
  };
  return data(
    {
      overview,
      trip,
      desk,
      agencies,
      history,
      may,
      now: new Date().toISOString(),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

const DONE: Record<StaffTripAction["intent"], FlashKey> = {
  reassign: "leadReassigned",
  add_agent: "agentAdded",
  move: "leadMoved",
  note: "noteAdded",
  callback: "callbackScheduled",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { tripId } = parseParams(StaffTripParams, params);
  const form = Object.fromEntries(await request.formData());
  const parsed = StaffTripAction.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data(
      { error: issue?.message ?? "Check the form.", intent: String(form.intent ?? "") },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const user = await requireStaff(request, context, "trip.view");
  const desk = context.services.tripDesk;
  try {
    switch (input.intent) {
      case "reassign":
        await desk.reassign(user, tripId, {
          fromAgentId: input.from_agent_id,
          toAgentId: input.to_agent_id,
          reason: input.reason,
        });
        break;
      case "add_agent":
        await desk.addAgent(user, tripId, { agentId: input.agent_id, reason: input.reason });
        break;
      case "move":
        await desk.moveLead(user, tripId, { event: input.event, reason: input.reason });
        break;
      case "note":
        await desk.addNote(user, tripId, input.body);
        break;
      case "callback":
        await desk.scheduleCallback(user, tripId, {
          dueAt: dueAtOf(input.due_at, input.tz_offset),
          note: input.note,
        });
        break;
    }
  } catch (error) {
    return staffRefusal(error, input.intent);
  }
  return redirectWithFlash(
    localized(request, `/admin/trips/${tripId}`),
    DONE[input.intent],
    REPLACE,
  );
}

const ROUTING_REASON: Record<string, string> = {
  initial: "First routing",
  more_quotes: "Traveller asked for more quotes",
  reroute: "Rerouted after the previous agent did not quote in time",
  reactivate: "Request reactivated",
  reassign: "Reassigned by operations",
  staff_added: "Added by operations",
};

const LEAD_STATE: Record<string, string> = {
  offered: "Waiting for a quote",
  quoted: "Quoted",
  expired: "Expired (not quoted in time)",
  withdrawn: "Taken away by operations",
};

export default function StaffTripPage({
  loaderData: { overview, trip, desk, agencies, history, may, now, toast },
}: Route.ComponentProps) {
  const localize = useLocalePath();
  const { routing, quotes, drafts } = overview;
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const answer = reply as { error?: string; intent?: string } | undefined;
  const errorFor = (...intents: string[]) =>
    answer?.error && intents.includes(answer.intent ?? "") ? answer.error : null;
  const leadStatus = trip.lead_status as LeadStatus;
  const escalated = desk.audit.some((a) => a.action === "escalated") && trip.quotes_count === 0;
  const live = routing
    .filter((r) => r.state === "offered" || r.state === "quoted")
    .map((r) => ({ agentId: r.agentId, companyName: r.companyName }));
  const onTrip = new Set(routing.map((r) => r.agentId));
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
        <h1 className="mb-3 text-2xl font-extrabold text-slate-900">
          {destinationsLabel(trip.to_loc)} · Request #{trip.id}
        </h1>
        <div className="mb-5 flex flex-wrap items-center gap-3" aria-busy={busy}>
          <span className="text-sm text-slate-600">Lead status</span>
          <LeadStatusBadge status={leadStatus} />
          {escalated ? (
            <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold text-white">
              Escalated: no quote within the SLA
            </span>
          ) : null}
          {may.move ? <LeadMoves status={leadStatus} /> : null}
          {may.viewAs ? (
            <Form method="post" action={localize(VIEW_AS_PATH)} reloadDocument>
              <input type="hidden" name="intent" value="start" />
              <input type="hidden" name="trip_id" value={trip.id} />
              <button
                type="submit"
                className="rounded-full border border-amber-400 bg-amber-50 px-4 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100"
              >
                View as traveller
              </button>
            </Form>
          ) : null}
        </div>
        <FormError error={errorFor("move")} />
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
                            {r.state === "withdrawn" ? (
                              <span className="text-xs text-slate-500">Withdrawn</span>
                            ) : (
                              <StageBadge stage={r.stage} />
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
            {may.reassign && trip.status === "Active" ? (
              <Card title="Reassign or add an agency" id="agency-actions-title">
                <AgencyActions
                  key={desk.audit.length}
                  live={live}
                  agencies={agencies}
                  onTrip={onTrip}
                  error={errorFor("reassign", "add_agent")}
                />
              </Card>
            ) : null}
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
          <aside className="space-y-6">
            <TripDetails trip={trip} />
            <NotesCard
              key={`notes-${desk.audit.length}`}
              notes={desk.notes}
              now={now}
              canWrite={may.note}
              error={errorFor("note")}
            />
            <CallbacksCard
              key={`callbacks-${desk.audit.length}`}
              callbacks={desk.callbacks}
              canSchedule={may.callback}
              error={errorFor("callback")}
            />
            <AuditCard audit={desk.audit} now={now} />
            <LeadHistoryCard history={history} now={now} />
          </aside>
        </div>
      </div>
      <Toast toast={toast} />
    </div>
  );
}
