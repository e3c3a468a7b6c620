import { expect, type Page, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { openHydrated } from "./support/hydration";

// Phone verification (decision 0236) as the demo traveller does it: a new request on a number
// of its own, "Send code", the code read from the embedded SMS outbox at /dev/sms (the test
// browser is on this machine), typed in, and the number shows verified.

const DEMO_TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };

async function signIn(page: Page) {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(DEMO_TRAVELLER.email);
  await page.getByLabel("Password").fill(DEMO_TRAVELLER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/travellers\/dashboard$/);
}

/** The code of the newest text to `phone` on /dev/sms. */
async function codeFromOutbox(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  let code: string | undefined;
  await expect(async () => {
    await outbox.goto("/dev/sms");
    const row = outbox.getByRole("row").filter({ hasText: phone }).first();
    code = /\b(\d{6})\b/.exec((await row.textContent()) ?? "")?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return code as string;
}

test("the traveller verifies a request's number with the texted code", async ({ page }) => {
  await signIn(page);
  // Codes are limited per number: every run uses a new one.
  const phoneNo = `98${String(Date.now()).slice(-8)}`;
  const res = await page.request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY, "Idempotency-Key": `otp-${phoneNo}` },
    data: {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      isd_code: "+91",
      phone_no: phoneNo,
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { requested_trip: { id: number } }).requested_trip.id;

  const box = page.getByTestId("phone-verification");
  await openHydrated(page, `/requested_trips/${id}`, box);
  await expect(page.getByText("Not verified")).toBeVisible();
  await box.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByTestId("phone-code-sent")).toBeVisible();

  const code = await codeFromOutbox(page, `+91 ${phoneNo}`);
  const input = box.getByLabel("Code from the text");
  await input.fill(code === "000000" ? "111111" : "000000");
  await box.getByRole("button", { name: "Verify" }).click();
  await expect(box.getByText("That code is not right. 4 tries left.")).toBeVisible();

  await input.fill(code);
  await box.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(box).toHaveCount(0);
});
