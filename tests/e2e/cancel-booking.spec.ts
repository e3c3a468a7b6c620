import { expect, type Page, test } from "@playwright/test";
import { pressAndConfirm, YES } from "./support/confirm";
import {
  issueInvoiceByApi,
  lakePalaceDraft,
  postKeralaRequest,
  sendQuoteByApi,
  startQuoteAsHoldingAgent,
} from "./support/kerala-lead";
import { newPerson, signUpAndActivate } from "./support/people";
import { payOnSandbox } from "./support/sandbox";
import { shootWidths } from "./support/screenshots";

// One cancellation for a booked trip (decision 0187), two browser contexts: a new traveller's
// Kerala request is quoted and invoiced by the demo Kerala agent (agent API); the traveller
// accepts and pays the deposit on the sandbox page: Booked. From the request page, Cancel
// Booking first shows the refund the quote's schedule gives (80%), what the agency keeps and
// the credit note; confirming refunds it and the page shows the credit note. Reactivating
// brings the paid quote back accepted, never offered again for acceptance; the agent issues a
// new invoice (no invoice_exists), the traveller pays again and the quote is paid and the trip
// Booked. The request page is shot at 1366 and 390 px in test-results/cancel-booking/.

const SHOTS = "test-results/cancel-booking";

/** The page at both widths; a modal (fixed to the viewport) as the viewport shows it. */
const shoot = (page: Page, name: string, fullPage = true, after?: () => Promise<void>) =>
  shootWidths(page, SHOTS, name, { fullPage, after });

const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).first();

test("a booked trip cancelled from the request page is refunded by its schedule; reactivated, its paid quote stays accepted and is booked again", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const traveller = await newPerson(browser);
  const page = traveller.page;
  await signUpAndActivate(page, "cancelbooking");
  const tripId = await postKeralaRequest(page.request, {
    from_loc: "Pune",
    phone_no: "9812345671",
  });
  const { agent, quoteId } = await startQuoteAsHoldingAgent(browser, tripId);
  await sendQuoteByApi(
    agent.page,
    quoteId,
    lakePalaceDraft({
      pricePerAdult: 12_000,
      cancellationPolicy: [{ daysBefore: 30, refundPercent: 80 }],
    }),
  );

  // Accepted, invoiced, the deposit paid: Booked.
  const tripUrl = `/requested_trips/${tripId}`;
  const quoteUrl = `${tripUrl}/quotes/${quoteId}`;
  await page.goto(quoteUrl);
  await pressAndConfirm(
    page,
    page.getByRole("button", { name: "Accept this quote" }).first(),
    YES.accept,
  );
  await expect(page.getByTestId("quote-money")).toContainText("waiting for the invoice");
  const first = await issueInvoiceByApi(agent.page, quoteId);
  await page.goto(`${quoteUrl}/payment`);
  await payOnSandbox(page, /^Pay deposit/);
  await page.goto(`${quoteUrl}/payment`);
  await expect(page.getByTestId("trip-status")).toHaveText("Booked · deposit paid");

  // The request page's Cancel Booking shows the refund first, as the quote page would.
  await page.goto(tripUrl);
  await page.getByRole("link", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your booking?" });
  const summary = dialog.getByTestId("refund-summary");
  await expect(summary).toContainText("(80%)");
  await expect(summary).toContainText("Refunded to you");
  await expect(summary).toContainText("Kept by the agency as cancellation charges");
  await expect(summary).toContainText(`Credit note against invoice ${first.number}`);
  const confirm = dialog.getByRole("button", { name: /^Cancel booking and refund ₹/ });
  await expect(confirm).toBeVisible();
  await shoot(page, "cancel-modal", false);
  await shoot(page, "cancel-modal-confirm", false, () => confirm.scrollIntoViewIfNeeded());
  await dialog.getByText("Not going, cancel my plan").click();
  await pressAndConfirm(page, confirm, YES.cancel);
  await expect(
    toast(page, "Your booking has been cancelled; the refund is on its way"),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const credit = page.getByTestId("booking-credit-note");
  await expect(credit).toContainText("Credit note TH/CN/");
  // The page is live (decision 0202): once the gateway's refund job has run, it reads the
  // refund as made without a reload.
  await expect(page.getByTestId("booking-card")).toContainText(
    /Cancelled · (refund on its way|partly refunded)/,
  );
  await shoot(page, "cancelled");

  // Reactivated: the paid quote is still the accepted one, not offered for acceptance again.
  await page.getByRole("button", { name: "Reactivate" }).click();
  await expect(toast(page, "Your request has been reactivated")).toBeVisible();
  const row = page.locator(`[data-testid=quote-row][data-quote-id="${quoteId}"]`);
  await expect(row.getByTestId("booking-state")).toHaveAttribute("data-state", "accepted");
  await expect(credit).toContainText("Credit note TH/CN/");
  await shoot(page, "reactivated");
  await page.goto(quoteUrl);
  await expect(page.getByTestId("quote-money")).toContainText("waiting for the invoice");
  await expect(page.getByRole("button", { name: "Accept this quote" })).toHaveCount(0);

  // The agent invoices it again (a new number, no invoice_exists); the traveller pays.
  const second = await issueInvoiceByApi(agent.page, quoteId);
  expect(second.number).not.toBe(first.number);
  await page.goto(`${quoteUrl}/payment`);
  await payOnSandbox(page, /^Pay deposit/);
  await page.goto(`${quoteUrl}/payment`);
  await expect(page.getByTestId("trip-status")).toHaveText("Booked · deposit paid");
  await page.goto(tripUrl);
  await expect(row.getByTestId("booking-state")).toHaveAttribute("data-state", "deposit_paid");
  await expect(page.getByTestId("booking-card")).toContainText(second.number);
  await expect(page.getByRole("link", { name: "Cancel Booking" })).toBeVisible();
  await shoot(page, "booked-again");
});
