import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { travelMonthOptions } from "../../common/trips";
import { pressAndConfirm, YES } from "./support/confirm";
import { openHydrated } from "./support/hydration";
import { linkIn, waitForMail } from "./support/mailbox";

// The request landing (/requested_trips/{id}) as its owner uses it, with JavaScript (forms
// update the page in place, popups are dialogs) and without (links and plain posts).

const DEMO_TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUpAndActivate(page: Page, name: string): Promise<string> {
  const email = uniqueEmail("landing");
  const password = "Alleppey#Canal5";
  const started = Date.now();
  await page.goto("/users/sign_up");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile/Contact No.").fill("9876543210");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const mail = await waitForMail(email, "Activate your Triphive account", started);
  await page.goto(linkIn(mail, "verify-email"));
  await expect(page).toHaveURL(/\/travellers\/dashboard$/);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/travellers\/dashboard$/);
}

/** A request made the way the browser client makes it: JSON API with the web client's key. */
async function createTrip(request: APIRequestContext, toLoc = ["Kerala"]): Promise<number> {
  const res = await request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
    data: {
      to_loc: toLoc,
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 1,
      budget: 40000,
      isd_code: "+91",
      phone_no: "9812345678",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { requested_trip: { id: number } }).requested_trip.id;
}

const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).first();

async function refusedToAnother(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
  await page.goto(url);
  await expect(page).toHaveURL(/\/page-not-found$/);
  await expect(page.getByRole("heading", { name: "Page not found!" })).toBeVisible();
  await context.close();
}

