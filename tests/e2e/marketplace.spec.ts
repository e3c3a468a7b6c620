import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { travelMonthOptions } from "../../common/trips";
import { builderStep } from "./support/builder";
import { pressAndConfirm, YES } from "./support/confirm";
import { hydrated, openHydrated } from "./support/hydration";
import { postKeralaRequest } from "./support/kerala-lead";
import { newPerson, signIn, signUpAndActivate } from "./support/people";

// The marketplace end to end (issue 9 "Done means"), one browser context per person: a
// traveller posts a Kerala request; the Kerala agent finds it in the inbox, quotes from a
// catalogue package and sends; the traveller rejects a hotel; the agent answers with v2; a
// competing Kerala agency quotes through the agent API with its own session; the traveller
// reads what changed, compares, accepts; the competitor sees the lead lost; cancelling and
// reactivating the request moves every quote; strangers get 404 everywhere.

const KERALA_AGENT = { email: "agent.kerala@triphive.example", password: "Houseboat#2026" };
const MALABAR_AGENT = { email: "agent.malabar@triphive.example", password: "Kozhikode#2026" };
const HIMALAYA_AGENT = { email: "agent.himalaya@triphive.example", password: "Rohtang#2026" };
const DEMO_TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };

const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).first();

/** A complete quote as the agent API takes it; the server prices it. */
function malabarDraft() {
  return {
    days: [
      { cityName: "Kochi", title: "Fort Kochi on foot" },
      { cityName: "Munnar", title: "Tea estates" },
      { cityName: "Thekkady", title: "Periyar spice walk" },
      { cityName: "Alleppey", title: "Houseboat on Vembanad" },
      { cityName: "Kochi", title: "Fly home" },
    ],
    stays: [
      {
        city: "Munnar",
        nights: 2,
        hotels: [{ name: "Chandy's Windy Woods", city: "Munnar", rating: 4 }],
      },
      {
        city: "Alleppey",
        nights: 2,
        hotels: [{ name: "Punnamada Lake Resort", city: "Alleppey", rating: 4 }],
      },
    ],
    inclusions: ["breakfast", "private_cab", "sightseeing"],
    exclusions: ["flights", "lunch"],
    pricePerAdult: 24_500,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    cancellationPolicy: [
      { daysBefore: 30, refundPercent: 80 },
      { daysBefore: 10, refundPercent: 40 },
    ],
  };
}

