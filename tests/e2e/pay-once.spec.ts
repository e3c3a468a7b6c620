import { expect, type Page, test } from "@playwright/test";
import { pressAndConfirm, YES } from "./support/confirm";
import { invoicedKeralaQuote } from "./support/kerala-lead";
import { shootWidths } from "./support/screenshots";

// A deposit is paid once (decision 0189). The traveller opens the payment page in three tabs.
// Tabs 1 and 2 both press "Pay deposit": the gateway's page is the same order for both. Tab 1
// pays; tab 2, still on the gateway's page, pays too and is told the order is paid, without a
// second charge. Tab 3, loaded before all that, presses "Pay deposit" and reads that the
// deposit is already paid. Screenshots in test-results/pay-once/.

const SHOTS = "test-results/pay-once";

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test("two tabs pay one deposit once; a stale tab is told it is already paid", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { traveller, quoteUrl } = await invoicedKeralaQuote(browser, {
    tag: "payonce",
    phone_no: "9812345671",
  });
  const paymentUrl = `${quoteUrl}/payment`;
  const [tab1, tab2, tab3] = [
    traveller.page,
    await traveller.context.newPage(),
    await traveller.context.newPage(),
  ] as const;
  for (const tab of [tab1, tab2, tab3]) await tab.goto(paymentUrl);
  const deposit = await tab1.getByRole("button", { name: /^Pay deposit/ }).innerText();

  await pressAndConfirm(tab1, tab1.getByRole("button", { name: /^Pay deposit/ }), YES.pay);
  await expect(tab1).toHaveURL(/\/payments\/sandbox\/checkout\/order_sbx_/);
  await pressAndConfirm(tab2, tab2.getByRole("button", { name: /^Pay deposit/ }), YES.pay);
  await expect(tab2).toHaveURL(/\/payments\/sandbox\/checkout\/order_sbx_/);
  // One live order for the deposit: both tabs are on the same gateway order.
  expect(tab2.url()).toBe(tab1.url());

  await tab1.getByRole("button", { name: /^Pay / }).click();
  await expect(tab1.getByRole("heading", { name: "Payment received" })).toBeVisible({
    timeout: 30_000,
  });
  // Tab 2's page still offers to pay; the gateway takes nothing more for a paid order.
  await tab2.getByRole("button", { name: /^Pay / }).click();
  await expect(tab2).toHaveURL(/\/payments\/response\?.*success=true/);
  await expect(tab2.getByRole("heading", { name: "Payment received" })).toBeVisible({
    timeout: 30_000,
  });

  // Tab 3 still shows "Pay deposit" from before: pressing it is refused in plain words.
  await pressAndConfirm(tab3, tab3.getByRole("button", { name: deposit }), YES.pay);
  await expect(tab3.getByRole("alert")).toHaveText(
    "Your deposit (30%) is already paid, so it cannot be paid again. Nothing more is due for it.",
  );
  // The page beside the refusal is the server's: the deposit paid, the balance offered.
  await expect(tab3.getByTestId("trip-status")).toHaveText("Booked · deposit paid");
  await shoot(tab3, "stale-tab-refused");
  await tab3.goto(paymentUrl);
  await expect(tab3.getByTestId("trip-status")).toHaveText("Booked · deposit paid");
  await expect(tab3.getByRole("button", { name: /^Pay balance/ })).toBeVisible();
  await expect(tab3.getByTestId("paid-twice")).toHaveCount(0);
  await tab3.goto(quoteUrl);
  await expect(tab3.getByTestId("quote-money")).toContainText(/paid ₹/);
});
