import { useEffect, useState } from "react";
import { Form } from "react-router";
import {
  LEAD_STATUS_LABEL,
  type LeadStatus,
  STAFF_LEAD_MOVES,
  staffMovesFrom,
} from "../../../common/lead-status";
import type { StaffAuditEntry, StaffCallbackView, StaffNoteView } from "../../../common/ops-trip";
import { timeAgo } from "../agents/agent-format";
import { Card } from "../agents/lead-detail";
import { When } from "../when";

const input =
  "mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";
const primary =
  "rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const secondary =
  "rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";

/** A refusal of the last form sent, shown above that form. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

const STATUS_TONE: Record<LeadStatus, string> = {
  active: "bg-sky-100 text-sky-900",
  "in progress": "bg-indigo-100 text-indigo-900",
  hot: "bg-orange-100 text-orange-900",
  "admin hot": "bg-red-100 text-red-900",
  "payment pending": "bg-amber-100 text-amber-900",
  dormant: "bg-slate-200 text-slate-800",
  cold: "bg-slate-300 text-slate-900",
  converted: "bg-emerald-100 text-emerald-900",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}
    >
      {LEAD_STATUS_LABEL[status]}
    </span>
  );
}

/** The staff buttons the lead status table allows from `status`; each asks nothing more. */
export function LeadMoves({
  status,
  action,
  tripId,
}: {
  status: LeadStatus;
  action?: string;
  /** On the board, which card's request the move is for. */
  tripId?: number;
}) {
  const moves = staffMovesFrom(status);
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((event) => (
        <Form key={event} method="post" action={action}>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="event" value={event} />
          {tripId ? <input type="hidden" name="trip_id" value={tripId} /> : null}
          <button type="submit" className={tripId ? `${secondary} px-3 py-1 text-xs` : secondary}>
            {STAFF_LEAD_MOVES[event]}
            {tripId ? <span className="sr-only"> request #{tripId}</span> : null}
          </button>
        </Form>
      ))}
    </div>
  );
}

interface Agency {
  agentId: number;
  companyName: string;
}

function AgencyChoice({
  label,
  name,
  agencies,
}: {
  label: string;
  name: string;
  agencies: Agency[];
}) {
  return (
    <label className="text-sm font-medium text-slate-700">
      {label}
      <select name={name} className={input} required defaultValue="">
        <option value="" disabled>
          Choose an agency
        </option>
        {agencies.map((a) => (
          <option key={a.agentId} value={a.agentId}>
            {a.companyName}
          </option>
        ))}
      </select>
    </label>
  );
}

function ReasonField({ placeholder, wide = false }: { placeholder: string; wide?: boolean }) {
  return (
    <label className={`text-sm font-medium text-slate-700 ${wide ? "sm:col-span-2" : ""}`}>
      Reason
      <input
        name="reason"
        required
        minLength={3}
        maxLength={500}
        className={input}
        placeholder={placeholder}
      />
    </label>
  );
}

/** Reassign a live lead to an agency serving the place, or add one; each with a reason. */
export function AgencyActions({
  live,
  agencies,
  onTrip,
  error,
}: {
  live: Agency[];
  agencies: Agency[];
  onTrip: Set<number>;
  error: string | null;
}) {
  const free = agencies.filter((a) => !onTrip.has(a.agentId));
  if (free.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Every agency serving this destination already has or had this request.
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <FormError error={error} />
      {live.length ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label="Reassign the request">
          <input type="hidden" name="intent" value="reassign" />
          <label className="text-sm font-medium text-slate-700">
            Take it from
            <select name="from_agent_id" className={input} required>
              {live.map((a) => (
                <option key={a.agentId} value={a.agentId}>
                  {a.companyName}
                </option>
              ))}
            </select>
          </label>
          <AgencyChoice label="Give it to" name="to_agent_id" agencies={free} />
          <ReasonField placeholder="No quote within the SLA" wide />
          <div className="sm:col-span-2">
            <button type="submit" className={primary}>
              Reassign
            </button>
          </div>
        </Form>
      ) : null}
      <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label="Add an agency">
        <input type="hidden" name="intent" value="add_agent" />
        <AgencyChoice label="Add agency" name="agent_id" agencies={free} />
        <ReasonField placeholder="Traveller asked for a specialist" />
        <div className="sm:col-span-2">
          <button type="submit" className={secondary}>
            Add agency
          </button>
        </div>
      </Form>
    </div>
  );
}

