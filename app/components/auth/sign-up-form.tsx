import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Link } from "react-router";
import { SignUpInput } from "../../../common/auth-schemas";
import { DEFAULT_DIAL_CODE, DIAL_CODES } from "../../../common/dial-codes";
import { useLocalePath } from "../../lib/locale";
import { FieldError, FormError, SubmitButton, TextField, ViewLink } from "./fields";
import type { AuthView } from "./sign-in-form";
import { useAuthForm } from "./use-auth-form";

interface SignUpFormProps {
  nextUrl?: string;
  /** Present when the visitor arrived through a referral link: the code field shows, filled in. */
  referralCode?: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  onSwitch?: (view: AuthView) => void;
}

export function SignUpForm({ nextUrl, referralCode, lastResult, onSwitch }: SignUpFormProps) {
  const localize = useLocalePath();
  const {
    fetcher,
    form,
    fields,
    busy,
    lastResult: result,
  } = useAuthForm("sign-up", SignUpInput, lastResult, {
    referer_code: referralCode ?? undefined,
  });
  const sent = result?.status === "success";
  if (sent) {
    return (
      <div role="status" className="space-y-3 text-center">
        <h2 className="text-xl font-bold text-slate-900">Check your inbox</h2>
        <p className="text-slate-600">
          We have sent a link to activate your account. Open it to finish signing up; it works for
          24 hours.
        </p>
        <p className="text-sm text-slate-500">
          Already activated?{" "}
          <Link
            to={localize("/users/sign_in")}
            className="font-semibold text-brand-700 hover:underline"
          >
            Login
          </Link>
        </p>
      </div>
    );
  }
  const tnc = getInputProps(fields.tnc, { type: "checkbox" });
  return (
    <div className="space-y-5">
      <fetcher.Form
        method="post"
        action={localize("/users/sign_up")}
        {...getFormProps(form)}
        className="space-y-4"
      >
        <FormError id={form.errorId} errors={form.errors} />
        {nextUrl ? <input type="hidden" name="next_url" value={nextUrl} /> : null}
        <TextField field={fields.name} label="Full name" type="text" autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <div className="grid grid-cols-[7.5rem_1fr] gap-2">
          <div>
            <label
              htmlFor={fields.isd_code.id}
              className="block text-sm font-medium text-slate-700"
            >
              Code
            </label>
            <select
              {...getSelectProps(fields.isd_code)}
              defaultValue={String(fields.isd_code.initialValue ?? DEFAULT_DIAL_CODE)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-2 text-slate-900"
            >
              {DIAL_CODES.map((d) => (
                <option key={`${d.iso2}-${d.code}`} value={d.code}>
                  {d.iso2.toUpperCase()} {d.code}
                </option>
              ))}
            </select>
            <FieldError id={fields.isd_code.errorId} errors={fields.isd_code.errors} />
          </div>
          <TextField
            field={fields.phone_no}
            label="Mobile/Contact No."
            type="tel"
            autoComplete="tel-national"
          />
        </div>
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={
            <p className="mt-1 text-xs text-slate-500">
              At least 6 characters; avoid common passwords.
            </p>
          }
        />
        <TextField
          field={fields.password_confirmation}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        {referralCode ? (
          <TextField field={fields.referer_code} label="Referral code" type="text" />
        ) : null}
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              {...tnc}
              key={tnc.key}
              defaultChecked={
                fields.tnc.initialValue !== undefined ? Boolean(fields.tnc.initialValue) : true
              }
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>
              I agree to the{" "}
              <Link to={localize("/tnc")} className="text-brand-700 underline">
                Terms
              </Link>{" "}
              and the{" "}
              <Link to={localize("/privacy")} className="text-brand-700 underline">
                Privacy policy
              </Link>
              .
            </span>
          </label>
          <FieldError id={fields.tnc.errorId} errors={fields.tnc.errors} />
        </div>
        <SubmitButton busy={busy} busyLabel="Creating your account…">
          Sign up
        </SubmitButton>
      </fetcher.Form>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <ViewLink to={localize("/users/sign_in")} onSwitch={onSwitch && (() => onSwitch("login"))}>
          Login
        </ViewLink>
      </p>
    </div>
  );
}
