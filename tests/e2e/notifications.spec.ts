import { type Browser, expect, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { openHydrated } from "./support/hydration";
import { lakePalaceDraft } from "./support/kerala-lead";

// Notifications (issue 10 §4): an agent sends a quote, the traveller's open bell shows the
// new-quote notification live (pushed on her notifications channel) and again after a reload
// (the bell does not depend on the socket), a live one dispatched on window is prepended and
// raises unread by 1, "Mark all read" clears the count.

const KERALA_AGENT = { email: "agent.kerala@triphive.example", password: "Houseboat#2026" };
const DEMO_TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };

async function person(browser: Browser, who: { email: string; password: string }, lands: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(lands);
  return { context, page };
}

test("the traveller's bell shows the agent's new quote; mark all read clears the count", async ({
  browser,
}) => {
  const traveller = await person(browser, DEMO_TRAVELLER, /\/travellers\/dashboard$/);
  const created = await traveller.page.request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
    data: {
      to_loc: ["Kerala"],
      month: "nd",
      durations: ["4-6"],
      trip_type: "honeymoon",
      adults: 2,
      children: 0,
      isd_code: "+91",
      phone_no: "9812345678",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tripId = ((await created.json()) as { requested_trip: { id: number } }).requested_trip.id;
  // Route the lead to every Kerala agency, so the demo Kerala agent holds it.
  for (let i = 0; i < 2; i++) {
    const more = await traveller.page.request.post(
      `/bookings/v1/requested_trips/${tripId}/request_more_quotes`,
      { data: {} },
    );
    expect(more.status(), await more.text()).toBe(201);
  }

  const agent = await person(browser, KERALA_AGENT, /\/agents\/dashboard$/);
  // The agent was told of the lead (other journeys may add leads meanwhile: ask the API).
  const leads = await agent.page.request.get("/browsing/v1/notifications?category=leads&limit=20");
  const leadUrls = (
    (await leads.json()) as { notifications: { extraInfo: { url: string } }[] }
  ).notifications.map((n) => n.extraInfo.url);
  expect(leadUrls).toContain(`/agents/dashboard/leads/${tripId}`);
  const started = await agent.page.request.post(`/agents/v2/leads/${tripId}/quotes`, {
    data: { from: "blank" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const quoteId = ((await started.json()) as { quote: { quoteId: number } }).quote.quoteId;
  const saved = await agent.page.request.put(`/agents/v2/quotes/${quoteId}`, {
    data: lakePalaceDraft(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // ── The traveller has the dashboard open, its socket subscribed to her channels. ───────
  // Frames are watched from the socket's creation: the page may hydrate, connect and be
  // answered before openHydrated returns, and a frame nobody listened for is not seen again.
  let subscribed = false;
  traveller.page.on("websocket", (socket) =>
    socket.on("framereceived", (frame) => {
      // The ack of the subscribe call ("43…" in Socket.IO's protocol) carries the channel counts.
      if (String(frame.payload).startsWith("43")) subscribed = true;
    }),
  );
  await openHydrated(traveller.page, "/travellers/dashboard");
  await expect
    .poll(() => subscribed, { message: "the dashboard's socket is subscribed" })
    .toBe(true);
  const bell = traveller.page.getByTestId("notification-bell");
  await bell.locator("summary").click();
  const newQuote = bell.locator(`a[href$="/requested_trips/${tripId}/quotes/${quoteId}"]`);
  await expect(newQuote).toHaveCount(0);

  const sent = await agent.page.request.post(`/agents/v2/quotes/${quoteId}/send`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);

  // ── Pushed live on the notifications channel: no reload, well before the minute's poll. ──
  await expect(newQuote).toContainText("sent you a quote for Kerala");
  const badge = bell.getByTestId("notification-unread");
  await expect(badge).toBeVisible();
  // And it is there after a reload too (nothing depends on the socket).
  await openHydrated(traveller.page, "/travellers/dashboard");
  await bell.locator("summary").click();
  await expect(newQuote).toContainText("sent you a quote for Kerala");
  const unread = Number(await badge.textContent());
  expect(unread).toBeGreaterThan(0);

  // ── A live one (what the realtime client dispatches) is prepended; unread + 1. ──────────
  const dispatchLive = (message: string) =>
    traveller.page.evaluate(
      ({ url, message }) => {
        const now = new Date().toISOString();
        const notification = {
          id: 2_000_000_000,
          message,
          notificationCategory: "quotes",
          notificationSubCategory: "new_quote_version",
          createdAt: now,
          read: false,
          type: "Quote",
          extraInfo: {
            url,
            tripId: null,
            quoteId: null,
            tripStatus: "Active",
            toLoc: ["Kerala"],
            funnelStage: null,
            userInfo: null,
          },
        };
        window.dispatchEvent(
          new CustomEvent("triphive:notification", {
            detail: {
              notification,
              data: { time_of_view: now, url, user_info: { first_name: "" } },
            },
          }),
        );
      },
      { url: `/requested_trips/${tripId}`, message },
    );
  await dispatchLive("Backwater Trails Kerala sent a new version (v2) of their quote for Kerala");
  await expect(badge).toHaveText(String(unread + 1));
  await expect(bell.getByRole("listitem").first()).toContainText("sent a new version (v2)");
  const items = await bell.getByRole("listitem").count();

  // ── The same one again, a burst folded into it (decision 0192): changed in place. ─────────
  await dispatchLive("Backwater Trails Kerala sent a new version (v3) of their quote for Kerala");
  await expect(bell.getByRole("listitem").first()).toContainText("sent a new version (v3)");
  await expect(bell.getByRole("listitem")).toHaveCount(items);
  await expect(badge).toHaveText(String(unread + 1));

  // ── Mark all read: the count goes, and the server agrees. ───────────────────────────────
  await bell.getByRole("button", { name: "Mark all read" }).click();
  await expect(badge).toHaveCount(0);
  const after = await traveller.page.request.get(
    "/browsing/v1/notifications?category=quotes&limit=20",
  );
  const mine = (
    (await after.json()) as {
      notifications: { read: boolean; extraInfo: { quoteId: number | null } }[];
    }
  ).notifications.find((n) => n.extraInfo.quoteId === quoteId);
  expect(mine?.read).toBe(true);

  // ── The full page lists it, filtered by category. ───────────────────────────────────────
  await traveller.page.goto("/notifications?category=quotes");
  await expect(
    traveller.page.locator(`main a[href$="/requested_trips/${tripId}/quotes/${quoteId}"]`),
  ).toHaveCount(1);
  await traveller.context.close();
  await agent.context.close();
});
