/**
 * The one signal that catalogue data (destinations, packages, prices, FAQs, rates) changed.
 * Whatever keeps catalogue-derived data in memory subscribes: the catalog memos, the listing
 * counts and facet index, agent cards, stories, the search index and the page cache. Every
 * writer of catalogue tables bumps the durable version in its transaction
 * (`bumpCatalogVersion`) and calls `changed()` after it commits.
 *
 * `changed()` is a change this process made; `received()` one that another process made,
 * heard through the broadcast (catalog-broadcast.ts) or caught up from the durable version.
 * Listeners hear both; what must happen once per change (the CDN purge, the search index
 * rebuild) happens where `origin` is "local" (docs/decisions/0199).
 */
export interface CatalogChange {
  /** What changed, for the log: "seed", "reset", "package 12 edited" … */
  reason: string;
  /** The durable catalogue version after the change, when the writer knows it. */
  version?: number;
  /** The packages it touched, when it was an edit of a few (the search index refills those). */
  packages?: number[];
  /**
   * Only how pages look changed (a photo was set or removed): caches of pages drop their copies,
   * the search index is not refilled (decision 0219).
   */
  looks?: boolean;
  /** Set by the signal: "local" from `changed()`, "remote" from `received()`. */
  origin?: "local" | "remote";
}

export type CatalogListener = (change: CatalogChange) => void;

export function createCatalogChanges(options: { onListenerError?: (error: unknown) => void } = {}) {
  const listeners = new Set<CatalogListener>();
  const notify = (change: CatalogChange) => {
    for (const listener of listeners) {
      // One failing cache must not keep the others from dropping their data.
      try {
        listener(change);
      } catch (error) {
        options.onListenerError?.(error);
      }
    }
  };
  return {
    /** Returns the unsubscribe function. */
    subscribe(listener: CatalogListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** This process changed the catalogue (after the commit). */
    changed(change: CatalogChange): void {
      notify({ ...change, origin: "local" });
    },
    /** Another process changed it. */
    received(change: CatalogChange): void {
      notify({ ...change, origin: "remote" });
    },
  };
}

export type CatalogChanges = ReturnType<typeof createCatalogChanges>;
