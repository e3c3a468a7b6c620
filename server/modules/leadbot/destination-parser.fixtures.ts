// Phrases a traveller types into the lead chatbot, with the draft the parser must read from
// them. Destinations are written "kind:slug"; a field left out must be null (or empty). The
// gazetteer is the seed's real geography, so these also guard against a catalogue change that
// would make a common word a place.
import type { BudgetRange, KnownDuration, KnownTripType } from "../../../common/leadbot";
import { GEOGRAPHY } from "../guides/data/geography";
import { compileGazetteer, type Gazetteer, type ParseOptions } from "./destination-parser";

export const FIXTURE_NOW = new Date("2026-03-15T10:00:00Z");

export function fixtureGazetteer(): Gazetteer {
  return compileGazetteer({
    destinations: GEOGRAPHY.map((d) => ({
      slug: d.slug,
      name: d.name,
      type: d.type,
      has_packages: d.hasPackage,
    })),
    cities: GEOGRAPHY.flatMap((d) =>
      d.cities.map((c) => ({ slug: c.slug, name: c.name, destination_slug: d.slug })),
    ),
  });
}

export interface ExpectedDraft {
  destinations?: string[];
  excluded?: string[];
  days?: number;
  duration?: KnownDuration;
  budget_per_person?: number;
  budget_range?: BudgetRange;
  month?: string;
  adults?: number;
  children?: number;
  trip_type?: KnownTripType;
  leftover?: string;
}

export interface ParserFixture {
  input: string;
  options?: Pick<ParseOptions, "parseNegation" | "parseDestination">;
  expected: ExpectedDraft;
}

