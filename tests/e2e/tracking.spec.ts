import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { hydrated } from "./support/hydration";

// Tracking cookies (accounts §3-§4) and scroll analytics (browsing §4), read back from the
// server through the machine-only events API.

const MACHINE_KEY = process.env.E2E_MACHINE_KEY ?? "";
const UUID = /^[0-9a-f-]{36}$/;

interface RecordedEvent {
  name: string;
  pageId: string | null;
  pagePath: string | null;
  properties: Record<string, unknown>;
}

async function eventsOf(
  request: APIRequestContext,
  sessionId: string,
  name: string,
): Promise<RecordedEvent[]> {
  const query = new URLSearchParams({ session_id: sessionId, name });
  const res = await request.get(`/admin/v1/tracking/events?${query}`, {
    headers: { "X-Api-Key": MACHINE_KEY },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: RecordedEvent[] }).items;
}

async function cookieMap(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
}

/**
 * The cookies once the page-view beacon of the page has answered: pages themselves set none
 * (they may come from a cache, decision 0153); `counter` is the page view it must reflect.
 */
async function cookiesAfterPageView(context: BrowserContext, counter: string) {
  await expect.poll(async () => (await cookieMap(context)).th_counter?.value).toBe(counter);
  return cookieMap(context);
}

/** Scrolls to a share of the scrollable height and lets the page's frame callbacks run. */
async function scrollTo(page: Page, fraction: number) {
  await page.evaluate(async (f) => {
    const el = document.documentElement;
    window.scrollTo(0, (el.scrollHeight - window.innerHeight) * f);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, fraction);
}

test.describe("tracking", () => {
  test("visiting pages sets the tracking cookies and keeps one session", async ({
    page,
    context,
  }) => {
    const response = await page.goto("/tour-packages");
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    const first = await cookiesAfterPageView(context, "1");
    expect(first.th_session_id?.value).toMatch(UUID);
    expect(first.th_page_id?.value).toMatch(UUID);
    expect(first.th_landing_page_id?.value).toBe(first.th_page_id?.value);
    expect(first.th_funnel_id?.value).toMatch(UUID);
    expect(first.th_counter?.value).toBe("1");
    expect(first.th_traffic_type?.value).toBe("direct");
    expect(first.th_session_day?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.th_attribution?.value).toContain("trip_origin_uri=%2Ftour-packages");
    for (const cookie of [first.th_session_id, first.th_page_id]) {
      expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", httpOnly: true, secure: false });
      // 30 minutes from now, give or take the test's own duration.
      const minutesLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(25);
      expect(minutesLeft).toBeLessThanOrEqual(30);
    }

    await page.goto("/aboutus");
    const second = await cookiesAfterPageView(context, "2");
    expect(second.th_session_id?.value).toBe(first.th_session_id?.value);
    expect(second.th_page_id?.value).not.toBe(first.th_page_id?.value);
    expect(second.th_referer_page_id?.value).toBe(first.th_page_id?.value);
    expect(second.th_landing_page_id?.value).toBe(first.th_page_id?.value);
    expect(second.th_counter?.value).toBe("2");
  });

  test("a cached page carries no cookie, and each visitor still gets their own", async ({
    browser,
  }) => {
    const contexts = [await browser.newContext(), await browser.newContext()];
    const sessions: string[] = [];
    for (const context of contexts) {
      const page = await context.newPage();
      const response = await page.goto("/contact_us");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["set-cookie"]).toBeUndefined();
      expect(response?.headers()["cache-control"]).toMatch(/^public, /);
      sessions.push((await cookiesAfterPageView(context, "1")).th_session_id?.value ?? "");
    }
    expect(sessions[0]).toMatch(UUID);
    expect(sessions[1]).toMatch(UUID);
    expect(sessions[1]).not.toBe(sessions[0]);
    await Promise.all(contexts.map((c) => c.close()));
  });

  test("scrolling a listing records Scroll Depth 25, 50 and 75 once each per page view", async ({
    page,
    context,
    request,
  }) => {
    const sent: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/browsing/v1/tracking/events") && req.method() === "POST") {
        sent.push((JSON.parse(req.postData() ?? "{}") as { name: string }).name);
      }
    });
    await page.goto("/tour-packages");
    await hydrated(page);
    const cookies = await cookiesAfterPageView(context, "1");
    const session = cookies.th_session_id?.value ?? "";
    const pageId = cookies.th_page_id?.value;
    await expect.poll(() => eventsOf(request, session, "Page Viewed")).toHaveLength(1);

    for (const fraction of [0.3, 0.6, 0.2, 0.9, 0, 1, 0.55, 1]) await scrollTo(page, fraction);
    await expect
      .poll(async () =>
        (await eventsOf(request, session, "Scroll Depth")).map((e) => e.properties.percent).sort(),
      )
      .toEqual([25, 50, 75]);
    const scrolls = await eventsOf(request, session, "Scroll Depth");
    expect(scrolls.every((e) => e.pageId === pageId && e.pagePath === "/tour-packages")).toBe(true);
    expect(sent.filter((n) => n === "Scroll Depth")).toHaveLength(3);

    // A client-side navigation is a new page view: a new page id, and the thresholds again.
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "2", exact: true })
      .click();
    await expect(page).toHaveURL(/\/tour-packages\/page\/2$/);
    await expect.poll(() => eventsOf(request, session, "Page Viewed")).toHaveLength(2);
    const nextPageId = (await cookiesAfterPageView(context, "2")).th_page_id?.value;
    expect(nextPageId).not.toBe(pageId);
    for (const fraction of [0.4, 1]) await scrollTo(page, fraction);
    await expect
      .poll(async () =>
        (await eventsOf(request, session, "Scroll Depth"))
          .filter((e) => e.pageId === nextPageId)
          .map((e) => e.properties.percent)
          .sort(),
      )
      .toEqual([25, 50, 75]);
    expect(sent.filter((n) => n === "Scroll Depth")).toHaveLength(6);
  });
});
