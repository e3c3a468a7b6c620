import { plural } from "../../../common/format";
import { EXCLUSION_OPTIONS, INCLUSION_OPTIONS, type QuoteView } from "../../../common/quotes";
import { Stars } from "../stars";
import { dayLabel } from "../trips/trip-format";
import { money } from "./agent-format";
import { PricingSummary, RefundPreview } from "./builder-pricing";
import { hotelRejectionLabel } from "./builder-state";

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * A quote read-only, the way the traveller reads it: the agent's preview before sending and
 * staff's view of a request. Every amount is the server's.
 */
export function QuoteSheet({ quote, compact = false }: { quote: QuoteView; compact?: boolean }) {
  const days = quote.itinerary.daysInformation;
  return (
    <article className="space-y-5" aria-label={`Quote #${quote.id}, version ${quote.version}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-500">{quote.agent.companyName}</p>
          <h2 className="text-xl font-extrabold text-slate-900">
            {quote.days} days / {quote.nights} nights ·{" "}
            {quote.destinationsList.map((d) => d.name).join(", ")}
          </h2>
          <p className="text-sm text-slate-600">
            Version {quote.version} · {quote.booking?.label ?? "Draft"}
            {quote.validUntil ? ` · Valid until ${dayLabel(quote.validUntil)}` : ""}
          </p>
        </div>
        <div className="rounded-2xl bg-brand-50 px-4 py-2 text-right">
          <p className="text-2xl font-extrabold text-brand-900">
            {money(quote.amounts.totalMinor, quote.amounts.currency)}
          </p>
          <p className="text-xs text-brand-800">
            {money(quote.amounts.perPersonMinor, quote.amounts.currency)} per person
            {quote.amounts.coupon ? ` · after coupon ${quote.amounts.coupon.code}` : ""}
          </p>
        </div>
      </header>

      {quote.description ? <p className="text-slate-700">{quote.description}</p> : null}

      <section>
        <h3 className="text-base font-bold text-slate-900">Itinerary</h3>
        <ol className="mt-2 space-y-2">
          {days.map((day) => (
            <li key={day.tripDayId} className="rounded-xl border border-slate-200 px-4 py-3">
              <p className="text-sm font-semibold text-slate-900">
                Day {day.dayOfItinerary}
                {day.dateOfItinerary ? ` · ${dayLabel(day.dateOfItinerary)}` : ""} · {day.cityName}
              </p>
              <p className="font-medium text-slate-800">{day.title}</p>
              {!compact && day.description ? (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{day.description}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h3 className="text-base font-bold text-slate-900">Hotels</h3>
        <div className="mt-2 space-y-3">
          {quote.hotelsDetail.map((stay) => (
            <div key={stay.quoteCityId} className="rounded-xl border border-slate-200 p-4">
              <p className="text-sm font-semibold text-slate-900">
                {stay.city} · {plural(stay.nights, "night")}
              </p>
              <ul className="mt-2 grid gap-3 sm:grid-cols-3">
                {stay.hotelInfos.map((hotel) => (
                  <li
                    key={hotel.hotelKey}
                    className={`rounded-lg p-3 text-sm ${hotel.isAlternative ? "bg-slate-50" : "bg-brand-50/60"}`}
                  >
                    <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                      {hotel.isAlternative ? "Alternative" : "Proposed"}
                    </p>
                    <p className="font-semibold text-slate-900">{hotel.name}</p>
                    <Stars rating={hotel.rating} />
                    {hotel.address ? (
                      <p className="text-xs text-slate-600">{hotel.address}</p>
                    ) : null}
                    {hotel.selectionStatus === -1 && hotel.rejection ? (
                      <p className="mt-1 text-xs font-medium text-rose-700">
                        Rejected:{" "}
                        {hotelRejectionLabel(hotel.rejection.reason, hotel.rejection.otherReason)}
                      </p>
                    ) : hotel.selectionStatus === 1 ? (
                      <p className="mt-1 text-xs font-medium text-emerald-700">Accepted</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-base font-bold text-slate-900">Included</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {quote.inclusions.map((v) => (
              <li key={v}>{labelOf(INCLUSION_OPTIONS, v)}</li>
            ))}
            {quote.inclusionsText ? <li>{quote.inclusionsText}</li> : null}
          </ul>
        </div>
        <div>
          <h3 className="text-base font-bold text-slate-900">Not included</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {quote.exclusions.map((v) => (
              <li key={v}>{labelOf(EXCLUSION_OPTIONS, v)}</li>
            ))}
            {quote.exclusionsText ? <li>{quote.exclusionsText}</li> : null}
          </ul>
        </div>
      </section>

      {quote.cabsText || quote.flightsText ? (
        <section className="grid gap-4 text-sm sm:grid-cols-2">
          {quote.cabsText ? (
            <div>
              <h3 className="text-base font-bold text-slate-900">Cabs</h3>
              <p className="text-slate-700">{quote.cabsText}</p>
            </div>
          ) : null}
          {quote.flightsText ? (
            <div>
              <h3 className="text-base font-bold text-slate-900">Flights</h3>
              <p className="text-slate-700">{quote.flightsText}</p>
            </div>
          ) : null}
        </section>
      ) : null}

      <section>
        <h3 className="text-base font-bold text-slate-900">Price</h3>
        <PricingSummary pricing={quote.pricing} title="Price with taxes" />
        <RefundPreview
          policy={quote.cancellationPolicy}
          pricing={quote.pricing}
          caption="Refund if the traveller cancels"
        />
      </section>
    </article>
  );
}
