import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyticsQuery, AnalyticsQuery as Query } from "../../common/analytics";
import type { AuthenticatedUser, Role } from "../../common/roles";
import { FUNNEL_STEPS } from "../../common/tracking-events";
import { insertUser, type TestAgent } from "../modules/quotes/quotes-test-helpers";
import { trackingEvents } from "../modules/tracking/tracking.schema";
import { loadContextFor } from "../testing/load-context";
import type { TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";
import { acceptedQuote, openMoneyWorld, paidDeposit } from "./money-test-helpers";
import { PLATFORM_COMMISSION_BPS } from "./pay-quote-instalment";

// Analytics (decision 0215) counts what the test made: requests through the marketplace's own
// workflows (quote, accept, invoice, pay), funnel events of the tracking module; its read
// models follow each request's events, a rebuild gives the same figures, the previous period
// is compared, and only ops and admin see the page and its CSV downloads.

const DAY = 86_400_000;
let database: TestDatabase;
let services: Awaited<ReturnType<typeof openMoneyWorld>>["services"];
let agent: TestAgent;
let otherAgent: TestAgent;
let ops: AuthenticatedUser;
let pages: { build: ServerBuild; close: () => Promise<void> } | undefined;
const booked: { totalMinor: number; paidMinor: number; bps: number }[] = [];
/** The other agency's commission when its booking was paid (decision 0230), then changed. */
const OTHER_BPS = 1_550;

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const query = (q: Record<string, string>): AnalyticsQuery => Query.parse(q);

beforeAll(async () => {
  ({ database, services, agent, otherAgent, ops } = await openMoneyWorld(
    "kerala",
    () => new Date(),
  ));
  const world = { db: database.db, services };
  await services.agents.admin.setCommission(otherAgent.agentId, OTHER_BPS);
  for (const [by, name, bps] of [
    [agent, "Asha", PLATFORM_COMMISSION_BPS],
    [otherAgent, "Bina", OTHER_BPS],
  ] as const) {
    const paid = await paidDeposit(world, by, name);
    booked.push({ totalMinor: paid.invoice.totalMinor, paidMinor: paid.order.amountMinor, bps });
  }
  // A later change of rate moves no money already taken, nor the analytics of it.
  await services.agents.admin.setCommission(otherAgent.agentId, 500);
  await acceptedQuote(world, agent, "Chitra");
  const quiet = await insertUser(database.db, "traveller", "Deepa");
  await services.trips.create(quiet, { ...KERALA_FAMILY_TRIP, start_date: "2027-02-10" } as never);
  await services.events.deliver();
  // The lead funnel: five funnels view the form (one twice), three answer, two create, one ends.
  const funnels = ["f1", "f2", "f3", "f4", "f5"];
  const rows = [
    ...funnels.map((f) => ["Module Viewed", f]),
    ["Module Viewed", "f1"],
    ...funnels.slice(0, 3).map((f) => ["First Question Answered", f]),
    ...funnels.slice(0, 2).map((f) => ["Trip Created", f]),
    ["Flow Completed", "f1"],
  ];
  await database.db.insert(trackingEvents).values(
    rows.map(([name, funnelId]) => ({
      name: name as string,
      category: "lead_funnel",
      funnelId,
      sessionId: `s-${funnelId}`,
    })),
  );
  // Written around the tracking service: its daily roll-up is rebuilt as a fixture would
  // (decision 0232).
  await services.tracking.rebuildFunnelDays();
  pages = await loadPageBuild();
}, 240_000);

afterAll(async () => {
  await pages?.close();
  await database?.close();
});

describe("the analytics report", () => {
  it("counts the marketplace funnel from the rows the test made", async () => {
    const report = await services.analytics.report(query({ period: "7d" }));
    expect(report.marketplaceFunnel.map((s) => [s.step, s.count])).toEqual([
      ["Requested", 4],
      ["First quote", 3],
      ["Accepted", 3],
      ["Invoiced", 2],
      ["Paid", 2],
      ["Converted", 0],
    ]);
    const [, firstQuote, accepted] = report.marketplaceFunnel;
    expect(firstQuote?.conversion).toBeCloseTo(3 / 4);
    expect(accepted?.conversion).toBe(1);
    expect(firstQuote?.medianHours).toBeGreaterThanOrEqual(0);
    expect(report.marketplaceFunnel[5]?.medianHours).toBeNull();
  });

  it("counts the lead funnel once per funnel", async () => {
    const report = await services.analytics.report(query({ period: "7d" }));
    const counts = Object.fromEntries(report.leadFunnel.map((s) => [s.step, s.count]));
    // Requests made through the service record their own "Trip Created" without a funnel.
    expect(counts).toMatchObject({
      "Module Viewed": 5,
      "First Question Answered": 3,
      "Flow Completed": 1,
    });
    expect(counts["Trip Created"]).toBeGreaterThanOrEqual(2);
    expect(report.leadFunnel.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
    expect(report.leadFunnel[1]?.conversion).toBeCloseTo(3 / 5);
  });

  it("adds up booking value, revenue and commission of the paid bookings", async () => {
    const report = await services.analytics.report(query({ period: "30d" }));
    const value = booked.reduce((s, b) => s + b.totalMinor, 0);
    const paid = booked.reduce((s, b) => s + b.paidMinor, 0);
    // Each payment's commission at its agency's rate when it was paid, as the ledger split it
    // (10 % and 15.5 %), not one rate for all nor the rate set since (decision 0238).
    const commission = booked.reduce(
      (s, b) => s + Math.floor((b.paidMinor * b.bps + 5_000) / 10_000),
      0,
    );
    expect(commission).not.toBe(
      booked.reduce(
        (s, b) => s + Math.floor((b.paidMinor * PLATFORM_COMMISSION_BPS + 5_000) / 10_000),
        0,
      ),
    );
    expect(report.totals.current).toEqual({
      requests: 4,
      bookings: 2,
      bookingValueMinor: value,
      revenueMinor: paid,
      commissionMinor: commission,
    });
    expect(report.byDestination).toEqual([
      {
        key: "Kerala",
        bookings: 2,
        bookingValueMinor: value,
        revenueMinor: paid,
        commissionMinor: commission,
      },
    ]);
    expect(report.bySource.map((r) => [r.key, r.bookings])).toEqual([["direct", 2]]);
    expect(report.weekly.reduce((s, b) => s + b.bookings, 0)).toBe(2);
    expect(report.monthly.reduce((s, b) => s + b.bookingValueMinor, 0)).toBe(value);
  });

  it("scores each agency on its leads: answers, wins, rating", async () => {
    const report = await services.analytics.report(query({ period: "7d" }));
    const card = (id: number) => report.scorecards.find((s) => s.agentId === id);
    expect(card(agent.agentId)).toMatchObject({ agency: "Backwater Trails", won: 1 });
    expect(card(agent.agentId)?.quotedLeads).toBe(2);
    expect(card(otherAgent.agentId)).toMatchObject({
      agency: "Malabar Coast",
      won: 1,
      rating: 4.7,
    });
    for (const s of report.scorecards) {
      expect(s.conversion).toBeCloseTo(s.won / s.leads);
      expect(s.slaMisses).toBe(0);
    }
  });

  it("compares a period with the one before it", async () => {
    const report = await services.analytics.report(
      query({ period: "custom", from: day(1), to: day(7) }),
    );
    expect(report.period.previousFromDay).toBe(day(-6));
    expect(report.period.previousToDay).toBe(day(0));
    expect(report.totals.current.requests).toBe(0);
    expect(report.totals.previous).toMatchObject({ requests: 4, bookings: 2 });
    expect(report.marketplaceFunnel.map((s) => s.previousCount)).toEqual([4, 3, 3, 2, 2, 0]);
    expect(report.leadFunnel[0]).toMatchObject({ count: 0, previousCount: 5 });
  });

  it("gives the same figures after a rebuild as the events kept current", async () => {
    const before = await services.analytics.report(query({ period: "30d" }));
    expect(await services.analytics.rebuild()).toBe(4);
    expect(await services.analytics.report(query({ period: "30d" }))).toEqual(before);
  });
});

describe("the analytics page", () => {
  async function get(user: AuthenticatedUser | null, path: string) {
    if (!pages) throw new Error("no page build");
    const handle = createRequestHandler(pages.build, "production");
    return handle(new Request(`http://triphive.test${path}`), {
      ...loadContextFor(() => services, user),
    });
  }

  // The page answers with the not-found page (DESIGN §5), the download with a bare 404.
  it.each<Role>(["traveller", "agent", "dialer"])(
    "is not found for a %s, nor its CSV",
    async (role) => {
      const user = role === "agent" ? agent.user : await insertUser(database.db, role, `R${role}`);
      const page = await get(user, "/admin/analytics?period=30d");
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toContain("/page-not-found");
      const csv = await get(user, "/admin/analytics/csv/agents?period=30d");
      expect(csv.status).toBe(404);
      expect(await csv.text()).not.toContain("Backwater");
    },
  );

  it("sends a visitor to sign in", async () => {
    const response = await get(null, "/admin/analytics");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/users/sign_in");
  });

  it.each<Role>(["ops", "admin"])(
    "draws its charts as SVG for %s, without JavaScript",
    async (role) => {
      const user = role === "ops" ? ops : await insertUser(database.db, "admin", "Ila");
      const response = await get(user, "/admin/analytics?period=30d");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const html = await response.text();
      for (const id of [
        "lead-funnel-chart",
        "marketplace-funnel-chart",
        "weekly-chart",
        "monthly-chart",
        "destinations-chart",
        "sources-chart",
      ]) {
        expect(html).toMatch(new RegExp(`<svg[^>]*aria-labelledby="${id}-title ${id}-desc"`));
      }
      expect(html).toContain(
        '<title id="marketplace-funnel-chart-title">Marketplace funnel</title>',
      );
      expect(html).toContain("Requested: 4, First quote: 3");
      expect(html).toContain("Backwater Trails");
    },
  );

  it("shows why a custom period was refused", async () => {
    const response = await get(ops, `/admin/analytics?period=custom&from=${day(0)}&to=${day(-3)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The end date is before the start.");
  });

  it("downloads each table as CSV", async () => {
    const response = await get(ops, "/admin/analytics/csv/marketplace-funnel?period=30d");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="triphive-marketplace-funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "step,count,previous_period_count,conversion_from_previous_step,median_hours_from_previous_step",
    );
    expect(lines[1]).toBe("Requested,4,0,,");
    expect(lines[5]?.startsWith("Paid,2,0,1,")).toBe(true);
    const agencies = await get(ops, "/admin/analytics/csv/agents?period=30d");
    expect(await agencies.text()).toContain("Malabar Coast,");
    expect((await get(ops, "/admin/analytics/csv/nonsense?period=30d")).status).toBe(404);
  });
});
