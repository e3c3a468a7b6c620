import { expect, type Locator, type Page, test } from "@playwright/test";
import { LIVE_POLL_MS } from "../../common/live";
import { pressAndConfirm, YES } from "./support/confirm";
import { openHydrated } from "./support/hydration";
import {
  issueInvoiceByApi,
  KERALA_AGENTS,
  postKeralaRequest,
  punnamadaDraft,
  sendQuoteByApi,
  startQuoteAsHoldingAgent,
} from "./support/kerala-lead";
import { newPerson, signIn, signUpAndActivate } from "./support/people";
import { payOnSandbox } from "./support/sandbox";
import { shootWidths } from "./support/screenshots";

// Everything live (decision 0202): a traveller and an agent side by side, each in their own
// browser context. Every step of request → quote → version → accept → invoice → payment →
// voucher taken on one side appears on the other without a reload: each watching page carries
// a mark set after it loaded, and the mark is still there when the change shows. The delays are
// printed for the record against the design's 5 s, not asserted: on a loaded machine a push
// takes longer, and the test waits for it (decision 0206). Screenshots land in test-results/live/
// at 1366 and 390 px.

const SHOTS = "test-results/live";
/** How long a step waits for the other side: generous, since it ends when the change shows. */
const LIVE_WITHIN = 30_000;
/** The design's goal for a live change, reported beside each delay. */
const LIVE_GOAL_MS = 5_000;

/** Opens `url` hydrated, waits until its live view joined its topics, and marks the page. */
async function watch(page: Page, url: string) {
  await openHydrated(page, url);
  await expect(page.locator("[data-live-status=live]").first()).toBeAttached();
  await page.evaluate(() => {
    (window as unknown as { liveMark: number }).liveMark = 1;
  });
}

/** The page was not reloaded since `watch` marked it. */
async function notReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
}

const delays: Record<string, number> = {};

/** Waits for `shown` after the other side's step, and records the delay. */
async function appears(step: string, page: Page, shown: Locator, after: number) {
  await expect(shown.first()).toBeVisible({ timeout: LIVE_WITHIN });
  delays[step] = Date.now() - after;
  await notReloaded(page);
  // The polite cue says the page changed under the reader.
  await expect(page.getByRole("status").filter({ hasText: "Updated just now" })).toBeVisible();
}

