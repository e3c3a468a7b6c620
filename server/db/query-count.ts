import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the statements each request sends, for `Server-Timing` when `SERVER_TIMING=1`
 * (issue 31: a page's query count must not grow with its quotes, days or hotels). Drizzle's
 * logger calls `noteQuery` for every statement it prepares; outside a counted request the
 * call is one map lookup that finds nothing.
 */
const counter = new AsyncLocalStorage<{ queries: number }>();

export function noteQuery(): void {
  const store = counter.getStore();
  if (store) store.queries++;
}

/** Runs `work` and reports how many statements it (and what it awaited) sent. */
export async function countQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const store = { queries: 0 };
  const result = await counter.run(store, work);
  return { result, queries: store.queries };
}
