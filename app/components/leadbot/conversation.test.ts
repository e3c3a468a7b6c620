import { describe, expect, it, type Mock, vi } from "vitest";
import {
  DestinationParserInput,
  type DestinationParserResult,
  type ParsedPlace,
  SLIDER_STEP_TITLES,
  sliderQuestions,
} from "../../../common/leadbot";
import { CreateTripRequestInput } from "../../../common/trips";
import {
  type Answers,
  answerMap,
  budgetOfRange,
  CHATBOT_ERROR_HASH,
  type FinishDeps,
  failureReport,
  finishConversation,
  initialAnswer,
  remainingSteps,
  requestFormPath,
  stepComplete,
  tripRequestBody,
  understood,
} from "./conversation";

const NOW = new Date("2026-11-21T10:00:00Z");
const STEPS = sliderQuestions(NOW, { includeDestination: true }).steps;
const PAGE = {
  pathname: "/tour-packages/goa",
  href: "https://triphive.example/tour-packages/goa?days[]=4-6",
  localePrefix: "",
};

const goa: ParsedPlace = {
  kind: "destination",
  slug: "goa",
  name: "Goa",
  destination_slug: "goa",
  destination_name: "Goa",
  destination_type: "india",
  has_packages: true,
  match: "exact",
  text: "goa",
};
const munnar: ParsedPlace = {
  ...goa,
  kind: "city",
  slug: "munnar",
  name: "Munnar",
  destination_slug: "kerala",
  destination_name: "Kerala",
  text: "munnar",
};

function draft(over: Partial<DestinationParserResult> = {}): DestinationParserResult {
  return {
    destinations: [],
    excluded_destinations: [],
    days: null,
    duration: null,
    budget_per_person: null,
    budget_range: null,
    month: null,
    adults: null,
    children: null,
    trip_type: null,
    leftover: "",
    ...over,
  };
}

/** "goa me 5 din, 2 adults in december", as the parser reads it. */
const GOA_DRAFT = draft({
  destinations: [goa],
  days: 5,
  duration: "4-6",
  month: "2026-12",
  adults: 2,
  leftover: "me",
});

const keysOf = (steps: ReturnType<typeof remainingSteps>) =>
  steps.map((s) => [s.title, s.questions.map((q) => q.key)]);

describe("remainingSteps", () => {
  it("asks only what the free text left open, dropping empty steps", () => {
    expect(keysOf(remainingSteps(STEPS, GOA_DRAFT, { askPhone: true }))).toEqual([
      ["Great! Tell Us What You Prefer", ["trip_type", "budget"]],
      ["Almost Done!", ["phone"]],
    ]);
  });

  it("asks everything, the three titles in order, when the parse failed", () => {
    const steps = remainingSteps(STEPS, null, { askPhone: true });
    expect(steps.map((s) => s.title)).toEqual([...SLIDER_STEP_TITLES]);
    expect(steps.flatMap((s) => s.questions.map((q) => q.key))).toEqual([
      "destination",
      "month",
      "duration",
      "trip_type",
      "adults",
      "children",
      "budget",
      "phone",
    ]);
  });

  it("never asks a visitor's phone", () => {
    const steps = remainingSteps(STEPS, null, { askPhone: false });
    expect(steps.map((s) => s.title)).toEqual(SLIDER_STEP_TITLES.slice(0, 2));
    expect(remainingSteps(STEPS, GOA_DRAFT, { askPhone: false }).at(-1)?.questions).toHaveLength(2);
  });

  it("children alone still asks the adults; a budget in words answers the budget", () => {
    const steps = remainingSteps(
      STEPS,
      draft({ children: 2, budget_per_person: 40_000, budget_range: "20000-40000" }),
      { askPhone: false },
    );
    const keys = steps.flatMap((s) => s.questions.map((q) => q.key));
    expect(keys).toContain("adults");
    expect(keys).not.toContain("children");
    expect(keys).not.toContain("budget");
  });
});

