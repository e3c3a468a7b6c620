import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPage } from "../../../common/notifications";
import type { AuthenticatedUser } from "../../../common/roles";
import type { createApp } from "../../../server/app";
import { notifications } from "../../../server/modules/notifications/notifications.schema";
import { insertUser } from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestApp } from "../../../server/testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { loadPageBuild } from "../../../server/testing/test-page-build";
import { createTestServices } from "../../../server/testing/test-services";
import { action as pageAction, loader as pageLoader } from "./index";

// The notifications pages through the whole app: the RFC 8058 one-click unsubscribe (a POST
// from a mail provider, with no Origin and no session) and its confirm page; the full page's
// loader and its "Mark all read" / preferences action, called the way React Router calls them.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let closeBuild: (() => Promise<void>) | undefined;
const _counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const page = await loadPageBuild();
  closeBuild = page.close;
  ({ services } = createTestServices(database.db));
  app = createTestApp(database, services, {
    build: page.build,
  });
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

const contextFor = (user: AuthenticatedUser | null) => loadContextFor(() => services, user);

const pathOf = (url: string) => new URL(url).pathname;

describe("one-click unsubscribe", () => {
  it("GET shows a confirm page and changes nothing; a provider's POST unsubscribes", async () => {
    const user = await insertUser(database.db, "traveller", "Tara");
    const path = pathOf(services.notifications.unsubscribeUrl(user.id, "messages"));
    const confirm = await app.request(path);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("cache-control")).toBe("private, no-store");
    const html = await confirm.text();
    expect(html).toContain("Unsubscribe from these mails?");
    expect(html).toContain("chat messages you have not read");
    expect(await services.notifications.preferences(user)).toEqual({
      quotes: true,
      messages: true,
    });

    // What Gmail and others send (RFC 8058 §3.2): no cookie, no Origin, this exact body.
    const posted = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toMatch(/You(&#x27;|')re unsubscribed/);
    expect(await services.notifications.preferences(user)).toEqual({
      quotes: true,
      messages: false,
    });
  });

  it("refuses a forged token, and keeps the CSRF check on every other form post", async () => {
    const user = await insertUser(database.db, "traveller", "Ira");
    const path = pathOf(services.notifications.unsubscribeUrl(user.id, "quotes"));
    const forged = path.replace(".quotes.", ".messages.");
    const res = await app.request(forged, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(404);
    expect(await services.notifications.preferences(user)).toEqual({
      quotes: true,
      messages: true,
    });
    const page = await app.request(forged);
    expect(await page.text()).toMatch(/This link doesn(&#x27;|')t work/);
    const crossSite = await app.request("/notifications", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
      },
      body: "intent=mark_read",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the notifications page", () => {
  it("sends a visitor to sign in", async () => {
    const res = await app.request("/notifications");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/users/sign_in");
  });

  it("lists only the reader's own notifications, filtered and paged; mark read and preferences post back", async () => {
    const owner = await insertUser(database.db, "traveller", "Maya");
    const other = await insertUser(database.db, "traveller", "Zoe");
    const rows = Array.from({ length: 25 }, (_, i) => ({
      userId: owner.id,
      message: `Notification ${i}`,
      category: i % 5 === 0 ? "trips" : "quotes",
      subCategory: "new_quote",
      type: "Quote",
      sourceEvent: "quote.sent",
      extraInfo: {
        url: "/requested_trips/1",
        tripId: 1,
        quoteId: null,
        tripStatus: "Active",
        toLoc: ["Kerala"],
        funnelStage: null,
        userInfo: null,
      },
    }));
    await database.db.insert(notifications).values(rows);
    type Loaded = { data: { page: NotificationPage; categories: string[] } };
    const load = async (user: AuthenticatedUser, qs = "") =>
      (await pageLoader({
        request: new Request(`http://triphive.test/notifications${qs}`),
        context: contextFor(user),
        params: {},
      } as never)) as unknown as Loaded;
    expect((await load(other)).data.page.notifications).toHaveLength(0);
    const first = (await load(owner)).data;
    expect(first.page.notifications).toHaveLength(20);
    expect(first.page.totalNotificationsCount).toBe(25);
    expect(first.categories).not.toContain("leads");
    expect((await load(owner, "?page=2")).data.page.notifications).toHaveLength(5);
    const trips = (await load(owner, "?category=trips")).data.page;
    expect(trips.matchingCount).toBe(5);
    expect(trips.notifications.every((n) => n.notificationCategory === "trips")).toBe(true);
    // A hand-edited query falls back to everything rather than an error.
    expect((await load(owner, "?category=nope&read=maybe&page=-3")).data.page.matchingCount).toBe(
      25,
    );

    const form = (fields: Record<string, string>) => {
      const body = new URLSearchParams(fields);
      return new Request("http://triphive.test/notifications", { method: "POST", body });
    };
    const saved = (await pageAction({
      request: form({
        intent: "preferences",
        email_quotes: "on",
        redirect_to: "/travellers/dashboard",
      }),
      context: contextFor(owner),
      params: {},
    } as never)) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/travellers/dashboard");
    expect(await services.notifications.preferences(owner)).toEqual({
      quotes: true,
      messages: false,
    });
    const offsite = (await pageAction({
      request: form({ intent: "mark_read", redirect_to: "https://evil.example/" }),
      context: contextFor(owner),
      params: {},
    } as never)) as Response;
    expect(offsite.headers.get("location")).toBe("/notifications");
    expect((await load(owner, "?read=unread")).data.page.notifications).toHaveLength(0);
    expect((await load(owner)).data.page.unreadNotificationsCount).toBe(0);
  });
});
