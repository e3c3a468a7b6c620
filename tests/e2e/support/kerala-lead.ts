import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../../common/platform";
import { pressAndConfirm, YES } from "./confirm";
import { newPerson, signIn, signUpAndActivate } from "./people";

// A Kerala trip request and the agent who quotes it, for the marketplace and money journeys. Routing sends a
// Kerala request to three Kerala agencies ranked by rating and load: one of the two demo Kerala
// agents holds it.

export const KERALA_AGENTS = [
  { email: "agent.kerala@triphive.example", password: "Houseboat#2026" },
  { email: "agent.malabar@triphive.example", password: "Kozhikode#2026" },
];

/**
 * Posts a family trip to Kerala for the traveller whose session `request` carries, as the browser
 * client does (JSON with the web client's key): from an exact date two months out, or for a
 * travel `month` alone.
 */
export async function postKeralaRequest(
  request: APIRequestContext,
  from: { from_loc: string; phone_no: string; month?: string },
): Promise<number> {
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const when = from.month ? { month: from.month } : { month: start.slice(0, 7), start_date: start };
  const created = await request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
    data: {
      to_loc: ["Kerala"],
      from_loc: from.from_loc,
      ...when,
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 30000,
      isd_code: "+91",
      phone_no: from.phone_no,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { requested_trip: { id: number } }).requested_trip.id;
}

/** The demo Kerala agent who holds the lead, signed in, with a blank quote started on it. */
export async function startQuoteAsHoldingAgent(browser: Browser, tripId: number) {
  for (const who of KERALA_AGENTS) {
    const agent = await newPerson(browser);
    await signIn(agent.page, who, /\/agents\/dashboard$/);
    const started = await agent.page.request.post(`/agents/v2/leads/${tripId}/quotes`, {
      data: { from: "blank" },
    });
    if (started.status() === 201) {
      const { quote } = (await started.json()) as { quote: { quoteId: number } };
      return { agent, quoteId: quote.quoteId };
    }
    await agent.context.close();
  }
  throw new Error(`no demo Kerala agent holds lead ${tripId}`);
}

export { punnamadaDraft } from "../../support/quote-drafts";

/**
 * The journeys' usual quote: two days, Fort Kochi then a night on the Alleppey backwaters at
 * Lake Palace, ₹18,000 an adult, 50% back ten days before travel; `patch` changes any field.
 */
export function lakePalaceDraft(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    days: [
      { cityName: "Kochi", title: "Fort Kochi" },
      { cityName: "Alleppey", title: "Houseboat" },
    ],
    stays: [
      {
        city: "Alleppey",
        nights: 1,
        hotels: [{ name: "Lake Palace", city: "Alleppey", rating: 4 }],
      },
    ],
    inclusions: ["breakfast"],
    exclusions: ["flights"],
    pricePerAdult: 18_000,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    cancellationPolicy: [{ daysBefore: 10, refundPercent: 50 }],
    ...patch,
  };
}

/** The agent saves `draft` on its quote and sends it to the traveller (agent API). */
export async function sendQuoteByApi(
  page: Pick<Page, "request">,
  quoteId: number,
  draft: Record<string, unknown>,
) {
  const saved = await page.request.put(`/agents/v2/quotes/${quoteId}`, { data: draft });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await page.request.post(`/agents/v2/quotes/${quoteId}/send`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** The agent issues the invoice of its accepted quote at the draft's total (agent API). */
export async function issueInvoiceByApi(page: Page, quoteId: number) {
  const draft = await page.request.get(`/agents/v2/quotes/${quoteId}/invoice_draft`);
  expect(draft.status(), await draft.text()).toBe(200);
  const { totalMinor } = (await draft.json()) as { totalMinor: number };
  const issued = await page.request.post(`/agents/v2/quotes/${quoteId}/invoice`, {
    data: { confirmTotalMinor: totalMinor },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { invoice: { id: number; number: string } }).invoice;
}

/**
 * A new traveller's Kerala request (signed up with `tag`), quoted by the demo Kerala agent who
 * holds it, accepted and invoiced: the deposit is due. The agent's browser is closed.
 */
export async function invoicedKeralaQuote(
  browser: Browser,
  who: { tag: string; phone_no: string },
) {
  const traveller = await newPerson(browser);
  await signUpAndActivate(traveller.page, who.tag);
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Chennai",
    phone_no: who.phone_no,
  });

  const { agent, quoteId } = await startQuoteAsHoldingAgent(browser, tripId);
  await sendQuoteByApi(agent.page, quoteId, {
    days: [
      { cityName: "Munnar", title: "Tea hills" },
      { cityName: "Munnar", title: "Eravikulam" },
    ],
    stays: [
      { city: "Munnar", nights: 1, hotels: [{ name: "Tea Valley", city: "Munnar", rating: 4 }] },
    ],
    inclusions: ["breakfast"],
    exclusions: ["flights"],
    pricePerAdult: 15_000,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    cancellationPolicy: [{ daysBefore: 30, refundPercent: 80 }],
  });

  const quoteUrl = `/requested_trips/${tripId}/quotes/${quoteId}`;
  await traveller.page.goto(quoteUrl);
  await pressAndConfirm(
    traveller.page,
    traveller.page.getByRole("button", { name: "Accept this quote" }).first(),
    YES.accept,
  );
  await expect(traveller.page.getByTestId("quote-money")).toContainText("waiting for the invoice");

  await issueInvoiceByApi(agent.page, quoteId);
  await agent.context.close();
  return { traveller, tripId, quoteId, quoteUrl };
}
