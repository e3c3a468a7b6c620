import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "./close-icon";

export interface ToastMessage {
  /** Unique per showing, so the same words twice in a row still show twice. */
  id: string;
  message: string;
  tone?: "success" | "error";
}

export const TOAST_DURATION_MS = 6_000;

interface ToastProps {
  toast: ToastMessage | null;
  duration?: number;
}

/**
 * A polite status message at the bottom of the screen (spec §4/§8 toasts). The live region is
 * always in the page so screen readers announce what appears in it. With JavaScript it hides
 * after `duration` (paused while pointed at or focused) and has a dismiss button; without, a
 * CSS animation hides it, so there is never a button that does nothing.
 */
export function Toast({ toast, duration = TOAST_DURATION_MS }: ToastProps) {
  const [shown, setShown] = useState<ToastMessage | null>(toast);
  const [scripted, setScripted] = useState(false);
  const [paused, setPaused] = useState(false);
  const lastId = useRef(toast?.id);

  useEffect(() => setScripted(true), []);

  useEffect(() => {
    if (toast && toast.id !== lastId.current) {
      lastId.current = toast.id;
      setShown(toast);
    }
  }, [toast]);

  useEffect(() => {
    if (!shown || paused) return;
    const timer = setTimeout(() => setShown(null), duration);
    return () => clearTimeout(timer);
  }, [shown, paused, duration]);

  const error = shown?.tone === "error";
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      // Above the bottom bars and the chatbot's strip or sheet, beside its side panel
      // (decision 0205): a toast never hides a bar's actions.
      className="pointer-events-none fixed bottom-[calc(var(--bottom-bar-height,0px)_+_var(--chat-dock-bottom,0px)_+_1rem)] left-0 right-[var(--chat-dock-side,0px)] z-[60] flex justify-center px-4"
    >
      {shown ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer while read is not an action (WCAG 2.2.1)
        <div
          key={shown.id}
          data-toast=""
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-xl ring-1 ${
            error
              ? "bg-rose-950 text-rose-50 ring-rose-900"
              : "bg-slate-900 text-white ring-slate-800"
          } ${scripted ? "animate-toast-in motion-reduce:animate-none" : "animate-toast-in-out"}`}
        >
          <span
            aria-hidden="true"
            className={`grid h-7 w-7 shrink-0 place-items-center rounded-full ${
              error ? "bg-rose-500/25 text-rose-200" : "bg-emerald-400/20 text-emerald-300"
            }`}
          >
            {error ? (
              <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a1 1 0 0 0-1 1v3.5a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 7a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z" />
              </svg>
            ) : (
              <svg
                viewBox="0 0 20 20"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                aria-hidden="true"
              >
                <path d="m5 10.5 3.2 3L15 7" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            )}
          </span>
          <p className="flex-1">{shown.message}</p>
          {scripted ? (
            <button
              type="button"
              onClick={() => setShown(null)}
              className="-mr-1 rounded-full p-1.5 text-white/70 hover:bg-white/10 hover:text-white"
              aria-label="Dismiss notification"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
