import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { isSiteImagePath, leavingPath, linkTarget } from "../../../common/content-urls";
import { MESSAGES } from "../../../common/messages";
import {
  HOTEL_REJECTION_REASONS,
  QUOTE_REJECTION_REASONS,
  type QuoteHotelInfo,
  type QuoteView,
  REQUEST_CALLBACK_OPTIONS,
} from "../../../common/quotes";
import {
  DeclineQuoteInput,
  HotelStatusInput,
  QuoteCallbackInput,
} from "../../../common/quotes-input";
import { useLocalePath } from "../../lib/locale";
import { FieldError, FormError } from "../auth/fields";
import { BookingBadge } from "../booking-badge";
import { ConfirmSubmit } from "../confirm-submit";
import { Toast, type ToastMessage } from "../toast";
import { dayLabel, destinationsLabel, travellersLabel } from "../trips/trip-format";
import { NoFields } from "../trips/use-trip-form";
import { When } from "../when";
import { AgentBadge } from "./agent-badge";
import { couponNote, daysNightsLabel, money } from "./quote-math";
import {
  Cancellation,
  Card,
  HotelStars,
  Inclusions,
  Itinerary,
  labelOf,
  PriceBreakdown,
  WhatChanged,
} from "./quote-sections";
import { type QuoteActionReply, useQuoteForm } from "./use-quote-form";

interface QuoteDetailProps {
  quote: QuoteView;
  latestVersion: number;
  canAnswer: boolean;
  today: string;
  flash: string | null;
  toast: ToastMessage | null;
  pageReply: QuoteActionReply | null;
  /** The quote's chat panel (the chat module's). */
  chat?: ReactNode;
}

const BUTTON =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800`;
const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export function QuoteDetail(props: QuoteDetailProps) {
  const { quote, latestVersion, canAnswer, today, toast } = props;
  const localize = useLocalePath();
  const isLatest = quote.version === latestVersion;
  const open = quote.status === "active" || quote.status === "chosen";
  const answering = canAnswer && isLatest && open && quote.tripStatus === "Active";
  useViewBeacon(canAnswer);
  const tripHref = localize(`/requested_trips/${quote.tripId}`);

  return (
    <div className="overflow-x-clip bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-5 sm:pt-8">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to={tripHref} className="hover:text-brand-700 hover:underline">
                Request #{quote.tripId}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Quote #{quote.id}
            </li>
          </ol>
        </nav>

        <header className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
            <div className="min-w-0 space-y-3">
              <AgentBadge agent={quote.agent} />
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {destinationsLabel(quote.destinationsList.map((d) => d.name))},{" "}
                {daysNightsLabel(quote.days, quote.nights)}
              </h1>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <BookingBadge booking={quote.booking} />
                <span>
                  {travellersLabel(
                    quote.pricing.travellers.adults,
                    quote.pricing.travellers.children,
                  )}
                </span>
                <span>
                  v{quote.version} · sent{" "}
                  {dayLabel(
                    quote.versions.find((v) => v.version === quote.version)?.sentAt ??
                      quote.updatedAt,
                  )}
                </span>
              </p>
              <VersionSwitcher quote={quote} latestVersion={latestVersion} />
            </div>
            <div className="shrink-0 md:text-right">
              <p className="text-3xl font-bold text-slate-900">
                {money(quote.amounts.perPersonMinor, quote.amounts)}
              </p>
              <p className="text-sm text-slate-600" data-testid="quote-header-total">
                per person · {money(quote.amounts.totalMinor, quote.amounts)} total incl. taxes
                {quote.amounts.coupon ? ` ${couponNote(quote.amounts)}` : ""}
              </p>
              <div className="mt-4 flex flex-wrap gap-2 md:justify-end">
                {answering && quote.status === "active" ? (
                  <AcceptForm pageReply={props.pageReply} />
                ) : null}
                {props.chat ? (
                  <a href={`#chat-${quote.id}`} className={SECONDARY}>
                    Chat with the agent
                  </a>
                ) : null}
                {/* The server's download address (§3 downloadUrl): the test posts to it too. */}
                <form method="post" action={quote.downloadUrl}>
                  <button type="submit" className={SECONDARY}>
                    Download PDF
                  </button>
                </form>
              </div>
            </div>
          </div>
          {!isLatest ? (
            <p className="mt-5 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/20">
              You are reading version {quote.version}. The agent has sent version {latestVersion}:{" "}
              <Link to="?" className="font-semibold underline">
                read the latest
              </Link>{" "}
              to answer it.
            </p>
          ) : null}
          {quote.status === "chosen" ? (
            <p className="mt-5 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-inset ring-emerald-600/20">
              {MESSAGES.quoteAccepted}
            </p>
          ) : null}
          {quote.status === "declined" && quote.declineReason ? (
            <p className="mt-5 rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
              You declined this quote:{" "}
              {labelOf(QUOTE_REJECTION_REASONS, quote.declineReason.reason)}
              {quote.declineReason.otherReason ? ` (“${quote.declineReason.otherReason}”)` : ""}.
            </p>
          ) : null}
        </header>

        <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            {quote.diff ? <WhatChanged diff={quote.diff} currency={quote.pricing} /> : null}
            <Itinerary quote={quote} />
            <Hotels quote={quote} answering={answering} pageReply={props.pageReply} />
            <Inclusions quote={quote} />
            {props.chat}
          </div>
          <aside className="flex min-w-0 flex-col gap-6">
            <PriceBreakdown quote={quote} />
            <Cancellation quote={quote} today={today} />
            {canAnswer && isLatest ? (
              <Answer quote={quote} answering={answering} pageReply={props.pageReply} />
            ) : null}
            {canAnswer && quote.tripStatus === "Active" && isLatest ? (
              <CallbackForm
                justRequested={props.flash === "callbackRequested"}
                pageReply={props.pageReply}
              />
            ) : null}
            <AgentCardPanel quote={quote} />
          </aside>
        </div>
      </div>
      <Toast toast={toast} />
    </div>
  );
}

