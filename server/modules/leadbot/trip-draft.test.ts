import { describe, expect, it } from "vitest";
import type { TripDraft } from "../../../common/leadbot";
import { parseTripText } from "./destination-parser";
import { FIXTURE_NOW, fixtureGazetteer } from "./destination-parser.fixtures";
import { listingUrlFor, mergeSliderAnswers } from "./trip-draft";

const gazetteer = fixtureGazetteer();
const parse = (text: string): TripDraft => parseTripText(text, gazetteer, { now: FIXTURE_NOW });

describe("mergeSliderAnswers", () => {
  it("keeps the parse when no answer speaks to a field", () => {
    const draft = parse("goa 5 days in december");
    expect(mergeSliderAnswers(draft, {}, gazetteer)).toEqual(draft);
  });

  it("lets 'Not decided' replace nothing", () => {
    const draft = parse("goa 5 days honeymoon in december 40k");
    const merged = mergeSliderAnswers(
      draft,
      { "2": "nd", "3": "nd", "4": "nd", "7": "nd" },
      gazetteer,
    );
    expect(merged).toEqual(draft);
  });

  it("keeps parsed days and budget that fall in the chosen buckets, drops the others", () => {
    const draft = parse("goa 5 days 40k");
    expect(mergeSliderAnswers(draft, { "3": "4-6", "7": "20000-40000" }, gazetteer)).toMatchObject({
      days: 5,
      duration: "4-6",
      budget_per_person: 40_000,
      budget_range: "20000-40000",
    });
    expect(mergeSliderAnswers(draft, { "3": "7-9", "7": "60000-80000" }, gazetteer)).toMatchObject({
      days: null,
      duration: "7-9",
      budget_per_person: null,
      budget_range: "60000-80000",
    });
  });

  it("replaces the places with the chosen destination and un-excludes it", () => {
    const draft = parse("not kerala, goa");
    const merged = mergeSliderAnswers(draft, { "1": "Kerala" }, gazetteer);
    expect(merged.destinations.map((d) => d.slug)).toEqual(["kerala"]);
    expect(merged.excluded_destinations).toEqual([]);
  });

  it("refuses a destination the catalogue does not know", () => {
    expect(() => mergeSliderAnswers(parse("goa"), { "1": "atlantis" }, gazetteer)).toThrow(
      expect.objectContaining({
        fieldErrors: [expect.objectContaining({ field: "rbt_index_question_answer_map.1" })],
      }),
    );
  });
});

describe("listingUrlFor", () => {
  it.each([
    ["goa", "/tour-packages/goa"],
    ["honeymoon in bali for 10 days", "/honeymoon-packages/bali?days[]=10-12"],
    [
      "3 friends, goa, 2 weeks, under 15k",
      "/friends-packages/goa?days[]=>13&price_ranges[]=10000-20000",
    ],
    ["munnar in march 2027", "/tour-packages/munnar?month[]=3"],
    ["munnar and kochi", null],
    ["kochi and alleppey", "/tour-packages/kerala?cities[]=alleppey&cities[]=kochi"],
    ["goa but not kerala", "/tour-packages/goa"],
  ])("%s → %s", (text, url) => {
    expect(listingUrlFor(parse(text))).toBe(url?.replace(">", "%3E") ?? null);
  });

  it.each(["hello", "goa or kerala", "bangkok and goa", "lakshadweep", "not goa"])(
    "%s → none",
    (text) => {
      expect(listingUrlFor(parse(text))).toBeNull();
    },
  );
});
