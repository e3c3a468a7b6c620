import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { type ReactNode, useRef, useState } from "react";

interface ConfirmSubmitProps {
  /** The question the dialog asks ("Accept this quote?"). */
  title: string;
  /** What happens when the user says yes. */
  description: ReactNode;
  /** The yes button ("Yes, accept"); it submits the form the trigger sits in. */
  confirmLabel: string;
  /** The no button: closes the dialog, nothing is sent. */
  cancelLabel?: string;
  /** Red yes button for what cannot be undone (decline, cancel). */
  danger?: boolean;
  disabled?: boolean;
  className?: string;
  /** The trigger's own label. */
  children: ReactNode;
}

const BUTTON =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2";

/**
 * A submit button that asks first (accept, decline, cancel, pay). Server-rendered it is the
 * plain submit button, so the form works without JavaScript; once hydrated, pressing it opens a
 * Radix AlertDialog instead (focus moves into it, Escape or the no button closes it and gives
 * focus back to the button, screen readers announce an alert dialog), whose yes button submits
 * the form the button sits in, so the form's own validation and fetcher still apply. The button
 * stays the same element throughout: a press never lands on a control being swapped.
 */
export function ConfirmSubmit({
  title,
  description,
  confirmLabel,
  cancelLabel = "Go back",
  danger = false,
  disabled,
  className,
  children,
}: ConfirmSubmitProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="submit"
        disabled={disabled}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </button>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/50" />
          <AlertDialog.Content
            className="fixed left-1/2 top-1/2 z-[71] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl focus:outline-none"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          >
            <AlertDialog.Title className="text-lg font-bold text-slate-900">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="mt-2 text-sm text-slate-700">{description}</div>
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel
                className={`${BUTTON} text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:ring-brand-600`}
              >
                {cancelLabel}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={`${BUTTON} text-white ${danger ? "bg-red-700 hover:bg-red-800 focus-visible:ring-red-700" : "bg-brand-700 hover:bg-brand-800 focus-visible:ring-brand-700"}`}
                onClick={() => button.current?.form?.requestSubmit()}
              >
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
