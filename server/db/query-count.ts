import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the statements each request sends, for `Server-Timing` when `SERVER_TIMING=1`
 * (issue 31: a page's query count must not grow with its quotes, days or hotels). Drizzle's
 * logger calls `noteQuery` for every statement it prepares; outside a counted request the
 * call is one map lookup that finds nothing.
 */
const counter = new AsyncLocalStorage<{ queries: number; statements?: string[] }>();

export function noteQuery(statement?: string): void {
  const store = counter.getStore();
  if (!store) return;
  store.queries++;
  if (store.statements && statement !== undefined) store.statements.push(statement);
}

/**
 * Runs `work` and reports how many statements it (and what it awaited) sent; with `keep`, their
 * text too (tests name the statements of a count that grew; never their parameters).
 */
export async function countQueries<T>(
  work: () => Promise<T>,
  { keep = false }: { keep?: boolean } = {},
): Promise<{ result: T; queries: number; statements: string[] }> {
  const store: { queries: number; statements?: string[] } = { queries: 0 };
  if (keep) store.statements = [];
  const result = await counter.run(store, work);
  return { result, queries: store.queries, statements: store.statements ?? [] };
}
