import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { SignInInput } from "../../../common/auth-schemas";
import { useLocalePath } from "../../lib/locale";
import { FormError, SubmitButton, TextField, ViewLink } from "./fields";
import { useAuthForm } from "./use-auth-form";

export type AuthView = "login" | "signup" | "forgot_password";

interface SignInFormProps {
  nextUrl?: string;
  lastResult?: SubmissionResult<string[]> | null;
  socialProviders: readonly ("google" | "facebook")[];
  /** Inside the popup, links switch views instead of navigating. */
  onSwitch?: (view: AuthView) => void;
  notice?: string | null;
}

const PROVIDER_LABEL = {
  google: "Continue with Google",
  facebook: "Continue with Facebook",
} as const;

export function SignInForm({
  nextUrl,
  lastResult,
  socialProviders,
  onSwitch,
  notice,
}: SignInFormProps) {
  const localize = useLocalePath();
  const { fetcher, form, fields, busy } = useAuthForm("sign-in", SignInInput, lastResult);
  const switchTo = (view: AuthView) => onSwitch && (() => onSwitch(view));
  return (
    <div className="space-y-5">
      {notice ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {notice}
        </p>
      ) : null}
      {socialProviders.length ? (
        <div className="space-y-2">
          {socialProviders.map((provider) => (
            <a
              key={provider}
              href={`/browsing/v1/users/auth/${provider}${nextUrl ? `?next_url=${encodeURIComponent(nextUrl)}` : ""}`}
              className="flex w-full items-center justify-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
            >
              {PROVIDER_LABEL[provider]}
            </a>
          ))}
          <p className="flex items-center gap-3 text-xs uppercase text-slate-500">
            <span className="h-px flex-1 bg-slate-200" /> or{" "}
            <span className="h-px flex-1 bg-slate-200" />
          </p>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        action={localize("/users/sign_in")}
        {...getFormProps(form)}
        className="space-y-4"
      >
        <FormError id={form.errorId} errors={form.errors} />
        {nextUrl ? <input type="hidden" name="next_url" value={nextUrl} /> : null}
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="text-right text-sm">
          <ViewLink
            to={localize("/users/password/new")}
            onSwitch={switchTo("forgot_password")}
            className="text-brand-700 hover:underline"
          >
            Forgot password?
          </ViewLink>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Login
        </SubmitButton>
      </fetcher.Form>
      <p className="text-center text-sm text-slate-600">
        New to Triphive?{" "}
        <ViewLink
          to={localize(
            `/users/sign_up${nextUrl ? `?next_url=${encodeURIComponent(nextUrl)}` : ""}`,
          )}
          onSwitch={switchTo("signup")}
          className="font-semibold text-brand-700 hover:underline"
        >
          Sign up
        </ViewLink>
      </p>
    </div>
  );
}
