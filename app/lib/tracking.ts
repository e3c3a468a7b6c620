import { useEffect } from "react";
import { useLocation } from "react-router";
import { resetFlagCookie, serializeCookie } from "../../common/tracking-cookies";
import {
  DEFAULT_EVENT_CATEGORY,
  type EventProperties,
  PAGE_VIEWED_EVENT,
  SCROLL_DEPTH_EVENT,
  TRACKING_EVENTS_PATH,
  type TrackingEventName,
} from "../../common/tracking-events";
import type { TrackEventInput } from "../../common/tracking-input";
import { createInactivityClock, createScrollDepthTracker, scrollPercent } from "./tracking-logic";

/**
 * Records an analytics event for the current page. The server adds the session, page, funnel
 * and user from the cookies; a failure is dropped, never shown. Events wait for the page view
 * before them: its answer carries the session's cookies (decision 0153).
 */
export function trackEvent(
  name: TrackingEventName,
  properties?: EventProperties,
  options: { category?: string; referrer?: string } = {},
): void {
  try {
    const body: TrackEventInput = {
      name,
      category: options.category ?? DEFAULT_EVENT_CATEGORY[name],
      properties,
      page_path: window.location.pathname,
    };
    if (name === PAGE_VIEWED_EVENT) {
      body.page_query = window.location.search.slice(0, 2048);
      body.referrer = options.referrer?.slice(0, 2048) ?? "";
    }
    // The API client is not among the page's first scripts: it loads with the first event,
    // after hydration (decision 0240).
    const send = () =>
      import("./api").then(({ api }) => api.post(TRACKING_EVENTS_PATH, body)).catch(() => {});
    sending = sending.then(send);
  } catch {
    // Analytics must never break the page.
  }
}
// Events go out one after another, so a page view's cookies are in place for the next event.
let sending: Promise<unknown> = Promise.resolve();

/**
 * One 'Page Viewed' per navigation (the first render included): the page-view beacon. Pages
 * carry no Set-Cookie (they may come from a cache); this call moves the tracking session on.
 */
export function usePageViews(): void {
  const { key } = useLocation();
  useEffect(() => {
    if (key === lastPageView) return;
    // The document's referrer tells where the visit came from; later navigations are ours.
    const referrer = lastPageView === null ? document.referrer : "";
    lastPageView = key;
    trackEvent(PAGE_VIEWED_EVENT, undefined, { referrer });
  }, [key]);
}
// Module state on purpose: development's StrictMode runs effects twice.
let lastPageView: string | null = null;

/** 'Scroll Depth' at 25, 50 and 75 %, each once per page view (browsing §4). */
export function useScrollAnalytics(): void {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page view (key) starts afresh
  useEffect(() => {
    const tracker = createScrollDepthTracker();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const percent = scrollPercent({
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      });
      for (const depth of tracker.update(percent)) {
        trackEvent(SCROLL_DEPTH_EVENT, { percent: depth });
      }
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
}

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * After 30 minutes without activity, the next activity sets the reset flag cookie: the next
 * request that carries it (an event or a page) starts a new tracking session (decision 0032).
 */
export function useInactivityReset(): void {
  useEffect(() => {
    const clock = createInactivityClock(Date.now());
    const onActivity = () => {
      if (document.visibilityState === "hidden") return;
      if (clock.activity(Date.now())) {
        // biome-ignore lint/suspicious/noDocumentCookie: a plain flag; the Cookie Store API is not everywhere
        document.cookie = serializeCookie(resetFlagCookie(), {
          secure: window.location.protocol === "https:",
        });
      }
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    document.addEventListener("visibilitychange", onActivity);
    return () => {
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
      document.removeEventListener("visibilitychange", onActivity);
    };
  }, []);
}

/** Everything the site tracks on every page; mounted once in app/root.tsx. */
export function useTracking(): void {
  usePageViews();
  useScrollAnalytics();
  useInactivityReset();
}

/**
 * `useTracking` as a component that renders nothing: app/root.tsx mounts it once hydration is
 * done, so the tracking code is not among the page's first scripts (decision 0240).
 */
export function Tracking(): null {
  useTracking();
  return null;
}
