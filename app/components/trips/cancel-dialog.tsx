import {
  type FieldMetadata,
  getFormProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { useLocation } from "react-router";
import type { RefundPreview } from "../../../common/invoices";
import {
  BOOKING_TYPE_OPTIONS,
  CANCEL_DEFAULT_MAIN_REASON,
  CANCEL_MAIN_REASONS,
  CancelTripInput,
} from "../../../common/trips";
import { FieldError, FormError } from "../auth/fields";
import { ConfirmSubmit } from "../confirm-submit";
import { ConfirmRefundField, cancelBookingLabel, RefundSummary } from "../money/refund-summary";
import { ChoiceGroup } from "./choice-group";
import { CloseLink, Popup } from "./popup";
import { type TripActionReply, useTripForm } from "./use-trip-form";

interface CancelDialogProps {
  open: boolean;
  onClose: () => void;
  pageReply?: TripActionReply | null;
  /** The trip is paid for: what cancelling refunds today, shown before anything else. */
  refund?: RefundPreview | null;
}

/**
 * The cancel modal (accounts §3-§5, §9): three main reasons, each with its dropdown of
 * sub-reasons (reason0..reason2, each with its default), 'Going but not booking' preselected with
 * its options showing. Which options show is decided by CSS (:has(:checked)), so the modal
 * behaves the same with and without JavaScript. A paid trip's modal first shows the refund its
 * cancellation schedule gives, and its button confirms that refund (decision 0187).
 */
export function CancelDialog({ open, onClose, pageReply, refund }: CancelDialogProps) {
  const { pathname } = useLocation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      closeHref={pathname}
      title={refund ? "Cancel your booking?" : "Cancel your request?"}
      description={
        refund
          ? "Your trip is paid for. Cancelling it refunds what the quote's cancellation policy gives back and closes your invoice with a credit note."
          : "Tell us why. Agents stop working on it, and you can reactivate it at any time."
      }
      wide
    >
      {refund ? (
        <section
          aria-label="Your refund"
          className="mb-5 rounded-2xl p-4 ring-1 ring-inset ring-amber-600/30"
        >
          <RefundSummary refund={refund} />
        </section>
      ) : null}
      <CancelForm onDone={onClose} pageReply={pageReply} refund={refund ?? null} />
    </Popup>
  );
}

const defaults = Object.fromEntries([
  ["cancel_reason", CANCEL_DEFAULT_MAIN_REASON],
  ...CANCEL_MAIN_REASONS.map((r) => [r.field, r.defaultReason]),
]) as Record<string, string>;

const textareaClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

function CancelForm({
  onDone,
  pageReply,
  refund,
}: {
  onDone: () => void;
  pageReply?: TripActionReply | null;
  refund: RefundPreview | null;
}) {
  const { pathname } = useLocation();
  const { fetcher, form, fields, busy } = useTripForm("cancel", CancelTripInput, {
    pageReply,
    onSuccess: onDone,
    defaultValue: defaults,
  });
  const chosen = String(fields.cancel_reason.initialValue ?? CANCEL_DEFAULT_MAIN_REASON);
  const fieldOf = {
    reason0: fields.reason0,
    reason1: fields.reason1,
    reason2: fields.reason2,
  } as const;
  return (
    <fetcher.Form method="post" action={pathname} {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="cancel" />
      {refund ? <ConfirmRefundField refund={refund} /> : null}
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Why are you cancelling?</legend>
        <FieldError id={fields.reason.errorId} errors={fields.reason.errors} />
        <div className="mt-3 space-y-3">
          {CANCEL_MAIN_REASONS.map((main, index) => {
            const id = `${fields.cancel_reason.id}-${index}`;
            const sub = fieldOf[main.field];
            return (
              <div
                key={main.value}
                className="group rounded-2xl p-4 ring-1 ring-inset ring-slate-200 transition has-[.main-reason:checked]:bg-brand-50/60 has-[.main-reason:checked]:ring-2 has-[.main-reason:checked]:ring-brand-600"
              >
                <label htmlFor={id} className="flex cursor-pointer items-center gap-3">
                  <input
                    id={id}
                    type="radio"
                    name={fields.cancel_reason.name}
                    value={main.value}
                    defaultChecked={chosen === main.value}
                    className="main-reason h-4 w-4 accent-brand-700"
                  />
                  <span className="font-semibold text-slate-900">{main.value}</span>
                </label>
                <div className="mt-3 hidden space-y-3 pl-7 group-has-[.main-reason:checked]:block">
                  <SubReasonSelect field={sub} options={main.subReasons} />
                  {main.field === "reason0" ? (
                    <div className="hidden group-has-[.other-reason:checked]:block">
                      <TextArea field={fields.otherReason} label="Tell us more" />
                    </div>
                  ) : null}
                  {main.field === "reason1" ? (
                    <TextArea
                      field={fields.not_satisfied_reason}
                      label="What was missing in the quotes? (optional)"
                    />
                  ) : null}
                  {main.field === "reason2" ? (
                    <ChoiceGroup
                      field={fields.bookcompleteTrip}
                      legend="How are you booking?"
                      options={BOOKING_TYPE_OPTIONS}
                    />
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <CloseLink
          href={pathname}
          onClose={onDone}
          className="rounded-full px-5 py-2.5 text-center font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          Not Now
        </CloseLink>
        <ConfirmSubmit
          title={refund ? "Cancel this booking?" : "Cancel this request?"}
          description={
            refund
              ? "The booking is cancelled and you are refunded the amount shown."
              : "Agents stop working on this request. You can reactivate it later from this page."
          }
          confirmLabel="Yes, cancel"
          cancelLabel="Keep it"
          danger
          disabled={busy}
          className="rounded-full bg-rose-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? "Cancelling…" : refund ? cancelBookingLabel(refund) : "Cancel request"}
        </ConfirmSubmit>
      </div>
    </fetcher.Form>
  );
}

function SubReasonSelect({
  field,
  options,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata is generic over the form's shape.
  field: FieldMetadata<any>;
  options: readonly { label: string; code: string }[];
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-700">
        Reason
      </label>
      <select
        {...props}
        key={key}
        defaultValue={String(field.initialValue ?? "")}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
      >
        {options.map((o) => (
          <option
            key={o.label}
            value={o.label}
            className={o.code === "Other" ? "other-reason" : undefined}
          >
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function TextArea({
  field,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata is generic over the form's shape.
  field: FieldMetadata<any>;
  label: string;
}) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea {...props} key={key} rows={2} maxLength={500} className={textareaClass} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
