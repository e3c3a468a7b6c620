import { data, Form, Link, redirect } from "react-router";
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDistanceKm,
  formatMonth,
  formatRating,
  NOUNS,
  plural,
} from "../../../common/format";
import { formatRoomStay } from "../../../common/hotel-stay";
import { buildHotelUrl } from "../../../common/hotel-url";
import { BOARD_LABELS } from "../../../common/hotels";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import type { PhotoRef } from "../../../common/photos";
import { isAppError } from "../../../server/lib/errors";
import { ArtImage } from "../../components/art-image";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { FaqList } from "../../components/faq-list";
import { HotelCardView, rupees } from "../../components/hotels/hotel-card";
import { HotelMap } from "../../components/hotels/hotel-map";
import { StayForm } from "../../components/hotels/stay-form";
import { Picture } from "../../components/picture";
import { Section } from "../../components/section";
import { Stars } from "../../components/stars";
import { redirectStayForm, stayOf } from "../../lib/hotel-stay.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/hotel";

// /hotel/{hotelName} (§2 Hotels, §3 hotel detail): gallery, facts, map, month price range,
// testimonials, breadcrumbs, FAQs, similar hotels and the rooms and rates for the chosen stay.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  redirectStayForm(url);
  const travelMonth = url.searchParams.get("travel_month");
  const stay = stayOf(request, url);
  const detail = await context.services.hotels.detail(params.hotelName, { travelMonth, stay });
  if (!detail) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  let search = null;
  try {
    search = await context.services.hotels.search({ hotelId: detail.hotel.id, ...stay });
  } catch (error) {
    if (!isAppError(error)) throw error;
  }
  const roomStay = formatRoomStay(stay.rooms);
  const photos = await context.services.photos.photosOf("hotel", [
    String(detail.hotel.id),
    ...detail.similarHotels.map((s) => String(s.id)),
  ]);
  return data({
    ...detail,
    /** Uploaded photos by hotel id (decision 0219): this hotel's and its neighbours'. */
    photos: Object.fromEntries(photos) as Record<string, PhotoRef>,
    stay,
    search,
    roomStay,
    stayQuery: `checkin=${stay.checkIn}&checkout=${stay.checkOut}&roomStay=${encodeURIComponent(roomStay)}`,
    canonical: `${url.origin}/hotel/${detail.hotel.slug}`,
  });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? pageMeta({
        title: `${d.hotel.name}, ${d.hotel.city?.name ?? d.hotel.destination.name}: rooms and rates`,
        description: d.hotel.description,
        canonical: d.canonical,
        alternates: [],
      })
    : [];

const monthLabel = (id: string) => formatMonth(id);
const dayLabel = (iso: string) => formatDate(iso, DEFAULT_TIME_ZONE, { weekday: true });

