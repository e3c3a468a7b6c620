import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * A part of the page whose code the browser fetches apart from the page's first scripts
 * (decision 0240). The server renders it at once, like an eager import: its module is loaded on
 * the server as soon as this is called, so the HTML and the page cache do not change. In the
 * browser the part's Suspense boundary keeps that server HTML, as it is, until the chunk has
 * arrived and then hydrates it; a part that first appears on a client render shows `fallback`
 * meanwhile. `whenToLoad` delays the fetch (say, until the browser is idle after hydration):
 * React Router's script lists only static imports, so such a chunk is not among the page's
 * first-load scripts at all.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whenToLoad, fallback = null }: { whenToLoad?: () => Promise<void>; fallback?: ReactNode } = {},
) {
  let Loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      Loaded = component;
      return component;
    });
  const Lazy = lazy(async () => {
    if (whenToLoad) await whenToLoad();
    return { default: await preload() };
  });
  const onServer = typeof document === "undefined";
  if (onServer) void preload();
  function LazyPart(props: P) {
    // In the browser always the lazy one: switching to `Loaded` would remount the part.
    const Server = onServer ? Loaded : null;
    return (
      <Suspense fallback={fallback}>
        {Server ? <Server {...props} /> : <Lazy {...props} />}
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload });
}

let idle: Promise<void> | undefined;

/**
 * Resolves once the page has hydrated and the browser is idle (at most 2 s later), or at the
 * visitor's first tap, click, key or focus, whichever comes first. Called during hydration, it
 * waits for the commit first (a macrotask), so the chunk is never among hydration's requests.
 */
export function afterHydration(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, done, { capture: true, once: true });
    setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") {
        window.requestIdleCallback(done, { timeout: 2000 });
      } else {
        setTimeout(done, 200);
      }
    }, 0);
  });
  return idle;
}
