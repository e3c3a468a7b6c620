import { describe, expect, it } from "vitest";
import { TRIP_STATUSES } from "../../../common/trips";
import {
  budgetLabel,
  dayLabel,
  destinationsLabel,
  durationLabel,
  fileSizeLabel,
  preferenceLabel,
  travellersLabel,
  tripLinks,
} from "./trip-format";

describe("tripLinks", () => {
  it.each([
    ["Active", { edit: true, callback: true, cancel: true, reactivate: false }],
    ["Booked", { edit: true, callback: true, cancel: true, reactivate: false }],
    ["Converted", { edit: false, callback: false, cancel: false, reactivate: false }],
    ["Cancelled", { edit: false, callback: false, cancel: false, reactivate: true }],
    ["Postponed", { edit: false, callback: false, cancel: false, reactivate: true }],
  ] as const)("%s", (status, links) => {
    expect(tripLinks(status)).toEqual(links);
  });

  it("shows only the links of the viewer's allowed actions", () => {
    expect(tripLinks("Active", ["read", "cancel", "reactivate", "preferences"])).toEqual({
      edit: false,
      callback: false,
      cancel: true,
      reactivate: false,
    });
    expect(tripLinks("Active", ["read"]).cancel).toBe(false);
  });

  it("never offers Cancel Booking and Reactivate together", () => {
    for (const status of TRIP_STATUSES) {
      const links = tripLinks(status);
      expect(links.cancel && links.reactivate).toBe(false);
    }
  });
});

describe("labels", () => {
  it("joins destinations the way people write them", () => {
    expect(destinationsLabel(["Kerala"])).toBe("Kerala");
    expect(destinationsLabel(["Kerala", "Goa"])).toBe("Kerala & Goa");
    expect(destinationsLabel(["Kerala", "Goa", "Bali"])).toBe("Kerala, Goa & Bali");
  });

  it("counts travellers", () => {
    expect(travellersLabel(1, 0)).toBe("1 adult");
    expect(travellersLabel(2, 1)).toBe("2 adults, 1 child");
    expect(travellersLabel(2, 3)).toBe("2 adults, 3 children");
  });

  it("prefers an exact number of days over the buckets", () => {
    expect(durationLabel(["4-6"], null)).toBe("4-6 days");
    expect(durationLabel(["4-6", "7-9"], null)).toBe("4-6 days or 7-9 days");
    expect(durationLabel(["nd"], null)).toBe("Not decided");
    expect(durationLabel(["1-3"], 2)).toBe("2 days");
  });

  it("names preferences and leaves unknown values unset", () => {
    expect(preferenceLabel("hotels", "4")).toBe("4 star");
    expect(preferenceLabel("cabs", "private")).toBe("Private cab");
    expect(preferenceLabel("flights", undefined)).toBeNull();
    expect(preferenceLabel("hotels", "7")).toBeNull();
  });

  it("formats the budget in rupees, a calendar date as it is and an instant in the zone", () => {
    expect(budgetLabel(65000)).toBe("₹65,000");
    expect(budgetLabel(165000)).toBe("₹1,65,000");
    expect(budgetLabel(null)).toBeNull();
    expect(dayLabel("2027-03-14")).toBe("14 Mar 2027");
    expect(dayLabel("2027-03-14", "America/New_York")).toBe("14 Mar 2027");
    expect(dayLabel("2026-12-31T23:30:00.000Z")).toBe("1 Jan 2027");
    expect(dayLabel("2026-12-31T23:30:00.000Z", "UTC")).toBe("31 Dec 2026");
  });

  it("sizes files", () => {
    expect(fileSizeLabel(900)).toBe("900 B");
    expect(fileSizeLabel(120 * 1024)).toBe("120 KB");
    expect(fileSizeLabel(5 * 1024 * 1024)).toBe("5 MB");
    expect(fileSizeLabel(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});
