import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AnalyticsRange } from "../../../common/analytics";
import { FUNNEL_STEPS } from "../../../common/tracking-events";
import { rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { createAnalyticsService } from "./analytics.service";

// The daily roll-ups (decision 0232) answer what a direct count of the facts answers: on
// generated facts (two years, odd hours, unanswered leads with deadlines still ahead), after
// a rebuild, after facts of some requests are replaced (moving them to other days), and after
// a clear and rebuild again.

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 28, 15, 30));
const TRIPS = 1_500;
let database: TestDatabase;
let analytics: ReturnType<typeof createAnalyticsService>;
let tracking: ReturnType<typeof createTestServices>["services"]["tracking"];

const dayStart = (offsetDays: number) =>
  new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate()) + offsetDays * DAY);
const RANGES: [string, AnalyticsRange][] = [
  ["last 7 days", { from: dayStart(-6), to: dayStart(1) }],
  ["last 90 days", { from: dayStart(-89), to: dayStart(1) }],
  ["a year ago", { from: dayStart(-500), to: dayStart(-300) }],
  ["everything", { from: dayStart(-800), to: dayStart(1) }],
];

async function fill() {
  const at = sql.raw(
    `(timestamptz '${NOW.toISOString()}' - (g * interval '1 minute' * 1051200 / ${TRIPS}))`,
  );
  await database.db.execute(sql`
    insert into analytics_trip_facts (trip_id, requested_at, destination, source, first_quote_at,
      accepted_at, invoiced_at, paid_at, converted_at, agent_id, booking_value_minor,
      revenue_minor, commission_minor)
    select g, at, (array['Kerala','Goa','Rajasthan','Bali'])[1 + g % 4],
      (array['direct','sem','facebook'])[1 + (g / 7) % 3],
      case when r < 0.8 then at + (g % 53) * interval '7 minutes' end,
      case when r < 0.4 then at + (g % 11) * interval '5 hours' + interval '1 day' end,
      case when r < 0.3 then at + interval '3 days' end,
      case when r < 0.2 then at + (g % 5) * interval '1 day' + interval '4 days' end,
      case when r < 0.1 then at + interval '20 days' end,
      case when r < 0.3 then 1 + g % 6 end,
      case when r < 0.3 then 4000000 + (g % 97) * 150000 else 0 end,
      case when r < 0.2 then 1200000 + (g % 97) * 45000 else 0 end,
      case when r < 0.2 then 120000 + (g % 97) * 4500 else 0 end
    from (select g, ((g * 7919) % 1000) / 1000.0 as r, ${at} as at
          from generate_series(1, ${TRIPS}) g) x`);
  await database.db.execute(sql`
    insert into analytics_lead_facts (trip_id, agent_id, routed_at, respond_by, first_quoted_at,
      quotes_sent, won)
    select t.trip_id, 1 + (t.trip_id * 3 + k) % 6, t.requested_at,
      t.requested_at + interval '24 hours',
      case when (t.trip_id + k) % 10 < 7 then t.requested_at + ((t.trip_id + k) % 40) * interval '1 hour' end,
      case when (t.trip_id + k) % 10 < 7 then 1 + (t.trip_id % 2) else 0 end,
      case when k = 0 and t.paid_at is not null then 1 else 0 end
    from analytics_trip_facts t cross join generate_series(0, 2) k`);
  await database.db.execute(sql`
    insert into tracking_events (name, category, funnel_id, session_id, created_at)
    select (array['Module Viewed','First Question Answered','Trip Created','Flow Completed'])[s],
      'lead_funnel', case when t.trip_id % 9 <> 0 then 'f' || t.trip_id end, 's' || (t.trip_id % 700),
      t.requested_at - (5 - s) * interval '3 minutes'
    from analytics_trip_facts t cross join generate_series(1, 4) s
    where s <= 1 + t.trip_id % 4`);
}

