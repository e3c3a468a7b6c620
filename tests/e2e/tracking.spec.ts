import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";

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

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
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
    await page.goto("/tour-packages");
    const first = await cookieMap(context);
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
    const second = await cookieMap(context);
    expect(second.th_session_id?.value).toBe(first.th_session_id?.value);
    expect(second.th_page_id?.value).not.toBe(first.th_page_id?.value);
    expect(second.th_referer_page_id?.value).toBe(first.th_page_id?.value);
    expect(second.th_landing_page_id?.value).toBe(first.th_page_id?.value);
    expect(second.th_counter?.value).toBe("2");
  });

  test("a cached page still gives each visitor their own cookies", async ({
    playwright,
    baseURL,
  }) => {
    const visitors = [
      await playwright.request.newContext({ baseURL }),
      await playwright.request.newContext({ baseURL }),
    ];
    const [first, second] = [
      await visitors[0]?.get("/contact_us"),
      await visitors[1]?.get("/contact_us"),
    ];
    expect(first?.status()).toBe(200);
    expect(second?.headers()["x-page-cache"]).toBe("HIT");
    const sessions = await Promise.all(
      visitors.map(
        async (v) =>
          (await v?.storageState())?.cookies.find((c) => c.name === "th_session_id")?.value,
      ),
    );
    expect(sessions[0]).toMatch(UUID);
    expect(sessions[1]).toMatch(UUID);
    expect(sessions[1]).not.toBe(sessions[0]);
    await Promise.all(visitors.map((v) => v?.dispose()));
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
    const session = (await cookieMap(context)).th_session_id?.value ?? "";
    const pageId = (await cookieMap(context)).th_page_id?.value;
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
    const nextPageId = (await cookieMap(context)).th_page_id?.value;
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