/** update_quote_stats once the page is alive in a browser: a GET alone records nothing. */
function useViewBeacon(enabled: boolean) {
  const beacon = useFetcher();
  const { pathname, search } = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (!enabled || sent.current) return;
    sent.current = true;
    beacon.submit(
      { intent: "viewed", source: "quote_detail" },
      { method: "post", action: `${pathname}${search}`, preventScrollReset: true },
    );
  }, [enabled, beacon, pathname, search]);
}

function VersionSwitcher({ quote, latestVersion }: { quote: QuoteView; latestVersion: number }) {
  if (quote.versions.length < 2) return null;
  return (
    <nav aria-label="Versions" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-500">Versions:</span>
      {[...quote.versions]
        .sort((a, b) => b.version - a.version)
        .map((v) => {
          const current = v.version === quote.version;
          return (
            <Link
              key={v.version}
              to={v.version === latestVersion ? "?" : `?version=${v.version}`}
              aria-current={current ? "page" : undefined}
              className={`rounded-full px-3 py-0.5 ring-1 ring-inset ${current ? "bg-brand-700 font-semibold text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300 hover:ring-brand-600"}`}
            >
              v{v.version}
              <span className="sr-only">
                {" "}
                sent <When at={v.sentAt} show="date" />
              </span>
            </Link>
          );
        })}
    </nav>
  );
}