/** The figures as decision 0215 read them, straight from the facts and events. */
async function direct(range: AnalyticsRange) {
  const median = (a: string, b: string) =>
    `round((percentile_cont(0.5) within group (order by extract(epoch from ${b} - ${a})) filter (where ${b} is not null and ${a} is not null) / 3600.0)::numeric, 1)::float8`;
  const [funnel] = rowsOf(
    await database.db.execute(
      sql`select count(*)::int as c0, count(first_quote_at)::int as c1,
        count(accepted_at)::int as c2, count(invoiced_at)::int as c3, count(paid_at)::int as c4,
        count(converted_at)::int as c5,
        ${sql.raw(median("requested_at", "first_quote_at"))} as h1,
        ${sql.raw(median("first_quote_at", "accepted_at"))} as h2,
        ${sql.raw(median("accepted_at", "invoiced_at"))} as h3,
        ${sql.raw(median("invoiced_at", "paid_at"))} as h4,
        ${sql.raw(median("paid_at", "converted_at"))} as h5
      from analytics_trip_facts where requested_at >= ${range.from} and requested_at < ${range.to}`,
    ),
    z.record(z.string(), z.number().nullable()),
  );
  const money = rowsOf(
    await database.db.execute(sql`
      select destination as key, count(*)::int as bookings, sum(booking_value_minor)::float8 as value,
        sum(revenue_minor)::float8 as revenue, sum(commission_minor)::float8 as commission
      from analytics_trip_facts where paid_at >= ${range.from} and paid_at < ${range.to}
      group by 1 order by 3 desc, 1`),
    z.object({
      key: z.string(),
      bookings: z.number(),
      value: z.number(),
      revenue: z.number(),
      commission: z.number(),
    }),
  );
  const scores = rowsOf(
    await database.db.execute(sql`
      select agent_id, count(*)::int as leads, count(first_quoted_at)::int as quoted,
        ${sql.raw(median("routed_at", "first_quoted_at"))} as response_hours,
        sum(quotes_sent)::float8 as quotes, sum(won)::float8 as won,
        count(*) filter (where first_quoted_at > respond_by
          or (first_quoted_at is null and respond_by < ${NOW}))::int as sla_misses
      from analytics_lead_facts where routed_at >= ${range.from} and routed_at < ${range.to}
      group by agent_id order by leads desc, agent_id`),
    z.object({
      agent_id: z.number(),
      leads: z.number(),
      quoted: z.number(),
      response_hours: z.number().nullable(),
      quotes: z.number(),
      won: z.number(),
      sla_misses: z.number(),
    }),
  );
  const steps = rowsOf(
    await database.db.execute(sql`
      select name, count(distinct (coalesce(funnel_id, session_id, 'event:' || id), (created_at at time zone 'UTC')::date))::int as n
      from tracking_events where created_at >= ${range.from} and created_at < ${range.to}
      group by name`),
    z.object({ name: z.string(), n: z.number() }),
  );
  const lead = Object.fromEntries(
    FUNNEL_STEPS.map((s) => [s, steps.find((r) => r.name === s)?.n ?? 0]),
  );
  return { funnel, money, scores, lead };
}

async function fromRollups(range: AnalyticsRange) {
  const steps = await analytics.marketplaceFunnel(range, range);
  const round = (h: number | null) => (h === null ? null : Math.round(h * 10) / 10);
  const funnel: Record<string, number | null> = {};
  steps.forEach((s, i) => {
    funnel[`c${i}`] = s.count;
    if (i > 0) funnel[`h${i}`] = round(s.medianHours);
  });
  const money = (await analytics.moneyPer(range, "destination")).map((r) => ({
    key: r.key,
    bookings: r.bookings,
    value: r.bookingValueMinor,
    revenue: r.revenueMinor,
    commission: r.commissionMinor,
  }));
  const scores = (await analytics.scorecards(range, NOW)).map((s) => ({
    ...s,
    response_hours: round(s.response_hours),
  }));
  const lead = await tracking.funnelCounts(range);
  return { funnel, money, scores, lead };
}

/** Hours are kept to a tenth in the roll-up: a median may move by up to 0.05 h (3 minutes). */
function expectHoursClose(
  got: number | null | undefined,
  want: number | null | undefined,
  label: string,
) {
  if (want === null || want === undefined) expect(got ?? null, label).toBeNull();
  else expect(Math.abs((got ?? Number.NaN) - want), label).toBeLessThanOrEqual(0.1 + 1e-9);
}

