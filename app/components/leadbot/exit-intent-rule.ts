// The exit-intent popup's rule (browsing §2, §4, §9): shown once, only when the pointer leaves
// the page through its top edge (within 30 px of the top), only on the allowed page types, and
// only when the product configuration turns it on. No DOM types beyond EventTarget, so Node
// tests drive it with plain events.
import { EXIT_INTENT_PAGE_TYPES, type PageType } from "../../../common/page-type";
import type { ProductConfig } from "../../../common/product-config";

export const EXIT_INTENT_TOP_PX = 30;
export const EXIT_INTENT_SHOWN_KEY = "triphive.exit_intent.shown";

type ReadableStorage = Pick<Storage, "getItem">;

export function exitIntentShown(storage: ReadableStorage | undefined): boolean {
  try {
    return storage?.getItem(EXIT_INTENT_SHOWN_KEY) != null;
  } catch {
    // Without storage "once" cannot be kept: better never than on every page.
    return true;
  }
}

export function rememberExitIntentShown(storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(EXIT_INTENT_SHOWN_KEY, new Date().toISOString());
  } catch {
    // See exitIntentShown.
  }
}

/** Whether this page may arm the popup at all. */
export function exitIntentAllowed(input: {
  config: ProductConfig;
  pageType: PageType;
  storage: ReadableStorage | undefined;
}): boolean {
  return (
    input.config.exitIntentPopup &&
    EXIT_INTENT_PAGE_TYPES.has(input.pageType) &&
    !exitIntentShown(input.storage)
  );
}

/**
 * A pointer leaving the document (no element to go to) while near the top edge: heading for the
 * tabs, the address bar or the close button. Leaving through a side or the bottom does not count.
 */
export function isExitThroughTop(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget == null && event.clientY <= EXIT_INTENT_TOP_PX;
}

/** Calls `onExit` on the first exit through the top, then stops listening. */
export function watchExitIntent(target: EventTarget, onExit: () => void): () => void {
  const listener = (event: Event) => {
    const e = event as Event & { clientY?: number; relatedTarget?: unknown };
    if (typeof e.clientY !== "number") return;
    if (!isExitThroughTop({ clientY: e.clientY, relatedTarget: e.relatedTarget })) return;
    stop();
    onExit();
  };
  const stop = () => target.removeEventListener("mouseout", listener);
  target.addEventListener("mouseout", listener);
  return stop;
}
