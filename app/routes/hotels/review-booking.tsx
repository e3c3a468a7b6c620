import { data, Form, Link, redirect } from "react-router";
import { FORM_TOKEN_FIELD, formTokenOf, newFormToken } from "../../../common/form-token";
import { DEFAULT_TIME_ZONE, formatDate, NOUNS, plural } from "../../../common/format";
import { HotelCheckoutInput } from "../../../common/hotel-api";
import { buildHotelUrl } from "../../../common/hotel-url";
import { BOARD_LABELS } from "../../../common/hotels";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import { isAppError } from "../../../server/lib/errors";
import { policyText } from "../../../server/modules/hotels";
import { ConfirmSubmit } from "../../components/confirm-submit";
import { rupees } from "../../components/hotels/hotel-card";
import { requireUser, returnPath, signInUrl } from "../../lib/auth.server";
import type { Route } from "./+types/review-booking";

// /hotel/{hotelName}/review-booking?rate_key=…: the rate re-checked now (price and every
// night's allotment), its cancellation policy, the lead guest and the guests of each room, then
// checkout through the payments module (the hosted sandbox page in development).

const day = (iso: string) => formatDate(iso, DEFAULT_TIME_ZONE, { weekday: true });

async function review(request: Request, context: Route.LoaderArgs["context"], slug: string) {
  const rateKey = new URL(request.url).searchParams.get("rate_key") ?? "";
  try {
    const q = await context.services.hotels.quoteRate(rateKey);
    if (q.hotel.slug !== slug) return null;
    return {
      rateKey,
      hotel: {
        slug: q.hotel.slug,
        name: q.hotel.name,
        addressLine: q.hotel.addressLine,
        starRating: q.hotel.starRating,
      },
      room: { name: q.roomType.name, bed: q.roomType.bed },
      board: BOARD_LABELS[q.board],
      price: q.priceObject,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      nights: q.price.nights.length,
      rooms: q.rooms,
      available: q.available,
      policy: policyText(q.policy, q.checkIn),
    };
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const r = await review(request, context, params.hotelName);
  if (!r) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  const user = await context.currentUser();
  const contact = user ? await context.services.accounts.contactOf(user.id) : null;
  return {
    review: r,
    user: user
      ? {
          name: `${user.first_name} ${user.last_name}`.trim(),
          email: user.email,
          phone: contact ? `${contact.isdCode} ${contact.phoneNo}` : "",
        }
      : null,
    signIn: signInUrl(returnPath(request)),
    formToken: newFormToken(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const guests = [0, 1, 2, 3, 4].map((i) =>
    [0, 1, 2].map((j) => String(form.get(`guest_${i}_${j}`) ?? "")),
  );
  const parsed = HotelCheckoutInput.safeParse({
    rate_key: form.get("rate_key"),
    expected_total: form.get("expected_total") ?? undefined,
    lead_name: form.get("lead_name"),
    lead_email: form.get("lead_email"),
    lead_phone: form.get("lead_phone"),
    guests,
  });
  const formToken = formTokenOf(form);
  if (!parsed.success || !formToken) {
    const fields = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return data({ error: "Check the highlighted fields.", fields }, { status: 400 });
  }
  const rate = await context.services.hotels.quoteRate(parsed.data.rate_key).catch(() => null);
  if (!rate || rate.hotel.slug !== params.hotelName) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  try {
    const { order } = await context.services.hotelWorkflows.bookHotel(user, {
      ...parsed.data,
      form_token: formToken,
    });
    throw redirect(order.checkoutUrl, 303);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { error: error.message, fields: {} as Record<string, string> },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `Review your booking: ${d.review.hotel.name}` : "Review your booking" },
  { name: "robots", content: "noindex" },
];

export default function ReviewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { review: r, user } = loaderData;
  const fields = (actionData?.fields ?? {}) as Record<string, string>;
  const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 pb-24">
      <p className="text-sm">
        <Link
          to={`${buildHotelUrl(r.hotel.slug)}?checkin=${r.checkIn}&checkout=${r.checkOut}#rooms`}
          className="text-brand-700 hover:underline"
        >
          ← Back to {r.hotel.name}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Review your booking</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {actionData?.error ? (
            <p role="alert" className="mb-4 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
              {actionData.error}
            </p>
          ) : null}
          {!r.available ? (
            <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
              This room is no longer free on every night of your stay.{" "}
              <Link to={`${buildHotelUrl(r.hotel.slug)}#rooms`} className="font-semibold underline">
                Choose another room
              </Link>
            </p>
          ) : !user ? (
            <p className="rounded-xl bg-slate-50 p-4">
              Sign in to book this room.{" "}
              <a href={loaderData.signIn} className="font-semibold text-brand-700 underline">
                Sign in
              </a>
            </p>
          ) : (
            <Form method="post" className="space-y-6" aria-label="Guest details">
              <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
              <input type="hidden" name="rate_key" value={r.rateKey} />
              <input type="hidden" name="expected_total" value={r.price.discounted} />
              <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
                <legend className="px-1 font-bold text-slate-900">Lead guest</legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  <label className="block text-sm font-medium">
                    Full name
                    <input
                      name="lead_name"
                      required
                      defaultValue={user.name}
                      autoComplete="name"
                      className={input}
                      aria-invalid={fields.lead_name ? true : undefined}
                    />
                    {fields.lead_name ? (
                      <span className="text-xs text-rose-700">{fields.lead_name}</span>
                    ) : null}
                  </label>
                  <label className="block text-sm font-medium">
                    Email
                    <input
                      name="lead_email"
                      type="email"
                      required
                      defaultValue={user.email}
                      autoComplete="email"
                      className={input}
                    />
                    {fields.lead_email ? (
                      <span className="text-xs text-rose-700">{fields.lead_email}</span>
                    ) : null}
                  </label>
                  <label className="block text-sm font-medium">
                    Mobile/Contact No.
                    <input
                      name="lead_phone"
                      type="tel"
                      required
                      autoComplete="tel"
                      defaultValue={user.phone}
                      placeholder="+91 98450 12345"
                      className={input}
                    />
                    {fields.lead_phone ? (
                      <span className="text-xs text-rose-700">{fields.lead_phone}</span>
                    ) : null}
                  </label>
                </div>
              </fieldset>
              {r.rooms.map((room, i) => (
                <fieldset
                  // biome-ignore lint/suspicious/noArrayIndexKey: rooms and guests are numbered by position
                  key={`${i}-${room.adults}-${room.children}`}
                  className="rounded-2xl border border-slate-200 bg-white p-4"
                >
                  <legend className="px-1 font-bold text-slate-900">
                    Room {i + 1}: {plural(room.adults, "adult")}
                    {room.children ? `, ${plural(room.children, NOUNS.child)}` : ""}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-3">
                    {Array.from({ length: room.adults + room.children }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rooms and guests are numbered by position
                      <label key={j} className="block text-sm font-medium">
                        {j < room.adults ? `Adult ${j + 1}` : `Child ${j - room.adults + 1}`}
                        <input name={`guest_${i}_${j}`} maxLength={80} className={input} />
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              <ConfirmSubmit
                title={`Pay ${rupees(r.price.discounted)} now?`}
                description={`Your stay at ${r.hotel.name}. You will be taken to our payment partner's secure page to pay.`}
                confirmLabel="Continue to pay"
                className="w-full rounded-full bg-brand-700 px-6 py-3 text-lg font-bold text-white hover:bg-brand-800 sm:w-auto"
              >
                Pay {rupees(r.price.discounted)}
              </ConfirmSubmit>
            </Form>
          )}
        </div>
        <aside className="space-y-4">
          <section
            aria-labelledby="summary-title"
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <h2 id="summary-title" className="font-bold text-slate-900">
              {r.hotel.name}
            </h2>
            <p className="text-sm text-slate-600">{r.hotel.addressLine}</p>
            <dl className="mt-3 space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Check-in</dt>
                <dd>{day(r.checkIn)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Check-out</dt>
                <dd>{day(r.checkOut)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Stay</dt>
                <dd>
                  {plural(r.nights, "night")}, {plural(r.rooms.length, "room")}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Room</dt>
                <dd className="text-right">{r.room.name}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Board</dt>
                <dd className="text-right">{r.board}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Rate</dt>
                <dd>{r.price.rateClassName}</dd>
              </div>
            </dl>
            <p className="mt-3 border-t border-slate-200 pt-3 text-right">
              {r.price.total !== r.price.discounted ? (
                <span className="mr-2 text-sm text-slate-500 line-through">
                  {rupees(r.price.total)}
                </span>
              ) : null}
              <span className="text-2xl font-extrabold">{rupees(r.price.discounted)}</span>
              <span className="block text-xs text-slate-500">
                Total for the stay, taxes included
              </span>
            </p>
          </section>
          <section
            aria-labelledby="policy-title"
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <h2 id="policy-title" className="font-bold text-slate-900">
              Cancellation policy
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {r.policy.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
