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

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The lead chatbot (browsing §2), mounted once in the root layout. Only the launcher and the
 * open rules ship with the page; the conversation (Radix, the slider, the API calls) loads when
 * it first opens or when the launcher is hovered or focused. Staff and agents never see it:
 * it collects travellers' trip requests.
 */
export function Leadbot({
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
    setLoaded(true);
    setOpen(true);
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
        {open ? null : (
          <button
            ref={launcher}
            type="button"
            onClick={openByLauncher}
            onPointerEnter={preload}
            onFocus={preload}
            aria-haspopup="dialog"
            aria-expanded={false}
            className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-brand-700 py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lg shadow-brand-900/25 transition hover:bg-brand-800 focus-visible:outline-offset-4 motion-reduce:transition-none sm:right-6 sm:bottom-6 [body:has([data-bottom-bar])_&]:bottom-36 sm:[body:has([data-bottom-bar])_&]:bottom-24"
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
