/**
 * A tiny per-process memo for read-mostly data (navigation, destination lists). It may be
 * dropped at any time, which is what keeps app processes stateless (DESIGN.md §1).
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let cached: { value: Promise<T>; expires: number } | undefined;
  return (): Promise<T> => {
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
}
