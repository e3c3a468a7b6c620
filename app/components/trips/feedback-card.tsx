import { getCollectionProps, getFormProps, getTextareaProps } from "@conform-to/react";
import { Fragment } from "react";
import { useLocation } from "react-router";
import { FEEDBACK_COMMENT_MAX, TripFeedbackInput } from "../../../common/trips";
import { FieldError, FormError, SubmitButton } from "../auth/fields";
import { type TripActionReply, useTripForm } from "./use-trip-form";

const RATINGS = ["1", "2", "3", "4", "5"] as const;
const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

interface FeedbackCardProps {
  latest: { rating: number; comment: string } | null;
  pageReply?: TripActionReply | null;
}

/** Rate how the request is going, 1 to 5 with an optional comment. */
export function FeedbackCard({ latest, pageReply }: FeedbackCardProps) {
  const { pathname } = useLocation();
  const feedback = useTripForm("feedback", TripFeedbackInput, {
    pageReply,
    onSuccess: () => feedback.form.reset(),
  });
  const { fetcher, form, fields, busy } = feedback;
  const stars = getCollectionProps(fields.rating, { type: "radio", options: [...RATINGS] });
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.comment);
  return (
    <section
      aria-labelledby="feedback-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="feedback-title" className="text-lg font-bold text-slate-900">
        How is it going?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Rate your experience with this request so far. Only our team sees it.
      </p>
      {latest ? (
        <p className="mt-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            You rated it {latest.rating} of 5 ({RATING_WORDS[latest.rating - 1]})
          </span>
          {latest.comment ? <>: “{latest.comment}”</> : null}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={pathname}
        {...getFormProps(form)}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="feedback" />
        <FormError id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
          <legend className="text-sm font-semibold text-slate-800">
            {latest ? "Rate it again" : "Your rating"}
          </legend>
          {/* Highest first in the markup, shown lowest first: a checked star fills the ones after it. */}
          <div className="mt-1 flex flex-row-reverse justify-end gap-1">
            {[...stars].reverse().map(({ key, ...props }) => {
              const n = Number(props.value);
              return (
                <Fragment key={key}>
                  <input {...props} className="peer sr-only" />
                  <label
                    htmlFor={props.id}
                    title={RATING_WORDS[n - 1]}
                    className="cursor-pointer rounded-lg p-0.5 text-slate-300 transition hover:text-sun-400 peer-checked:text-sun-500 [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-brand-600 [label:hover~&]:text-sun-400"
                  >
                    <svg
                      viewBox="0 0 20 20"
                      className="h-8 w-8"
                      fill="currentColor"
                      aria-hidden="true"
                    >
                      <path d="m10 1.8 2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7Z" />
                    </svg>
                    <span className="sr-only">
                      {n} star{n === 1 ? "" : "s"}, {RATING_WORDS[n - 1]}
                    </span>
                  </label>
                </Fragment>
              );
            })}
          </div>
          <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
        </fieldset>
        <div>
          <label htmlFor={fields.comment.id} className="block text-sm font-medium text-slate-700">
            Comment <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            {...commentProps}
            key={commentKey}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <FieldError id={fields.comment.errorId} errors={fields.comment.errors} />
        </div>
        <div className="sm:w-48">
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send feedback
          </SubmitButton>
        </div>
      </fetcher.Form>
    </section>
  );
}
