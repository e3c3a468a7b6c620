import { expect, type Page, test } from "@playwright/test";
import { axeViolations, horizontalOverflow } from "./support/page-checks";
import { signedIn } from "./support/people";

// Payouts (issue 11 §5, §8; decision 0102), two people in two browser contexts: a staff member
// releases the demo Kerala agent's held payout on /admin/payouts with a reason; the agent sees it
// released, with the reason, on /agents/dashboard/payments. The fixture is the seed's demo
// booking (Lakshmi Iyer's deposit paid, no voucher yet), which a fresh start always has.
// Screenshots of both pages at 1366 and 390 px land in test-results/payouts/ for review.

const OPS = { email: "ops@triphive.example", password: "Operations#2026" };
const KERALA_AGENT = { email: "agent.kerala@triphive.example", password: "Houseboat#2026" };
const SHOTS = "test-results/payouts";
const REASON = "Houseboat confirmed by phone with the supplier";

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  // On a phone the page does not scroll sideways and nothing in its main content sticks out
  // (the header's closed notification panel is measured off-screen, so main only), and axe
  // finds nothing serious.
  const { scrollWidth } = await horizontalOverflow(page, 390);
  expect.soft(scrollWidth, `${name} at 390 px`).toBeLessThanOrEqual(390);
  const sticking = await page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > 390.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`.slice(0, 100))
      .slice(0, 8),
  );
  expect.soft(sticking, `${name} at 390 px`).toEqual([]);
  expect.soft(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
}

// The seeded held payout is released by the first attempt: a retry would find nothing held.
test.describe.configure({ retries: 0 });

test("staff release a held payout and the agent sees it released", async ({ browser }) => {
  const staff = await signedIn(browser, OPS, /\/admin$/);
  const agent = await signedIn(browser, KERALA_AGENT, /\/agents\/dashboard$/);

  // The agent's workspace links its payments; the held booking is there.
  await agent.page.getByRole("link", { name: "Payments and payouts" }).click();
  await expect(agent.page).toHaveURL(/\/agents\/dashboard\/payments$/);
  const booking = agent.page.getByTestId("agency-quote-money").filter({ hasText: "Lakshmi Iyer" });
  await expect(booking.getByTestId("payout-state")).toHaveText("Payout held");
  await expect(agent.page.getByTestId("money-totals")).toContainText("Your payout held");
  await shoot(agent.page, "agent-payments-before");

  // Staff find it from the dashboard, held, and release it with a reason.
  await staff.page.getByRole("link", { name: "Agency payouts" }).click();
  await expect(staff.page).toHaveURL(/\/admin\/payouts$/);
  await staff.page.getByRole("link", { name: /^Held/ }).click();
  const row = staff.page.getByTestId("payout-row").filter({ hasText: "Lakshmi Iyer" });
  await expect(row.getByTestId("payout-state")).toHaveText("Payout held");
  const held = (await row.getByTestId("held").textContent()) ?? "";
  expect(held).toMatch(/₹[1-9]/);
  await shoot(staff.page, "admin-payouts-held");
  // A reason is required (the browser says so before anything is sent).
  await row.getByRole("button", { name: "Release payout" }).click();
  await expect(staff.page).toHaveURL(/status=held/);
  await row.getByLabel(/Reason for releasing/).fill(REASON);
  await row.getByRole("button", { name: "Release payout" }).click();
  await expect(
    staff.page.getByRole("status").filter({ hasText: "The payout has been released" }),
  ).toBeVisible();
  await expect(
    staff.page.getByTestId("payout-row").filter({ hasText: "Lakshmi Iyer" }),
  ).toHaveCount(0);
  await staff.page.getByRole("link", { name: /^Released/ }).click();
  const done = staff.page.getByTestId("payout-row").filter({ hasText: "Lakshmi Iyer" });
  await expect(done.getByTestId("payout-state")).toHaveText("Payout released");
  await expect(done.getByTestId("released")).toHaveText(held);
  await expect(done).toContainText(REASON);
  await shoot(staff.page, "admin-payouts-released");

  // The agent sees it released, when and why.
  await agent.page.reload();
  const after = agent.page.getByTestId("agency-quote-money").filter({ hasText: "Lakshmi Iyer" });
  await expect(after.getByTestId("payout-state")).toHaveText("Payout released");
  await expect(after.getByTestId("released")).toHaveText(held);
  await expect(after).toContainText(REASON);
  await expect(after).toContainText("by Triphive operations");
  await shoot(agent.page, "agent-payments-after");

  // The JSON behind the page says the same; another role gets nothing of it.
  const api = await agent.page.request.get("/agents/v2/payments?status=released");
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { quotes: { travellerName: string; heldMinor: number }[] };
  expect(body.quotes.find((q) => q.travellerName === "Lakshmi Iyer")?.heldMinor).toBe(0);
  expect((await staff.page.request.get("/agents/v2/payments")).status()).toBe(403);
  expect((await agent.page.request.get("/admin/payouts")).status()).toBe(404);

  await staff.context.close();
  await agent.context.close();
});
