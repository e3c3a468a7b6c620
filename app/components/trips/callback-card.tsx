import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useLocation } from "react-router";
import { MESSAGES } from "../../../common/messages";
import type { TripView } from "../../../common/trip-views";
import { CALLBACK_OPTIONS, CallbackInput } from "../../../common/trips";
import { FieldError, FormError, SubmitButton } from "../auth/fields";
import { tripLinks } from "./trip-format";
import { type TripActionReply, useTripForm } from "./use-trip-form";

interface CallbackCardProps {
  trip: TripView;
  /** The page's one-shot message: the thank-you shows right after a callback was asked for. */
  justRequested: boolean;
  pageReply?: TripActionReply | null;
}

/** Ask for a callback (accounts §4): thanks on success; a failure hides it and says why. */
export function CallbackCard({ trip, justRequested, pageReply }: CallbackCardProps) {
  const { pathname } = useLocation();
  const callback = useTripForm("callback", CallbackInput, {
    pageReply,
    onSuccess: () => callback.form.reset(),
  });
  const { fetcher, form, fields, busy, failed } = callback;
  const { key: optionKey, ...optionProps } = getSelectProps(fields.option);
  const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.request_cta_4_reason);
  const open = tripLinks(trip.status, trip.allowed_actions).callback;
  return (
    <section
      aria-labelledby="callback-title"
      className="rounded-3xl border border-slate-200 bg-gradient-to-b from-brand-50 to-white p-5 shadow-sm"
    >
      <h2 id="callback-title" className="text-base font-bold text-slate-900">
        Talk to a travel expert
      </h2>
      {open ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            We will call you on {trip.isd_code} {trip.phone_no} to talk your trip through.
          </p>
          {justRequested && !failed ? (
            <p
              data-testid="callback-notification"
              className="mt-3 flex items-center gap-2 rounded-2xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-inset ring-emerald-600/20"
            >
              <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" aria-hidden="true" fill="none">
                <path
                  d="m5 10.5 3.2 3L15 7"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
              {MESSAGES.callbackThanks}
            </p>
          ) : null}
          <fetcher.Form
            method="post"
            action={pathname}
            {...getFormProps(form)}
            className="mt-4 space-y-3"
          >
            <input type="hidden" name="intent" value="callback" />
            <FormError id={form.errorId} errors={form.errors} />
            <div>
              <label
                htmlFor={fields.option.id}
                className="block text-sm font-medium text-slate-700"
              >
                What would you like to discuss?
              </label>
              <select
                {...optionProps}
                key={optionKey}
                defaultValue={String(fields.option.initialValue ?? "")}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
              >
                <option value="">Choose a topic (optional)</option>
                {CALLBACK_OPTIONS.map((o) => (
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
                Anything we should know?{" "}
                <span className="font-normal text-slate-500">(optional)</span>
              </label>
              <textarea
                {...reasonProps}
                key={reasonKey}
                rows={3}
                maxLength={500}
                placeholder="Best time to call, questions you have…"
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
              <FieldError
                id={fields.request_cta_4_reason.errorId}
                errors={fields.request_cta_4_reason.errors}
              />
            </div>
            <SubmitButton busy={busy} busyLabel="Requesting…">
              Request a callback
            </SubmitButton>
          </fetcher.Form>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          Callbacks are for open requests. Reactivate this one to talk to an expert.
        </p>
      )}
    </section>
  );
}
