import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { hidesChatbot } from "../../../common/page-chrome";
import { detectPageType } from "../../../common/page-type";
import { PRODUCT_CONFIG, type ProductConfig } from "../../../common/product-config";
import type { Role } from "../../../common/roles";
import { scrollPercent } from "../../lib/tracking-logic";
import { type AutoOpener, createAutoOpener, readPhase, writePhase } from "./open-rules";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);
const ExitIntent = lazy(() => import("./exit-intent"));

export type OpenedBy = "timer" | "scroll" | "launcher";

/**
 * Phones, where the sheet opening by itself would take much of the screen: there it opens as a
 * compact prompt in the strip, and the sheet only when the reader taps it (decision 0205).
 */
const PHONE_QUERY = "(max-width: 639.98px)";

// Closed, the chatbot lives in a strip along the bottom of the screen whose height the page
// reserves (app.css), above any bar fixed to the bottom (bottom-bar.tsx): it never floats over
// the content (decision 0205).
const STRIP =
  "fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-30 flex h-[var(--chat-strip-height)] items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6";

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The lead chatbot's launcher and open rules (browsing §2), loaded after hydration by
 * `Leadbot` (leadbot.tsx); the conversation (Radix, the slider, the API calls) loads when it
 * first opens or when the launcher is hovered or focused.
 */
export default function LeadbotBody({
  role,
  config = PRODUCT_CONFIG,
}: {
  role: Role | null;
  config?: ProductConfig;
}) {
  const { pathname, key } = useLocation();
  const forTravellers = role === null || role === "traveller";
  const enabled = config.chatbot && forTravellers;
  const allowed = enabled && !hidesChatbot(pathname);
  const [open, setOpen] = useState(false);
  /** Opened by itself on a phone: the compact prompt shows instead of the panel. */
  const [prompt, setPrompt] = useState<OpenedBy | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [openedBy, setOpenedBy] = useState<OpenedBy>("launcher");
  const [mounted, setMounted] = useState(false);
  const opener = useRef<AutoOpener | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const store = sessionStore();
    const auto = createAutoOpener({
      phase: readPhase(store),
      onPhaseChange: (phase) => writePhase(store, phase),
      onOpen: (trigger) => {
        if (window.matchMedia(PHONE_QUERY).matches) {
          setPrompt(trigger);
          return;
        }
        setOpenedBy(trigger);
        setLoaded(true);
        setOpen(true);
      },
    });
    opener.current = auto;
    setMounted(true);
    return () => auto.dispose();
  }, []);

  useEffect(() => {
    opener.current?.setAllowed(allowed);
  }, [allowed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page view (key) starts at the top
  useEffect(() => {
    const auto = opener.current;
    if (!auto || !allowed) return;
    auto.pageChanged();
    let frame = 0;
    const measure = () => {
      frame = 0;
      auto.scroll(
        scrollPercent({
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        }),
      );
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, allowed]);

  const openByLauncher = () => {
    opener.current?.open();
    setOpenedBy("launcher");
    setPrompt(null);
    setLoaded(true);
    setOpen(true);
  };
  // Tapping the prompt is the reader asking for the panel: it takes the focus like the launcher.
  const expandPrompt = () => {
    setOpenedBy("launcher");
    setPrompt(null);
    setLoaded(true);
    setOpen(true);
  };
  const dismissPrompt = () => {
    setPrompt(null);
    opener.current?.close();
    requestAnimationFrame(() => launcher.current?.focus());
  };
  const preload = () => {
    void loadPanel();
  };

  // Client-only: it reacts to the pointer, and the server never renders it.
  const exitIntent =
    config.exitIntentPopup && forTravellers && mounted && !open ? (
      <Suspense fallback={null}>
        <ExitIntent pageType={detectPageType(pathname)} config={config} />
      </Suspense>
    ) : null;
  if (!enabled) return exitIntent;

  return (
    <>
      {exitIntent}
      <div hidden={!allowed} data-leadbot="">
        {/* Rendered once the open rules run (after hydration): before that it would be a button
            that does nothing, and from when it shows, its timer and scroll rule are counting. */}
        {!mounted || open ? null : (
          <div data-chat-strip="" className={STRIP}>
            <p className="mr-auto hidden text-sm text-slate-600 md:block">
              Planning a trip? Free quotes from up to 3 local experts.
            </p>
            {prompt ? (
              <>
                <button
                  type="button"
                  onClick={expandPrompt}
                  onPointerEnter={preload}
                  onFocus={preload}
                  aria-haspopup="dialog"
                  className="flex min-h-11 items-center gap-2 rounded-full bg-brand-700 py-2 pr-4 pl-3 text-left text-sm font-semibold text-white hover:bg-brand-800"
                >
                  <span aria-hidden="true">✈</span>
                  Plan my trip: free quotes
                </button>
                <button
                  type="button"
                  onClick={dismissPrompt}
                  aria-label="Not now"
                  className="grid h-11 w-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
                >
                  <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                    <path
                      d="m5 5 10 10M15 5 5 15"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </>
            ) : (
              <button
                ref={launcher}
                type="button"
                onClick={openByLauncher}
                onPointerEnter={preload}
                onFocus={preload}
                aria-haspopup="dialog"
                aria-expanded={false}
                className="flex min-h-11 items-center gap-2 rounded-full bg-brand-700 py-2 pr-5 pl-4 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-offset-4 motion-reduce:transition-none"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none">
                  <path
                    d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3 0-1.3-.6V16A2.5 2.5 0 0 1 4 13.5v-8Z"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                  <path
                    d="M8.5 9.5h7M8.5 12.5h4"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
                Plan my trip
              </button>
            )}
          </div>
        )}
        {loaded ? (
          <Suspense fallback={null}>
            <ChatPanel
              open={open && allowed}
              openedBy={openedBy}
              signedIn={role === "traveller"}
              onClose={(returnFocus) => {
                setOpen(false);
                opener.current?.close();
                if (returnFocus) {
                  // The launcher comes back with the next render.
                  requestAnimationFrame(() => launcher.current?.focus());
                }
              }}
              onFinished={() => {
                opener.current?.finish();
                setOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
