import { expect, type Page, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { builderStep } from "./support/builder";
import { hydrated, openHydrated } from "./support/hydration";
import { KERALA_AGENTS } from "./support/kerala-lead";
import { DEMO, signIn } from "./support/page-checks";
import { newPerson, signIn as signInAgent } from "./support/people";

// Issue 28's "Done when" (decisions 0209, 0210, 0227): the traveller asks for 6 days in Munnar
// and Alleppey in one browser; in another the Kerala agent who holds the fresh lead starts from
// a package, gets catalogue hotels filled, swaps one hotel from the search, puts a saved day from
// the library in place of a day, sets a 12% markup and sees net, margin and total follow, previews
// and sends. The traveller sees the hotels with their pictures, the route map, and the fair-price
// hint when the server has at least 5 comparables (absent otherwise, decision 0212). Every click,
// key entry and selection of the agent is counted; the goal is 25 or fewer.

const SHOTS = "test-results/screenshots";

test("the Kerala agent quotes a fresh Munnar & Alleppey lead from the workbench; the traveller sees it", async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const traveller = await newPerson(browser);
  await signIn(traveller.page, DEMO.traveller);
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const created = await traveller.page.request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
    data: {
      to_loc: ["Munnar", "Alleppey"],
      from_loc: "Pune",
      month: start.slice(0, 7),
      start_date: start,
      trip_days: 6,
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 60000,
      isd_code: "+91",
      phone_no: "9822012345",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tripId = ((await created.json()) as { requested_trip: { id: number } }).requested_trip.id;

  let actions = 0;
  const act = async <T>(step: Promise<T>) => {
    actions += 1;
    return step;
  };

  // Whichever demo Kerala agency holds the lead answers it (routing by the places hierarchy:
  // Munnar and Alleppey are in Kerala, decision 0207).
  let agent: Page | null = null;
  for (const who of KERALA_AGENTS) {
    const person = await newPerson(browser);
    await signInAgent(person.page, who, /\/agents\/dashboard$/);
    const lead = await person.page.goto(`/agents/dashboard/leads/${tripId}`);
    if (lead?.ok() && person.page.url().endsWith(`/leads/${tripId}`)) {
      agent = person.page;
      break;
    }
    await person.context.close();
  }
  if (!agent) throw new Error(`no demo Kerala agent holds lead ${tripId}`);
  await hydrated(agent);
  await agent.setViewportSize({ width: 1366, height: 900 });
  await act(agent.getByRole("button", { name: /^Use / }).first().click());
  await expect(agent).toHaveURL(/\/agents\/dashboard\/quotes\/\d+\/edit$/);
  await hydrated(agent);
  // The URL changes as the client navigation commits; the builder renders just after it.
  await expect(agent.getByLabel("Title", { exact: true }).first()).toBeVisible();
  const dayCount = await agent.getByLabel("Title", { exact: true }).count();
  // The lead asks for 6 days: the package list puts a 6-day package first.
  expect(dayCount).toBe(6);
  await agent.screenshot({ path: `${SHOTS}/workbench-days-1366.png` });

  // A saved day from the library, in place of day 2: its title, city and text come with it.
  await act(agent.getByRole("button", { name: "Insert from library" }).click());
  const library = agent.getByTestId("library-day");
  await expect(library.first()).toBeVisible();
  const saved = library.first();
  const savedTitle = ((await saved.locator("p").first().textContent()) ?? "")
    .split(" · ")[0]
    ?.trim();
  expect(savedTitle).toBeTruthy();
  await act(agent.getByLabel("Put the day").selectOption({ label: "In place of day 2" }));
  await act(saved.getByRole("button", { name: /^Insert / }).click());
  const titles = agent.getByLabel("Title", { exact: true });
  await expect(titles).toHaveCount(dayCount);
  await expect(titles.nth(1)).toHaveValue(savedTitle ?? "");
  await expect(agent.getByLabel("City", { exact: true }).nth(1)).not.toHaveValue("");

  // The package's stays come with catalogue hotels, their pictures and their rate as a cost.
  await act(builderStep(agent, "Hotels"));
  const names = agent.getByLabel("Hotel name");
  await expect(names.first()).not.toHaveValue("");
  await expect(agent.getByLabel("Image 1 URL").first()).toHaveValue(/^\/images\//);
  const total = agent.getByTestId("summary-total");
  const before = await total.textContent();

  // Swap the first stay's hotel for another from the search.
  await act(
    agent
      .getByRole("button", { name: /^Find hotels in / })
      .first()
      .click(),
  );
  const results = agent.getByTestId("catalogue-hotel");
  await expect(results.nth(1)).toBeVisible();
  const other = results.nth(1);
  const otherName = ((await other.locator("p").first().textContent()) ?? "")
    .replace(/★+$/, "")
    .trim();
  await act(other.getByRole("button", { name: /^Use / }).first().click());
  await expect(names.first()).toHaveValue(otherName);
  await agent.screenshot({ path: `${SHOTS}/workbench-hotels-1366.png` });

  // A 12% markup: net stays, markup, margin and total move as typed.
  await act(builderStep(agent, "Price"));
  const net = await agent.getByTestId("net").textContent();
  const marginBefore = await agent.getByTestId("margin").textContent();
  await act(agent.getByLabel("Markup %").fill("12"));
  await expect(agent.getByTestId("margin")).not.toHaveText(marginBefore ?? "");
  await expect(agent.getByTestId("net")).toHaveText(net ?? "");
  await expect(total).not.toHaveText(before ?? "");
  // The draft with the inserted day saves by itself (the autosave the library day once broke).
  await expect(agent.getByTestId("save-state")).toHaveText(/^Saved /, { timeout: 60_000 });
  await agent.screenshot({ path: `${SHOTS}/workbench-price-1366.png` });
  await agent.setViewportSize({ width: 390, height: 844 });
  await agent.screenshot({ path: `${SHOTS}/workbench-price-390.png` });
  await agent.setViewportSize({ width: 1366, height: 900 });
  const sellingTotal = (await total.textContent()) ?? "";

  await act(agent.getByRole("button", { name: "Save and preview" }).click());
  await expect(agent).toHaveURL(/\/preview$/);
  await hydrated(agent);
  await expect(agent.getByText(savedTitle ?? "").first()).toBeVisible();
  await act(agent.getByRole("button", { name: /^Send version 1/ }).click());
  await expect(agent).toHaveURL(new RegExp(`/agents/dashboard/leads/${tripId}$`));
  console.log(`quote workbench: ${actions} agent actions for a ${dayCount}-day quote`);
  expect(actions).toBeLessThanOrEqual(25);

  // The traveller (the other browser) sees the catalogue hotel with its pictures, the route
  // map, the library day, and no agency figures.
  await openHydrated(traveller.page, `/requested_trips/${tripId}`);
  await traveller.page.getByRole("link", { name: "View quote" }).first().click();
  await hydrated(traveller.page);
  const hotel = traveller.page.getByTestId("hotel").first();
  await expect(hotel).toContainText(otherName);
  await expect(hotel.locator('img[src^="/images/"]').first()).toBeVisible();
  await expect(traveller.page.getByTestId("route-map").locator("svg")).toBeVisible();
  await expect(traveller.page.getByText(savedTitle ?? "").first()).toBeVisible();
  const body = (await traveller.page.content()).toLowerCase();
  expect(body).not.toContain("net cost");
  expect(body).not.toContain("costlines");
  expect(body).not.toContain('"costing"');
  await expect(traveller.page.getByText(sellingTotal).first()).toBeVisible();

  // The fair-price hint (decision 0212) shows only with at least 5 comparables and says how
  // many it used; without them it is absent (a fresh demo may hold too few for this place,
  // length, month and hotel class), and the test says which it saw.
  const hint = traveller.page.getByTestId("fair-price");
  if ((await hint.count()) > 0) {
    await expect(hint).toContainText(/usual range/);
    const used = /From (\d+) comparable/.exec((await hint.textContent()) ?? "");
    expect(Number(used?.[1])).toBeGreaterThanOrEqual(5);
    console.log(`quote workbench: fair-price hint from ${used?.[1]} comparables`);
  } else {
    await expect(traveller.page.getByText("Is this a fair price?")).toHaveCount(0);
    console.log("quote workbench: no fair-price hint (fewer than 5 comparables)");
  }
  await traveller.page.setViewportSize({ width: 1366, height: 900 });
  await traveller.page.screenshot({
    path: `${SHOTS}/workbench-traveller-1366.png`,
    fullPage: true,
  });
  await traveller.page.setViewportSize({ width: 390, height: 844 });
  await traveller.page.screenshot({ path: `${SHOTS}/workbench-traveller-390.png`, fullPage: true });
});
