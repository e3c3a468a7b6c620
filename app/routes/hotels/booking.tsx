import { data, Form, Link, redirect } from "react-router";
import { DEFAULT_TIME_ZONE, formatDate } from "../../../common/format";
import { buildHotelUrl } from "../../../common/hotel-url";
import { HOTEL_BOOKING_STATUS_LABELS } from "../../../common/hotels";
import { isAppError } from "../../../server/lib/errors";
import { ArtImage } from "../../components/art-image";
import { ConfirmSubmit } from "../../components/confirm-submit";
import { rupees } from "../../components/hotels/hotel-card";
import { requireUser } from "../../lib/auth.server";
import type { Route } from "./+types/booking";

// /hotel-bookings/{id}: a hotel booking's details for its owner (anyone else: 404), the voucher
// PDF and the guest's cancellation with the refund the rate's policy gives today.

const day = (iso: string) => formatDate(iso, DEFAULT_TIME_ZONE, { weekday: true });

function bookingId(raw: string | undefined) {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const booking = await context.services.hotels.booking(user, bookingId(params.bookingId));
  if (!booking) throw data(null, { status: 404 });
  const cancelled = new URL(request.url).searchParams.get("cancelled") === "1";
  return { booking, cancelled };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const id = bookingId(params.bookingId);
  const form = await request.formData();
  if (form.get("intent") !== "cancel") throw data(null, { status: 400 });
  try {
    await context.services.hotelWorkflows.cancelHotelBooking(user, id);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    return data({ error: error.message }, { status: error.status });
  }
  throw redirect(`/hotel-bookings/${id}?cancelled=1`, 303);
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `Booking ${d.booking.reference}: ${d.booking.hotel.name}` : "Hotel booking" },
  { name: "robots", content: "noindex" },
];

export default function HotelBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking: b, cancelled } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 pb-24">
      <p className="text-sm">
        <Link to="/travellers/dashboard" className="text-brand-700 hover:underline">
          ← Your trips and bookings
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Booking {b.reference}</h1>
      <p className="mt-1">
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${b.status === "confirmed" ? "bg-emerald-100 text-emerald-800" : b.status === "cancelled" ? "bg-slate-200 text-slate-700" : "bg-amber-100 text-amber-900"}`}
        >
          {HOTEL_BOOKING_STATUS_LABELS[b.status] ?? b.status}
        </span>
      </p>
      {cancelled ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          Your booking is cancelled.{" "}
          {b.refundMinor
            ? `${rupees(b.refundMinor)} is on its way back to your payment method.`
            : "This rate gives no refund."}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
        <ArtImage
          picture={b.hotel.picture}
          className="aspect-video w-full rounded-2xl md:aspect-square"
        />
        <section aria-labelledby="stay-title">
          <h2 id="stay-title" className="text-xl font-bold text-slate-900">
            <Link to={buildHotelUrl(b.hotel.slug)} className="hover:underline">
              {b.hotel.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{b.hotel.addressLine}</p>
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Check-in</dt>
              <dd className="font-semibold">
                {day(b.checkIn)}, from {b.hotel.checkInTime}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Check-out</dt>
              <dd className="font-semibold">
                {day(b.checkOut)}, until {b.hotel.checkOutTime}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Rooms</dt>
              <dd className="font-semibold">
                {b.rooms.length} × {b.room.name}, {b.boardName}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Guests</dt>
              <dd className="font-semibold">
                {b.rooms
                  .map((r) => `${r.adults}A${r.children ? ` + ${r.children}C` : ""}`)
                  .join(", ")}{" "}
                · lead {b.leadName}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Paid</dt>
              <dd className="font-semibold">
                {rupees(b.totalMinor)} ({b.rateClassName})
              </dd>
            </div>
            {b.refundMinor !== null ? (
              <div>
                <dt className="text-slate-500">Refund</dt>
                <dd className="font-semibold">{rupees(b.refundMinor)}</dd>
              </div>
            ) : null}
          </dl>
          <h3 className="mt-5 font-bold text-slate-900">Cancellation policy</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {b.policyText.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            {b.status === "confirmed" ? (
              <a
                href={`/hotel-bookings/${b.id}/voucher.pdf`}
                className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
                download
              >
                Download voucher (PDF)
              </a>
            ) : null}
            {b.cancellable ? (
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <ConfirmSubmit
                  title="Cancel this hotel booking?"
                  description={
                    b.status === "confirmed"
                      ? `The hotel is told and ${rupees(b.refundIfCancelledToday)} is refunded to you under the policy above.`
                      : "The hotel booking is cancelled."
                  }
                  confirmLabel="Yes, cancel the booking"
                  cancelLabel="Keep my booking"
                  danger
                  className="rounded-full border border-rose-700 px-5 py-2 font-semibold text-rose-700 hover:bg-rose-50"
                >
                  Cancel booking
                  {b.status === "confirmed" ? ` (refund ${rupees(b.refundIfCancelledToday)})` : ""}
                </ConfirmSubmit>
              </Form>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}