describe("answers", () => {
  it("start from the questions' defaults and need the required ones", () => {
    const all = STEPS.flatMap((s) => s.questions);
    const initial = Object.fromEntries(all.map((q) => [q.key, initialAnswer(q)])) as Answers;
    expect(initial).toMatchObject({ adults: "2", children: "0", month: "", phone: "+91 " });
    const [first, , last] = STEPS;
    if (!first || !last) throw new Error("three steps");
    expect(stepComplete(first, initial)).toBe(false);
    expect(stepComplete(first, { ...initial, destination: "Kerala" })).toBe(true);
    expect(stepComplete(last, initial)).toBe(false);
    expect(stepComplete(last, { phone: "+91 98765" })).toBe(true);
    expect(stepComplete(last, { phone: "+91 98a765" })).toBe(false);
  });

  it("go to the parser under their fixed indexes, which it accepts, without the phone", () => {
    const answers: Answers = {
      destination: "kerla",
      month: "nd",
      duration: "7-9",
      trip_type: "family",
      adults: "2",
      children: "1",
      budget: "40000-60000",
      phone: "+91 9876543210",
    };
    const map = answerMap(STEPS, answers);
    expect(map).toEqual({
      "1": "kerla",
      "2": "nd",
      "3": "7-9",
      "4": "family",
      "5": "2",
      "6": "1",
      "7": "40000-60000",
    });
    expect(answerMap(STEPS, answers, { withDestination: false })).not.toHaveProperty("1");
    expect(answerMap(STEPS, { month: "", adults: " " })).toEqual({});
    const parsed = DestinationParserInput.safeParse({
      user_input: "family trip",
      rbt_index_question_answer_map: map,
    });
    expect(parsed.success).toBe(true);
  });
});

describe("tripRequestBody", () => {
  it("turns the parse and the answers into a valid request from the chatbot", () => {
    const body = tripRequestBody(
      "goa me 5 din, 2 adults in december",
      GOA_DRAFT,
      { trip_type: "honeymoon", budget: "40000-60000", phone: "+91 9876543210" },
      PAGE,
    );
    expect(body).toEqual({
      to_loc: ["Goa"],
      month: "2026-12",
      durations: ["4-6"],
      trip_days: 5,
      trip_type: "honeymoon",
      adults: 2,
      children: 0,
      budget: 60_000,
      isd_code: "+91",
      phone_no: "9876543210",
      comments: "Told our trip planner: “goa me 5 din, 2 adults in december”",
      trip_origin_product: "chatbot",
      trip_origin_uri: "/tour-packages/goa",
      context_page_url: "https://triphive.example/tour-packages/goa?days[]=4-6",
    });
    const parsed = CreateTripRequestInput.safeParse(body);
    expect(parsed.success).toBe(true);
  });

  it("falls back to the answers, 'Not decided' and the form's defaults", () => {
    const body = tripRequestBody(
      "somewhere nice",
      null,
      {
        destination: "Spiti valley",
        month: "nd",
        duration: "nd",
        adults: "3",
        phone: "+971 501234567",
      },
      PAGE,
    );
    expect(body).toMatchObject({
      to_loc: ["Spiti valley"],
      month: "nd",
      durations: ["nd"],
      trip_type: "nd",
      adults: 3,
      children: 0,
      isd_code: "+971",
      phone_no: "501234567",
    });
    expect(body).not.toHaveProperty("budget");
    expect(body).not.toHaveProperty("trip_days");
    expect(CreateTripRequestInput.safeParse(body).success).toBe(true);
  });

  it("keeps a city's own name and a stated budget per person", () => {
    const body = tripRequestBody(
      "munnar and goa 45k each",
      draft({
        destinations: [munnar, goa],
        budget_per_person: 45_000,
        budget_range: "40000-60000",
      }),
      {},
      PAGE,
    );
    expect(body.to_loc).toEqual(["Munnar", "Goa"]);
    expect(body.budget).toBe(45_000);
  });

  it("stays within the request's limits", () => {
    const long = "x".repeat(2000);
    const body = tripRequestBody(
      long,
      GOA_DRAFT,
      { phone: "+91 9876543210" },
      {
        ...PAGE,
        href: `https://triphive.example/?q=${long}`,
      },
    );
    expect(CreateTripRequestInput.safeParse(body).success).toBe(true);
  });
});

