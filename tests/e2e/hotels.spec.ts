import { expect, type Page, test } from "@playwright/test";
import { addDays, todayIso } from "../../common/hotel-stay";
import { pressAndConfirm, YES } from "./support/confirm";
import { hydrated } from "./support/hydration";

// Hotels (issue 12): listing by pivot and filters, a hotel's rooms and rates for changed dates
// and rooms, review, payment on the sandbox gateway, the booking page with its voucher; date
// fallback and the error page for an unknown type. Screenshots go to test-results/.

const DEMO_TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/hotels-${name}.png`, fullPage: true });

// The marketplace's calendar is India's (common/hotel-stay.ts): from 18:30 UTC the server's
// "today" is already tomorrow's date in UTC terms, and its default check-in with it.
const isoIn = (days: number) => addDays(todayIso(), days);

test("hotels: filter, page, choose a rate for new dates and rooms, pay, voucher", async ({
  page,
}) => {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(DEMO_TRAVELLER.email);
  await page.getByLabel("Password").fill(DEMO_TRAVELLER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/dashboard/);

  await page.goto("/hotels/goa");
  await expect(page.getByRole("heading", { level: 1, name: "Hotels in Goa" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter properties" });
  // The hotel listing renders from its own chunk, after the router's modules (decision 0157).
  await hydrated(page, filters);
  await filters.getByLabel("4 star").check();
  await expect(page).toHaveURL(/star_ratings/);
  await filters.getByLabel("Beach", { exact: true }).check();
  await expect(page).toHaveURL(/themes/);
  await filters.getByLabel("Sort by").selectOption("price");
  await expect(page).toHaveURL(/sort_by=price/);
  await expect(page).toHaveURL(/star_ratings(\[\]|%5B%5D)=4.*themes(\[\]|%5B%5D)=beach/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, "listing-1366");
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Showing 11-/)).toBeVisible();
  await page
    .getByRole("link", { name: /^See rooms at / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hotel\//);
  await hydrated(page);

  const checkin = isoIn(40);
  const checkout = isoIn(43);
  const stay = page.getByRole("form", { name: "Dates and rooms" });
  await stay.getByLabel("Check-in").fill(checkin);
  await stay.getByLabel("Check-out").fill(checkout);
  await stay.getByLabel("Room 1 adults").selectOption("2");
  await stay.getByLabel("Room 1 children").selectOption("0");
  await stay.getByLabel("Room 2 adults").selectOption("2");
  await stay.getByLabel("Room 2 children").selectOption("1");
  await stay.getByRole("button", { name: "Check availability" }).click();
  await expect(page).toHaveURL(new RegExp(`checkin=${checkin}.*roomStay=2a(@|%40)0c_2a(@|%40)1c`));
  // The stay's summary over the rates (similar properties below also say "for 3 nights, 2 rooms").
  await expect(page.getByText("3 nights, 2 rooms").first()).toBeVisible();
  await shot(page, "hotel-rates");
  await page
    .getByRole("link", { name: /^Reserve .*Breakfast included, Refundable$/ })
    .first()
    .click();

  await expect(page.getByRole("heading", { name: "Review your booking" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible();
  await page.getByLabel("Mobile/Contact No.").fill("+91 98450 12345");
  await page.getByLabel("Adult 2").first().fill("Rohan Traveller");
  await shot(page, "review-booking");
  await pressAndConfirm(page, page.getByRole("button", { name: /^Pay ₹/ }), YES.pay);

  // The sandbox gateway's hosted page: card, success.
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\//);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payments\/response/);
  await page.getByRole("link", { name: "View booking and voucher" }).click();
  await expect(page.getByRole("heading", { name: /^Booking HB-/ })).toBeVisible();
  await expect(page.getByText("Confirmed")).toBeVisible();
  await shot(page, "booking");
  const voucher = await page.request.get(
    (await page.getByRole("link", { name: "Download voucher (PDF)" }).getAttribute("href")) ?? "",
  );
  expect(voucher.headers()["content-type"]).toBe("application/pdf");
  expect((await voucher.body()).subarray(0, 4).toString()).toBe("%PDF");
  await page.goto("/travellers/dashboard");
  await expect(page.getByRole("heading", { name: "Your hotel bookings" })).toBeVisible();
});

test("hotels: invalid URL dates fall back, unknown types go to the error page", async ({
  page,
}) => {
  await page.goto("/hotels/goa?checkin=2020-01-01&checkout=not-a-date&roomStay=4a@0c");
  const checkIn = page.getByLabel("Check-in");
  await expect(checkIn).toHaveValue(isoIn(15).slice(0, 10));
  await expect(checkIn).toBeFocused();
  await expect(page.getByLabel("Room 1 adults")).toHaveValue("2");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "listing-390");
  await page.goto("/castles/goa");
  await expect(page).toHaveURL(/\/page-not-found$/);
  await expect(page.getByRole("heading", { name: "Page not found!" })).toBeVisible();
});
