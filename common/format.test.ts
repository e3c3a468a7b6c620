import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bookingStateLabel,
  calendarDay,
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatDistanceKm,
  formatFileSize,
  formatMoney,
  formatMonth,
  formatRating,
  formatRelative,
  formatRupees,
  formatStamp,
  formatTime,
  groupIndian,
  isTimeZone,
  NOUNS,
  plural,
  timeZoneCookie,
  timeZoneFromCookie,
} from "./format";
import { seasonDealLabel } from "./hotels";

// Decision 0200: every formatter over a table of cases.

const KOLKATA = "Asia/Kolkata";
const LONDON = "Europe/London";
const NEW_YORK = "America/New_York";

describe("dates and times", () => {
  it.each([
    // [value, zone, date, time, date and time]
    ["2026-11-28T03:09:00Z", KOLKATA, "28 Nov 2026", "8:39 am", "28 Nov 2026, 8:39 am"],
    ["2026-11-28T03:09:00Z", "UTC", "28 Nov 2026", "3:09 am", "28 Nov 2026, 3:09 am"],
    ["2026-11-28T03:09:00Z", NEW_YORK, "27 Nov 2026", "10:09 pm", "27 Nov 2026, 10:09 pm"],
    ["2026-11-28T19:00:00Z", KOLKATA, "29 Nov 2026", "12:30 am", "29 Nov 2026, 12:30 am"],
    ["2026-06-01T11:30:00Z", LONDON, "1 Jun 2026", "12:30 pm", "1 Jun 2026, 12:30 pm"],
    ["2026-09-15T06:30:00+05:30", KOLKATA, "15 Sep 2026", "6:30 am", "15 Sep 2026, 6:30 am"],
  ])("%s in %s", (value, zone, date, time, both) => {
    expect(formatDate(value, zone)).toBe(date);
    expect(formatTime(value, zone)).toBe(time);
    expect(formatDateTime(value, zone)).toBe(both);
  });

  it.each([
    // A calendar date is a day, the same in every zone.
    ["2026-12-01", KOLKATA, "1 Dec 2026"],
    ["2026-12-01", NEW_YORK, "1 Dec 2026"],
    ["2027-02-28", "Pacific/Kiritimati", "28 Feb 2027"],
    // Unreadable values show as they came rather than as nothing.
    ["2026-02-30", KOLKATA, "2026-02-30"],
    ["soon", KOLKATA, "soon"],
  ])("the calendar date %s in %s reads %s", (value, zone, shown) => {
    expect(formatDate(value, zone)).toBe(shown);
  });

  it("writes the weekday when asked", () => {
    expect(formatDate("2026-12-12", KOLKATA, { weekday: true })).toBe("Sat, 12 Dec 2026");
  });

  it("formats a Date as well as a string", () => {
    expect(formatDateTime(new Date("2026-11-28T03:09:00Z"), KOLKATA)).toBe("28 Nov 2026, 8:39 am");
  });

  it("falls back to India's zone for an unknown zone", () => {
    expect(formatTime("2026-11-28T03:09:00Z", "Mars/Olympus")).toBe("8:39 am");
  });

  it.each([
    ["2024-03", "March 2024"],
    ["2026-12-01", "December 2026"],
    ["2024-13", "2024-13"],
    ["March", "March"],
  ])("month %s reads %s", (value, shown) => {
    expect(formatMonth(value)).toBe(shown);
  });

  it.each([
    ["2026-11-28T10:00:00Z", "2026-11-28T10:00:30Z", "just now"],
    ["2026-11-28T10:05:00Z", "2026-11-28T10:00:00Z", "just now"],
    ["2026-11-28T09:58:00Z", "2026-11-28T10:00:00Z", "2 min ago"],
    ["2026-11-28T07:00:00Z", "2026-11-28T10:00:00Z", "3 h ago"],
    ["2026-11-27T06:00:00Z", "2026-11-28T10:00:00Z", "yesterday"],
    ["2026-11-24T10:00:00Z", "2026-11-28T10:00:00Z", "4 days ago"],
    ["2026-11-02T10:00:00Z", "2026-11-28T10:00:00Z", "2 Nov 2026"],
  ])("%s seen at %s is %s", (value, now, shown) => {
    expect(formatRelative(value, now, KOLKATA)).toBe(shown);
  });

  it.each([
    ["2026-11-28T03:09:00Z", "2026-11-28T10:00:00Z", "Today, 8:39 am"],
    ["2026-11-27T03:09:00Z", "2026-11-28T10:00:00Z", "Yesterday, 8:39 am"],
    ["2026-11-20T03:09:00Z", "2026-11-28T10:00:00Z", "20 Nov 2026, 8:39 am"],
  ])("stamp of %s at %s is %s", (value, now, shown) => {
    expect(formatStamp(value, now, KOLKATA)).toBe(shown);
  });

  it("gives the calendar day in a zone", () => {
    expect(calendarDay("2026-11-28T20:00:00Z", KOLKATA)).toBe("2026-11-29");
    expect(calendarDay("2026-11-28T20:00:00Z", "UTC")).toBe("2026-11-28");
  });

  it("agrees with Intl's own date parts in any zone (property)", () => {
    const zones = [KOLKATA, LONDON, NEW_YORK, "Asia/Dubai", "Australia/Sydney", "UTC"];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const parts = new Intl.DateTimeFormat("en-GB", {
            timeZone: zone,
            day: "numeric",
            month: "numeric",
            year: "numeric",
          }).formatToParts(new Date(ms));
          const day = parts.find((p) => p.type === "day")?.value;
          const year = parts.find((p) => p.type === "year")?.value;
          expect(formatDate(new Date(ms), zone)).toMatch(
            new RegExp(`^${Number(day)} \\w{3} ${year}$`),
          );
        },
      ),
    );
  });
});

