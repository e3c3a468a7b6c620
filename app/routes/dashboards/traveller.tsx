import { data, Link } from "react-router";
import { formatDate, NOUNS, plural } from "../../../common/format";
import { HOTEL_BOOKING_STATUS_LABELS } from "../../../common/hotels";
import { AccountSummary, EmptyState } from "../../components/account-summary";
import { BookingBadge } from "../../components/booking-badge";
import { LiveView } from "../../components/live-view";
import { EmailPreferencesCard } from "../../components/notifications/email-preferences";
import { Toast } from "../../components/toast";
import { requireUser } from "../../lib/auth.server";
import { readFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/traveller";

export const meta: Route.MetaFunction = () => [
  { title: "My trips | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["traveller"]);
  const flash = readFlash(request);
  const [trips, hotelBookings, emailPreferences] = await Promise.all([
    context.services.trips.listOwn(user),
    context.services.hotels.bookingsOf(user),
    context.services.notifications.preferences(user),
  ]);
  return data(
    {
      user,
      trips,
      hotelBookings,
      emailPreferences,
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

const stayDay = (iso: string) => formatDate(iso);

export default function TravellerDashboard({
  loaderData: { user, trips, hotelBookings, emailPreferences, toast },
}: Route.ComponentProps) {
  const localize = useLocalePath();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <div className="space-y-4">
        <AccountSummary user={user} />
        <EmailPreferencesCard
          preferences={emailPreferences}
          side="traveller"
          returnTo={localize("/travellers/dashboard")}
        />
      </div>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold text-slate-900">
              Hi {user.first_name || "there"}, your trips
            </h1>
            <LiveView mine />
          </div>
          <Link
            to={localize("/requested_trips/new")}
            className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800"
          >
            Plan a new trip
          </Link>
        </div>
        {trips.length === 0 ? (
          <EmptyState title="You have no trip requests yet">
            <p>
              Tell us where you want to go and up to three verified agents will send you quotes.{" "}
              <Link
                to={localize("/requested_trips/new")}
                className="font-semibold text-brand-700 underline"
              >
                Start a request
              </Link>{" "}
              or browse{" "}
              <Link to={localize("/")} className="font-semibold text-brand-700 underline">
                destinations
              </Link>{" "}
              for ideas.
            </p>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Your trip requests">
            {trips.map((trip) => (
              <li key={trip.id}>
                <Link
                  to={localize(`/requested_trips/${trip.id}`)}
                  className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-lg font-bold text-slate-900">{trip.to_loc.join(", ")}</h2>
                    <BookingBadge booking={trip.booking_state} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {trip.travel_month_label} · {plural(trip.adults, "adult")}
                    {trip.children ? `, ${plural(trip.children, NOUNS.child)}` : ""} · Request #
                    {trip.id}
                  </p>
                  <p className="mt-2 text-sm font-medium text-brand-800">
                    {plural(trip.quotes_count, "quote")}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {hotelBookings.length ? (
          <section aria-labelledby="hotel-bookings-title" className="pt-4">
            <h2 id="hotel-bookings-title" className="text-xl font-bold text-slate-900">
              Your hotel bookings
            </h2>
            <ul className="mt-3 space-y-3">
              {hotelBookings.map((b) => (
                <li key={b.id}>
                  <Link
                    to={localize(`/hotel-bookings/${b.id}`)}
                    className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-lg font-bold text-slate-900">{b.hotel.name}</h3>
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                        {HOTEL_BOOKING_STATUS_LABELS[b.status] ?? b.status}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {stayDay(b.checkIn)} to {stayDay(b.checkOut)} · {b.rooms.length} ×{" "}
                      {b.room.name} · {b.reference}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <Toast toast={toast} />
    </div>
  );
}
