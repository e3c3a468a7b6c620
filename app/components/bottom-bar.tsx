import { type ReactNode, useEffect, useRef } from "react";

// Bars fixed to the bottom of the screen (the compare tray, the package page's call to action)
// hold actions; nothing may cover them, and they may cover nothing (decision 0205). Each bar
// publishes its height as --bottom-bar-height on <body>: the page pads itself by it, the
// chatbot's strip and sheet sit above it, and it stops where the chatbot's side panel begins.
// Before hydration app.css gives a bar's usual height.

const heights = new Map<HTMLElement, number>();

function publish() {
  const tallest = Math.max(0, ...heights.values());
  if (tallest) document.body.style.setProperty("--bottom-bar-height", `${tallest}px`);
  else document.body.style.removeProperty("--bottom-bar-height");
}

export function BottomBar({
  label,
  phoneOnly = false,
  children,
}: {
  label: string;
  /** Shown below the `lg` breakpoint only (where a page's side column has moved away). */
  phoneOnly?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // A bar hidden at this width (display: none) measures 0 and leaves no room.
      heights.set(el, el.getBoundingClientRect().height);
      publish();
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => {
      observer.disconnect();
      heights.delete(el);
      publish();
    };
  }, []);
  return (
    <aside
      ref={ref}
      aria-label={label}
      data-bottom-bar={phoneOnly ? "phone" : ""}
      className={`fixed bottom-0 left-0 right-[var(--chat-dock-side,0px)] z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-2xl backdrop-blur ${phoneOnly ? "lg:hidden" : ""}`}
    >
      {children}
    </aside>
  );
}
