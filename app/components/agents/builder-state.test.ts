import { describe, expect, it } from "vitest";
import { DEFAULT_QUOTE_DAYS, DEFAULT_QUOTE_NIGHTS } from "../../../common/quotes";
import { QUOTE_TEXT_MAX, QuoteDraftInput } from "../../../common/quotes-input";
import {
  blankDraft,
  canAddAlternative,
  cityNamed,
  hotelRejectionLabel,
  libraryDayAsDraft,
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

describe("libraryDayAsDraft (decision 0227)", () => {
  const saved = {
    id: 7,
    title: "Munnar tea gardens",
    cityId: 42,
    cityName: "Munnar",
    description: "A morning among the tea estates.",
    activities: ["Tea Museum", "Mattupetty Dam"],
    transfers: ["Road transfer from Kochi to Munnar"],
  };
  const draftWith = (days: object[]) => ({
    days,
    stays: [],
    pricePerAdult: "20000",
    validUntil: "2026-12-12",
  });

  it("gives the day its title, city and city id, text, activities and transfers, and no key", () => {
    expect(libraryDayAsDraft(saved)).toEqual({
      tripDayId: "",
      cityId: "42",
      cityName: "Munnar",
      title: "Munnar tea gardens",
      description:
        "A morning among the tea estates.\nActivities: Tea Museum, Mattupetty Dam.\nTransfers: Road transfer from Kochi to Munnar.",
    });
  });

  it("always makes a day the quote's schema takes, even from a long or city-less saved day", () => {
    const long = {
      ...saved,
      cityId: null,
      title: `  ${"Backwaters ".repeat(20)}`,
      description: "x".repeat(QUOTE_TEXT_MAX),
    };
    for (const day of [saved, long]) {
      const parsed = QuoteDraftInput.safeParse(
        draftWith([{ cityName: "Munnar", title: "Arrival" }, libraryDayAsDraft(day)]),
      );
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data?.days[1]?.tripDayId).toBeUndefined();
    }
    expect(libraryDayAsDraft(long).cityId).toBe("");
  });
});

describe("cityNamed", () => {
  const cities = [
    { cityId: 1, name: "Munnar" },
    { cityId: 2, name: "Alleppey" },
  ];
  it("finds the trip's city whatever the case and spaces, and nothing for another", () => {
    expect(cityNamed(cities, " alleppey ")?.cityId).toBe(2);
    expect(cityNamed(cities, "Kochi")).toBeUndefined();
    expect(cityNamed(cities, "")).toBeUndefined();
  });
});
