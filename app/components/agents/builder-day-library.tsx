import { useFetcher } from "react-router";
import type { LibraryDay } from "../../../common/quotes";
import { SMALL_BUTTON } from "./builder-fields";

// The agency's day library on the builder's Days step (decision 0210): "Save to library" keeps
// a day written once. Inserting a saved day into a quote is not offered yet (see the decision).

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
