import { getCollectionProps, getFormProps, getTextareaProps } from "@conform-to/react";
import { useLocation } from "react-router";
import { FEEDBACK_COMMENT_MAX, TripFeedbackInput } from "../../../common/trips";
import { FieldError, FormError, SubmitButton } from "../auth/fields";
import { RATING_WORDS, RATINGS, StarRatingInputs } from "../star-rating-input";
import { type TripActionReply, useTripForm } from "./use-trip-form";

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
          <StarRatingInputs stars={stars} />
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
