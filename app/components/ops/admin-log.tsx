import { formatDateTime } from "../../../common/format";

/** Admin's audit log: who changed what, newest first (decision 0229). */
export function AdminLog({
  entries,
}: {
  entries: { id: number; actorName: string; summary: string; createdAt: string }[];
}) {
  return (
    <section aria-labelledby="admin-log-title">
      <h2
        id="admin-log-title"
        className="text-sm font-semibold uppercase tracking-wide text-slate-500"
      >
        Changes
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No change made here yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span className="text-slate-800">{e.summary}</span>
              <span className="text-slate-500">
                {e.actorName} · {formatDateTime(e.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The refusal of an admin form, shown under the form that was sent. */
export function Refusal({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="w-full text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}
