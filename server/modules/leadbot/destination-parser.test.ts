import { dictionary } from "@zxcvbn-ts/language-common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TripDraft } from "../../../common/leadbot";
import {
  budgetRangeOf,
  compileGazetteer,
  findPlace,
  type GazetteerSource,
  parseTripText,
} from "./destination-parser";
import {
  type ExpectedDraft,
  FIXTURE_NOW,
  fixtureGazetteer,
  PARSER_FIXTURES,
} from "./destination-parser.fixtures";
import { editDistance, tokenize } from "./text-match";

const gazetteer = fixtureGazetteer();

function summary(draft: TripDraft): Required<Omit<ExpectedDraft, "trip_type">> & {
  trip_type: string | null;
} & Record<string, unknown> {
  return {
    destinations: draft.destinations.map((d) => `${d.kind}:${d.slug}`),
    excluded: draft.excluded_destinations.map((d) => `${d.kind}:${d.slug}`),
    days: draft.days,
    duration: draft.duration,
    budget_per_person: draft.budget_per_person,
    budget_range: draft.budget_range,
    month: draft.month,
    adults: draft.adults,
    children: draft.children,
    trip_type: draft.trip_type,
    leftover: draft.leftover,
  } as never;
}

function expectedSummary(e: ExpectedDraft) {
  return {
    destinations: e.destinations ?? [],
    excluded: e.excluded ?? [],
    days: e.days ?? null,
    duration: e.duration ?? null,
    budget_per_person: e.budget_per_person ?? null,
    budget_range: e.budget_range ?? null,
    month: e.month ?? null,
    adults: e.adults ?? null,
    children: e.children ?? null,
    trip_type: e.trip_type ?? null,
    leftover: e.leftover ?? "",
  };
}