export default function HotelPage({ loaderData: d }: Route.ComponentProps) {
  const { hotel, search, stay } = d;
  const offered = search ? Object.values(search.allRooms).filter((r) => r.available > 0) : [];
  const chosen = hotel.monthOptions.monthRanges.find((m) => m.id === hotel.travelMonth);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 pb-24">
      <Breadcrumbs
        items={d.breadcrumbs.map((b) => ({ label: b.label, href: b.href ?? undefined }))}
      />
      <header className="mt-3">
        <h1 className="text-3xl font-extrabold text-slate-900">{hotel.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
          <Stars rating={hotel.starRating} />
          <span>
            {hotel.starRating}-star {hotel.propertyTypeLabel.toLowerCase()}
          </span>
          <span aria-hidden="true">·</span>
          <span>{hotel.addressLine}</span>
        </p>
        <p className="mt-2 text-sm">
          <span className="rounded bg-emerald-700 px-1.5 py-0.5 font-bold text-white">
            {formatRating(hotel.userRating.rating)}
          </span>{" "}
          <span className="font-semibold">{hotel.userRating.text}</span>{" "}
          <span className="text-slate-500">{hotel.userRating.count} ratings</span>
        </p>
      </header>

      <Section name="Gallery">
        <div className="mt-5 grid gap-2 md:grid-cols-[2fr_1fr]">
          {d.photos[hotel.id] ? (
            <Picture
              photo={d.photos[hotel.id] as PhotoRef}
              sizes="(min-width: 1280px) 820px, (min-width: 768px) 66vw, 100vw"
              priority
              className="h-full max-h-[26rem] w-full rounded-2xl"
            />
          ) : hotel.gallery[0] ? (
            <ArtImage
              picture={hotel.gallery[0]}
              priority
              className="h-full max-h-[26rem] w-full rounded-2xl"
            />
          ) : null}
          <ul className="grid grid-cols-3 gap-2 md:grid-cols-2">
            {hotel.gallery.slice(1, 7).map((p) => (
              <li key={p.src}>
                <ArtImage picture={p} className="aspect-video w-full rounded-xl" />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-xl font-bold text-slate-900">
              About the property
            </h2>
            <p className="mt-2 text-slate-700">{hotel.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-500">Check-in</dt>
                <dd className="font-semibold">from {hotel.checkInTime}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Check-out</dt>
                <dd className="font-semibold">until {hotel.checkOutTime}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Nearest landmark</dt>
                <dd className="font-semibold">
                  {hotel.landmark.name}, {formatDistanceKm(hotel.landmark.km)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">City centre</dt>
                <dd className="font-semibold">{formatDistanceKm(hotel.centreKm)}</dd>
              </div>
            </dl>
            <ul className="mt-4 flex flex-wrap gap-2 text-sm">
              {hotel.facilities.map((f) => (
                <li key={f} className="rounded-full border border-slate-200 px-3 py-1">
                  {f}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="rooms-title" className="mt-10 scroll-mt-20" id="rooms">
            <h2 id="rooms-title" className="text-xl font-bold text-slate-900">
              Rooms and rates
            </h2>
            <div className="mt-3">
              <StayForm
                stay={stay}
                action={`${buildHotelUrl(hotel.slug)}#rooms`}
                hotelId={hotel.id}
                submitLabel="Check availability"
              />
            </div>
            <p className="mt-3 text-sm text-slate-600">
              {dayLabel(stay.checkIn)} to {dayLabel(stay.checkOut)}: {plural(stay.nights, "night")},{" "}
              {plural(stay.rooms.length, "room")} (
              {stay.rooms
                .map(
                  (r) =>
                    `${plural(r.adults, "adult")}${r.children ? `, ${plural(r.children, NOUNS.child)}` : ""}`,
                )
                .join("; ")}
              )
            </p>
            {offered.length ? (
              <ul className="mt-4 space-y-4">
                {offered.map((room) => (
                  <li
                    key={room.roomCode}
                    className="rounded-2xl border border-slate-200 bg-white p-4"
                  >
                    <h3 className="text-lg font-bold text-slate-900">{room.name}</h3>
                    <p className="text-sm text-slate-600">
                      {room.bed} · {room.sizeSqm} m² · up to {room.maxAdults} adults,{" "}
                      {plural(room.maxChildren, NOUNS.child)} · {room.available} left for your dates
                    </p>
                    <table className="mt-3 w-full text-left text-sm">
                      <caption className="sr-only">Rates for {room.name}</caption>
                      <thead className="text-xs uppercase text-slate-500">
                        <tr>
                          <th scope="col" className="py-1">
                            Board
                          </th>
                          <th scope="col" className="py-1">
                            Cancellation
                          </th>
                          <th scope="col" className="py-1 text-right">
                            Price for the stay
                          </th>
                          <th scope="col" className="py-1">
                            <span className="sr-only">Book</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-100">
                        {Object.values(room.boards).map((b) => (
                          <tr key={b.selectionId} data-selection={b.selectionId}>
                            <td className="py-2 pr-2 font-medium">{BOARD_LABELS[b.board]}</td>
                            <td className="py-2 pr-2">
                              <span
                                className={
                                  b.refundable
                                    ? "font-semibold text-emerald-700"
                                    : "font-semibold text-rose-700"
                                }
                              >
                                {b.price.rateClassName}
                              </span>
                              <span className="block text-xs text-slate-600">
                                {b.cancellation.text[0]}
                              </span>
                            </td>
                            <td className="py-2 pr-2 text-right">
                              {b.price.total !== b.price.discounted ? (
                                <span className="block text-xs text-slate-500 line-through">
                                  {rupees(b.price.total)}
                                </span>
                              ) : null}
                              <span className="font-bold">{rupees(b.price.discounted)}</span>
                            </td>
                            <td className="py-2 text-right">
                              <Link
                                to={`${buildHotelUrl(hotel.slug)}/review-booking?rate_key=${encodeURIComponent(b.rateKey)}`}
                                className="inline-block rounded-full bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800"
                                aria-label={`Reserve ${room.name}, ${BOARD_LABELS[b.board]}, ${b.price.rateClassName}`}
                              >
                                Reserve
                              </Link>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900" role="status">
                {search
                  ? "No room fits these guests on every night of your stay. Try other dates or fewer guests per room."
                  : "These dates cannot be booked. Choose a stay within the next year."}
              </p>
            )}
          </section>

          <Section name="Testimonials">
            <section aria-labelledby="reviews-title" className="mt-10">
              <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
                What guests say
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {d.testimonials.map((t) => (
                  <li key={t.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                    <Stars rating={t.rating} />
                    <p className="mt-1 font-semibold">{t.title}</p>
                    <p className="mt-1 text-sm text-slate-700">{t.body}</p>
                    <p className="mt-2 text-xs text-slate-500">
                      {t.author}, {t.authorCity} · {t.tripType} trip · {monthLabel(t.stayedOn)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </Section>
          <FaqList
            id="hotel-faqs"
            title={`${hotel.name}: frequently asked questions`}
            faqs={d.faqs}
          />
        </div>

        <aside className="space-y-6">
          <section
            aria-labelledby="price-title"
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <h2 id="price-title" className="font-bold text-slate-900">
              Prices by month
            </h2>
            <Form method="get" action={buildHotelUrl(hotel.slug)} className="mt-2">
              <input type="hidden" name="checkin" value={stay.checkIn} />
              <input type="hidden" name="checkout" value={stay.checkOut} />
              <input type="hidden" name="roomStay" value={d.roomStay} />
              <label className="block text-sm">
                Travel month
                <select
                  name="travel_month"
                  defaultValue={hotel.travelMonth}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
                >
                  {hotel.monthOptions.monthRanges.map((m) => (
                    <option key={m.id} value={m.id}>
                      {monthLabel(m.id)}: {rupees(m.startPrice)} – {rupees(m.endPrice)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="mt-2 rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700"
              >
                Show month
              </button>
            </Form>
            {chosen ? (
              <p className="mt-3 text-sm text-slate-700">
                In {monthLabel(chosen.id)} a night costs from{" "}
                <strong>{rupees(hotel.priceRange.priceFrom)}</strong> to{" "}
                <strong>{rupees(hotel.priceRange.priceTo)}</strong> for{" "}
                {plural(stay.rooms.length, "room")} (
                {plural(
                  stay.rooms.reduce((n, r) => n + r.adults + r.children, 0),
                  "guest",
                )}
                ), the cheapest room and rate each night.
              </p>
            ) : null}
          </section>
          <HotelMap
            hotel={hotel}
            places={hotel.nearby.map((n) => ({
              name: n.name,
              lat: n.point.lat,
              lng: n.point.lng,
              km: n.km,
            }))}
          />
        </aside>
      </div>

      {d.similarHotels.length ? (
        <Section name="SimilarHotels">
          <section aria-labelledby="similar-title" className="mt-12">
            <h2 id="similar-title" className="text-xl font-bold text-slate-900">
              Similar properties nearby
            </h2>
            <ul className="mt-4 grid gap-4">
              {d.similarHotels.map((s) => (
                <li key={s.id}>
                  <HotelCardView
                    hotel={s}
                    href={`${buildHotelUrl(s.slug)}?${d.stayQuery}`}
                    photo={d.photos[s.id]}
                  />
                </li>
              ))}
            </ul>
          </section>
        </Section>
      ) : null}
    </div>
  );
}
