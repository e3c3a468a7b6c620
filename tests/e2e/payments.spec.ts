import { expect, test } from "@playwright/test";

// Payments through the embedded sandbox gateway (decisions 0120-0123): staff start a gateway
// check, pay on the sandbox's hosted page, come back to /payments/response, which shows the
// server's state once the signed webhook has arrived (it refreshes itself meanwhile); a declined
// payment shows the failure and a way to try again. Refunded from the staff page.

const ADMIN = { email: "admin@triphive.example", password: "Control#Room2026" };

test("gateway check: paid on the sandbox page, confirmed by webhook, refunded; a declined one fails", async ({
  page,
}, testInfo) => {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin/);

  await page.goto("/admin/payments");
  await page.getByLabel("Amount (₹)").fill("1499.50");
  await page.getByRole("button", { name: "Start a gateway check" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\/order_sbx_/);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("₹1,499.50");
  await page.screenshot({ path: testInfo.outputPath("sandbox-1366.png"), fullPage: true });
  await page.getByRole("radio", { name: /^UPI Test VPA/ }).check();
  await page.getByRole("button", { name: "Pay ₹1,499.50" }).click();

  await expect(page).toHaveURL(/\/payments\/response\?.*success=true/);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Capture and allocation posted")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("response-1366.png"), fullPage: true });

  await page.goto("/admin/payments");
  await page.getByRole("button", { name: "Refund" }).first().click();
  await expect(page.getByRole("status")).toContainText("Refund of ₹1,499.50 is pending");

  await page.getByLabel("Amount (₹)").fill("10");
  await page.getByRole("button", { name: "Start a gateway check" }).click();
  await page.getByLabel("Payment fails (declined)").check();
  // Whole rupees print without paise, as on every page (decision 0193).
  await page.getByRole("button", { name: "Pay ₹10" }).click();
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("The card was declined by the issuing bank.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/admin/payments",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("response-failed-390.png"), fullPage: true });
});
