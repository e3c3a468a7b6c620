import { expect, test } from "@playwright/test";
import { MONTH_SHORT } from "../../common/months";
import { DURATION_OPTIONS, travelMonthOptions } from "../../common/trips";
import { DEMO } from "./support/page-checks";
import { signIn } from "./support/people";

// Decision 0182: a request started from a package page keeps the duration the
// traveller picked (not the package's length), and editing it on customize_new keeps the start
// date and the duration it does not change. Without JavaScript every step is on one page, so
// the test reads the plain forms the server renders.

test("a request from a package page keeps its 7-9 days and start date through an edit", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, DEMO.traveller, /\/travellers\/dashboard$/);

  // The first Kerala package, and its own call to action.
  await page.goto("/tour-packages/kerala");
  const card = page.locator('article[data-family] a[aria-label^="View "]').first();
  await page.goto((await card.getAttribute("href")) ?? "");
  const cta = page.getByRole("link", { name: "Get quotes for this trip" });
  const href = (await cta.getAttribute("href")) ?? "";
  const url = new URL(href, page.url());
  expect(url.searchParams.get("package")).toBeTruthy();
  const days = Number(url.searchParams.get("days"));
  expect(days).toBeGreaterThan(0);
  // The length must lie outside 7-9 for the test to mean something: a 2-day link otherwise.
  if (days >= 7 && days <= 9) url.searchParams.set("days", "2");
  // A dated link (as the chatbot and weekend cards make them) in a month the form offers.
  const month = travelMonthOptions(new Date())[2]?.value ?? "";
  const startDate = `${month}-10`;
  const [year, monthNo] = month.split("-").map(Number);
  const startLabel = `10 ${MONTH_SHORT[(monthNo ?? 1) - 1]} ${year}`;
  url.searchParams.set("month", month);
  url.searchParams.set("start_date", startDate);
  await page.goto(`${url.pathname}${url.search}`);

  // The traveller picks 7-9 days instead of the package's bucket.
  // The boxes are drawn by their labels, so the labels are what a traveller clicks.
  const group = page.locator("fieldset", { has: page.getByRole("checkbox", { name: "7-9 days" }) });
  for (const option of DURATION_OPTIONS) {
    const box = group.getByRole("checkbox", { name: option.label, exact: true });
    if ((option.value === "7-9") !== (await box.isChecked())) {
      await group.getByText(option.label, { exact: true }).click();
    }
  }
  await expect(group.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name: "7-9 days" })).toBeChecked();
  await page.getByLabel("Mobile/Contact No.").fill("9876543210");
  await page.getByRole("button", { name: "Get free quotes" }).click();
  await expect(page).toHaveURL(/\/requested_trips\/\d+$/);
  const landing = page.url();
  await expect(page.getByText("7-9 days").first()).toBeVisible();
  await expect(page.getByText(startLabel).first()).toBeVisible();
  await expect(page.getByText(`${url.searchParams.get("days")} days`)).toHaveCount(0);

  // Edit: change the adults only; the duration and the start date survive.
  await page.goto(`${new URL(landing).pathname}/customize_new`);
  await expect(page.getByRole("checkbox", { name: "7-9 days" })).toBeChecked();
  await page.getByLabel("Adults").fill("3");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByText("7-9 days").first()).toBeVisible();
  await expect(page.getByText(startLabel).first()).toBeVisible();
  await context.close();
});
