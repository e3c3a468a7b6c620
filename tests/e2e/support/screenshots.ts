import type { Page } from "@playwright/test";

/** The two widths every journey's pages are reviewed at: a laptop and a phone. */
const WIDTHS = [
  [1366, 900],
  [390, 844],
] as const;

/**
 * Screenshots `page` at 1366 and 390 px into `dir` as `{name}-{width}.png` (full length unless
 * `fullPage` is false), calling `after` at each width before the shot (to scroll, say), then
 * puts the viewport back to Playwright's default.
 */
export async function shootWidths(
  page: Page,
  dir: string,
  name: string,
  opts: { fullPage?: boolean; after?: () => Promise<void> } = {},
) {
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await opts.after?.();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: opts.fullPage ?? true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
