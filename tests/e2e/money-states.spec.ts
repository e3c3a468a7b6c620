import { expect, type Page, test } from "@playwright/test";
import { pressAndConfirm, YES } from "./support/confirm";
import { invoicedKeralaQuote } from "./support/kerala-lead";
import { newPerson } from "./support/people";
import { shootWidths } from "./support/screenshots";

// Issue 11 "Done means": a failed payment and a pending one show the right states. A new
// traveller's Kerala request is quoted and invoiced by a demo Kerala agent (agent API). The
// traveller pays the deposit on the sandbox gateway's page and the bank declines: the result
// page and the quote's payment page show the bank's reason, the deposit still due, nothing
// booked, and a way to try again. The retry is a UPI request that waits for approval: both
// pages say pending and the trip is not Booked; the "phone" (another browser, as a real UPI
// app is another device) approves it, and the payment page, which refreshes itself, shows the
// trip Booked without the traveller doing anything. Screenshots in test-results/money-states/.

const SHOTS = "test-results/money-states";

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test("a declined deposit shows the bank's reason and can be retried; a pending UPI payment books the trip once approved", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { traveller, quoteUrl } = await invoicedKeralaQuote(browser, {
    tag: "states",
    phone_no: "9812345670",
  });
  const page = traveller.page;
  const paymentUrl = `${quoteUrl}/payment`;

  // 1. The bank declines.
  await page.goto(paymentUrl);
  await expect(page.getByTestId("trip-status")).toHaveText("Invoiced · payment due");
  await pressAndConfirm(page, page.getByRole("button", { name: /^Pay deposit/ }), YES.pay);
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\//);
  await page.getByLabel("Payment fails (declined)").check();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/response\?.*success=false/);
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("The card was declined by the issuing bank.")).toBeVisible();
  await expect(page.getByTestId("bookable-note")).toContainText("is still due by");
  await expect(page.getByTestId("bookable-note")).toContainText("Nothing is booked yet");
  await shoot(page, "response-failed");
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(new RegExp(`${paymentUrl}$`));
  const last = page.getByTestId("last-payment");
  await expect(last).toContainText("Your last payment failed");
  await expect(last).toContainText("The card was declined by the issuing bank.");
  await expect(last).toContainText("is still due and your trip is not booked yet");
  await expect(page.getByTestId("trip-status")).toHaveText("Invoiced · payment due");
  await expect(page.getByRole("button", { name: /^Pay deposit/ })).toBeVisible();
  await shoot(page, "payment-failed");
  // The quote page says so too.
  await page.goto(quoteUrl);
  await expect(page.getByTestId("quote-last-payment")).toContainText("Your last payment failed");
  await expect(page.getByRole("link", { name: /^Pay deposit/ })).toBeVisible();

  // 2. The retry is a UPI collect request that waits for approval in the app.
  await page.goto(paymentUrl);
  await pressAndConfirm(page, page.getByRole("button", { name: /^Pay deposit/ }), YES.pay);
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\//);
  const checkoutUrl = page.url();
  await page.getByRole("radio", { name: /^UPI Test VPA/ }).check();
  await page.getByLabel("UPI: waits for approval in the UPI app").check();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByRole("heading", { name: "Waiting for approval in your UPI app" }),
  ).toBeVisible();
  await page.getByRole("link", { name: /and wait there/ }).click();
  await expect(page).toHaveURL(/\/payments\/response/);
  await expect(page.getByRole("heading", { name: "Payment pending" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("waiting for approval in your UPI app")).toBeVisible();
  await expect(page.getByTestId("bookable-note")).toContainText("Nothing is booked yet");
  await shoot(page, "response-pending");
  await page.goto(paymentUrl);
  await expect(page.getByTestId("last-payment")).toContainText("Payment pending");
  await expect(page.getByTestId("last-payment")).toContainText(
    "Your trip is booked once it is approved",
  );
  await expect(page.getByTestId("trip-status")).toHaveText("Invoiced · payment due");
  // No second payment while this one waits.
  await expect(page.getByRole("button", { name: /^Pay deposit/ })).toHaveCount(0);
  await shoot(page, "payment-pending");

  // 3. The traveller's phone approves; the payment page refreshes itself to Booked.
  const phone = await newPerson(browser);
  await phone.page.goto(checkoutUrl);
  await phone.page.getByRole("button", { name: "Approve in UPI app" }).click();
  // The sandbox sends the phone back to Triphive (a sign-in page there: it is not the
  // traveller's browser); what matters is the gateway's webhook.
  await phone.page.waitForURL((url) => !url.pathname.startsWith("/payments/sandbox"));
  await phone.context.close();
  await expect(page.getByTestId("trip-status")).toHaveText("Booked · deposit paid", {
    timeout: 45_000,
  });
  await expect(page.getByTestId("last-payment")).toHaveCount(0);
  await expect(page.getByText(/Deposit/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay balance/ })).toBeVisible();
  await shoot(page, "payment-booked");

  // 4. The traveller cancels: the invoice is reduced by a credit note (decision 0118) for the
  // refund (80% of the deposit) and the balance never paid, linked where the invoice shows.
  await page.goto(quoteUrl);
  await page.getByText("Cancel this booking").click();
  await pressAndConfirm(
    page,
    page.getByRole("button", { name: /^Cancel booking and refund/ }),
    YES.cancelBooking,
  );
  const note = page.getByTestId("credit-note");
  await expect(note).toContainText("Credit note TH/CN/");
  await page.getByRole("link", { name: "View credit note" }).click();
  await expect(page).toHaveURL(/\/credit_notes\/\d+$/);
  await expect(page.getByRole("heading", { name: /^TH\/CN\// })).toBeVisible();
  await expect(page.getByText(/Refunded to you \(80% of what was paid/)).toBeVisible();
  await shoot(page, "credit-note");
  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const fs = await import("node:fs/promises");
  await fs.writeFile(`${SHOTS}/credit-note.pdf`, await pdf.body());
  // The invoice page points at it too.
  await page.getByRole("link", { name: /^Invoice TH\// }).click();
  await expect(page.getByTestId("credit-note")).toBeVisible();
  await shoot(page, "invoice-cancelled");
  const invoicePdf = await page.request.get(
    (await page.locator('a[href^="/bookings/v1/invoices/"]').getAttribute("href")) ?? "",
  );
  await fs.writeFile(`${SHOTS}/invoice.pdf`, await invoicePdf.body());
});
