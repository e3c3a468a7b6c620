import { describe, expect, it } from "vitest";
import {
  FLIGHT_MESSAGES,
  FlightDetailsInput,
  QUIZ_MESSAGES,
  QUIZ_QUESTIONS,
  QuizAnswersInput,
  QuizForm,
} from "./trip-details";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const leg = (over: Record<string, string> = {}) => ({
  airline: "IndiGo",
  flight_number: "6e 2134",
  from: "del",
  to: "cok",
  departs_at: "2027-01-10T06:05",
  arrives_at: "2027-01-10T09:20",
  ...over,
});

describe("quiz answers", () => {
  it("takes an option of a choice question and a short free answer", () => {
    const parsed = QuizAnswersInput.parse({
      answers: [
        { question_id: "occasion", answer: "Honeymoon" },
        { question_id: "must_see", answer: "  a houseboat night  " },
      ],
    });
    expect(parsed.answers[1]?.answer).toBe("a houseboat night");
  });

  it("refuses an unknown question, an answer outside the options, an overlong one and none", () => {
    expect(
      messages(QuizAnswersInput.safeParse({ answers: [{ question_id: "x", answer: "y" }] })),
    ).toContain(QUIZ_MESSAGES.unknownQuestion);
    expect(
      messages(
        QuizAnswersInput.safeParse({ answers: [{ question_id: "pace", answer: "Very fast" }] }),
      ),
    ).toContain(QUIZ_MESSAGES.notAnOption);
    expect(
      messages(
        QuizAnswersInput.safeParse({
          answers: [{ question_id: "must_see", answer: "x".repeat(201) }],
        }),
      ),
    ).toContain(QUIZ_MESSAGES.tooLong);
    expect(messages(QuizAnswersInput.safeParse({ answers: [] }))).toContain(QUIZ_MESSAGES.empty);
  });

  it("asks each question once, with unique ids", () => {
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
  });
});

describe("flight details", () => {
  it("normalises codes and numbers to capitals", () => {
    const parsed = FlightDetailsInput.parse({ onward: leg(), pnr: "ab12cd" });
    expect(parsed.onward).toMatchObject({ flight_number: "6E 2134", from: "DEL", to: "COK" });
    expect(parsed.pnr).toBe("AB12CD");
    expect(parsed.return).toBeUndefined();
  });

  it("refuses a bad flight number, airport, same airports and a landing before take-off", () => {
    const bad = FlightDetailsInput.safeParse({
      onward: leg({ flight_number: "IndiGo", from: "Delhi", arrives_at: "2027-01-10T05:00" }),
    });
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        FLIGHT_MESSAGES.flightNumber,
        FLIGHT_MESSAGES.airport,
        FLIGHT_MESSAGES.arrival,
      ]),
    );
    expect(messages(FlightDetailsInput.safeParse({ onward: leg({ to: "DEL" }) }))).toContain(
      FLIGHT_MESSAGES.sameAirport,
    );
  });

  it("refuses a return flight that leaves before the onward one lands", () => {
    const result = FlightDetailsInput.safeParse({
      onward: leg(),
      return: leg({
        from: "COK",
        to: "DEL",
        departs_at: "2027-01-10T08:00",
        arrives_at: "2027-01-10T11:00",
      }),
    });
    expect(messages(result)).toContain(FLIGHT_MESSAGES.returnOrder);
  });
});

describe("the request page's forms", () => {
  it("turns the quiz form's fields into answers, blanks taking answers back", () => {
    const parsed = QuizForm.parse({ occasion: "Anniversary", must_see: "" });
    expect(parsed.answers.find((a) => a.question_id === "occasion")?.answer).toBe("Anniversary");
    expect(parsed.answers.find((a) => a.question_id === "pace")?.answer).toBe("");
    expect(parsed.answers).toHaveLength(QUIZ_QUESTIONS.length);
  });

  it("reads a return leg left blank as none", () => {
    const blank = {
      airline: "",
      flight_number: "",
      from: "",
      to: "",
      departs_at: "",
      arrives_at: "",
    };
    expect(FlightDetailsInput.parse({ onward: leg(), return: blank }).return).toBeUndefined();
  });
});
