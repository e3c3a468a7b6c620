import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { encodeSavedSearch, type ResolvedStay } from "../../../common/hotel-stay";
import { HOTEL_SEARCH_COOKIE, ROOM_MAX_GUESTS } from "../../../common/hotels";

// Dates and rooms of a hotel search. A plain GET form (rooms as r1a/r1c … r3a/r3c; the loader
// turns them into roomStay), so it works before hydration. When the page's dates came from the
// URL and are valid, the browser saves them as the search cookie (§3) that a later page with
// invalid dates falls back to. With the defaults in force, the check-in field takes the focus
// without scrolling: the form sits below the gallery on a hotel page, and a page that jumps to
// it on load hides the pictures and the name the visitor came for.

const ROOMS = [1, 2, 3] as const;

export function StayForm({
  stay,
  action,
  hidden = [],
  hotelId = null,
  submitLabel = "Search",
}: {
  stay: ResolvedStay;
  action: string;
  hidden?: [string, string][];
  hotelId?: number | null;
  submitLabel?: string;
}) {
  const checkIn = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (stay.focusCheckIn) checkIn.current?.focus({ preventScroll: true });
  }, [stay.focusCheckIn]);
  useEffect(() => {
    if (stay.datesFrom !== "url") return;
    const value = encodeSavedSearch({
      hotel_id: hotelId,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      rooms: stay.rooms,
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the saved search is a plain client cookie (spec §3); no secret in it.
    document.cookie = `${HOTEL_SEARCH_COOKIE}=${value}; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`;
  }, [stay, hotelId]);

  return (
    <Form
      method="get"
      action={action}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label="Dates and rooms"
    >
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <label className="block text-sm font-semibold text-slate-900">
          Check-in
          <input
            type="date"
            name="checkin"
            defaultValue={stay.checkIn}
            required
            ref={checkIn}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Check-out
          <input
            type="date"
            name="checkout"
            defaultValue={stay.checkOut}
            required
            className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
          />
        </label>
        <fieldset className="grid grid-cols-3 gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            Rooms (up to {ROOM_MAX_GUESTS} guests each)
          </legend>
          {ROOMS.map((n) => {
            const room = stay.rooms[n - 1];
            return (
              <div key={n} className="rounded-lg border border-slate-200 p-1.5 text-xs">
                <span className="font-medium text-slate-700">Room {n}</span>
                <label className="mt-1 flex items-center justify-between gap-1">
                  Adults
                  <select
                    name={`r${n}a`}
                    defaultValue={String(room?.adults ?? 0)}
                    aria-label={`Room ${n} adults`}
                    className="rounded border border-slate-300 px-1 py-0.5"
                  >
                    {n > 1 ? <option value="0">–</option> : null}
                    {[1, 2, 3].map((a) => (
                      <option key={a} value={a}>
                        {a}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="mt-1 flex items-center justify-between gap-1">
                  Children
                  <select
                    name={`r${n}c`}
                    defaultValue={String(room?.children ?? 0)}
                    aria-label={`Room ${n} children`}
                    className="rounded border border-slate-300 px-1 py-0.5"
                  >
                    {[0, 1, 2].map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            );
          })}
        </fieldset>
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {submitLabel}
        </button>
      </div>
      {stay.datesFrom !== "url" ? (
        <p className="mt-2 text-xs text-slate-600" role="status">
          {stay.datesFrom === "saved"
            ? "Showing the dates of your last search."
            : "Choose your dates: we show one night, 15 days from today."}
        </p>
      ) : null}
    </Form>
  );
}
