import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INACTIVITY_MS } from "../../common/tracking-cookies";
import { createInactivityClock, createScrollDepthTracker, scrollPercent } from "./tracking-logic";

describe("scrollPercent", () => {
  it("measures the scrolled share of what can be scrolled", () => {
    const m = { viewportHeight: 800, documentHeight: 4800 };
    expect(scrollPercent({ ...m, scrollY: 0 })).toBe(0);
    expect(scrollPercent({ ...m, scrollY: 1000 })).toBe(25);
    expect(scrollPercent({ ...m, scrollY: 4000 })).toBe(100);
    // Overscroll (rubber-banding) stays within 0-100.
    expect(scrollPercent({ ...m, scrollY: -50 })).toBe(0);
    expect(scrollPercent({ ...m, scrollY: 4100 })).toBe(100);
  });

  it("has nothing to say about a page that fits in the window", () => {
    expect(scrollPercent({ scrollY: 0, viewportHeight: 900, documentHeight: 900 })).toBeNull();
    expect(scrollPercent({ scrollY: 0, viewportHeight: 900, documentHeight: 300 })).toBeNull();
  });
});

describe("createScrollDepthTracker", () => {
  it("fires 25, 50 and 75 once each, however the reader scrolls", () => {
    const tracker = createScrollDepthTracker();
    expect(tracker.update(10)).toEqual([]);
    expect(tracker.update(30)).toEqual([25]);
    expect(tracker.update(49.9)).toEqual([]);
    expect(tracker.update(20)).toEqual([]);
    expect(tracker.update(80)).toEqual([50, 75]);
    expect(tracker.update(100)).toEqual([]);
    expect(tracker.update(0)).toEqual([]);
    expect(tracker.update(100)).toEqual([]);
    expect(tracker.update(null)).toEqual([]);
  });

  it("starts afresh for the next page view", () => {
    const tracker = createScrollDepthTracker();
    expect(tracker.update(100)).toEqual([25, 50, 75]);
    tracker.reset();
    expect(tracker.update(60)).toEqual([25, 50]);
  });

  it("fires every threshold reached exactly once over any sequence of positions", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 50 }),
        (positions) => {
          const tracker = createScrollDepthTracker();
          const fired = positions.flatMap((p) => tracker.update(p));
          const deepest = Math.max(-1, ...positions);
          expect(fired).toEqual([25, 50, 75].filter((t) => deepest >= t).sort((a, b) => a - b));
          expect(new Set(fired).size).toBe(fired.length);
        },
      ),
    );
  });
});

describe("createInactivityClock", () => {
  it("reports the first activity after 30 minutes without any", () => {
    const clock = createInactivityClock(0);
    expect(clock.activity(INACTIVITY_MS - 1)).toBe(false);
    expect(clock.activity(2 * INACTIVITY_MS - 2)).toBe(false);
    expect(clock.activity(3 * INACTIVITY_MS - 2)).toBe(true);
    expect(clock.activity(3 * INACTIVITY_MS)).toBe(false);
  });

  it("is not fooled by a clock that goes back", () => {
    const clock = createInactivityClock(10 * INACTIVITY_MS);
    expect(clock.activity(0)).toBe(false);
    expect(clock.activity(11 * INACTIVITY_MS - 1)).toBe(false);
  });
});
