import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { AgentFeedbackInput, FEEDBACK_TEXT_MAX, FEEDBACK_TITLE_MAX } from "../../../common/agents";
import { FieldError, FormError, SubmitButton } from "../auth/fields";
import { RATINGS, StarRatingInputs } from "../star-rating-input";

/**
 * The traveller's review of the agent their trip converted with (browsing §4 "creating
 * feedback sets redirectToRequestLanding"): posts to the profile, which files it and returns
 * to the request landing with a toast. A plain form, so it works before hydration.
 */
export function AgentFeedbackForm({
  companyName,
  lastResult,
}: {
  companyName: string;
  lastResult: SubmissionResult | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AgentFeedbackInput }),
  });
  const stars = getCollectionProps(fields.rating, { type: "radio", options: [...RATINGS] });
  const { key: titleKey, ...titleProps } = getInputProps(fields.title, { type: "text" });
  const { key: textKey, ...textProps } = getTextareaProps(fields.text);
  const input =
    "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
  return (
    <section
      id="feedback"
      aria-labelledby="agent-feedback-title"
      className="rounded-2xl border-2 border-brand-600/40 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="agent-feedback-title" className="text-lg font-bold text-slate-900">
        Review {companyName}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your trip was booked with this agent. Tell other travellers how it went; your review appears
        on this page with your name.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
          <legend className="text-sm font-semibold text-slate-800">Your rating</legend>
          <StarRatingInputs stars={stars} />
          <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
        </fieldset>
        <div>
          <label htmlFor={fields.title.id} className="block text-sm font-medium text-slate-700">
            Title
          </label>
          <input {...titleProps} key={titleKey} maxLength={FEEDBACK_TITLE_MAX} className={input} />
          <FieldError id={fields.title.errorId} errors={fields.title.errors} />
        </div>
        <div>
          <label htmlFor={fields.text.id} className="block text-sm font-medium text-slate-700">
            Your review
          </label>
          <textarea
            {...textProps}
            key={textKey}
            rows={5}
            maxLength={FEEDBACK_TEXT_MAX}
            className={input}
          />
          <FieldError id={fields.text.errorId} errors={fields.text.errors} />
        </div>
        <div className="sm:w-52">
          <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending…">
            Post my review
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
