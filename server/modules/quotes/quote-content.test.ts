import { describe, expect, it } from "vitest";
import { DEFAULT_QUOTE_DAYS } from "../../../common/quotes";
import { blankContent, spreadDays } from "./quote-content";

// Decision 0227: a blank quote's days go over the trip's cities, not all in the first one.

const TODAY = new Date("2026-11-28T10:00:00Z");
const munnar = { cityId: 11, name: "Munnar" };
const alleppey = { cityId: 12, name: "Alleppey" };

describe("spreadDays", () => {
  it("spreads days in the trip's order, earlier cities taking the extra day", () => {
    expect(spreadDays(5, [munnar, alleppey]).map((c) => c.name)).toEqual([
      "Munnar",
      "Munnar",
      "Munnar",
      "Alleppey",
      "Alleppey",
    ]);
    expect(spreadDays(2, [munnar, alleppey, { cityId: 13, name: "Kochi" }])).toEqual([
      munnar,
      alleppey,
    ]);
    expect(spreadDays(3, [])).toEqual([]);
  });
});

describe("blankContent", () => {
  it("puts the days in the trip's cities with their ids, one stay per city for its nights", () => {
    const content = blankContent("Munnar", TODAY, [munnar, alleppey]);
    expect(content.days).toHaveLength(DEFAULT_QUOTE_DAYS);
    expect(content.days.map((d) => [d.cityName, d.cityId])).toEqual([
      ["Munnar", 11],
      ["Munnar", 11],
      ["Munnar", 11],
      ["Alleppey", 12],
      ["Alleppey", 12],
    ]);
    expect(content.days[3]?.title).toBe("To Alleppey");
    expect(content.stays.map((s) => [s.city, s.cityId, s.nights])).toEqual([
      ["Munnar", 11, 3],
      ["Alleppey", 12, 1],
    ]);
    expect(new Set(content.days.map((d) => d.tripDayId)).size).toBe(DEFAULT_QUOTE_DAYS);
  });

  it("without a known city keeps every day in the first destination, as before", () => {
    const content = blankContent("Kerala", TODAY);
    expect(content.days.every((d) => d.cityName === "Kerala" && d.cityId === null)).toBe(true);
    expect(content.stays).toHaveLength(1);
    expect(content.stays[0]?.nights).toBe(DEFAULT_QUOTE_DAYS - 1);
  });
});
