import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import {
  axeViolations,
  CLS_LIMIT,
  createTrip,
  cumulativeLayoutShift,
  DEMO,
  horizontalOverflow,
  listedPackages,
  recordLayoutShifts,
  signIn,
} from "./support/page-checks";

// Every page type on a phone (issue 15, items 16, 23 and 26): at 360 and 390 px nothing is
// wider than the screen; at 390 px the page's layout shift stays within CLS 0.1 and axe-core
// finds no serious or critical violation.

const PHONE_WIDTHS = [360, 390] as const;

interface PageType {
  name: string;
  /** Signs in if the page needs it and answers the path to open. */
  open: (page: Page) => Promise<string>;
}

const at = (path: string) => async () => path;

const PAGE_TYPES: PageType[] = [
  { name: "home", open: at("/") },
  { name: "listing", open: at("/tour-packages") },
  { name: "destination listing", open: at("/tour-packages/kerala") },
  {
    name: "package detail",
    open: async (page) => (await listedPackages(page.request))[0]?.share_url ?? "/",
  },
  {
    name: "compare packages",
    open: async (page) => {
      const [a, b] = await listedPackages(page.request);
      return `/comparepackages?ids=${a?.id},${b?.id}`;
    },
  },
  { name: "weekend getaways", open: at("/mktc/weekend-getaway-packages") },
  { name: "offers", open: at("/offers") },
  { name: "static page", open: at("/aboutus") },
  { name: "sign in", open: at("/users/sign_in") },
  { name: "sign up", open: at("/users/sign_up") },
  { name: "forgot password", open: at("/users/password/new") },
  { name: "request form", open: at("/requested_trips/new") },
  {
    name: "request landing",
    open: async (page) => {
      await signIn(page, DEMO.traveller);
      return `/requested_trips/${await createTrip(page.request)}`;
    },
  },
  {
    name: "traveller dashboard",
    open: async (page) => {
      await signIn(page, DEMO.traveller);
      return "/travellers/dashboard";
    },
  },
  {
    name: "agent dashboard",
    open: async (page) => {
      await signIn(page, DEMO.agent);
      return "/agents/dashboard";
    },
  },
  { name: "page not found", open: at("/page-not-found") },
  { name: "sitemap page", open: at("/sitemap/explore-travel-destination-kerala") },
];

test.use({ isMobile: true, hasTouch: true });

for (const type of PAGE_TYPES) {
  test(`${type.name} fits a phone, holds still and passes axe`, async ({ page }) => {
    const path = await type.open(page);
    await recordLayoutShifts(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      const { scrollWidth, culprits } = await horizontalOverflow(page, width);
      expect
        .soft(scrollWidth, `${path} at ${width}px: ${culprits.join("\n")}`)
        .toBeLessThanOrEqual(width);
    }
    // The last load was at 390 px.
    const { cls, shifts } = await cumulativeLayoutShift(page);
    expect.soft(cls, `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(CLS_LIMIT);
    expect.soft(await axeViolations(page), path).toEqual([]);
  });
}

// The header's menu labels ("Weekend getaways", "Holiday packages") wrapped onto two lines at
// 1366 px once the bell and the user menu took the place of Login.
test.describe("the header on a wide screen", () => {
  test.use({ isMobile: false, hasTouch: false });

  test("signed in, the menus and the user's name stay on one line from 1024 to 1366 px", async ({
    page,
  }) => {
    await signIn(page, DEMO.traveller);
    for (const width of [1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/tour-packages/kerala");
      const header = page.getByRole("banner");
      const lines = await header
        .locator("nav[aria-label='Main'] button, summary span:has-text('Hi,')")
        .evaluateAll((items) =>
          items.map((item) => {
            const style = getComputedStyle(item);
            const content =
              item.getBoundingClientRect().height -
              Number.parseFloat(style.paddingTop) -
              Number.parseFloat(style.paddingBottom);
            return Math.round(content / Number.parseFloat(style.lineHeight));
          }),
        );
      expect(lines.length, `${width}px`).toBeGreaterThan(5);
      expect(lines, `${width}px: lines per label`).toEqual(lines.map(() => 1));
      const { scrollWidth } = await horizontalOverflow(page, width);
      expect(scrollWidth, `${width}px`).toBeLessThanOrEqual(width);
    }
  });
});
