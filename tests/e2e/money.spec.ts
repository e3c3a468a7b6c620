import { expect, type Page, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { pressAndConfirm, YES } from "./support/confirm";
import {
  postKeralaRequest,
  punnamadaDraft,
  sendQuoteByApi,
  startQuoteAsHoldingAgent,
} from "./support/kerala-lead";
import { newPerson, signUpAndActivate } from "./support/people";
import { payOnSandbox } from "./support/sandbox";
import { shootWidths } from "./support/screenshots";

// The money flow end to end (issue 11 "Done means"), one browser context per person: a new
// traveller's Kerala request is quoted by the demo Kerala agent (agent API); the traveller
// accepts, applies the demo coupon WELCOME10; the agent issues the invoice from the lead page;
// the traveller pays the deposit on the sandbox gateway's page, sees Booked, pays the balance;
// the agent uploads a voucher; the traveller downloads it and the quote shows converted with
// the ops contact. After the deposit, the response page shows the booking at once, and the
// request page, its quote row, the quote page, the payment page and the dashboard all name the
// same state and the same total after the coupon (decision 0193). Screenshots land in
// test-results/money/ for review, at 1366 and 390 px.

const SHOTS = "test-results/money";

/** The page at 1366 and 390 px wide, full length, for review. */
const shootBoth = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test("traveller books and pays a quote in instalments; the agent invoices and uploads vouchers", async ({
  browser,
}) => {
  const traveller = await newPerson(browser);
  await signUpAndActivate(traveller.page, "money");
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Bengaluru",
    phone_no: "9812345678",
  });

  // A Kerala agent who holds the lead quotes through the agent API.
  const { agent, quoteId } = await startQuoteAsHoldingAgent(browser, tripId);
  await sendQuoteByApi(agent.page, quoteId, punnamadaDraft(20_000));

  // The traveller accepts and applies a coupon: 10% of ₹40,000 capped at ₹3,000.
  const quoteUrl = `/requested_trips/${tripId}/quotes/${quoteId}`;
  await traveller.page.goto(quoteUrl);
  await pressAndConfirm(
    traveller.page,
    traveller.page.getByRole("button", { name: "Accept this quote" }).first(),
    YES.accept,
  );
  const money = traveller.page.getByTestId("quote-money");
  await expect(money).toContainText("waiting for the invoice");
  await money.getByLabel("Coupon code").fill("welcome10");
  await money.getByRole("button", { name: "Apply" }).click();
  await expect(money).toContainText("Coupon WELCOME10: ₹3,000 off");
  await expect(traveller.page.getByTestId("money-total")).toContainText("₹38,850");

  // The agent confirms the final price and issues the invoice from the lead page.
  await agent.page.goto(`/agents/dashboard/leads/${tripId}`);
  const issue = agent.page.getByTestId("agent-money");
  await issue.getByLabel("Your agency's GSTIN").fill("32ABCDE1234F1Z9");
  await issue.getByRole("button", { name: /Confirm ₹38,850 and issue invoice/ }).click();
  await expect(agent.page.getByTestId("agent-money")).toContainText("Invoice TH/");

  // The traveller pays the deposit on the sandbox page and sees Booked.
  await traveller.page.goto(quoteUrl);
  await traveller.page.getByRole("link", { name: /Pay deposit/ }).click();
  await expect(traveller.page).toHaveURL(/\/payment$/);
  await traveller.page.setViewportSize({ width: 1366, height: 900 });
  await traveller.page.screenshot({ path: `${SHOTS}/payment-page-1366.png`, fullPage: true });
  await traveller.page.setViewportSize({ width: 390, height: 844 });
  await traveller.page.screenshot({ path: `${SHOTS}/payment-page-390.png`, fullPage: true });
  await traveller.page.setViewportSize({ width: 1280, height: 720 });
  const deposit = await payOnSandbox(traveller.page, /Pay deposit/);
  expect(deposit).toMatch(/^₹[\d,]+$/);
  const response = traveller.page.getByRole("main");
  await expect(response).toContainText(`Paid:${deposit}`);
  await expect(response).toContainText("Booking:Booked · deposit paid");
  await shootBoth(traveller.page, "response-deposit");
  await traveller.page.goto(`${quoteUrl}/payment`);
  await expect(traveller.page.getByTestId("trip-status")).toHaveText("Booked · deposit paid");

  // One state and one total after the coupon, on every page the traveller reads.
  const state = "Booked · deposit paid";
  await traveller.page.goto(`/requested_trips/${tripId}`);
  await expect(traveller.page.getByTestId("booking-state").first()).toHaveText(state);
  const row = traveller.page.getByTestId("quote-row").first();
  await expect(row.getByTestId("booking-state")).toHaveText(state);
  await expect(row.getByTestId("quote-row-total")).toContainText("₹38,850");
  await expect(row).toContainText("Coupon WELCOME10: ₹3,000 off");
  await shootBoth(traveller.page, "request-page-booked");
  await traveller.page.goto(quoteUrl);
  await expect(traveller.page.getByTestId("booking-state").first()).toHaveText(state);
  await expect(traveller.page.getByTestId("quote-header-total")).toContainText("₹38,850");
  await shootBoth(traveller.page, "quote-page-booked");
  await traveller.page.goto("/travellers/dashboard");
  await expect(traveller.page.getByTestId("booking-state").first()).toHaveText(state);
  await shootBoth(traveller.page, "dashboard-booked");
  await traveller.page.goto(`${quoteUrl}/payment`);

  // The balance.
  await payOnSandbox(traveller.page, /Pay balance/);
  await traveller.page.goto(`${quoteUrl}/payment`);
  await expect(traveller.page.getByText("Everything is paid. Thank you!")).toBeVisible();

  // The agent uploads the hotel voucher.
  await agent.page.goto(`/agents/dashboard/leads/${tripId}`);
  const vouchers = agent.page.getByTestId("agent-money");
  await vouchers.getByLabel("Item").selectOption("hotel");
  await vouchers.getByLabel(/^File/).setInputFiles({
    name: "punnamada-voucher.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  });
  await vouchers.getByRole("button", { name: "Upload voucher" }).click();
  await expect(agent.page.getByTestId("agent-money")).toContainText("punnamada-voucher.pdf");

  // The traveller downloads it; the quote is converted with the ops contact.
  await traveller.page.goto(quoteUrl);
  await expect(traveller.page.getByTestId("quote-money")).toContainText("Your trip is confirmed");
  await expect(traveller.page.getByTestId("op-details")).toContainText("support@triphive.example");
  const download = traveller.page.waitForEvent("download");
  await traveller.page.getByRole("link", { name: "Download", exact: true }).first().click();
  expect((await download).suggestedFilename()).toContain("punnamada-voucher");
  await traveller.page.screenshot({ path: `${SHOTS}/vouchers-1366.png`, fullPage: true });
  const api = await traveller.page.request.get(
    `/bookings/v1/requested_trips/${tripId}/quotes/${quoteId}`,
    { headers: { "X-Api-Key": WEB_CLIENT_API_KEY } },
  );
  const quote = ((await api.json()) as { quote: Record<string, unknown> }).quote;
  expect(quote.status).toBe("converted");
  expect(quote.tripStatus).toBe("Converted");
  expect(quote.installmentInfo).toEqual({ isAllPaymentReceived: true });
  expect(quote.opDetails).toMatchObject({ email: "support@triphive.example" });

  // The invoice PDF, kept for review.
  const invoiceUrl = quote.invoiceDownloadUrl as string;
  const pdf = await traveller.page.request.get(invoiceUrl);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const fs = await import("node:fs/promises");
  await fs.mkdir(SHOTS, { recursive: true });
  await fs.writeFile(`${SHOTS}/invoice.pdf`, await pdf.body());
  await traveller.page.goto(quote.invoiceShowUrl as string);
  await traveller.page.screenshot({ path: `${SHOTS}/invoice-page-1366.png`, fullPage: true });
});