function AcceptForm({ pageReply }: { pageReply: QuoteActionReply | null }) {
  const { pathname, search } = useLocation();
  const { fetcher, form, busy } = useQuoteForm("accept", NoFields, { pageReply });
  return (
    <fetcher.Form
      preventScrollReset
      method="post"
      action={`${pathname}${search}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="accept" />
      <ConfirmSubmit
        title="Accept this quote?"
        description="The agent is told at once that you chose this quote, and sends you the invoice to pay."
        confirmLabel="Yes, accept"
        disabled={busy}
        className={PRIMARY}
      >
        {busy ? "Accepting…" : "Accept this quote"}
      </ConfirmSubmit>
      <FormError id={form.errorId} errors={form.errors} />
    </fetcher.Form>
  );
}

function Hotels({
  quote,
  answering,
  pageReply,
}: {
  quote: QuoteView;
  answering: boolean;
  pageReply: QuoteActionReply | null;
}) {
  return (
    <Card title="Hotels" id="hotels-title">
      {quote.hotelsDetail.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">This quote has no hotel stays.</p>
      ) : (
        <div className="mt-4 space-y-6">
          {quote.hotelsDetail.map((stay) => (
            <div key={stay.quoteCityId}>
              <h3 className="font-semibold text-slate-900">
                {stay.city}{" "}
                <span className="font-normal text-slate-600">
                  · {stay.nights} {stay.nights === 1 ? "night" : "nights"} (
                  {stay.days.length === 1
                    ? `night ${stay.days[0]}`
                    : `nights ${stay.days[0]}–${stay.days[stay.days.length - 1]}`}
                  )
                </span>
              </h3>
              <ul className="mt-3 space-y-3">
                {stay.hotelInfos.map((hotel) => (
                  <HotelRow
                    key={hotel.hotelKey}
                    hotel={hotel}
                    answering={answering}
                    pageReply={pageReply}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

function HotelRow({
  hotel,
  answering,
  pageReply,
}: {
  hotel: QuoteHotelInfo;
  answering: boolean;
  pageReply: QuoteActionReply | null;
}) {
  // The server drops outside pictures already (decision 0186); checked again where it matters.
  const image = hotel.hotelImages.find(isSiteImagePath);
  return (
    <li
      data-testid="hotel"
      data-hotel-key={hotel.hotelKey}
      data-selection-status={hotel.selectionStatus}
      className={`rounded-2xl border p-4 ${hotel.selectionStatus === -1 ? "border-red-200 bg-red-50/40" : hotel.selectionStatus === 1 ? "border-emerald-300 bg-emerald-50/40" : "border-slate-200"}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        {image ? (
          <img
            src={image}
            alt=""
            width={160}
            height={112}
            loading="lazy"
            className="h-28 w-full shrink-0 rounded-xl bg-slate-100 object-cover sm:w-40"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {hotel.isAlternative ? "Alternative" : "Proposed hotel"}
          </p>
          <HotelName hotel={hotel} />
          <HotelStars rating={hotel.rating} />
          {hotel.address ? <p className="mt-1 text-sm text-slate-600">{hotel.address}</p> : null}
          <HotelWebsite hotel={hotel} />
          {hotel.description ? (
            <p className="mt-1 text-sm text-slate-700">{hotel.description}</p>
          ) : null}
          <HotelAnswer hotel={hotel} answering={answering} pageReply={pageReply} />
        </div>
      </div>
    </li>
  );
}

/** The hotel's name, a link when the agent linked one of Triphive's own pages. */
function HotelName({ hotel }: { hotel: QuoteHotelInfo }) {
  const localize = useLocalePath();
  const target = linkTarget(hotel.taUrl);
  return (
    <h4 className="font-semibold text-slate-900">
      {target?.kind === "site" ? (
        <Link to={localize(target.path)} className="hover:text-brand-700 hover:underline">
          {hotel.name}
        </Link>
      ) : (
        hotel.name
      )}
    </h4>
  );
}

/**
 * An outside hotel link: through the leaving page, which shows the whole address before the
 * traveller goes (decision 0186), with the host named here so nobody is surprised.
 */
function HotelWebsite({ hotel }: { hotel: QuoteHotelInfo }) {
  const localize = useLocalePath();
  const { pathname, search } = useLocation();
  const target = linkTarget(hotel.taUrl);
  if (target?.kind !== "outside") return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      <a
        href={localize(leavingPath(target.url, `${pathname}${search}`))}
        rel="nofollow"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Hotel website
      </a>{" "}
      <span className="break-words">{`(${target.host}, outside Triphive)`}</span>
    </p>
  );
}

/** Accept or reject one hotel (selection status 1 / -1); a rejection needs a reason. */
function HotelAnswer({
  hotel,
  answering,
  pageReply,
}: {
  hotel: QuoteHotelInfo;
  answering: boolean;
  pageReply: QuoteActionReply | null;
}) {
  const { pathname, search } = useLocation();
  const action = `${pathname}${search}`;
  const accept = useFetcher<QuoteActionReply>();
  const reject = useQuoteForm("hotel", HotelStatusInput, { formKey: hotel.hotelKey, pageReply });
  const { form, fields, busy, failed } = reject;
  const { key: reasonKey, ...reasonProps } = getSelectProps(fields.reason);
  const { key: otherKey, ...otherProps } = getTextareaProps(fields.other_reason);
  const status =
    hotel.selectionStatus === 1 ? (
      <p className="mt-2 text-sm font-medium text-emerald-800">You accepted this hotel.</p>
    ) : hotel.selectionStatus === -1 ? (
      <p className="mt-2 text-sm font-medium text-red-800">
        You rejected this hotel: {labelOf(HOTEL_REJECTION_REASONS, hotel.rejection?.reason ?? "")}
        {hotel.rejection?.otherReason ? ` (“${hotel.rejection.otherReason}”)` : ""}. The agent has
        been told.
      </p>
    ) : null;
  if (!answering) return status;
  return (
    <div className="mt-2">
      {status}
      <div className="mt-2 flex flex-wrap items-start gap-2">
        {hotel.selectionStatus !== 1 ? (
          <accept.Form preventScrollReset method="post" action={action}>
            <input type="hidden" name="intent" value="hotel" />
            <input type="hidden" name="hotel_key" value={hotel.hotelKey} />
            <input type="hidden" name="status" value="1" />
            <button
              type="submit"
              disabled={accept.state !== "idle"}
              className="rounded-full border border-emerald-600 px-3 py-1 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-60"
            >
              Accept hotel
            </button>
          </accept.Form>
        ) : null}
        {hotel.selectionStatus !== -1 ? (
          <details className="min-w-0 open:basis-full" open={failed || undefined}>
            <summary className="inline-flex cursor-pointer list-none rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 hover:border-red-500 hover:text-red-800">
              Reject hotel
            </summary>
            <reject.fetcher.Form
              preventScrollReset
              method="post"
              action={action}
              {...getFormProps(form)}
              className="mt-3 space-y-3 rounded-2xl bg-slate-50 p-3"
            >
              <input type="hidden" name="intent" value="hotel" />
              <input type="hidden" name="hotel_key" value={hotel.hotelKey} />
              <input type="hidden" name="status" value="-1" />
              <FormError id={form.errorId} errors={form.errors} />
              <div>
                <label
                  htmlFor={fields.reason.id}
                  className="block text-sm font-medium text-slate-700"
                >
                  Why not this hotel?
                </label>
                <select
                  {...reasonProps}
                  key={reasonKey}
                  defaultValue={String(fields.reason.initialValue ?? "")}
                  className={FIELD}
                >
                  <option value="">Choose a reason</option>
                  {HOTEL_REJECTION_REASONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <FieldError id={fields.reason.errorId} errors={fields.reason.errors} />
              </div>
              <div>
                <label
                  htmlFor={fields.other_reason.id}
                  className="block text-sm font-medium text-slate-700"
                >
                  Tell the agent more{" "}
                  <span className="font-normal text-slate-500">(needed for “Other”)</span>
                </label>
                <textarea
                  {...otherProps}
                  key={otherKey}
                  rows={2}
                  maxLength={500}
                  className={FIELD}
                />
                <FieldError id={fields.other_reason.errorId} errors={fields.other_reason.errors} />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="rounded-full bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {busy ? "Sending…" : "Reject and tell the agent"}
              </button>
            </reject.fetcher.Form>
          </details>
        ) : null}
      </div>
    </div>
  );
}

/** Decline with a reason (§5), or take back a decline. */
function Answer({
  quote,
  answering,
  pageReply,
}: {
  quote: QuoteView;
  answering: boolean;
  pageReply: QuoteActionReply | null;
}) {
  const { pathname, search } = useLocation();
  const action = `${pathname}${search}`;
  const decline = useQuoteForm("decline", DeclineQuoteInput, { pageReply });
  const reactivate = useQuoteForm("reactivate", NoFields, { pageReply });
  const { form, fields, busy, failed } = decline;
  const { key: otherKey, ...otherProps } = getTextareaProps(fields.quote_other_decline_reason);
  if (quote.status === "declined") {
    return (
      <Card title="Changed your mind?" id="answer-title">
        <reactivate.fetcher.Form
          preventScrollReset
          method="post"
          action={action}
          {...getFormProps(reactivate.form)}
          className="mt-3 space-y-2"
        >
          <input type="hidden" name="intent" value="reactivate" />
          <p className="text-sm text-slate-600">Make this quote active again and keep talking.</p>
          <FormError id={reactivate.form.errorId} errors={reactivate.form.errors} />
          <button type="submit" disabled={reactivate.busy} className={SECONDARY}>
            {reactivate.busy ? "Reactivating…" : "Reactivate quote"}
          </button>
        </reactivate.fetcher.Form>
      </Card>
    );
  }
  if (!answering) return null;
  return (
    <Card title="Not for you?" id="answer-title">
      <details className="mt-2" open={failed || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-red-800">
          Decline this quote
        </summary>
        <decline.fetcher.Form
          preventScrollReset
          method="post"
          action={action}
          {...getFormProps(form)}
          className="mt-3 space-y-3"
        >
          <input type="hidden" name="intent" value="decline" />
          <FormError id={form.errorId} errors={form.errors} />
          <fieldset aria-describedby={fields.quote_decline_reason.errorId}>
            <legend className="text-sm font-medium text-slate-700">Why? (required)</legend>
            <div className="mt-2 space-y-1.5">
              {QUOTE_REJECTION_REASONS.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={fields.quote_decline_reason.name}
                    value={o.value}
                    defaultChecked={fields.quote_decline_reason.initialValue === o.value}
                    className="h-4 w-4 text-brand-700"
                  />
                  {o.label}
                </label>
              ))}
            </div>
            <FieldError
              id={fields.quote_decline_reason.errorId}
              errors={fields.quote_decline_reason.errors}
            />
          </fieldset>
          <div>
            <label
              htmlFor={fields.quote_other_decline_reason.id}
              className="block text-sm font-medium text-slate-700"
            >
              Anything else? <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea {...otherProps} key={otherKey} rows={2} maxLength={500} className={FIELD} />
            <FieldError
              id={fields.quote_other_decline_reason.errorId}
              errors={fields.quote_other_decline_reason.errors}
            />
          </div>
          <ConfirmSubmit
            title="Decline this quote?"
            description="The agent is told, and this quote closes. You can make it active again from this page."
            confirmLabel="Yes, decline"
            danger
            disabled={busy}
            className={`${BUTTON} w-full bg-red-700 text-white hover:bg-red-800`}
          >
            {busy ? "Declining…" : "Decline quote"}
          </ConfirmSubmit>
        </decline.fetcher.Form>
      </details>
    </Card>
  );
}

/** A callback about this quote (§5: no option means request_cta_4). */
function CallbackForm({
  justRequested,
  pageReply,
}: {
  justRequested: boolean;
  pageReply: QuoteActionReply | null;
}) {
  const { pathname, search } = useLocation();
  const callback = useQuoteForm("callback", QuoteCallbackInput, {
    pageReply,
    onSuccess: () => callback.form.reset(),
  });
  const { fetcher, form, fields, busy, failed } = callback;
  const { key: optionKey, ...optionProps } = getSelectProps(fields.option);
  const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.request_cta_4_reason);
  return (
    <Card title="Talk it through" id="quote-callback-title">
      {justRequested && !failed ? (
        <p
          data-testid="callback-notification"
          className="mt-2 rounded-2xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
        >
          {MESSAGES.callbackThanks}
        </p>
      ) : null}
      <fetcher.Form
        preventScrollReset
        method="post"
        action={`${pathname}${search}`}
        {...getFormProps(form)}
        className="mt-3 space-y-3"
      >
        <input type="hidden" name="intent" value="callback" />
        <FormError id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.option.id} className="block text-sm font-medium text-slate-700">
            Ask the agent to call you about
          </label>
          <select
            {...optionProps}
            key={optionKey}
            defaultValue={String(fields.option.initialValue ?? "")}
            className={FIELD}
          >
            <option value="">Choose a topic (optional)</option>
            {REQUEST_CALLBACK_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldError id={fields.option.errorId} errors={fields.option.errors} />
        </div>
        <div>
          <label
            htmlFor={fields.request_cta_4_reason.id}
            className="block text-sm font-medium text-slate-700"
          >
            Note <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea {...reasonProps} key={reasonKey} rows={2} maxLength={500} className={FIELD} />
          <FieldError
            id={fields.request_cta_4_reason.errorId}
            errors={fields.request_cta_4_reason.errors}
          />
        </div>
        <button type="submit" disabled={busy} className={`${SECONDARY} w-full`}>
          {busy ? "Requesting…" : "Request a callback"}
        </button>
      </fetcher.Form>
    </Card>
  );
}

function AgentCardPanel({ quote }: { quote: QuoteView }) {
  const localize = useLocalePath();
  const a = quote.agent;
  return (
    <Card title="Your agent" id="agent-title">
      <div className="mt-3">
        <AgentBadge agent={a} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Trips booked">{a.agentsConvertedTrips}</Fact>
        <Fact label="In business">{a.yearsInBusiness} years</Fact>
        <Fact label="Usually quotes in">{a.responseTimeHours} h</Fact>
        <Fact label="Languages">{a.languages.join(", ") || "—"}</Fact>
        <Fact label="Email">{a.email}</Fact>
        <Fact label="Phone">{a.mobileNumber}</Fact>
      </dl>
      <Link
        to={localize(a.testimonialUrl)}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Read {a.reviewsCount} reviews of {a.companyName}
      </Link>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-800">{children}</dd>
    </div>
  );
}
