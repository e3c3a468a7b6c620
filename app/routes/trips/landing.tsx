import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import type { z } from "zod";
import { PhoneCodeInput } from "../../../common/phone-verification";
import { SelectQuoteForm } from "../../../common/quote-pages";
import { FlightDetailsInput, QuizForm } from "../../../common/trip-details";
import {
  CallbackInput,
  CancelTripInput,
  TripContactInput,
  TripDocumentInput,
  TripFeedbackInput,
  TripIdParams,
  TripPreferencesInput,
} from "../../../common/trips";
import { LiveView } from "../../components/live-view";
import { VoucherList } from "../../components/money/quote-money-panel";
import { Toast } from "../../components/toast";
import { CallbackCard } from "../../components/trips/callback-card";
import { CancelDialog } from "../../components/trips/cancel-dialog";
import { DocumentsCard } from "../../components/trips/documents-card";
import { FeedbackCard } from "../../components/trips/feedback-card";
import { isPopupName, type PopupName } from "../../components/trips/popup";
import {
  ContactDialog,
  ContactRow,
  PreferencesCard,
  PreferencesDialog,
} from "../../components/trips/preferences";
import { QuotesSection } from "../../components/trips/quotes-section";
import { TellAgentsCard } from "../../components/trips/tell-agents-card";
import { destinationsLabel, tripLinks } from "../../components/trips/trip-format";
import { TripDetails, TripHero } from "../../components/trips/trip-summary";
import {
  NoFields,
  TRIP_INTENTS,
  type TripActionReply,
  type TripIntent,
} from "../../components/trips/use-trip-form";
import { refusal, requireUser } from "../../lib/auth.server";
import { type FlashKey, readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/landing";

// The request landing (accounts §2-§5): the owner's view of one request, or staff's. Every
// form on it posts here with an `intent`; success redirects back with a one-shot toast, a
// refusal answers 400 (or the service's status) with the form's errors and what was typed.

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data
      ? `Your trip to ${destinationsLabel(data.trip.to_loc)} | Triphive`
      : "Your trip | Triphive",
  },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // The cookie that clears the toast once shown, and how long a throttled form must wait.
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { id } = parseParams(TripIdParams, params);
  const trips = context.services.trips;
  const trip = await orNotFound(trips.get(user, id));
  const [documents, feedback, quotes, agentsWorking, { viewer, travellerEmail }, quiz, flights] =
    await Promise.all([
      trips.listDocuments(user, id),
      trips.feedbackOf(user, id),
      context.services.quotes.listForTrip(user, id),
      context.services.leads.liveLeadCount(id),
      trips.landingViewer(user, id),
      trips.quizOf(user, id),
      trips.flightDetailsOf(user, id),
    ]);
  // The booked quote's invoice and vouchers (issue 11 §8), when there is one, and what the
  // cancel modal must show first when the trip is paid for (decision 0187).
  const [booking, cancellationRefund, phoneVerification] = await Promise.all([
    context.services.money.postConversion(user, id),
    context.services.workflows.cancellationRefund(user, id),
    // Only the owner verifies the number (decision 0236); staff, also when viewing as the
    // traveller (read-only), see the badge alone.
    trip.allowed_actions.includes("contact") && !trip.number_verified && !user.viewed_by
      ? context.services.phoneVerification.status(user, id)
      : null,
  ]);
  const flash = readFlash(request);
  // The compare selection's refusals show inside the quote list, by the button that caused them.
  const inline = flash.key === "compareTooFew" || flash.key === "compareTooMany";
  return data(
    {
      trip,
      documents,
      feedback,
      quizAnswers: quiz.answers,
      flights,
      quotes,
      booking,
      cancellationRefund,
      phoneVerification,
      agentsWorking,
      email: travellerEmail,
      viewer,
      dashboardUrl: user.dashboard_url,
      flash: flash.key,
      toast: flash.message && !inline ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

// With JavaScript the page's history stays one entry per visit, not one per form sent.
const REPLACE = { "X-Remix-Replace": "true" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { id } = parseParams(TripIdParams, params);
  const trips = context.services.trips;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw data(null, { status: 400 });
  const back = new URL(request.url).pathname;

  async function handle<Schema extends z.ZodType, Result>(
    schema: Schema,
    /** The toast after success; a function picks it from what `run` answered. */
    flash: FlashKey | null | ((result: NoInfer<Result>) => FlashKey),
    run: (value: z.output<Schema>) => Promise<Result>,
    hideFields?: string[],
  ) {
    const submission = parseWithZod(formData, { schema });
    const reply = (result: TripActionReply["result"]): TripActionReply => ({
      intent: intent as TripIntent,
      result,
    });
    if (submission.status !== "success") {
      return data(reply(submission.reply({ hideFields })), { status: 400 });
    }
    let result: Result;
    try {
      result = await run(submission.value);
    } catch (error) {
      return refusal(error, (errors) => reply(submission.reply({ ...errors, hideFields })));
    }
    const key = typeof flash === "function" ? flash(result) : flash;
    return key ? redirectWithFlash(back, key, REPLACE) : redirect(back, { headers: REPLACE });
  }

  switch (intent) {
    case "preferences":
      return handle(TripPreferencesInput, "preferencesSaved", (value) =>
        trips.updatePreferences(user, id, value),
      );
    case "contact":
      return handle(TripContactInput, "contactSaved", (value) =>
        trips.updateContact(user, id, value),
      );
    case "send_code":
      return handle(NoFields, "phoneCodeSent", () =>
        context.services.phoneVerification.sendCode(user, id),
      );
    case "verify_code":
      return handle(PhoneCodeInput, "phoneVerified", ({ code }) =>
        context.services.phoneVerification.confirmCode(user, id, code),
      );
    case "callback":
      return handle(CallbackInput, "callbackRequested", (value) =>
        trips.requestCallback(user, id, value),
      );
    case "cancel":
      // The one cancellation (decision 0187): the request and every quote change together
      // (accounts §4); a paid booking is refunded by its schedule once its refund is confirmed.
      return handle(
        CancelTripInput,
        ({ booking }) => (booking ? "bookingCancelled" : "requestCancelled"),
        (value: CancelTripInput) => context.services.workflows.cancelTrip(user, id, value),
      );
    case "reactivate":
      return handle(NoFields, "requestReactivated", () =>
        context.services.workflows.reactivateTrip(user, id),
      );
    case "feedback":
      return handle(TripFeedbackInput, "feedbackSaved", (value) =>
        trips.addFeedback(user, id, value),
      );
    case "more_quotes":
      return handle(NoFields, "moreQuotesRequested", () =>
        context.services.workflows.requestMoreQuotes(user, id),
      );
    case "select":
      // The compare checkbox, saved as the traveller ticks it (JavaScript only: without it the
      // ticked boxes travel in the compare form's query instead).
      return handle(SelectQuoteForm, null, (value) =>
        context.services.quotes.setSelected(user, id, value.quote_id, value.selected),
      );
    case "quiz":
      return handle(QuizForm, "quizSaved", (value) => trips.answerQuiz(user, id, value));
    case "flights":
      return handle(FlightDetailsInput, "flightsSaved", (value) =>
        trips.saveFlightDetails(user, id, value),
      );
    case "upload":
      return handle(
        TripDocumentInput,
        "documentUploaded",
        async ({ file }) =>
          trips.uploadDocument(user, id, {
            name: file.name,
            bytes: new Uint8Array(await file.arrayBuffer()),
          }),
        ["file"],
      );
  }
}

function isIntent(value: unknown): value is TripIntent {
  return typeof value === "string" && (TRIP_INTENTS as readonly string[]).includes(value);
}

/** Which popup a refused plain post belongs to, so it opens again with its errors. */
const POPUP_OF: Partial<Record<TripIntent, PopupName>> = {
  preferences: "editPref",
  contact: "contactDetails",
  cancel: "cancel",
};

export default function TripLanding({ loaderData, actionData }: Route.ComponentProps) {
  const {
    trip,
    documents,
    feedback,
    quizAnswers,
    flights,
    quotes,
    booking,
    cancellationRefund,
    phoneVerification,
    agentsWorking,
    email,
    viewer,
    dashboardUrl,
    flash,
    toast,
  } = loaderData;
  const localize = useLocalePath();
  const [searchParams] = useSearchParams();
  const pageReply = (actionData as TripActionReply | undefined) ?? null;
  const links = tripLinks(trip.status, trip.allowed_actions);
  const [popup, setPopup] = useState<PopupName | null>(() => {
    const asked = (pageReply && POPUP_OF[pageReply.intent]) ?? searchParams.get("popup");
    if (!isPopupName(asked)) return null;
    return asked === "cancel" && !links.cancel ? null : asked;
  });
  const close = () => setPopup(null);
  // A new toast means a form here succeeded: whatever popup it came from is done, even one
  // whose form is gone with the change (the cancel modal of a request just cancelled).
  const shownToast = useRef(toast?.id);
  useEffect(() => {
    if (toast && toast.id !== shownToast.current) {
      shownToast.current = toast.id;
      setPopup(null);
    }
  }, [toast]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-5 sm:pt-8">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <ol className="flex items-center gap-2">
            <li>
              <Link to={localize(dashboardUrl)} className="hover:text-brand-700 hover:underline">
                My trips
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Request #{trip.id}
            </li>
          </ol>
        </nav>
        <LiveView topics={[`trip:${trip.id}`]} />
        <TripHero trip={trip} onOpen={setPopup} pageReply={pageReply} />
        <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <QuotesSection
            trip={trip}
            quotes={quotes}
            agentsWorking={agentsWorking}
            email={email}
            viewer={viewer}
            onOpen={setPopup}
            flash={flash}
            pageReply={pageReply}
          />
          <PreferencesCard trip={trip} onOpen={setPopup} />
          <aside className="space-y-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1">
            <TripDetails trip={trip}>
              <ContactRow
                trip={trip}
                onOpen={setPopup}
                verification={phoneVerification}
                pageReply={pageReply}
              />
            </TripDetails>
            {trip.allowed_actions.includes("callback") ? (
              <CallbackCard
                trip={trip}
                justRequested={flash === "callbackRequested"}
                pageReply={pageReply}
              />
            ) : null}
          </aside>
          {booking.invoice && booking.quote ? (
            <section
              aria-labelledby="booking-title"
              className="rounded-3xl border border-teal-200 bg-white p-5 shadow-sm"
              data-testid="booking-card"
            >
              <h2 id="booking-title" className="text-base font-bold text-slate-900">
                Invoice and vouchers
              </h2>
              <p className="mt-2 text-sm">
                {/* The booking's one state (decision 0193), not a second wording of it. */}
                Invoice <strong>{booking.invoice.number}</strong> · {trip.booking_status_label} ·{" "}
                <Link
                  to={localize(booking.invoice.showUrl)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  View
                </Link>{" "}
                ·{" "}
                <Link
                  to={localize(`/requested_trips/${trip.id}/quotes/${booking.quote.id}`)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Open the booked quote
                </Link>
              </p>
              {booking.invoice.creditNote ? (
                <p className="mt-2 text-sm" data-testid="booking-credit-note">
                  Credit note <strong>{booking.invoice.creditNote.number}</strong> ·{" "}
                  <Link
                    to={localize(booking.invoice.creditNote.showUrl)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    View
                  </Link>{" "}
                  ·{" "}
                  <a
                    href={booking.invoice.creditNote.downloadUrl}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    PDF
                  </a>
                </p>
              ) : null}
              <div className="mt-3">
                <VoucherList vouchers={booking.vouchers} canAcknowledge={false} />
              </div>
              {booking.opDetails ? (
                <p className="mt-3 text-sm text-teal-900">
                  Your Triphive contact: <strong>{booking.opDetails.name}</strong>,{" "}
                  {booking.opDetails.email}
                </p>
              ) : null}
            </section>
          ) : null}
          <DocumentsCard
            tripId={trip.id}
            documents={documents}
            pageReply={pageReply}
            canUpload={trip.allowed_actions.includes("uploadDocument")}
          />
          {trip.allowed_actions.includes("details") ? (
            <TellAgentsCard answers={quizAnswers} flights={flights} pageReply={pageReply} />
          ) : null}
          {trip.allowed_actions.includes("feedback") ? (
            <FeedbackCard latest={feedback} pageReply={pageReply} />
          ) : null}
        </div>
      </div>
      <PreferencesDialog
        trip={trip}
        open={popup === "editPref"}
        onClose={close}
        pageReply={pageReply}
      />
      <ContactDialog
        trip={trip}
        open={popup === "contactDetails"}
        onClose={close}
        pageReply={pageReply}
      />
      {links.cancel ? (
        <CancelDialog
          open={popup === "cancel"}
          onClose={close}
          pageReply={pageReply}
          refund={cancellationRefund}
        />
      ) : null}
      <Toast toast={toast} />
    </div>
  );
}
