import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

// Issue 13: universal search from the header, the results page, a blog article and the
// testimonials' second page. Screenshots land in test-results/ when SEARCH_SHOTS is set.
const shot = async (page: Page, name: string) => {
  if (process.env.SEARCH_SHOTS) {
    await page.screenshot({ path: `test-results/search-shots/${name}.png` });
  }
};

test.describe("universal search and content pages", () => {
  test("header suggestions → Munnar; results of several kinds; a blog; testimonials page 2", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const box = page
      .getByRole("search", { name: "Site search", exact: true })
      .getByRole("combobox", { name: "Search destinations, places and packages" });
    await box.fill("munar");
    // Munnar is one place (decision 0208): the destination comes first and opens its guide.
    const option = page.getByRole("option", { name: /^Munnar/ }).first();
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await shot(page, "header-suggestions-1366");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
    await option.click();
    await expect(page).toHaveURL(/\/munnar-tourism$/);

    await page.goto("/search_results?q=goa%20beach");
    const heading = page.getByRole("heading", { level: 1, name: /results? for “goa beach”/ });
    await expect(heading).toBeVisible();
    // The heading counts the rows listed (decision 0200), not every match: the best matches
    // and each kind's rows, every result once (decision 0208).
    const listed = await page
      .locator("section[aria-labelledby='best-matches'] > ul > li, section[id] > ul > li")
      .count();
    await expect(heading).toHaveText(new RegExp(`^${listed} results? for`));
    await expect(page.locator("#package").getByRole("heading", { level: 2 })).toHaveText(
      "Holiday packages",
    );
    expect(
      await page.getByRole("navigation", { name: "Result kinds" }).getByRole("link").count(),
    ).toBeGreaterThanOrEqual(2);
    await shot(page, "search-results-1366");

    await page.goto("/blogs");
    await page.getByRole("heading", { level: 2 }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "When to go" })).toBeVisible();
    await shot(page, "blog-article-1366");

    await page.goto("/testimonials/kerala");
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/\/testimonials\/kerala\?page=2$/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await shot(page, "testimonials-page2-1366");
  });

  test("the header search keeps what was typed before the page's script ran", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // Hold the page's scripts until the visitor has typed: the server-rendered field takes the
    // text, and hydration must keep it (decision 0200).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const box = page
      .getByRole("search", { name: "Site search", exact: true })
      .getByRole("combobox", { name: "Search destinations, places and packages" });
    await box.pressSequentially("munnar");
    release();
    await hydrated(page, box);
    await expect(box).toHaveValue("munnar");
    await expect(page.getByRole("option", { name: /^Munnar/ }).first()).toBeVisible();
  });

  test("on a 390 px phone the search icon opens a full-width field", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("banner").locator("summary", { hasText: "Search" }).click();
    const box = page.getByRole("search", { name: "Site search (mobile)" }).getByRole("combobox");
    await box.fill("cochin");
    await expect(page.getByRole("option", { name: /^Kochi/ }).first()).toBeVisible();
    const width = (await box.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(300);
    await shot(page, "header-suggestions-390");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search_results\?q=cochin/);
    await shot(page, "search-results-390");
    await page.goto("/testimonials/kerala?page=2");
    await shot(page, "testimonials-390");
  });
});
