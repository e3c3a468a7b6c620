import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { BuilderHotelOption, BuilderHotelResults } from "../../../common/builder-hotels";
import { formatDate, NOUNS, plural } from "../../../common/format";
import { money } from "./agent-format";
import { INPUT_CLASS, SMALL_BUTTON } from "./builder-fields";

// The builder's search of Triphive's own hotels for one city stay (decision 0209): the hotels
// of the stay's city, priced for its nights of the trip and the trip's rooms, with their rooms,
// boards and refundability. "Use" fills the proposed hotel (or an alternative) with the
// hotel's id, pictures, address and page, and its rate becomes the stay's net cost.

export interface HotelChoice {
  hotel: BuilderHotelOption;
  option: NonNullable<BuilderHotelOption["cheapest"]>;
  as: "proposed" | "alternative";
}

export function CatalogueHotelSearch({
  quoteId,
  city,
  cityId,
  nights,
  offset,
  stars,
  canAddAlternative,
  onChoose,
}: {
  quoteId: number;
  city: string;
  cityId: string;
  nights: number;
  /** Nights before this stay, from the trip's start. */
  offset: number;
  stars: string;
  canAddAlternative: boolean;
  onChoose: (choice: HotelChoice) => void;
}) {
  const fetcher = useFetcher<BuilderHotelResults>();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [starFilter, setStarFilter] = useState(stars);
  const id = useId();
  const load = fetcher.load;
  const params = new URLSearchParams({
    city,
    nights: String(Math.min(Math.max(nights, 1), 30)),
    offset: String(offset),
  });
  if (cityId) params.set("cityId", cityId);
  if (starFilter) params.set("stars", starFilter);
  if (q.trim()) params.set("q", q.trim());
  const href = `/agents/dashboard/quotes/${quoteId}/hotels?${params}`;
  // The search follows the stay and the filters while the panel is open.
  useEffect(() => {
    if (open && city.trim()) load(href);
  }, [open, href, load, city]);
  const results = fetcher.data;
  return (
    <div className="mt-3">
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Close hotel search" : `Find hotels in ${city || "this city"}`}
      </button>
      {open ? (
        <section
          id={id}
          aria-label={`Triphive hotels in ${city}`}
          className="mt-3 rounded-2xl bg-slate-50 p-3"
        >
          <div className="flex flex-wrap items-end gap-2">
            <label className="min-w-0 flex-1 text-xs font-medium text-slate-600">
              Search by name
              <input
                type="search"
                value={q}
                onChange={(e) => setQ(e.currentTarget.value)}
                className={INPUT_CLASS}
                placeholder="Any hotel"
              />
            </label>
            <label className="text-xs font-medium text-slate-600">
              Class
              <select
                value={starFilter}
                onChange={(e) => setStarFilter(e.currentTarget.value)}
                className={INPUT_CLASS}
              >
                <option value="">Any class</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={String(n)}>
                    {n} stars first
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="mt-2 text-xs text-slate-500" aria-live="polite">
            {fetcher.state === "loading"
              ? "Searching…"
              : results
                ? `${plural(results.hotels.length, "hotel")} · ${plural(nights, NOUNS.night)} from ${formatDate(results.checkIn)}, rates for this trip's rooms`
                : ""}
          </p>
          <ul className="mt-2 space-y-2">
            {results?.hotels.map((h) => (
              <HotelResult
                key={h.hotelId}
                hotel={h}
                canAddAlternative={canAddAlternative}
                onChoose={onChoose}
              />
            ))}
          </ul>
          {results && results.hotels.length === 0 ? (
            <p className="text-sm text-slate-600">
              No Triphive hotel matches in {city}. Type the hotel by hand below.
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function HotelResult({
  hotel,
  canAddAlternative,
  onChoose,
}: {
  hotel: BuilderHotelOption;
  canAddAlternative: boolean;
  onChoose: (choice: HotelChoice) => void;
}) {
  const best = hotel.cheapest;
  return (
    <li
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-2"
      data-testid="catalogue-hotel"
    >
      <img
        src={hotel.images[0]}
        alt=""
        width={112}
        height={63}
        className="hidden h-16 w-28 rounded-lg object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          {hotel.name} <span className="font-normal text-amber-600">{"★".repeat(hotel.stars)}</span>
        </p>
        <p className="truncate text-xs text-slate-500">
          {hotel.area}
          {hotel.themes.length
            ? ` · ${hotel.themes.slice(0, 2).join(", ").replaceAll("-", " ")}`
            : ""}
        </p>
        {best ? (
          <p className="text-xs text-slate-700">
            From <strong className="tabular-nums">{money(best.totalMinor, "INR")}</strong> for the
            stay · {best.room}, {best.boardName} ·{" "}
            {best.refundable ? "refundable" : "non-refundable"}
          </p>
        ) : (
          <p className="text-xs text-rose-700">Sold out on these nights</p>
        )}
        {hotel.options.length > 1 ? (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer text-brand-700">Rooms and boards</summary>
            <ul className="mt-1 space-y-1">
              {hotel.options.map((o) => (
                <li
                  key={`${o.room}-${o.board}-${o.refundable}`}
                  className="flex items-center justify-between gap-2"
                >
                  <span>
                    {o.room}, {o.boardName}, {o.refundable ? "refundable" : "non-refundable"}:{" "}
                    <span className="tabular-nums">{money(o.totalMinor, "INR")}</span>
                  </span>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => onChoose({ hotel, option: o, as: "proposed" })}
                    aria-label={`Use ${hotel.name}, ${o.room}, ${o.boardName}`}
                  >
                    Use
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      {best ? (
        <div className="flex shrink-0 flex-col gap-1">
          <button
            type="button"
            className={`${SMALL_BUTTON} border-brand-700 text-brand-800`}
            onClick={() => onChoose({ hotel, option: best, as: "proposed" })}
            aria-label={`Use ${hotel.name}`}
          >
            Use
          </button>
          {canAddAlternative ? (
            <button
              type="button"
              className={SMALL_BUTTON}
              onClick={() => onChoose({ hotel, option: best, as: "alternative" })}
              aria-label={`Add ${hotel.name} as an alternative`}
            >
              Alternative
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
