import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { axeViolations, horizontalOverflow } from "./support/page-checks";

// Destination guides (issue 13 item 1): from a package listing to the Goa guide, its places
// page 2, one category (which is the experience page), and how to reach with its map.

async function mapLoaded(page: Page, name: RegExp) {
  const map = page.getByRole("img", { name });
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await map.getAttribute("src");
  const svg = await page.request.get(src ?? "");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
}

test("a guide: places page 2, one category → experience, how to reach with a map", async ({
  page,
}) => {
  await page.goto("/tour-packages/goa");
  await page.getByRole("link", { name: "Goa travel guide" }).click();
  await expect(page).toHaveURL(/\/goa-tourism$/);
  await expect(page.getByRole("heading", { level: 1, name: "Goa Tourism" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hotels in Goa" })).toHaveAttribute(
    "href",
    "/hotels/goa",
  );
  expect.soft(await axeViolations(page)).toEqual([]);
  await hydrated(page);

  await page.getByRole("link", { name: /^All \d+ places to visit$/ }).click();
  await expect(page).toHaveURL(/\/goa-tourism\/places-to-visit$/);
  await expect(page.getByText(/^Showing 1–10 of \d+ places$/)).toBeVisible();
  // Each place links to its point on a map instead of printing its coordinates.
  const mapLinks = page.getByRole("link", { name: /on a map/ });
  await expect(mapLinks).toHaveCount(10);
  await expect(mapLinks.first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  );
  await expect(page.getByText(/\d+\.\d{4}, \d+\.\d{4}/)).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "2", exact: true })
    .click();
  await expect(page).toHaveURL(/\/goa-tourism\/places-to-visit\?page=2$/);
  await expect(page.getByText(/^Showing 11–\d+ of \d+ places$/)).toBeVisible();

  // Exactly one category and no city: the experience page of that category (t=ptv).
  const filters = page.locator("form:visible");
  await filters.getByLabel(/^Beaches & Islands/).check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/goa-tourism\/experience\/beaches-and-islands\?t=ptv$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Beaches & Islands in Goa" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Palolem Beach" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Guide sections" })
    .getByRole("link", { name: "How to reach" })
    .click();
  await expect(page).toHaveURL(/\/goa-tourism\/how-to-reach$/);
  await expect(page.getByRole("cell", { name: "GOI", exact: true })).toBeVisible();
  await mapLoaded(page, /Airports and stations near Goa/);
  await page.getByRole("link", { name: "Delhi", exact: true }).click();
  await expect(page).toHaveURL(/\/goa-tourism\/how-to-reach-from-delhi$/);
  await expect(page.getByText(/^Delhi to Panaji: 1,\d{3} km in a straight line\.$/)).toBeVisible();
  await mapLoaded(page, /Delhi to Goa/);
});

test("a city guide fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/kerala-tourism/munnar/places-to-visit");
  await expect(
    page.getByRole("heading", { level: 1, name: "Places to visit in Munnar, Kerala" }),
  ).toBeVisible();
  const { scrollWidth, culprits } = await horizontalOverflow(page, 390);
  expect(scrollWidth, culprits.join("\n")).toBeLessThanOrEqual(390);
});
