/**
 * A tiny per-process memo for read-mostly data (navigation, destination lists). It may be
 * dropped at any time, which is what keeps app processes stateless (DESIGN.md §1); `clear()`
 * drops it at once, for when the data is known to have changed.
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let cached: { value: Promise<T>; expires: number } | undefined;
  const get = (): Promise<T> => {
    const t = now();
    if (!cached || cached.expires <= t) {
      const value = load();
      cached = { value, expires: t + ttlMs };
      // A failed load must not be remembered.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
  return Object.assign(get, {
    clear() {
      cached = undefined;
    },
  });
}

export interface LoadingCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * A bounded map of promises with a time to live: the memo for data keyed by request
 * parameters (listing counts per filter set). Concurrent callers of a missing key share one
 * load; a failed load is forgotten; `clear()` drops everything when the data changes.
 */
export function createLoadingCache<T>(options: LoadingCacheOptions) {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes it a least-recently-used list.
  const entries = new Map<string, { value: Promise<T>; expires: number }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const t = now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > t) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { value, expires: t + options.ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** A load still running keeps its callers; later callers start afresh. */
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type LoadingCache<T> = ReturnType<typeof createLoadingCache<T>>;
