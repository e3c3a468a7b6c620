// The browser's tracking rules without the DOM, so they can be tested in Node.
import { INACTIVITY_MS } from "../../common/tracking-cookies";
import { SCROLL_DEPTH_THRESHOLDS, type ScrollDepth } from "../../common/tracking-events";

/**
 * How far down the page the reader has scrolled, as a percentage of the distance that can be
 * scrolled; null when the page fits in the window (there is nothing to scroll).
 */
export function scrollPercent(m: {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}): number | null {
  const scrollable = m.documentHeight - m.viewportHeight;
  if (!(scrollable > 0)) return null;
  return Math.min(100, Math.max(0, (m.scrollY / scrollable) * 100));
}

/** Scroll Depth thresholds crossed for the first time in one page view (browsing §4). */
export function createScrollDepthTracker(
  thresholds: readonly ScrollDepth[] = SCROLL_DEPTH_THRESHOLDS,
) {
  const fired = new Set<ScrollDepth>();
  return {
    /** The thresholds this position reaches that have not fired yet, smallest first. */
    update(percent: number | null): ScrollDepth[] {
      if (percent === null || Number.isNaN(percent)) return [];
      const reached = thresholds.filter((t) => percent >= t && !fired.has(t));
      for (const t of reached) fired.add(t);
      return reached;
    },
    reset() {
      fired.clear();
    },
  };
}

/**
 * The 30-minute inactivity timer (accounts §4, §9). Each activity reports whether it comes
 * after INACTIVITY_MS or more without any: then the tracking session must start again. It
 * compares clock times instead of waiting on a timer, which a sleeping laptop would hold up.
 */
export function createInactivityClock(startedAt: number, timeoutMs: number = INACTIVITY_MS) {
  let last = startedAt;
  return {
    activity(now: number): boolean {
      const idle = now - last >= timeoutMs;
      last = Math.max(last, now);
      return idle;
    },
  };
}
