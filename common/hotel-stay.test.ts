import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  decodeSavedSearch,
  encodeSavedSearch,
  formatRoomStay,
  isIsoDate,
  nightsOf,
  parseRoomStay,
  resolveStay,
  validStayDates,
} from "./hotel-stay";

const TODAY = "2026-11-24";
const saved = {
  hotel_id: 3,
  checkInDate: "2026-12-20",
  checkOutDate: "2026-12-23",
  rooms: [{ adults: 1, children: 1 }],
};

describe("roomStay", () => {
  it("round-trips every valid room list", () => {
    const room = fc
      .record({ adults: fc.integer({ min: 1, max: 3 }), children: fc.integer({ min: 0, max: 2 }) })
      .filter((r) => r.adults + r.children <= 3);
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 5 }), (rooms) => {
        expect(parseRoomStay(formatRoomStay(rooms))).toEqual(rooms);
      }),
    );
  });

  it("refuses a room over 3 guests, no adult, or a malformed one", () => {
    for (const bad of [
      "2a@2c",
      "3a@1c",
      "0a@1c",
      "2a@0c_",
      "2a0c",
      "2a@0c__1a@0c",
      "a@c",
      "2a@0c_4a@0c",
      "",
    ])
      expect(parseRoomStay(bad), bad).toBeNull();
    expect(parseRoomStay("2a@0c_2a@1c")).toEqual([
      { adults: 2, children: 0 },
      { adults: 2, children: 1 },
    ]);
  });
});

describe("stay dates", () => {
  it("accepts only real YYYY-MM-DD days, check-in from today, check-out after it", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(validStayDates("2026-11-24", "2026-11-25", TODAY)).toBe(true);
    expect(validStayDates("2026-11-23", "2026-11-25", TODAY)).toBe(false);
    expect(validStayDates("2026-11-25", "2026-11-25", TODAY)).toBe(false);
    expect(validStayDates("2026-11-26", "2026-11-25", TODAY)).toBe(false);
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("falls back from the URL to the saved search, then to 15 days ahead with check-in focused", () => {
    const fromUrl = resolveStay(
      { checkin: "2026-12-01", checkout: "2026-12-04", roomStay: "2a@0c_2a@1c" },
      saved,
      TODAY,
    );
    expect(fromUrl).toMatchObject({
      checkIn: "2026-12-01",
      nights: 3,
      datesFrom: "url",
      roomsFrom: "url",
      focusCheckIn: false,
    });
    const fromSaved = resolveStay(
      { checkin: "2026-13-01", checkout: "x", roomStay: "4a@0c" },
      saved,
      TODAY,
    );
    expect(fromSaved).toMatchObject({
      checkIn: "2026-12-20",
      checkOut: "2026-12-23",
      datesFrom: "saved",
      rooms: saved.rooms,
      focusCheckIn: false,
    });
    const stale = { ...saved, checkInDate: "2026-11-01", checkOutDate: "2026-11-02", rooms: [] };
    expect(
      resolveStay({ checkin: "2026-11-20", checkout: "2026-11-21" }, stale, TODAY),
    ).toMatchObject({
      checkIn: addDays(TODAY, 15),
      checkOut: addDays(TODAY, 16),
      rooms: [{ adults: 2, children: 0 }],
      datesFrom: "default",
      roomsFrom: "default",
      focusCheckIn: true,
    });
    expect(resolveStay({}, null, TODAY)).toMatchObject({
      checkIn: "2026-12-09",
      checkOut: "2026-12-10",
      focusCheckIn: true,
    });
  });

  it("reads back the cookie it writes and ignores garbage", () => {
    expect(decodeSavedSearch(encodeSavedSearch(saved))).toEqual(saved);
    expect(decodeSavedSearch("%7Bnope")).toBeNull();
    expect(
      decodeSavedSearch(encodeURIComponent(JSON.stringify({ rooms: [{ adults: 9, children: 0 }] })))
        ?.rooms,
    ).toEqual([]);
  });
});
