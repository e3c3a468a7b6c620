import { z } from "zod";

/**
 * What a traveller tells the agents beyond the request form (accounts-trips-quotes §7 "GET quiz
 * questions for a trip; POST quiz answers", "POST flight details; GET flight details"). The
 * traveller writes both on the request page; the agents routed to the request read them on
 * their lead, so a quote can fit the occasion and the flights. Decision 0222.
 */

export interface QuizQuestion {
  id: string;
  question: string;
  /** Choices; a question without choices takes a short free answer. */
  options: readonly string[];
}

export const QUIZ_FREE_ANSWER_MAX = 200;

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "occasion",
    question: "Is this trip for an occasion?",
    options: ["Honeymoon", "Anniversary", "Birthday", "Family holiday", "No occasion"],
  },
  {
    id: "pace",
    question: "How full should the days be?",
    options: ["Relaxed", "Balanced", "Packed with sightseeing"],
  },
  {
    id: "stay",
    question: "Which stays do you prefer?",
    options: ["Budget", "3 star", "4 star", "5 star", "Homestays and boutique"],
  },
  {
    id: "food",
    question: "Any food preference?",
    options: ["Vegetarian", "Jain", "Non-vegetarian", "No preference"],
  },
  {
    id: "must_see",
    question: "Anything you must see or do?",
    options: [],
  },
];

const QUESTION_BY_ID = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));

export const QUIZ_MESSAGES = {
  unknownQuestion: "That question is not asked here.",
  notAnOption: "Choose one of the options given.",
  tooLong: `Keep it under ${QUIZ_FREE_ANSWER_MAX} characters.`,
  empty: "Answer at least one question.",
} as const;

export const QuizAnswersInput = z
  .object({
    answers: z
      .array(
        z.object({
          question_id: z.string().trim().min(1).max(40),
          answer: z.string().trim().max(QUIZ_FREE_ANSWER_MAX, QUIZ_MESSAGES.tooLong),
        }),
      )
      .max(QUIZ_QUESTIONS.length),
  })
  .superRefine((input, ctx) => {
    input.answers.forEach((a, index) => {
      const question = QUESTION_BY_ID.get(a.question_id);
      if (!question) {
        ctx.addIssue({
          code: "custom",
          path: ["answers", index, "question_id"],
          message: QUIZ_MESSAGES.unknownQuestion,
        });
      } else if (question.options.length > 0 && a.answer && !question.options.includes(a.answer)) {
        ctx.addIssue({
          code: "custom",
          path: ["answers", index, "answer"],
          message: QUIZ_MESSAGES.notAnOption,
        });
      }
    });
    if (!input.answers.some((a) => a.answer)) {
      ctx.addIssue({ code: "custom", path: ["answers"], message: QUIZ_MESSAGES.empty });
    }
  });
export type QuizAnswersInput = z.infer<typeof QuizAnswersInput>;

const formAnswer = z.string().trim().max(QUIZ_FREE_ANSWER_MAX, QUIZ_MESSAGES.tooLong).optional();

/**
 * The request page's quiz form: one field per question, named by its id. A field left blank
 * takes back an earlier answer.
 */
export const QuizForm = z
  .object({
    occasion: formAnswer,
    pace: formAnswer,
    stay: formAnswer,
    food: formAnswer,
    must_see: formAnswer,
  })
  .transform((form) => ({
    answers: QUIZ_QUESTIONS.map((q) => ({
      question_id: q.id,
      answer: form[q.id as keyof typeof form] ?? "",
    })),
  }))
  .pipe(QuizAnswersInput);

export interface QuizAnswerView {
  question_id: string;
  question: string;
  answer: string;
  answered_at: string;
}

export const FLIGHT_MESSAGES = {
  flightNumber: "Enter the flight number as printed, e.g. 6E 2134.",
  airport: "Enter the airport's three-letter code, e.g. COK.",
  sameAirport: "The flight must land somewhere else than it leaves from.",
  arrival: "The flight must land after it leaves.",
  returnOrder: "The return flight must leave after the onward flight lands.",
  dateTime: "Enter the date and time.",
} as const;

/** Local date and time as a form's datetime-local gives it (no zone: the airport's own time). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const FlightLegInput = z
  .object({
    airline: z.string().trim().max(60).default(""),
    flight_number: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, FLIGHT_MESSAGES.flightNumber),
    from: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, FLIGHT_MESSAGES.airport),
    to: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, FLIGHT_MESSAGES.airport),
    departs_at: z.string().trim().regex(LOCAL_DATE_TIME, FLIGHT_MESSAGES.dateTime),
    arrives_at: z.string().trim().regex(LOCAL_DATE_TIME, FLIGHT_MESSAGES.dateTime),
  })
  .superRefine((leg, ctx) => {
    if (leg.from === leg.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: FLIGHT_MESSAGES.sameAirport });
    }
    // Both in the airports' local times: a flight east can land "earlier" by the clock only
    // across a date line, which no route from India crosses; same-clock comparison holds.
    if (leg.arrives_at <= leg.departs_at) {
      ctx.addIssue({ code: "custom", path: ["arrives_at"], message: FLIGHT_MESSAGES.arrival });
    }
  });
export type FlightLegInput = z.infer<typeof FlightLegInput>;

/** A return leg left blank in the form (every field empty) is no return leg. */
const blankToNothing = (value: unknown) =>
  value &&
  typeof value === "object" &&
  Object.values(value).every((v) => v === undefined || v === "")
    ? undefined
    : value;

export const FlightDetailsInput = z
  .object({
    onward: FlightLegInput,
    return: z.preprocess(blankToNothing, FlightLegInput.nullish()),
    pnr: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5,8}$|^$/, "A PNR is 5 to 8 letters and digits.")
      .default(""),
  })
  .superRefine((input, ctx) => {
    if (input.return && input.return.departs_at <= input.onward.arrives_at) {
      ctx.addIssue({
        code: "custom",
        path: ["return", "departs_at"],
        message: FLIGHT_MESSAGES.returnOrder,
      });
    }
  });
export type FlightDetailsInput = z.infer<typeof FlightDetailsInput>;

export interface FlightLegView {
  airline: string;
  flight_number: string;
  from: string;
  to: string;
  departs_at: string;
  arrives_at: string;
}

export interface FlightDetailsView {
  onward: FlightLegView;
  return: FlightLegView | null;
  pnr: string;
  updated_at: string;
}