describe("parseTripText fixtures", () => {
  it("covers at least 60 phrases", () => {
    expect(PARSER_FIXTURES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PARSER_FIXTURES.map((f) => [f.input, f] as const))("%s", (_input, fixture) => {
    const draft = parseTripText(fixture.input, gazetteer, { now: FIXTURE_NOW, ...fixture.options });
    expect(summary(draft)).toEqual(expectedSummary(fixture.expected));
  });
});

describe("parseTripText details", () => {
  const parse = (text: string, now = FIXTURE_NOW) => parseTripText(text, gazetteer, { now });

  it("says how each place was recognised, and with which words", () => {
    const draft = parse("Keral, J&K and Kerala backwaters");
    expect(draft.destinations.map((d) => [d.slug, d.match, d.text])).toEqual([
      ["kerala", "fuzzy", "Keral"],
      ["kashmir", "alias", "J&K"],
    ]);
  });

  it("reports a city with its destination", () => {
    const [bangkok] = parse("bangkok").destinations;
    expect(bangkok).toMatchObject({
      kind: "city",
      slug: "bangkok",
      name: "Bangkok",
      destination_slug: "thailand",
      destination_name: "Thailand",
      destination_type: "international",
      has_packages: true,
    });
  });

  it("prefers the destination when a city has the same name", () => {
    expect(parse("shimla").destinations.map((d) => `${d.kind}:${d.slug}`)).toEqual([
      "destination:shimla",
    ]);
  });

  it("rolls a month over the year end", () => {
    const december = new Date("2026-12-20T00:00:00Z");
    expect(parse("next month", december).month).toBe("2027-01");
    expect(parse("in march", december).month).toBe("2027-03");
    expect(parse("this month", december).month).toBe("2026-12");
  });

  it("drops out-of-range values but still reads them", () => {
    const draft = parse("90 days, 50 adults, budget 500 rupees");
    expect(draft).toMatchObject({ days: null, adults: null, budget_per_person: null });
  });

  it("excluding a destination also drops its cities", () => {
    const draft = parse("manali ok but not himachal");
    expect(draft.excluded_destinations.map((d) => d.slug)).toEqual(["himachal-pradesh"]);
    expect(draft.destinations.map((d) => d.slug)).toEqual(["manali"]);
    const cities = parse("srinagar and gulmarg, just not kashmir");
    expect(cities.destinations).toEqual([]);
  });

  it("ignores an alias whose place is not in the catalogue", () => {
    const small: GazetteerSource = {
      destinations: [{ slug: "goa", name: "Goa", type: "india", has_packages: true }],
      cities: [],
    };
    const g = compileGazetteer(small);
    expect(parseTripText("bangkok or goa", g, { now: FIXTURE_NOW }).destinations).toHaveLength(1);
  });

  it("finds the slider's destination answer by slug, name or alias", () => {
    expect(findPlace(gazetteer, "himachal-pradesh")?.slug).toBe("himachal-pradesh");
    expect(findPlace(gazetteer, "Sri Lanka")?.slug).toBe("sri-lanka");
    expect(findPlace(gazetteer, "HP")?.slug).toBe("himachal-pradesh");
    expect(findPlace(gazetteer, "bangkok")?.kind).toBe("city");
    expect(findPlace(gazetteer, "keral")).toBeNull();
  });

  it("maps a budget to the price bucket whose top it does not pass", () => {
    expect(budgetRangeOf(1_000)).toBe("0-10000");
    expect(budgetRangeOf(10_000)).toBe("0-10000");
    expect(budgetRangeOf(10_001)).toBe("10000-20000");
    expect(budgetRangeOf(80_000)).toBe("60000-80000");
    expect(budgetRangeOf(BUDGET_TOP)).toBe("80000-10000000");
  });

  it("never reads a common English word as a near-miss of a place", () => {
    const words = (dictionary as Record<string, string[]>)["diceware-common"] ?? [];
    expect(words.length).toBeGreaterThan(7_000);
    const fuzzy = words.filter((w) => parse(w).destinations.some((d) => d.match === "fuzzy"));
    expect(fuzzy).toEqual([]);
  });
});

const BUDGET_TOP = 10_000_000;

describe("editDistance", () => {
  it.each([
    ["kerala", "kerala", 0],
    ["keral", "kerala", 1],
    ["thialand", "thailand", 1],
    ["maldievs", "maldives", 1],
    ["manaali", "manali", 1],
    ["darjiling", "darjeeling", 2],
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });

  it("stops at max + 1", () => {
    expect(editDistance("goa", "singapore", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
  });
});

describe("tokenize", () => {
  it("splits numbers from units and keeps thousands separators", () => {
    expect(tokenize("₹1,50,000 / 4N5D, Malé!").map((t) => t.norm)).toEqual([
      "₹",
      "1,50,000",
      "/",
      "4",
      "n",
      "5",
      "d",
      ",",
      "male",
      "!",
    ]);
  });
});

describe("parseTripText properties", () => {
  const words = [
    "goa",
    "kerala",
    "himachal",
    "manali",
    "not",
    "no",
    "except",
    "but",
    "anywhere",
    "nahi",
    "ke",
    "alawa",
    "and",
    "or",
    ",",
    "5",
    "days",
    "40k",
    "lakh",
    "for",
    "two",
    "dec",
    "next",
    "month",
    "2",
    "adults",
    "kid",
    "honeymoon",
    "thialand",
    "bangkok",
    "J&K",
    "₹",
    "1.5",
  ];
  const phrase = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.array(fc.constantFrom(...words), { maxLength: 20 }).map((w) => w.join(" ")),
  );
  const now = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  });

  it("never throws and never both includes and excludes a place", () => {
    fc.assert(
      fc.property(phrase, now, fc.boolean(), (text, at, negation) => {
        const draft = parseTripText(text, gazetteer, { now: at, parseNegation: negation });
        const refused = new Set(draft.excluded_destinations.map((d) => `${d.kind}:${d.slug}`));
        const refusedDestinations = new Set(
          draft.excluded_destinations.filter((d) => d.kind === "destination").map((d) => d.slug),
        );
        for (const d of draft.destinations) {
          expect(refused.has(`${d.kind}:${d.slug}`)).toBe(false);
          expect(refusedDestinations.has(d.destination_slug)).toBe(false);
        }
        if (!negation) expect(draft.excluded_destinations).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every number it reports within the trip form's limits", () => {
    fc.assert(
      fc.property(phrase, now, (text, at) => {
        const d = parseTripText(text, gazetteer, { now: at });
        if (d.days !== null) expect(d.days).toBeGreaterThanOrEqual(1);
        if (d.days !== null) expect(d.days).toBeLessThanOrEqual(60);
        if (d.adults !== null) expect(d.adults).toBeGreaterThanOrEqual(1);
        if (d.adults !== null) expect(d.adults).toBeLessThanOrEqual(30);
        if (d.children !== null) expect(d.children).toBeLessThanOrEqual(10);
        if (d.budget_per_person !== null) {
          expect(Number.isInteger(d.budget_per_person)).toBe(true);
          expect(d.budget_per_person).toBeGreaterThanOrEqual(1_000);
        }
        if (d.month !== null) expect(d.month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves only words of the input in the leftover", () => {
    fc.assert(
      fc.property(phrase, (text) => {
        const { leftover } = parseTripText(text, gazetteer, { now: FIXTURE_NOW });
        for (const word of leftover.split(" ").filter(Boolean)) expect(text).toContain(word);
      }),
      { numRuns: 200 },
    );
  });
});
