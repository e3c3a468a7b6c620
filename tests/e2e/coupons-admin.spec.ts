import { expect, type Page, test } from "@playwright/test";

// Staff create a coupon for some destinations on /admin/coupons, without JavaScript (the form
// is a plain POST): a name the catalogue does not have is refused with the name shown and the
// form kept; catalogue names are taken and the list shows them. Screenshots in
// test-results/coupons-admin/.

const ADMIN = { email: "admin@triphive.example", password: "Control#Room2026" };
const SHOTS = "test-results/coupons-admin";

test.use({ javaScriptEnabled: false });

// The field's label includes its hint; the header's search boxes mention destinations too.
const destinationsField = (page: Page) => page.getByRole("combobox", { name: /^Destinations/ });

test("staff pick a coupon's destinations by name; unknown ones are refused", async ({ page }) => {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin/);

  await page.goto("/admin/coupons");
  const code = `HILLS${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Code").fill(code);
  await page.getByLabel("Title").fill("Hill stations ₹1,500 off");
  await page.getByLabel("Flat (₹)").check();
  await page.getByLabel("Value").fill("1500");
  await page.getByLabel("Until").fill(until);
  await destinationsField(page).fill("Kerala, Atlantis");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText("Not in the catalogue: Atlantis.")).toBeVisible();
  // The form comes back as it was sent.
  await expect(page.getByLabel("Code")).toHaveValue(code);
  await expect(destinationsField(page)).toHaveValue("Kerala, Atlantis");
  await expect(page.getByLabel("Flat (₹)")).toBeChecked();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/refused-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await destinationsField(page).fill("kerala, Goa");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("Goa, Kerala");
  await expect(page.getByRole("row", { name: /WELCOME10/ })).toContainText("Every destination");
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/list-${width}.png`, fullPage: true });
  }
});
