import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/**
 * Presses a button that asks first (accept, decline, cancel, pay: app/components/confirm-
 * submit.tsx) and answers the alert dialog with `yes`; the dialog is gone when this returns.
 * Before hydration the button submits at once (the page without JavaScript), so it waits.
 */
export async function pressAndConfirm(page: Page, button: Locator, yes: string | RegExp) {
  await hydrated(page, button);
  await button.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: yes }).click();
  await expect(dialog).toHaveCount(0);
}

/** The yes buttons of the site's confirmations. */
export const YES = {
  accept: "Yes, accept",
  decline: "Yes, decline",
  cancel: "Yes, cancel",
  cancelBooking: "Yes, cancel the booking",
  pay: "Continue to pay",
} as const;
