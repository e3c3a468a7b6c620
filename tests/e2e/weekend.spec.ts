import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const values = (url: URL, key: string) => url.searchParams.getAll(key);

/** Opens a menu of the header's main navigation and returns the navigation. */
async function openMenu(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await nav.getByRole("button", { name }).focus();
  return nav;
}

test.describe("weekend getaways", () => {
  test("campaign page → a filter → page 2 → places near a city → a theme", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await (await openMenu(page, "Weekend getaways"))
      .getByRole("link", { name: "All weekend getaways" })
      .click();
    await expect(page).toHaveURL(/\/mktc\/weekend-getaway-packages$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Weekend Getaway Packages from Delhi" }),
    ).toBeVisible();
    await expect(page.getByText(/^Showing 1-20 of \d+ getaways$/)).toBeVisible();

    // Each card offers the weekend form with the getaway filled in.
    const plan = page.getByRole("link", { name: /^Plan this getaway: / }).first();
    const href = new URL((await plan.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toBe("/requested_trips/weekend");
    expect(href.searchParams.get("from_loc")).toBe("Delhi");
    expect(href.searchParams.get("trip_origin_product")).toBe("weekend");
    expect(Number(href.searchParams.get("days"))).toBeLessThanOrEqual(4);
    expect(href.searchParams.get("destination")).toMatch(/^[a-z0-9-]+$/);
    expect(href.searchParams.get("package")).toMatch(/^[a-z0-9-]+$/);

    const filters = page.getByRole("form", { name: "Filter weekend getaways" });
    await filters.getByLabel("Hill Station").check();
    await expect(page).toHaveURL((url) => values(url, "trip_types[]").includes("Hill Station"));
    await expect(filters.getByLabel("Hill Station")).toBeChecked();
    await expect(page.getByText(/^Showing 1-\d+ of \d+ getaways$/)).toBeVisible();

    await filters.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/mktc\/weekend-getaway-packages$/);
    await expect(filters.getByLabel("Hill Station")).not.toBeChecked();
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "2", exact: true })
      .click();
    await expect(page).toHaveURL(/\/mktc\/weekend-getaway-packages\/page\/2$/);
    await expect(page.getByText(/^Showing 21-\d+ of \d+ getaways$/)).toBeVisible();

    // The weekend strip filters by one of the next four weekends.
    await page
      .getByRole("region", { name: "Plan for a weekend" })
      .getByRole("link", { name: /Next weekend/ })
      .click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/mktc/weekend-getaway-packages" &&
        values(url, "weekend_number[]").join() === "2",
    );
    await expect(filters.getByLabel(/Next weekend/)).toBeChecked();

    await (await openMenu(page, "Weekend getaways"))
      .getByRole("link", { name: "Weekend getaways near Mumbai" })
      .click();
    await expect(page).toHaveURL(/\/places-near\/mumbai$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Weekend Getaways near Mumbai" }),
    ).toBeVisible();
    await expect(page.getByText(/About \d+ km from Mumbai/).first()).toBeVisible();

    await (await openMenu(page, "Themes")).getByRole("link", { name: "Hill stations" }).click();
    await expect(page).toHaveURL(/\/hill-station-places$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Hill Stations near Delhi" }),
    ).toBeVisible();
    await page
      .getByRole("navigation", { name: "Start from" })
      .getByRole("link", { name: "Pune" })
      .click();
    await expect(page).toHaveURL(/\/hill-station-places\/near-pune$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Hill Stations near Pune" }),
    ).toBeVisible();
  });

  test("the same filters and pages work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/places-near/delhi");
    const filters = page.getByRole("form", { name: "Filter weekend getaways" });
    await filters.getByLabel("3 days, 2 nights").check();
    await filters.getByLabel("Less than 10,000").check();
    await filters.getByLabel("Sort by").selectOption("distance_near_to_far");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/places-near/delhi" &&
        values(url, "days[]").includes("3") &&
        values(url, "price_ranges[]").includes("0-10000") &&
        url.searchParams.get("sort_by") === "distance_near_to_far",
    );
    await expect(filters.getByLabel("3 days, 2 nights")).toBeChecked();
    await expect(filters.getByLabel("Sort by")).toHaveValue("distance_near_to_far");
    const distances = await page.getByText(/^About \d+ km from Delhi$/).allTextContents();
    const kms = distances.map((t) => Number(t.match(/\d+/)?.[0]));
    expect(kms.length).toBeGreaterThan(0);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));

    await page.goto("/hill-station-places");
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/hill-station-places\/page\/2$/);
    await expect(page.getByText(/^Showing 21-\d+ of \d+ getaways$/)).toBeVisible();
    await context.close();
  });

  test("invalid weekend and sitemap shapes go to the error page", async ({ request }) => {
    for (const path of [
      "/mktc/weekend-getaway-packages/page/abc",
      "/mktc/weekend-getaway-packages/page",
      "/mktc/weekend-getaway-packages/a/b/c/d",
      "/mktc/weekend-getaway-packages/from-atlantis",
      "/places-near/atlantis",
      "/places-near/delhi/x/y",
      "/places-near/delhi/page/x",
      "/beach-places",
      "/hill-station-places/near-mumbai/page/2/3",
      "/in-en/places-near/delhi/page/abc",
      "/sitemap/explore-x",
      "/sitemap/explore-5-days-beach-packages-in-india",
      "/sitemap/explore-travel-destination-atlantis",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe("/page-not-found");
    }
    const aliases: [string, string][] = [
      ["/mktc/weekend-getaway-packages/page/1", "/mktc/weekend-getaway-packages"],
      ["/mktc/weekend-getaway-packages/from-delhi", "/mktc/weekend-getaway-packages"],
      ["/places-near/bangalore", "/places-near/bengaluru"],
      ["/hill-station-Places", "/hill-station-places"],
    ];
    for (const [loose, canonical] of aliases) {
      const res = await request.get(loose, { maxRedirects: 0 });
      expect(res.status(), loose).toBe(301);
      expect(res.headers().location, loose).toBe(canonical);
    }
    const api = await request.get("/browsing/v1/weekend_getaways?page=abc");
    expect(api.status()).toBe(400);
  });

  test("weekend and sitemap pages come from the page cache", async ({ request }) => {
    for (const path of ["/places-near/pune", "/sitemap/explore-travel-destination-goa"]) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()["x-page-cache"], path).toBe("HIT");
    }
  });

  test("sitemap pages link a destination's listings and packages", async ({ page }) => {
    await page.goto("/sitemap/explore-travel-destination-kerala");
    await expect(
      page.getByRole("heading", { level: 1, name: "Explore Kerala: All Listings and Packages" }),
    ).toBeVisible();
    await page.getByRole("link", { name: /^Kerala Honeymoon Packages \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/honeymoon-packages\/kerala$/);

    await page.goto("/sitemap/explore-5-days-honeymoon-packages-in-india");
    await expect(
      page.getByRole("heading", { level: 1, name: "5 Days Honeymoon Packages in India" }),
    ).toBeVisible();
    await page.getByRole("link", { name: /^Browse 5 Days India Honeymoon Packages/ }).click();
    await expect(page).toHaveURL(/\/explore-5-days-honeymoon-packages\/india$/);
  });
});
