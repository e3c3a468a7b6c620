import { data, Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { formatCount, NOUNS, plural } from "../../../common/format";
import { LEAD_STATUS_EVENTS, LEAD_STATUS_LABEL } from "../../../common/lead-status";
import {
  LEAD_SOURCES,
  type LeadBoardQuery,
  LeadBoardQuery as LeadBoardQuerySchema,
  type LeadCard,
} from "../../../common/ops-board";
import { mayStaff } from "../../../common/staff-permissions";
import { travelMonthLabel } from "../../../common/trips";
import { timeAgo } from "../../components/agents/agent-format";
import { StaffMenu } from "../../components/ops/staff-menu";
import { FormError, LeadMoves, LeadStatusBadge } from "../../components/ops/trip-desk";
import { Pagination } from "../../components/pagination";
import { Toast } from "../../components/toast";
import { destinationsLabel, travellersLabel } from "../../components/trips/trip-format";
import { localized, privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { messageRefusal } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/leads";

// The pipeline board (decision 0213): requests in columns by lead status, newest first, with
// the SLA clock of those still waiting for a first quote; filters, search, one column paged on
// its own, and the moves the lead status table lets staff make.

export const meta: Route.MetaFunction = () => [
  { title: "Pipeline | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "leads.board");
  const url = new URL(request.url);
  const parsed = LeadBoardQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query: LeadBoardQuery = parsed.success ? parsed.data : { page: 1 };
  const [board, agencies] = await Promise.all([
    context.services.leadBoard.board(query),
    context.services.agents.names(),
  ]);
  const flash = readFlash(request);
  return data(
    {
      user,
      board,
      agencies,
      query,
      invalid: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the filters."),
      canMove: mayStaff(user.role, "lead.move"),
      search: url.search,
      now: new Date().toISOString(),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

const MoveFromBoard = z.object({
  intent: z.literal("move"),
  trip_id: z.coerce.number().int().positive(),
  event: z.enum(LEAD_STATUS_EVENTS),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, "lead.move");
  const parsed = MoveFromBoard.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Choose a move." }, { status: 400 });
  try {
    await context.services.tripDesk.moveLead(user, parsed.data.trip_id, {
      event: parsed.data.event,
      reason: "Moved on the pipeline board",
    });
  } catch (error) {
    return messageRefusal(error);
  }
  const back = new URL(request.url).search;
  return redirectWithFlash(localized(request, `/admin/leads${back}`), "leadMoved", REPLACE);
}

const HOUR = 3_600_000;

function slaClock(card: LeadCard, now: string): { text: string; late: boolean } | null {
  if (!card.slaDueAt) return null;
  const left = Date.parse(card.slaDueAt) - Date.parse(now);
  const hours = Math.abs(left) / HOUR;
  const span = hours >= 1 ? `${Math.floor(hours)} h` : `${Math.max(1, Math.round(hours * 60))} min`;
  return left >= 0
    ? { text: `Quote due in ${span}`, late: false }
    : { text: `Overdue by ${span}`, late: true };
}

function whenLabel(card: LeadCard): string {
  const month = card.startDate ?? travelMonthLabel(card.travelMonth);
  return card.tripDays ? `${month} · ${card.tripDays} days` : month;
}

function BoardCard({
  card,
  now,
  canMove,
  action,
}: {
  card: LeadCard;
  now: string;
  canMove: boolean;
  action: string;
}) {
  const localize = useLocalePath();
  const clock = slaClock(card, now);
  return (
    <li
      className={`rounded-2xl border bg-white p-3 text-sm shadow-sm ${card.escalated ? "border-red-400 ring-1 ring-red-300" : "border-slate-200"}`}
      data-trip-id={card.id}
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={localize(`/admin/trips/${card.id}`)}
          className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {destinationsLabel(card.toLoc)}
          <span className="block text-xs font-normal text-slate-500">
            #{card.id} · {card.travellerName}
          </span>
        </Link>
        {card.escalated ? (
          <span className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold text-white">
            Escalated
          </span>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 text-xs text-slate-600">
        <dt className="sr-only">Dates</dt>
        <dd className="col-span-2">{whenLabel(card)}</dd>
        <dt className="sr-only">Travellers</dt>
        <dd>{travellersLabel(card.adults, card.children)}</dd>
        <dt className="sr-only">Budget</dt>
        <dd>{card.budgetLabel ? `${card.budgetLabel} pp` : "No budget"}</dd>
        <dt className="sr-only">Quotes</dt>
        <dd>{plural(card.quotesCount, NOUNS.quote)}</dd>
        <dt className="sr-only">Age</dt>
        <dd>
          <time dateTime={card.createdAt}>{timeAgo(card.createdAt, now)}</time>
          {card.source ? ` · ${card.source}` : ""}
        </dd>
      </dl>
      {clock ? (
        <p
          className={`mt-2 text-xs font-semibold ${clock.late ? "text-red-700" : "text-slate-700"}`}
        >
          {clock.text}
        </p>
      ) : null}
      {card.tripStatus !== "Active" ? (
        <p className="mt-1 text-xs text-slate-500">Request {card.tripStatus.toLowerCase()}</p>
      ) : null}
      {canMove ? (
        <div className="mt-2">
          <LeadMoves status={card.leadStatus} action={action} tripId={card.id} />
        </div>
      ) : null}
    </li>
  );
}

const field =
  "mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-brand-600 focus:outline-none";

export default function LeadsBoard({ loaderData }: Route.ComponentProps) {
  const { user, board, agencies, query, invalid, canMove, search, now, toast } = loaderData;
  const reply = useActionData<typeof action>();
  const localize = useLocalePath();
  const action = localize(`/admin/leads${search}`);
  const hrefWith = (patch: Record<string, string | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) params.delete(k);
      else params.set(k, v);
    }
    const qs = params.toString();
    return localize(`/admin/leads${qs ? `?${qs}` : ""}`);
  };
  const single = query.column ? board.columns[0] : null;
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">
          Pipeline{" "}
          {board.escalatedTotal > 0 ? (
            <Link
              to={hrefWith({ escalated: "1", column: undefined, page: undefined })}
              className="ml-2 rounded-full bg-red-600 px-3 py-1 align-middle text-sm font-bold text-white hover:bg-red-700"
            >
              {formatCount(board.escalatedTotal)}
              {board.escalatedMore ? "+" : ""} escalated
            </Link>
          ) : null}
        </h1>
        <StaffMenu role={user.role} current="/admin/leads" />
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Filter the pipeline"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-7"
      >
        {query.column ? <input type="hidden" name="column" value={query.column} /> : null}
        <label className="text-xs font-medium text-slate-600 lg:col-span-2">
          Search
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={80}
            placeholder="Request #, place, name or email"
            className={field}
          />
        </label>
        <label className="text-xs font-medium text-slate-600">
          Destination
          <input
            name="destination"
            defaultValue={query.destination ?? ""}
            maxLength={80}
            placeholder="Kerala"
            className={field}
          />
        </label>
        <label className="text-xs font-medium text-slate-600">
          Agency
          <select name="agent" defaultValue={query.agent ?? ""} className={field}>
            <option value="">Any agency</option>
            {agencies.map((a) => (
              <option key={a.id} value={a.id}>
                {a.companyName}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-600">
          Source
          <select name="source" defaultValue={query.source ?? ""} className={field}>
            <option value="">Any source</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-600">
          Requested from
          <input type="date" name="from" defaultValue={query.from ?? ""} className={field} />
        </label>
        <label className="text-xs font-medium text-slate-600">
          to
          <input type="date" name="to" defaultValue={query.to ?? ""} className={field} />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3 lg:col-span-7">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="escalated" value="1" defaultChecked={query.escalated} />
            Escalated only
          </label>
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Filter
          </button>
          <Link to={localize("/admin/leads")} className="text-sm text-brand-700 hover:underline">
            Clear
          </Link>
          <span className="text-xs text-slate-500">
            First quote due within {board.slaHours} h of the request.
          </span>
        </div>
      </Form>
      {invalid ? <FormError error={invalid} /> : null}
      <FormError error={(reply as { error?: string } | undefined)?.error ?? null} />
      {single ? (
        <section aria-labelledby="column-title" className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="column-title" className="text-lg font-bold text-slate-900">
              {LEAD_STATUS_LABEL[single.status]} ({formatCount(single.total)}
              {single.more ? "+" : ""})
            </h2>
            <Link
              to={hrefWith({ column: undefined, page: undefined })}
              className="text-sm text-brand-700 hover:underline"
            >
              Back to the board
            </Link>
          </div>
          {single.cards.length === 0 ? (
            <p className="text-sm text-slate-600">No request matches.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {single.cards.map((c) => (
                <BoardCard key={c.id} card={c} now={now} canMove={canMove} action={action} />
              ))}
            </ul>
          )}
          <Pagination
            page={board.page}
            pageCount={Math.ceil(single.total / board.pageSize)}
            hrefFor={(n) => hrefWith({ page: n > 1 ? String(n) : undefined })}
          />
        </section>
      ) : (
        <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Lead statuses">
          {board.columns.map((column) => (
            <section
              key={column.status}
              aria-labelledby={`col-${column.status.replace(" ", "-")}`}
              className="flex min-w-0 flex-col rounded-2xl bg-slate-100 p-2"
            >
              <h2
                id={`col-${column.status.replace(" ", "-")}`}
                className="flex items-center justify-between px-1 pb-2 text-sm font-bold text-slate-800"
              >
                <LeadStatusBadge status={column.status} />
                <span className="text-slate-600">
                  {formatCount(column.total)}
                  {column.more ? "+" : ""}
                </span>
              </h2>
              {column.cards.length === 0 ? (
                <p className="px-1 text-xs text-slate-500">No request here.</p>
              ) : (
                <ul className="space-y-2">
                  {column.cards.map((c) => (
                    <BoardCard key={c.id} card={c} now={now} canMove={canMove} action={action} />
                  ))}
                </ul>
              )}
              {column.total > column.cards.length ? (
                <Link
                  to={hrefWith({ column: column.status, page: undefined })}
                  className="mt-2 px-1 text-xs font-semibold text-brand-700 hover:underline"
                >
                  See all {formatCount(column.total)}
                  {column.more ? "+" : ""}
                </Link>
              ) : null}
            </section>
          ))}
        </section>
      )}
      <Toast toast={toast} />
    </div>
  );
}
