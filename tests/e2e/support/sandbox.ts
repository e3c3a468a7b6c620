import { expect, type Page } from "@playwright/test";

/**
 * Pays what the button `label` of the current page starts on the sandbox gateway's hosted
 * page, successfully, and waits for the result page to say it was received.
 */
export async function payOnSandbox(page: Page, label: RegExp) {
  await page.getByRole("button", { name: label }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\//);
  await page.getByLabel("Payment succeeds").check();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/response/);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({
    timeout: 20_000,
  });
}
