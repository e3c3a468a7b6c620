import { expect, type Page, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { travelMonthOptions } from "../../common/trips";
import { builderStep, typePricePerAdult } from "./support/builder";

// The agent workspace as the demo Kerala agent uses it: a new Kerala request reaches the inbox,
// the agent starts a quote from a catalogue package, names the hotels, saves, previews and
// sends. Other agents and travellers learn nothing from the workspace's URLs.

const TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };
const KERALA_AGENT = { email: "agent.kerala@triphive.example", password: "Houseboat#2026" };
const HIMALAYA_AGENT = { email: "agent.himalaya@triphive.example", password: "Rohtang#2026" };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/users/sign_in"));
}

/** Waits for hydration, so what is typed is not reset by the page taking over the form. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

test("an agent quotes a routed lead from a catalogue package, and nobody else sees it", async ({
  browser,
}) => {
  const travellerContext = await browser.newContext();
  const traveller = await travellerContext.newPage();
  await signIn(traveller, TRAVELLER);
  const created = await traveller.request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
    data: {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 45000,
      isd_code: "+91",
      phone_no: "9812345678",
    },
  });
  expect(created.status()).toBe(201);
  const tripId: number = (await created.json()).requested_trip.id;
  // Routing picks three of Kerala's five agencies by rating, speed and current load, and the
  // demo data and other journeys load them; two requests for more quotes route all five, so
  // the demo Kerala agency holds this lead whatever ran before.
  for (let i = 0; i < 2; i++) {
    const more = await traveller.request.post(
      `/bookings/v1/requested_trips/${tripId}/request_more_quotes`,
      { headers: { "X-Api-Key": WEB_CLIENT_API_KEY }, data: {} },
    );
    expect(more.status(), await more.text()).toBe(201);
  }

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, KERALA_AGENT);
  await agent.goto("/agents/dashboard?stage=new");
  const row = agent.getByRole("link", { name: new RegExp(`Trip #${tripId}\\b`) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(agent).toHaveURL(new RegExp(`/agents/dashboard/leads/${tripId}$`));
  await expect(agent.getByText(/Contact details stay masked/)).toBeVisible();

  await settled(agent);
  await agent.getByRole("button", { name: /^Use / }).first().click();
  await expect(agent).toHaveURL(/\/agents\/dashboard\/quotes\/\d+\/edit$/);
  await expect(agent.getByText("Your draft quote is ready to edit")).toBeVisible();
  await settled(agent);

  await builderStep(agent, "Hotels");
  const hotelNames = agent.getByLabel("Hotel name");
  const count = await hotelNames.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await hotelNames.nth(i).fill(`Backwater Stay ${i + 1}`);
  await typePricePerAdult(agent, "30000");
  await agent.getByRole("button", { name: "Save draft" }).click();
  await expect(agent.getByText("Draft saved")).toBeVisible();
  await builderStep(agent, "Price");
  await expect(agent.getByTestId("quote-totals")).toContainText("₹60,000");
  await expect(hotelNames.first()).toHaveValue("Backwater Stay 1");
  const editUrl = agent.url();

  await agent.getByRole("button", { name: "Save and preview" }).click();
  await expect(agent).toHaveURL(/\/preview$/);
  await expect(agent.getByText("Backwater Stay 1")).toBeVisible();
  await agent.getByRole("button", { name: /^Send version 1/ }).click();
  await expect(agent).toHaveURL(new RegExp(`/agents/dashboard/leads/${tripId}$`));
  await expect(agent.getByText("Your quote has been sent to the traveller")).toBeVisible();
  await expect(agent.getByText(/Contact details stay masked/)).toHaveCount(0);

  await agent.goto(editUrl);
  await expect(agent.getByText(/was sent to the traveller and cannot change/)).toBeVisible();
  await expect(agent.getByRole("button", { name: "Save draft" })).toHaveCount(0);

  // Another agency and the traveller get the error page on the workspace's URLs.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, HIMALAYA_AGENT);
  for (const page of [other, traveller]) {
    for (const path of [`/agents/dashboard/leads/${tripId}`, new URL(editUrl).pathname]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/page-not-found$/);
    }
  }

  // A visitor is sent to sign in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/agents/dashboard/leads/${tripId}`);
  await expect(visitor).toHaveURL(/\/users\/sign_in\?next_url=/);

  await Promise.all(
    [travellerContext, agentContext, otherContext, visitorContext].map((c) => c.close()),
  );
});
