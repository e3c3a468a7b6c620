import { describe, expect, it } from "vitest";
import { itineraryDate, refundPreview, timeAgo, timeLeftToQuote } from "./agent-format";

const NOW = "2027-03-10T12:00:00.000Z";

describe("timeLeftToQuote", () => {
  it("counts down hours and minutes, and days beyond one", () => {
    expect(timeLeftToQuote("2027-03-10T20:30:00.000Z", NOW)).toEqual({
      label: "8 h 30 min left",
      urgency: "ok",
    });
    expect(timeLeftToQuote("2027-03-12T15:00:00.000Z", NOW).label).toBe("2 days 3 h left");
  });

  it("marks the last four hours as soon and a passed deadline as over", () => {
    expect(timeLeftToQuote("2027-03-10T15:59:00.000Z", NOW).urgency).toBe("soon");
    expect(timeLeftToQuote("2027-03-10T12:00:00.000Z", NOW)).toEqual({
      label: "Time to quote is over",
      urgency: "overdue",
    });
  });

  it("has no deadline without one", () => {
    expect(timeLeftToQuote(null, NOW).urgency).toBe("none");
  });
});

describe("timeAgo", () => {
  it("reads minutes, hours and days", () => {
    expect(timeAgo("2027-03-10T11:59:30.000Z", NOW)).toBe("just now");
    expect(timeAgo("2027-03-10T11:35:00.000Z", NOW)).toBe("25 min ago");
    expect(timeAgo("2027-03-10T09:00:00.000Z", NOW)).toBe("3 h ago");
    expect(timeAgo("2027-03-08T09:00:00.000Z", NOW)).toBe("2 days ago");
  });
});

describe("itineraryDate", () => {
  it("counts days from the trip's start across a month end", () => {
    expect(itineraryDate("2027-01-30", 0)).toBe("2027-01-30");
    expect(itineraryDate("2027-01-30", 3)).toBe("2027-02-02");
  });

  it("has no date when the trip has none", () => {
    expect(itineraryDate(null, 2)).toBeNull();
  });
});

describe("refundPreview", () => {
  const total = { amountMinor: 10_000_000, currency: "INR" as const };

  it("lists bands from the earliest cancellation, with the refund of the total", () => {
    const rows = refundPreview(
      [
        { daysBefore: 7, refundPercent: 50 },
        { daysBefore: 30, refundPercent: 90 },
      ],
      total,
    );
    expect(rows).toEqual([
      { when: "30 or more days before travel", refundPercent: 90, refund: "₹90,000" },
      { when: "7 or more days before travel", refundPercent: 50, refund: "₹50,000" },
      { when: "Less than 7 days before travel", refundPercent: 0, refund: "₹0" },
    ]);
  });

  it("adds no band below a rule that reaches the day of travel", () => {
    const rows = refundPreview([{ daysBefore: 0, refundPercent: 10 }], total);
    expect(rows).toEqual([
      { when: "Up to the day of travel", refundPercent: 10, refund: "₹10,000" },
    ]);
  });

  it("shows percentages only before the server has a total", () => {
    expect(refundPreview([{ daysBefore: 15, refundPercent: 75 }], null)[0]?.refund).toBeNull();
  });
});
