import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useLocation } from "react-router";
import { CloseIcon } from "../close-icon";
import { ForgotPasswordForm } from "./forgot-password-form";
import { type AuthView, SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const TITLES: Record<AuthView, string> = {
  login: "Login to Triphive",
  signup: "Create your account",
  forgot_password: "Reset your password",
};

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  socialProviders: readonly ("google" | "facebook")[];
}

/** The popup's content, loaded only when a visitor reaches for Login (see auth-popup.tsx). */
export default function AuthDialog({ open, onOpenChange, socialProviders }: AuthDialogProps) {
  const [view, setView] = useState<AuthView>("login");
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setView("login");
      }}
    >
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
              <CloseIcon />
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
