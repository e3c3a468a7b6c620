import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../../common/platform";
import { travelMonthOptions } from "../../../common/trips";

// Checks every page type must pass on a phone (issue 15, items 16, 23 and 26): nothing wider
// than the viewport, layout shift within the "good" CLS bound, and no serious or critical
// axe-core violation. axe runs inside the Chromium the suite already drives.

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");

export const DEMO = {
  traveller: { email: "traveller@triphive.example", password: "Backwaters#2026" },
  agent: { email: "agent.kerala@triphive.example", password: "Houseboat#2026" },
} as const;

/** Google's "good" Cumulative Layout Shift. */
export const CLS_LIMIT = 0.1;

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/sign_in/);
}

/** The first packages of the tour listing, as the browsing API lists them. */
export async function listedPackages(request: APIRequestContext) {
  const res = await request.get("/browsing/v1/packages?package_type=tour&limit=25", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { packages: { id: number; share_url: string }[] }).packages;
}

/** A request owned by whoever `request` is signed in as, made the way the web client makes it. */
export async function createTrip(request: APIRequestContext): Promise<number> {
  const res = await request.post("/bookings/v1/requested_trips", {
    headers: { "X-Api-Key": WEB_CLIENT_API_KEY },
    data: {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 0,
      budget: 40000,
      isd_code: "+91",
      phone_no: "9812345678",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { requested_trip: { id: number } }).requested_trip.id;
}

/**
 * Starts recording layout shifts before the page's first byte, the way Lighthouse counts them:
 * shifts not caused by input, grouped in session windows (gaps under 1 s, at most 5 s), and the
 * largest window is the page's CLS. Call once per page, before navigating.
 */
export async function recordLayoutShifts(page: Page) {
  // On a phone the server's HTML paints well before the scripts run; hold them back a little so
  // that here too the first paint is the server's markup and hydration happens after it.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: { value: number; time: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          time: entry.startTime,
          sources: (entry.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            return el ? `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120) : "?";
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's CLS so far, and the shifts that made it (for the failure message). */
export async function cumulativeLayoutShift(page: Page) {
  // Let late work (hydration effects, lazy chunks, images) land before reading.
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate(() => {
    const shifts = (
      window as unknown as { __shifts: { value: number; time: number; sources: string[] }[] }
    ).__shifts;
    let worst = 0;
    let current = 0;
    let start = 0;
    let last = 0;
    for (const s of shifts) {
      if (current && (s.time - last >= 1000 || s.time - start >= 5000)) current = 0;
      if (!current) start = s.time;
      current += s.value;
      last = s.time;
      worst = Math.max(worst, current);
    }
    return { cls: worst, shifts };
  });
}

/** How far the page is wider than `width`, and the elements that stick out. */
export async function horizontalOverflow(page: Page, width: number) {
  return page.evaluate((w) => {
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width && r.right > w + 0.5 && culprits.length < 8) {
        culprits.push(
          `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`.slice(0, 140),
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, width);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Serious and critical axe-core violations on the page as it stands. */
export async function axeViolations(page: Page) {
  // Evaluated through the DevTools protocol, which no CSP blocks: cached pages allow only the
  // hashes of their own inline scripts (decision 0150), so a script tag would be refused.
  await page.evaluate(readFileSync(AXE_PATH, "utf8"));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`),
    }));
}
