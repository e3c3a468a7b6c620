import type { ReactNode } from "react";
import { NOUNS, plural } from "../../../common/format";
import {
  EXCLUSION_OPTIONS,
  INCLUSION_OPTIONS,
  type QuoteDiff,
  type QuoteView,
  type ReasonOption,
  taxInPlainWords,
  taxLineLabel,
} from "../../../common/quotes";
import { Stars } from "../stars";
import { dayLabel } from "../trips/trip-format";
import { money, refundOn, refundSchedule } from "./quote-math";

// The read-only parts of a quote (accounts §3 "Quote"): the plan, the price, the terms.

export function Card({
  title,
  id,
  children,
  className = "",
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const labelOf = (options: readonly ReasonOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** "What changed" against the previous sent version (issue 9 §3: days, hotels, inclusions, price). */
export function WhatChanged({
  diff,
  currency,
}: {
  diff: QuoteDiff;
  currency: QuoteView["pricing"];
}) {
  const changes: ReactNode[] = [];
  for (const day of diff.days) {
    changes.push(
      <li key={`day-${day.dayOfItinerary}-${day.change}`}>
        Day {day.dayOfItinerary} {day.change}: {day.title}
      </li>,
    );
  }
  for (const hotel of diff.hotels) {
    changes.push(
      <li key={`hotel-${hotel.city}-${hotel.name}-${hotel.change}`}>
        {hotel.city}: {hotel.change === "changed" && hotel.was ? `${hotel.was} → ` : ""}
        {hotel.name}
        {hotel.change === "changed" ? "" : ` (${hotel.change})`}
      </li>,
    );
  }
  for (const value of diff.inclusions.added) {
    changes.push(<li key={`inc+${value}`}>Now included: {labelOf(INCLUSION_OPTIONS, value)}</li>);
  }
  for (const value of diff.inclusions.removed) {
    changes.push(
      <li key={`inc-${value}`}>No longer included: {labelOf(INCLUSION_OPTIONS, value)}</li>,
    );
  }
  for (const value of diff.exclusions.added) {
    changes.push(<li key={`exc+${value}`}>Now excluded: {labelOf(EXCLUSION_OPTIONS, value)}</li>);
  }
  for (const value of diff.exclusions.removed) {
    changes.push(
      <li key={`exc-${value}`}>No longer excluded: {labelOf(EXCLUSION_OPTIONS, value)}</li>,
    );
  }
  if (diff.price) {
    const { fromTotalMinor, toTotalMinor } = diff.price;
    changes.push(
      <li key="price">
        Total {money(fromTotalMinor, currency)} → {money(toTotalMinor, currency)} (
        {toTotalMinor < fromTotalMinor ? "−" : "+"}
        {money(Math.abs(toTotalMinor - fromTotalMinor), currency)})
      </li>,
    );
  }
  return (
    <section
      aria-labelledby="what-changed"
      data-testid="what-changed"
      className="rounded-3xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="what-changed" className="text-lg font-bold text-amber-950">
        What changed in v{diff.toVersion}
      </h2>
      <p className="mt-1 text-sm text-amber-900">Compared with version {diff.fromVersion}.</p>
      {changes.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-amber-950">{changes}</ul>
      ) : (
        <p className="mt-3 text-sm text-amber-950">
          The agent sent it again without changing the days, hotels, inclusions or price.
        </p>
      )}
    </section>
  );
}

export function Itinerary({ quote }: { quote: QuoteView }) {
  const days = quote.itinerary.daysInformation;
  return (
    <Card title="Day by day" id="itinerary-title">
      <ol className="mt-4 space-y-4">
        {days.map((day) => (
          <li key={day.tripDayId} className="flex gap-4">
            <div className="flex w-14 shrink-0 flex-col items-center rounded-2xl bg-brand-50 py-2 text-brand-900">
              <span className="text-[0.65rem] font-semibold uppercase tracking-wide">Day</span>
              <span className="text-xl font-bold leading-none">{day.dayOfItinerary}</span>
            </div>
            <div className="min-w-0 flex-1 border-b border-slate-100 pb-4">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {day.cityName}
                {day.dateOfItinerary ? ` · ${weekdayLabel(day.dateOfItinerary)}` : ""}
              </p>
              <h3 className="font-semibold text-slate-900">{day.title}</h3>
              {day.description ? (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{day.description}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
function weekdayLabel(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${dayLabel(iso)}`;
}

export function Inclusions({ quote }: { quote: QuoteView }) {
  const texts: [string, string][] = [
    ["Cabs", quote.cabsText],
    ["Flights", quote.flightsText],
  ];
  return (
    <Card title="What's included" id="inclusions-title">
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-emerald-800">Included</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {quote.inclusions.map((value) => (
              <li key={value} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {labelOf(INCLUSION_OPTIONS, value)}
              </li>
            ))}
          </ul>
          {quote.inclusionsText ? (
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700">
              {quote.inclusionsText}
            </p>
          ) : null}
          {!quote.inclusions.length && !quote.inclusionsText ? (
            <p className="mt-2 text-sm text-slate-500">The agent listed no inclusions.</p>
          ) : null}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-red-800">Not included</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {quote.exclusions.map((value) => (
              <li key={value} className="flex gap-2">
                <span aria-hidden="true" className="text-red-700">
                  ✕
                </span>
                {labelOf(EXCLUSION_OPTIONS, value)}
              </li>
            ))}
          </ul>
          {quote.exclusionsText ? (
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700">
              {quote.exclusionsText}
            </p>
          ) : null}
          {!quote.exclusions.length && !quote.exclusionsText ? (
            <p className="mt-2 text-sm text-slate-500">The agent listed no exclusions.</p>
          ) : null}
        </div>
      </div>
      {texts.some(([, text]) => text) || quote.description ? (
        <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
          {texts.map(([label, text]) =>
            text ? (
              <div key={label}>
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="mt-0.5 whitespace-pre-line text-slate-700">{text}</dd>
              </div>
            ) : null,
          )}
          {quote.description ? (
            <div>
              <dt className="font-semibold text-slate-900">From the agent</dt>
              <dd className="mt-0.5 whitespace-pre-line text-slate-700">{quote.description}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Card>
  );
}

/** The server's figures, line by line: nothing here is computed from anything a client sent. */
export function PriceBreakdown({ quote }: { quote: QuoteView }) {
  const p = quote.pricing;
  const { adults, children } = p.travellers;
  const added = p.taxes.filter((t) => t.addedToTotal);
  const shownOnly = p.taxes.filter((t) => !t.addedToTotal);
  return (
    <Card title="Price" id="price-title">
      <p className="mt-2">
        <span className="text-3xl font-bold text-slate-900">{money(p.perPersonMinor, p)}</span>{" "}
        <span className="text-sm text-slate-600">per person</span>
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <Line label={`${money(p.pricePerAdultMinor, p)} × ${plural(adults, NOUNS.adult)}`}>
          {money(p.pricePerAdultMinor * adults, p)}
        </Line>
        {children > 0 ? (
          <Line label={`${money(p.pricePerChildMinor, p)} × ${plural(children, NOUNS.child)}`}>
            {money(p.pricePerChildMinor * children, p)}
          </Line>
        ) : null}
        {p.discountMinor > 0 ? (
          <Line label="Discount">
            <span className="text-emerald-700">−{money(p.discountMinor, p)}</span>
          </Line>
        ) : null}
        {added.map((tax) => (
          <Line key={tax.code} label={taxLineLabel(tax)}>
            {money(tax.amountMinor, p)}
          </Line>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd data-testid="quote-total">{money(p.totalMinor, p)}</dd>
        </div>
      </dl>
      {shownOnly.map((tax) => (
        <p key={tax.code} className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-xs text-slate-600">
          {taxLineLabel(tax)}: {money(tax.amountMinor, p)}, collected at payment and adjustable
          against your income tax; not part of the total above.
        </p>
      ))}
      {p.currency !== "INR" ? (
        <p className="mt-2 text-xs text-slate-500">
          About {money(p.totalInRupeeMinor, { currency: "INR" })} at the rate of the day it was
          sent.
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">
        Valid until {dayLabel(quote.validUntil)}. Taxes as Indian rules for tour packages
        {p.taxes[0] ? `, rates in force since ${dayLabel(p.taxes[0].asOf)}` : ""}.
      </p>
      {p.taxes.length ? (
        <details className="mt-1 text-xs text-slate-500">
          <summary className="cursor-pointer font-semibold">About these taxes</summary>
          <ul className="mt-1 list-disc space-y-1 pl-4">
            {p.taxes.map((tax) => (
              <li key={tax.code}>{taxInPlainWords(tax)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-slate-700">
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** The cancellation schedule with what each step refunds, and what cancelling today would. */
export function Cancellation({ quote, today }: { quote: QuoteView; today: string }) {
  const start = quote.itinerary.daysInformation[0]?.dateOfItinerary ?? null;
  const total = quote.pricing.totalMinor;
  const steps = refundSchedule(quote.cancellationPolicy, total, start);
  const now = start ? refundOn(quote.cancellationPolicy, total, start, today) : null;
  return (
    <Card title="Cancellation" id="cancellation-title">
      {steps.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          The agent gave no refund schedule: ask them before you book.
        </p>
      ) : (
        <>
          <ul className="mt-3 space-y-2 text-sm" data-testid="refund-schedule">
            {steps.map((step) => (
              <li key={step.daysBefore} className="flex justify-between gap-3">
                <span className="text-slate-700">
                  {step.until
                    ? `Cancel by ${dayLabel(step.until)}`
                    : step.daysBefore === 0
                      ? "Cancel before travel"
                      : `Cancel ${step.daysBefore}+ days before travel`}
                  : <strong>{step.refundPercent}% refund</strong>
                </span>
                <span className="whitespace-nowrap font-medium text-slate-900">
                  {money(step.refundMinor, quote.pricing)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {now
              ? `Cancel today (${dayLabel(today)}): ${now.refundPercent}% refund, ${money(now.refundMinor, quote.pricing)}.`
              : "Refund dates follow once your request has a start date."}
          </p>
        </>
      )}
    </Card>
  );
}

export function HotelStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <Stars rating={rating} />
      {rating}-star
    </span>
  );
}