test("traveller and agent side by side: each step shows on the other side without a reload", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const traveller = await newPerson(browser);
  await signUpAndActivate(traveller.page, "live");

  // Both demo Kerala agents watch their inbox: routing gives the request to one of them.
  const agents: Awaited<ReturnType<typeof newPerson>>[] = [];
  for (const who of KERALA_AGENTS) {
    const person = await newPerson(browser);
    await signIn(person.page, who, /\/agents\/dashboard$/);
    await watch(person.page, "/agents/dashboard");
    agents.push(person);
  }

  // ── Request: the traveller posts it; the holding agent's inbox lists it. ────────────────
  let at = Date.now();
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Kochi",
    phone_no: "9845012345",
  });
  const leadLink = (page: Page) =>
    page.locator(`main a[href$="/agents/dashboard/leads/${tripId}"]`);
  await expect
    .poll(
      async () => {
        for (const a of agents) if ((await leadLink(a.page).count()) > 0) return true;
        return false;
      },
      { timeout: LIVE_WITHIN, intervals: [100] },
    )
    .toBe(true);
  delays.request = Date.now() - at;
  let holder: (typeof agents)[number] | null = null;
  let quoteId = 0;
  for (const a of agents) {
    if ((await leadLink(a.page).count()) === 0) continue;
    await notReloaded(a.page);
    const started = await a.page.request.post(`/agents/v2/leads/${tripId}/quotes`, {
      data: { from: "blank" },
    });
    if (started.status() === 201) {
      holder = a;
      quoteId = ((await started.json()) as { quote: { quoteId: number } }).quote.quoteId;
      break;
    }
  }
  if (!holder) throw new Error(`no demo Kerala agent holds lead ${tripId}`);
  const agent = holder;
  for (const a of agents) if (a !== agent) await a.context.close();
  await shootWidths(agent.page, SHOTS, "agent-inbox-live");

  // ── Quote: the agent sends it; the traveller's request page lists it. ───────────────────
  await watch(traveller.page, `/requested_trips/${tripId}`);
  at = Date.now();
  await sendQuoteByApi(agent.page, quoteId, punnamadaDraft(20_000));
  await appears("quote", traveller.page, traveller.page.getByTestId("quote-row"), at);
  await shootWidths(traveller.page, SHOTS, "request-page-live");

  // ── Version: the agent revises and sends v2; the traveller's quote page offers it. ──────
  const quoteUrl = `/requested_trips/${tripId}/quotes/${quoteId}`;
  await watch(traveller.page, quoteUrl);
  const revised = await agent.page.request.post(`/agents/v2/quotes/${quoteId}/revise`, {
    data: {},
  });
  expect(revised.status(), await revised.text()).toBe(201);
  at = Date.now();
  await sendQuoteByApi(agent.page, quoteId, punnamadaDraft(19_000));
  await appears(
    "version",
    traveller.page,
    traveller.page.getByRole("navigation", { name: "Versions" }).getByRole("link", { name: /^v2/ }),
    at,
  );

  // ── Accept: the traveller accepts (after the confirmation); the agent's lead page asks
  // for the invoice. ─────────────────────────────────────────────────────────────────────
  await watch(agent.page, `/agents/dashboard/leads/${tripId}`);
  // The confirmation asks first and is usable by keyboard: Escape closes it, nothing is sent,
  // and focus is back on the button; "Go back" does the same.
  const accept = traveller.page.getByRole("button", { name: "Accept this quote" }).first();
  await accept.focus();
  await traveller.page.keyboard.press("Enter");
  const ask = traveller.page.getByRole("alertdialog", { name: "Accept this quote?" });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("sends you the invoice");
  await shootWidths(traveller.page, SHOTS, "accept-confirmation", { fullPage: false });
  await traveller.page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(accept).toBeFocused();
  await accept.click();
  await ask.getByRole("button", { name: "Go back" }).click();
  await expect(ask).toHaveCount(0);
  await expect(agent.page.getByTestId("agent-money")).toHaveCount(0);
  await pressAndConfirm(traveller.page, accept, YES.accept);
  at = Date.now();
  await appears(
    "accept",
    agent.page,
    agent.page.getByTestId("agent-money").getByRole("button", { name: /and issue invoice$/ }),
    at,
  );
  await shootWidths(agent.page, SHOTS, "lead-page-accepted");

  // ── Invoice: the agent issues it; the traveller's quote page offers the deposit. ────────
  await watch(traveller.page, quoteUrl);
  at = Date.now();
  await issueInvoiceByApi(agent.page, quoteId);
  await appears(
    "invoice",
    traveller.page,
    traveller.page.getByTestId("quote-money").getByRole("link", { name: /Pay deposit/ }),
    at,
  );
  await shootWidths(traveller.page, SHOTS, "quote-page-invoiced");

  // ── Payment: the traveller pays in a second tab; the agent's lead page and the
  // traveller's first tab show it. ───────────────────────────────────────────────────────
  await watch(agent.page, `/agents/dashboard/leads/${tripId}`);
  await watch(traveller.page, quoteUrl);
  const payTab = await traveller.context.newPage();
  await openHydrated(payTab, `${quoteUrl}/payment`);
  // Timed from the payment's result page: the push left when the capture committed, before.
  await payOnSandbox(payTab, /^Pay deposit/);
  at = Date.now();
  await appears("payment", agent.page, agent.page.getByText(/ · paid$/), at);
  await appears(
    "payment (traveller's other tab)",
    traveller.page,
    traveller.page.getByTestId("booking-state").filter({ hasText: "Booked · deposit paid" }),
    at,
  );
  await payTab.close();

  // ── Voucher: the agent uploads one on the lead page; the traveller's quote page lists it.
  await watch(traveller.page, quoteUrl);
  const vouchers = agent.page.getByTestId("agent-money");
  await vouchers.getByLabel("Item").selectOption("hotel");
  await vouchers.getByLabel(/^File/).setInputFiles({
    name: "punnamada-voucher.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  });
  // Timed from the press: the agent's own page answers after the traveller's may have changed.
  at = Date.now();
  await vouchers.getByRole("button", { name: "Upload voucher" }).click();
  await appears(
    "voucher",
    traveller.page,
    traveller.page.getByTestId("quote-money").getByRole("link", { name: "Download", exact: true }),
    at,
  );
  await expect(vouchers).toContainText("punnamada-voucher.pdf");
  await shootWidths(traveller.page, SHOTS, "quote-page-voucher");

  const report = Object.entries(delays)
    .map(([step, ms]) => `${step}: ${ms} ms${ms > LIVE_GOAL_MS ? " (over the 5 s goal)" : ""}`)
    .join("; ");
  testInfo.annotations.push({ type: "live delays", description: report });
  console.log(`live delays: ${report}`);
});

test("without a socket the request page polls, and still shows the new quote without a reload", async ({
  browser,
}) => {
  const traveller = await newPerson(browser);
  await signUpAndActivate(traveller.page, "live-poll");
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Madurai",
    phone_no: "9845012346",
  });
  const { agent, quoteId } = await startQuoteAsHoldingAgent(browser, tripId);
  // Every socket this traveller opens is closed at once: the page falls back to polling.
  await traveller.context.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await openHydrated(traveller.page, `/requested_trips/${tripId}`);
  await expect(traveller.page.locator("[data-live-status=polling]")).toBeAttached();
  await traveller.page.evaluate(() => {
    (window as unknown as { liveMark: number }).liveMark = 1;
  });
  await sendQuoteByApi(agent.page, quoteId, punnamadaDraft(20_000));
  await expect(traveller.page.getByTestId("quote-row").first()).toBeVisible({
    timeout: LIVE_POLL_MS + LIVE_WITHIN,
  });
  await notReloaded(traveller.page);
  await expect(traveller.page.locator("[data-live-status=polling]")).toBeAttached();
  await agent.context.close();
});