describe("time zone cookie", () => {
  it.each([
    [undefined, KOLKATA],
    ["", KOLKATA],
    ["tz=Europe%2FLondon", LONDON],
    ["a=1; tz=America/New_York; b=2", NEW_YORK],
    ["tz=Not%2FAZone", KOLKATA],
    ["tz=%E0%A4%A", KOLKATA],
    ["tz=../../etc/passwd", KOLKATA],
    ["xtz=Europe%2FLondon", KOLKATA],
  ])("%s → %s", (header, zone) => {
    expect(timeZoneFromCookie(header)).toBe(zone);
  });

  it("writes a cookie the server reads back", () => {
    const cookie = timeZoneCookie("Asia/Dubai").split(";")[0];
    expect(timeZoneFromCookie(cookie)).toBe("Asia/Dubai");
  });

  it("knows real zones only", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Asia/Atlantis")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe("money and numbers", () => {
  it.each([
    // INR grouped the Indian way, every other currency in threes.
    [11840000, "INR", "₹1,18,400"],
    [16298100, "INR", "₹1,62,981"],
    [13221000, "INR", "₹1,32,210"],
    [99900, "INR", "₹999"],
    [100000, "INR", "₹1,000"],
    [1000000000, "INR", "₹1,00,00,000"],
    [-4643375, "INR", "-₹46,434"],
    [11840000, "USD", "$118,400"],
    [123456789, "EUR", "€1,234,568"],
    [500000, "AED", "AED 5,000"],
    [0, "INR", "₹0"],
  ] as const)("%i minor %s → %s", (minor, currency, shown) => {
    expect(formatMoney({ amountMinor: minor, currency })).toBe(shown);
  });

  it.each([
    [4643400, "INR", "₹46,434"],
    [4643375, "INR", "₹46,433.75"],
    [12345, "USD", "$123.45"],
  ])("amount %i %s → %s (paise only when not whole)", (minor, currency, shown) => {
    expect(formatAmount(minor, currency)).toBe(shown);
  });

  it("groups like Intl's en-IN for rupees and en-US for the rest (property)", () => {
    const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const usd = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_000_000_000_000 }), (units) => {
        expect(formatMoney({ amountMinor: units * 100, currency: "INR" })).toBe(
          `₹${inr.format(units)}`,
        );
        expect(formatMoney({ amountMinor: units * 100, currency: "USD" })).toBe(
          `$${usd.format(units)}`,
        );
      }),
    );
  });

  it.each([
    [118400, "₹1,18,400"],
    [45000.4, "₹45,000"],
  ])("rupees %d → %s", (rupees, shown) => {
    expect(formatRupees(rupees)).toBe(shown);
  });

  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [118400, "1,18,400"],
    [-2500, "-2,500"],
  ])("count %d → %s", (n, shown) => {
    expect(formatCount(n)).toBe(shown);
    if (n >= 0) expect(groupIndian(String(n))).toBe(shown);
  });

  it.each([
    [4.5, "4.5"],
    [4, "4.0"],
    [4.449, "4.4"],
    [4.45, "4.5"],
  ])("rating %d → %s", (rating, shown) => {
    expect(formatRating(rating)).toBe(shown);
  });

  it.each([
    [0, "under 1 km"],
    [0.04, "under 1 km"],
    [0.4, "0.4 km"],
    [2, "2 km"],
    [2.46, "2.5 km"],
    [12.4, "12 km"],
    [1240, "1,240 km"],
    [-1, ""],
  ])("distance %d → %s", (km, shown) => {
    expect(formatDistanceKm(km)).toBe(shown);
  });

  it.each([
    [512, "512 B"],
    [2048, "2 KB"],
    [1.5 * 1024 * 1024, "1.5 MB"],
    [5 * 1024 * 1024, "5 MB"],
  ])("file size %d → %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe("words", () => {
  it.each([
    [0, NOUNS.child, "0 children"],
    [1, NOUNS.child, "1 child"],
    [2, NOUNS.child, "2 children"],
    [1, NOUNS.adult, "1 adult"],
    [3, NOUNS.night, "3 nights"],
    [1, NOUNS.person, "1 person"],
    [4, NOUNS.person, "4 people"],
    [1200, NOUNS.review, "1,200 reviews"],
    [1, "quote", "1 quote"],
    [2, "quote", "2 quotes"],
  ] as const)("%d of %o → %s", (n, forms, shown) => {
    expect(plural(n, forms)).toBe(shown);
  });

  it.each([
    ["invoiced", "traveller", "Invoiced · payment due"],
    ["invoiced", "agent", "Invoiced · awaiting payment"],
    ["awaiting_quotes", "agent", "New lead"],
    ["awaiting_quotes", "admin", "Awaiting quotes"],
    ["quoted", "traveller", "Quoted"],
  ] as const)("booking state %s for %s reads %s", (state, reader, label) => {
    expect(bookingStateLabel(state, reader)).toBe(label);
  });

  it.each([
    ["2026-11-28", "Winter Deal"],
    ["2027-01-15", "Winter Deal"],
    ["2027-04-10", "Summer Deal"],
    ["2027-07-01", "Monsoon Deal"],
    ["2026-10-20", "Festive Deal"],
  ])("a deal shown on %s is a %s", (day, label) => {
    expect(seasonDealLabel(day)).toBe(label);
  });
});
