import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { LOGIN_PATH } from "../../../common/navigation";
import { useLocalePath } from "../../lib/locale";
import { ForgotPasswordForm } from "./forgot-password-form";
import { type AuthView, SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const TITLES: Record<AuthView, string> = {
  login: "Login to Triphive",
  signup: "Create your account",
  forgot_password: "Reset your password",
};

/**
 * The authentication popup (spec: login / signup / forgot_password, default login). Before
 * hydration the trigger is a plain link to the sign-in page; afterwards it opens the popup,
 * whose forms post to the same actions and come back to the current page.
 */
export function AuthPopup({
  socialProviders,
}: {
  socialProviders: readonly ("google" | "facebook")[];
}) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AuthView>("login");
  const location = useLocation();
  const localize = useLocalePath();
  const here = `${location.pathname}${location.search}`;
  const onPage = location.pathname.endsWith(LOGIN_PATH) || location.pathname.includes("/users/");
  const nextUrl = onPage ? undefined : here;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setView("login");
      }}
    >
      <Link
        to={localize(`${LOGIN_PATH}${nextUrl ? `?next_url=${encodeURIComponent(nextUrl)}` : ""}`)}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        Login
      </Link>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="mb-5 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-slate-900">{TITLES[view]}</Dialog.Title>
            <Dialog.Close
              className="rounded-full p-1 text-slate-500 hover:bg-slate-100"
              aria-label="Close"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                <path
                  d="M5 5l10 10M15 5 5 15"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>
          {view === "login" ? (
            <SignInForm nextUrl={here} socialProviders={socialProviders} onSwitch={setView} />
          ) : view === "signup" ? (
            <SignUpForm nextUrl={here} onSwitch={setView} />
          ) : (
            <ForgotPasswordForm onSwitch={setView} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
