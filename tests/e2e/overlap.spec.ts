import { mkdirSync } from "node:fs";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { hydrated } from "./support/hydration";
import { KERALA_AGENTS, lakePalaceDraft } from "./support/kerala-lead";
import { createTrip, DEMO, listedPackages, signIn } from "./support/page-checks";
import { shootWidths } from "./support/screenshots";

// Nothing covers the content (decision 0205): on 20 page types, at 1366 and 390 px, with the
// chatbot open where it can open, no element fixed or stuck to the screen overlaps a visible
// link, button or form control, at the top, the middle and the bottom of the page. Bars that
// span the width at the top or bottom edge (the header, the bottom bars, the chatbot's strip
// and sheet) are the screen's edges: what scrolls beneath them mid-page is out of view, not
// covered, but at the end of the page they reach they must cover nothing (the page reserves
// their room).

const ADMIN = { email: "admin@triphive.example", password: "Control#Room2026" };
const PLANNER = { name: "Plan your trip" } as const;

type Role = "visitor" | "traveller" | "agent" | "holder" | "admin";

interface PageType {
  name: string;
  role: Role;
  path: string;
}

/** The pages, found once: the demo traveller's quoted request, a lead with a draft quote. */
let PAGES: PageType[] = [];
/** Which demo agent holds the lead the builder opens (routing picks one of the two). */
let holder: { email: string; password: string } = DEMO.agent;

const WIDTHS = [
  { width: 1366, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
] as const;

test.describe.configure({ mode: "serial" });

async function htmlOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), html: res.status() === 200 ? await res.text() : "" };
}

const idsIn = (html: string, pattern: RegExp) =>
  [...new Set([...html.matchAll(pattern)].map((m) => Number(m[1])))].sort((a, b) => a - b);

/** The demo traveller's seeded Kerala request: the first of theirs with two quotes or more. */
async function quotedRequest(request: APIRequestContext) {
  const { html } = await htmlOf(request, "/travellers/dashboard");
  for (const tripId of idsIn(html, /href="\/requested_trips\/(\d+)"/g)) {
    const landing = await htmlOf(request, `/requested_trips/${tripId}`);
    const quoteIds = idsIn(
      landing.html,
      new RegExp(`href="/requested_trips/${tripId}/quotes/(\\d+)"`, "g"),
    );
    if (quoteIds.length < 2) continue;
    for (const [i, a] of quoteIds.entries()) {
      for (const b of quoteIds.slice(i + 1)) {
        const compare = `/requested_trips/${tripId}/compare?quote_ids=${a},${b}`;
        if ((await htmlOf(request, compare)).status === 200) {
          return { tripId, quoteId: a, compare };
        }
      }
    }
  }
  throw new Error("the demo traveller has no request with two comparable quotes");
}

/** A new request of the demo traveller's, and a draft quote on it by the agent who holds it. */
async function leadWithDraft(browser: Browser, traveller: APIRequestContext) {
  const tripId = await createTrip(traveller);
  for (const who of KERALA_AGENTS) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signIn(page, who);
      const started = await page.request.post(`/agents/v2/leads/${tripId}/quotes`, {
        data: { from: "blank" },
      });
      if (started.status() !== 201) continue;
      const { quote } = (await started.json()) as { quote: { quoteId: number } };
      const saved = await page.request.put(`/agents/v2/quotes/${quote.quoteId}`, {
        data: lakePalaceDraft(),
      });
      expect(saved.status(), await saved.text()).toBe(200);
      return { who, tripId, quoteId: quote.quoteId };
    } finally {
      await context.close();
    }
  }
  throw new Error(`no demo Kerala agent holds lead ${tripId}`);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const [firstPackage] = await listedPackages(page.request);
    const hotels = await htmlOf(page.request, "/hotels/goa");
    const hotelPath = /href="(\/hotel\/[^"?#]+)/.exec(hotels.html)?.[1];
    expect(hotelPath, "a hotel listed in Goa").toBeTruthy();
    await signIn(page, DEMO.traveller);
    const quoted = await quotedRequest(page.request);
    const lead = await leadWithDraft(browser, page.request);
    holder = lead.who;
    const request = `/requested_trips/${quoted.tripId}`;
    PAGES = [
      { name: "home", role: "visitor", path: "/" },
      { name: "listing", role: "visitor", path: "/tour-packages/kerala" },
      { name: "package", role: "visitor", path: firstPackage?.share_url ?? "/" },
      { name: "hotel listing", role: "visitor", path: "/hotels/goa" },
      { name: "hotel page", role: "visitor", path: hotelPath ?? "/" },
      { name: "guide", role: "visitor", path: "/kerala-tourism/munnar/places-to-visit" },
      { name: "search results", role: "visitor", path: "/search_results?q=goa%20beach" },
      { name: "weekend", role: "visitor", path: "/mktc/weekend-getaway-packages" },
      { name: "request form", role: "visitor", path: "/requested_trips/new" },
      { name: "sign in", role: "visitor", path: "/users/sign_in" },
      { name: "traveller dashboard", role: "traveller", path: "/travellers/dashboard" },
      { name: "request page", role: "traveller", path: request },
      { name: "quote page", role: "traveller", path: `${request}/quotes/${quoted.quoteId}` },
      { name: "compare", role: "traveller", path: quoted.compare },
      { name: "notifications", role: "traveller", path: "/notifications" },
      { name: "agent inbox", role: "agent", path: "/agents/dashboard" },
      { name: "payments page", role: "agent", path: "/agents/dashboard/payments" },
      { name: "lead page", role: "holder", path: `/agents/dashboard/leads/${lead.tripId}` },
      {
        name: "quote builder",
        role: "holder",
        path: `/agents/dashboard/quotes/${lead.quoteId}/edit`,
      },
      { name: "admin trip", role: "admin", path: `/admin/trips/${quoted.tripId}` },
    ];
  } finally {
    await context.close();
  }
});

