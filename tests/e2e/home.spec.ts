import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("is rendered on the server: content is in the HTML before any script runs", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("local experts");
    const main = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(main.getByRole("link", { name: "Kerala", includeHidden: true })).toHaveAttribute(
      "href",
      "/tour-packages/kerala",
    );
    await expect(main.getByRole("link", { name: "Thailand", includeHidden: true })).toHaveCount(1);
    // Before hydration Login is a plain link that returns here after signing in.
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/users/sign_in?next_url=%2F",
    );
    const footer = page.getByRole("contentinfo");
    for (const label of [
      "About us",
      "Team",
      "Contact us",
      "Terms",
      "Privacy",
      "Careers",
      "Offers",
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Popular in India" })).toBeVisible();
    await expect(
      page.locator("#destinations-india ~ ul li, section[aria-labelledby=destinations-india] li"),
    ).toHaveCount(12);
    await context.close();
  });

  test("hydrates without console errors and navigates on the client", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning")
        problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto("/");
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
        undefined,
    );
    await page.waitForLoadState("networkidle");
    // A client-side navigation proves the router hydrated.
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("sends the security headers and puts the CSP nonce on its scripts", async ({ request }) => {
    const res = await request.get("/");
    const headers = res.headers();
    const nonce = headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toContain("max-age");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("serves hashed assets with immutable caching and compresses HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset as string, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
  });

  test("keeps the locale prefix in its links", async ({ page }) => {
    await page.goto("/ae-en");
    await expect(page.getByRole("link", { name: "Triphive home" })).toHaveAttribute(
      "href",
      "/ae-en",
    );
    await expect(
      page
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("link", { name: "Kerala", includeHidden: true }),
    ).toHaveAttribute("href", "/ae-en/tour-packages/kerala");
  });
});

test.describe("company pages", () => {
  for (const [path, heading] of [
    ["/aboutus", "About us"],
    ["/team", /team/i],
    ["/contact_us", /contact/i],
    ["/tnc", /terms/i],
    ["/packages_tnc", /package/i],
    ["/privacy", /privacy/i],
    ["/career", /career/i],
    ["/in-en/privacy", /privacy/i],
  ] as const) {
    test(`${path} renders its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/\| Triphive$/);
    });
  }

  test("a job opening opens from the careers page", async ({ page }) => {
    await page.goto("/career");
    const first = page
      .getByRole("list")
      .filter({ has: page.locator('a[href^="/career/"]') })
      .locator("a")
      .first();
    const title = (await first.locator("span").first().textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
