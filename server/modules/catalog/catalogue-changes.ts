/**
 * The one signal that catalogue data (destinations, packages, prices, FAQs, rates) changed.
 * Whatever keeps catalogue-derived data in memory subscribes: the catalog memos, the listing
 * counts and the page cache. Every writer of catalogue tables calls `changed()` after its
 * transaction commits; today that is the seed (`seed/seed.ts`).
 *
 * The signal is per process. Other processes of a scaled-out deployment notice through their
 * caches' time to live (at most 5 minutes); see docs/decisions/0042.
 */
export interface CatalogueChange {
  /** What changed, for the log: "seed", "reset", "package 12 updated" … */
  reason: string;
}

export type CatalogueListener = (change: CatalogueChange) => void;

export function createCatalogueChanges() {
  const listeners = new Set<CatalogueListener>();
  return {
    /** Returns the unsubscribe function. */
    subscribe(listener: CatalogueListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(change: CatalogueChange): void {
      for (const listener of listeners) listener(change);
    },
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
