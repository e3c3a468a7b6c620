import { type MouseEvent, useState } from "react";
import { Link } from "react-router";
import { formatDistanceKm, formatRating } from "../../../common/format";
import {
  DEAL_CARD,
  DEAL_CARD_SMALL,
  seasonDealLabel,
  THEME_LABELS,
  type Theme,
} from "../../../common/hotels";
import type { HotelDeals } from "../../../server/modules/hotels";
import { api } from "../../lib/api";

import { rupees } from "./hotel-card";

// Hotel deal carousel (§2, §3): theme chips, default 'All'; choosing one refetches the deals
// (GET /browsing/v1/hotel_deals). Hidden when there are no deals and the filter is All. Without
// JavaScript a chip is a link to the destination's listing of that theme.

export function HotelDealsSection({ initial, title }: { initial: HotelDeals; title?: string }) {
  const [theme, setTheme] = useState<Theme | "All">("All");
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  if (!data.deals.length && theme === "All") return null;

  const choose = (next: Theme | "All") => async (e: MouseEvent) => {
    e.preventDefault();
    setTheme(next);
    setLoading(true);
    try {
      setData(
        await api.get<HotelDeals>("/browsing/v1/hotel_deals", {
          query: {
            location: initial.destination.slug,
            property_types: "hotels",
            is_bookable_b2c: "true",
            themes: next === "All" ? undefined : [next],
          },
        }),
      );
    } catch {
      // Keep the deals shown; the chips stay usable.
    } finally {
      setLoading(false);
    }
  };

  const chip = (value: Theme | "All", label: string, href: string) => (
    <li key={value}>
      <a
        href={href}
        onClick={choose(value)}
        aria-current={theme === value ? "true" : undefined}
        className={`block rounded-full border px-3 py-1 text-sm ${
          theme === value
            ? "border-brand-700 bg-brand-700 text-white"
            : "border-slate-300 bg-white text-slate-700"
        }`}
      >
        {label}
      </a>
    </li>
  );

  return (
    <section aria-labelledby="hotel-deals-title" className="mt-10" id="hotel-deals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="hotel-deals-title" className="text-xl font-bold text-slate-900">
          {title ?? `Hotel deals in ${initial.destination.name}`}
        </h2>
        <Link
          to={initial.viewAllUrl}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          View All Hotels
        </Link>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Deal themes">
        {chip("All", "All", initial.viewAllUrl)}
        {initial.themes.map((t) => chip(t, THEME_LABELS[t], `${initial.viewAllUrl}?themes[]=${t}`))}
      </ul>
      <div aria-busy={loading} className={loading ? "opacity-60" : ""}>
        {data.deals.length ? (
          <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-3">
            {data.deals.map((d) => (
              <li
                key={d.id}
                className="shrink-0 snap-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                style={{ width: `min(${DEAL_CARD.width}px, 80vw)`, minHeight: DEAL_CARD.height }}
              >
                <Link to={d.url} className="block">
                  <div className="relative">
                    <img
                      src={d.images[0]?.url.imagekitUrl}
                      alt={d.images[0]?.altText ?? ""}
                      width={DEAL_CARD_SMALL.width}
                      height={DEAL_CARD_SMALL.height}
                      loading="lazy"
                      className="h-44 w-full bg-slate-200 object-cover"
                    />
                    {d.basePrice.discountPercentage ? (
                      <span className="absolute left-2 top-2 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                        {seasonDealLabel(new Date())} {Math.round(d.basePrice.discountPercentage)}%
                        off
                      </span>
                    ) : null}
                    {d.topRatedLuxury || d.topRatedBudget ? (
                      <span className="absolute right-2 top-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
                        {d.topRatedLuxury ? "Top rated luxury" : "Top rated budget"}
                      </span>
                    ) : null}
                  </div>
                  <div className="p-3">
                    <h3 className="font-bold text-slate-900">{d.displayName}</h3>
                    <p className="text-xs text-slate-600">
                      {d.starRating}-star · {d.address.brief}
                    </p>
                    <p className="text-xs text-slate-600">
                      {formatDistanceKm(d.proximity.distance)} from {d.proximity.from}
                    </p>
                    <p className="mt-1 text-sm">
                      <span className="rounded bg-emerald-700 px-1 font-bold text-white">
                        {formatRating(d.userRating.rating)}
                      </span>{" "}
                      {d.userRating.text}
                      {d.ttRecomended ? (
                        <span className="ml-1 text-xs text-brand-700">· Recommended</span>
                      ) : null}
                    </p>
                    <p className="mt-2">
                      <span className="text-sm text-slate-500 line-through">
                        {rupees(d.basePrice.amount)}
                      </span>{" "}
                      <span className="text-lg font-extrabold text-slate-900">
                        {rupees(d.basePrice.discounted)}
                      </span>{" "}
                      <span className="text-xs text-slate-600">a night</span>
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600">No deals with this theme right now.</p>
        )}
      </div>
    </section>
  );
}
