import { describe, expect, it } from "vitest";
import { AnalyticsQuery, analyticsPeriodOf } from "./analytics";

const NOW = new Date("2026-11-28T17:00:00Z");
const periodOf = (q: Record<string, string>) => analyticsPeriodOf(AnalyticsQuery.parse(q), NOW);

describe("analytics periods", () => {
  it("ends a preset with today and compares it with as many days just before", () => {
    const p = periodOf({ period: "7d" });
    expect([p.fromDay, p.toDay]).toEqual(["2026-11-22", "2026-11-28"]);
    expect([p.previousFromDay, p.previousToDay]).toEqual(["2026-11-15", "2026-11-21"]);
    expect(p.current.to.toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });

  it("compares this year with the same days of last year", () => {
    const p = periodOf({ period: "ytd" });
    expect([p.fromDay, p.toDay]).toEqual(["2026-01-01", "2026-11-28"]);
    expect([p.previousFromDay, p.previousToDay]).toEqual(["2025-01-01", "2025-11-28"]);
  });

  it("takes both days of a custom period and compares it with the span before", () => {
    const p = periodOf({ period: "custom", from: "2026-03-01", to: "2026-03-31" });
    expect([p.fromDay, p.toDay]).toEqual(["2026-03-01", "2026-03-31"]);
    expect([p.previousFromDay, p.previousToDay]).toEqual(["2026-01-29", "2026-02-28"]);
  });

  it("falls back to 30 days for an unknown preset", () => {
    expect(periodOf({ period: "forever" }).preset).toBe("30d");
  });

  it("refuses a custom period without dates, backwards, too long or on a day that is not", () => {
    const issues = (q: Record<string, string>) =>
      AnalyticsQuery.safeParse(q).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ period: "custom" })).toEqual(["Choose a start date.", "Choose an end date."]);
    expect(issues({ period: "custom", from: "2026-03-02", to: "2026-03-01" })).toEqual([
      "The end date is before the start.",
    ]);
    expect(issues({ period: "custom", from: "2020-01-01", to: "2026-01-01" })).toEqual([
      "Choose at most 731 days.",
    ]);
    expect(issues({ period: "custom", from: "2026-02-30", to: "2026-03-01" })).toEqual([
      "That date does not exist.",
    ]);
  });
});
