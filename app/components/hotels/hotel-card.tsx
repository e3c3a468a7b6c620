import { Link } from "react-router";
import {
  formatDistanceKm,
  formatMoney,
  formatRating,
  plural,
  wholeMinor,
} from "../../../common/format";
import { THEME_LABELS } from "../../../common/hotels";
import type { PhotoRef } from "../../../common/photos";
import type { HotelCard as Card } from "../../../server/modules/hotels";
import { PhotoOrArt } from "../picture";
import { Stars } from "../stars";

/** A hotel price in whole rupees (hotel rates are INR). */
export const rupees = (minor: number) =>
  formatMoney({ amountMinor: wholeMinor(minor, "INR"), currency: "INR" });

export function HotelCardView({
  hotel,
  href,
  eager = false,
  photo,
}: {
  hotel: Card;
  href: string;
  eager?: boolean;
  /** The hotel's uploaded photo, where it has one (decision 0219); else its artwork. */
  photo?: PhotoRef | null;
}) {
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[16rem_1fr]">
      <div className="relative">
        <PhotoOrArt
          photo={photo}
          art={hotel.picture}
          sizes="(min-width: 640px) 256px, 100vw"
          eager={eager}
          className="aspect-video h-full w-full sm:aspect-auto"
        />
        {hotel.discountPercent ? (
          <span className="absolute left-2 top-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
            {hotel.discountPercent}% off
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 p-4 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">
            <Link to={href} className="hover:underline">
              {hotel.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
            <Stars rating={hotel.starRating} />
            <span>
              {hotel.starRating}-star {hotel.propertyTypeLabel.toLowerCase()}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {hotel.addressBrief} · {formatDistanceKm(hotel.landmark.km)} from {hotel.landmark.name}
          </p>
          <p className="mt-2 text-sm">
            <span className="rounded bg-emerald-700 px-1.5 py-0.5 font-bold text-white">
              {formatRating(hotel.userRating.rating)}
            </span>{" "}
            <span className="font-medium text-slate-800">{hotel.userRating.text}</span>{" "}
            <span className="text-slate-500">({hotel.userRating.count} ratings)</span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5 text-xs text-slate-700">
            {hotel.themes.slice(0, 4).map((t) => (
              <li key={t} className="rounded-full bg-slate-100 px-2 py-0.5">
                {THEME_LABELS[t]}
              </li>
            ))}
            {hotel.facilities.slice(0, 3).map((f) => (
              <li key={f} className="rounded-full border border-slate-200 px-2 py-0.5">
                {f}
              </li>
            ))}
          </ul>
        </div>
        <div className="shrink-0 text-left sm:text-right">
          {hotel.stay ? (
            <>
              {hotel.stay.totalMinor !== hotel.stay.discountedMinor ? (
                <p className="text-sm text-slate-500 line-through">
                  {rupees(hotel.stay.totalMinor)}
                </p>
              ) : null}
              <p className="text-xl font-extrabold text-slate-900">
                {rupees(hotel.stay.discountedMinor)}
              </p>
              <p className="text-xs text-slate-600">
                for {plural(hotel.stay.nights, "night")}, {plural(hotel.stay.rooms, "room")}
              </p>
              {hotel.stay.nights > 1 ? (
                <p className="text-xs text-slate-600">
                  {rupees(hotel.stay.perNightMinor)} per night
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-sm font-semibold text-rose-700">Sold out for your dates</p>
          )}
          <Link
            to={href}
            className="mt-2 inline-block rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`See rooms at ${hotel.name}`}
          >
            See rooms
          </Link>
        </div>
      </div>
    </article>
  );
}
