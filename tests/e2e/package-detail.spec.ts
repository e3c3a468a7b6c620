import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

/** The first packages of a listing, as its cards name and link them. */
async function packagesOf(page: Page, listing: string, count: number) {
  await page.goto(listing);
  // Each card has one link, "View {name}", stretched over the card.
  const links = page.locator('article[data-family] a[aria-label^="View "]');
  const all = await links.evaluateAll((els) =>
    els.map((a) => ({
      name: (a.getAttribute("aria-label") ?? "").replace(/^View /, ""),
      // Without the card's "?month=N" (the month its "from" price is for, decision 0218).
      href: (a.getAttribute("href") ?? "").split("?")[0] ?? "",
    })),
  );
  return all.slice(0, count);
}

test.describe("package detail: sections below the fold", () => {
  test("similar packages, flights banner, best time to visit and FAQs", async ({
    page,
    request,
  }) => {
    const [pkg] = await packagesOf(page, "/tour-packages/kerala", 1);
    if (!pkg) throw new Error("no Kerala package listed");
    await page.goto(`${pkg.href}?month=6`);

    const banner = page.locator("article img").first();
    await expect(banner).toHaveAttribute("alt", /, Kerala$/);
    await expect(banner).toHaveAttribute("width", "1500");
    const image = await request.get((await banner.getAttribute("src")) ?? "");
    expect(image.status()).toBe(200);
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const similar = page.getByRole("region", { name: "Similar packages in Kerala" });
    const similarLinks = similar.getByRole("link");
    await expect(similarLinks.first()).toBeVisible();
    expect(await similarLinks.count()).toBeLessThanOrEqual(4);
    await expect(similar.getByRole("link", { name: pkg.name, exact: true })).toHaveCount(0);
    await expect(similar.getByRole("img").first()).toHaveAttribute("alt", /Kerala$/);

    const flights = page.getByRole("link", { name: "Add flights to my request" });
    await expect(page.getByRole("heading", { name: "Need flights too?" })).toBeVisible();
    const href = new URL((await flights.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toBe("/requested_trips/new");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      destination: "kerala",
      // The month travels with its year (?month=6 is read as the next June).
      month: expect.stringMatching(/^\d{4}-06$/),
      package: pkg.href.split("/").pop(),
      flights: "required",
    });
    expect(Number(href.searchParams.get("days"))).toBeGreaterThan(0);

    const bestTime = page.getByRole("region", { name: "Best time to visit Kerala" });
    await expect(bestTime.getByRole("listitem")).toHaveCount(12);
    await expect(bestTime.getByRole("link", { name: /^June: / })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(bestTime.getByText("Lowest", { exact: true }).first()).toBeVisible();
    await expect(bestTime.getByRole("link", { name: /best weather/ }).first()).toBeVisible();

    const faqs = page.getByRole("region", { name: /frequently asked questions/ });
    await expect(faqs.locator("details").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Traveller reviews/ })).toBeVisible();
  });

  test("the deferred sections are in the HTML, readable without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [pkg] = await packagesOf(page, "/tour-packages/goa", 1);
    await page.goto(pkg?.href ?? "/");
    await expect(page.getByRole("heading", { name: "Similar packages in Goa" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Best time to visit Goa" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Goa: frequently asked/ })).toBeVisible();
    // Recently viewed lives in the browser's storage: nothing to show without a script.
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    await context.close();
  });

  test("recently viewed: after two packages, the third shows both", async ({ page }) => {
    const [first, second, third] = await packagesOf(page, "/tour-packages/goa", 3);
    if (!first || !second || !third) throw new Error("not enough Goa packages");

    for (const [i, pkg] of [first, second].entries()) {
      await page.goto(pkg.href);
      await hydrated(page);
      // The visit is stored once the page has hydrated.
      await page.waitForFunction(
        (n) => JSON.parse(localStorage.getItem("triphive.recently_viewed") ?? "[]").length === n,
        i + 1,
      );
    }
    await page.goto(third.href);
    await hydrated(page);
    // The section loads when scrolled near.
    await page.getByRole("heading", { name: /^Traveller reviews/ }).scrollIntoViewIfNeeded();
    const recent = page.getByRole("region", { name: "Recently viewed" });
    await expect(recent.getByRole("link", { name: second.name, exact: true })).toBeVisible();
    await expect(recent.getByRole("link", { name: first.name, exact: true })).toBeVisible();
    await expect(recent.getByRole("link", { name: third.name, exact: true })).toHaveCount(0);
    // Most recent first.
    await expect(recent.getByRole("listitem").first()).toContainText(second.name);
  });
});