export const PARSER_FIXTURES: readonly ParserFixture[] = [
  // Hinglish
  {
    input: "goa me 5 din",
    expected: { destinations: ["destination:goa"], days: 5, duration: "4-6", leftover: "me" },
  },
  {
    input: "kerala jana hai 3 log",
    expected: { destinations: ["destination:kerala"], adults: 3, leftover: "jana hai" },
  },
  {
    input: "hum do goa jaenge",
    expected: { destinations: ["destination:goa"], adults: 2, leftover: "jaenge" },
  },
  { input: "goa nahi", expected: { excluded: ["destination:goa"] } },
  {
    input: "goa nahi, kerala chalega",
    expected: {
      destinations: ["destination:kerala"],
      excluded: ["destination:goa"],
      leftover: "chalega",
    },
  },
  {
    input: "goa ya kerala nahi",
    expected: { excluded: ["destination:goa", "destination:kerala"], leftover: "ya" },
  },
  {
    input: "goa ke alawa kuch bhi",
    expected: { excluded: ["destination:goa"], leftover: "kuch bhi" },
  },
  { input: "50k tak", expected: { budget_per_person: 50000, budget_range: "40000-60000" } },
  // Typos and spelling variants
  { input: "keral trip", expected: { destinations: ["destination:kerala"], leftover: "trip" } },
  {
    input: "manaali 4N/5D",
    expected: { destinations: ["destination:manali"], days: 5, duration: "4-6" },
  },
  {
    input: "thialand honeymoon",
    expected: { destinations: ["destination:thailand"], adults: 2, trip_type: "honeymoon" },
  },
  {
    input: "maldievs in dec",
    expected: { destinations: ["destination:maldives"], month: "2026-12" },
  },
  {
    input: "Planning Kashmeer in Febuary",
    expected: { destinations: ["destination:kashmir"], month: "2027-02", leftover: "Planning" },
  },
  {
    input: "uttrakhand with parents",
    expected: { destinations: ["destination:uttarakhand"], trip_type: "family" },
  },
  {
    input: "himachal pardesh 6 days",
    expected: { destinations: ["destination:himachal-pradesh"], days: 6, duration: "4-6" },
  },
  {
    input: "sri lnka 8 days",
    expected: { destinations: ["destination:sri-lanka"], days: 8, duration: "7-9" },
  },
  {
    input: "darjiling gangtok",
    expected: { destinations: ["destination:darjeeling", "city:gangtok"] },
  },
  {
    input: "dehli agra jaipur",
    expected: { destinations: ["destination:delhi", "city:agra", "city:jaipur"] },
  },
  // Negation (parse_negation on)
  { input: "anywhere but Goa", expected: { excluded: ["destination:goa"] } },
  { input: "not goa", expected: { excluded: ["destination:goa"] } },
  { input: "except Kerala", expected: { excluded: ["destination:kerala"] } },
  {
    input: "want kerala, not goa",
    expected: {
      destinations: ["destination:kerala"],
      excluded: ["destination:goa"],
      leftover: "want",
    },
  },
  {
    input: "not goa but kerala",
    expected: {
      destinations: ["destination:kerala"],
      excluded: ["destination:goa"],
      leftover: "but",
    },
  },
  {
    input: "anywhere except goa, kerala and ooty",
    expected: {
      excluded: ["destination:goa", "destination:kerala", "destination:ooty"],
      leftover: "anywhere and",
    },
  },
  {
    input: "not interested in himachal, manali is fine",
    expected: {
      destinations: ["destination:manali"],
      excluded: ["destination:himachal-pradesh"],
      leftover: "interested in is fine",
    },
  },
  {
    input: "don't want to go to Goa",
    expected: { excluded: ["destination:goa"], leftover: "want to go to" },
  },
  {
    input: "not sure, maybe goa",
    expected: { destinations: ["destination:goa"], leftover: "not sure maybe" },
  },
  {
    input: "no beaches in goa",
    expected: { destinations: ["destination:goa"], leftover: "no beaches in" },
  },
  {
    input: "not kerala, goa",
    expected: { destinations: ["destination:goa"], excluded: ["destination:kerala"] },
  },
  {
    input: "except goa, kerala",
    expected: { excluded: ["destination:goa", "destination:kerala"] },
  },
  {
    input: "goa, kerala nahi",
    expected: { destinations: ["destination:goa"], excluded: ["destination:kerala"] },
  },
  // Durations
  { input: "5 days", expected: { days: 5, duration: "4-6" } },
  {
    input: "a week in HP",
    expected: {
      destinations: ["destination:himachal-pradesh"],
      days: 7,
      duration: "7-9",
      leftover: "in",
    },
  },
  {
    input: "4 nights 5 days Andaman",
    expected: { destinations: ["destination:andaman-and-nicobar"], days: 5, duration: "4-6" },
  },
  { input: "10 nights", expected: { days: 11, duration: "10-12" } },
  { input: "weekend getaway", expected: { days: 2, duration: "1-3", leftover: "getaway" } },
  { input: "long weekend trip", expected: { days: 3, duration: "1-3", leftover: "trip" } },
  {
    input: "2 weeks europe",
    expected: { destinations: ["destination:europe"], days: 14, duration: "13+" },
  },
  {
    input: "3 to 4 nights ooty",
    expected: { destinations: ["destination:ooty"], days: 5, duration: "4-6" },
  },
  {
    input: "a couple of days in pondy",
    expected: {
      destinations: ["destination:puducherry"],
      days: 2,
      duration: "1-3",
      leftover: "in",
    },
  },
  // Budgets, in rupees per person unless the phrase says total
  { input: "40k", expected: { budget_per_person: 40000, budget_range: "20000-40000" } },
  { input: "1.5 lakh", expected: { budget_per_person: 150000, budget_range: "80000-10000000" } },
  {
    input: "1.5L per person",
    expected: { budget_per_person: 150000, budget_range: "80000-10000000" },
  },
  { input: "₹50,000", expected: { budget_per_person: 50000, budget_range: "40000-60000" } },
  { input: "under 60000", expected: { budget_per_person: 60000, budget_range: "40000-60000" } },
  {
    input: "2 lakhs for two",
    expected: { budget_per_person: 100000, budget_range: "80000-10000000", adults: 2 },
  },
  {
    input: "1 lakh total for 4 people",
    expected: { budget_per_person: 25000, budget_range: "20000-40000", adults: 4 },
  },
  { input: "budget 35k pp", expected: { budget_per_person: 35000, budget_range: "20000-40000" } },
  {
    input: "Rs. 80,000 for both of us",
    expected: { budget_per_person: 40000, budget_range: "20000-40000", adults: 2 },
  },
  {
    input: "goa 30000",
    expected: {
      destinations: ["destination:goa"],
      budget_per_person: 30000,
      budget_range: "20000-40000",
    },
  },
  { input: "12345", expected: { budget_per_person: 12345, budget_range: "10000-20000" } },
  // Months, relative to FIXTURE_NOW (15 March 2026)
  { input: "in December", expected: { month: "2026-12" } },
  { input: "dec", expected: { month: "2026-12" } },
  { input: "next month", expected: { month: "2026-04" } },
  {
    input: "march 2027 dubai",
    expected: { destinations: ["destination:dubai"], month: "2027-03" },
  },
  { input: "may 2026 dubai", expected: { destinations: ["destination:dubai"], month: "2026-05" } },
  {
    input: "we may visit london",
    expected: { destinations: ["city:london"], leftover: "we may visit" },
  },
  { input: "trip in december 2025", expected: { leftover: "trip" } },
  // Travellers and trip types
  {
    input: "2 adults and a kid",
    expected: { adults: 2, children: 1, trip_type: "family", leftover: "and" },
  },
  { input: "we are 4", expected: { adults: 4 } },
  { input: "couple", expected: { adults: 2 } },
  {
    input: "me and my wife to swiss",
    expected: { destinations: ["destination:switzerland"], adults: 2, leftover: "to" },
  },
  {
    input: "solo trip ladakh",
    expected: { destinations: ["destination:ladakh"], adults: 1, leftover: "trip" },
  },
  {
    input: "family of 5 in dubai",
    expected: {
      destinations: ["destination:dubai"],
      adults: 5,
      trip_type: "family",
      leftover: "in",
    },
  },
  {
    input: "3 friends goa",
    expected: { destinations: ["destination:goa"], adults: 3, trip_type: "friends" },
  },
  {
    input: "2 couples to bali",
    expected: { destinations: ["destination:bali"], adults: 4, leftover: "to" },
  },
  {
    input: "honeymoon in maldives",
    expected: {
      destinations: ["destination:maldives"],
      adults: 2,
      trip_type: "honeymoon",
      leftover: "in",
    },
  },
  {
    input: "bachelor party goa",
    expected: { destinations: ["destination:goa"], trip_type: "friends", leftover: "party" },
  },
  {
    input: "sightseeing tour of rajasthan",
    expected: { destinations: ["destination:rajasthan"], trip_type: "tour", leftover: "of" },
  },
  // Aliases, cities and multi-word names
  {
    input: "J&K weekend",
    expected: { destinations: ["destination:kashmir"], days: 2, duration: "1-3" },
  },
  {
    input: "kashmir valley 10 nights",
    expected: { destinations: ["destination:kashmir"], days: 11, duration: "10-12" },
  },
  {
    input: "andamans with family",
    expected: {
      destinations: ["destination:andaman-and-nicobar"],
      trip_type: "family",
      leftover: "with",
    },
  },
  {
    input: "bangkok and pattaya 6 days",
    expected: {
      destinations: ["city:bangkok", "city:pattaya"],
      days: 6,
      duration: "4-6",
      leftover: "and",
    },
  },
  { input: "hong kong", expected: { destinations: ["destination:hong-kong"] } },
  { input: "srilanka", expected: { destinations: ["destination:sri-lanka"] } },
  // Everything at once
  {
    input: "Goa, 2 adults 1 child, 4N/5D, 60k per person in Nov",
    expected: {
      destinations: ["destination:goa"],
      days: 5,
      duration: "4-6",
      budget_per_person: 60000,
      budget_range: "40000-60000",
      month: "2026-11",
      adults: 2,
      children: 1,
      trip_type: "family",
    },
  },
  // Nothing recognisable (common words never become places)
  { input: "hello there", expected: { leftover: "hello there" } },
  { input: "i want to travel", expected: { leftover: "i want to travel" } },
  { input: "kuch bhi chalega", expected: { leftover: "kuch bhi chalega" } },
  { input: "plan something nice for us", expected: { leftover: "plan something nice for us" } },
  { input: "ok", expected: { leftover: "ok" } },
  { input: "???", expected: {} },
  { input: "thank you so much", expected: { leftover: "thank you so much" } },
  {
    input: "Paris parks and chains",
    expected: { destinations: ["city:paris"], leftover: "parks and chains" },
  },
  // Options
  {
    input: "not goa",
    options: { parseNegation: false },
    expected: { destinations: ["destination:goa"], leftover: "not" },
  },
  {
    input: "goa me 5 din",
    options: { parseDestination: false },
    expected: { days: 5, duration: "4-6", leftover: "goa me" },
  },
];
