// When the lead chatbot opens by itself (browsing §2, §9): after 30 s or at 10% scroll; once
// closed, again after 90 s or at 40% scroll; then never by itself. No DOM here: the widget
// feeds in scroll positions, page changes and open/close, and timers come from the caller, so
// tests drive it with fake timers.

export const CHATBOT_OPEN_RULES = {
  first: { afterMs: 30_000, scrollPercent: 10 },
  again: { afterMs: 90_000, scrollPercent: 40 },
} as const;

/** Which automatic opening comes next; 'done' after the second close (or a finished flow). */
export type AutoOpenPhase = "first" | "again" | "done";
export type OpenTrigger = "timer" | "scroll";

type TimerHandle = unknown;

export interface AutoOpenerOptions {
  onOpen: (trigger: OpenTrigger) => void;
  /** Told each time the phase moves, to remember it for the next full page load. */
  onPhaseChange?: (phase: AutoOpenPhase) => void;
  phase?: AutoOpenPhase;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
}

export interface AutoOpener {
  /**
   * Whether the current page may show the chatbot. Time spent where it is hidden does not
   * count towards the timer, so arriving on a page never pops it open at once.
   */
  setAllowed(allowed: boolean): void;
  /** The reader's scroll position on the current page, 0-100, or null when nothing scrolls. */
  scroll(percent: number | null): void;
  /** A new page: its scroll position starts at the top. */
  pageChanged(): void;
  /** The user opened it (launcher). */
  open(): void;
  /** The user closed it: the next phase begins, its timer from zero. */
  close(): void;
  /** The flow finished: no more automatic openings. */
  finish(): void;
  readonly phase: AutoOpenPhase;
  readonly isOpen: boolean;
  dispose(): void;
}

const NEXT_PHASE: Record<AutoOpenPhase, AutoOpenPhase> = {
  first: "again",
  again: "done",
  done: "done",
};

/**
 * A scroll threshold fires when the reader crosses it downwards while the chatbot waits, so
 * closing it far down the page does not reopen it on the next wheel tick: only scrolling back
 * above the threshold (or a new page) arms it again.
 */
export function createAutoOpener(options: AutoOpenerOptions): AutoOpener {
  const now = options.now ?? (() => Date.now());
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));

  let phase: AutoOpenPhase = options.phase ?? "first";
  let isOpen = false;
  let allowed = false;
  let disposed = false;
  /** Time already counted in this phase while the chatbot waited on an allowed page. */
  let elapsedMs = 0;
  let runningSince: number | null = null;
  let timer: TimerHandle | undefined;
  let lastPercent = 0;
  let armed = true;

  const rules = () => (phase === "first" ? CHATBOT_OPEN_RULES.first : CHATBOT_OPEN_RULES.again);
  const waiting = () => !disposed && allowed && !isOpen && phase !== "done";

  function stopClock() {
    if (runningSince !== null) elapsedMs += now() - runningSince;
    runningSince = null;
    if (timer !== undefined) cancel(timer);
    timer = undefined;
  }

  function startClock() {
    if (!waiting() || runningSince !== null) return;
    runningSince = now();
    timer = schedule(
      () => {
        timer = undefined;
        fire("timer");
      },
      Math.max(0, rules().afterMs - elapsedMs),
    );
  }

  function fire(trigger: OpenTrigger) {
    if (!waiting()) return;
    stopClock();
    isOpen = true;
    options.onOpen(trigger);
  }

  function setPhase(next: AutoOpenPhase) {
    stopClock();
    if (next !== phase) {
      phase = next;
      options.onPhaseChange?.(phase);
    }
    elapsedMs = 0;
    armed = phase !== "done" && lastPercent < rules().scrollPercent;
    startClock();
  }

  return {
    setAllowed(next) {
      if (next === allowed) return;
      allowed = next;
      if (allowed) startClock();
      else stopClock();
    },
    scroll(percent) {
      if (percent === null || Number.isNaN(percent)) return;
      lastPercent = percent;
      const threshold = rules().scrollPercent;
      if (percent < threshold) {
        armed = true;
      } else if (armed && waiting()) {
        armed = false;
        fire("scroll");
      }
    },
    pageChanged() {
      lastPercent = 0;
      armed = true;
    },
    open() {
      if (isOpen) return;
      stopClock();
      isOpen = true;
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      setPhase(NEXT_PHASE[phase]);
    },
    finish() {
      setPhase("done");
    },
    get phase() {
      return phase;
    },
    get isOpen() {
      return isOpen;
    },
    dispose() {
      stopClock();
      disposed = true;
    },
  };
}

export const AUTO_OPEN_PHASE_KEY = "triphive.chatbot.phase";

/** The phase remembered for this tab (sessionStorage), or 'first'. */
export function readPhase(storage: Pick<Storage, "getItem"> | undefined): AutoOpenPhase {
  try {
    const value = storage?.getItem(AUTO_OPEN_PHASE_KEY);
    return value === "again" || value === "done" ? value : "first";
  } catch {
    return "first";
  }
}

export function writePhase(storage: Pick<Storage, "setItem"> | undefined, phase: AutoOpenPhase) {
  try {
    storage?.setItem(AUTO_OPEN_PHASE_KEY, phase);
  } catch {
    // Private mode or storage full: the rules still hold for this page.
  }
}
