import { describe, expect, it } from "vitest";
import { holidayOn, INDIA_PUBLIC_HOLIDAYS, indiaToday, upcomingWeekends } from "./holidays";

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const at = (iso: string) => new Date(iso);

describe("INDIA_PUBLIC_HOLIDAYS", () => {
  it("holds the seventeen gazetted holidays of each of 2026 and 2027, in date order", () => {
    const dates = INDIA_PUBLIC_HOLIDAYS.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    for (const year of ["2026", "2027"]) {
      expect(dates.filter((d) => d.startsWith(year))).toHaveLength(17);
    }
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString()).toContain(date);
  });

  it("has the fixed national days on their dates", () => {
    for (const year of [2026, 2027]) {
      expect(holidayOn(`${year}-01-26`)?.name).toBe("Republic Day");
      expect(holidayOn(`${year}-08-15`)?.name).toBe("Independence Day");
      expect(holidayOn(`${year}-10-02`)?.name).toBe("Mahatma Gandhi's Birthday");
      expect(holidayOn(`${year}-12-25`)?.name).toBe("Christmas Day");
    }
  });

  it("matches the 2026 list's weekdays (DoPT: Holi Wednesday, Good Friday, Diwali Sunday)", () => {
    expect(weekday("2026-03-04")).toBe(3);
    expect(holidayOn("2026-04-03")?.name).toBe("Good Friday");
    expect(weekday("2026-04-03")).toBe(5);
    expect(weekday("2026-11-08")).toBe(0);
    expect(holidayOn("2026-11-08")?.name).toBe("Diwali");
    // Easter 2027 is 28 March.
    expect(holidayOn("2027-03-26")?.name).toBe("Good Friday");
    expect(weekday("2027-03-26")).toBe(5);
  });

  it("marks only the moon-sighted festivals tentative", () => {
    const tentative = INDIA_PUBLIC_HOLIDAYS.filter((h) => h.tentative).map((h) => h.name);
    expect(new Set(tentative)).toEqual(
      new Set(["Id-ul-Fitr", "Id-ul-Zuha (Bakrid)", "Muharram", "Milad-un-Nabi"]),
    );
  });
});

describe("indiaToday", () => {
  it("reads the date in India time", () => {
    expect(indiaToday(at("2026-11-20T18:29:00Z"))).toBe("2026-11-20");
    expect(indiaToday(at("2026-11-20T18:30:00Z"))).toBe("2026-11-21");
  });
});

describe("upcomingWeekends", () => {
  it("lists the next four weekends from a weekday, this one first", () => {
    const weekends = upcomingWeekends(at("2026-11-18T06:00:00Z")); // Wednesday
    expect(weekends.map((w) => w.saturday)).toEqual([
      "2026-11-21",
      "2026-11-28",
      "2026-12-05",
      "2026-12-12",
    ]);
    expect(weekends.map((w) => w.label)).toEqual([
      "This weekend",
      "Next weekend",
      "In 2 weeks",
      "In 3 weeks",
    ]);
    expect(weekends[0]).toMatchObject({
      number: 1,
      sunday: "2026-11-22",
      start: "2026-11-21",
      end: "2026-11-22",
      daysOff: 2,
      type: "regular",
      holidays: [],
      maxTripDays: 3,
      dates: "21–22 Nov",
    });
  });

  it("is today and tomorrow on a Saturday, and the next weekend on a Sunday, in India time", () => {
    // 00:30 on Saturday 21 November in India, still Friday in UTC.
    expect(upcomingWeekends(at("2026-11-20T19:00:00Z"))[0]).toMatchObject({
      saturday: "2026-11-21",
      label: "This weekend",
      dates: "21–22 Nov",
    });
    // Saturday 28 November 2026: this weekend is 28-29 Nov, not 5-6 Dec.
    expect(upcomingWeekends(at("2026-11-28T10:00:00Z"))[0]?.dates).toBe("28–29 Nov");
    // 23:30 on Friday in India: this weekend is still ahead.
    expect(upcomingWeekends(at("2026-11-20T18:00:00Z"))[0]?.saturday).toBe("2026-11-21");
    expect(upcomingWeekends(at("2026-11-22T06:00:00Z"))[0]?.saturday).toBe("2026-11-28");
  });

  it("makes a Friday holiday a long weekend (Christmas 2026)", () => {
    const [christmas] = upcomingWeekends(at("2026-12-21T06:00:00Z"), 1);
    expect(christmas).toMatchObject({
      saturday: "2026-12-26",
      start: "2026-12-25",
      end: "2026-12-27",
      daysOff: 3,
      type: "long",
      maxTripDays: 4,
      dates: "25–27 Dec",
    });
    expect(christmas?.holidays.map((h) => h.name)).toEqual(["Christmas Day"]);
  });

  it("makes a Monday holiday a long weekend (Republic Day 2026, Holi 2027)", () => {
    const [republic] = upcomingWeekends(at("2026-01-19T06:00:00Z"), 1);
    expect(republic).toMatchObject({ start: "2026-01-24", end: "2026-01-26", type: "long" });
    const [holi] = upcomingWeekends(at("2027-03-16T06:00:00Z"), 1);
    expect(holi).toMatchObject({ start: "2027-03-20", end: "2027-03-22", type: "long" });
  });

  it("keeps a weekend regular when the holiday falls on the Saturday or Sunday", () => {
    const [independence] = upcomingWeekends(at("2026-08-10T06:00:00Z"), 1);
    expect(independence).toMatchObject({ saturday: "2026-08-15", daysOff: 2, type: "regular" });
    expect(independence?.holidays.map((h) => h.name)).toEqual(["Independence Day"]);
  });

  it("writes dates across a month end and counts as many weekends as asked", () => {
    const weekends = upcomingWeekends(at("2026-10-26T06:00:00Z"), 6);
    expect(weekends).toHaveLength(6);
    expect(weekends[0]?.dates).toBe("31 Oct–1 Nov");
    expect(weekends[5]?.label).toBe("In 5 weeks");
  });

  it("finds a long weekend among the next four when a holiday is near (Good Friday 2027)", () => {
    const weekends = upcomingWeekends(at("2027-03-08T06:00:00Z"));
    expect(weekends.map((w) => w.type)).toEqual(["regular", "long", "long", "regular"]);
    expect(weekends[1]?.holidays.map((h) => h.name)).toEqual(["Holi"]);
    expect(weekends[2]?.holidays.map((h) => h.name)).toEqual(["Good Friday"]);
    expect(weekends[2]?.dates).toBe("26–28 Mar");
  });
});
