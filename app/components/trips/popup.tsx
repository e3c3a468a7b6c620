import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useId, useRef } from "react";
import { CloseIcon } from "../close-icon";

export const POPUPS = ["editPref", "contactDetails", "cancel"] as const;
export type PopupName = (typeof POPUPS)[number];

export function isPopupName(value: unknown): value is PopupName {
  return typeof value === "string" && (POPUPS as readonly string[]).includes(value);
}

/** Where a popup lives without JavaScript: this page with `?popup=name`. */
export const popupHref = (name: PopupName) => `?popup=${name}`;

interface PopupLinkProps {
  name: PopupName;
  onOpen: (name: PopupName) => void;
  className?: string;
  children: ReactNode;
}

/**
 * Opens a popup. Before hydration (or without JavaScript) it is a plain link to the page with
 * the popup open, rendered by the server; afterwards it opens the dialog in place.
 */
export function PopupLink({ name, onOpen, className, children }: PopupLinkProps) {
  return (
    <a
      href={popupHref(name)}
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(name);
      }}
    >
      {children}
    </a>
  );
}

interface CloseLinkProps {
  /** The page without the popup, for browsers without JavaScript. */
  href: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  label?: string;
}

/** Closes the popup in place, or goes back to the page without it when there is no script. */
export function CloseLink({ href, onClose, className, children, label }: CloseLinkProps) {
  return (
    <a
      href={href}
      aria-label={label}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </a>
  );
}

interface PopupProps {
  open: boolean;
  onClose: () => void;
  closeHref: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog (Radix: focus trap, Escape, outside click, hiding the rest of the page from
 * assistive technology). It renders in place rather than in a portal so that the server can
 * send it already open to a browser without JavaScript; open state belongs to the page.
 */
export function Popup({
  open,
  onClose,
  closeHref,
  title,
  description,
  children,
  wide,
}: PopupProps) {
  const titleId = useId();
  const descriptionId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/55 backdrop-blur-[2px]" />
      <Dialog.Content
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-modal="true"
        onOpenAutoFocus={(event) => {
          returnFocus.current = document.activeElement as HTMLElement | null;
          // A preselected choice (the cancel modal's reason) is where the keyboard should start.
          const checked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            "input:checked",
          );
          if (checked) {
            event.preventDefault();
            checked.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          // Back to what opened it, if it is still on the page.
          event.preventDefault();
          if (returnFocus.current?.isConnected) returnFocus.current.focus();
        }}
        className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[88vh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl ${
          wide ? "sm:w-[min(40rem,calc(100vw-2rem))]" : "sm:w-[min(30rem,calc(100vw-2rem))]"
        }`}
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-100 bg-white/95 px-6 pb-4 pt-5 backdrop-blur">
          <div>
            <Dialog.Title id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </Dialog.Title>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <CloseLink
            href={closeHref}
            onClose={onClose}
            label="Close"
            className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <CloseIcon />
          </CloseLink>
        </div>
        <div className="px-6 pb-6 pt-4">{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
