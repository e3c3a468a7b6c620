// Analytics events (browsing §3 "Analytics", §4 lead funnel and scroll analytics, §9). Constants
// only, so browser code can import them without bringing zod into the page bundle; the input
// schema is in common/tracking-input.ts.

/** The lead funnel, in order (browsing §4). */
export const FUNNEL_STEPS = [
  "Module Viewed",
  "First Question Answered",
  "Trip Created",
  "Flow Completed",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const SCROLL_DEPTH_EVENT = "Scroll Depth";
export const PAGE_VIEWED_EVENT = "Page Viewed";

export const TRACKING_EVENT_NAMES = [
  ...FUNNEL_STEPS,
  SCROLL_DEPTH_EVENT,
  PAGE_VIEWED_EVENT,
] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

/** Scroll analytics fire at these percentages of the page, each once per page view. */
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75] as const;
export type ScrollDepth = (typeof SCROLL_DEPTH_THRESHOLDS)[number];

/** The category an event gets when its sender names none. */
export const DEFAULT_EVENT_CATEGORY: Record<TrackingEventName, string> = {
  "Module Viewed": "lead_funnel",
  "First Question Answered": "lead_funnel",
  "Trip Created": "lead_funnel",
  "Flow Completed": "lead_funnel",
  "Scroll Depth": "scroll",
  "Page Viewed": "page",
};

export const EVENT_PROPERTIES_MAX_KEYS = 20;
/** UTF-8 bytes of the properties as JSON. */
export const EVENT_PROPERTIES_MAX_BYTES = 2048;
export const EVENT_PROPERTY_VALUE_MAX = 500;

export type EventPropertyValue = string | number | boolean | null;
export type EventProperties = Record<string, EventPropertyValue>;

export const TRACKING_EVENTS_PATH = "/browsing/v1/tracking/events";
