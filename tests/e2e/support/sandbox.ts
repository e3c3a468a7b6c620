import { expect, type Page } from "@playwright/test";
import { pressAndConfirm, YES } from "./confirm";

/**
 * Pays what the button `label` of the current page starts on the sandbox gateway's hosted
 * page (after its confirmation), successfully, and waits for the result page to say it was received.
 */
export async function payOnSandbox(page: Page, label: RegExp): Promise<string> {
  await pressAndConfirm(page, page.getByRole("button", { name: label }), YES.pay);
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\//);
  const amount = await page.getByTestId("sandbox-amount").innerText();
  await page.getByLabel("Payment succeeds").check();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/response/);
  // The hosted page told Triphive before sending the payer back: the booking shows at once
  // (decision 0193), never "Nothing is booked yet".
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Nothing is booked yet")).toHaveCount(0);
  return amount;
}
