/**
 * The one signal that catalogue data (destinations, packages, prices, FAQs, rates) changed.
 * Whatever keeps catalogue-derived data in memory subscribes: the catalog memos, the listing
 * counts and the page cache. Every writer of catalogue tables calls `changed()` after its
 * transaction commits; today that is the seed (`seed/seed.ts`).
 *
 * The signal is per process. Other processes of a scaled-out deployment notice through their
 * caches' time to live (at most 5 minutes); see docs/decisions/0042.
 */
export interface CatalogChange {
  /** What changed, for the log: "seed", "reset", "package 12 updated" … */
  reason: string;
}

export type CatalogListener = (change: CatalogChange) => void;

export function createCatalogChanges() {
  const listeners = new Set<CatalogListener>();
  return {
    /** Returns the unsubscribe function. */
    subscribe(listener: CatalogListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(change: CatalogChange): void {
      for (const listener of listeners) listener(change);
    },
  };
}

export type CatalogChanges = ReturnType<typeof createCatalogChanges>;
