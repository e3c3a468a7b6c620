import { describe, expect, it } from "vitest";
import { DEFAULT_QUOTE_DAYS, DEFAULT_QUOTE_NIGHTS } from "../../../common/quotes";
import {
  blankDraft,
  canAddAlternative,
  hotelRejectionLabel,
  nightsCheck,
  toFormDefaults,
} from "./builder-state";

describe("blankDraft", () => {
  it("is the default 5 days / 4 nights in the trip's first destination", () => {
    const draft = blankDraft("Kerala");
    expect(draft.days).toHaveLength(DEFAULT_QUOTE_DAYS);
    expect(draft.days?.every((d) => d.cityName === "Kerala")).toBe(true);
    expect(draft.stays).toHaveLength(1);
    expect(draft.stays?.[0]?.nights).toBe(String(DEFAULT_QUOTE_NIGHTS));
    expect(draft.stays?.[0]?.hotels).toHaveLength(1);
  });
});

describe("nightsCheck", () => {
  it("compares booked nights with the nights of the days", () => {
    expect(nightsCheck(5, ["2", "2"])).toEqual({ booked: 4, available: 4, state: "ok" });
    expect(nightsCheck(5, ["2"]).state).toBe("under");
    expect(nightsCheck(3, ["2", 1]).state).toBe("over");
  });

  it("ignores what is not yet a number of nights", () => {
    expect(nightsCheck(4, ["", undefined, "x", "-1", "1.5", "3"]).booked).toBe(3);
  });
});

describe("canAddAlternative", () => {
  it("allows the proposed hotel and two alternatives", () => {
    expect(canAddAlternative(1)).toBe(true);
    expect(canAddAlternative(2)).toBe(true);
    expect(canAddAlternative(3)).toBe(false);
  });
});

describe("toFormDefaults", () => {
  it("writes numbers as form text and keeps lists", () => {
    const defaults = toFormDefaults({
      pricePerAdult: 42000,
      stays: [{ city: "Munnar", nights: 2, hotels: [{ name: "Tea Hills", images: ["/a.png"] }] }],
      hotelId: null,
    });
    expect(defaults).toEqual({
      pricePerAdult: "42000",
      stays: [{ city: "Munnar", nights: "2", hotels: [{ name: "Tea Hills", images: ["/a.png"] }] }],
      hotelId: "",
    });
  });
});

describe("hotelRejectionLabel", () => {
  it("names the reason, with the traveller's words when given", () => {
    expect(hotelRejectionLabel("rating", "")).toBe("Star rating is too low");
    expect(hotelRejectionLabel("location", "far from the beach")).toBe(
      "Location is not convenient: far from the beach",
    );
    expect(hotelRejectionLabel("other", "No pool")).toBe("No pool");
  });
});