describe("budgetOfRange", () => {
  it("reads a bucket as 'up to' its top, and the open one as 'above' its bottom", () => {
    expect(budgetOfRange("40000-60000")).toBe(60_000);
    expect(budgetOfRange("0-10000")).toBe(10_000);
    expect(budgetOfRange("80000-10000000")).toBe(80_000);
    expect(budgetOfRange("nd")).toBeNull();
    expect(budgetOfRange(null)).toBeNull();
  });
});

describe("requestFormPath", () => {
  it("prefills the request form with everything gathered, marked as the chatbot's", () => {
    const path = requestFormPath(
      GOA_DRAFT,
      { trip_type: "family", children: "1", budget: "20000-40000" },
      { ...PAGE, localePrefix: "/ae-en" },
    );
    const url = new URL(path, "https://triphive.example");
    expect(url.pathname).toBe("/ae-en/requested_trips/new");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      destination: "Goa",
      month: "2026-12",
      days: "5",
      trip_type: "family",
      adults: "2",
      children: "1",
      budget: "40000",
      trip_origin_product: "chatbot",
      trip_origin_uri: "/tour-packages/goa",
    });
  });

  it("sends a duration bucket when no day count is known, and leaves out what is undecided", () => {
    const url = new URL(
      requestFormPath(
        draft({ destinations: [munnar, goa] }),
        { month: "nd", duration: "7-9", trip_type: "nd", budget: "nd" },
        PAGE,
      ),
      "https://triphive.example",
    );
    expect(url.searchParams.getAll("destination")).toEqual(["Munnar", "Goa"]);
    expect(url.searchParams.get("duration")).toBe("7-9");
    for (const key of ["month", "days", "trip_type", "budget", "adults", "children"]) {
      expect(url.searchParams.has(key)).toBe(false);
    }
  });
});

describe("understood", () => {
  it("says back what the parser found", () => {
    const month = (v: string) => (v === "2026-12" ? "December 2026" : v);
    expect(understood(GOA_DRAFT, { month })).toEqual([
      "Goa",
      "December 2026",
      "5 days",
      "2 adults",
    ]);
    expect(
      understood(
        draft({
          excluded_destinations: [goa],
          duration: "13+",
          trip_type: "honeymoon",
          children: 1,
          budget_per_person: 150_000,
        }),
        { month },
      ),
    ).toEqual(["not Goa", "more than 12 days", "honeymoon", "1 child", "₹1,50,000 per person"]);
  });
});

describe("failureReport", () => {
  it("keeps the request, the response and the end flag under the error hash, phone masked", () => {
    const report = failureReport({
      step: "create",
      path: "/bookings/v1/requested_trips",
      params: { to_loc: ["Goa"], phone_no: "9876543210" },
      failure: { status: 500, body: { errors: [{ code: "internal" }] }, kind: "http" },
      end: true,
      page: "/tour-packages",
      at: NOW,
      id: "abc",
    });
    expect(report).toEqual({
      redis_hash_name: CHATBOT_ERROR_HASH,
      redis_key: "create:2026-11-21T10:00:00.000Z:abc",
      value: {
        step: "create",
        request: {
          path: "/bookings/v1/requested_trips",
          params: { to_loc: ["Goa"], phone_no: "••••••••10" },
        },
        response: { status: 500, kind: "http", body: { errors: [{ code: "internal" }] } },
        end: true,
        page: "/tour-packages",
      },
    });
  });

  it("clips a large response so the report stays within the store's limit", () => {
    const report = failureReport({
      step: "parse",
      path: "/browsing/v1/destination_parser",
      params: { user_input: "goa" },
      failure: { status: 502, body: "<html>".repeat(5000), kind: "http" },
      end: false,
      page: "/",
      at: NOW,
      id: "x",
    });
    const body = (report.value.response as { body: string }).body;
    expect(body.length).toBeLessThanOrEqual(4001);
    expect(new TextEncoder().encode(JSON.stringify(report.value)).length).toBeLessThan(16 * 1024);
  });
});

