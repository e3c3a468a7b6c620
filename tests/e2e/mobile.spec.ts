import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { listedPackages } from "./support/page-checks";

// Browsing on a phone (issue 15, #24): results before filters, the filters in a sheet that
// opens from a button (with and without JavaScript), and the package page's call to action
// always on screen.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const firstCard = (page: Page) => page.locator("article[data-family]").first();

test.describe("listing filters on a phone", () => {
  test("the first package is on the first screen; the filters open as a sheet and stay open while they apply", async ({
    page,
  }) => {
    await page.goto("/tour-packages");
    const opener = page.getByRole("link", { name: "Filters" });
    // A click before React handles the link would follow it (the no-JavaScript sheet).
    await hydrated(page, opener);
    await expect(firstCard(page)).toBeInViewport();
    const filters = page.getByRole("form", { name: "Filter packages" });
    await expect(filters).toBeHidden();

    await opener.click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole("heading", { name: "Filters" })).toBeFocused();
    const box = await filters.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);

    // A change updates the results behind the sheet, which stays open.
    await filters.getByText("4 Star", { exact: false }).first().click();
    await expect(page).toHaveURL(/hotel_ratings/);
    await expect(filters).toBeVisible();

    await filters.getByRole("button", { name: "Show results" }).click();
    await expect(filters).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
  });

  test("without JavaScript the Filters link opens the sheet and Apply filters posts it", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/tour-packages");
    const filters = page.getByRole("form", { name: "Filter packages" });
    await expect(filters).toBeHidden();
    await page.getByRole("link", { name: "Filters" }).click();
    await expect(filters).toBeVisible();
    await filters.getByText("4 Star", { exact: false }).first().click();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/hotel_ratings/);
    await expect(filters).toBeHidden();
    await expect(firstCard(page)).toBeInViewport();
    await context.close();
  });
});

test.describe("package page on a phone", () => {
  test("Get quotes stays on screen wherever the reader is", async ({ page }) => {
    const [pkg] = await listedPackages(page.request);
    await page.goto(pkg?.share_url ?? "/");
    await hydrated(page);
    const cta = page
      .getByRole("complementary", { name: "Get quotes" })
      .getByRole("link", { name: "Get quotes" });
    await expect(cta).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cta).toBeInViewport();
    expect(new URL((await cta.getAttribute("href")) ?? "", "http://x").pathname).toBe(
      "/requested_trips/new",
    );
    // The last of the page is not hidden under the bar.
    const footer = page.getByRole("contentinfo");
    const [bar, end] = await Promise.all([
      page.getByRole("complementary", { name: "Get quotes" }).boundingBox(),
      footer.boundingBox(),
    ]);
    expect(bar && end && end.y + end.height).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
  });

  test("on a wide screen the price box holds the call to action and no bar shows", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const [pkg] = await listedPackages(page.request);
    await page.goto(pkg?.share_url ?? "/");
    await expect(page.getByRole("link", { name: "Get quotes for this trip" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Get quotes" })).toBeHidden();
    await context.close();
  });
});
