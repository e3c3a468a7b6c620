import { getFormProps, getInputProps } from "@conform-to/react";
import { useLocation } from "react-router";
import { formatTime } from "../../../common/format";
import { PhoneCodeInput, type TripPhoneVerification } from "../../../common/phone-verification";
import type { TripView } from "../../../common/trip-views";
import { FieldError, FormError } from "../auth/fields";
import { NoFields, type TripActionReply, useTripForm } from "./use-trip-form";

interface PhoneVerificationProps {
  trip: TripView;
  verification: TripPhoneVerification;
  pageReply?: TripActionReply | null;
}

const SECONDARY_BUTTON =
  "rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-600/40 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
const PRIMARY_BUTTON =
  "rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Verify your number" (decision 0236): send a texted code, then type it. The states follow
 * the loader: nothing sent, a code waiting (with when it expires), an expired code; a wrong
 * code or a refused send shows its message from the action. Once verified the row's badge
 * says so and this is gone.
 */
export function PhoneVerification({ trip, verification, pageReply }: PhoneVerificationProps) {
  const { pathname } = useLocation();
  const send = useTripForm("send_code", NoFields, { pageReply });
  const check = useTripForm("verify_code", PhoneCodeInput, { pageReply });
  if (verification.verified) return null;
  const pending = verification.pending;
  const waiting = pending && !pending.expired;
  const { key: codeKey, ...codeProps } = getInputProps(check.fields.code, { type: "text" });
  return (
    <div className="mt-3 border-t border-slate-200 pt-3" data-testid="phone-verification">
      <p className="font-semibold text-slate-900">Verify your number</p>
      {waiting ? (
        <p className="mt-1 text-slate-600" data-testid="phone-code-sent">
          We texted a 6-digit code to {trip.isd_code} {trip.phone_no}. It works until{" "}
          <time dateTime={pending.expires_at}>{formatTime(pending.expires_at)}</time>.
        </p>
      ) : pending?.expired ? (
        <p className="mt-1 text-amber-800" data-testid="phone-code-expired">
          Your code has expired. Send a new one.
        </p>
      ) : (
        <p className="mt-1 text-slate-600">
          We text you a code, so agents know this number reaches you.
        </p>
      )}
      {waiting ? (
        <check.fetcher.Form
          method="post"
          action={pathname}
          {...getFormProps(check.form)}
          className="mt-3 space-y-2"
        >
          <input type="hidden" name="intent" value="verify_code" />
          <FormError id={check.form.errorId} errors={check.form.errors} />
          <label htmlFor={check.fields.code.id} className="block font-medium text-slate-700">
            Code from the text
          </label>
          <div className="flex gap-2">
            <input
              {...codeProps}
              key={codeKey}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder="123456"
              className="w-32 min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono tracking-widest text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
            <button type="submit" disabled={check.busy} className={PRIMARY_BUTTON}>
              {check.busy ? "Checking…" : "Verify"}
            </button>
          </div>
          <FieldError id={check.fields.code.errorId} errors={check.fields.code.errors} />
        </check.fetcher.Form>
      ) : null}
      <send.fetcher.Form
        method="post"
        action={pathname}
        {...getFormProps(send.form)}
        className="mt-3 space-y-2"
      >
        <input type="hidden" name="intent" value="send_code" />
        <FormError id={send.form.errorId} errors={send.form.errors} />
        <button type="submit" disabled={send.busy} className={SECONDARY_BUTTON}>
          {send.busy ? "Sending…" : pending ? "Send a new code" : "Send code"}
        </button>
      </send.fetcher.Form>
    </div>
  );
}