/** One signed-in context per role, made the first time a page needs it. */
function contextsFor(browser: Browser, width: (typeof WIDTHS)[number]) {
  const made = new Map<Role, Promise<BrowserContext>>();
  const who: Record<Exclude<Role, "visitor">, { email: string; password: string }> = {
    traveller: DEMO.traveller,
    agent: DEMO.agent,
    holder,
    admin: ADMIN,
  };
  const make = async (role: Role) => {
    const context = await browser.newContext({
      viewport: { width: width.width, height: width.height },
      isMobile: width.phone,
      hasTouch: width.phone,
    });
    // The chatbot opens when the spec asks for it; its rules opening it by themselves mid-scroll
    // would only make the closed and open states race (open-rules.ts: phase "done").
    await context.addInitScript(() => sessionStorage.setItem("triphive.chatbot.phase", "done"));
    if (role !== "visitor") {
      const page = await context.newPage();
      await signIn(page, who[role]);
      await page.close();
    }
    return context;
  };
  return {
    page: async (role: Role) => {
      const key: Role = role === "holder" && holder.email === DEMO.agent.email ? "agent" : role;
      let context = made.get(key);
      if (!context) {
        context = make(key);
        made.set(key, context);
      }
      return (await context).newPage();
    },
    close: async () => {
      for (const context of made.values()) await (await context).close();
    },
  };
}

/**
 * In the page: every pair of a fixed or sticky element and a visible interactive element outside
 * it whose boxes (clipped by their scrolling ancestors and the screen) overlap, described.
 */
function overlapsInPage(where: string): string[] {
  const body = document.body;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const atTop = window.scrollY <= 1;
  const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
  type Box = { left: number; top: number; right: number; bottom: number };
  const clip = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const solid = (b: Box) => b.right - b.left > 1 && b.bottom - b.top > 1;
  const screen: Box = { left: 0, top: 0, right: vw, bottom: vh };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (el: Element) => {
    const label =
      el.getAttribute("aria-label") ??
      (el as HTMLElement).innerText?.replace(/\s+/g, " ").trim().slice(0, 40) ??
      "";
    const data = [...el.attributes]
      .filter((a) => a.name.startsWith("data-") || a.name === "role")
      .map((a) => a.name)
      .join(",");
    return `<${el.tagName.toLowerCase()}${data ? ` ${data}` : ""}> "${label}"`;
  };

  const positioned = [...body.querySelectorAll("*")].filter((el) => {
    const position = getComputedStyle(el).position;
    return (position === "fixed" || position === "sticky") && shown(el);
  });
  const floaters = positioned
    .filter((el) => !positioned.some((other) => other !== el && other.contains(el)))
    .map((el) => {
      const fixed = getComputedStyle(el).position === "fixed";
      const parent = el.parentElement ?? body;
      const style = getComputedStyle(fixed ? (document.querySelector("main") ?? body) : parent);
      // A bar spans what it is laid out in: the page beside the chatbot's side panel (the room
      // <main> leaves it) when fixed, its parent's content box when sticky.
      const room = fixed
        ? vw - Number.parseFloat(style.paddingRight)
        : parent.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
      const r = el.getBoundingClientRect();
      return { el, box: clip(r, screen), wide: r.width >= 0.9 * room };
    })
    .filter((f) => solid(f.box));
  // The bars at the screen's edges, stacked from the edge inwards.
  const edge = new Map<Element, "top" | "bottom">();
  let top = 0;
  for (const f of [...floaters].sort((a, b) => a.box.top - b.box.top)) {
    if (f.wide && f.box.top <= top + 1) {
      edge.set(f.el, "top");
      top = Math.max(top, f.box.bottom);
    }
  }
  let bottom = vh;
  for (const f of [...floaters].sort((a, b) => b.box.bottom - a.box.bottom)) {
    if (f.wide && !edge.has(f.el) && f.box.bottom >= bottom - 1) {
      edge.set(f.el, "bottom");
      bottom = Math.min(bottom, f.box.top);
    }
  }

  const found: string[] = [];
  const controls = body.querySelectorAll(
    "a, button, input:not([type=hidden]), select, textarea, [role=button]",
  );
  for (const control of controls) {
    if (!shown(control)) continue;
    let box: Box = clip(control.getBoundingClientRect(), screen);
    for (let up = control.parentElement; up && up !== body && solid(box); up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const r = up.getBoundingClientRect();
      box = clip(box, {
        left: style.overflowX === "visible" ? -Infinity : r.left,
        right: style.overflowX === "visible" ? Infinity : r.right,
        top: style.overflowY === "visible" ? -Infinity : r.top,
        bottom: style.overflowY === "visible" ? Infinity : r.bottom,
      });
    }
    if (!solid(box)) continue;
    for (const f of floaters) {
      if (f.el.contains(control) || control.contains(f.el)) continue;
      const both = clip(box, f.box);
      if (!solid(both)) continue;
      // Only what lies on top covers: content scrolling beneath the header is the header's.
      const hit = document.elementFromPoint(
        (both.left + both.right) / 2,
        (both.top + both.bottom) / 2,
      );
      if (!hit || !f.el.contains(hit)) continue;
      const side = edge.get(f.el);
      // Mid-page, what passes beneath an edge bar is out of view; where the page ends at that
      // edge, the bar must have its room.
      if (side === "top" && !atTop) continue;
      if (side === "bottom" && !atBottom) continue;
      found.push(`${where}: ${describe(f.el)} covers ${describe(control)}`);
    }
  }
  return found;
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate(async (f) => {
    const settle = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    for (let i = 0; i < 3; i++) {
      window.scrollTo({ top: (root.scrollHeight - window.innerHeight) * f, behavior: "instant" });
      await settle();
      // Lazy sections may lengthen the page as it scrolls: aim again at the new length.
      const target = Math.round((root.scrollHeight - window.innerHeight) * f);
      if (Math.abs(window.scrollY - target) <= 1) break;
    }
  }, fraction);
}