async function statusesOf(request: APIRequestContext, tripId: number) {
  const res = await request.get(`/bookings/v1/requested_trips/${tripId}/quotes?view=list`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { quotes: { id: number; status: string }[] };
  return body.quotes.map((q) => q.status);
}

test("two agents quote a Kerala request; the traveller rejects a hotel, reads v2, compares and accepts", async ({
  browser,
}) => {
  test.setTimeout(300_000);

  // ── The traveller posts a Kerala request. ──────────────────────────────────────────────
  const traveller = await newPerson(browser);
  await signUpAndActivate(traveller.page, "market");
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Bengaluru",
    phone_no: "9812345678",
    month: travelMonthOptions(new Date())[2]?.value ?? "nd",
  });
  const landing = `/requested_trips/${tripId}`;
  // Five agencies serve Kerala and the first three are chosen by rating, speed and load; asking
  // for more quotes twice routes all five, so both demo Kerala agencies hold this lead.
  for (let i = 0; i < 2; i++) {
    const more = await traveller.page.request.post(
      `/bookings/v1/requested_trips/${tripId}/request_more_quotes`,
      { data: {} },
    );
    expect(more.status(), await more.text()).toBe(201);
  }

  // ── The Kerala agent finds it in the inbox and quotes from a catalogue package. ───────
  const kerala = await newPerson(browser);
  await signIn(kerala.page, KERALA_AGENT, /\/agents\/dashboard$/);
  const leadLink = kerala.page.locator(`main a[href$="/agents/dashboard/leads/${tripId}"]`).first();
  await expect(leadLink).toBeVisible();
  await leadLink.click();
  await expect(kerala.page).toHaveURL(new RegExp(`/agents/dashboard/leads/${tripId}$`));
  await kerala.page.getByRole("button", { name: /^Use / }).first().click();
  await expect(kerala.page).toHaveURL(/\/agents\/dashboard\/quotes\/\d+\/edit$/);
  const quoteId = Number(/quotes\/(\d+)\/edit/.exec(kerala.page.url())?.[1]);
  await builderStep(kerala.page, "Hotels");
  const hotelNames = kerala.page.getByLabel("Hotel name");
  // The URL changes before the builder has rendered: wait for its first hotel field.
  await expect(hotelNames.first()).toBeVisible();
  const stays = await hotelNames.count();
  expect(stays).toBeGreaterThan(0);
  for (let i = 0; i < stays; i++) await hotelNames.nth(i).fill(`Backwater Stay ${i + 1}`);
  // The agent's own edit of a hotel: a named resort for the first stay.
  await hotelNames.first().fill("Coconut Lagoon Heritage");
  await kerala.page.getByRole("button", { name: "Save and preview" }).click();
  await expect(kerala.page).toHaveURL(new RegExp(`/agents/dashboard/quotes/${quoteId}/preview`));
  await kerala.page.getByRole("button", { name: "Send version 1 to the traveller" }).click();
  await expect(toast(kerala.page, "Your quote has been sent to the traveller")).toBeVisible();

  // ── The traveller sees it and rejects one hotel with a reason. ────────────────────────
  await openHydrated(traveller.page, landing);
  const row = traveller.page.locator(`[data-testid=quote-row][data-quote-id="${quoteId}"]`);
  await expect(row).toContainText("Backwater Trails Kerala");
  await expect(row).toContainText("per person");
  await row.getByRole("link", { name: "View quote" }).click();
  await expect(traveller.page).toHaveURL(new RegExp(`${landing}/quotes/${quoteId}$`));
  await hydrated(traveller.page);
  const firstHotel = traveller.page.getByTestId("hotel").first();
  await expect(firstHotel).toContainText("Coconut Lagoon Heritage");
  await firstHotel.getByText("Reject hotel").click();
  await firstHotel.getByRole("button", { name: "Reject and tell the agent" }).click();
  await expect(firstHotel.getByText("required")).toBeVisible();
  await firstHotel.getByLabel("Why not this hotel?").selectOption("location");
  // The answer lands in place: the page does not jump back to its top.
  await firstHotel
    .getByRole("button", { name: "Reject and tell the agent" })
    .scrollIntoViewIfNeeded();
  await traveller.page.evaluate(() => window.scrollBy(0, 200));
  const scrolled = await traveller.page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await firstHotel.getByRole("button", { name: "Reject and tell the agent" }).click();
  await expect(toast(traveller.page, "Thanks, the agent has been told.")).toBeVisible();
  await expect(firstHotel).toHaveAttribute("data-selection-status", "-1");
  expect(await traveller.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(firstHotel).toContainText("You rejected this hotel: Location is not convenient");

  // ── The agent answers with version 2: another hotel for that stay. ────────────────────
  await kerala.page.goto(`/agents/dashboard/leads/${tripId}`);
  await expect(kerala.page.getByText("The traveller rejected 1 hotel")).toBeVisible();
  await kerala.page.goto(`/agents/dashboard/quotes/${quoteId}/edit`);
  await kerala.page.getByRole("button", { name: "Revise (new version)" }).click();
  await expect(toast(kerala.page, "A new version is open for editing")).toBeVisible();
  await builderStep(kerala.page, "Hotels");
  await kerala.page.getByLabel("Hotel name").first().fill("Kumarakom Lake Resort");
  await kerala.page.getByRole("button", { name: "Save and preview" }).click();
  await kerala.page.getByRole("button", { name: "Send version 2 to the traveller" }).click();
  await expect(toast(kerala.page, "Your quote has been sent to the traveller")).toBeVisible();

  // ── A competing Kerala agency quotes through the agent API with its own session. ───────
  const malabar = await newPerson(browser);
  await signIn(malabar.page, MALABAR_AGENT, /\/agents\/dashboard$/);
  const started = await malabar.page.request.post(`/agents/v2/leads/${tripId}/quotes`, {
    data: { from: "blank" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const rivalId = ((await started.json()) as { quote: { quoteId: number } }).quote.quoteId;
  const saved = await malabar.page.request.put(`/agents/v2/quotes/${rivalId}`, {
    data: malabarDraft(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await malabar.page.request.post(`/agents/v2/quotes/${rivalId}/send`, {
    data: {},
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // ── The traveller reads what changed in v2. ───────────────────────────────────────────
  await openHydrated(traveller.page, `${landing}/quotes/${quoteId}`);
  const changed = traveller.page.getByTestId("what-changed");
  await expect(changed).toContainText("What changed in v2");
  await expect(changed).toContainText("Coconut Lagoon Heritage → Kumarakom Lake Resort");
  await expect(traveller.page.getByRole("navigation", { name: "Versions" })).toContainText("v1");
  // Followed by its address: a click could land while the rival's live update re-reads the page.
  const v1 = await traveller.page.getByRole("link", { name: /^v1/ }).getAttribute("href");
  expect(v1).toBeTruthy();
  await openHydrated(traveller.page, v1 ?? "");
  await expect(traveller.page.getByText("You are reading version 1")).toBeVisible();
  await expect(traveller.page.getByTestId("hotel").first()).toContainText(
    "Coconut Lagoon Heritage",
  );

  // ── ...compares it with the competing quote... ───────────────────────────────────────
  await openHydrated(traveller.page, landing);
  await expect(traveller.page.getByTestId("quote-row")).toHaveCount(2);
  await traveller.page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(traveller.page.getByTestId("compare-message")).toHaveText(
    "Select at least 2 quotes to compare",
  );
  for (const id of [quoteId, rivalId]) {
    await traveller.page
      .locator(`[data-testid=quote-row][data-quote-id="${id}"]`)
      .getByLabel("Add to compare")
      .check();
  }
  await traveller.page.getByRole("button", { name: "Compare (2)" }).click();
  const popup = traveller.page.getByRole("dialog", { name: "Compare quotes" });
  await expect(popup).toContainText("Backwater Trails Kerala");
  await expect(popup).toContainText("Malabar Coast Holidays");
  await popup.getByRole("link", { name: "See the full comparison" }).click();
  await expect(traveller.page).toHaveURL(new RegExp(`${landing}/compare\\?`));
  const table = traveller.page.getByRole("table");
  await expect(table).toContainText("Per person per night");
  await expect(table).toContainText("Hotel in Munnar");
  await expect(table.locator("tr[data-differs]").first()).toBeVisible();

  // ── ...and accepts it. ────────────────────────────────────────────────────────────────
  await openHydrated(traveller.page, `${landing}/quotes/${quoteId}`);
  await pressAndConfirm(
    traveller.page,
    traveller.page.getByRole("button", { name: "Accept this quote" }),
    YES.accept,
  );
  await expect(
    toast(traveller.page, "You have chosen this quote. The agent will send the invoice shortly."),
  ).toBeVisible();
  // The booking state's badge (decision 0193): an accepted quote waits for its invoice.
  await expect(traveller.page.locator("[data-state=accepted]").first()).toBeVisible();

  // ── The other agent's view shows the outcome. ────────────────────────────────────────
  await malabar.page.goto("/agents/dashboard?stage=lost");
  await expect(
    malabar.page.locator(`main a[href$="/agents/dashboard/leads/${tripId}"]`).first(),
  ).toBeVisible();
  await kerala.page.goto("/agents/dashboard?stage=chosen");
  await expect(
    kerala.page.locator(`main a[href$="/agents/dashboard/leads/${tripId}"]`).first(),
  ).toBeVisible();

  // ── Cancelling the request turns every quote to requestCancelled; reactivating, active. ─
  await openHydrated(traveller.page, landing);
  await traveller.page.getByRole("link", { name: "Cancel Booking" }).click();
  const cancel = traveller.page.getByRole("dialog", { name: "Cancel your request?" });
  await pressAndConfirm(
    traveller.page,
    cancel.getByRole("button", { name: "Cancel request" }),
    YES.cancel,
  );
  await expect(toast(traveller.page, "Your request has been cancelled")).toBeVisible();
  expect(await statusesOf(traveller.page.request, tripId)).toEqual([
    "requestCancelled",
    "requestCancelled",
  ]);
  await expect(
    traveller.page.getByTestId("quote-row").locator("[data-state=cancelled]"),
  ).toHaveCount(2);
  await traveller.page.getByRole("button", { name: "Reactivate" }).click();
  await expect(toast(traveller.page, "Your request has been reactivated")).toBeVisible();
  expect(await statusesOf(traveller.page.request, tripId)).toEqual(["active", "active"]);

  // ── A third traveller and a non-routed agent get 404 on every URL and API of the trip. ─
  const pages = [
    landing,
    `${landing}/quotes/${quoteId}`,
    `${landing}/quotes/${quoteId}?version=1`,
    `${landing}/compare?quote_ids[]=${quoteId}&quote_ids[]=${rivalId}`,
  ];
  const q = `/bookings/v1/requested_trips/${tripId}/quotes/${quoteId}`;
  const apis: [string, string, unknown?][] = [
    ["get", `/bookings/v1/requested_trips/${tripId}`],
    ["get", `/bookings/v1/requested_trips/${tripId}/quotes`],
    ["get", q],
    ["get", `${q}/version?version=1`],
    ["post", `${q}/reject_quote`, { quote: { quote_decline_reason: "price_high" } }],
    ["post", `${q}/accept_quote`],
    ["post", `${q}/reactivate_quote`],
    ["post", `${q}/update_hotel_status`, { hotel_key: "abc", status: 1 }],
    ["post", `${q}/request_call_back`, {}],
    ["post", `${q}/update_quote_stats`, { source: "quote_detail" }],
    ["post", `${q}/download`],
    ["get", `/bookings/v1/requested_trips/${tripId}/compare?quote_ids=${quoteId},${rivalId}`],
    ["post", `/bookings/v1/requested_trips/${tripId}/request_more_quotes`],
  ];
  const outsiders = [
    { who: DEMO_TRAVELLER, lands: /\/travellers\/dashboard$/ },
    { who: HIMALAYA_AGENT, lands: /\/agents\/dashboard$/ },
  ];
  for (const { who, lands } of outsiders) {
    const outsider = await newPerson(browser);
    await signIn(outsider.page, who, lands);
    const agentUrls =
      who === HIMALAYA_AGENT
        ? [`/agents/dashboard/leads/${tripId}`, `/agents/dashboard/quotes/${quoteId}/edit`]
        : [];
    for (const url of [...pages, ...agentUrls]) {
      const res = await outsider.page.request.get(url, { maxRedirects: 0 });
      expect([res.status(), res.headers().location], `${who.email} ${url}`).toEqual([
        302,
        "/page-not-found",
      ]);
    }
    const agentApis: [string, string, unknown?][] =
      who === HIMALAYA_AGENT
        ? [
            ["get", `/agents/v2/leads/${tripId}`],
            ["post", `/agents/v2/leads/${tripId}/quotes`, { from: "blank" }],
            ["get", `/agents/v2/quotes/${quoteId}`],
            ["post", `/agents/v2/quotes/${quoteId}/send`],
          ]
        : [];
    for (const [method, url, body] of [...apis, ...agentApis]) {
      // A JSON body on every POST: a bodiless POST is refused as cross-site before routing.
      const res = await outsider.page.request.fetch(url, {
        method,
        ...(method === "post" ? { data: body ?? {} } : {}),
      });
      expect(res.status(), `${who.email} ${method} ${url}`).toBe(404);
    }
    await outsider.context.close();
  }

  for (const person of [traveller, kerala, malabar]) await person.context.close();
});
