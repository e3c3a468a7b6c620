import type { ReactNode } from "react";
import { Link } from "react-router";
import { buildPackageUrl } from "../../../common/package-url";
import type { TripView } from "../../../common/trip-views";
import { BUDGET_LABEL } from "../../../common/trips";
import { useLocalePath } from "../../lib/locale";
import { BookingBadge } from "../booking-badge";
import { When } from "../when";
import { PopupLink, type PopupName } from "./popup";
import { ReactivateForm } from "./reactivate-form";
import {
  budgetLabel,
  dayLabel,
  destinationsLabel,
  durationLabel,
  travellersLabel,
  tripLinks,
  tripTypeLabel,
} from "./trip-format";
import type { TripActionReply } from "./use-trip-form";

// Palettes of the catalogue's destination art, picked by name so a request keeps its look.
const PALETTES = [
  ["#48cae4", "#0077b6", "#ffb703"],
  ["#8ecae6", "#2d6a4f", "#f4a259"],
  ["#a9d6e5", "#386641", "#bc4749"],
  ["#caf0f8", "#52796f", "#e76f51"],
  ["#f6bd60", "#e07a5f", "#3d405b"],
  ["#00b4d8", "#90e0ef", "#f9c74f"],
] as const;

function paletteOf(name: string) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTES[h % PALETTES.length] ?? PALETTES[0];
}

/** A sky-to-land wash in the destination's colours; decorative, so no picture to load. */
function bannerGradient([sky, land, accent]: readonly string[]) {
  return `radial-gradient(circle at 78% 32%, #fff6d5 0 6%, transparent 6.5%), radial-gradient(ellipse at 20% 100%, ${accent} 0 30%, transparent 31%), linear-gradient(180deg, ${sky} 0%, ${sky} 50%, ${land} 100%)`;
}

interface TripHeroProps {
  trip: TripView;
  onOpen: (name: PopupName) => void;
  pageReply?: TripActionReply | null;
}

/** The request at a glance, with the links its status allows. */
export function TripHero({ trip, onOpen, pageReply }: TripHeroProps) {
  const localize = useLocalePath();
  const links = tripLinks(trip.status, trip.allowed_actions);
  const where = destinationsLabel(trip.to_loc);
  const when = trip.start_date ? dayLabel(trip.start_date) : trip.travel_month_label;
  return (
    <section
      aria-labelledby="trip-title"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative h-36 sm:h-44">
        <div
          aria-hidden="true"
          className="absolute inset-0"
          style={{ background: bannerGradient(paletteOf(trip.to_loc[0] ?? "")) }}
        />
        <div className="absolute inset-0 bg-gradient-to-t from-slate-900/60 via-slate-900/5 to-transparent" />
        <p className="absolute bottom-3 left-5 text-xs font-semibold uppercase tracking-wider text-white drop-shadow sm:left-7">
          Request #{trip.id} · sent <When at={trip.created_at} show="date" />
        </p>
      </div>
      <div className="px-5 pb-6 pt-5 sm:px-7">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <BookingBadge booking={trip.booking_state} />
            <h1
              id="trip-title"
              className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
            >
              Your trip to {where}
            </h1>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm text-slate-700" aria-label="Trip">
              {trip.from_loc ? <Chip icon="plane">From {trip.from_loc}</Chip> : null}
              <Chip icon="calendar">{when}</Chip>
              <Chip icon="clock">{durationLabel(trip.durations, trip.trip_days)}</Chip>
              <Chip icon="people">{travellersLabel(trip.adults, trip.children)}</Chip>
            </ul>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {links.edit ? (
              <Link
                to={localize(`/requested_trips/${trip.id}/customize_new`)}
                className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                <Icon name="pencil" />
                Edit request
              </Link>
            ) : null}
            {links.cancel ? (
              <PopupLink
                name="cancel"
                onOpen={onOpen}
                className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-inset ring-rose-200 hover:bg-rose-50"
              >
                Cancel Booking
              </PopupLink>
            ) : null}
            {links.reactivate ? <ReactivateForm pageReply={pageReply} /> : null}
          </div>
        </div>
        {trip.status === "Cancelled" && trip.cancellation ? (
          <p className="mt-4 rounded-2xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
            Cancelled on <When at={trip.cancellation.at} show="date" />:{" "}
            <span className="font-medium">
              {trip.cancellation.otherReason
                ? `${trip.cancellation.reason} “${trip.cancellation.otherReason}”`
                : trip.cancellation.reason}
            </span>{" "}
            Agents will not send quotes until the request is reactivated.
          </p>
        ) : trip.status === "Postponed" ? (
          <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
            This request is on hold. Reactivate it when you are ready to plan again.
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Chip({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1">
      <Icon name={icon} className="h-4 w-4 text-slate-500" />
      {children}
    </li>
  );
}

/** The request's details, as the traveller filled them in. */
export function TripDetails({ trip, children }: { trip: TripView; children?: ReactNode }) {
  const localize = useLocalePath();
  const rows: [string, ReactNode][] = [
    ["Destinations", destinationsLabel(trip.to_loc)],
    ["Starting from", trip.from_loc || "Not decided"],
    ["When", trip.start_date ? dayLabel(trip.start_date) : trip.travel_month_label],
    ["Duration", durationLabel(trip.durations, trip.trip_days)],
    ["Travellers", travellersLabel(trip.adults, trip.children)],
    ["Trip type", tripTypeLabel(trip.trip_type)],
    [BUDGET_LABEL, budgetLabel(trip.budget) ?? "Not set"],
  ];
  if (trip.package) {
    rows.push([
      "Inspired by",
      <Link
        key="package"
        to={localize(buildPackageUrl(trip.package.slug))}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {trip.package.name}
      </Link>,
    ]);
  }
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="details-title" className="text-base font-bold text-slate-900">
        Trip details
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {trip.comments ? (
        <p className="mt-3 rounded-2xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
          “{trip.comments}”
        </p>
      ) : null}
      {children}
    </section>
  );
}

type IconName = "plane" | "calendar" | "clock" | "people" | "pencil";

const ICON_PATHS: Record<IconName, string> = {
  plane:
    "M2.5 12.5 9 10V5.2a1.2 1.2 0 1 1 2.4 0V10l6.1 2.5v1.6l-6.1-1.5v3.2l1.7 1.3v1.2l-2.9-.8-2.9.8v-1.2L9 15.8v-3.2l-6.5 1.5Z",
  calendar:
    "M6 2.5v2M14 2.5v2M3.5 7.5h13M4.5 4.5h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1Z",
  clock: "M10 5.5V10l3 2M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Z",
  people:
    "M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5M13.5 9a2.5 2.5 0 1 0 0-5M15 12c2 .5 3.5 2.3 3.5 5",
  pencil: "m12.5 4.5 3 3M4 16l1-4 8.5-8.5a1.4 1.4 0 0 1 2 0l1 1a1.4 1.4 0 0 1 0 2L8 15Z",
};

export function Icon({ name, className = "h-4 w-4" }: { name: IconName; className?: string }) {
  const filled = name === "plane";
  return (
    <svg
      viewBox="0 0 20 20"
      className={className}
      aria-hidden="true"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