describe("finishConversation", () => {
  const apiError = (status: number, body: unknown) =>
    Object.assign(new Error("failed"), { status, body });

  function deps(
    over: { parse?: Mock<FinishDeps["parse"]>; createTrip?: Mock<FinishDeps["createTrip"]> } = {},
  ) {
    return {
      parse: over.parse ?? vi.fn<FinishDeps["parse"]>(async () => GOA_DRAFT),
      createTrip:
        over.createTrip ??
        vi.fn<FinishDeps["createTrip"]>(async () => ({ redirect_url: "/requested_trips/42" })),
      report: vi.fn<FinishDeps["report"]>(),
    };
  }
  const base = {
    userInput: "goa me 5 din, 2 adults in december",
    draft: GOA_DRAFT,
    steps: remainingSteps(STEPS, GOA_DRAFT, { askPhone: true }),
    answers: { trip_type: "honeymoon", budget: "nd", phone: "+91 9876543210" } as Answers,
    page: PAGE,
  };

  it("creates a signed-in traveller's request from the parse with the answers", async () => {
    const d = deps();
    const outcome = await finishConversation({ ...base, signedIn: true, deps: d });
    expect(outcome).toEqual({ kind: "created", redirectUrl: "/requested_trips/42" });
    expect(d.parse).toHaveBeenCalledWith({
      user_input: base.userInput,
      parse_negation: true,
      parse_destination: true,
      rbt_index_question_answer_map: { "4": "honeymoon", "7": "nd" },
    });
    expect(d.createTrip.mock.calls[0]?.[0]).toMatchObject({
      to_loc: ["Goa"],
      trip_type: "honeymoon",
      phone_no: "9876543210",
      trip_origin_product: "chatbot",
    });
    expect(d.report).not.toHaveBeenCalled();
  });

  it("sends a visitor to the prefilled form without creating anything", async () => {
    const d = deps();
    const outcome = await finishConversation({ ...base, signedIn: false, deps: d });
    expect(outcome).toMatchObject({ kind: "form", reason: "visitor" });
    expect(outcome.kind === "form" && outcome.path).toMatch(
      /^\/requested_trips\/new\?destination=Goa&/,
    );
    expect(d.createTrip).not.toHaveBeenCalled();
  });

  it("reports a failed create and falls back to the prefilled form", async () => {
    const error = apiError(500, { errors: [] });
    const d = deps({
      createTrip: vi.fn<FinishDeps["createTrip"]>(async () => Promise.reject(error)),
    });
    const outcome = await finishConversation({ ...base, signedIn: true, deps: d });
    expect(outcome).toMatchObject({ kind: "form", reason: "failure" });
    expect(d.report).toHaveBeenCalledWith(
      "create",
      "/bookings/v1/requested_trips",
      expect.objectContaining({ to_loc: ["Goa"] }),
      error,
    );
  });

  it("reports a failed last parse and carries on with the first one", async () => {
    const error = apiError(0, null);
    const d = deps({ parse: vi.fn<FinishDeps["parse"]>(async () => Promise.reject(error)) });
    const outcome = await finishConversation({ ...base, signedIn: true, deps: d });
    expect(outcome.kind).toBe("created");
    expect(d.report).toHaveBeenCalledWith(
      "finish_parse",
      "/browsing/v1/destination_parser",
      expect.objectContaining({ user_input: base.userInput }),
      error,
    );
    expect(d.createTrip.mock.calls[0]?.[0].to_loc).toEqual(["Goa"]);
  });

  it("keeps a destination the catalogue does not know as typed, without a failure", async () => {
    const unknown = apiError(400, {
      errors: [{ code: "invalid_input", field: "rbt_index_question_answer_map.1" }],
    });
    const parse = vi
      .fn<FinishDeps["parse"]>()
      .mockRejectedValueOnce(unknown)
      .mockResolvedValueOnce(draft({ trip_type: "friends" }));
    const d = deps({ parse });
    const outcome = await finishConversation({
      ...base,
      userInput: "somewhere cold with friends",
      draft: draft({ trip_type: "friends" }),
      steps: remainingSteps(STEPS, draft({ trip_type: "friends" }), { askPhone: true }),
      answers: { destination: "Narnia", phone: "+91 9876543210" },
      signedIn: true,
      deps: d,
    });
    expect(outcome.kind).toBe("created");
    expect(parse.mock.calls[1]?.[0].rbt_index_question_answer_map).not.toHaveProperty("1");
    expect(d.createTrip.mock.calls[0]?.[0].to_loc).toEqual(["Narnia"]);
    expect(d.report).not.toHaveBeenCalled();
  });
});
