import { describe, expect, it } from "vitest";
import { describeMonths, formatYearMonth, nextMonthOf } from "./months";

describe("describeMonths", () => {
  it.each([
    [[10, 11, 12, 1, 2, 3], "Oct–Mar"],
    [[5, 6, 7, 8, 9], "May–Sep"],
    [[1, 2, 6], "Jan–Feb, Jun"],
    [[12], "Dec"],
    [[12, 1], "Dec–Jan"],
    [[3, 4, 10, 11], "Mar–Apr, Oct–Nov"],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "All year"],
    [[], ""],
    [[0, 13, 2.5], ""],
  ])("%j → %s", (months, expected) => {
    expect(describeMonths(months)).toBe(expected);
  });

  it("ignores duplicates and order", () => {
    expect(describeMonths([3, 1, 2, 2, 1])).toBe("Jan–Mar");
  });
});

describe("nextMonthOf", () => {
  it("wraps December to January", () => {
    expect(nextMonthOf(new Date("2026-11-21T10:00:00Z"))).toBe(12);
    expect(nextMonthOf(new Date("2026-12-31T23:00:00Z"))).toBe(1);
    expect(nextMonthOf(new Date("2027-01-15T00:00:00Z"))).toBe(2);
  });
});

describe("formatYearMonth", () => {
  it("names the month of a year-month", () => {
    expect(formatYearMonth("2024-03")).toBe("March 2024");
    expect(formatYearMonth("2025-12")).toBe("December 2025");
  });

  it("leaves anything else alone", () => {
    for (const value of ["2024-13", "2024-00", "March 2024", ""]) {
      expect(formatYearMonth(value)).toBe(value);
    }
  });
});
