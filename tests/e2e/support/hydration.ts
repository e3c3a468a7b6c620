import { expect, type Locator, type Page } from "@playwright/test";

// Before React hydrates, a server-rendered page shows its controls but nothing handles them: a
// filter ticked then changes the checkbox and nothing else. React Router sets
// `__reactRouterRouteModules` once the route modules have loaded, just before it hydrates.
// A page rendered through `React.lazy` (hotel listings, guides, weekend getaways: decision
// 0157) hydrates later still, one chunk request after that: its server markup stays in place,
// without handlers, until the chunk arrives. React marks each element it has hydrated with a
// `__reactFiber$…` property, so waiting for that mark on the control about to be used is exact.

/** Waits for the router's route modules, and for `element` (if given) to be hydrated by React. */
export async function hydrated(page: Page, element?: Locator) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  if (!element) return;
  await expect
    .poll(
      () => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))),
      {
        message: "the element is hydrated by React",
      },
    )
    .toBe(true);
}

/** Opens `url` and waits for its route modules (and for `element`, if given, to be hydrated). */
export async function openHydrated(page: Page, url: string, element?: Locator) {
  await page.goto(url);
  await hydrated(page, element);
}
