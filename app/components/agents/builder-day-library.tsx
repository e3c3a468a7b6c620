import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { LibraryDay } from "../../../common/quotes";
import { INPUT_CLASS, SMALL_BUTTON } from "./builder-fields";

// The agency's day library on the builder's Days step (decision 0210): "Save to library" keeps
// a day written once; "Insert from library" searches the agency's days by place (the
// catalogue's hierarchy: "Kerala" finds Munnar's days) or words and puts one into this quote,
// after a day or in its place (decision 0227).

const LIBRARY_PATH = "/agents/dashboard/library";

/** Saves one builder day to the agency's library; says so, or why not, beside the button. */
export function SaveDayToLibrary({
  day,
  dayNumber,
}: {
  day: { cityId?: string; cityName?: string; title?: string; description?: string } | undefined;
  dayNumber: number;
}) {
  const fetcher = useFetcher<{ saved?: LibraryDay; error?: string }>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={fetcher.state !== "idle"}
        aria-label={`Save day ${dayNumber} to your library`}
        onClick={() =>
          fetcher.submit(
            {
              cityId: day?.cityId ?? "",
              cityName: day?.cityName ?? "",
              title: day?.title ?? "",
              description: day?.description ?? "",
            },
            { method: "post", action: LIBRARY_PATH },
          )
        }
      >
        {fetcher.state === "idle" ? "Save to library" : "Saving…"}
      </button>
      <span role="status" className="text-xs">
        {reply?.saved ? <span className="text-emerald-700">Saved to your library</span> : null}
        {reply?.error ? <span className="text-rose-700">{reply.error}</span> : null}
      </span>
    </span>
  );
}

/** Where an inserted day goes: after day `index + 1`, or in its place. */
export interface LibraryPlacement {
  mode: "after" | "replace";
  index: number;
}

/** The choices of where a library day goes in a quote of `dayCount` days. */
export function placements(dayCount: number): { value: string; label: string }[] {
  const days = Array.from({ length: dayCount }, (_, i) => i);
  return [
    ...days.map((i) => ({
      value: `after:${i}`,
      label: i === dayCount - 1 ? "At the end" : `After day ${i + 1}`,
    })),
    ...days.map((i) => ({ value: `replace:${i}`, label: `In place of day ${i + 1}` })),
  ];
}

/** Searches the agency's library and inserts the chosen day where the agent says. */
export function InsertFromLibrary({
  initialQuery,
  dayCount,
  onInsert,
}: {
  initialQuery: string;
  dayCount: number;
  onInsert: (day: LibraryDay, placement: LibraryPlacement) => void;
}) {
  const fetcher = useFetcher<{ q: string; days: LibraryDay[] }>();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState(initialQuery);
  const [where, setWhere] = useState<string>("");
  const [inserted, setInserted] = useState<string | null>(null);
  const id = useId();
  const load = fetcher.load;
  const href = `${LIBRARY_PATH}?${new URLSearchParams({ q: q.trim() })}`;
  useEffect(() => {
    if (open) load(href);
  }, [open, href, load]);
  const days = fetcher.data?.days;
  const last = Math.max(dayCount - 1, 0);
  const placement = (): LibraryPlacement => {
    const [mode, at] = (where || `after:${last}`).split(":");
    const index = Math.min(Math.max(Number(at) || 0, 0), last);
    return { mode: mode === "replace" ? "replace" : "after", index };
  };
  return (
    <div className="mt-4">
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Close the library" : "Insert from library"}
      </button>
      {open ? (
        <section id={id} aria-label="Your day library" className="mt-3 rounded-2xl bg-slate-50 p-3">
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
            <label className="block text-xs font-medium text-slate-600">
              Search your days by place or words
              <input
                type="search"
                value={q}
                onChange={(e) => setQ(e.currentTarget.value)}
                className={INPUT_CLASS}
                placeholder="Kerala, houseboat, Munnar tea…"
              />
            </label>
            <label className="block text-xs font-medium text-slate-600">
              Put the day
              <select
                value={where || `after:${last}`}
                onChange={(e) => setWhere(e.currentTarget.value)}
                className={INPUT_CLASS}
              >
                {placements(dayCount).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="mt-2 text-xs text-slate-500" aria-live="polite">
            {fetcher.state === "loading"
              ? "Searching…"
              : (inserted ?? (days ? `${days.length} saved days` : ""))}
          </p>
          <ul className="mt-2 space-y-2">
            {days?.map((d) => (
              <li
                key={d.id}
                className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-2"
                data-testid="library-day"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-slate-900">
                    {d.title} <span className="font-normal text-slate-500">· {d.cityName}</span>
                  </p>
                  <p className="line-clamp-2 text-xs text-slate-600">{d.description}</p>
                  {d.activities.length ? (
                    <p className="truncate text-xs text-slate-500">
                      Activities: {d.activities.join(", ")}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  className={`${SMALL_BUTTON} shrink-0 border-brand-700 text-brand-800`}
                  aria-label={`Insert ${d.title}`}
                  onClick={() => {
                    const at = placement();
                    onInsert(d, at);
                    setInserted(
                      at.mode === "replace"
                        ? `“${d.title}” is now day ${at.index + 1}.`
                        : `Added “${d.title}” as day ${at.index + 2}.`,
                    );
                    setWhere("");
                  }}
                >
                  Insert
                </button>
              </li>
            ))}
          </ul>
          {days && days.length === 0 ? (
            <p className="text-sm text-slate-600">
              {q.trim()
                ? `None of your saved days match “${q.trim()}”.`
                : "Your library is empty: save a day with “Save to library”."}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