/** @handles in a note, emphasised. */
function NoteBody({ body }: { body: string }) {
  const parts = body.split(/(@[a-z0-9._-]+)/gi);
  return (
    <p className="whitespace-pre-line text-sm text-slate-800">
      {parts.map((part, i) =>
        part.startsWith("@") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <strong key={i} className="text-brand-800">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export function NotesCard({
  notes,
  now,
  canWrite,
  error,
}: {
  notes: StaffNoteView[];
  now: string;
  canWrite: boolean;
  error: string | null;
}) {
  return (
    <Card title={`Notes (${notes.length})`} id="notes-title">
      {canWrite ? (
        <Form method="post" className="mb-4 space-y-2">
          <FormError error={error} />
          <input type="hidden" name="intent" value="note" />
          <label className="block text-sm font-medium text-slate-700">
            New note{" "}
            <span className="font-normal text-slate-500">(@ops, @admin, @dialer notify)</span>
            <textarea name="body" required maxLength={2000} rows={3} className={input} />
          </label>
          <button type="submit" className={primary}>
            Add note
          </button>
        </Form>
      ) : null}
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-2xl bg-slate-50 p-3">
              <NoteBody body={n.body} />
              <p className="mt-1 text-xs text-slate-500">
                {n.authorName} · <time dateTime={n.at}>{timeAgo(n.at, now)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** India's offset as getTimezoneOffset() gives it: the site's zone when JavaScript is off. */
const INDIA_OFFSET_MINUTES = -330;

/** The browser's offset from UTC for the datetime field; without JavaScript, India's. */
function TimeZoneOffset() {
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => setOffset(new Date().getTimezoneOffset()), []);
  return <input type="hidden" name="tz_offset" value={offset ?? INDIA_OFFSET_MINUTES} />;
}

export function CallbacksCard({
  callbacks,
  canSchedule,
  error,
}: {
  callbacks: StaffCallbackView[];
  canSchedule: boolean;
  error: string | null;
}) {
  return (
    <Card title="Callbacks" id="callbacks-title">
      {canSchedule ? (
        <Form method="post" className="mb-4 space-y-2">
          <FormError error={error} />
          <input type="hidden" name="intent" value="callback" />
          <TimeZoneOffset />
          <label className="block text-sm font-medium text-slate-700">
            Call the traveller at
            <input type="datetime-local" name="due_at" required className={input} />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            What about
            <input name="note" maxLength={500} className={input} placeholder="Confirm dates" />
          </label>
          <button type="submit" className={primary}>
            Schedule callback
          </button>
        </Form>
      ) : null}
      {callbacks.length === 0 ? (
        <p className="text-sm text-slate-600">No callbacks scheduled.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {callbacks.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2">
              <span>
                <When at={c.dueAt} /> {c.note ? `· ${c.note}` : ""}
              </span>
              <span className="text-slate-500">
                {c.state === "done" ? "Done" : "In the dialer's queue"} · by {c.scheduledByName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function AuditCard({ audit, now }: { audit: StaffAuditEntry[]; now: string }) {
  return (
    <Card title="Audit log" id="audit-title">
      {audit.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody has acted on this request yet.</p>
      ) : (
        <ol className="space-y-2 text-sm" aria-label="Audit log">
          {audit.map((a) => (
            <li key={a.id} className="border-l-2 border-slate-200 pl-3">
              <p className="text-slate-800">{a.summary}</p>
              <p className="text-xs text-slate-500">
                {a.actorName} ({a.actorRole}) · <time dateTime={a.at}>{timeAgo(a.at, now)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function LeadHistoryCard({
  history,
  now,
}: {
  history: { from: LeadStatus; to: LeadStatus; reason: string; actorRole: string; at: string }[];
  now: string;
}) {
  return (
    <Card title="Lead status history" id="lead-history-title">
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">Active since the request was made.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {history.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows never reorder
            <li key={i}>
              <LeadStatusBadge status={h.from} /> → <LeadStatusBadge status={h.to} />{" "}
              <span className="text-slate-700">{h.reason}</span>{" "}
              <span className="text-xs text-slate-500">
                ({h.actorRole}, <time dateTime={h.at}>{timeAgo(h.at, now)}</time>)
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
