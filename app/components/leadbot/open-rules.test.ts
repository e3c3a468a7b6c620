import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTO_OPEN_PHASE_KEY,
  type AutoOpenPhase,
  createAutoOpener,
  type OpenTrigger,
  readPhase,
  writePhase,
} from "./open-rules";

function opener(phase?: AutoOpenPhase) {
  const opens: OpenTrigger[] = [];
  const phases: AutoOpenPhase[] = [];
  const o = createAutoOpener({
    phase,
    onOpen: (trigger) => opens.push(trigger),
    onPhaseChange: (p) => phases.push(p),
  });
  return { o, opens, phases };
}

describe("createAutoOpener", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens after 30 s on a page that allows it", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    vi.advanceTimersByTime(29_999);
    expect(opens).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opens).toEqual(["timer"]);
    expect(o.isOpen).toBe(true);
  });

  it("opens once the reader has scrolled 10% of the page, whichever comes first", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    vi.advanceTimersByTime(5_000);
    o.scroll(9.9);
    expect(opens).toEqual([]);
    o.scroll(10);
    expect(opens).toEqual(["scroll"]);
    // The 30 s timer was cancelled with it.
    vi.advanceTimersByTime(60_000);
    expect(opens).toEqual(["scroll"]);
  });

  it("ignores a page that cannot scroll", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    o.scroll(null);
    o.scroll(Number.NaN);
    expect(opens).toEqual([]);
  });

  it("opens again 90 s after the first close, or at 40% scroll, then never by itself", () => {
    const { o, opens, phases } = opener();
    o.setAllowed(true);
    o.scroll(12);
    expect(opens).toEqual(["scroll"]);
    o.close();
    expect(o.phase).toBe("again");
    expect(phases).toEqual(["again"]);

    o.scroll(39);
    vi.advanceTimersByTime(89_999);
    expect(opens).toEqual(["scroll"]);
    vi.advanceTimersByTime(1);
    expect(opens).toEqual(["scroll", "timer"]);

    o.close();
    expect(o.phase).toBe("done");
    o.scroll(10);
    o.scroll(90);
    vi.advanceTimersByTime(10 * 60_000);
    expect(opens).toEqual(["scroll", "timer"]);
  });

  it("the second opening can come from 40% scroll", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    vi.advanceTimersByTime(30_000);
    o.close();
    o.scroll(30);
    expect(opens).toEqual(["timer"]);
    o.scroll(40);
    expect(opens).toEqual(["timer", "scroll"]);
  });

  it("closing it below 40% and scrolling on reopens it; closing it further down needs a new crossing", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    o.scroll(60);
    o.close();
    // Already past 40% when closed: the next scroll tick must not reopen it.
    o.scroll(61);
    o.scroll(80);
    expect(opens).toEqual(["scroll"]);
    // Back above the threshold and down again is a new crossing.
    o.scroll(20);
    o.scroll(45);
    expect(opens).toEqual(["scroll", "scroll"]);
  });

  it("a new page starts its scroll position at the top", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    o.scroll(60);
    o.close();
    o.scroll(70);
    expect(opens).toEqual(["scroll"]);
    o.pageChanged();
    o.scroll(41);
    expect(opens).toEqual(["scroll", "scroll"]);
  });

  it("counts only the time spent on pages that allow it", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    vi.advanceTimersByTime(20_000);
    o.setAllowed(false);
    vi.advanceTimersByTime(5 * 60_000);
    expect(opens).toEqual([]);
    o.scroll(50);
    expect(opens).toEqual([]);
    o.setAllowed(true);
    vi.advanceTimersByTime(9_999);
    expect(opens).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opens).toEqual(["timer"]);
  });

  it("does not open by itself while the user has it open, and the user's close counts", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    o.open();
    vi.advanceTimersByTime(60_000);
    o.scroll(100);
    expect(opens).toEqual([]);
    o.close();
    expect(o.phase).toBe("again");
    vi.advanceTimersByTime(90_000);
    expect(opens).toEqual(["timer"]);
  });

  it("starts in the remembered phase", () => {
    const { o, opens } = opener("again");
    o.setAllowed(true);
    o.scroll(15);
    vi.advanceTimersByTime(30_000);
    expect(opens).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(opens).toEqual(["timer"]);

    const done = opener("done");
    done.o.setAllowed(true);
    done.o.scroll(100);
    vi.advanceTimersByTime(10 * 60_000);
    expect(done.opens).toEqual([]);
  });

  it("finishing the flow ends the automatic openings", () => {
    const { o, opens, phases } = opener();
    o.setAllowed(true);
    o.open();
    o.finish();
    o.close();
    vi.advanceTimersByTime(10 * 60_000);
    o.scroll(100);
    expect(opens).toEqual([]);
    expect(phases).toEqual(["done"]);
  });

  it("stops its timer when disposed", () => {
    const { o, opens } = opener();
    o.setAllowed(true);
    o.dispose();
    vi.advanceTimersByTime(60_000);
    o.scroll(50);
    expect(opens).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("remembered phase", () => {
  it("round-trips through storage and falls back to 'first'", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    expect(readPhase(storage)).toBe("first");
    writePhase(storage, "again");
    expect(map.get(AUTO_OPEN_PHASE_KEY)).toBe("again");
    expect(readPhase(storage)).toBe("again");
    map.set(AUTO_OPEN_PHASE_KEY, "bogus");
    expect(readPhase(storage)).toBe("first");
    expect(readPhase(undefined)).toBe("first");
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readPhase(broken)).toBe("first");
    expect(() => writePhase(broken, "done")).not.toThrow();
  });
});