async function overlaps(page: Page, where: string) {
  return page.evaluate(overlapsInPage, where);
}

/** Opens the chatbot from its launcher. */
async function openChatbot(page: Page) {
  await page.getByRole("button", { name: "Plan my trip", exact: true }).click();
  await expect(page.getByRole("dialog", PLANNER)).toBeVisible();
}

for (const width of WIDTHS) {
  test(`nothing fixed covers a link, button or field on 20 page types at ${width.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const contexts = contextsFor(browser, width);
    const found: string[] = [];
    try {
      expect(PAGES).toHaveLength(20);
      for (const type of PAGES) {
        const page = await contexts.page(type.role);
        await page.goto(type.path);
        expect(page.url(), `${type.name} opens`).not.toContain("page-not-found");
        await hydrated(page);
        const where = (at: string) => `${type.name} (${type.path}) at ${width.width} px, ${at}`;
        const chat = (await page.locator("[data-leadbot]:not([hidden])").count()) > 0;
        if (chat) {
          // Closed: the chatbot's strip along the bottom.
          await expect(
            page.getByRole("button", { name: "Plan my trip", exact: true }),
          ).toBeVisible();
          found.push(...(await overlaps(page, where("top, chatbot closed"))));
          await scrollTo(page, 1);
          found.push(...(await overlaps(page, where("bottom, chatbot closed"))));
          await scrollTo(page, 0);
          await openChatbot(page);
        }
        const state = chat ? ", chatbot open" : "";
        for (const [at, fraction] of [
          ["top", 0],
          ["middle", 0.5],
          ["bottom", 1],
        ] as const) {
          await scrollTo(page, fraction);
          found.push(...(await overlaps(page, where(`${at}${state}`))));
        }
        await page.close();
      }
    } finally {
      await contexts.close();
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

// Screenshots to look at (decision 0205), taken when E2E_SCREENSHOTS names a directory.
test("screenshots of the quote page, request page, agent inbox and chat", async ({ browser }) => {
  const dir = process.env.E2E_SCREENSHOTS;
  test.skip(!dir, "E2E_SCREENSHOTS is not set");
  test.setTimeout(180_000);
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const contexts = contextsFor(browser, WIDTHS[0]);
  try {
    for (const name of ["quote page", "request page", "agent inbox", "quote builder"]) {
      const type = PAGES.find((p) => p.name === name);
      if (!type) continue;
      const page = await contexts.page(type.role);
      await page.goto(type.path);
      await hydrated(page);
      // Full length, then screens as a reader sees them (fixed and sticky things where they sit).
      await shootWidths(page, dir, name.replaceAll(" ", "-"));
      for (const [at, fraction] of [
        ["top", 0],
        ["middle", 0.5],
        ["bottom", 1],
      ] as const) {
        await shootWidths(page, dir, `${name.replaceAll(" ", "-")}-${at}`, {
          fullPage: false,
          after: () => scrollTo(page, fraction),
        });
      }
      await page.close();
    }
    const page = await contexts.page("visitor");
    await page.goto("/tour-packages/kerala");
    await hydrated(page);
    await openChatbot(page);
    await shootWidths(page, dir, "chat", { fullPage: false });
    await shootWidths(page, dir, "chat-middle", {
      fullPage: false,
      after: () => scrollTo(page, 0.5),
    });
  } finally {
    await contexts.close();
  }
});