test.describe("request landing", () => {
  test("the owner edits preferences and contact, asks for a callback, cancels and reactivates", async ({
    page,
    browser,
  }) => {
    const email = await signUpAndActivate(page, "Meera Pillai");
    const id = await createTrip(page.request);
    const url = `/requested_trips/${id}`;
    await openHydrated(page, url);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your trip to Kerala");
    await expect(page.getByText("Awaiting quotes")).toBeVisible();
    await expect(page.getByText("No quotes yet — your request is with agents.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your quotes" }).getByText(email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit request" })).toHaveAttribute(
      "href",
      `/requested_trips/${id}/customize_new`,
    );
    await expect(page.getByTestId("missing-preferences")).toContainText(
      "Complete your preferences",
    );

    // editPref: a refused budget keeps the dialog and what was chosen; a good one saves.
    await page.getByRole("link", { name: "Complete preferences" }).click();
    const prefs = page.getByRole("dialog", { name: "Your travel preferences" });
    await prefs.getByText("4 star").click();
    await prefs.getByText("Include flights").click();
    await prefs.getByText("Private cab").click();
    await prefs.getByLabel("Budget per person (₹)").fill("500");
    await prefs.getByRole("button", { name: "Save preferences" }).click();
    await expect(prefs.getByText("not valid")).toBeVisible();
    await expect(prefs.getByRole("radio", { name: "4 star" })).toBeChecked();
    await prefs.getByLabel("Budget per person (₹)").fill("65000");
    await prefs.getByRole("button", { name: "Save preferences" }).click();
    await expect(toast(page, "Your preferences have been saved")).toBeVisible();
    await expect(prefs).toBeHidden();
    const card = page.getByRole("region", { name: "Your preferences" });
    await expect(card.getByText("4 star")).toBeVisible();
    await expect(card.getByText("Private cab")).toBeVisible();
    await expect(card.getByText("₹65,000")).toBeVisible();
    // Still counted as missing until the trip is booked (accounts §5), so the prompt stays.
    await expect(page.getByTestId("missing-preferences")).toBeVisible();

    // contactDetails: the phone rule, then a new (unverified) number.
    await page.getByRole("link", { name: "Change contact number" }).click();
    const contact = page.getByRole("dialog", { name: "Contact details" });
    await contact.getByLabel("Mobile/Contact No.").fill("98ab");
    await contact.getByRole("button", { name: "Save number" }).click();
    await expect(contact.getByText("Phone number not valid")).toBeVisible();
    await contact.getByLabel("Country code").selectOption("+971");
    await contact.getByLabel("Mobile/Contact No.").fill("501234567");
    await contact.getByRole("button", { name: "Save number" }).click();
    await expect(toast(page, "Your contact details have been saved")).toBeVisible();
    await expect(page.getByText("+971 501234567").first()).toBeVisible();
    await expect(page.getByText("Not verified")).toBeVisible();

    // Callback: thanks and a toast; once throttled, the thanks hide and the reason shows.
    const callback = page.getByRole("region", { name: "Talk to a travel expert" });
    await callback.getByLabel("What would you like to discuss?").selectOption("request_cta_3");
    await callback.getByLabel("Anything we should know?").fill("Evenings after 6 pm");
    await callback.getByRole("button", { name: "Request a callback" }).click();
    await expect(toast(page, "Thank you for requesting a callback.")).toBeVisible();
    await expect(callback.getByTestId("callback-notification")).toHaveText(
      "Thank you for requesting a callback.",
    );
    await expect(callback.getByLabel("Anything we should know?")).toHaveValue("");
    // A second and a third are taken (the limit is 3 an hour, exactly); the fourth is refused.
    for (let i = 0; i < 2; i++) {
      const taken = page.waitForResponse((r) => r.request().method() === "POST");
      await callback.getByRole("button", { name: "Request a callback" }).click();
      await taken;
      await expect(callback.getByRole("button", { name: "Request a callback" })).toBeEnabled();
      await expect(callback.getByRole("alert")).toHaveCount(0);
    }
    await callback.getByRole("button", { name: "Request a callback" }).click();
    await expect(callback.getByRole("alert")).toHaveText(
      /^Too many attempts\. Try again in \d+ (seconds?|minutes?|hours?)\.$/,
    );
    await expect(callback.getByTestId("callback-notification")).toBeHidden();

    // The cancel modal opens on 'Going but not booking' with its options; 'Not Now' closes it.
    await page.getByRole("link", { name: "Cancel Booking" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel your request?" });
    await expect(
      cancel.getByRole("radio", { name: "Going but not booking with Triphive" }),
    ).toBeChecked();
    await expect(cancel.locator("select[name=reason2]")).toHaveValue(
      "Have better offer/services from some other agent.",
    );
    await expect(cancel.getByRole("radio", { name: "Booking a complete Trip" })).toBeVisible();
    await expect(
      cancel.getByRole("radio", { name: "Booking hotel & Flight individually" }),
    ).toBeVisible();
    await expect(cancel.locator("select[name=reason0]")).toBeHidden();
    await cancel.getByRole("link", { name: "Not Now" }).click();
    await expect(cancel).toBeHidden();

    await page.getByRole("link", { name: "Cancel Booking" }).click();
    await cancel.getByText("Not going, cancel my plan").click();
    await expect(cancel.locator("select[name=reason0]")).toHaveValue("Due to personal reasons.");
    await cancel.locator("select[name=reason0]").selectOption("Going somewhere else.");
    await pressAndConfirm(page, cancel.getByRole("button", { name: "Cancel request" }), YES.cancel);
    await expect(toast(page, "Your request has been cancelled")).toBeVisible();
    await expect(cancel).toBeHidden();
    await expect(page.getByText("Going somewhere else.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel Booking" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit request" })).toHaveCount(0);

    await page.getByRole("button", { name: "Reactivate" }).click();
    await expect(toast(page, "Your request has been reactivated")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel Booking" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reactivate" })).toHaveCount(0);
    await expect(page.getByText("Awaiting quotes")).toBeVisible();

    // Feedback and a document, downloadable by the owner.
    const feedback = page.getByRole("region", { name: "How is it going?" });
    await feedback.getByTitle("Very good").click();
    await feedback.getByLabel("Comment").fill("Quick and clear so far");
    await feedback.getByRole("button", { name: "Send feedback" }).click();
    await expect(toast(page, "Thank you for your feedback")).toBeVisible();
    await expect(feedback.getByText("You rated it 4 of 5")).toBeVisible();

    const documents = page.getByRole("region", { name: "Documents" });
    await documents.getByLabel("Add a document").setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just text pretending to be a PDF"),
    });
    await documents.getByRole("button", { name: "Upload" }).click();
    await expect(documents.getByText("Upload a PDF, JPEG or PNG file.")).toBeVisible();
    await documents.getByLabel("Add a document").setInputFiles({
      name: "passport.png",
      mimeType: "image/png",
      buffer: PNG_1X1,
    });
    await documents.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "Your document has been uploaded")).toBeVisible();
    const download = documents.getByRole("link", { name: "Download passport.png" });
    const href = await download.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/requested_trips/${id}/documents/\\d+$`));
    const file = await page.request.get(href ?? "");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(file.headers()["content-disposition"]).toContain("attachment");

    // Another traveller is refused both the page and the document.
    await refusedToAnother(browser, url);
    await refusedToAnother(browser, href ?? "");
  });

  test("without JavaScript the popups are pages and the cancel modal still works", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
    const id = await createTrip(context.request, ["Andaman"]);
    await page.goto(`/requested_trips/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your trip to Andaman");

    // A refused budget comes back with the popup open and what was typed.
    await page.getByRole("link", { name: "Edit preferences" }).click();
    await expect(page).toHaveURL(new RegExp(`/requested_trips/${id}\\?popup=editPref$`));
    const prefs = page.getByRole("dialog", { name: "Your travel preferences" });
    await prefs.getByText("3 star").click();
    await prefs.getByLabel("Budget per person (₹)").fill("12");
    await prefs.getByRole("button", { name: "Save preferences" }).click();
    await expect(prefs.getByText("not valid")).toBeVisible();
    await expect(prefs.getByRole("radio", { name: "3 star" })).toBeChecked();
    await expect(prefs.getByLabel("Budget per person (₹)")).toHaveValue("12");
    await prefs.getByRole("link", { name: "Not now" }).click();
    await expect(page).toHaveURL(new RegExp(`/requested_trips/${id}$`));
    await expect(prefs).toHaveCount(0);

    await page.getByRole("link", { name: "Cancel Booking" }).click();
    await expect(page).toHaveURL(/\?popup=cancel$/);
    const cancel = page.getByRole("dialog", { name: "Cancel your request?" });
    await expect(
      cancel.getByRole("radio", { name: "Going but not booking with Triphive" }),
    ).toBeChecked();
    await expect(cancel.locator("select[name=reason2]")).toBeVisible();
    await expect(cancel.getByRole("radio", { name: "Booking a complete Trip" })).toBeVisible();
    await expect(cancel.locator("select[name=reason0]")).toBeHidden();

    // The sub-options follow the chosen reason by CSS alone.
    await cancel.getByText("Not going, cancel my plan").click();
    await expect(cancel.locator("select[name=reason0]")).toBeVisible();
    await expect(cancel.locator("select[name=reason2]")).toBeHidden();
    await expect(cancel.getByLabel("Tell us more")).toBeHidden();
    await cancel.locator("select[name=reason0]").selectOption("Other");
    await expect(cancel.getByLabel("Tell us more")).toBeVisible();
    await cancel.getByLabel("Tell us more").fill("Family wedding moved to that week");

    await cancel.getByRole("link", { name: "Not Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/requested_trips/${id}$`));
    await expect(cancel).toHaveCount(0);

    await page.getByRole("link", { name: "Cancel Booking" }).click();
    await cancel.getByText("Going but not booking with Triphive").click();
    await cancel.locator("select[name=reason2]").selectOption("Booking it myself.");
    await cancel.getByText("Booking hotel & Flight individually").click();
    await cancel.getByRole("button", { name: "Cancel request" }).click();
    await expect(page).toHaveURL(new RegExp(`/requested_trips/${id}$`));
    await expect(toast(page, "Your request has been cancelled")).toBeVisible();
    await expect(page.getByText("Booking it myself.")).toBeVisible();

    await page.getByRole("button", { name: "Reactivate" }).click();
    await expect(toast(page, "Your request has been reactivated")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel Booking" })).toBeVisible();

    // The toast was shown once: a reload does not repeat it.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "reactivated" })).toHaveCount(0);
    await context.close();
  });
});
