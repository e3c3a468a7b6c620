import { expect, type Page, test } from "@playwright/test";
import { pressAndConfirm, YES } from "./support/confirm";
import { hydrated } from "./support/hydration";
import { linkIn, waitForMail } from "./support/mailbox";

const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).first();

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@travellers.example`;

/**
 * Steps 1-3 of the form, from a package-style link that already chose the destination. The form
 * is hydrated first: before that, Next submits the no-JavaScript step to the server.
 */
async function fillTripSteps(page: Page) {
  await hydrated(page, page.getByRole("button", { name: "Next" }));
  await expect(page.getByLabel("Destination", { exact: true })).toHaveValue("Kerala");
  await page.getByLabel("Leaving from (optional)").fill("Bengaluru");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("group", { name: "When and for how long?" })).toBeVisible();
  // 'Not decided' is exclusive with the other durations.
  await page.getByText("Not decided", { exact: true }).nth(1).click();
  await expect(page.getByRole("checkbox", { name: "4-6 days" })).not.toBeChecked();
  await page.getByText("7-9 days").click();
  await expect(page.getByRole("checkbox", { name: "Not decided" })).not.toBeChecked();
  await page.getByText("Family", { exact: true }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Adults").fill("2");
  await page.getByLabel("Children").fill("1");
  await page.getByLabel("Budget per person in ₹ (optional)").fill("45000");
  await page.getByRole("button", { name: "Next" }).click();
}

test.describe("trip request form", () => {
  test("a guest signs up inside the form; the activation link posts the request", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("meera");
    const started = Date.now();
    await page.goto("/requested_trips/new?destination=kerala&month=2&days=5");
    await fillTripSteps(page);

    // The last step refuses a bad phone number and missing account fields, keeping the rest.
    await page.getByLabel("Mobile/Contact No.").fill("12ab");
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page.getByText("Phone number not valid")).toBeVisible();
    await page.getByLabel("Mobile/Contact No.").fill("9876543210");
    await page.getByLabel("Full name").fill("Meera Pillai");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Munnar#Tea2026");
    await page.getByLabel("Confirm password").fill("Munnar#Tea2026");
    // Consent is a tick of the traveller's own: the box starts unticked (decision 0200).
    await expect(page.getByLabel("I accept the terms and conditions")).not.toBeChecked();
    await page.getByLabel("I accept the terms and conditions").check();
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    const mail = await waitForMail(email, "Activate", started);
    await page.goto(linkIn(mail, "verify-email"));
    await expect(page).toHaveURL(/\/requested_trips\/\d+$/);
    await expect(
      page.getByText("Thank you for your request. Our agent will get in touch with you shortly"),
    ).toBeVisible();

    // The whole journey on the request page: preferences, callback, cancel, reactivate.
    const url = page.url();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your trip to Kerala");
    await page.getByRole("link", { name: "Complete preferences" }).click();
    const prefs = page.getByRole("dialog", { name: "Your travel preferences" });
    await prefs.getByText("3 star").click();
    await prefs.getByRole("button", { name: "Save preferences" }).click();
    await expect(toast(page, "Your preferences have been saved")).toBeVisible();
    const callback = page.getByRole("region", { name: "Talk to a travel expert" });
    await callback.getByRole("button", { name: "Request a callback" }).click();
    await expect(toast(page, "Thank you for requesting a callback.")).toBeVisible();
    await page.getByRole("link", { name: "Cancel Booking" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel your request?" });
    await cancel.getByText("Not satisfied with the current quotes").click();
    await cancel.locator("select[name=reason1]").selectOption("Need lower budget.");
    await pressAndConfirm(page, cancel.getByRole("button", { name: "Cancel request" }), YES.cancel);
    await expect(toast(page, "Your request has been cancelled")).toBeVisible();
    await page.getByRole("button", { name: "Reactivate" }).click();
    await expect(toast(page, "Your request has been reactivated")).toBeVisible();

    // Another traveller opening this URL is refused.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto("/users/sign_in");
    await stranger.getByLabel("Email").fill("traveller@triphive.example");
    await stranger.getByLabel("Password").fill("Backwaters#2026");
    await stranger.getByRole("button", { name: "Login", exact: true }).click();
    await expect(stranger).toHaveURL(/\/travellers\/dashboard$/);
    await stranger.goto(url);
    await expect(stranger).toHaveURL(/\/page-not-found$/);
    await other.close();

    // The dashboard lists it; opening the activation link again lands on the same request.
    await page.goto("/travellers/dashboard");
    await expect(page.getByRole("link", { name: /Kerala/ })).toHaveCount(1);
    await expect(page.getByText("Awaiting quotes")).toBeVisible();
    await page.goto(linkIn(mail, "verify-email"));
    await page.goto("/travellers/dashboard");
    await expect(page.getByRole("link", { name: /Kerala/ })).toHaveCount(1);
    expect(url).toMatch(/\/requested_trips\/\d+$/);
  });

  test("without JavaScript the activation link asks before sending, and sends the request once", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("ravi");
    const started = Date.now();
    await page.goto("/requested_trips/new?destination=kerala&month=2&days=5");
    await fillTripSteps(page);
    await page.getByLabel("Mobile/Contact No.").fill("9876543210");
    await page.getByLabel("Full name").fill("Ravi Menon");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Munnar#Tea2026");
    await page.getByLabel("Confirm password").fill("Munnar#Tea2026");
    // Consent is a tick of the traveller's own: the box starts unticked (decision 0200).
    await expect(page.getByLabel("I accept the terms and conditions")).not.toBeChecked();
    await page.getByLabel("I accept the terms and conditions").check();
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const mail = await waitForMail(email, "Activate", started);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(linkIn(mail, "verify-email"));
    await expect(plain).toHaveURL(/\/requested_trips\/drafts\/[^/]+$/);
    // Opening the link, even twice, creates nothing; the button does.
    await plain.reload();
    await plain.goto("/travellers/dashboard");
    await expect(plain.getByRole("link", { name: /Kerala/ })).toHaveCount(0);
    await plain.goBack();
    const draftUrl = plain.url();
    await plain.getByRole("button", { name: "Send my trip request" }).click();
    await expect(plain).toHaveURL(/\/requested_trips\/\d+$/);
    const url = plain.url();
    // The link opened again lands on the same request: it is sent, no step is left.
    await plain.goto(draftUrl);
    await expect(plain).toHaveURL(url);
    await plain.goto("/travellers/dashboard");
    await expect(plain.getByRole("link", { name: /Kerala/ })).toHaveCount(1);
    await context.close();
  });

  test("a traveller with an account signs in inside the form and lands on the request", async ({
    page,
  }) => {
    await page.goto("/requested_trips/new?destination=kerala&month=2&days=5");
    await fillTripSteps(page);
    await page.getByLabel("Mobile/Contact No.").fill("9876543210");
    await page.getByText("I have an account").click();
    await page.getByLabel("Email").fill("traveller@triphive.example");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    // Nothing typed before is lost.
    await expect(page.getByLabel("Mobile/Contact No.")).toHaveValue("9876543210");
    await page.getByLabel("Password").fill("Backwaters#2026");
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page).toHaveURL(/\/requested_trips\/\d+$/);
  });

  test("the form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/users/sign_in");
    await page.getByLabel("Email").fill("traveller@triphive.example");
    await page.getByLabel("Password").fill("Backwaters#2026");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.goto("/requested_trips/new?destination=goa");
    // Every step is on the page; the server checks the whole form.
    await expect(page.getByRole("group", { name: "Who is travelling?" })).toBeVisible();
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page.getByText("required").first()).toBeVisible();
    await expect(page.getByLabel("Destination", { exact: true })).toHaveValue("Goa");
    await page.getByLabel("Mobile/Contact No.").fill("9876543210");
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page).toHaveURL(/\/requested_trips\/\d+$/);
    await context.close();
  });

  test("the weekend form: a visitor continues on the full form, a traveller gets the request", async ({
    page,
  }) => {
    await page.goto("/mktc/weekend-getaway-packages");
    await page
      .getByRole("link", { name: /^Plan this getaway: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/requested_trips\/weekend\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^.+: a \d-day trip$/);
    const form = page.getByRole("form", { name: /^Plan a weekend in / });
    await expect(form.getByLabel("Adults")).toHaveValue("1");
    await form.getByLabel("Mobile/Contact No.").fill("9812345678");
    await form.getByRole("button", { name: "Plan this getaway" }).click();
    await expect(page).toHaveURL(/\/requested_trips\/new\?/);
    await expect(page.getByLabel("Destination", { exact: true })).not.toHaveValue("");
    expect(new URL(page.url()).searchParams.get("trip_origin_product")).toBe("weekend");
    // The phone reaches the full form, but never the address bar (decision 0200).
    expect(page.url()).not.toContain("9812345678");
    await expect(page.locator('input[name="phone_no"]')).toHaveValue("9812345678");

    await page.goto("/users/sign_in");
    await page.getByLabel("Email").fill("traveller@triphive.example");
    await page.getByLabel("Password").fill("Backwaters#2026");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/travellers\/dashboard$/);
    await page.goto("/mktc/weekend-getaway-packages/from-mumbai");
    await page
      .getByRole("link", { name: /^Plan this getaway: / })
      .first()
      .click();
    await page.getByLabel("Mobile/Contact No.").fill("9812345678");
    await page.getByRole("button", { name: "Plan this getaway" }).click();
    await expect(page).toHaveURL(/\/requested_trips\/\d+$/);
    await expect(page.getByText("From Mumbai")).toBeVisible();
  });
});

test.describe("trip request form errors", () => {
  test("the last step shows no error before the user touches a field, then one per field on submit", async ({
    page,
  }) => {
    await page.goto("/requested_trips/new?destination=kerala&month=2&days=5");
    await hydrated(page);
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
    const phone = page.getByLabel("Mobile/Contact No.");
    await expect(phone).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");

    // Touched and left: that field alone.
    await phone.focus();
    await phone.blur();
    await expect(page.getByRole("alert")).toHaveCount(1);
    await page.getByRole("button", { name: "Get free quotes" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect(await page.getByRole("alert").count()).toBeGreaterThan(1);
  });
});