async function expectAgreement() {
  for (const [label, range] of RANGES) {
    const want = await direct(range);
    const got = await fromRollups(range);
    for (const key of ["c0", "c1", "c2", "c3", "c4", "c5"]) {
      expect(got.funnel[key], `${label} ${key}`).toBe(want.funnel?.[key]);
    }
    for (const key of ["h1", "h2", "h3", "h4", "h5"]) {
      expectHoursClose(got.funnel[key], want.funnel?.[key], `${label} ${key}`);
    }
    expect(got.money, label).toEqual(want.money);
    const withoutHours = <T extends { response_hours: number | null }>(rows: T[]) =>
      rows.map(({ response_hours: _, ...rest }) => rest);
    expect(withoutHours(got.scores), label).toEqual(withoutHours(want.scores));
    got.scores.forEach((s, i) => {
      expectHoursClose(
        s.response_hours,
        want.scores[i]?.response_hours,
        `${label} agency ${s.agent_id}`,
      );
    });
    expect(got.lead, label).toEqual(want.lead);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  analytics = createAnalyticsService(database.db);
  tracking = createTestServices(database.db).services.tracking;
  await fill();
  await analytics.rebuildDays();
  await tracking.rebuildFunnelDays();
}, 180_000);

afterAll(async () => {
  await database?.close();
});

describe("analytics daily roll-ups", () => {
  it("agree with a direct count of the facts after a rebuild", async () => {
    const [facts] = rowsOf(
      await database.db.execute(sql`select count(*)::int as n from analytics_daily_funnel`),
      z.object({ n: z.number() }),
    );
    expect(facts?.n).toBeGreaterThan(300);
    await expectAgreement();
  }, 120_000);

  it("follow facts replaced one request at a time, to other days", async () => {
    const moved = [3, 17, 250, 999];
    for (const id of moved) {
      const requestedAt = new Date(NOW.getTime() - (id % 40) * DAY - 3_600_000);
      await analytics.replaceFacts(
        [id],
        [
          {
            tripId: id,
            requestedAt,
            destination: "Goa",
            source: "sem",
            firstQuoteAt: new Date(requestedAt.getTime() + 90 * 60_000),
            acceptedAt: new Date(requestedAt.getTime() + 2 * DAY),
            invoicedAt: new Date(requestedAt.getTime() + 2 * DAY),
            paidAt: new Date(requestedAt.getTime() + 3 * DAY),
            convertedAt: null,
            agentId: 2,
            bookingValueMinor: 5_000_000,
            revenueMinor: 1_000_000,
            commissionMinor: 100_000,
          },
        ],
        [
          {
            tripId: id,
            agentId: 2,
            routedAt: requestedAt,
            respondBy: new Date(requestedAt.getTime() + DAY),
            firstQuotedAt: null,
            quotesSent: 0,
            won: 1,
          },
        ],
      );
    }
    // A request gone: its facts leave every roll-up.
    await analytics.replaceFacts([42], [], []);
    await expectAgreement();
  }, 120_000);

  it("agree again after everything is cleared and rebuilt", async () => {
    await database.db.execute(sql`delete from analytics_daily_money`);
    await database.db.execute(sql`delete from tracking_daily_funnel`);
    await analytics.rebuildDays();
    await tracking.rebuildFunnelDays();
    await expectAgreement();
  }, 120_000);

  it("keep the lead funnel's day current as events are written", async () => {
    const today = new Date(Math.floor(Date.now() / DAY) * DAY);
    const range = { from: today, to: new Date(today.getTime() + DAY) };
    const before = await tracking.funnelCounts(range);
    await tracking.recordEvent({ name: "Trip Created" });
    await tracking.recordEvent({ name: "Trip Created" });
    const after = await tracking.funnelCounts(range);
    expect(after["Trip Created"]).toBe(before["Trip Created"] + 2);
    expect(after).toEqual((await direct(range)).lead);
  });
});
