import { expect, test } from "@playwright/test";

test.describe("error behaviour", () => {
  test("unmatched paths answer 302 to /page-not-found", async ({ request }) => {
    for (const path of [
      "/no/such/page",
      "/in-en/no/such/page",
      "/zz-fr",
      "/xx-fr/tnc",
      "/definitely-not-a-page",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe("/page-not-found");
    }
  });

  test("a POST to an unknown path is redirected too", async ({ request, baseURL }) => {
    const res = await request.post("/no/such/form", {
      maxRedirects: 0,
      form: { a: "1" },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/page-not-found");
  });

  test("a failing main load answers 302 to /page-not-found", async ({ request }) => {
    const res = await request.get("/career/no-such-opening", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/page-not-found");
  });

  for (const path of ["/page-not-found", "/in-en/page-not-found"]) {
    test(`${path} answers 404 with the spec's content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found!" })).toBeVisible();
      await expect(
        page.getByText("Maybe you slipped into our time-travel experiment?"),
      ).toBeVisible();
      await expect(
        page.getByText("Double check the link, or please visit HOME to start afresh."),
      ).toBeVisible();
      const picture = page.locator("main img");
      await expect(picture).toHaveAttribute("src", /\/images\/not-found\/.+\.svg$/);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      const prefix = path.startsWith("/in-en") ? "/in-en" : "";
      await expect(page.getByRole("link", { name: "HOME", exact: true })).toHaveAttribute(
        "href",
        prefix || "/",
      );
      const holiday = page.getByRole("main").getByRole("navigation", { name: "Holiday Packages" });
      await expect(holiday.getByRole("heading", { name: "Holiday Packages" })).toBeVisible();
      for (const href of ["/honeymoon-packages", "/family-packages", "/tour-packages"]) {
        await expect(holiday.locator(`a[href="${prefix}${href}"]`)).toHaveCount(1);
      }
    });
  }

  test("the picture is chosen at random among several", async ({ request }) => {
    const seen = new Set<string>();
    for (let i = 0; i < 25 && seen.size < 2; i++) {
      const html = await (await request.get("/page-not-found")).text();
      const match = html.match(/\/images\/not-found\/[a-z-]+\.svg/);
      if (match) seen.add(match[0]);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  test("/cancellation redirects to /tnc, keeping the locale", async ({ page, request }) => {
    const res = await request.get("/cancellation", { maxRedirects: 0 });
    expect([301, 302]).toContain(res.status());
    expect(res.headers().location).toBe("/tnc");
    const localized = await request.get("/ae-en/cancellation", { maxRedirects: 0 });
    expect(localized.headers().location).toBe("/ae-en/tnc");
    await page.goto("/cancellation");
    await expect(page).toHaveURL(/\/tnc$/);
    await expect(page.getByRole("heading", { name: /Cancellation/ })).toBeVisible();
  });
});
