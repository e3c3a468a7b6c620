import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Reads a page asks for more than once in one request, answered once (issue 31: the agent's
 * lead page looked its agency up three times, the trip and the lead twice each, because each
 * module checks access itself). The app opens a memo for each GET and HEAD request only: a
 * loader reads, so a row read twice in one of them is the same row. Writes (POST and the rest,
 * whose actions run before the page's loaders) get no memo, so nothing read before a change is
 * served after it. Outside a memo (tests, jobs, CLIs) every call reads.
 */
const memo = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` with a memo of its own (server/app.ts, for each GET and HEAD request). */
export function withRequestMemo<T>(work: () => Promise<T>): Promise<T> {
  return memo.run(new Map(), work);
}

/**
 * `read()`'s answer, once per key and memo; a failed read is forgotten, so the next asker
 * reads again. Keys name the module and what is read: `agents.byUserId:<user id>`.
 */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const store = memo.getStore();
  if (!store) return read();
  const known = store.get(key);
  if (known) return known as Promise<T>;
  // A real promise (a Drizzle query would run again for every `then`).
  const reading = (async () => read())();
  store.set(key, reading);
  reading.catch(() => store.delete(key));
  return reading;
}
