import { expect, test } from "@playwright/test";
import { MESSAGES } from "../../common/messages";
import { builderStep, typePricePerAdult } from "./support/builder";
import { openHydrated } from "./support/hydration";
import { postKeralaRequest, startQuoteAsHoldingAgent } from "./support/kerala-lead";
import { axeViolations, DEMO, horizontalOverflow, signIn } from "./support/page-checks";
import { newPerson } from "./support/people";

// Agent content never reaches outside the site (decision 0186). The Kerala agent types a
// tracking pixel and a protocol-relative link into a hotel and is refused with the fields'
// messages; with a picture of the site and the hotel's real website the quote is sent. The
// traveller's browser then fetches nothing from another host, and the website opens behind the
// "You are leaving Triphive" page. Screenshots at 1366 and 390 px in
// test-results/quote-outside-links/.

const SHOTS = "test-results/quote-outside-links";
const PICTURE = "/images/v1/hotels/1-0-640x360.svg";
const WEBSITE = "https://www.bruntonboatyard.example/rooms?stay=2026-12";
const PIXEL = "https://evil.example/pixel.png";
const PHISH = "//evil.example/phish";
const SIZES = [
  [1366, 900],
  [390, 844],
] as const;

test("an agent's outside picture and link never reach the traveller's browser", async ({
  browser,
  baseURL,
}) => {
  const traveller = await newPerson(browser);
  await signIn(traveller.page, DEMO.traveller);
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Bengaluru",
    phone_no: "9845012345",
  });
  const { agent, quoteId } = await startQuoteAsHoldingAgent(browser, tripId);

  // The agent's builder refuses both, with the fields' messages.
  const builder = agent.page;
  await openHydrated(builder, `/agents/dashboard/quotes/${quoteId}/edit`);
  await builder.waitForLoadState("networkidle");
  await typePricePerAdult(builder, "28000");
  await builderStep(builder, "Hotels");
  await builder.getByLabel("Hotel name").first().fill("Brunton Boatyard");
  await builder.getByLabel("Image 1 URL").first().fill(PIXEL);
  await builder.getByLabel("Link to the hotel").first().fill(PHISH);
  await builder.getByRole("button", { name: "Save draft" }).click();
  await expect(builder.getByText(MESSAGES.imageNotFromTriphive)).toBeVisible();
  await expect(builder.getByText(MESSAGES.linkNotAllowed)).toBeVisible();
  const proposed = builder.getByRole("group", { name: "Proposed hotel" }).first();
  await proposed.screenshot({ path: `${SHOTS}/builder-refused-1366.png` });
  await builder.getByLabel("Image 1 URL").first().fill(PICTURE);
  await builder.getByLabel("Link to the hotel").first().fill(WEBSITE);
  await builder.getByRole("button", { name: "Save draft" }).click();
  await expect(builder.getByText("Draft saved")).toBeVisible();
  await builder.getByRole("button", { name: "Save and preview" }).click();
  await expect(builder).toHaveURL(/\/preview$/);
  await builder.getByRole("button", { name: /^Send version 1/ }).click();
  await expect(builder).toHaveURL(new RegExp(`/agents/dashboard/leads/${tripId}$`));

  // The traveller's browser asks this site for everything, and shows the site's picture.
  const site = new URL(baseURL ?? "").origin;
  const elsewhere: string[] = [];
  traveller.page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.origin !== site) elsewhere.push(r.url());
  });
  const quotePath = `/requested_trips/${tripId}/quotes/${quoteId}`;
  await openHydrated(traveller.page, quotePath);
  const hotel = traveller.page.getByTestId("hotel").first();
  await expect(hotel).toContainText("Brunton Boatyard");
  const picture = hotel.locator("img");
  await expect(picture).toHaveAttribute("src", PICTURE);
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const website = hotel.getByRole("link", { name: "Hotel website" });
  await expect(website).toHaveAttribute("href", /^\/leaving\?to=https%3A%2F%2Fwww\./);
  await expect(hotel).toContainText("(www.bruntonboatyard.example, outside Triphive)");
  for (const [width, height] of SIZES) {
    await traveller.page.setViewportSize({ width, height });
    await hotel.scrollIntoViewIfNeeded();
    await traveller.page.screenshot({ path: `${SHOTS}/quote-${width}.png` });
    await hotel.screenshot({ path: `${SHOTS}/hotel-${width}.png` });
    expect((await horizontalOverflow(traveller.page, width)).scrollWidth).toBeLessThanOrEqual(
      width,
    );
  }

  // The leaving page names the host, shows the whole address, and waits for a click.
  await website.click();
  await expect(traveller.page).toHaveURL(/\/leaving\?to=/);
  await expect(
    traveller.page.getByRole("heading", { name: "You are leaving Triphive" }),
  ).toBeVisible();
  await expect(traveller.page.getByText(WEBSITE, { exact: true })).toBeVisible();
  const go = traveller.page.getByRole("link", { name: "Continue to www.bruntonboatyard.example" });
  await expect(go).toHaveAttribute("href", WEBSITE);
  await expect(go).toHaveAttribute("rel", "noopener noreferrer nofollow");
  expect(await axeViolations(traveller.page)).toEqual([]);
  for (const [width, height] of SIZES) {
    await traveller.page.setViewportSize({ width, height });
    await traveller.page.screenshot({ path: `${SHOTS}/leaving-${width}.png`, fullPage: true });
    expect((await horizontalOverflow(traveller.page, width)).scrollWidth).toBeLessThanOrEqual(
      width,
    );
  }
  await traveller.page.getByRole("link", { name: "Stay on Triphive" }).click();
  await expect(traveller.page).toHaveURL(new RegExp(`${quotePath}$`));
  expect(elsewhere).toEqual([]);

  await Promise.all([traveller.context.close(), agent.context.close()]);
});
