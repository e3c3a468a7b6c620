import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { ForgotPasswordInput } from "../../../common/auth-schemas";
import { MESSAGES } from "../../../common/messages";
import { useLocalePath } from "../../lib/locale";
import { FormError, TextField, ViewLink } from "./fields";
import type { AuthView } from "./sign-in-form";
import { useAuthForm } from "./use-auth-form";

function KeyIllustration() {
  return (
    <svg
      viewBox="0 0 120 90"
      className="mx-auto h-24 w-32"
      role="img"
      aria-label="A key over an envelope"
    >
      <rect
        x="14"
        y="26"
        width="92"
        height="56"
        rx="8"
        fill="#d7f2ec"
        stroke="#0a6258"
        strokeWidth="3"
      />
      <path d="M16 30 60 60l44-30" fill="none" stroke="#0a6258" strokeWidth="3" />
      <circle cx="84" cy="20" r="12" fill="#f8b04c" stroke="#d96f12" strokeWidth="3" />
      <circle cx="84" cy="20" r="4" fill="#fff" />
      <path
        d="M74 28 52 50l6 6M58 44l5 5"
        stroke="#d96f12"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

interface ForgotPasswordFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  /** In the popup, 'Return to Login' closes this view and goes back to the login view. */
  onSwitch?: (view: AuthView) => void;
}

export function ForgotPasswordForm({ lastResult, onSwitch }: ForgotPasswordFormProps) {
  const localize = useLocalePath();
  const {
    fetcher,
    form,
    fields,
    busy,
    lastResult: result,
  } = useAuthForm("forgot-password", ForgotPasswordInput, lastResult);
  const returnToLogin = (
    <ViewLink to={localize("/users/sign_in")} onSwitch={onSwitch && (() => onSwitch("login"))}>
      Return to Login
    </ViewLink>
  );
  if (result?.status === "success") {
    return (
      <div role="status" className="space-y-3 text-center">
        <KeyIllustration />
        <h2 className="text-xl font-bold text-slate-900">{MESSAGES.resetLinkSent}</h2>
        <p className="text-slate-600">
          If an account uses this email, a mail with a link to reset your password will arrive
          shortly. The link works for 30 minutes.
        </p>
        <p>{returnToLogin}</p>
      </div>
    );
  }
  return (
    <div className="space-y-5 text-center">
      <KeyIllustration />
      <h2 className="text-xl font-bold text-slate-900">Forgot your password?</h2>
      <p className="text-slate-600">We’ll email you a link to reset your Password.</p>
      <fetcher.Form
        method="post"
        action={localize("/users/password/new")}
        {...getFormProps(form)}
        className="space-y-4 text-left"
      >
        <FormError id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label="Email ID" type="email" autoComplete="email" />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Send Reset Link
        </button>
      </fetcher.Form>
      <p className="text-sm">{returnToLogin}</p>
    </div>
  );
}
